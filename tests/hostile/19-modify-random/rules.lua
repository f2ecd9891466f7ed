-- A modify answer drawn at random: the host may answer the same question again without
-- calling the hook, so the draw would depend on the caches.
return {
  privilege_multiplier = function(ctx, args, value)
    return value + math.random(0, 1)
  end,
}
