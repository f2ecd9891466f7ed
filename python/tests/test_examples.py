"""The numpy policy-gradient example learns: a short fixed-seed run beats the random bot
over a fixed set of games (python/examples/pg_numpy.py; about 20 s here)."""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))

import pg_numpy  # noqa: E402


def test_policy_gradient_beats_random(games):
    game = games(["base"])
    policy, curve = pg_numpy.train(game, steps=1500, seed=1)
    assert curve and curve[-1][0] >= 192          # a few batches of finished games
    untrained = pg_numpy.LinearPolicy(game.observation_shape[0], game.num_distinct_actions,
                                      np.random.default_rng(0))
    trained = pg_numpy.evaluate(game, policy, games=200)
    baseline = pg_numpy.evaluate(game, untrained, games=200)   # uniform over the legal slots
    assert 0.35 < baseline < 0.65
    assert trained >= 0.75 and trained > baseline + 0.2, (trained, baseline, curve)
    # the same seed trains the same policy
    again, _ = pg_numpy.train(game, steps=700, seed=1)
    once, _ = pg_numpy.train(game, steps=700, seed=1)
    assert once.t >= 1 and np.array_equal(again.W, once.W)
