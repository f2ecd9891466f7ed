-- dofile and loadfile
dofile("/etc/passwd")
return {}
