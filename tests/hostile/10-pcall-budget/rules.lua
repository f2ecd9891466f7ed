-- Spends the budget inside pcall, then answers as if nothing happened: the answer would
-- depend on where the budget struck.
return {
  role_taken = function(ctx, args)
    local ok = pcall(function() while true do end end)
    if not ok then ctx:gain_coins(args.seat, 1) end
  end,
}
