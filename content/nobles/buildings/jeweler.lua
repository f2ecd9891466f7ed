-- Jeweler. "À chaque phase de l'artisan, le propriétaire d'une joaillerie occupée gagne un
-- doublon par noble sur son plateau." Any occupant works it; the count is of nobles on
-- his board (San Juan, island and city). "la joaillerie compte comme un grand bâtiment
-- industriel": its YAML tags it large_production, which the guild hall counts.
local M = {}

local function pay(ctx, args)
  local me = ctx:owner()
  ctx:gain_coins(me, ctx:board_workers(me, "noble"))
end

-- roles: called at the end of craftsman phases only, not at the end of every phase.
M.phase_end = { roles = "craftsman", notify = pay }

return M
