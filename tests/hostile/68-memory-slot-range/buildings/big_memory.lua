return {
  role_taken = function(ctx, args)
    ctx:set_memory(1, 40000)
  end,
}
