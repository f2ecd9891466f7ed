-- Counts the roles taken in the building's memory slot (in the State) and pays a coin on
-- every third: legal memory, so a batch plays the same on 1 or 2 threads.
return {
  role_taken = function(ctx, args)
    local n = ctx:memory(1) + 1
    ctx:set_memory(1, n % 1000)
    if n % 3 == 0 then ctx:gain_coins(ctx:owner(), 1) end
  end,
}
