# A 24 MiB script: a valid one, mostly comment lines. Made here, never committed.
line="-- $(printf '%0100d' 0)"
{ echo "return {}"; yes -- "$line" | head -n 240000; } > buildings/big_shop.lua
[ "$(wc -c < buildings/big_shop.lua)" -gt 20000000 ]
