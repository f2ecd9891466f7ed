-- ---------------------------------------------------------------------------------------
-- small_market.lua: the reference building power, commented line by line.
--
-- The rule (small_market.yaml, `text:`; rulebook, "Petit marché"):
--   "Lorsque le propriétaire d'un petit marché occupé vend une caisse de marchandises
--    durant la phase de commerce, il reçoit de la banque un doublon de plus."
--   Example: Anne sells a barrel of corn (price 0) and receives 1 doublon.
--
-- How a building power is wired:
--   * This file sits beside small_market.yaml and has the same name. The loader finds it
--     by itself; a building without a .lua file only has its printed numbers.
--   * The file runs ONCE, when the packs are loaded. It must return a table whose keys
--     are hook event names (docs/hooks.md lists them all) and whose values are handlers.
--     A misspelt event name is a load error that lists the valid names.
--   * At run time the engine calls a handler with `ctx` (the context: what the hook may
--     read and the only way it may change the game) and `args` (the event's arguments).
--   * The engine calls a building's hooks only while the building is occupied (at least
--     one worker on it), and only for events about its owner. So there is no "is it
--     occupied?" test here: an empty market simply is not asked.
-- ---------------------------------------------------------------------------------------

-- The table of handlers this file returns. Everything in the file is `local`: the
-- sandbox refuses to create globals (and refuses to read unknown ones, to catch typos).
local M = {}

-- The extra coins per sale. A constant of the file: at file level a script holds only
-- constants and functions. Never keep game data or a cache in a variable like this: it is
-- not saved with the game, so the host refuses it (a function that assigns a file-level
-- variable fails to load, and tables built here are read-only once the file has run).
-- Use ctx:memory / ctx:set_memory for anything to remember (see hacienda.lua), and ask
-- ctx again for anything else.
-- A modder making a "bazaar" worth 3 extra coins would copy this file and change this.
local EXTRA_COINS = 1

-- good_sold is a *notify* hook: "something happened" (a barrel was sold). It is called
-- after the sale, once per barrel, with:
--   args.seat   the seller (1-based). Hooks run for events about their owner, so this is
--               always ctx:owner() here.
--   args.good   the good's id ("corn", "indigo", ...)
--   args.price  what the seller was paid, privilege included
--   args.venue  "shared" for the trading house of the trader phase, "private" for a
--               private venue a building of some pack may offer (such as a trading post).
-- A notify hook returns nothing; it changes the game only through `ctx` methods, which go
-- through the engine's primitives (coins come from the bank, VP from the supply, ...).
function M.good_sold(ctx, args)
  -- The rule speaks of a sale to the trading house in the trader phase. A private venue
  -- has its own printed price, so the market does not add to it. (A modder who wants
  -- the bonus on every sale would delete these two lines.)
  if args.venue ~= "shared" then
    return
  end
  -- The bonus goes to the owner of this market, from the bank.
  ctx:gain_coins(ctx:owner(), EXTRA_COINS)
end

-- Nothing else to answer: returning the table ends the file. The large market is this
-- same file with EXTRA_COINS = 2; both are owned together by some players (the rulebook:
-- "il reçoit trois doublons supplémentaires"), and each adds its own coins.
--
-- To test a change: tests/buildings/small_market_test.cpp arranges a position
-- (give_building(seat, "small_market", 1), give_goods(...)), plays "role trader",
-- "sell corn", and checks the seller's coins.
return M
