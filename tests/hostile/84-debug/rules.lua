-- debug.getregistry
local r = debug.getregistry()
return {}
