return { role_taken = function(ctx, args) ctx:gain_coins(ctx:owner(), 1) end }
