-- Nursery: a tree of a kind the owner has planted already costs him 1 card less.
-- build_from_hand asks build_discount once per kind the seat could build, with
-- args.building; the mechanic never lets a price fall below 0.
local M = {}

function M.build_discount(ctx, args, value)
  local def = ctx:building_def(args.building)
  if def.category == "production" and ctx:owns(ctx:owner(), args.building) then
    return value + 1
  end
  return value
end

return M
