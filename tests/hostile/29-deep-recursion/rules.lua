-- unbounded recursion: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local function f(n) return 1 + f(n + 1) end
    f(1)
  end,
}
