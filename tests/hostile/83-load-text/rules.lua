-- load of a text chunk
local f = load("return 1")
return {}
