return {
  role_taken = function(ctx, args)
    ctx:gain_coins(args.seat, math.maxinteger)
  end,
}
