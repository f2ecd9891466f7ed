-- Church. "Quand le propriétaire d'une église occupée construit un bâtiment de la 2ème ou
-- 3ème colonne, il gagne 1 PV. Quand il construit un gros bâtiment (4ème colonne), il
-- gagne 2 PV. Note: le joueur ne gagne pas de PV quand il construit l'église."
local M = {}

local VP_BY_COLUMN = { 0, 1, 1, 2 }

function M.building_built(ctx, args)
  if args.building == ctx:building() then
    return -- (built just now, it is empty anyway)
  end
  local vp = VP_BY_COLUMN[ctx:building_def(args.building).column] or 0
  if vp > 0 then
    ctx:gain_vp(ctx:owner(), vp)
  end
end

return M
