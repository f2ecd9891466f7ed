-- Root cellar: at a round's start, before the hand limit, the owner may put 1 hand card
-- face down into the cellar (at most 4); each is worth 1 VP at the end. The zone `cellar`
-- (cards.yaml) is seen by its owner only; its count by everyone.
local M = {}

local capacity = 4

M.round_start = {
  -- One option a kind of card in the hand: `use root_cellar <kind>`; `pass` declines.
  offer = function(ctx, args)
    local me = ctx:owner()
    if ctx:cards("cellar", me, "root_cellar") >= capacity then return nil end
    local options, listed = {}, {}
    for _, kind in ipairs(ctx:card_kinds("hand", me)) do
      if not listed[kind] then
        listed[kind] = true
        options[#options + 1] = kind
      end
    end
    return options
  end,
  apply = function(ctx, args, kind)
    ctx:move_card(kind, "hand", "cellar", ctx:owner(), "root_cellar")
  end,
}

-- 1 VP a card in the cellar (the cellar's own printed VP counts besides).
function M.final_score(ctx)
  return ctx:cards("cellar", ctx:owner(), "root_cellar")
end

return M
