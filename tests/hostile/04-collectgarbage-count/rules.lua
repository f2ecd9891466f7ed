-- A modify answer read from the collector: differs with what earlier calls (and games) left.
return {
  privilege_multiplier = function(ctx, args, value)
    if collectgarbage("count") > 200 then return value + 1 end
    return value
  end,
}
