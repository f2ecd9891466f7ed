-- Library. "Le propriétaire d'une bibliothèque occupée double le privilège de son rôle."
-- The core applies the multiplier to every role's privilege: the settler takes one more
-- face-up plantation after everybody (never a quarry), the mayor 2 workers from the
-- supply (colonists, or nobles with Les nobles), the builder 2 doubloons off, the
-- craftsman 2 barrels, the trader 2 doubloons, the captain 2 VP, the prospector 2
-- doubloons.
local M = {}

M.privilege_multiplier = { adds = 1 } -- the privilege counts twice

return M
