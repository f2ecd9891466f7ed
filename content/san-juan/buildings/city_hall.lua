-- City hall. « A la fin du jeu, celui qui possède un Hôtel de Ville reçoit 1 point
-- additionnel pour chaque bâtiment violet qu'il a construit (y compris l'Hôtel de
-- Ville !). »
local M = {}

function M.final_score(ctx)
  local n = 0
  for _, id in ipairs(ctx:buildings(ctx:owner())) do
    if ctx:building_def(id).category == "violet" then n = n + 1 end
  end
  return n
end

return M
