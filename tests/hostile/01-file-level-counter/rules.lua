-- Gives a coin on every other role taken, counting in a file-level local: the answer would
-- depend on how often the hook ran before (in this game, in earlier games, on a rerun).
local calls = 0
return {
  role_taken = function(ctx, args)
    calls = calls + 1
    if calls % 2 == 0 then ctx:gain_coins(args.seat, 1) end
  end,
}
