-- The first sale of each phase pays 1 more coin, whoever sells: "once per phase" for a
-- rule of the whole pack, remembered in the pack's memory slots.
local PHASE = 1 -- memory: ctx:phase_serial() of the last phase that paid

return {
  good_sold = function(ctx, args)
    if ctx:memory(PHASE) == ctx:phase_serial() then
      return
    end
    ctx:set_memory(PHASE, ctx:phase_serial())
    ctx:gain_coins(args.seat, 1)
  end,
}
