ln -s /etc/passwd buildings/spy.lua
