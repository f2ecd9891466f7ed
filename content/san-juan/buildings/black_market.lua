-- Black market. « Si celui qui possède un Marché Noir construit n'importe quel bâtiment, il
-- peut alors utiliser jusqu'à 2 marchandises, pris dans ses propres bâtiments de
-- production, et les défausser. Chaque marchandise ainsi défaussée réduit le prix du
-- nouveau bâtiment d'une carte. » While paying, `sell <good>` pays a card with a good
-- (at most 2, and as many as he holds); he may pay with cards only.
local M = {}

M.pay_with_goods = { adds = 2 }

return M
