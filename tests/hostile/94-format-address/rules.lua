-- string.format('%p')
local s = string.format("%p", {})
return {}
