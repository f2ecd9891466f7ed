return {
  phase_start = {
    offer = function(ctx, args) return { {} } end,
    apply = function(ctx, args) error("apply failed on purpose") end,
  },
}
