-- Chapel. « Celui qui détient une Chapelle peut placer une des cartes de sa main, face
-- cachée et en dessous de la Chapelle, au début de chaque tour, avant que le Gouverneur ne
-- vérifie la limite de 7 cartes pour chaque main [...]. Chaque carte rapporte un PV en fin
-- de partie. » The round_start offer comes before the hand limit; `pass` declines. The
-- zone `tucked` is seen by its owner only, its count too (« ni le type, ni le nombre »).
local M = {}

M.round_start = {
  -- Two steps, the way a player decides: `use chapel` (whether to tuck a card at all), then
  -- one option a kind of card in the hand, `use chapel <kind>` (or `pass` after all). One
  -- step with an option a kind would have a seat that picks at random tuck nearly every
  -- round, and such games can run out of cards to build with and never end.
  offer = function(ctx, args)
    local me = ctx:owner()
    if ctx:cards("in_hand", me) == 0 then return {} end
    if not args.follow_up then return true end
    local options, listed = {}, {}
    for _, kind in ipairs(ctx:card_kinds("in_hand", me)) do
      if not listed[kind] then
        listed[kind] = true
        options[#options + 1] = kind
      end
    end
    return options
  end,
  apply = function(ctx, args, kind)
    if kind == nil then
      ctx:ask_again()
      return
    end
    ctx:move_card(kind, "in_hand", "tucked", ctx:owner(), "chapel")
  end,
}

-- « un joueur a 7 cartes placées sous sa Chapelle à la fin du jeu ; elle lui rapporte
-- alors 9 points de victoire » : the chapel's 2 printed VP and 1 a card under it. Every card
-- the seat tucked counts, under a chapel covered by the crane too (« Si la Chapelle est
-- recouverte, les cartes restent dessous et sont considérées comme des PV »), which counts
-- them itself while no chapel stands.
function M.final_score(ctx)
  return ctx:cards("tucked", ctx:owner())
end

return M
