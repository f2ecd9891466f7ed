-- Tea House: "Trader phase: on your turn, instead of selling, you may pay 1 doubloon to
-- take one barrel of a good you do not have from the supply (once per trader phase)."
local M = {}

-- Memory slot 1: the phase in which the power was used (ctx:phase_serial() differs for
-- every phase of the game). Memory lives in the game state, so saves and replays keep it.
local USED_IN_PHASE = 1

M.trader_turn = {
  -- offer (read-only): the options. Each good becomes the legal action
  -- `use tea_house <good>` beside the usual `sell ...` and `pass`.
  offer = function(ctx, args)
    local me = ctx:owner()
    if ctx:memory(USED_IN_PHASE) == ctx:phase_serial() or ctx:coins(me) < 1 then
      return nil -- no option
    end
    local options = {}
    for _, good in ipairs(ctx:good_ids()) do
      if ctx:goods(me, good) == 0 and ctx:supply(good) > 0 then
        options[#options + 1] = good
      end
    end
    return options
  end,

  -- apply: the seat chose `use tea_house <good>`; the good comes back as an argument.
  apply = function(ctx, args, good)
    local me = ctx:owner()
    ctx:pay_coins(me, 1)
    ctx:take_goods(me, good, 1)
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:end_turn() -- this replaces the sale
  end,
}

return M
