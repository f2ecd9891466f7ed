-- Lighthouse. "À chaque fois que le propriétaire d'un phare occupé charge ses
-- marchandises sur le navire, il gagne 1 doublon. Si le propriétaire d'un phare est
-- aussi le capitaine, il perçoit 1 doublon supplémentaire (indépendamment de son
-- expédition)."
-- Every loading, a wharf's delivery included: the wharf is « comme si ce joueur avait à
-- sa disposition un navire virtuel », and the seed's harbour example pays the harbour,
-- worded as this is, for a wharf load (« utilise son quai ... 2+1 points de victoire »).
-- The small wharf's transfer is no loading (it fires no goods_shipped). The captain's
-- coin comes at the end of his captain phase, whether he shipped or not.
local M = {}

local CAPTAIN = "captain"

function M.goods_shipped(ctx, args)
  if args.count > 0 then
    ctx:gain_coins(ctx:owner(), 1)
  end
end

local function captain_coin(ctx, args)
  if ctx:chooser() == ctx:owner() then
    ctx:gain_coins(ctx:owner(), 1)
  end
end

-- roles: called at the end of captain phases only, not at the end of every phase.
M.phase_end = { roles = CAPTAIN, notify = captain_coin }

return M
