# A Lua 5.4 binary chunk header (ESC "Lua" 0x54 ...): malformed bytecode can crash the VM.
if command -v luac5.4 >/dev/null 2>&1; then
  echo 'return {}' > /tmp/governor-hostile-chunk.$$.lua
  luac5.4 -o buildings/bytecode.lua /tmp/governor-hostile-chunk.$$.lua
  rm -f /tmp/governor-hostile-chunk.$$.lua
else
  printf '\033LuaT\000\031\223\r\n\032\n\004\010\010xV\000\000\000\000\000\000\000\000\000\000\000(w@\001' > buildings/bytecode.lua
fi
