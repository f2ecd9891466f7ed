-- Hacienda. "Durant la phase de plantation, lorsque vient son tour, le propriétaire d'une
-- hacienda occupée peut, avant de prendre une plantation face visible de la pioche,
-- prendre une plantation supplémentaire de la plus haute pile de plantations faces
-- cachées et la placer sur une case libre de son île. Il joue ensuite normalement son
-- tour." The drawn tile is placed at once (never discarded), never a quarry, and the
-- hospice does not man it (it is placed via "stack", which offers nothing).
--
-- `use hacienda` is offered on the owner's settler turn, once per phase, while he has a
-- free island space and a face-down tile is left; his turn goes on afterwards.
local M = {}

local USED_IN_PHASE = 1 -- memory slot: ctx:phase_serial() of the phase it was used in

M.settler_turn = {
  once_per_phase = USED_IN_PHASE,
  free_island_space = true,
  offer = function(ctx, args)
    -- `use hacienda` while a face-down tile is left (the discards are reshuffled)
    return ctx:stack_size() + ctx:discard_size() > 0
  end,
  apply = function(ctx, args)
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:draw_and_place_tile(ctx:owner())
    -- No ctx:end_turn(): the owner now makes his normal pick.
  end,
}

return M
