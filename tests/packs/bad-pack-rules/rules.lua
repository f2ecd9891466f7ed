return {
  final_score = function(ctx) return 1 end,
  builder_turn = { offer = function(ctx, args) end, apply = function(ctx, args) end },
}
