-- Palace. « A la fin du jeu, celui qui possède un Palais reçoit 1 point additionnel pour
-- chaque tranche de 4 points de victoire. En d'autres termes, le joueur divise tous ses
-- points de victoire par 4 et reçoit alors les PV additionnels (éventuellement arrondis !).
-- Les PV pour le Palais sont calculés complètement à la fin, après que tous les autres PV
-- ont été déterminés. »
-- Score hooks do not see each other's answers, so the palace counts the owner's other VP
-- itself, as the seed lists them: « Bâtiments + Cartes sous la Chapelle + Bâtiments de
-- coût "6" + Palais » (the printed VP, the chapel's cards, then the guild hall, city hall
-- and triumphal arch as their own scripts count them).
local M = {}

local ARCH_VP = { 4, 6, 8 } -- triumphal arch, by number of monuments

local function other_vp(ctx, me)
  local vp, production, violet, monuments = ctx:vp(me), 0, 0, 0
  local owned = {}
  for _, id in ipairs(ctx:buildings(me)) do
    local def = ctx:building_def(id)
    owned[id] = true
    vp = vp + def.vp
    if def.category == "production" then production = production + 1 end
    if def.category == "violet" then violet = violet + 1 end
    for _, tag in ipairs(def.tags) do
      if tag == "monument" then monuments = monuments + 1 end
    end
  end
  if owned.chapel then vp = vp + ctx:cards("tucked", me, "chapel") end
  if owned.guild_hall then vp = vp + 2 * production end
  if owned.city_hall then vp = vp + violet end
  if owned.triumphal_arch then vp = vp + (ARCH_VP[monuments] or 0) end
  return vp
end

-- « un joueur qui a construit un Palais obtient 34 PV. Pour son Palais, il reçoit alors 8
-- PV en supplément, pour un total de 42 PV. »
function M.final_score(ctx)
  return other_vp(ctx, ctx:owner()) // 4
end

return M
