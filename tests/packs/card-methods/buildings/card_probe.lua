-- Tries the ctx card methods, one offer option each, for
-- tests/sanjuan/sanjuan_card_methods_test.cpp.
local SEEN = 1 -- memory: cards in the hand after option 1's draw
local KINDS = 2 -- memory: elements of ctx:card_kinds of the hand after option 1's draw
local DRAW_IN_QUERY = 3 -- memory: 1 when the hand_limit query should try to draw

return {
  round_start = {
    offer = function(ctx, args)
      return { 1, 2, 3, 4, 5, 6, 7 }
    end,
    apply = function(ctx, args, what)
      local me = ctx:owner()
      if what == 1 then -- a draw into the hand, then that card to the discard pile
        local kind = ctx:draw_card("in_hand", me)
        ctx:set_memory(SEEN, ctx:cards("in_hand", me))
        ctx:set_memory(KINDS, #ctx:card_kinds("in_hand", me))
        ctx:move_card(kind, "in_hand", "discard_pile", me)
      elseif what == 2 then
        ctx:cards("no_such_zone")
      elseif what == 3 then -- the city is the build mechanic's
        ctx:move_card("indigo_plant", "city_cards", "discard_pile", me, "indigo_plant")
      elseif what == 4 then
        ctx:move_card("palace", "in_hand", "discard_pile", me)
      elseif what == 5 then
        ctx:set_memory(DRAW_IN_QUERY, 1)
      elseif what == 6 then -- a zone of a building he does not own
        ctx:cards("tucked", me, "chapel")
      else -- a seat out of range, named as move_card's 4th argument
        ctx:move_card("well", "in_hand", "discard_pile", 9)
      end
    end,
  },
  hand_limit = function(ctx, args, value)
    if ctx:memory(DRAW_IN_QUERY) == 1 then ctx:draw_card("in_hand", ctx:owner()) end
    return value
  end,
}
