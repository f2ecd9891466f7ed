-- Storehouse. "À la fin de chaque phase de capitaine, le propriétaire d'une boutique
-- occupée peut, en plus de la caisse qu'il est autorisé à conserver sur sa rose des
-- vents, conserver trois caisses additionnelles qui n'ont pas été chargées."
local M = {}

M.storage_barrels = { adds = 3 } -- three barrels more

return M
