return {
  storage_barrels = function(ctx, args, value)
    return value - 1000000000
  end,
  build_discount = function(ctx, args, value)
    return value + 1000000000
  end,
}
