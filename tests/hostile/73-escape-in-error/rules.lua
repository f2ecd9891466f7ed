-- Clears the screen, retitles the terminal and rings the bell, if printed raw.
return {
  role_taken = function(ctx, args)
    error("\27[2J\27]0;pwned\7\r\8\8\8 all good")
  end,
}
