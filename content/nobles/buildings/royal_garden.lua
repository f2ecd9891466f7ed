-- Royal garden. "À la fin du jeu, le propriétaire des jardins royaux occupés gagne 1 PV
-- supplémentaire pour chaque noble sur son plateau (où qu'ils soient)." San Juan, island
-- and city; this is on top of each noble's own 1 VP (workers.yaml end_vp).
local M = {}

function M.final_score(ctx)
  return ctx:board_workers(ctx:owner(), "noble")
end

return M
