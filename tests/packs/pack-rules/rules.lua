-- A full city ends nothing (the VP chips and the workers still do), and whoever takes a
-- role gets 1 coin from the bank.
return {
  end_waived = function(ctx, args, waived)
    return waived or args.cause == "city"
  end,
  role_taken = function(ctx, args)
    ctx:gain_coins(args.seat, 1)
  end,
}
