-- a loop of gsub over a 16 KiB string: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('ab'):rep(8192)
    while true do s:gsub('a', 'b') end
  end,
}
