-- Harbor. "Chaque fois que, durant la phase d'expédition, le propriétaire d'un port
-- occupé charge une ou plusieurs caisses de marchandises à bord d'un navire, il prend un
-- point de victoire supplémentaire." One VP per delivery, whatever the count; a wharf's
-- delivery counts too (the rulebook's harbor and wharf example).
local M = {}

function M.goods_shipped(ctx, args)
  if args.count > 0 then
    ctx:gain_vp(ctx:owner(), 1)
  end
end

return M
