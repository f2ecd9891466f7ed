# The pack keeps its real rules.lua under shared/ and links it: a link within the pack.
mkdir -p shared
printf 'return { round_end = function(ctx, args) end }\n' > shared/rules.lua
ln -s shared/rules.lua rules.lua
