"""The explicit-chance mode: each tile drawn is a chance node whose outcomes are the stack's
tiles per kind; naming the draws the seed's shuffle made plays the seed's game exactly."""

import numpy as np
import pytest

import governor
from governor import CHANCE_PLAYER


@pytest.fixture(scope="module")
def explicit():
    cache = {}

    def get(packs):
        key = ",".join(packs)
        if key not in cache:
            cache[key] = governor.load(packs=packs, chance="explicit")
        return cache[key]
    return get


def _stack_counts(game, state):
    """The stack's tiles per kind, from the full state tensor (a decision node)."""
    names = game.state_names()
    t = state.state_tensor()
    return np.array([t[names.index("stack." + k)] for k in game.tile_ids()])


def test_setup_draws_are_chance_nodes(explicit, games):
    game = explicit(["base"])
    sampled = games(["base"]).new_game(players=4, seed=3)
    s = game.new_game(players=4, seed=3)
    assert s.is_chance_node() and s.current_player() == CHANCE_PLAYER and not s.is_terminal()
    # Before the first face-up draw the stack holds everything the sampled game's stack
    # and display hold after it.
    face = sampled.to_json()["face_up"]
    left = _stack_counts(games(["base"]), sampled)
    for k in face:
        left[game.tile_ids().index(k)] += 1
    outcomes = s.chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-12
    assert [k for k, _ in outcomes] == [k for k in range(len(left)) if left[k] > 0]
    for k, p in outcomes:
        assert p == pytest.approx(left[k] / left.sum())
    assert s.legal_actions() == [k for k, _ in outcomes]
    assert s.legal_actions_mask().shape == (game.max_chance_outcomes,)
    with pytest.raises(governor.GovernorError, match="chance node"):
        s.observation_tensor(0)
    with pytest.raises(governor.GovernorError, match="not a tile kind left"):
        s.apply_action(99)
    # Naming the sampled game's draws gives the sampled game's first State.
    for k in face:
        assert s.is_chance_node()
        s.apply_action(game.tile_ids().index(k))
    assert not s.is_chance_node()
    assert s.state_hash() == sampled.state_hash()
    assert s.history() == [f"draw {k}" for k in face]


def _draws(state):
    return [e["what"] for e in state.events() if e["kind"] == "tile_drawn"]


@pytest.mark.parametrize("packs,players,seed", [(["base"], 2, 1), (["base"], 4, 7),
                                                (["base", "new-buildings", "nobles"], 3, 5)])
def test_same_draws_same_game(explicit, games, packs, players, seed):
    """Both modes play the same game for the same draws, every action checked; and every
    chance node's outcomes are the stack's tiles per kind."""
    assert _both_modes(explicit, games, packs, players, seed) > 10


def test_same_draws_same_game_every_mix(explicit, games, soak):
    from conftest import MIXES
    for packs in MIXES:
        for players in (2, 3, 4, 5):
            for seed in range(20 if soak else 1):  # --soak: 20 games each
                _both_modes(explicit, games, packs, players, 100 + seed)


def _both_modes(explicit, games, packs, players, seed):
    sampled = games(packs).new_game(players=players, seed=seed)
    game = explicit(packs)
    s = game.new_game(players=players, seed=seed)
    for k in sampled.to_json()["face_up"]:
        s.apply_action(game.tile_ids().index(k))
    rng = np.random.default_rng(seed)
    nodes = 0
    while not sampled.is_terminal():
        assert s.state_hash() == sampled.state_hash()
        slot = int(rng.choice(sampled.legal_actions()))
        before = _stack_counts(game, s).astype(float)
        sampled.apply_action(slot)
        s.apply_action(slot)
        for kind in _draws(sampled):
            assert s.is_chance_node()
            probs = dict(s.chance_outcomes())
            if before.sum() > 0:  # no reshuffle of the discards yet: the stack, one fewer per draw
                assert probs == pytest.approx({k: before[k] / before.sum()
                                               for k in range(len(before)) if before[k]})
                before[kind] -= 1
            assert abs(sum(probs.values()) - 1) < 1e-12 and kind in probs
            s.apply_action(kind)
            nodes += 1
        assert not s.is_chance_node()
    assert s.is_terminal() and s.returns() == sampled.returns()
    assert s.state_hash() == sampled.state_hash()
    return nodes


