-- Answers the card mechanics' hook points, for tests/sanjuan/sanjuan_hooks_test.cpp.
local MARKS = 1 -- memory: round starts at which the owner used the post

return {
  hand_limit = { adds = 5 },
  produce_extra = { adds = 1 },
  sell_extra = { adds = 1 },
  build_discount = function(ctx, args, value)
    if args.building == "sugar_mill" then
      return value + 1
    end
    return value
  end,
  round_start = {
    offer = function(ctx, args)
      return true
    end,
    apply = function(ctx, args)
      ctx:set_memory(MARKS, ctx:memory(MARKS) + 1)
    end,
  },
}
