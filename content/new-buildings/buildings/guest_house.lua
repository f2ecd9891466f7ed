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

-- The worker kinds of the guests, in declaration order.
local function guest_kinds(ctx, me)
  local kinds = {}
  for _, kind in ipairs(ctx:worker_ids()) do
    if ctx:workers(me, ctx:building(), kind) > 0 then
      kinds[#kinds + 1] = kind
    end
  end
  return kinds
end

-- Targets with a free circle: his buildings in city order (not the guest house), then the
-- tile kinds of his island in island order (each kind once; a tile lying face down has no
-- circle).
local function targets(ctx, me)
  return (ctx:free_places(me, ctx:building()))
end

-- `use guest_house <target>` for every target; with guests of several kinds, `use
-- guest_house <kind> <target>` for every target and kind.
local function offer(ctx, args)
  local me = ctx:owner()
  local kinds = guest_kinds(ctx, me)
  if #kinds == 1 then
    return targets(ctx, me)
  end
  local out = {}
  for _, target in ipairs(targets(ctx, me)) do
    for _, kind in ipairs(kinds) do
      out[#out + 1] = { kind, target }
    end
  end
  return out
end

local function move(ctx, args, a, b)
  local me = ctx:owner()
  local kind, target = a, b
  if b == nil then
    kind, target = guest_kinds(ctx, me)[1], a -- guests of one kind
  end
  ctx:worker_from_building(me, kind, ctx:building())
  if ctx:is_building_id(target) then
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

-- In the mayor's phase guests are placed with the other workers, not moved. A guest moves
-- onto a free circle: without one, nothing is offered (free_circle).
local at_point = {
  except_roles = MAYOR,
  free_circle = true,
  offer = offer,
  apply = move_and_ask_again,
}
local on_turn = { free_circle = true, offer = offer, apply = move } -- the turn goes on

M.phase_start = at_point
M.phase_end = at_point
M.storage_start = at_point
M.settler_turn = on_turn
M.builder_turn = on_turn
M.trader_turn = on_turn
M.captain_turn = on_turn

return M
