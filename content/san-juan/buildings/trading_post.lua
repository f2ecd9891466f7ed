-- Trading post. « Le détenteur d'une Échoppe peut vendre une marchandise de plus qu'il ne
-- lui est possible habituellement, durant la phase du Marchand. » The trader mechanic lets
-- him stop early (`done`): the sale more is his to decline.
local M = {}

M.sell_extra = { adds = 1 }

return M
