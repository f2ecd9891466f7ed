-- table.unpack of 100 million values: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    return table.unpack({}, 1, 100000000)
  end,
}
