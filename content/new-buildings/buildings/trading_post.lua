-- Trading post. "Lors de la phase marchand, le propriétaire d'un commerce occupé peut
-- choisir entre vendre une marchandise au magasin, ou à son commerce. S'il choisit de
-- vendre la marchandise à son commerce, il peut vendre n'importe quelle marchandise
-- détenue (même celles déjà présentes dans le magasin) au prix normal, en y ajoutant bien
-- sûr le bonus du marchand s'il en est l'initiateur. Il dépose alors la marchandise
-- directement dans la réserve. Le joueur peut vendre à son commerce même si le magasin
-- est plein." The markets add nothing: the sale's venue is "private".
--
-- On the owner's trader turn: `use trading_post <good>` for each good he holds; it is
-- his sale of the turn.
local M = {}

M.trader_turn = {
  -- The goods he holds, in declaration order.
  offer = function(ctx, args)
    return ctx:held_goods(ctx:owner())
  end,
  apply = function(ctx, args, good)
    local me = ctx:owner()
    local price = ctx:good_def(good).price
    if me == ctx:chooser() then
      price = price + ctx:privilege() -- the trader's privilege (doubled by a library)
    end
    ctx:sell_private(me, good, price)
    ctx:end_turn()
  end,
}

return M
