-- Jeweler. "À chaque phase de l'artisan, le propriétaire d'une joaillerie occupée gagne un
-- doublon par noble sur son plateau." Any occupant works it; the count is of nobles on
-- his board (San Juan, island and city). "la joaillerie compte comme un grand bâtiment
-- industriel": its YAML tags it large_production, which the guild hall counts.
local M = {}

local function nobles_on_board(ctx, seat)
  local n = ctx:san_juan(seat, "noble")
  for slot = 1, #ctx:tiles(seat) do
    n = n + ctx:tile_workers(seat, slot, "noble")
  end
  for _, b in ipairs(ctx:buildings(seat)) do
    n = n + ctx:workers(seat, b, "noble")
  end
  return n
end

function M.phase_end(ctx, args)
  if args.role ~= "craftsman" then
    return
  end
  local me = ctx:owner()
  ctx:gain_coins(me, nobles_on_board(ctx, me))
end

return M
