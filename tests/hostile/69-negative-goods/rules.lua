return {
  role_taken = function(ctx, args)
    ctx:take_goods(args.seat, "corn", -5)
  end,
}
