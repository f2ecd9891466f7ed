-- Bazaar. "Whenever another player sells a barrel (to the trading house or elsewhere), the
-- owner of an occupied bazaar takes 1 doubloon from the bank."
--
-- A building hears only its owner's events, unless its handler says `seats = "all"`: then
-- good_sold runs for every seat's sale too, and args.seat tells whose sale it was.
local M = {}

M.good_sold = {
  seats = "all",
  notify = function(ctx, args)
    local me = ctx:owner()
    if args.seat ~= me then
      ctx:gain_coins(me, 1) -- another player sold
    end
  end,
}

return M
