-- Hospice. "Durant la phase de plantation, lorsque le propriétaire d'un hospice occupé
-- place une carrière ou une plantation sur son île, il peut prendre un colon de la
-- réserve et le placer sur cette carrière ou plantation." Not on the hacienda's extra
-- tile. "S'il n'y a plus de colons dans la réserve, le joueur peut en prendre un sur le
-- navire. S'il n'y en a pas non plus sur le navire, l'hospice est sans effet."
--
-- After the normal pick (a face-up tile, or a quarry from the open pile) the owner is
-- offered `use hospice` (or `pass`).
local M = {}

-- The default worker kind (declared first), read once: ids never change while the packs
-- are loaded, and ctx:worker_ids() makes a new table at each call.
local default_kind
local function colonist(ctx)
  if default_kind == nil then
    default_kind = ctx:worker_ids()[1]
  end
  return default_kind
end

-- The two answers, shared (the host only reads an offer list).
local NONE = {}
local USE = { {} } -- `use hospice`

M.tile_placed = {
  offer = function(ctx, args)
    if args.via ~= "face_up" and args.via ~= "open_pile" then
      return NONE
    end
    local kind = colonist(ctx)
    if ctx:worker_supply(kind) < 1 and ctx:ship_workers(kind) < 1 then
      return NONE
    end
    return USE
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
