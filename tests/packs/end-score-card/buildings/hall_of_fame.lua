-- 4 VP at the end, by a score hook (not printed VP): the palace must count them.
local M = {}

function M.final_score(ctx)
  return 4
end

return M
