-- overwriting a library function
math.floor = function(x) return 0 end
return {}
