-- Large warehouse. "Le propriétaire d'un grand entrepôt occupé peut, à la fin de la phase
-- d'expédition, conserver sur sa rose des vents autant de caisses qu'il le souhaite de
-- deux types de marchandises." With the small warehouse too: three kinds (answers add up).
local M = {}

M.storage_kinds = { adds = 2 } -- two kinds more

return M
