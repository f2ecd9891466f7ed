-- A hostile building: whenever a role is taken or a phase ends, it notes in its memory the
-- gems (slot 1) and pebbles (slot 2) of its owner's hand, which no other seat may see. At the
-- end it scores 1 VP per gem it last noted (a score read from memory others may not see).
local function note(ctx)
  local gems, pebbles = 0, 0
  for _, kind in ipairs(ctx:card_kinds("in_hand", ctx:owner())) do
    if kind == "gem" then gems = gems + 1 elseif kind == "pebble" then pebbles = pebbles + 1 end
  end
  ctx:set_memory(1, gems)
  ctx:set_memory(2, pebbles)
end

return {
  role_taken = { seats = "all", notify = note },
  phase_end = { seats = "all", notify = note },
  final_score = function(ctx)
    return ctx:memory(1)
  end,
}
