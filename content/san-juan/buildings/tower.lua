-- Tower. « Si un joueur possède une tour, il peut garder jusqu'à 5 cartes supplémentaires,
-- donc au maximum 12 cartes en main. » (the pack's hand_limit is 7)
local M = {}

M.hand_limit = { adds = 5 }

return M
