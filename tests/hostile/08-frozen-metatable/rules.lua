-- A frozen file-level table: try to reach the table behind it through getmetatable and
-- write there, or to give it a metatable of our own.
local COUNT = { 0 }
return {
  role_taken = function(ctx, args)
    local mt = getmetatable(COUNT)
    if type(mt) == "table" then
      for _, v in pairs(mt) do
        if type(v) == "table" then v[1] = (v[1] or 0) + 1 end
      end
    end
    setmetatable(COUNT, { __index = function() return 1 end })
  end,
}
