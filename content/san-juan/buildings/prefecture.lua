-- Prefecture. « Si un joueur possède une Préfecture, il peut, durant la phase du
-- Bourgmestre, garder 2 des cartes piochées au lieu d'1 seule. » (2 of 2 when he is not the
-- councillor, 2 of 5 when he is, 2 of 8 with the library.)
local M = {}

M.keep_extra = { adds = 1, roles = "councillor" }

return M
