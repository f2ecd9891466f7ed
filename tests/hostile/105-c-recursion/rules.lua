-- Every level goes through string.gsub, a C function: the C stack, not the Lua stack.
return {
  role_taken = function(ctx, args)
    local function f(s) return (("ab"):gsub(".", f)) end
    f("ab")
  end,
}
