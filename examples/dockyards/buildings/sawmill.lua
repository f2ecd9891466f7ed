-- Sawmill: "Builder phase: buildings of columns 1 and 2 cost you 1 doubloon less."
local M = {}

-- modify: the core asks how many doubloons come off this build and adds up the
-- answers of every building that answers (quarries are counted separately). `value` is
-- the sum so far; return it with this building's share added. Read-only: no ctx changes.
-- The core never lets a build cost less than 0.
function M.build_discount(ctx, args, value)
  if args.column <= 2 then
    return value + 1
  end
  return value
end

return M
