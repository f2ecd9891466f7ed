-- Reach the string library through the string metatable and change it for everybody.
local lib = getmetatable("").__index
lib.upper = function() return "" end
return {}
