return {
  role_taken = function(ctx, args)
    error("notify failed on purpose")
  end,
}
