-- Black market. "Quand le propriétaire d'un marché noir occupé construit un bâtiment, il
-- peut réduire son coût de construction jusqu'à 3 doublons en échangeant au moins: un
-- colon, une marchandise, et/ou un PV à la réserve. Dans ce cas, un noble compte comme un
-- colon. Note: [...] jamais plus d'une de chaque. Il ne peut pas lui rester de doublons
-- après sa construction. [...] Les colons placés sur le marché noir des joueurs ne
-- peuvent pas être échangés. Ceux placés sur les carrières ayant servi à acheter le
-- bâtiment ne peuvent pas non plus être échangés."
--
-- build_shortfall tells the core how many doubloons the owner can cover this way for a
-- build in a column (one per means he has something to give for, at most 3), so a build
-- he lacks coins for becomes legal. He pays all his coins; then for each missing doubloon he must choose
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

local function means_used(ctx)
  if ctx:memory(USED_IN_PHASE) ~= ctx:phase_serial() then
    return 0
  end
  return ctx:memory(USED_MEANS)
end

local function has(mask, bit)
  return (mask // bit) % 2 == 1
end

local QUARRY = "quarry" -- « les carrières »

-- Manned quarries beyond those a build in `column` uses.
local function spare_quarries(ctx, me, column)
  return math.max(ctx:manned_tiles(me, QUARRY) - column, 0)
end

-- Adds to `out`, and returns it, every worker he may give for a build in `column`, kind
-- by kind: the kind from San Juan, then { kind, building } for each of his buildings with
-- one (city order, not the black market), then { kind, tile } for each tile kind of his
-- island with one (island order; a quarry only while some are spare).
local function add_worker_options(ctx, me, column, out)
  for _, kind in ipairs(ctx:worker_ids()) do
    if ctx:san_juan(me, kind) > 0 then
      out[#out + 1] = kind
    end
    local places, buildings = ctx:manned_places(me, kind, ctx:building())
    for i, place in ipairs(places) do
      if i <= buildings or place ~= QUARRY or spare_quarries(ctx, me, column) > 0 then
        out[#out + 1] = { kind, place }
      end
    end
  end
  return out
end

-- The three means, in the order their options are offered.
local MEANS = { WORKER, GOOD, VP }

-- Adds to `out`, and returns it, what he can give for a build in `column` by one means: a
-- worker, a barrel (one option per good he holds), a VP chip (the option 1).
local function add_options(ctx, me, column, means, out)
  if means == WORKER then
    return add_worker_options(ctx, me, column, out)
  elseif means == GOOD then
    for _, good in ipairs(ctx:held_goods(me)) do
      out[#out + 1] = good
    end
  elseif ctx:vp(me) > 0 then
    out[#out + 1] = 1
  end
  return out
end

-- One doubloon per means he has something to give for: up to 3.
M.build_shortfall = {
  most = 3,
  modify = function(ctx, args, value)
    local me, column = ctx:owner(), args.column
    local n = 0
    for _, means in ipairs(MEANS) do
      if #add_options(ctx, me, column, means, {}) > 0 then
        n = n + 1
      end
    end
    return value + n
  end,
}

-- Every option of the means not used yet for this build.
M.pay_shortfall = {
  offer = function(ctx, args)
    local me = ctx:owner()
    local used = means_used(ctx)
    local column = ctx:building_def(args.building).column
    local out = {}
    for _, means in ipairs(MEANS) do
      if not has(used, means) then
        add_options(ctx, me, column, means, out)
      end
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
    elseif ctx:is_good_id(a) then
      ctx:return_goods(me, a, 1)
      bit = GOOD
    else
      -- a worker: from San Juan, a building or a tile of that kind
      if b ~= nil then
        if ctx:is_building_id(b) and ctx:owns(me, b) then
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
