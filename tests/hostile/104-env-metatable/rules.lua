-- Makes global assignment work by giving the environment a store of its own.
local store = {}
setmetatable(_ENV, { __index = store, __newindex = store })
return {
  role_taken = function(ctx, args)
    seen = (seen or 0) + 1
  end,
}
