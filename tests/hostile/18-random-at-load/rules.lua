-- Draws at load: every Lua state (every thread) would draw from its own generator.
local LUCKY = math.random(1, 6)
return {
  role_taken = function(ctx, args)
    if args.seat == LUCKY then ctx:gain_coins(args.seat, 1) end
  end,
}
