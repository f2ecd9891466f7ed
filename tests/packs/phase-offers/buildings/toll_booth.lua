-- Offers "use toll_booth" at the start and at the end of every phase: a test of the core's
-- phase-start and phase-end decision points.
local function offer(ctx, args)
  return { {} }
end
local function take(ctx, args)
  ctx:gain_coins(ctx:owner(), 1)
end
return {
  phase_start = { offer = offer, apply = take },
  phase_end = { offer = offer, apply = take },
}
