-- Replaces the script's environment from a hook: later calls would see other globals.
return {
  role_taken = function(ctx, args)
    _ENV = { pairs = pairs }
  end,
}
