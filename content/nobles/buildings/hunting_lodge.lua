-- Hunting lodge. "À la fin de chaque phase du planteur, le propriétaire du pavillon de
-- chasse occupé par un colon peut défausser une tuile Plantation de son île. le
-- propriétaire d'un pavillon de chasse occupé par un noble peut prendre 2 PV s'il a le
-- plus d'espaces libres (le moins de tuiles Plantation)." A tie gives nothing; a discarded
-- tile's worker goes to San Juan; a forest counts as a plantation.
--
-- colonist: at the end of the settler phase, `use hunting_lodge <tile> <n>` discards
--           island slot n (or `pass`).
-- noble:    at the end of the settler phase, +2 VP when strictly the most empty island
--           spaces of all seats (automatic: it can never hurt).
local M = {}

local NONE = {} -- no option (shared: the host only reads an offer list)

-- The options { tile, slot }, one table per tile kind and slot, made on first use: made
-- of ids and numbers only (constants while the packs are loaded), and the host only reads
-- an offer list.
local options_of = {}
local function tile_option(tile, slot)
  local of_tile = options_of[tile]
  if of_tile == nil then
    of_tile = {}
    options_of[tile] = of_tile
  end
  local option = of_tile[slot]
  if option == nil then
    option = { tile, slot }
    of_tile[slot] = option
  end
  return option
end

local function is_plantation(tile)
  return tile ~= "quarry"
end

-- `{ tile, slot }` for every plantation of his island, in island order. (The loop runs
-- over every tile: the option tables are looked up in place, a call only makes a new one.)
local function plantation_options(ctx, me)
  local options, n = {}, 0
  local tiles = ctx:tiles(me)
  for slot = 1, #tiles do
    local tile = tiles[slot]
    if is_plantation(tile) then
      local of_tile = options_of[tile]
      n = n + 1
      options[n] = of_tile and of_tile[slot] or tile_option(tile, slot)
    end
  end
  return options
end

local function strictly_most_empty(ctx, me)
  local mine = ctx:free_island_spaces(me)
  for seat = 1, ctx:players() do
    if seat ~= me and ctx:free_island_spaces(seat) >= mine then
      return false
    end
  end
  return true
end

M.phase_end = {
  notify = function(ctx, args)
    if args.role ~= "settler" then
      return -- asked at the end of every phase: the cheap test first
    end
    local me = ctx:owner()
    if ctx:workers(me, "hunting_lodge", "noble") == 0 then
      return
    end
    if strictly_most_empty(ctx, me) then
      ctx:gain_vp(me, 2)
    end
  end,
  offer = function(ctx, args)
    if args.role ~= "settler" then
      return NONE
    end
    local me = ctx:owner()
    if ctx:workers(me, "hunting_lodge", "colonist") == 0 then
      return NONE
    end
    return plantation_options(ctx, me)
  end,
  apply = function(ctx, args, tile, slot)
    ctx:discard_tile(ctx:owner(), slot) -- its worker goes to San Juan
  end,
}

return M
