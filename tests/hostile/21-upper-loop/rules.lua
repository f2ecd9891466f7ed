-- a loop of string.upper on a 16 KiB string: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('ab'):rep(8192)
    while true do local u = s:upper() end
  end,
}
