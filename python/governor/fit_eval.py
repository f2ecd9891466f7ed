"""Fit the bots' evaluation weights to games: `governor arena --positions FILE` data.

    governor arena --lineup mcts:200,mcts:200,mcts:200,mcts:200 --players 4 --games 400 \\
        --threads 2 --positions pos.jsonl
    python3 -m governor.fit_eval pos.jsonl

The bots judge a position by a value per seat: its score so far plus weighted assets
(coins, barrels, production, workers, ...; docs/bots.md, "The evaluation"), and the search
turns the difference to the others into a win chance with a logistic. This fits that
model to outcomes. At every quiet position (a role to choose, nothing pending) and for
every seat, the predictors are the seat's score (with the fixed barrel-price part) and
each term minus the mean of the other seats'; the outcome is the seat's share of the win
(`--target win`, logistic regression) or its final margin over the others' mean
(`--target margin`, least squares). Weights in VP are the terms' coefficients over the
score's; the score's coefficient also gives the logistic scale (VP per unit of log-odds).

The result is printed as a table and as a bot spec suffix (`/coin=0.41/...`) to screen
with `governor arena` (e.g. `--lineup greedy/SUFFIX,greedy/tuned,...`).
"""

import argparse
import json
import sys

TERMS = ["coin", "barrel", "capacity", "potential", "violet_occupied", "worker",
         "empty_circle", "tile", "discount"]
BARREL_PRICE = 0.05  # the price step the terms were computed with (game/arena/positions.cpp)


def read_positions(paths, min_round=1, specs=None):
    """Rows of (predictors, win share, final margin, game id) from positions files."""
    rows = []
    for path in paths:
        with open(path) as f:
            for n, line in enumerate(f, 1):
                try:
                    game = json.loads(line)
                    final = game["final"]
                    positions = game["positions"]
                except (ValueError, KeyError, TypeError) as e:
                    raise ValueError(f"{path}:{n}: not a governor arena --positions line ({e})")
                players = len(final)
                winners = sum(1 for s in final if s["winner"]) or 1
                for pos in positions:
                    if pos["round"] < min_round:
                        continue
                    seats = pos["seats"]
                    vals = [[s["score"] + s["terms"]["fixed"]] + [s["terms"][t] for t in TERMS]
                            for s in seats]
                    for i in range(players):
                        if specs is not None and game["specs"][i] not in specs:
                            continue
                        others = [vals[j] for j in range(players) if j != i]
                        x = [vals[i][k] - sum(o[k] for o in others) / len(others)
                             for k in range(len(vals[i]))]
                        margin = final[i]["score"] - sum(final[j]["score"] for j in range(players)
                                                         if j != i) / (players - 1)
                        win = (1.0 / winners) if final[i]["winner"] else 0.0
                        rows.append((x, win, margin, (path, game["game"])))
    return rows


def fit(rows, target="win", ridge=1e-3):
    """Coefficients: [intercept, score, *TERMS]."""
    import numpy as np
    X = np.array([[1.0] + r[0] for r in rows])
    if target == "margin":
        y = np.array([r[2] for r in rows])
        A = X.T @ X + ridge * np.eye(X.shape[1])
        return np.linalg.solve(A, X.T @ y)
    y = np.array([r[1] for r in rows])
    beta = np.zeros(X.shape[1])
    for _ in range(50):  # Newton's method (IRLS) with a small ridge
        p = 1.0 / (1.0 + np.exp(-(X @ beta)))
        grad = X.T @ (y - p) - ridge * beta
        H = X.T @ (X * (p * (1 - p))[:, None]) + ridge * np.eye(X.shape[1])
        step = np.linalg.solve(H, grad)
        beta += step
        if np.max(np.abs(step)) < 1e-10:
            break
    return beta


def weights_of(beta):
    score = beta[1]
    if score <= 0:
        raise ValueError("the score's coefficient is not positive: too few positions, or a "
                         "run whose results the score does not predict")
    return {t: float(beta[2 + k] / score) for k, t in enumerate(TERMS)}, float(1.0 / score)


def spec_suffix(weights):
    return "".join(f"/{t}={weights[t]:.3g}" for t in TERMS) + f"/barrel_price={BARREL_PRICE:g}"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m governor.fit_eval",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", help="governor arena --positions files")
    ap.add_argument("--target", choices=["win", "margin"], default="win")
    ap.add_argument("--min-round", type=int, default=1, help="skip positions before this round")
    ap.add_argument("--json", help="write the weights as JSON to FILE")
    a = ap.parse_args(argv)
    try:
        rows = read_positions(a.files, a.min_round)
        if len(rows) < 20:
            raise ValueError(f"{len(rows)} positions: too few to fit {len(TERMS) + 2} numbers")
        beta = fit(rows, a.target)
        weights, scale = weights_of(beta)
    except (OSError, ValueError) as e:
        print(f"governor.fit_eval: error: {e}", file=sys.stderr)
        return 2
    games = len({r[3] for r in rows})
    print(f"{len(rows)} seat-positions from {games} games, target {a.target}")
    for t in TERMS:
        print(f"  {t:<16} {weights[t]:+.3f} VP")
    unit = "VP per unit of log-odds" if a.target == "win" else "VP of final margin per VP now"
    print(f"  scale            {scale:.2f} ({unit})")
    print(f"spec suffix: {spec_suffix(weights)}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"target": a.target, "positions": len(rows), "games": games,
                       "weights": weights, "scale": scale, "barrel_price": BARREL_PRICE,
                       "suffix": spec_suffix(weights)}, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
