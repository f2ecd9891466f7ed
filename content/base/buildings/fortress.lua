-- Fortress. "Si la Forteresse est occupée, son propriétaire marque, à la fin de la
-- partie, un point de victoire supplémentaire par trois colons présents [dans] son
-- domaine." Every worker he owns, of every kind: on tiles, on buildings, in San Juan.
local M = {}

function M.final_score(ctx)
  local me = ctx:owner()
  local workers = ctx:san_juan(me)
  for slot = 1, #ctx:tiles(me) do
    workers = workers + ctx:tile_workers(me, slot)
  end
  for _, id in ipairs(ctx:buildings(me)) do
    workers = workers + ctx:workers(me, id)
  end
  return workers // 3
end

return M
