-- Carpenter. « Si un joueur possède une Scierie et qu'il construit un bâtiment violet, il
-- peut, après avoir payé entièrement le coût de construction du bâtiment, piocher une
-- carte. S'il construit un bâtiment de production, la Scierie ne lui est d'aucune
-- utilité. » « une Scierie ne donne pas immédiatement une carte quand elle vient juste
-- d'être construite ». building_built comes once the price is paid.
local M = {}

function M.building_built(ctx, args)
  if args.building == ctx:building() then return end
  if ctx:building_def(args.building).category ~= "violet" then return end
  ctx:draw_card("in_hand", ctx:owner())
end

return M
