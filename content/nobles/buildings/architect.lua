-- Architect (zoning office). "Le propriétaire d'un cabinet d'architecte occupé par un
-- colon paye 1 doublon de moins pour construire de petits bâtiments (colonnes 1-3). Le
-- propriétaire d'un cabinet d'architecte occupé par un noble paye 2 doublons de moins
-- pour construire un grand bâtiment (colonne 4)." "un cabinet d'architecte occupé par un
-- colon n'offre pas de réduction pour les grands bâtiments et un cabinet d'architecte
-- occupé par un noble n'offre pas de réduction pour les petits bâtiments!"
local M = {}

function M.build_discount(ctx, args, value)
  local me = ctx:owner()
  if args.column <= 3 and ctx:workers(me, "architect", "colonist") > 0 then
    return value + 1
  end
  if args.column == 4 and ctx:workers(me, "architect", "noble") > 0 then
    return value + 2
  end
  return value
end

return M
