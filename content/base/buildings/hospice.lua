-- Hospice. "Durant la phase de plantation, lorsque le propriétaire d'un hospice occupé
-- place une carrière ou une plantation sur son île, il peut prendre un colon de la
-- réserve et le placer sur cette carrière ou plantation." Not on the hacienda's extra
-- tile. "S'il n'y a plus de colons dans la réserve, le joueur peut en prendre un sur le
-- navire. S'il n'y en a pas non plus sur le navire, l'hospice est sans effet."
--
-- After the normal pick (a face-up tile, or a quarry from the open pile) the owner is
-- offered `use hospice` (or `pass`).
local M = {}

-- A colonist: the default worker kind (declared first).
local function colonist(ctx)
  return ctx:worker_ids()[1]
end

M.tile_placed = {
  via = { "face_up", "open_pile" }, -- the normal pick (not the hacienda's extra tile, a power's)
  offer = function(ctx, args)
    -- `use hospice` while a colonist is in the supply or on the ship (else: no effect)
    local kind = colonist(ctx)
    return ctx:worker_supply(kind) > 0 or ctx:ship_workers(kind) > 0
  end,
  apply = function(ctx, args)
    local me, kind = ctx:owner(), colonist(ctx)
    if ctx:recruit_worker(me, kind, "supply_then_ship") then
      -- A tile turned face down (a forest) has no circle: the colonist waits in San Juan.
      if ctx:tile_variant(me, args.slot) == nil then
        ctx:worker_to_tile(me, kind, args.slot)
      end
    end
  end,
}

return M
