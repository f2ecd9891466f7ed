-- A label that names a card of another hand, and a card shown to one seat only.
local M = {}

M.round_start = {
  offer = function(ctx, args)
    if not args.follow_up then return true end
    local next = ctx:owner() % ctx:players() + 1  -- seats count from 1
    return ctx:card_kinds("in_hand", next)
  end,
  apply = function(ctx, args, kind)
    if kind == nil then
      ctx:ask_again()
      return
    end
    ctx:draw_card("in_hand", ctx:owner())
  end,
}

return M
