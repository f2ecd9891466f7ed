-- Well. « Si celui qui possède un Puits produit au moins 2 marchandises durant la phase de
-- production, il peut piocher une carte et la garder en main. Il n'est pas requis que le
-- joueur soit l'Artisan. » goods_produced tells the goods of his turn in the phase.
local M = {}

function M.goods_produced(ctx, args)
  local made = 0
  for _, entry in ipairs(args.produced) do made = made + entry.count end
  if made >= 2 then ctx:draw_card("in_hand", ctx:owner()) end
end

return M
