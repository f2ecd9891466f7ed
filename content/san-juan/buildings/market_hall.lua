-- Market hall. « Si celui qui détient un Marché vend au moins une marchandise pendant la
-- phase du Marchand, il reçoit une carte de plus que le chiffre indiqué sur la tuile
-- Comptoir de vente. S'il vend plus d'une marchandise, il ne reçoit néanmoins qu'une seule
-- carte supplémentaire. » The card comes with his first sale of the phase.
local M = {}

local PHASE = 1 -- memory: ctx:phase_serial() of the last phase it paid in

function M.good_sold(ctx, args)
  if ctx:memory(PHASE) == ctx:phase_serial() then return end
  ctx:set_memory(PHASE, ctx:phase_serial())
  ctx:draw_card("in_hand", ctx:owner())
end

return M
