-- a weak table
local t = setmetatable({}, { __mode = "k" })
return {}
