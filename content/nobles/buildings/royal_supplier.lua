-- Royal supplier. "Au premier tour d'expédition des caisses (phase du capitaine) et avant
-- d'expédier quoi que ce soit, le propriétaire du fournisseur occupé peut fournir des
-- caisses à l'entrepôt royal (la réserve). Le nombre de caisses est égal au nombre de
-- nobles occupant son plateau. Chaque caisse fournie rapporte 1 PV" "toutes les caisses
-- fournies doivent être de couleur différentes (pas de doublon). Le fait de fournir
-- l'entrepôt royal ne permet pas de bénéficier d'autres éventuels bonus."
--
-- On the owner's first captain turn (« Au premier tour d'expédition »: the first lap of
-- loading, declared first_lap), until he ships something or passes: `use royal_supplier
-- <good>` returns one barrel of a kind not yet supplied this phase to the supply for 1
-- VP, at most as many barrels as nobles on his board (San Juan, island and city). It does
-- not end his turn; shipping or passing does, and his next turn is in the second lap. It
-- is no loading: nothing else fires (no harbor, no captain's privilege), so the barrel
-- goes back with return_goods and the VP with gain_vp. Any kind of occupant works the
-- building ("occupé"): the count is of nobles.
local M = {}

local PHASE = 1    -- memory: ctx:phase_serial() of the phase slot 2 is about
local SUPPLIED = 2 -- memory: bit per good (declaration order) supplied this phase

-- The good's bit in SUPPLIED: one bit per good, in declaration order.
local function good_bit(ctx, good)
  for i, id in ipairs(ctx:good_ids()) do
    if id == good then
      return 1 << (i - 1)
    end
  end
  return 0
end

local function fresh(ctx)
  return ctx:memory(PHASE) ~= ctx:phase_serial()
end

local function bit_count(mask)
  local n = 0
  while mask > 0 do
    n = n + (mask & 1)
    mask = mask >> 1
  end
  return n
end

-- first_lap: after his first turn (he shipped or passed) it is too late.
M.captain_turn = {
  first_lap = true,
  offer = function(ctx, args)
    local me = ctx:owner()
    local supplied = 0
    if not fresh(ctx) then
      supplied = ctx:memory(SUPPLIED)
    end
    if bit_count(supplied) >= ctx:board_workers(me, "noble") then
      return nil -- one barrel per noble on his board
    end
    local options = {}
    for _, good in ipairs(ctx:held_goods(me)) do -- declaration order
      if (supplied & good_bit(ctx, good)) == 0 then
        options[#options + 1] = good -- a kind not supplied yet
      end
    end
    return options
  end,
  apply = function(ctx, args, good)
    local me = ctx:owner()
    if fresh(ctx) then
      ctx:set_memory(PHASE, ctx:phase_serial())
      ctx:set_memory(SUPPLIED, 0)
    end
    ctx:set_memory(SUPPLIED, ctx:memory(SUPPLIED) | good_bit(ctx, good))
    ctx:return_goods(me, good, 1)
    ctx:gain_vp(me, 1)
  end,
}

return M
