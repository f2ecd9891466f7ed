-- string.rep of a gigabyte: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('x'):rep(1000000000)
  end,
}
