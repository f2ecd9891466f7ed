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

-- The options { kind, target }, one table per pair of ids, made on first use: they are
-- made of ids only (constants while the packs are loaded), and the host only reads them.
local pairs_of = {}
local function pair(kind, target)
  local of_kind = pairs_of[kind]
  if of_kind == nil then
    of_kind = {}
    pairs_of[kind] = of_kind
  end
  local option = of_kind[target]
  if option == nil then
    option = { kind, target }
    of_kind[target] = option
  end
  return option
end

-- The worker kinds of the guests: how many kinds, and the first (declaration order).
-- Counted rather than listed: the offer runs at every phase's start and end.
local function guest_kinds(ctx, me, own)
  local kinds = worker_kinds(ctx)
  local n, first = 0, nil
  for i = 1, #kinds do
    if ctx:workers(me, own, kinds[i]) > 0 then
      n = n + 1
      first = first or kinds[i]
    end
  end
  return n, first
end

-- Targets with a free circle: buildings in city order, then tile kinds in island order
-- (each kind once, a tile lying face down has no circle). One read does it all.
local function targets(ctx, me, own)
  return (ctx:free_places(me, own))
end

-- Every target for every guest kind: `use guest_house <kind> <target>`, by target, then
-- by kind (guests of two kinds at once: rare, so the kinds may make a table).
local function kind_target_options(ctx, me, own)
  local kinds = {}
  for _, kind in ipairs(worker_kinds(ctx)) do
    if ctx:workers(me, own, kind) > 0 then
      kinds[#kinds + 1] = kind
    end
  end
  local list, out = targets(ctx, me, own), {}
  for t = 1, #list do
    for k = 1, #kinds do
      out[#out + 1] = pair(kinds[k], list[t])
    end
  end
  return out
end

local function offer(ctx, args)
  -- args.role names the phase at its start and end and before storage (one read less
  -- at every phase's start and end); the turns do not carry it.
  if (args.role or ctx:phase()) == MAYOR then
    return NONE
  end
  local me, own = ctx:owner(), ctx:building()
  local n
  if #worker_kinds(ctx) > 1 then
    n = guest_kinds(ctx, me, own)
  elseif ctx:workers(me, own) == 0 then
    return NONE -- one worker kind: the guests are of it, if any
  else
    n = 1
  end
  if n == 0 then
    return NONE -- no guest to move (asked at every phase's start and end: skip the targets)
  end
  if n == 1 then
    return targets(ctx, me, own) -- `use guest_house <target>`
  end
  return kind_target_options(ctx, me, own)
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
  local me, own = ctx:owner(), ctx:building()
  local kind, target = nil, a
  if b ~= nil then
    kind, target = a, b
  else
    local _, first = guest_kinds(ctx, me, own)
    kind = first
  end
  ctx:worker_from_building(me, kind, own)
  if is_building(ctx, target) then
    ctx:worker_to_building(me, kind, target)
  else
    -- the first tile of that kind lying face up with a free circle
    local slot = ctx:tile_slot(me, target, "free")
    if slot == nil then
      error("no free circle on a " .. target)
    end
    ctx:worker_to_tile(me, kind, slot)
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
