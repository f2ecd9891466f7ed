-- _G to reach the real globals
local g = _G.os
return {}
