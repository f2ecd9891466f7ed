-- Crane. « Si un joueur a construit une Grue, il peut couvrir ses propres bâtiments
-- lorsqu'il construit, i.e. mettre le nouveau bâtiment sur un autre bâtiment, ce dernier
-- étant alors retiré du jeu. Le coût de la nouvelle construction est alors réduit d'autant
-- que le coût du bâtiment ainsi écarté. » The build_from_hand mechanic does the rest: it
-- asks where the card goes (`cover <building>`), takes the covered cost off, discards a
-- good lying on it, and keeps the covered building silent while it prices the build (« il
-- ne peut pas aider à construire le nouveau bâtiment »), this question included, so the
-- crane never covers itself (« un joueur ne peut jamais recouvrir sa Grue »).
local M = {}

-- « un joueur ne peut recouvrir un bâtiment par un bâtiment du même type »
function M.build_over(ctx, args, value)
  return value or ctx:buildings(ctx:owner())[args.slot] ~= args.building
end

-- « Si la Chapelle est recouverte, les cartes restent dessous et sont considérées comme des
-- PV »: the chapel counts the cards under it while it stands; once covered, the crane
-- counts them (a chapel built again counts them all).
function M.final_score(ctx)
  if ctx:owns(ctx:owner(), "chapel") then return 0 end
  return ctx:cards("tucked", ctx:owner())
end

return M
