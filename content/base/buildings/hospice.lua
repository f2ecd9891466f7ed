-- Hospice. "Durant la phase de plantation, lorsque le propriétaire d'un hospice occupé
-- place une carrière ou une plantation sur son île, il peut prendre un colon de la
-- réserve et le placer sur cette carrière ou plantation." Not on the hacienda's extra
-- tile. "S'il n'y a plus de colons dans la réserve, le joueur peut en prendre un sur le
-- navire. S'il n'y en a pas non plus sur le navire, l'hospice est sans effet."
-- With the nobles, « quand la règle générale ou la première extension mentionnent le terme
-- "colon", lire "colon/noble" » (seed 000, Note générale): a noble may be taken instead.
--
-- After the normal pick (a face-up tile, or a quarry from the open pile) the owner is
-- offered `use hospice` (or `pass`); in a game with several worker kinds, one option per
-- kind he may take: `use hospice colonist`, `use hospice noble`.
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

M.tile_placed = {
  via = { "face_up", "open_pile" }, -- the normal pick (not the hacienda's extra tile, a power's)
  offer = function(ctx, args)
    local kinds = kinds_to_take(ctx)
    if #ctx:worker_ids() == 1 then
      return #kinds > 0 -- one kind of worker: `use hospice`
    end
    return kinds
  end,
  apply = function(ctx, args, kind)
    local me = ctx:owner()
    kind = kind or ctx:worker_ids()[1]
    if ctx:recruit_worker(me, kind, "supply_then_ship") then
      -- A tile turned face down (a forest) has no circle: the worker waits in San Juan.
      if ctx:tile_variant(me, args.slot) == nil then
        ctx:worker_to_tile(me, kind, args.slot)
      end
    end
  end,
}

return M
