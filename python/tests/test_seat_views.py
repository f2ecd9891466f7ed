"""A seat's information (docs/python.md, docs/views.md): observation_string,
information_state_string and _tensor, resample_hidden. Twin States that differ only in what
a seat cannot see give it the same strings and tensors; a resampled State agrees with what
the seat sees, and over many samples each unseen tile or card shows up where it could be."""
import json
import os
import random

import numpy as np

import governor

CARD_PACK = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "packs", "card-game")


def random_position(game, players, seed, steps):
    s = game.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply_action(rng.choice(s.legal_actions()))
    return s


def positions(game, players, count):
    rng = random.Random(players)
    for i in range(count):
        yield random_position(game, players, 1000 + i, rng.randrange(0, 250))


def counts(n):
    return 1000 if os.environ.get("GOVERNOR_SOAK") == "1" else n


def seat_outputs(s, seat):
    return (s.observation_string(seat), s.information_state_string(seat),
            s.observation_tensor(seat).tobytes())


def test_shapes_and_names(games):
    game = games(["base", "new-buildings", "nobles"])
    s = game.new_game(players=3, seed=4)
    t = s.information_state_tensor(0)
    assert t.dtype == np.float32 and t.shape == game.information_state_shape
    assert len(game.information_state_names()) == game.information_state_shape[0]
    assert game.information_state_shape[0] == game.observation_shape[0] + 5
    assert game.get_type()["provides_information_state_tensor"]


def test_strings_hide_the_stack_and_the_others_chips(games):
    game = games(["base", "new-buildings", "nobles"])
    for s in positions(game, 4, counts(20)):
        if s.is_terminal():
            continue
        full = s.to_json()
        for seat in range(4):
            board = json.loads(s.observation_string(seat))
            assert board["stack"] == len(full["stack"])   # a size, not the order
            assert "rng" not in board
            for other in range(4):
                chips = board["seats"][other]["vp_chips"]
                assert chips == (full["seats"][seat]["vp_chips"] if other == seat else None)
            info = json.loads(s.information_state_string(seat))
            assert info["observation"] == board and info["history"] == s.history()
            # the chips every seat was seen taking, in turn order from the seat
            t = s.information_state_tensor(seat)
            n = game.observation_shape[0]
            for k in range(4):
                assert t[n + k] == full["seats"][(seat + k) % 4]["vp_chips"]


def test_resampled_stack_agrees_with_the_seat_and_moves_every_tile(games):
    game = games(["base", "new-buildings", "nobles"])
    s = random_position(game, 4, 7, 60)
    seat = s.current_player()
    stack = s.to_json()["stack"]
    assert len(stack) > 5
    tops = set()
    for i in range(counts(200)):
        r = s.resample_hidden(seat, i)
        assert seat_outputs(r, seat) == seat_outputs(s, seat)
        for other in range(4):   # the stack is hidden from every seat
            assert r.observation_string(other) == s.observation_string(other)
        assert sorted(r.to_json()["stack"]) == sorted(stack)
        assert r.history() == s.history() and r.legal_actions() == s.legal_actions()
        tops.add(r.to_json()["stack"][-1])
    assert tops == set(stack)   # every kind in the stack was drawn next in some sample
    r.apply_action(r.legal_actions()[0])   # a sample plays on


