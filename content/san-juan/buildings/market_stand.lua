-- Market stand. « Si celui qui possède un Étalage vend au moins 2 marchandises durant la
-- phase de vente, il peut piocher une carte et la garder en main. Il n'est pas requis que
-- le joueur soit le Marchand. » The card comes with his second sale of the phase.
local M = {}

local PHASE = 1 -- memory: ctx:phase_serial() of the phase the sales below are of
local SOLD = 2 -- memory: his sales in that phase

function M.good_sold(ctx, args)
  if ctx:memory(PHASE) ~= ctx:phase_serial() then
    ctx:set_memory(PHASE, ctx:phase_serial())
    ctx:set_memory(SOLD, 0)
  end
  local sold = ctx:memory(SOLD) + 1
  ctx:set_memory(SOLD, sold)
  if sold == 2 then ctx:draw_card("in_hand", ctx:owner()) end
end

return M
