-- Black market. "Quand le propriétaire d'un marché noir occupé construit un bâtiment, il
-- peut réduire son coût de construction jusqu'à 3 doublons en échangeant au moins: un
-- colon, une marchandise, et/ou un PV à la réserve. Dans ce cas, un noble compte comme un
-- colon. Note: [...] jamais plus d'une de chaque. Il ne peut pas lui rester de doublons
-- après sa construction. [...] Les colons placés sur le marché noir des joueurs ne
-- peuvent pas être échangés. Ceux placés sur les carrières ayant servi à acheter le
-- bâtiment ne peuvent pas non plus être échangés."
--
-- build_shortfall tells the core how many doubloons the owner can cover this way for a
-- build in a column (one per kind of means he has, at most 3), so a build he lacks coins
-- for becomes legal. He pays all his coins; then for each missing doubloon he must choose
-- (pay_shortfall):
--   use black_market <worker kind>               a worker from San Juan
--   use black_market <worker kind> <building>    a worker from one of his buildings
--   use black_market <worker kind> <tile>        a worker from a tile of that kind
--   use black_market <good>                      a barrel
--   use black_market 1                           a VP chip
-- each means at most once per build; everything goes to the supply.
local M = {}

local USED_IN_PHASE = 1 -- memory: ctx:phase_serial() of the build being paid
local USED_MEANS = 2 -- memory: bits of the means used for it
local WORKER, GOOD, VP = 1, 2, 4

-- ctx:good_ids() and ctx:worker_ids(), read once: the ids never change while the packs
-- are loaded, and build_shortfall is asked at every build listing. (Hot loops here are
-- numeric: ipairs costs a function call per element.)
local good_ids, worker_ids
local function goods_list(ctx)
  if good_ids == nil then
    good_ids = ctx:good_ids()
  end
  return good_ids
end
local function workers_list(ctx)
  if worker_ids == nil then
    worker_ids = ctx:worker_ids()
  end
  return worker_ids
end

local function means_used(ctx)
  if ctx:memory(USED_IN_PHASE) ~= ctx:phase_serial() then
    return 0
  end
  return ctx:memory(USED_MEANS)
end

local function has(mask, bit)
  return (mask // bit) % 2 == 1
end

-- A tile kind's build discount (a quarry's is above 0), read once per kind: definitions
-- never change while the packs are loaded, and the loops below ask for every manned tile.
local tile_discount = {}
local function discount(ctx, tile)
  local d = tile_discount[tile]
  if d == nil then
    d = ctx:tile_def(tile).build_discount
    tile_discount[tile] = d
  end
  return d
end

-- Occupied quarries (tiles with a build discount) beyond those a build in `column` uses.
local function spare_quarry_workers(ctx, me, column)
  local occupied = 0
  local on_tile = ctx:island_workers(me) -- by island slot, as ctx:tiles
  local tiles = ctx:tiles(me)
  for slot = 1, #tiles do
    local tile = tiles[slot]
    if on_tile[slot] > 0 and discount(ctx, tile) > 0
        and ctx:tile_variant(me, slot) == nil then
      occupied = occupied + 1
    end
  end
  return occupied - math.min(occupied, column)
end