def test_card_twins_and_resampled_hands():
    game = governor.load(packs=[CARD_PACK])
    rng = random.Random(3)
    checked = covered = 0
    for players in (2, 3):
        for n, s in enumerate(positions(game, players, counts(10))):
            if s.is_terminal():
                continue
            # Many samples at the first positions (every unseen card must come out), a few
            # at the others (the seat's outputs must not change).
            samples = 200 if n < 2 or counts(1) > 1 else 12
            full = s.to_json()
            for seat in range(players):
                mine = [i for i, p in enumerate(full["cards"]) if p == f"in_hand:{seat}"]
                seen = set()
                hidden_cards = {i for i, p in enumerate(full["cards"])
                                if p and (p == "draw_pile" or (
                                    p.startswith(("in_hand:", "looked_at:"))
                                    and not p.endswith(f":{seat}")))}
                for k in range(samples):
                    r = s.resample_hidden(seat, rng.randrange(1 << 30))
                    # every output for the seat is the same, and so are its own cards
                    assert seat_outputs(r, seat) == seat_outputs(s, seat)
                    places = r.to_json()["cards"]
                    assert [i for i, p in enumerate(places) if p == f"in_hand:{seat}"] == mine
                    other = (seat + 1) % players
                    seen.update(i for i, p in enumerate(places) if p == f"in_hand:{other}")
                    checked += 1
                # every card the seat cannot see came into the next seat's hand in some sample
                if samples >= 200 and any(p == f"in_hand:{(seat + 1) % players}"
                                          for p in full["cards"]):
                    assert hidden_cards <= seen
                    covered += 1
    assert checked > 0 and covered > 0


def test_history_hides_another_seats_card_choice():
    game = governor.load(packs=[CARD_PACK])
    s = game.new_game(players=2, seed=5)
    s.apply_action("role sifter")
    picker = s.current_player()
    s.apply_action(s.legal_actions()[0])
    picked = s.history()[-1]
    assert picked.startswith("pick ")
    other = 1 - picker
    assert json.loads(s.information_state_string(picker))["history"][-1] == picked
    assert json.loads(s.information_state_string(other))["history"][-1] == "pick"


def test_history_hides_a_card_tucked_under_another_seats_chapel():
    # « un joueur n'a pas à dévoiler aux autres joueurs le type, ni le nombre de cartes
    # disposées sous la Chapelle »: `use chapel well` reads `use chapel` to the others.
    game = governor.load(packs=["san-juan"])
    found = 0
    for seed in range(1, 60):
        s = game.new_game(players=3, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal() and found < 3:
            legal = s.legal_actions()
            texts = [s.action_to_string(a) for a in legal]
            tucks = [a for a, t in zip(legal, texts) if t.startswith("use chapel ")]
            actor = s.current_player()
            s.apply_action(tucks[0] if tucks else rng.choice(legal))
            if not tucks:
                continue
            tucked = s.history()[-1]
            assert tucked.startswith("use chapel ") and len(tucked.split()) == 3
            assert json.loads(s.information_state_string(actor))["history"][-1] == tucked
            for other in range(3):
                if other != actor:
                    info = json.loads(s.information_state_string(other))
                    assert info["history"][-1] == "use chapel"
            found += 1
        if found >= 3:
            break
    assert found == 3


def test_history_names_no_card_of_another_hand_a_hostile_power_chose():
    # #48: the spyglass (tests/hostile/card-leaks) offers the kinds of the next seat's hand;
    # `use spyglass <kind>` names a card only hidden places hold: the others read
    # `use spyglass` in their information state, the actor reads it whole.
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    pack = os.path.join(root, "tests", "hostile", "card-leaks")
    game = governor.load(packs=["san-juan", pack])
    found = 0
    for seed in range(1, 200):
        s = game.new_game(players=3, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal() and found < 3:
            legal = s.legal_actions()
            texts = [s.action_to_string(a) for a in legal]
            peeks = [a for a, t in zip(legal, texts) if t.startswith("use spyglass ")]
            builds = [a for a, t in zip(legal, texts) if t.startswith("build spyglass")]
            actor = s.current_player()
            s.apply_action(peeks[0] if peeks else builds[0] if builds else rng.choice(legal))
            if not peeks:
                continue
            peeked = s.history()[-1]
            assert json.loads(s.information_state_string(actor))["history"][-1] == peeked
            for other in range(3):
                if other == actor:
                    continue
                info = json.loads(s.information_state_string(other))
                if info["history"][-1] != peeked:
                    assert info["history"][-1] == "use spyglass"
                    found += 1
        if found >= 3:
            break
    assert found == 3
