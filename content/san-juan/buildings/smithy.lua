-- Smithy. « Le joueur qui possède une Forge paie une carte de moins que nécessaire pour la
-- construction de bâtiments de production. L'effet de la Forge ne s'applique pas aux
-- bâtiments violets. » The mechanic never lets a price fall below 0 (« il perd le bénéfice
-- des réductions superflues »).
local M = {}

function M.build_discount(ctx, args, value)
  if ctx:building_def(args.building).category == "production" then return value + 1 end
  return value
end

return M
