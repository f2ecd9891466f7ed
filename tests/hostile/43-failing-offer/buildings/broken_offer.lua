return {
  phase_start = {
    offer = function(ctx, args) error("offer failed on purpose") end,
    apply = function(ctx, args) end,
  },
}
