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

-- The tile kinds with a build discount (quarries), from the definitions, read once: as
-- a list, and as a set (tile id -> true) for the loops over manned places.
local quarry_kinds, is_quarry
local function quarries(ctx)
  if quarry_kinds == nil then
    quarry_kinds, is_quarry = {}, {}
    for _, tile in ipairs(ctx:tile_ids()) do
      if discount(ctx, tile) > 0 then
        quarry_kinds[#quarry_kinds + 1] = tile
        is_quarry[tile] = true
      end
    end
  end
  return quarry_kinds
end

-- Manned quarries (tiles with a build discount), and the workers on them: two counts.
local function manned_quarries(ctx, me)
  local list = quarries(ctx)
  local tiles, workers = 0, 0
  for i = 1, #list do
    local t, w = ctx:manned_tiles(me, list[i])
    tiles, workers = tiles + t, workers + w
  end
  return tiles, workers
end

-- Occupied quarries beyond those a build in `column` uses.
-- (No math.min: a global read is a call in the sandbox.)
local function spare_quarry_workers(ctx, me, column)
  local occupied = manned_quarries(ctx, me)
  if occupied > column then
    return occupied - column
  end
  return 0
end

-- The options { kind } and { kind, place }, one table per set of ids, made on first use:
-- they are made of ids only (constants while the packs are loaded), and the host only
-- reads an offer list.
local singles, pairs_of = {}, {}
local function single(kind)
  local option = singles[kind]
  if option == nil then
    option = { kind }
    singles[kind] = option
  end
  return option
end
local function pair(kind, place)
  local of_kind = pairs_of[kind]
  if of_kind == nil then
    of_kind = {}
    pairs_of[kind] = of_kind
  end
  local option = of_kind[place]
  if option == nil then
    option = { kind, place }
    of_kind[place] = option
  end
  return option
end

-- Appends every worker option to `out`: { kind } from San Juan, { kind, building },
-- { kind, tile }.
local function add_worker_options(ctx, me, building, out)
  local spare = spare_quarry_workers(ctx, me, ctx:building_def(building).column)
  local own, kinds = ctx:building(), workers_list(ctx)
  for k = 1, #kinds do
    local kind = kinds[k]
    if ctx:san_juan(me, kind) > 0 then
      out[#out + 1] = single(kind)
    end
    -- buildings with one (not this one) in city order, then tile kinds in island order
    local places, buildings = ctx:manned_places(me, kind, own)
    local made = pairs_of[kind] -- looked up in place: a call only makes a new option
    local n = #out
    for i = 1, #places do
      local id = places[i]
      if i <= buildings or spare > 0 or not is_quarry[id] then -- not a quarry used
        n = n + 1
        out[n] = made and made[id] or pair(kind, id)
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

local building_set -- building id -> true, filled on first use (ids never change)
local function is_building(ctx, id)
  if building_set == nil then
    building_set = {}
    for _, b in ipairs(ctx:building_ids()) do
      building_set[b] = true
    end
  end
  return building_set[id] == true
end

-- Appends every good option to `out`.
local function add_good_options(ctx, me, out)
  local held = ctx:held_goods(me) -- declaration order
  for i = 1, #held do
    out[#out + 1] = held[i]
  end
end

-- Would add_worker_options add anything for a building in `column`? The same answer
-- in counts, without a list: build_shortfall is asked for every column with a building
-- the owner cannot afford, at every listing of his build turn.
local function has_worker_option(ctx, me, column)
  local others = ctx:board_workers(me) - ctx:workers(me, ctx:building())
  if others == 0 then
    return false -- every worker of his is on the black market (or he has none)
  end
  local _, on_quarries = manned_quarries(ctx, me)
  if others > on_quarries then
    return true -- one in San Juan, on another building or on a tile that is no quarry
  end
  return spare_quarry_workers(ctx, me, column) > 0 -- all on quarries: one this build spares?
end

function M.build_shortfall(ctx, args, value)
  local me = ctx:owner()
  local n = 0
  if has_worker_option(ctx, me, args.column) then
    n = n + 1
  end
  if ctx:goods(me) > 0 then -- a barrel of any good: add_good_options would add one
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
        if is_building(ctx, b) and ctx:owns(me, b) then
          ctx:worker_from_building(me, a, b)
        else
          local slot = ctx:tile_slot(me, b, "manned", a) -- the first tile of b with one
          if slot ~= nil then
            ctx:worker_from_tile(me, a, slot)
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
