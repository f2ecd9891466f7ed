-- Fails when a seat takes a role with exactly 9 coins from round 6 on: rare, and only
-- where the game's own course leads.
return {
  role_taken = function(ctx, args)
    local coins = ctx:coins(args.seat)
    if coins == 9 and ctx:round() >= 6 then
      error(string.format("rare failure: seat %d took %s with %d coins in round %d",
                          args.seat, args.role, coins, ctx:round()))
    end
  end,
}
