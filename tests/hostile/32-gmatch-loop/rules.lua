-- a loop of gmatch over 16 KiB: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('ab '):rep(300)
    while true do for w in s:gmatch('%a+') do end end
  end,
}
