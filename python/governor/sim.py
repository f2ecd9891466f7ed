"""Simulations from Python with any mix of built-in bots and Python callables as seats.

Each game is seeded as game `i` of `governor sim --seed S` (so the deal is the same); seats
rotate by one per game. A callable seat is f(state) -> slot (int) or action text (str).
Returns one record per game with the fields of `governor sim --games-out`.
"""

from . import _governor


def _seat_name(seat):
    return seat if isinstance(seat, str) else getattr(seat, "__name__", type(seat).__name__)


def play_one(game, seat_players, seed, step_cap=20000):
    """One game; seat_players[i] plays seat i. Returns (state, bought) where bought[seat] is
    a list of (round, building id) in the order they were built."""
    state = game.new_game(players=len(seat_players), seed=seed)
    ids = game.building_ids()
    bought = [[] for _ in seat_players]
    steps = 0
    while not state.is_terminal():
        if steps >= step_cap:
            raise RuntimeError(f"no end after {steps} decisions (seed {seed})")
        seat = state.current_player()
        choice = seat_players[seat](state)
        rnd = state.round
        state.apply_action(choice)
        for e in state.events():
            if e["kind"] == "building" and e["seat"] >= 0:
                bought[e["seat"]].append((rnd, ids[e["what"]]))
        steps += 1
    return state, bought, steps


def record(game, state, seed, index, seats, bought, steps):
    scores = state.scores()
    winners = [s["seat"] for s in scores if s["winner"]]
    ends = state.end_triggered
    return {
        "index": index,
        "seed": seed,
        "packs": game.pack_refs(),
        "players": state.num_players(),
        "seats": seats,
        "scores": scores,
        "winners": winners,
        "rounds": state.round,
        "decisions": steps,
        "end": [name for bit, name in ((1, "workers"), (2, "city"), (4, "vp"), (8, "script"))
                if ends & bit],
        "bought": [[{"round": r, "building": b} for r, b in seat] for seat in bought],
    }


def simulate(game, seats, games=10, players=None, seed=1):
    players = players or len(seats)
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seats for {players} players")
    out = []
    for index in range(games):
        gseed = game.game_seed(seed, index)
        order = [seats[(seat + index) % players] for seat in range(players)]
        seat_players = []
        for seat, who in enumerate(order):
            if isinstance(who, str):
                seat_players.append(_governor.Bot(who, game.game_seed(gseed, seat + 1)))
            elif callable(who):
                seat_players.append(who)
            else:
                raise TypeError(f"seat {seat}: a bot spec or a callable, not {who!r}")
        state, bought, steps = play_one(game, seat_players, gseed)
        out.append(record(game, state, gseed, index, [_seat_name(w) for w in order], bought,
                          steps))
    return out
