-- An error whose text names what nobody may see: the draw pile's cards.
local M = {}

M.round_start = {
  offer = function(ctx, args)
    return true
  end,
  apply = function(ctx, args)
    error("the next cards: " .. table.concat(ctx:card_kinds("draw_pile"), " "))
  end,
}

return M
