-- Forest house. "Lors de la phase de plantation, le propriétaire de la baraque forestière
-- peut choisir de placer une forêt à la place d'une tuile plantation [...] il doit placer
-- sa tuile retournée sur son île. [...] chaque lot de deux tuiles forêt sur votre île
-- réduit d'un doublon le coût de chaque construction. Cela fonctionne aussi même si la
-- baraque forestière n'est pas occupée à ce moment-là. Cet avantage s'ajoute aux
-- réductions [...] mais n'est pas soumis aux mêmes restrictions que les carrières."
--
-- works_unoccupied (the discount); placing a forest needs the house occupied. After a
-- plantation reaches the island (a face-up pick, the hacienda's draw: he sees the tile
-- first), the owner is offered `use forest_house` to turn it face down (the tile variant
-- "forest": no circle, so a hospice's colonist waits in San Juan). Never a quarry.
local M = {}

local FOREST = "forest"

M.tile_placed = {
  offer = function(ctx, args)
    local me, tile, slot = ctx:owner(), args.tile, args.slot
    if not ctx:occupied(me, ctx:building()) then
      return nil
    end
    if ctx:tile_def(tile).open_pile or ctx:tile_variant(me, slot) ~= nil then
      return nil -- a quarry, or already face down
    end
    if ctx:tile(me, slot) ~= tile then
      return nil -- the tile has left that slot since (another decision came first)
    end
    return true -- `use forest_house`
  end,
  apply = function(ctx, args)
    ctx:set_tile_variant(ctx:owner(), args.slot, FOREST)
  end,
}

-- Every 2 forests: 1 doubloon off each build, in every column, no cap.
M.build_discount = {
  every_column = true,
  modify = function(ctx, args, value)
    return value + ctx:num_tiles(ctx:owner(), FOREST) // 2
  end,
}

return M
