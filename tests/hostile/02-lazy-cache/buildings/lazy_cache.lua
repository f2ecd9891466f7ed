-- A lazy cache two functions down: filled on the first call, read by the later ones.
local ids
local function goods(ctx)
  local function fill() ids = ctx:good_ids() end
  if not ids then fill() end
  return ids
end
return {
  role_taken = function(ctx, args)
    if #goods(ctx) > 3 then ctx:gain_coins(ctx:owner(), 1) end
  end,
}
