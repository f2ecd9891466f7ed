return {
  role_taken = function(ctx, args)
    local ok, v = xpcall(function() while true do end end, function() return 7 end)
    ctx:gain_coins(args.seat, v or 1)
  end,
}
