-- Keeps a count across every game this Lua state plays (threads play different games on
-- different states, so the batch's outcome would depend on the thread count).
local counter = (function()
  local n = 0
  return function() n = n + 1; return n end
end)()
return {
  role_taken = function(ctx, args)
    if counter() % 5 == 0 then ctx:gain_coins(ctx:owner(), 2) end
  end,
}
