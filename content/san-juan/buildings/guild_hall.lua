-- Guild hall. « A la fin du jeu, celui qui possède une Guilde reçoit 2 points additionnels
-- pour chaque bâtiment de production qu'il a construit. »
local M = {}

function M.final_score(ctx)
  local n = 0
  for _, id in ipairs(ctx:buildings(ctx:owner())) do
    if ctx:building_def(id).category == "production" then n = n + 1 end
  end
  return 2 * n
end

return M
