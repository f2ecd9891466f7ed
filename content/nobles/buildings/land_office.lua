-- Land office. "À chaque phase du marchand, le propriétaire du cadastre peut acheter la
-- première plantation de la pile pour 1 doublon si le bâtiment est occupé par un colon.
-- [...] si le bâtiment est occupé par un noble, le propriétaire du cadastre peut défausser
-- une plantation de son île et prendre 1 doublon à la banque." A discarded tile's worker
-- goes to San Juan. A noble does not stand in for a colonist here, nor the reverse.
--
-- On the owner's trader turn, once per phase, before or instead of his sale:
--   colonist: `use land_office`             (1 doubloon, the top tile of the stack)
--   noble:    `use land_office <tile> <n>`  (discard island slot n, a <tile>; +1 doubloon)
-- Neither ends his turn: he may still sell.
local M = {}

local USED_IN_PHASE = 1 -- memory slot: ctx:phase_serial() of the phase it was used in

-- Plantations: every island tile but quarries (a forest counts, the seed's note).
local NOT_A_PLANTATION = "quarry"

M.trader_turn = {
  once_per_phase = USED_IN_PHASE,
  offer = function(ctx, args)
    local me = ctx:owner()
    if ctx:workers(me, "land_office", "colonist") > 0 then
      -- `use land_office` (no argument): a doubloon to pay, room and a face-down tile left
      return ctx:coins(me) >= 1 and ctx:free_island_spaces(me) > 0
          and ctx:stack_size() + ctx:discard_size() > 0
    elseif ctx:workers(me, "land_office", "noble") > 0 then
      return ctx:tile_options(me, NOT_A_PLANTATION) -- { tile, slot } per plantation
    end
    return nil
  end,
  apply = function(ctx, args, tile, slot)
    local me = ctx:owner()
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    if tile == nil then
      ctx:pay_coins(me, 1)
      ctx:draw_and_place_tile(me)
    else
      ctx:discard_tile(me, slot) -- its worker goes to San Juan
      ctx:gain_coins(me, 1)
    end
  end,
}

return M
