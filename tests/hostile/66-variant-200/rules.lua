return {
  role_taken = function(ctx, args)
    ctx:draw_and_place_tile(args.seat, 200)
  end,
}
