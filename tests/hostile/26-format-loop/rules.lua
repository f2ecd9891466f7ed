-- a loop of string.format('%s') of 16 KiB: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('ab'):rep(8192)
    while true do local r = string.format('%s%s', s, '') end
  end,
}
