return {
  round_end = function(ctx, args)
    error("round_end failed on purpose")
  end,
}