-- Appends every worker option to `out`: { kind } from San Juan, { kind, building },
-- { kind, tile }.
local function add_worker_options(ctx, me, building, out)
  local spare = spare_quarry_workers(ctx, me, ctx:building_def(building).column)
  -- Read once, not once per worker kind (nothing changes while the options are listed).
  local own, buildings, tiles = ctx:building(), ctx:buildings(me), ctx:tiles(me)
  for _, kind in ipairs(workers_list(ctx)) do
    if ctx:san_juan(me, kind) > 0 then
      out[#out + 1] = { kind }
    end
    local on_building = ctx:city_workers(me, kind) -- in city order, as buildings
    for i = 1, #buildings do
      local id = buildings[i]
      if id ~= own and on_building[i] > 0 then
        out[#out + 1] = { kind, id }
      end
    end
    local seen = {}
    local on_tile = ctx:island_workers(me, kind) -- by island slot, as tiles
    for slot = 1, #tiles do
      local tile = tiles[slot]
      if not seen[tile] and on_tile[slot] > 0
          and (spare > 0 or discount(ctx, tile) <= 0) then -- not a quarry used
        seen[tile] = true
        out[#out + 1] = { kind, tile }
      end
    end
  end
end

local function is_good(ctx, id)
  for _, good in ipairs(goods_list(ctx)) do
    if good == id then
      return true
    end
  end
  return false
end

-- Appends every good option to `out`.
local function add_good_options(ctx, me, out)
  local goods = goods_list(ctx)
  for i = 1, #goods do
    local good = goods[i]
    if ctx:goods(me, good) > 0 then
      out[#out + 1] = good
    end
  end
end

-- Would add_worker_options add anything for a building in `column`? The same answer
-- without building the list: build_shortfall is asked for every column with a building
-- the owner cannot afford, at every listing of his build turn, so it stops at the first
-- worker it finds.
local function has_worker_option(ctx, me, column)
  local own = ctx:building()
  if ctx:board_workers(me) == ctx:workers(me, own) then
    return false -- every worker of his is on the black market (or he has none)
  end
  if ctx:san_juan(me) > 0 then
    return true
  end
  local buildings = ctx:buildings(me)
  for i = 1, #buildings do
    local id = buildings[i]
    if id ~= own and ctx:workers(me, id) > 0 then
      return true
    end
  end
  local quarry_workers = false
  local tiles = ctx:tiles(me)
  for slot = 1, #tiles do
    local tile = tiles[slot]
    if ctx:tile_workers(me, slot) > 0 then
      if discount(ctx, tile) <= 0 then
        return true
      end
      quarry_workers = true
    end
  end
  return quarry_workers and spare_quarry_workers(ctx, me, column) > 0
end

-- Would add_good_options(ctx, me, out) add anything?
local function has_good_option(ctx, me)
  local goods = goods_list(ctx)
  for i = 1, #goods do
    local good = goods[i]
    if ctx:goods(me, good) > 0 then
      return true
    end
  end
  return false
end

function M.build_shortfall(ctx, args, value)
  local me = ctx:owner()
  local n = 0
  if has_worker_option(ctx, me, args.column) then
    n = n + 1
  end
  if has_good_option(ctx, me) then
    n = n + 1
  end
  if ctx:vp(me) > 0 then
    n = n + 1
  end
  return value + n
end

M.pay_shortfall = {
  offer = function(ctx, args)
    local me = ctx:owner()
    local used = means_used(ctx)
    local out = {}
    if not has(used, WORKER) then
      add_worker_options(ctx, me, args.building, out)
    end
    if not has(used, GOOD) then
      add_good_options(ctx, me, out)
    end
    if not has(used, VP) and ctx:vp(me) > 0 then
      out[#out + 1] = 1
    end
    return out
  end,
  apply = function(ctx, args, a, b)
    local me = ctx:owner()
    local used = means_used(ctx)
    local bit
    if a == 1 then
      ctx:return_vp(me, 1)
      bit = VP
    elseif is_good(ctx, a) then
      ctx:return_goods(me, a, 1)
      bit = GOOD
    else
      -- a worker: from San Juan, a building or a tile of that kind
      if b ~= nil then
        local from_building = false
        for _, id in ipairs(ctx:buildings(me)) do
          if id == b then
            from_building = true
          end
        end
        if from_building then
          ctx:worker_from_building(me, a, b)
        else
          for slot, tile in ipairs(ctx:tiles(me)) do
            if tile == b and ctx:tile_workers(me, slot, a) > 0 then
              ctx:worker_from_tile(me, a, slot)
              break
            end
          end
        end
      end
      ctx:return_worker(me, a)
      bit = WORKER
    end
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:set_memory(USED_MEANS, used + bit)
  end,
}

return M
