# Lua's message quotes the token it stopped at: here one made of escape characters.
printf 'return { x = \033[2J\033]0;pwned\007 }\n' > buildings/evil_syntax.lua
