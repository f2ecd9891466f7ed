-- Remembers every role taken in a table made at load: a record the State never sees.
local seen = {}
return {
  role_taken = function(ctx, args)
    seen[#seen + 1] = args.role
    if #seen > 5 then ctx:gain_coins(args.seat, 1) end
  end,
}
