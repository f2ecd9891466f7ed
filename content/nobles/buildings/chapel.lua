-- Chapel. "À chaque phase de l'artisan, le propriétaire de la chapelle gagne un 1 doublon
-- si elle est occupée par un colon et 1 PV si elle est occupée par un noble."
-- At the end of each craftsman phase, whether he produced or not.
local M = {}

local function pay(ctx, args)
  local me = ctx:owner()
  if ctx:workers(me, "chapel", "colonist") > 0 then
    ctx:gain_coins(me, 1)
  elseif ctx:workers(me, "chapel", "noble") > 0 then
    ctx:gain_vp(me, 1)
  end
end

-- roles: called at the end of craftsman phases only, not at the end of every phase.
M.phase_end = { roles = "craftsman", notify = pay }

return M
