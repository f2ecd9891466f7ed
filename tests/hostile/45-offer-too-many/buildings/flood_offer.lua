return {
  phase_start = {
    offer = function(ctx, args)
      local t = {}
      for i = 1, 1000 do t[i] = i % 200 end
      return t
    end,
    apply = function(ctx, args) end,
  },
}
