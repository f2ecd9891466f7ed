-- Every barrel sold by anyone: one more sale, the round noted, the seller's balance (its own
-- sales up, the others' down); at the end 1 VP for every 2 sales.
local M = {}

M.good_sold = {
  seats = "all",
  notify = function(ctx, args)
    ctx:set_memory("sales", ctx:memory("sales") + 1)
    ctx:set_memory("last_round", ctx:round())
    local step = args.seat == ctx:owner() and 1 or -1
    ctx:set_memory("balance", ctx:memory("balance") + step)
  end,
}

function M.final_score(ctx)
  return ctx:memory("sales") // 2
end

return M
