-- Specialty factory. "Le joueur prend 1 doublon de moins que le total de caisses d'un même
-- type qu'il aura produit. Note: un joueur ne peut pas utiliser l'atelier pour le maïs!"
-- The most barrels of one kind produced this phase (corn aside), less one.
local M = {}

local NOT_COUNTED = "corn"

function M.goods_produced(ctx, args)
  local most = 0
  for _, entry in ipairs(args.produced) do
    if entry.good ~= NOT_COUNTED and entry.count > most then
      most = entry.count
    end
  end
  if most > 1 then
    ctx:gain_coins(ctx:owner(), most - 1)
  end
end

return M
