-- Aqueduct. "Si le propriétaire d'un aqueduc occupé produit au moins 1 indigo à partir de
-- sa teinturerie (pas la petite teinturerie), il prend un baril d'indigo supplémentaire.
-- De la même façon, s'il produit au moins un sucre à partir de son moulin à sucre (pas le
-- petit moulin à sucre), il prend un baril de sucre supplémentaire."
-- "From his plant": he produced the good and his (large) plant of it is occupied. The
-- extra barrel comes from the supply, if any is left.
local M = {}

-- The two goods the rule names, and the plant each must come from (not the small one).
local PLANT_OF = { indigo = "indigo_plant", sugar = "sugar_mill" }

function M.goods_produced(ctx, args)
  local me = ctx:owner()
  for _, entry in ipairs(args.produced) do
    local plant = PLANT_OF[entry.good]
    if plant ~= nil and entry.count > 0 and ctx:occupied(me, plant) then
      ctx:take_goods(me, entry.good, 1)
    end
  end
end

return M
