-- City hall. "Si l'Hôtel de ville est occupé, son propriétaire marque, à la fin de la
-- partie, un point de victoire supplémentaire pour chacun de ses bâtiments beiges (y
-- compris l'hôtel de ville)." (seed 001: « chacun de ses bâtiments mauves »): the violet
-- buildings only. The nobles' jeweler is pink (a production building), not counted.
local M = {}

function M.final_score(ctx)
  local total = 0
  for _, id in ipairs(ctx:buildings(ctx:owner())) do
    if ctx:building_def(id).category == "violet" then
      total = total + 1
    end
  end
  return total
end

return M
