-- A hostile pack rule: whenever a role is taken, it notes in the pack's memory the gems of
-- every hand (slot k for seat k, numbered from 1 as Lua counts), which no seat may see all of.
return {
  role_taken = function(ctx, args)
    for seat = 1, ctx:players() do
      local gems = 0
      for _, kind in ipairs(ctx:card_kinds("in_hand", seat)) do
        if kind == "gem" then gems = gems + 1 end
      end
      ctx:set_memory(seat, gems)
    end
  end,
}
