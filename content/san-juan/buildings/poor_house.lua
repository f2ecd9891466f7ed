-- Poor house. « Celui qui a bâti un Asile peut piocher une carte si, après avoir construit,
-- il lui reste 0 ou 1 carte en main. » « si le joueur possède aussi la Scierie, il reçoit
-- d'abord la carte due à son effet, et après éventuellement une autre carte grâce à
-- l'Asile » ; « si le joueur ne construit rien alors il ne recevra pas de carte ».
-- An offer of building_built: offers come after every building's notify (the
-- carpenter's card), and `pass` declines. Not for the poor house built just now (a power
-- works at the earliest after the phase that built it).
local M = {}

M.building_built = {
  offer = function(ctx, args)
    return args.building ~= ctx:building() and ctx:cards("in_hand", ctx:owner()) <= 1
  end,
  apply = function(ctx, args)
    ctx:draw_card("in_hand", ctx:owner())
  end,
}

return M
