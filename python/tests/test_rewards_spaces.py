"""Per-step rewards and what they sum to, the observation bounds, the action ranges, the
text view and the docstrings."""

import numpy as np
import pytest

import governor
from conftest import MIXES


def _play(game, players, seed, check=None):
    s = game.new_game(players=players, seed=seed)
    rng = np.random.default_rng(seed)
    sums = {k: np.zeros(players) for k in governor.REWARDS}
    while not s.is_terminal():
        s.apply_action(int(rng.choice(s.legal_actions())))
        for k in governor.REWARDS:
            sums[k] += s.rewards(k)
        if check:
            check(s)
    return s, sums


@pytest.mark.parametrize("packs", MIXES)
def test_rewards_sum_to_the_returns(games, packs):
    game = games(packs)
    assert game.new_game(players=3, seed=1).returns("vp") == [0.0] * 3  # nobody has VP yet
    s, sums = _play(game, 3, 11)
    totals = [x["total"] for x in s.scores()]
    assert list(sums["vp"]) == pytest.approx(totals) == s.returns("vp")
    assert list(sums["win"]) == pytest.approx(s.returns()) and sum(s.returns()) == 1
    margin = [t - max(totals[:i] + totals[i + 1:]) for i, t in enumerate(totals)]
    assert list(sums["margin"]) == pytest.approx(margin) == s.returns("margin")
    with pytest.raises(governor.GovernorError, match="one of win, margin, vp"):
        s.rewards("score")


def test_vector_env_rewards(games):
    game = games(["base"])
    for reward in governor.REWARDS:
        venv = game.vector_env(num_envs=3, players=2, seed=9, reward=reward)
        obs, masks, to_play = venv.reset()
        rng = np.random.default_rng(0)
        actions, total = [], np.zeros(2)
        while True:  # env 0's first game, replayed below from its seed
            a = governor.random_actions(masks, rng)
            actions.append(int(a[0]))
            obs, masks, to_play, rewards, dones = venv.step(a)
            total += rewards[0]
            if reward != "vp":
                assert dones[0] or not rewards[0].any()
            if dones[0]:
                break
        s = game.new_game(players=2, seed=game.game_seed(9, 0), random_draft=False)
        for a in actions:
            s.apply_action(a)
        assert s.is_terminal()
        assert list(total) == pytest.approx(s.returns(reward))


@pytest.mark.parametrize("packs", MIXES)
def test_observations_stay_in_their_bounds(games, packs, soak):
    game = games(packs)
    low, high, scale = game.observation_bounds()
    flow, fhigh, _ = game.observation_bounds(full=True)
    names = game.observation_names()
    assert low.shape == high.shape == scale.shape == game.observation_shape
    assert np.all(low <= high) and np.all(scale > 0)
    assert np.isinf(high[names.index("seat0.coins")]) and high[names.index("stage.phase")] == 1
    seen = np.zeros(game.num_distinct_actions, dtype=bool)
    most = [0]

    def check(s):
        if s.is_terminal():
            return
        for seat in range(s.num_players()):
            o = s.observation_tensor(seat)
            bad = [names[i] for i in np.flatnonzero((o < low) | (o > high))]
            assert not bad, (bad, s.history()[-1])
            n = game.normalize(o)
            assert np.all(n[np.isfinite(high)] <= 1.0 + 1e-6) and np.all(n[low >= 0] >= 0)
        f = s.state_tensor()
        assert np.all((f >= flow) & (f <= fhigh))
        legal = s.legal_actions()
        seen[legal] = True
        most[0] = max(most[0], len(legal))
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(players, players + (10 if soak else 1)):  # --soak: 10 games each
            _play(game, players, seed, check)
    assert most[0] < game.num_distinct_actions and seen.sum() > 0


def test_action_ranges_cover_the_space(games):
    game = games(["base", "nobles"])
    ranges = game.action_ranges()
    assert ranges[0] == ("pass", 0, 1)
    assert ranges[-1][2] == game.num_distinct_actions
    for (_, _, stop), (_, start, _) in zip(ranges, ranges[1:]):
        assert stop == start
    verbs = [r[0] for r in ranges]
    for v in ("role", "settle", "take", "place", "build", "craft", "sell", "store", "keep",
              "ship"):
        assert v in verbs
    assert any(v.startswith("use ") for v in verbs)
    names = game.action_names()
    for name, start, stop in ranges:
        assert all(n.startswith(name) for n in names[start:stop])


def test_text_view_and_docstrings(games):
    game = games(["base"])
    s = game.new_game(players=3, seed=1)
    text = str(s)
    assert text.startswith("round 1") and "seat 2:" in text and "island:" in text
    assert "coins" in text and "stack" in text
    assert "seat 0 to act" in text or "seat 1 to act" in text or "seat 2 to act" in text
    for name in ("apply_action", "legal_actions", "observation_tensor", "rewards", "returns",
                 "chance_outcomes", "is_chance_node", "clone", "serialize"):
        assert len((getattr(governor.State, name).__doc__ or "").strip()) > 20, name
    for name in ("observation_bounds", "action_names"):
        assert len((getattr(governor._governor.Game, name).__doc__ or "").strip()) > 15, name
    assert (governor._governor.VectorEnv.step.__doc__ or "").count("rewards") >= 1


def test_report_splits_building_win_rates_per_bot():
    from governor import report
    games = [{"players": 2, "seats": ["greedy", "random"], "winners": [0],
              "bought": [["harbor", "wharf"], ["harbor"]]},
             {"players": 2, "seats": ["random", "greedy"], "winners": [0, 1],
              "bought": [["harbor"], ["wharf"]]}]
    split = report.owners_by_bot(games)
    assert split["harbor"] == {"greedy": [1.0, 1], "random": [0.5, 2]}
    assert split["wharf"] == {"greedy": [1.5, 2]}


def test_vector_env_normalize(games):
    game = games(["base"])
    raw = game.vector_env(num_envs=4, players=3, seed=2)
    norm = game.vector_env(num_envs=4, players=3, seed=2, normalize=True)
    o1, m1, _ = raw.reset()
    o2, m2, _ = norm.reset()
    for _ in range(50):
        assert np.allclose(game.normalize(o1), o2) and np.array_equal(m1, m2)
        a = raw.random_actions()
        o1, m1, *_ = raw.step(a)
        o2, m2, *_ = norm.step(a)
    low, high, _ = game.observation_bounds()
    assert np.all(o2[:, np.isfinite(high)] <= 1.0)


def test_text_view_of_a_card_game(games):
    # str(state) of San Juan: its card zones (hands with their kinds, goods lying on the
    # buildings, the piles), not Puerto Rico's coins, ships and island.
    import json
    s = games(["san-juan"]).new_game(players=3, seed=5)
    s.apply_action("role producer")
    while s.current_player() >= 0 and s.legal_action_texts()[-1].startswith("produce"):
        s.apply_action(s.legal_action_texts()[-1])
    text = str(s)
    assert text.startswith("round 1") and "seat 2:" in text
    for word in ("coins", "island", "ships", "San Juan"):
        assert word not in text
    assert "draw_pile " in text and "[goods_cards 1]" in text
    for seat in range(3):
        hand = [z for z in json.loads(s.observation_string(seat))["cards"]
                if z["zone"] == "in_hand" and z.get("seat") == seat][0]
        assert f"in_hand {hand['count']}: {', '.join(hand['kinds'])}" in text
