-- Library. « Si celui qui a construit une Bibliothèque utilise le privilège associé à son
-- personnage, il peut en doubler l'effet » : councillor 8 cards, builder 2 less, producer
-- and trader 3 goods, prospector 2 cards. The core applies the multiplier to every role's
-- privilege.
-- « Attention : dans le jeu à 2 joueurs, la Bibliothèque ne peut être utilisée qu'une seule
-- fois par tour ! Si le Gouverneur utilise sa Bibliothèque pendant son premier choix de
-- personnage, il ne peut plus l'utiliser pour le second choix. » With 2 players the choice
-- matters (the governor may keep it for his second role), so the owner is asked at the
-- start of each phase he chose (`use library`, or `pass`) while he has not used it this
-- round. With 3 or 4 players doubling never costs anything: it always applies.
local M = {}

local USED_IN_PHASE = 1 -- memory: ctx:phase_serial() of the phase it doubles (2 players)
local USED_IN_ROUND = 2 -- memory: the round it was used in (2 players)

M.phase_start = {
  offer = function(ctx, args)
    return ctx:players() == 2 and ctx:owner() == ctx:chooser()
      and ctx:memory(USED_IN_ROUND) ~= ctx:round()
  end,
  apply = function(ctx, args)
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:set_memory(USED_IN_ROUND, ctx:round())
  end,
}

-- Asked for the chooser only (a building hears its owner's events).
function M.privilege_multiplier(ctx, args, value)
  if ctx:players() ~= 2 or ctx:memory(USED_IN_PHASE) == ctx:phase_serial() then
    return value + 1
  end
  return value
end

return M
