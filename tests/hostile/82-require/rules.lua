-- require of a C module
local socket = require("socket")
return {}
