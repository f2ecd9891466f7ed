-- Beehive: each time the owner plants a tree, once he has paid for it, he draws 1 card.
-- building_built is told after the price is paid, so the card drawn cannot pay for it.
local M = {}

function M.building_built(ctx, args)
  if ctx:building_def(args.building).category == "production" then
    ctx:draw_card("hand", ctx:owner())
  end
end

return M