def test_other_draws_other_games(explicit):
    game = explicit(["base"])
    a = game.new_game(players=3, seed=2)
    outcomes = [k for k, _ in a.chance_outcomes()]
    b = a.clone()
    a.apply_action(outcomes[0])
    b.apply_action(outcomes[-1])
    assert a.history() != b.history() and a != b
    c = game.new_game(players=3, seed=2)
    c.apply_action(outcomes[0])
    assert a == c  # the same outcomes: the same node
    with pytest.raises(governor.GovernorError, match="explicit-chance"):
        a.serialize()


def _settler_phase_expectimax(state, chooser, value, counter):
    """Expectimax to the end of one phase: max for the chooser, min for the other seat,
    the chance nodes weighted by their probabilities; `value` at the first role choice."""
    counter[0] += 1
    if state.is_chance_node():
        total = 0.0
        for k, p in state.chance_outcomes():
            child = state.clone()
            child.apply_action(k)
            total += p * _settler_phase_expectimax(child, chooser, value, counter)
        return total
    if state.is_terminal() or state.to_json()["stage"] == "choose_role":
        return value(state)
    best = None
    for slot in state.legal_actions():
        child = state.clone()
        child.apply_action(slot)
        v = _settler_phase_expectimax(child, chooser, value, counter)
        if best is None or (v > best if state.current_player() == chooser else v < best):
            best = v
    return best


def test_expectimax_over_one_settler_phase(explicit):
    game = explicit(["base"])
    s = game.new_game(players=2, seed=4)
    while s.is_chance_node():
        s.apply_action(s.chance_outcomes()[0][0])
    texts = s.legal_action_texts()
    settler = [t for t in texts if t.startswith("role ") and "settler" in t]
    assert settler, texts
    chooser = s.current_player()
    s.apply_action(settler[0])
    kinds = game.tile_ids()
    stack = _stack_counts(game, s)
    face_now = len(s.to_json()["face_up"])

    # The expected number of tiles of each kind face up after the phase's refill is the
    # hypergeometric mean: the refill draws as many tiles as the display holds (2 players:
    # 3), each kind in proportion to the stack, whatever the seats took.
    for k in range(len(kinds)):
        if stack[k] == 0:
            continue
        counter = [0]
        face_up = lambda st, k=k: sum(1 for t in st.to_json()["face_up"] if t == kinds[k])
        v = _settler_phase_expectimax(s, chooser, face_up, counter)
        assert v == pytest.approx(face_now * stack[k] / stack.sum())
        assert counter[0] > 50
    # A real objective: the chooser's island lead; the search runs and names a value.
    lead = lambda st: (len(st.to_json()["seats"][chooser]["island"])
                       - len(st.to_json()["seats"][1 - chooser]["island"]))
    assert _settler_phase_expectimax(s, chooser, lead, [0]) == pytest.approx(0.0)  # a tile each


def test_game_facts(explicit, games):
    t = explicit(["base"]).get_type()
    assert t["chance_mode"] == "explicit_stochastic" and t["dynamics"] == "sequential"
    assert t["information"] == "imperfect_information" and t["max_chance_outcomes"] == 6
    assert games(["base"]).get_type()["chance_mode"] == "sampled_stochastic"
    with pytest.raises(governor.GovernorError):
        governor.load(["base"], chance="sometimes")
    with pytest.raises(governor.GovernorError, match="sample chance"):
        governor.envs.AECEnv(explicit(["base"]), players=2)
