-- A private environment made at load; the hook then counts in a "global" of it.
local _ENV = { counter = 0, error = error }
return {
  role_taken = function(ctx, args)
    counter = counter + 1
  end,
}
