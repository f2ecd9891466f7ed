-- a loop of table.concat of 1,000 strings: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local t = {} for i = 1, 1000 do t[i] = 'abcdefghijklmnop' end
    while true do local r = table.concat(t) end
  end,
}
