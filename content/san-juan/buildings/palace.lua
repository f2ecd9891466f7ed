-- Palace. « A la fin du jeu, celui qui possède un Palais reçoit 1 point additionnel pour
-- chaque tranche de 4 points de victoire. En d'autres termes, le joueur divise tous ses
-- points de victoire par 4 et reçoit alors les PV additionnels (éventuellement arrondis !).
-- Les PV pour le Palais sont calculés complètement à la fin, après que tous les autres PV
-- ont été déterminés. »
-- « tous ses points de victoire »: the core adds up every other source first (printed VP,
-- the chapel's cards, under a chapel the crane covered too, the guild hall, city hall and
-- triumphal arch, and any pack's end-of-game building) and asks final_score_last with that
-- total in `args.amount`, so the palace never keeps its own list of what scores.
local M = {}

-- « un joueur qui a construit un Palais obtient 34 PV. Pour son Palais, il reçoit alors 8
-- PV en supplément, pour un total de 42 PV. »
function M.final_score_last(ctx, args, vp)
  return vp + args.amount // 4
end

return M
