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
-- Offer lists, shared: the host only reads them (no new table at every placed tile).
local NONE = {} -- no option
local USE = { {} } -- `use forest_house`

-- Tile kind -> open_pile (a quarry's is true), read once per kind: definitions never
-- change while the packs are loaded, and the offer runs for every tile he places.
local open_pile = {}
local function is_open_pile(ctx, tile)
  local v = open_pile[tile]
  if v == nil then
    v = ctx:tile_def(tile).open_pile
    open_pile[tile] = v
  end
  return v
end

M.tile_placed = {
  offer = function(ctx, args)
    local me = ctx:owner()
    if not ctx:occupied(me, ctx:building()) then
      return NONE
    end
    if is_open_pile(ctx, args.tile) or ctx:tile_variant(me, args.slot) ~= nil then
      return NONE -- a quarry, or already face down
    end
    if ctx:tile(me, args.slot) ~= args.tile then
      return NONE -- the tile has left that slot since (another decision came first)
    end
    return USE
  end,
  apply = function(ctx, args)
    ctx:set_tile_variant(ctx:owner(), args.slot, FOREST)
  end,
}

-- Every 2 forests: 1 doubloon off each build, in every column, no cap.
-- Asked for every column at every build listing: one count, no list of tiles.
function M.build_discount(ctx, args, value)
  return value + ctx:num_tiles(ctx:owner(), FOREST) // 2
end

return M
