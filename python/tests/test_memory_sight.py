"""Memory declares who may read it (issue #48; docs/content-format.md, memory_sight): the
memory test pack's buildings copy their owner's hand into their memory (spy: owner, the
default; open_spy: everyone; blind_spy: nobody) and its rules.lua copies every hand into the
pack's memory (nobody). A seat's strings show it only the memory it may read (null
otherwise), and resample_hidden (what a bot decides from) sets the rest to 0."""
import json
import os
import random

import governor

MEMORY_PACK = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "packs",
                           "memory-sight")


def positions(game, players, count):
    rng = random.Random(48)
    for i in range(count):
        s = game.new_game(players=players, seed=480 + i)
        for _ in range(rng.randrange(1, 60)):
            if s.is_terminal():
                break
            s.apply_action(rng.choice(s.legal_actions()))
        yield s


def check_board(board, seat):
    for owner, st in enumerate(board["seats"]):
        for b in st["city"]:
            visible = (b["building"] == "open_spy"
                       or (b["building"] == "spy" and owner == seat))
            assert (b["memory"] is not None) == visible, (seat, owner, b)
    assert board["rule_memory"]["memory-sight"] is None


def test_strings_show_only_the_memory_a_seat_may_read():
    game = governor.load(packs=[MEMORY_PACK])
    hidden_nonzero = 0
    for s in positions(game, 3, 20):
        if s.is_chance_node():
            continue
        truth = json.loads(s.to_json_text())
        for seat in range(3):
            check_board(json.loads(s.observation_string(seat)), seat)
            check_board(json.loads(s.information_state_string(seat))["observation"], seat)
            # What a bot decides from: the memory it may not read is 0.
            sample = json.loads(s.resample_hidden(seat, 7).to_json_text())
            for owner, st in enumerate(sample["seats"]):
                for b, real in zip(st["city"], truth["seats"][owner]["city"]):
                    if b["building"] == "blind_spy" or (b["building"] == "spy" and owner != seat):
                        assert b["memory"] == [0, 0, 0, 0]
                        hidden_nonzero += real["memory"] != [0, 0, 0, 0]
                    else:
                        assert b["memory"] == real["memory"]
    assert hidden_nonzero > 0  # the hostile copies were there to hide
