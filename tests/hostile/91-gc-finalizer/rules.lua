-- a __gc finalizer that loops
local t = setmetatable({}, { __gc = function() while true do end end })
return {}
