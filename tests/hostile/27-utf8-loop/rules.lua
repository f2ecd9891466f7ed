-- a loop of utf8.len and utf8.codepoint over 16 KiB: must stop at the budget, well within a second.
return {
  role_taken = function(ctx, args)
    local s = ('ab'):rep(8192)
    while true do local r = utf8.len(s) local c = utf8.codepoint(s, 1, 200) end
  end,
}
