"""A card game's zones in the tensors (docs/python.md, "Card zones in the tensors"), on San
Juan at 2, 3 and 4 players: fixed shapes, bounds that hold, no leak (twin States that differ
only in what a seat cannot see give it byte-identical observation and information state
tensors), and the zones really in them (what the seat sees changes its tensor)."""
import os
import random

import numpy as np
import pytest

import governor

PLAYERS = (2, 3, 4)


@pytest.fixture(scope="module")
def game():
    return governor.load(packs=["san-juan"])


def many(n, soak=1000):
    """n by default; `soak` with GOVERNOR_SOAK=1 (as test_seat_views.py)."""
    return soak if os.environ.get("GOVERNOR_SOAK") == "1" else n


def positions(game, players, count, seed=0):
    """`count` random positions (not over), each after a random number of random actions
    from a new game, so early and late positions both come up."""
    rng = random.Random(1000 * players + seed)
    out = []
    while len(out) < count:
        s = game.new_game(players=players, seed=rng.randrange(1 << 30))
        for _ in range(rng.randrange(0, 400)):
            if s.is_terminal():
                break
            s.apply_action(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
    return out


def index(names):
    return {n: i for i, n in enumerate(names)}


def block(names, prefix):
    return [i for i, n in enumerate(names) if n.startswith(prefix)]


def test_layout_is_fixed_and_named_from_the_zones(game):
    names = game.observation_names()
    full = game.describe()["state"]
    info = game.information_state_names()
    assert len(names) == game.observation_shape[0] and len(full) == game.state_shape[0]
    assert len(info) == game.information_state_shape[0]
    assert info[:len(names)] == names
    kinds = [n.split(".kind.")[1] for n in names if n.startswith("cards.in_hand.seat0.kind.")]
    assert "indigo_plant" in kinds and len(kinds) == len(set(kinds))
    # What a seat may see: every count but the others' tucked cards, its own hand's kinds,
    # every city's kinds; never the draw pile's, the discard pile's, the goods' or the
    # others' hands.
    for n in ("cards.draw_pile.count", "cards.discard_pile.count", "cards.built_over.count",
              "cards.in_hand.seat3.count", "cards.goods_cards.seat2.count",
              "cards.goods_cards.seat2.on.indigo_plant", "cards.city_cards.seat4.kind.palace",
              "cards.tucked.seat0.kind.palace", "cards.tucked.seat1.hidden",
              "price_tile.turned", "price_tile.silver"):
        assert n in names, n
    for prefix in ("cards.draw_pile.kind.", "cards.discard_pile.kind.", "cards.in_hand.seat1.kind.",
                   "cards.drawn_cards.seat1.kind.", "cards.goods_cards.seat0.kind.",
                   "cards.tucked.seat1.kind.", "cards.tucked.seat1.on.", "cards.tucked.seat0.hidden",
                   "price_tiles."):
        assert not block(names, prefix), prefix
    # The referee's tensor has them all (seats in absolute order), and no hidden flag.
    for prefix in ("cards.draw_pile.kind.", "cards.goods_cards.seat1.kind.",
                   "cards.in_hand.seat3.kind.", "price_tiles.order4.silver"):
        assert block(full, prefix), prefix
    assert not [n for n in full if n.endswith(".hidden")]
    # The information state remembers the price tiles seen turned up, newest first.
    assert info[-6:] == ["seen.price_tile4.turned"] + [
        f"seen.price_tile4.{g}" for g in ("indigo", "sugar", "tobacco", "coffee", "silver")]
    for players in PLAYERS:
        s = positions(game, players, 1)[0]
        for seat in range(players):
            assert s.observation_tensor(seat).shape == game.observation_shape
            assert s.information_state_tensor(seat).shape == game.information_state_shape
        assert s.state_tensor().shape == game.state_shape


def test_no_leak_twins(game):
    """resample_hidden(seat) deals again every card the seat cannot see (hands of others,
    the piles, goods, cards under another's chapel) and the unturned price tiles: the seat's
    tensors must not change by a byte, while the referee's does."""
    twins = differ = 0
    for players in PLAYERS:
        rng = random.Random(players)
        for s in positions(game, players, many(200)):
            for seat in range(players):   # every seat of every position
                twin = s.resample_hidden(seat, rng.randrange(1 << 30))
                assert (twin.observation_tensor(seat).tobytes()
                        == s.observation_tensor(seat).tobytes())
                assert (twin.information_state_tensor(seat).tobytes()
                        == s.information_state_tensor(seat).tobytes())
                twins += 1
                # the twin differs in the hidden part (cards elsewhere, other kinds per zone)
                if (twin.to_json()["cards"] != s.to_json()["cards"]
                        and not np.array_equal(twin.state_tensor(), s.state_tensor())):
                    differ += 1
    assert twins == 9 * many(200)
    assert differ >= 0.95 * twins, (differ, twins)


def test_what_the_seat_sees_is_in_it(game):
    """Resampled for another seat, this seat's own hand (hidden from that one) changes: so
    does this seat's tensor, in its hand's kinds. And every entry the seat sees agrees with
    the referee's tensor."""
    names = game.observation_names()
    full = index(game.describe()["state"])
    at = index(names)
    hand = block(names, "cards.in_hand.seat0.kind.")
    changed = 0
    for players in PLAYERS:
        rng = random.Random(10 + players)
        for s in positions(game, players, many(60), seed=1):
            seat = rng.randrange(players)
            other = (seat + 1) % players
            o = s.observation_tensor(seat)
            f = s.state_tensor()
            for name, i in at.items():   # the seat's view read from the referee's
                if not name.startswith("cards."):
                    continue
                parts = name.split(".")
                if parts[2].startswith("seat"):
                    rel = int(parts[2][4:])
                    if rel >= players:
                        assert o[i] == 0, name
                        continue
                    parts[2] = f"seat{(seat + rel) % players}"
                if parts[-1] == "hidden":
                    assert o[i] == 1, name
                    continue
                if name.replace(".count", ".hidden") in at and parts[-1] == "count":
                    assert o[i] == 0, name   # hidden: 0, whatever lies there
                    continue
                assert o[i] == f[full[".".join(parts)]], name
            twin = s.resample_hidden(other, rng.randrange(1 << 30))
            mine = s.to_json()["cards"]
            if [p == f"in_hand:{seat}" for p in mine] == [
                    p == f"in_hand:{seat}" for p in twin.to_json()["cards"]]:
                continue   # the same cards (no other card of another kind to deal)
            t = twin.observation_tensor(seat)
            diff = set(np.flatnonzero(t != o))
            if diff:
                changed += 1
                assert diff <= set(hand) | set(block(names, "cards.drawn_cards.seat0.")) | set(
                    block(names, "cards.tucked.seat0.")), [names[i] for i in diff]
    assert changed >= many(60)   # most of the 3 * 60 positions


def test_price_tiles_turned_and_remembered(game):
    at = index(game.information_state_names())
    goods = ("indigo", "sugar", "tobacco", "coffee", "silver")
    seen_some = seen_all = 0
    for players in PLAYERS:
        for s in positions(game, players, many(40), seed=2):
            j = s.to_json()["price_tiles"]
            order, turned = j["order"], j["turned"]
            t = s.information_state_tensor(0)
            assert t[at["price_tile.turned"]] == (turned > 0)
            for k in range(5):
                assert t[at[f"seen.price_tile{k}.turned"]] == (k < turned)
            if turned == 0:
                assert not any(t[at[f"price_tile.{g}"]] for g in goods)
                continue
            seen_some += 1
            seen_all += turned >= 5
            newest = [t[at[f"price_tile.{g}"]] for g in goods]
            assert newest == [t[at[f"seen.price_tile0.{g}"]] for g in goods]
            f = s.state_tensor()
            full = index(game.describe()["state"])
            assert f[full["price_tiles.turned"]] == turned
            # the newest is the tile at place (turned - 1) mod 5 of the order, the one
            # before it one place back, and so on (they come round in one order)
            for k in range(min(turned, 5)):
                place = (turned - 1 - k) % 5
                assert [t[at[f"seen.price_tile{k}.{g}"]] for g in goods] == [
                    f[full[f"price_tiles.order{place}.{g}"]] for g in goods]
            assert order[(turned - 1) % 5] in range(5)
    assert seen_some > 0 and seen_all > 0


def test_bounds_hold_over_random_games(game):
    low, high, scale = game.observation_bounds()
    flow, fhigh, _ = game.observation_bounds(full=True)
    names = game.observation_names()
    hand = names.index("cards.in_hand.seat0.count")
    assert high[hand] == 110 and high[names.index("cards.in_hand.seat0.kind.indigo_plant")] == 10
    assert np.all(low <= high) and np.all(scale > 0)
    for players in PLAYERS:
        rng = random.Random(20 + players)
        for _ in range(many(4, 40)):
            s = game.new_game(players=players, seed=rng.randrange(1 << 30))
            while not s.is_terminal():
                for seat in range(players):
                    o = s.observation_tensor(seat)
                    bad = [names[i] for i in np.flatnonzero((o < low) | (o > high))]
                    assert not bad, bad
                    n = game.normalize(o)
                    assert np.all(n[np.isfinite(high)] <= 1 + 1e-6)
                f = s.state_tensor()
                assert np.all((f >= flow) & (f <= fhigh))
                s.apply_action(rng.choice(s.legal_actions()))


def rollout(w, rng):
    for _ in range(governor.MAX_GAME_LENGTH):
        if w.is_terminal():
            return w.returns()
        w.apply_action(rng.choice(w.legal_actions()))
    return [0.0] * w.num_players()


def pimc(s, samples, rng):
    """docs/python.md's determinized search on San Juan (the same code)."""
    seat = s.current_player()
    value = dict.fromkeys(s.legal_actions(), 0.0)
    for _ in range(samples):
        world = s.resample_hidden(seat, rng.randrange(1 << 30))
        for slot in value:
            w = world.clone()
            w.apply_action(slot)
            value[slot] += rollout(w, rng)[seat]
    return max(value, key=value.get)


def test_determinized_search_example(game):
    """The seat's choices are the same in every sampled world (so the example may try each
    slot in each), and the search plays legal moves."""
    rng = random.Random(5)
    for players in PLAYERS:
        for s in positions(game, players, many(30, 300), seed=3):
            seat = s.current_player()
            for _ in range(3):
                world = s.resample_hidden(seat, rng.randrange(1 << 30))
                assert world.current_player() == seat
                assert world.legal_actions() == s.legal_actions()
    s = game.new_game(players=3, seed=1)
    for _ in range(3):
        slot = pimc(s, 2, rng)
        assert slot in s.legal_actions()
        s.apply_action(slot)


def test_aec_env_gives_each_agent_its_own_view(game):
    """The AEC env's observe(agent) is that agent's seat view, never the referee's: at every
    decision of a random San Juan game, each agent's observation is its seat's
    observation_tensor and does not change when the cards it cannot see are dealt again."""
    from governor import envs
    env = envs.AECEnv(game, players=3)
    env.reset(seed=7)
    rng = random.Random(7)
    checked = 0
    for agent in env.agent_iter(max_iter=300):
        obs, _, termination, truncation, _ = env.last()
        if termination or truncation:
            env.step(None)
            continue
        s = env.game_state
        for other in env.agents:
            seat = env.agent_name_mapping[other]
            mine = env.observe(other)["observation"]
            assert mine.tobytes() == s.observation_tensor(seat).tobytes()
            twin = s.resample_hidden(seat, rng.randrange(1 << 30))
            assert twin.observation_tensor(seat).tobytes() == mine.tobytes()
            checked += 1
        env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert checked >= 600
