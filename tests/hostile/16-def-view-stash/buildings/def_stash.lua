-- ctx:good_def() returns one shared object per Lua state: write a count into it.
return {
  role_taken = function(ctx, args)
    local d = ctx:good_def("corn")
    d.seen = (d.seen or 0) + 1
  end,
}
