-- Union hall. "Avant que le propriétaire d'un syndicat occupé expédie sa marchandise lors
-- de la phase capitaine, il gagne 1 PV pour chaque lot de deux marchandises identiques
-- sur sa rose des vents. Ensuite, les expéditions continuent normalement."
-- At the start of the captain phase, before anybody loads.
local M = {}

local CAPTAIN = "captain"

local function pairs_vp(ctx, args)
  local me = ctx:owner()
  local vp = 0
  for _, good in ipairs(ctx:good_ids()) do
    vp = vp + ctx:goods(me, good) // 2 -- 1 VP per pair of barrels of the same good
  end
  if vp > 0 then
    ctx:gain_vp(me, vp)
  end
end

-- roles: called at the start of captain phases only, not at the start of every phase.
M.phase_start = { roles = CAPTAIN, notify = pairs_vp }

return M
