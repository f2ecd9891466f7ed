-- Fails when the game is scored: the error must reach the user as an error naming the
-- game, its seed and this hook.
return {
  final_score = function(ctx)
    error("the scale is broken")
  end,
}
