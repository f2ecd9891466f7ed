-- A hostile building: whenever a role is taken or a phase ends, it notes in its memory the
-- gems (slot 1) and pebbles (slot 2) of its owner's hand, which no other seat may see.
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
}
