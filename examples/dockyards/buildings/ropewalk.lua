-- Ropewalk: "Captain phase: each time you load barrels onto a cargo ship, take 1 doubloon
-- for every 3 barrels of that load."
local M = {}

local BARRELS_PER_COIN = 3

-- notify: the owner delivered goods. args.venue is "shared" for a cargo ship and
-- "private" for a building's own delivery (a wharf), which does not count here.
function M.goods_shipped(ctx, args)
  if args.venue ~= "shared" then
    return
  end
  local coins = args.count // BARRELS_PER_COIN
  if coins > 0 then
    ctx:gain_coins(ctx:owner(), coins)
  end
end

return M
