-- Archive. « Celui qui possède des Archives peut, pendant la phase du Bourgmestre,
-- incorporer toutes les cartes qu'il reçoit à sa main avant de se défausser. En d'autres
-- termes, les cartes défaussées peuvent aussi bien être des cartes qu'il possédait déjà
-- dans sa main. » The draw_keep mechanic then draws into his hand and has him discard as
-- many as he would not keep; since he may discard the cards just drawn, it never costs
-- him anything.
local M = {}

M.draw_to_hand = { answer = true, roles = "councillor" }

return M
