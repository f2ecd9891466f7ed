-- Union hall. "Avant que le propriétaire d'un syndicat occupé expédie sa marchandise lors
-- de la phase capitaine, il gagne 1 PV pour chaque lot de deux marchandises identiques
-- sur sa rose des vents. Ensuite, les expéditions continuent normalement."
-- At the start of the captain phase, before anybody loads.
local M = {}

local CAPTAIN = "captain"

function M.phase_start(ctx, args)
  if args.role ~= CAPTAIN then
    return
  end
  local me = ctx:owner()
  local vp = 0
  local held = ctx:held_goods(me) -- only the goods he has can make a pair
  for i = 1, #held do
    vp = vp + ctx:goods(me, held[i]) // 2
  end
  if vp > 0 then
    ctx:gain_vp(me, vp)
  end
end

return M
