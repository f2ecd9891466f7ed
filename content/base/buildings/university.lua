-- University. "Lorsque, durant la phase de construction, le propriétaire d'une université
-- occupée construit un bâtiment dans sa cité, il peut prendre un colon de la réserve et
-- le placer sur ce bâtiment." One colonist whatever the circles; from the ship when the
-- supply is empty, else no effect. On a building without circles the colonist waits in
-- San Juan. With the nobles, « quand la règle générale ou la première extension
-- mentionnent le terme "colon", lire "colon/noble" » (seed 000, Note générale): a noble
-- may be taken instead.
--
-- After building, the owner is offered `use university` (or `pass`); in a game with
-- several worker kinds, one option per kind he may take: `use university colonist`,
-- `use university noble`.
local M = {}

-- The worker kinds the owner may take: each while the supply or, failing it, the ship
-- has one.
local function kinds_to_take(ctx)
  local kinds = {}
  for _, kind in ipairs(ctx:worker_ids()) do
    if ctx:worker_supply(kind) > 0 or ctx:ship_workers(kind) > 0 then
      kinds[#kinds + 1] = kind
    end
  end
  return kinds
end

M.building_built = {
  offer = function(ctx, args)
    local kinds = kinds_to_take(ctx)
    if #ctx:worker_ids() == 1 then
      return #kinds > 0 -- one kind of worker: `use university`
    end
    return kinds
  end,
  apply = function(ctx, args, kind)
    local me = ctx:owner()
    kind = kind or ctx:worker_ids()[1]
    if not ctx:recruit_worker(me, kind, "supply_then_ship") then
      return
    end
    local circles = ctx:building_def(args.building).circles
    if ctx:workers(me, args.building) < circles then
      ctx:worker_to_building(me, kind, args.building)
    end
  end,
}

return M
