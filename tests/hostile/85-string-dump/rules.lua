-- string.dump of a function
local b = string.dump(function() end)
return {}
