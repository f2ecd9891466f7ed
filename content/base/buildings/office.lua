-- Office. "Durant la phase de commerce, le propriétaire d'un comptoir occupé peut vendre
-- au magasin une caisse d'une marchandise qui s'y trouve déjà. Il ne peut cependant
-- toujours rien vendre si le magasin est plein." (The core keeps refusing a full house.)
local M = {}

M.may_sell_duplicate = { answer = true }

return M
