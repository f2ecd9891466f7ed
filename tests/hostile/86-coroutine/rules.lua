-- coroutine.wrap
local co = coroutine.wrap(function() end)
return {}
