-- math.randomseed
math.randomseed(42)
return {}
