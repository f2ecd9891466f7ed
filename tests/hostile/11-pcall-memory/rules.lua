-- Catches the sandbox's refusal to make a long string and answers differently.
return {
  role_taken = function(ctx, args)
    local ok = pcall(function()
      local s = ("x"):rep(16384)
      return s .. s
    end)
    if not ok then ctx:gain_coins(args.seat, 1) end
  end,
}
