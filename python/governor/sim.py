"""Simulations from Python with any mix of built-in bots and Python callables as seats.

Each game is seeded as game `i` of `governor sim --seed S`, and each built-in bot as that
seat's bot there, so seats given as bot specs play the very games `sim` plays (same
records, same final states). Seats rotate by one per game. A callable seat is
f(state) -> slot (int) or action text (str). Returns one record per game with the fields of
`governor sim --games-out`.
"""

import json

from . import _governor

# The per-building tallies of `sim --games-out` ("powers"): event kind -> field.
_TALLIED = {"coins": "coins", "vp": "vp", "goods": "goods", "worker": "workers",
            "tile": "tiles", "final_vp": "final_vp", "card_moved": "cards"}
# Gains only: what a power passes from one seat to another counts as the taker's gain.
_GAINS_ONLY = {"coins", "vp", "goods"}


def _seat_name(seat):
    return seat if isinstance(seat, str) else getattr(seat, "__name__", type(seat).__name__)


def _tally(chosen, events, ids, powers):
    """Adds one decision to `powers` as `governor sim` does: a building's power acted (one
    use) when the seat chose its offer (`chosen`, the action's text: "use <building> ...") or
    in a decision with an event it caused; its events' amounts by kind."""
    acted = set()
    words = chosen.split()
    if len(words) > 1 and words[0] == "use" and words[1] in ids:
        acted.add(words[1])
    for e in events:
        if e["cause"] != "building":
            continue
        b = ids[e["cause_id"]]
        acted.add(b)
        if e["kind"] in _TALLIED:
            amount = max(0, e["amount"]) if e["kind"] in _GAINS_ONLY else e["amount"]
            _power(powers, b)[_TALLIED[e["kind"]]] += amount
    for b in acted:
        _power(powers, b)["uses"] += 1


def _power(powers, building):
    return powers.setdefault(building, dict.fromkeys(
        ("uses", "coins", "vp", "goods", "workers", "tiles", "final_vp", "cards"), 0))


def play_one(game, seat_players, seed, step_cap=20000, random_draft=False):
    """One game; seat_players[i] plays seat i. Returns (state, bought, steps, powers) where
    bought[seat] lists (round, building id) in the order they were built and powers the
    per-building tallies."""
    state = game.new_game(players=len(seat_players), seed=seed, random_draft=random_draft)
    ids = game.building_ids()
    bought = [[] for _ in seat_players]
    powers = {}
    steps = 0
    while not state.is_terminal():
        if steps >= step_cap:
            raise RuntimeError(f"no end after {steps} decisions (seed {seed})")
        seat = state.current_player()
        choice = seat_players[seat](state)
        chosen = choice if isinstance(choice, str) else state.action_to_string(choice)
        rnd = state.round
        state.apply_action(choice)
        events = state.events()
        for e in events:
            if e["kind"] == "building" and e["seat"] >= 0:
                bought[e["seat"]].append((rnd, ids[e["what"]]))
        _tally(chosen, events, ids, powers)
        steps += 1
    return state, bought, steps, powers


def record(game, state, seed, index, seats, bought, steps, powers, run):
    scores = state.scores()
    winners = [s["seat"] for s in scores if s["winner"]]
    ends = state.end_triggered
    return {
        "index": index,
        "seed": seed,
        "packs": game.pack_refs(),
        "players": state.num_players(),
        "run": run,
        "seats": seats,
        "scores": scores,
        "winners": winners,
        "rounds": state.round,
        "decisions": steps,
        "end": [name for bit, name in ((1, "workers"), (2, "city"), (4, "vp"), (8, "script"))
                if ends & bit],
        "bought": [[{"round": r, "building": b} for r, b in seat] for seat in bought],
        "powers": {b: powers[b] for b in sorted(powers, key=game.building_ids().index)},
        "final_state": json.loads(state.to_json_text()),
    }


def simulate(game, seats, games=10, players=None, seed=1, draft="play"):
    players = players or len(seats)
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seats for {players} players")
    if draft not in ("play", "random"):
        raise ValueError(f"draft {draft!r}: 'play' (the seats draft) or 'random' (at setup)")
    run = {"seed": seed, "games": games, "bots": [_seat_name(w) for w in seats],
           "shard": "0/1", "draft": "random" if draft == "random" else "none"}
    out = []
    for index in range(games):
        gseed = game.game_seed(seed, index)
        order = [seats[(seat + index) % players] for seat in range(players)]
        seat_players = []
        for seat, who in enumerate(order):
            if isinstance(who, str):
                seat_players.append(_governor.Bot(who, game.bot_seed(gseed, seat)))
            elif callable(who):
                seat_players.append(who)
            else:
                raise TypeError(f"seat {seat}: a bot spec or a callable, not {who!r}")
        state, bought, steps, powers = play_one(game, seat_players, gseed,
                                                random_draft=draft == "random")
        out.append(record(game, state, gseed, index, [_seat_name(w) for w in order], bought,
                          steps, powers, run))
    return out
