-- io.open at load
local f = io.open("/etc/passwd")
return {}
