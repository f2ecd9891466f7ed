-- Gold mine. « Le joueur qui possède une Mine d'or peut, après que lui ou un autre joueur a
-- sélectionné le Chercheur d'or et pris la carte, prendre les 4 premières cartes de la
-- pioche et les montrer faces visibles : si ces cartes ont toutes des coûts de
-- construction différents, il en choisit une qu'il garde en main et se défausse des 3
-- autres ; si au moins 2 des cartes ont un coût de construction identique, alors il doit
-- tout défausser. »
-- At the prospector phase's end (after the prospector's card): `use gold_mine` (or `pass`:
-- the mine is never forced) turns up 4 cards into his zone `turned_up`, which every seat
-- sees; if their costs differ he must keep one (« il en choisit une qu'il garde en main »):
-- asked again without `pass`, an option a kind (`use gold_mine <kind>`); the phase's end
-- discards what is left (all 4 when two costs match).
local M = {}

local TURNED = 4

local function discard_looked_at(ctx)
  local me = ctx:owner()
  for _, kind in ipairs(ctx:card_kinds("turned_up", me)) do
    ctx:move_card(kind, "turned_up", "discard_pile", me)
  end
end

M.phase_end = {
  roles = "prospector",
  offer = function(ctx, args)
    if not args.follow_up then return true end
    return ctx:card_kinds("turned_up", ctx:owner())
  end,
  apply = function(ctx, args, kind)
    local me = ctx:owner()
    if kind ~= nil then -- the card kept
      ctx:move_card(kind, "turned_up", "in_hand", me)
      discard_looked_at(ctx)
      return
    end
    local costs = {}
    local differ = true
    for _ = 1, TURNED do
      local drawn = ctx:draw_card("turned_up", me)
      if drawn ~= nil then
        local cost = ctx:building_def(drawn).cost
        if costs[cost] then differ = false end
        costs[cost] = true
      end
    end
    if differ and ctx:cards("turned_up", me) > 0 then
      ctx:ask_again({ required = true })
    else
      discard_looked_at(ctx)
    end
  end,
  -- After the phase's decisions: nothing stays looked at (a hook error aborted the keep,
  -- or a pack changed the flow).
  notify = discard_looked_at,
}

return M
