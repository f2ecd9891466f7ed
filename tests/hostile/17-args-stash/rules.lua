-- The host reuses the args table between calls: keep a count in it. (In a field the event
-- has: a field it does not have is reported by validate before any game is played.)
return {
  role_taken = function(ctx, args)
    args.amount = (args.amount or 0) + 1
  end,
}
