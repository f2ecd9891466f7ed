-- Aqueduct. « Si un joueur a construit un Aqueduc, il peut produire une marchandise de plus
-- durant la phase de production. » The producer mechanic lets him stop early (`done`):
-- the good more is his to decline.
local M = {}

M.produce_extra = { adds = 1 }

return M
