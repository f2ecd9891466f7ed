-- Customs house. "Si la douane est occupée, son propriétaire marque, à la fin de la
-- partie, un point de victoire supplémentaire par 4 points de victoire engrangés durant
-- la partie." Only VP chips (also those past the empty supply), not the buildings' VP.
local M = {}

function M.final_score(ctx)
  return ctx:vp(ctx:owner()) // 4
end

return M
