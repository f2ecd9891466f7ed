-- Triumphal arch. « pour un monument il obtient 4 PV, pour 2 monuments 6 PV et pour les 3
-- monuments 8 PV. » The monuments are the buildings tagged `monument` (statue, victory
-- column, hero): « Les bâtiments violets suivants (monuments) ».
local M = {}

local VP_FOR = { 4, 6, 8 } -- by number of monuments

function M.final_score(ctx)
  local n = 0
  for _, id in ipairs(ctx:buildings(ctx:owner())) do
    for _, tag in ipairs(ctx:building_def(id).tags) do
      if tag == "monument" then n = n + 1 end
    end
  end
  return VP_FOR[n] or 0
end

return M
