# Not YAML, not Lua, but in the pack folder: a content hash over the folder must not read
# it whole.
truncate -s 4G notes.bin
