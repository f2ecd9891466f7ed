return {
  role_taken = function(ctx, args)
    local t = { [{}] = 1, [{}] = 2 }
    for k, v in pairs(t) do ctx:gain_coins(args.seat, v) break end
  end,
}
