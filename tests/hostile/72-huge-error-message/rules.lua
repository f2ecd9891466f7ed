return {
  role_taken = function(ctx, args)
    error(("the longest complaint "):rep(700))
  end,
}
