-- Guest house. "Lors de la phase intendant, le propriétaire d'une pension occupée peut
-- placer jusqu'à 2 colons sur celle-ci. Il pourra plus tard déplacer ses invités au
-- début, pendant, ou à la fin de toutes les autres phases sur n'importe quels bâtiments,
-- plantations, où carrières qu'il aura choisies, ils entreront alors immédiatement en
-- activité et devront rester jusqu'à la prochaine phase intendant. Les 2 invités peuvent
-- soit être déplacés simultanément, soit individuellement lors de phases différentes."
--
-- The guests are the workers on the guest house (placed in the mayor phase like any
-- worker; the mayor phase lifts and places everybody again, so a moved guest stays put
-- until then). Outside the mayor phase the owner is offered `use guest_house <target>`
-- (a building of his, or a tile kind of his island, with a free circle; with guests of
-- several worker kinds: `use guest_house <kind> <target>`):
--   at the start and at the end of each phase, and before barrels are stored in the
--   captain phase (follow-up decisions: after a move he may move the other guest too),
--   and on each of his turns (settler, builder, trader, captain): his turn goes on.
-- An empty guest house is unoccupied: its offers stop by themselves.
local M = {}

local MAYOR = "mayor" -- the phase where guests are placed, not moved
local NONE = {} -- no option (shared: the host only reads an offer list)

-- ctx:worker_ids(), read once: the ids never change while the packs are loaded, and the
-- offer is asked at every phase's start and end.
local worker_ids
local function worker_kinds(ctx)
  if worker_ids == nil then
    worker_ids = ctx:worker_ids()
  end
  return worker_ids
end

-- Circles of building and tile kinds, read on first use (definitions never change while
-- the packs are loaded; targets() asks for every building and tile at every offer).
local building_circles, tile_circles = {}, {}
local function circles(ctx, cache, def, id)
  local n = cache[id]
  if n == nil then
    n = def(ctx, id).circles
    cache[id] = n
  end
  return n
end

local function guest_kinds(ctx, me)
  local kinds = {}
  for _, kind in ipairs(worker_kinds(ctx)) do
    if ctx:workers(me, ctx:building(), kind) > 0 then
      kinds[#kinds + 1] = kind
    end
  end
  return kinds
end

-- Targets with a free circle: buildings in city order, then tile kinds in island order.
-- (Numeric loops: ipairs costs a function call per element, and this runs at every
-- phase's start and end.)
local function targets(ctx, me)
  local out, seen = {}, {}
  local own = ctx:building()
  local on_building = ctx:city_workers(me) -- in city order, as ctx:buildings
  local buildings = ctx:buildings(me)
  for i = 1, #buildings do
    local id = buildings[i]
    local room = building_circles[id] or circles(ctx, building_circles, ctx.building_def, id)
    if id ~= own and on_building[i] < room then
      out[#out + 1] = id
    end
  end
  local on_tile = ctx:island_workers(me) -- by island slot, as ctx:tiles
  local tiles = ctx:tiles(me)
  for slot = 1, #tiles do
    local tile = tiles[slot]
    -- Most tiles are manned: the variant is read last.
    local room = tile_circles[tile] or circles(ctx, tile_circles, ctx.tile_def, tile)
    if not seen[tile] and on_tile[slot] < room and ctx:tile_variant(me, slot) == nil then
      seen[tile] = true
      out[#out + 1] = tile
    end
  end
  return out
end

local function offer(ctx, args)
  if ctx:phase() == MAYOR then
    return NONE
  end
  local me = ctx:owner()
  local kinds = worker_kinds(ctx)
  if #kinds > 1 then
    kinds = guest_kinds(ctx, me)
  elseif ctx:workers(me, ctx:building()) == 0 then
    return NONE -- one worker kind: the guests are of it, if any
  end
  if #kinds == 0 then
    return NONE -- no guest to move (asked at every phase's start and end: skip the targets)
  end
  if #kinds == 1 then
    return targets(ctx, me) -- `use guest_house <target>`
  end
  local out = {}
  for _, target in ipairs(targets(ctx, me)) do
    for _, kind in ipairs(kinds) do
      out[#out + 1] = { kind, target }
    end
  end
  return out
end

local function free_tile_slot(ctx, me, tile)
  for slot, id in ipairs(ctx:tiles(me)) do
    if id == tile and ctx:tile_variant(me, slot) == nil
        and ctx:tile_workers(me, slot) < ctx:tile_def(tile).circles then
      return slot
    end
  end
  error("no free circle on a " .. tile)
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

local function move(ctx, args, a, b)
  local me = ctx:owner()
  local kind, target = guest_kinds(ctx, me)[1], a
  if b ~= nil then
    kind, target = a, b
  end
  ctx:worker_from_building(me, kind, ctx:building())
  if is_building(ctx, target) then
    ctx:worker_to_building(me, kind, target)
  else
    ctx:worker_to_tile(me, kind, free_tile_slot(ctx, me, target))
  end
end

-- At a decision point of its own (phase start/end, before storage): after a move the
-- owner may move the other guest at the same point.
local function move_and_ask_again(ctx, args, a, b)
  move(ctx, args, a, b)
  ctx:ask_again()
end

local at_point = { offer = offer, apply = move_and_ask_again }
local on_turn = { offer = offer, apply = move } -- no ctx:end_turn(): the turn goes on

M.phase_start = at_point
M.phase_end = at_point
M.storage_start = at_point
M.settler_turn = on_turn
M.builder_turn = on_turn
M.trader_turn = on_turn
M.captain_turn = on_turn

return M
