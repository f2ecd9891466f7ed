return {
  final_score = function(ctx)
    error("score failed on purpose")
  end,
}
