-- table.sort of 200,000 items: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local t = {}
    for i = 1, 200000 do t[i] = (i * 7919) % 200000 end
    table.sort(t)
  end,
}
