-- Pack rules of "Les nobles": they apply whoever owns what (seed 000, "Extension LES
-- NOBLES"):
--   "Dans cette extension, épuiser les colons ou les nobles ne met pas fin au jeu. Les
--   joueurs peuvent utiliser tous les colons lors de la partie. Au début du jeu et à la
--   fin de chaque phase d'intendant, placer un noble au lieu d'un colon sur le bateau de
--   colons (tant qu'il reste des nobles disponibles)."
-- The setup's ship (one noble in place of a colonist) is in setup.yaml; these hooks do the
-- rest. The core caps the noble at the supply left, and colonists fill the refill.
return {
  -- After each mayor phase, one worker of the refill is a noble, while nobles remain.
  ship_refill = function(ctx, args, value)
    if args.worker == "noble" then return value + 1 end
    return value
  end,

  -- Running out of workers (colonists or nobles) ends nothing; a full city and the last
  -- VP chip still end the game.
  end_waived = function(ctx, args, waived)
    return waived or args.cause == "workers"
  end,
}
