-- Aqueduct. "Si le propriétaire d'un aqueduc occupé produit au moins 1 indigo à partir de
-- sa teinturerie (pas la petite teinturerie), il prend un baril d'indigo supplémentaire.
-- De la même façon, s'il produit au moins un sucre à partir de son moulin à sucre (pas le
-- petit moulin à sucre), il prend un baril de sucre supplémentaire."
-- "From his (large) plant": he produced the good and owns an occupied large production
-- building of it (tagged large_production). The extra barrel comes from the supply, if
-- any is left.
local M = {}

local GOODS = { "indigo", "sugar" } -- the two goods the rule names

local function is_large_plant(def)
  for _, tag in ipairs(def.tags) do
    if tag == "large_production" then
      return true
    end
  end
  return false
end

-- Does he own an occupied large plant producing the good?
local function large_plant_works(ctx, me, good)
  for _, id in ipairs(ctx:buildings(me)) do
    local def = ctx:building_def(id)
    if def.produces == good and is_large_plant(def) and ctx:occupied(me, id) then
      return true
    end
  end
  return false
end

function M.goods_produced(ctx, args)
  local me = ctx:owner()
  for _, entry in ipairs(args.produced) do
    for _, good in ipairs(GOODS) do
      if entry.good == good and entry.count > 0 and large_plant_works(ctx, me, good) then
        ctx:take_goods(me, good, 1)
      end
    end
  end
end

return M
