mkfifo buildings/pipe.lua
