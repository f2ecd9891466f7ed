local M = {}

function M.build_over(ctx, args, value)
  return true
end

return M
