-- Small wharf. "Pendant la phase de capitaine, quand un joueur possède le petit quai et
-- qu'il doit charger des marchandises, au lieu de les placer sur le navire, il peut
-- placer le nombre de caisses de marchandises qu'il souhaite dans la réserve. Il gagne
-- ensuite 1 PV pour chaque lot de 2 marchandises quelconques qu'il transfère. Le petit
-- quai ne peut être utilisé qu'une seule fois par phase."
-- Not a loading: no captain's privilege, no harbor or lighthouse (barrels go back to the
-- supply, the VP come from the supply).
--
-- On the owner's captain turn, once per phase: `use small_wharf <good> <n>` puts n
-- barrels of a good into the supply and ends his turn; then, as follow-up decisions, he
-- may add barrels of further kinds (in good order) the same way, or `pass` to stop. The
-- VP are 1 per 2 barrels of the whole transfer.
local M = {}

local USED_IN_PHASE = 1 -- memory: ctx:phase_serial() of the phase it was used in
local BARRELS = 2 -- memory: barrels transferred so far in that phase
local NEXT_GOOD = 3 -- memory: goods before this index (1-based) are done

local MAX_OPTIONS = 64
local NONE = {} -- no option (shared: the host only reads an offer list)

-- Good id -> its place in declaration order (1-based), made on first use (ids never
-- change while the packs are loaded).
local index_of
local function good_index(ctx, good)
  if index_of == nil then
    index_of = {}
    for i, id in ipairs(ctx:good_ids()) do
      index_of[id] = i
    end
  end
  return index_of[good]
end

-- The options { good, n }, one table per good and count, made on first use: constants
-- while the packs are loaded, and the host only reads an offer list.
local options_of = {}
local function option(good, n)
  local of_good = options_of[good]
  if of_good == nil then
    of_good = {}
    options_of[good] = of_good
  end
  local o = of_good[n]
  if o == nil then
    o = { good, n }
    of_good[n] = o
  end
  return o
end

-- Every { good, n } he may give, goods in declaration order from first_good, n from 1.
-- (The shared options are looked up in place: a call only makes a new one.)
local function options(ctx, first_good)
  local me = ctx:owner()
  local out, count = {}, 0
  local held = ctx:held_goods(me) -- declaration order; only these have barrels to give
  for i = 1, #held do
    local good = held[i]
    if good_index(ctx, good) >= first_good then -- the goods before first_good are done
      local made = options_of[good]
      for n = 1, ctx:goods(me, good) do
        if count < MAX_OPTIONS then
          count = count + 1
          out[count] = made and made[n] or option(good, n)
        end
      end
    end
  end
  return out
end

M.captain_turn = {
  offer = function(ctx, args)
    local used = ctx:memory(USED_IN_PHASE) == ctx:phase_serial()
    if args.follow_up then
      return used and options(ctx, ctx:memory(NEXT_GOOD)) or NONE
    end
    if used then
      return NONE
    end
    return options(ctx, 1)
  end,
  apply = function(ctx, args, good, n)
    local me = ctx:owner()
    local before = 0
    if ctx:memory(USED_IN_PHASE) == ctx:phase_serial() then
      before = ctx:memory(BARRELS)
    end
    local index = good_index(ctx, good) or 0
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:set_memory(BARRELS, before + n)
    ctx:set_memory(NEXT_GOOD, index + 1)
    ctx:return_goods(me, good, n)
    local vp = (before + n) // 2 - before // 2
    if vp > 0 then
      ctx:gain_vp(me, vp)
    end
    if not args.follow_up then
      ctx:end_turn()
    end
    ctx:ask_again()
  end,
}

return M
