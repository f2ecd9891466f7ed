-- Aqueduct. "Si le propriétaire d'un aqueduc occupé produit au moins 1 indigo à partir de
-- sa teinturerie (pas la petite teinturerie), il prend un baril d'indigo supplémentaire.
-- De la même façon, s'il produit au moins un sucre à partir de son moulin à sucre (pas le
-- petit moulin à sucre), il prend un baril de sucre supplémentaire."
-- "From his (large) plant": he produced the good and owns an occupied large production
-- building of it (tagged large_production). The extra barrel comes from the supply, if
-- any is left.
local M = {}

local GOODS = { "indigo", "sugar" } -- the two goods the rule names

-- Building id -> the good it produces if tagged large_production, else false. Read once
-- per building (definitions never change while the packs are loaded).
local large_plant_of = {}
local function large_plant_good(ctx, id)
  local good = large_plant_of[id]
  if good == nil then
    good = false
    local def = ctx:building_def(id)
    for _, tag in ipairs(def.tags) do
      if tag == "large_production" then
        good = def.produces or false
      end
    end
    large_plant_of[id] = good
  end
  return good
end

-- Good -> the ids of the large plants producing it, in declaration order: from the
-- definitions, read once (the hook runs at every craftsman phase for every owner).
local large_plants_of
local NO_PLANT = {}
local function large_plants(ctx, good)
  if large_plants_of == nil then
    large_plants_of = {}
    for _, id in ipairs(ctx:building_ids()) do
      local g = large_plant_good(ctx, id)
      if g then
        local list = large_plants_of[g] or {}
        list[#list + 1] = id
        large_plants_of[g] = list
      end
    end
  end
  return large_plants_of[good] or NO_PLANT
end

-- Does he own an occupied large plant of the good? (Asked of the few plants of the good,
-- not of every building of his city.)
local function large_plant_works(ctx, me, good)
  local plants = large_plants(ctx, good)
  for i = 1, #plants do
    if ctx:occupied(me, plants[i]) then
      return true
    end
  end
  return false
end

-- (Numeric loops: ipairs costs a call per element, and this runs for every owner at
-- every craftsman phase.)
function M.goods_produced(ctx, args)
  local me, produced = ctx:owner(), args.produced
  for i = 1, #produced do
    local entry = produced[i]
    for g = 1, #GOODS do
      local good = GOODS[g]
      if entry.good == good and entry.count > 0 and large_plant_works(ctx, me, good) then
        ctx:take_goods(me, good, 1)
      end
    end
  end
end

return M
