-- Fortress. "Si la Forteresse est occupée, son propriétaire marque, à la fin de la
-- partie, un point de victoire supplémentaire par trois colons présents [dans] son
-- domaine." Every worker he owns, of every kind: on tiles, on buildings, in San Juan.
local M = {}

function M.final_score(ctx)
  return ctx:board_workers(ctx:owner()) // 3 -- San Juan, island and city, every kind
end

return M
