-- Royal garden. "À la fin du jeu, le propriétaire des jardins royaux occupés gagne 1 PV
-- supplémentaire pour chaque noble sur son plateau (où qu'ils soient)." San Juan, island
-- and city; this is on top of each noble's own 1 VP (workers.yaml end_vp).
local M = {}

function M.final_score(ctx)
  local me = ctx:owner()
  local n = ctx:san_juan(me, "noble")
  for slot = 1, #ctx:tiles(me) do
    n = n + ctx:tile_workers(me, slot, "noble")
  end
  for _, b in ipairs(ctx:buildings(me)) do
    n = n + ctx:workers(me, b, "noble")
  end
  return n
end

return M
