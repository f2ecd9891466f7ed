-- The host reuses the args table between calls: keep a count in it.
return {
  role_taken = function(ctx, args)
    args.count = (args.count or 0) + 1
  end,
}
