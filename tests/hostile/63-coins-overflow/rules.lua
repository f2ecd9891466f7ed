-- 3e9 coins do not fit a seat's coin count: the sum must not wrap.
return {
  role_taken = function(ctx, args)
    ctx:gain_coins(args.seat, 1000000000)
    ctx:gain_coins(args.seat, 1000000000)
    ctx:gain_coins(args.seat, 1000000000)
  end,
}
