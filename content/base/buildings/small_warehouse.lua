-- Small warehouse. "Le propriétaire d'un petit entrepôt occupé peut y entreposer autant
-- de caisses de la même marchandise qu'il le souhaite." After shipping he keeps, besides
-- his one barrel, all his barrels of one kind of his choice. It does not excuse him from
-- loading. The answers of all buildings add up (with the large warehouse: 3 kinds).
local M = {}

M.storage_kinds = { adds = 1 } -- one kind more

return M
