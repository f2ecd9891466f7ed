-- If tostring or format showed an address, the answer would follow the allocator.
return {
  privilege_multiplier = function(ctx, args, value)
    local a, b = tostring({}), string.format("%s", function() end)
    if a:find("0x") or b:find("0x") or a:find("%x%x%x%x%x%x") then
      error("address leaked: " .. a .. " " .. b)
    end
    return value
  end,
}
