-- Guild hall. "Si la Guilde est occupée, son propriétaire marque, à la fin de la partie,
-- 1 point de victoire supplémentaire par petit bâtiment industriel, occupé ou non, dans
-- sa cité [...] et 2 points de victoire par grand bâtiment industriel, occupé ou non."
-- Production buildings say which they are with a tag in their YAML (`tags:`), so a
-- later pack's building (the nobles' jeweler) counts by tagging itself.
local M = {}

local VP_BY_TAG = {
  { tag = "small_production", vp = 1 },
  { tag = "large_production", vp = 2 },
}

local function value_of(def)
  for _, rule in ipairs(VP_BY_TAG) do
    for _, tag in ipairs(def.tags) do
      if tag == rule.tag then
        return rule.vp
      end
    end
  end
  return 0
end

function M.final_score(ctx)
  local total = 0
  for _, id in ipairs(ctx:buildings(ctx:owner())) do
    total = total + value_of(ctx:building_def(id))
  end
  return total
end

return M
