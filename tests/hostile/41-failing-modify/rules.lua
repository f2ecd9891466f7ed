return {
  privilege_multiplier = function(ctx, args, value)
    error("modify failed on purpose")
  end,
}
