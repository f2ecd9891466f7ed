"""A card game's start variant from Python: new_game(variant=...), recorded by serialize().

San Juan's « Variante » (seed 004): « le joueur qui commence reçoit 5 cartes en tout, le
second 6 [...] décide des 4 cartes qu'il va conserver en main et défausse les autres ».
"""

import json
import random

import pytest

import governor


def test_start_variant_listed_dealt_and_serialized(games):
    game = games(["san-juan"])
    assert list(game.start_variants()) == ["start_choice"]
    state = game.new_game(players=3, seed=5, variant="start_choice")
    assert state.current_player() == 0
    texts = state.legal_action_texts()
    assert texts and all(t.startswith("discard ") for t in texts)
    # seat 0 discards 1, seat 1 discards 2, seat 2 discards 3; then the first role
    rng = random.Random(3)
    order = []
    while all(t.startswith("discard ") for t in state.legal_action_texts()):
        order.append(state.current_player())
        state.apply_action(rng.choice(state.legal_actions()))
    assert order == [0, 1, 1, 2, 2, 2]
    assert state.current_player() == 0
    assert all(t.startswith("role ") for t in state.legal_action_texts())
    text = state.serialize()
    assert json.loads(text)["options"]["variant"] == "start_choice"
    back = game.deserialize(text)
    assert back.state_hash() == state.state_hash()
    # the plain start is unchanged and records no variant
    plain = game.new_game(players=3, seed=5)
    assert all(t.startswith("role ") for t in plain.legal_action_texts())
    assert "variant" not in json.loads(plain.serialize())["options"]


def test_start_variant_unknown_id(games):
    game = games(["san-juan"])
    with pytest.raises(governor.GovernorError, match="did you mean 'start_choice'"):
        game.new_game(players=2, seed=1, variant="start_chioce")
    assert games(["base"]).start_variants() == {}
