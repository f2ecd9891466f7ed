-- a loop of s:find('.-b') on a few KB: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('a'):rep(500)
    while true do s:find('.-b') end
  end,
}
