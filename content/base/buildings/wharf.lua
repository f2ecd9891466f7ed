-- Wharf. "Durant la phase d'expédition, lorsqu'un joueur possédant un quai occupé doit
-- charger des marchandises, il peut, au lieu de mettre des marchandises dans un navire,
-- remettre toutes ses caisses de marchandises d'un même type dans la réserve. Il reçoit
-- alors des points de victoire comme s'il avait chargé [...]. Il ne peut utiliser le quai
-- qu'une seule fois durant chaque phase d'expédition." Any kind, even one on a ship; all
-- his barrels of it. The delivery counts as a loading: captain's privilege, harbor.
--
-- On the owner's captain turn, once per phase: `use wharf <good>` for each good he holds.
local M = {}

local USED_IN_PHASE = 1 -- memory slot: ctx:phase_serial() of the phase it was used in

M.captain_turn = {
  offer = function(ctx, args)
    if ctx:memory(USED_IN_PHASE) == ctx:phase_serial() then
      return nil -- once per phase
    end
    return ctx:held_goods(ctx:owner()) -- every kind he has a barrel of, in declaration order
  end,
  apply = function(ctx, args, good)
    local me = ctx:owner()
    local n = ctx:goods(me, good)
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:deliver_private(me, good, n, n) -- 1 VP per barrel; fires goods_shipped
    ctx:end_turn()
  end,
}

return M
