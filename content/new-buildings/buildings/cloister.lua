-- Cloister. "Le propriétaire d'un cloître occupé gagne des PV supplémentaires pour chaque
-- lot de 3 îles identiques. Pour un lot de trois îles identiques, il gagne 1 PV. Pour
-- deux lots, il gagne 3 PV. Pour trois lots, il gagne 6 PV, et pour quatre lots, il
-- gagne 10 PV." A kind is a plantation kind, the quarry, or a face-down variant (forest).
local M = {}

local VP_BY_SETS = { 1, 3, 6, 10 }

function M.final_score(ctx)
  local me = ctx:owner()
  local count, kinds = {}, {}
  for slot, tile in ipairs(ctx:tiles(me)) do
    local kind = ctx:tile_variant(me, slot) or tile
    if count[kind] == nil then
      count[kind] = 0
      kinds[#kinds + 1] = kind
    end
    count[kind] = count[kind] + 1
  end
  local sets = 0
  for _, kind in ipairs(kinds) do
    sets = sets + count[kind] // 3
  end
  if sets == 0 then
    return 0
  end
  return VP_BY_SETS[math.min(sets, #VP_BY_SETS)]
end

return M
