-- one string.find whose matcher would backtrack for hours: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('a'):rep(16000)
    return s:find(('a*'):rep(20) .. 'b')
  end,
}
