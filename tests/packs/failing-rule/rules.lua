-- Whoever takes a role gets 1 coin; taking the trader gets the coin and then fails.
return {
  role_taken = function(ctx, args)
    ctx:gain_coins(args.seat, 1)
    if args.role == "trader" then
      error("the trader is closed today")
    end
  end,
}
