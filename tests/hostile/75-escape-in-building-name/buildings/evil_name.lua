return {
  role_taken = function(ctx, args)
    error(ctx:building_def("evil_name").name)
  end,
}
