-- next, whose order follows the hash seed
local k = next({ a = 1, b = 2 })
return {}
