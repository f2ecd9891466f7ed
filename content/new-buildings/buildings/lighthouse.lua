-- Lighthouse. "À chaque fois que le propriétaire d'un phare occupé charge ses
-- marchandises sur le navire, il gagne 1 doublon. Si le propriétaire d'un phare est
-- aussi le capitaine, il perçoit 1 doublon supplémentaire (indépendamment de son
-- expédition)."
-- A loading onto a ship (venue "shared"), not a wharf's private delivery. The captain's
-- coin comes at the end of his captain phase, whether he shipped or not.
local M = {}

local CAPTAIN = "captain"

function M.goods_shipped(ctx, args)
  if args.venue == "shared" then
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
