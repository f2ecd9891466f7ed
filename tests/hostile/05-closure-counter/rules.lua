-- The counter is not a file-level local: it is a local of `make`, which ran at load; the
-- closure it returned keeps it and bumps it on every call.
local function make()
  local n = 0
  return function()
    n = n + 1
    return n
  end
end
local tick = make()
return {
  privilege_multiplier = function(ctx, args, value)
    if tick() % 3 == 0 then return value + 1 end
    return value
  end,
}
