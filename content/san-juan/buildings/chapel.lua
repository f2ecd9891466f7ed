-- Chapel. « Celui qui détient une Chapelle peut placer une des cartes de sa main, face
-- cachée et en dessous de la Chapelle, au début de chaque tour, avant que le Gouverneur ne
-- vérifie la limite de 7 cartes pour chaque main [...]. Chaque carte rapporte un PV en fin
-- de partie. » The round_start offer comes before the hand limit; `pass` declines. The
-- zone `tucked` is seen by its owner only, its count too (« ni le type, ni le nombre »).
local M = {}

M.round_start = {
  -- One option a kind of card in the hand: `use chapel <kind>`.
  offer = function(ctx, args)
    local options, listed = {}, {}
    for _, kind in ipairs(ctx:card_kinds("in_hand", ctx:owner())) do
      if not listed[kind] then
        listed[kind] = true
        options[#options + 1] = kind
      end
    end
    return options
  end,
  apply = function(ctx, args, kind)
    ctx:move_card(kind, "in_hand", "tucked", ctx:owner(), "chapel")
  end,
}

-- « un joueur a 7 cartes placées sous sa Chapelle à la fin du jeu ; elle lui rapporte
-- alors 9 points de victoire » : the chapel's 2 printed VP and 1 a card under it.
function M.final_score(ctx)
  return ctx:cards("tucked", ctx:owner(), "chapel")
end

return M
