-- adding a method to every string
string.evil = function() return 1 end
return {}
