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
local NONE = {} -- no option (shared: the host only reads an offer list)

-- ctx:good_ids(), read once: ids never change while the packs are loaded.
local good_ids
local function goods_list(ctx)
  if good_ids == nil then
    good_ids = ctx:good_ids()
  end
  return good_ids
end

M.captain_turn = {
  offer = function(ctx, args)
    local me = ctx:owner()
    if ctx:memory(USED_IN_PHASE) == ctx:phase_serial() then
      return NONE
    end
    local options = {}
    local goods = goods_list(ctx)
    for i = 1, #goods do -- declaration order
      local good = goods[i]
      if ctx:goods(me, good) > 0 then
        options[#options + 1] = good
      end
    end
    return options
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
