-- 1 + 298 = 299 extra privileges: stored in a byte it would read 43.
return {
  privilege_multiplier = function(ctx, args, value)
    return value + 298
  end,
}
