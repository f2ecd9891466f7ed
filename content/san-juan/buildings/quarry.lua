-- Quarry. « Si celui qui possède une Carrière construit un bâtiment violet, il paie 1 carte
-- de moins que prévu. S'il construit un bâtiment de production, la Carrière ne lui est
-- d'aucune utilité. »
local M = {}

function M.build_discount(ctx, args, value)
  if ctx:building_def(args.building).category == "violet" then return value + 1 end
  return value
end

return M
