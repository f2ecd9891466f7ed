-- Residence. "S'il y a moins de 10 carrières ou plantations sur son île, il marque 4
-- points. 10 carrières ou plantations rapportent 5 points de victoire, 11 en rapportent
-- 6, et une île dont les 12 cases sont couvertes [...] rapporte 7 points." Occupied or
-- not, the tiles count.
local M = {}

function M.final_score(ctx)
  local tiles = #ctx:tiles(ctx:owner())
  if tiles <= 9 then
    return 4
  end
  return tiles - 5 -- 10 -> 5, 11 -> 6, 12 -> 7
end

return M
