-- Small warehouse. "Le propriétaire d'un petit entrepôt occupé peut y entreposer autant
-- de caisses de la même marchandise qu'il le souhaite." After shipping he keeps, besides
-- his one barrel, all his barrels of one kind of his choice. It does not excuse him from
-- loading. The answers of all buildings add up (with the large warehouse: 3 kinds).
local M = {}

function M.storage_kinds(ctx, args, value)
  return value + 1
end

return M
