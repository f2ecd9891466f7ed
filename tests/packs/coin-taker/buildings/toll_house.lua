-- 1 coin from every other seat that takes a role, to the owner: coins passed between seats.
local M = {}

M.role_taken = {
  seats = "all",
  notify = function(ctx, args)
    local me = ctx:owner()
    if args.seat ~= me and ctx:coins(args.seat) > 0 then
      ctx:pay_coins(args.seat, 1)
      ctx:gain_coins(me, 1)
    end
  end,
}

return M
