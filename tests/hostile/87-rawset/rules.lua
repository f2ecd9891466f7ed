-- rawset on the environment
rawset(_ENV, "os", 1)
return {}
