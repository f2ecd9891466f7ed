-- Villa. "Au premier tour de la phase de l'intendant, le propriétaire d'une villa occupée
-- peut prendre un noble à la réserve (pas sur le bateau). S'il n'y a plus de nobles
-- disponibles dans la réserve, il peut prendre un colon à la place."
--
-- At the start of the mayor phase, before the privilege and the ship: `use villa noble`
-- (or, with no noble left in the supply, `use villa colonist`), or `pass`. The worker
-- goes to San Juan and is placed with the others in this phase.
local M = {}

-- roles: offered at the start of the mayor phase only (the script is not called at the
-- start of the other phases).
M.phase_start = {
  roles = "mayor",
  offer = function(ctx, args)
    if ctx:worker_supply("noble") > 0 then
      return { "noble" }
    end
    if ctx:worker_supply("colonist") > 0 then
      return { "colonist" }
    end
    return nil
  end,
  apply = function(ctx, args, kind)
    ctx:recruit_worker(ctx:owner(), kind, "supply")
  end,
}

return M
