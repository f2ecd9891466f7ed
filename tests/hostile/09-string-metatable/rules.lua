-- Every script shares the string metatable: replace its __index so that s:upper() in
-- another script answers what this one wants.
return {
  role_taken = function(ctx, args)
    local mt = getmetatable("")
    mt.__index = { upper = function() return "POISONED" end }
  end,
}
