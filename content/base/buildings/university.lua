-- University. "Lorsque, durant la phase de construction, le propriétaire d'une université
-- occupée construit un bâtiment dans sa cité, il peut prendre un colon de la réserve et
-- le placer sur ce bâtiment." One colonist whatever the circles; from the ship when the
-- supply is empty, else no effect. On a building without circles the colonist waits in
-- San Juan.
--
-- After building, the owner is offered `use university` (or `pass`).
local M = {}

-- A colonist: the default worker kind (declared first).
local function colonist(ctx)
  return ctx:worker_ids()[1]
end

M.building_built = {
  offer = function(ctx, args)
    -- `use university` while a colonist is in the supply or on the ship (else: no effect)
    local kind = colonist(ctx)
    return ctx:worker_supply(kind) > 0 or ctx:ship_workers(kind) > 0
  end,
  apply = function(ctx, args)
    local me, kind = ctx:owner(), colonist(ctx)
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
