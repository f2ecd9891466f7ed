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

-- The good's place in declaration order (1-based), 0 for an unknown id.
local function good_index(ctx, good)
  for i, id in ipairs(ctx:good_ids()) do
    if id == good then
      return i
    end
  end
  return 0
end

-- Every { good, n } he may give: goods in declaration order from the first_good-th on, n
-- from 1 to his barrels of it (at most MAX_OPTIONS options).
local function options(ctx, first_good)
  local me = ctx:owner()
  local out = {}
  for i, good in ipairs(ctx:good_ids()) do
    if i >= first_good then
      for n = 1, ctx:goods(me, good) do
        if #out < MAX_OPTIONS then
          out[#out + 1] = { good, n }
        end
      end
    end
  end
  return out
end

M.captain_turn = {
  once_per_phase = USED_IN_PHASE, -- « qu'une seule fois par phase » (its follow-ups go on)
  offer = function(ctx, args)
    if args.follow_up then
      return options(ctx, ctx:memory(NEXT_GOOD)) -- the goods after those he gave
    end
    return options(ctx, 1)
  end,
  apply = function(ctx, args, good, n)
    local me = ctx:owner()
    local before = 0
    if ctx:memory(USED_IN_PHASE) == ctx:phase_serial() then
      before = ctx:memory(BARRELS)
    end
    ctx:set_memory(USED_IN_PHASE, ctx:phase_serial())
    ctx:set_memory(BARRELS, before + n)
    ctx:set_memory(NEXT_GOOD, good_index(ctx, good) + 1)
    ctx:return_goods(me, good, n)
    local vp = (before + n) // 2 - before // 2 -- 1 VP per 2 barrels of the whole transfer
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
