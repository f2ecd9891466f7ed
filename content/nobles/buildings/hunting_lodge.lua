-- Hunting lodge. "À la fin de chaque phase du planteur, le propriétaire du pavillon de
-- chasse occupé par un colon peut défausser une tuile Plantation de son île. le
-- propriétaire d'un pavillon de chasse occupé par un noble peut prendre 2 PV s'il a le
-- plus d'espaces libres (le moins de tuiles Plantation)." A tie gives nothing; a discarded
-- tile's worker goes to San Juan; a forest counts as a plantation.
--
-- colonist: at the end of the settler phase, `use hunting_lodge <tile> <n>` discards
--           island slot n (or `pass`).
-- noble:    at the end of the settler phase, +2 VP when strictly the most empty island
--           spaces of all seats (automatic: it can never hurt).
local M = {}

-- Plantations: every island tile but quarries (a forest counts).
local NOT_A_PLANTATION = "quarry"

local function strictly_most_empty(ctx, me)
  local mine = ctx:free_island_spaces(me)
  for seat = 1, ctx:players() do
    if seat ~= me and ctx:free_island_spaces(seat) >= mine then
      return false
    end
  end
  return true
end

-- roles: both powers act at the end of the settler phase only; the script is not called
-- at the end of the other phases.
M.phase_end = {
  roles = "settler",
  notify = function(ctx, args)
    local me = ctx:owner()
    if ctx:workers(me, "hunting_lodge", "noble") == 0 then
      return
    end
    if strictly_most_empty(ctx, me) then
      ctx:gain_vp(me, 2)
    end
  end,
  offer = function(ctx, args)
    local me = ctx:owner()
    if ctx:workers(me, "hunting_lodge", "colonist") == 0 then
      return nil
    end
    return ctx:tile_options(me, NOT_A_PLANTATION) -- { tile, slot } per plantation, island order
  end,
  apply = function(ctx, args, tile, slot)
    ctx:discard_tile(ctx:owner(), slot) -- its worker goes to San Juan
  end,
}

return M
