return {
  privilege_multiplier = function(ctx, args, value)
    return { value }
  end,
}
