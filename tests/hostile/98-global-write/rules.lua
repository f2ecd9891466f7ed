-- assigning a global
counter = 0
return {}
