local s = ('a'):rep(4000)
for i = 1, 1000000 do s:find('.-b') end
return {}
