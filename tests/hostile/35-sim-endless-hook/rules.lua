return {
  privilege_multiplier = function(ctx, args, value)
    while true do end
  end,
}
