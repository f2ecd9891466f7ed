-- setmetatable on a library table
setmetatable(string, {})
return {}
