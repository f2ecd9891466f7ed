# Two links out of the pack: a valid script beside the pack folder, and /etc/passwd.
printf 'return { role_taken = function(ctx, args) end }\n' > ../outside-53.lua
ln -s ../../outside-53.lua buildings/spy.lua
ln -s /etc/passwd buildings/spy2.lua
