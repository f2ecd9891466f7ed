-- Large market. "Lorsque le propriétaire d'un grand marché occupé vend une caisse de
-- marchandises durant la phase de commerce, il reçoit de la banque deux doublons
-- supplémentaires." With the small market too: three more (each adds its own).
-- Like small_market.lua (the commented example): sales to the trading house only.
local M = {}

local EXTRA_COINS = 2

function M.good_sold(ctx, args)
  if args.venue ~= "shared" then
    return
  end
  ctx:gain_coins(ctx:owner(), EXTRA_COINS)
end

return M
