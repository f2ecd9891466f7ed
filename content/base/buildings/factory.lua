-- Factory. "Si, durant la phase de production, le propriétaire d'une manufacture occupée
-- produit des marchandises de plusieurs types différents, il reçoit de l'argent de la
-- banque: 1 doublon pour 2 types [...], 2 doublon pour 3 types, 3 doublon pour 4 types et
-- 5 doublons s'il produit les 5 types." Kinds actually produced (an empty supply gives
-- none); the number of barrels does not count.
local M = {}

-- Coins by number of kinds produced (index = kinds); more kinds than listed: the last.
local COINS = { 0, 1, 2, 3, 5 }

function M.goods_produced(ctx, args)
  local kinds = #args.produced -- one entry per good produced (count > 0)
  if kinds < 1 then
    return
  end
  local coins = COINS[math.min(kinds, #COINS)]
  if coins > 0 then
    ctx:gain_coins(ctx:owner(), coins)
  end
end

return M
