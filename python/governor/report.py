"""Plots of a `governor sim --games-out FILE` (JSON lines or CSV) as one HTML page.

    python3 -m governor.report games.jsonl -o report.html

Win rates with 95% Wilson intervals per bot and per seat, score distributions, game
length, and the win rate of each building's owners (against 1/players): what a pack
author reads to balance a building. Images are embedded (one self-contained file).
"""

import argparse
import base64
import csv
import html
import io
import json
import math
import sys


def wilson95(wins, n):
    if n <= 0:
        return (0.0, 1.0)
    z = 1.959963984540054
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def read_games(path):
    """Per game: {"players", "rounds", "seats": [bot], "scores": [total], "winners": [seat],
    "bought": [[building]]} from either format."""
    games = []
    if path.endswith(".csv"):
        by_game = {}
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                g = by_game.setdefault(int(row["index"]), {
                    "players": int(row["players"]), "rounds": int(row["rounds"]),
                    "decisions": int(row["decisions"]), "seats": {}, "scores": {},
                    "winners": [], "bought": {}})
                seat = int(row["seat"])
                g["seats"][seat] = row["bot"]
                g["scores"][seat] = int(row["total"])
                if row["winner"] == "1":
                    g["winners"].append(seat)
                g["bought"][seat] = [b.split("@")[0] for b in row["bought"].split(";") if b]
        for _, g in sorted(by_game.items()):
            n = g["players"]
            games.append({"players": n, "rounds": g["rounds"], "decisions": g["decisions"],
                          "seats": [g["seats"][s] for s in range(n)],
                          "scores": [g["scores"][s] for s in range(n)],
                          "winners": sorted(g["winners"]),
                          "bought": [g["bought"][s] for s in range(n)]})
        return games
    with open(path) as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            scores = sorted(r["scores"], key=lambda s: s["seat"])
            games.append({"players": r["players"], "rounds": r["rounds"],
                          "decisions": r["decisions"], "seats": r["seats"],
                          "scores": [s["total"] for s in scores], "winners": r["winners"],
                          "bought": [[b["building"] for b in seat] for seat in r["bought"]]})
    return games


def summarize(games):
    """Win rates per bot, per seat and per building owner (a shared win counts 1/winners)."""
    bots, seats, owners = {}, {}, {}
    for g in games:
        share = 1.0 / max(1, len(g["winners"]))
        for seat in range(g["players"]):
            w = share if seat in g["winners"] else 0.0
            for table, key in ((bots, g["seats"][seat]), (seats, f"seat {seat + 1}")):
                s = table.setdefault(key, [0.0, 0])
                s[0] += w
                s[1] += 1
            for b in set(g["bought"][seat]):
                s = owners.setdefault(b, [0.0, 0])
                s[0] += w
                s[1] += 1
    return bots, seats, owners


def owners_by_bot(games):
    """{building: {bot: [wins, owners]}}: the building owners' win rate split by the bot
    that owned it (a shared win counts 1/winners), so a building that only looks strong
    because a strong bot buys it shows as such."""
    out = {}
    for g in games:
        share = 1.0 / max(1, len(g["winners"]))
        for seat in range(g["players"]):
            w = share if seat in g["winners"] else 0.0
            for b in set(g["bought"][seat]):
                s = out.setdefault(b, {}).setdefault(g["seats"][seat], [0.0, 0])
                s[0] += w
                s[1] += 1
    return out


def _png(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    import matplotlib.pyplot as plt
    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode()


def _rates_plot(table, title, baseline):
    import matplotlib.pyplot as plt
    names = list(table)
    rates = [table[k][0] / table[k][1] for k in names]
    lo_hi = [wilson95(*table[k]) for k in names]
    err = [[max(0.0, r - lo) for r, (lo, _) in zip(rates, lo_hi)],
           [max(0.0, hi - r) for r, (_, hi) in zip(rates, lo_hi)]]
    fig, ax = plt.subplots(figsize=(max(4, 0.35 * len(names) + 2), 3.2))
    ax.bar(range(len(names)), rates, yerr=err, capsize=3, color="#4c72b0")
    ax.axhline(baseline, color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels(names, rotation=60 if len(names) > 6 else 0, ha="right" if len(names) > 6 else "center")
    ax.set_ylabel("win rate (95% interval)")
    ax.set_title(title)
    return _png(fig)


def build_report(games, title="governor sim"):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    if not games:
        raise ValueError("no games in the file")
    players = games[0]["players"]
    bots, seats, owners = summarize(games)
    parts = [f"<h1>{html.escape(title)}</h1>",
             f"<p>{len(games)} games, {players} players; dashed line: 1/players.</p>"]
    parts.append(f'<img src="data:image/png;base64,{_rates_plot(bots, "win rate by bot", 1 / players)}">')
    parts.append(f'<img src="data:image/png;base64,{_rates_plot(seats, "win rate by seat", 1 / players)}">')
    # score distributions per bot
    fig, ax = plt.subplots(figsize=(6, 3.2))
    per_bot = {}
    for g in games:
        for seat, bot in enumerate(g["seats"]):
            per_bot.setdefault(bot, []).append(g["scores"][seat])
    for bot, vals in per_bot.items():
        ax.hist(vals, bins=range(min(vals), max(vals) + 2), alpha=0.5, label=bot)
    ax.set_xlabel("final VP")
    ax.set_ylabel("seat-games")
    ax.set_title("score distribution by bot")
    ax.legend()
    parts.append(f'<img src="data:image/png;base64,{_png(fig)}">')
    # game length
    fig, ax = plt.subplots(figsize=(6, 3.2))
    rounds = [g["rounds"] for g in games]
    ax.hist(rounds, bins=range(min(rounds), max(rounds) + 2), color="#55a868")
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    ax.set_title("game length")
    parts.append(f'<img src="data:image/png;base64,{_png(fig)}">')
    # building owners
    owned = {k: v for k, v in sorted(owners.items(), key=lambda kv: -kv[1][0] / kv[1][1])}
    parts.append(f'<img src="data:image/png;base64,{_rates_plot(owned, "win rate of each building owner", 1 / players)}">')
    rows = "".join(
        f"<tr><td>{html.escape(b)}</td><td>{n}</td><td>{w / n:.1%}</td>"
        f"<td>{wilson95(w, n)[0]:.1%}-{wilson95(w, n)[1]:.1%}</td></tr>"
        for b, (w, n) in owned.items())
    parts.append("<h2>building owners</h2><table border=1 cellpadding=3><tr><th>building</th>"
                 "<th>owners</th><th>win rate</th><th>95% interval</th></tr>" + rows + "</table>")
    split = owners_by_bot(games)
    names = sorted({bot for g in games for bot in g["seats"]})
    if len(names) > 1:
        cell = lambda s: f"<td>{s[0] / s[1]:.1%} ({s[1]})</td>" if s else "<td>-</td>"
        rows = "".join(f"<tr><td>{html.escape(b)}</td>"
                       + "".join(cell(split[b].get(n)) for n in names) + "</tr>"
                       for b in owned)
        parts.append("<h2>building owners by bot</h2><p>win rate of the owners that bot "
                     "played (owners)</p><table border=1 cellpadding=3><tr><th>building</th>"
                     + "".join(f"<th>{html.escape(n)}</th>" for n in names) + "</tr>" + rows
                     + "</table>")
    return ("<!doctype html><html><head><meta charset='utf-8'><title>"
            + html.escape(title) + "</title></head><body>" + "\n".join(parts) + "</body></html>")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m governor.report", description=__doc__.split("\n")[0])
    ap.add_argument("file", help="a governor sim --games-out file (.jsonl/.json or .csv)")
    ap.add_argument("-o", "--output", default="report.html")
    a = ap.parse_args(argv)
    try:
        games = read_games(a.file)
        page = build_report(games, title=f"governor sim: {a.file}")
    except (OSError, ValueError, KeyError) as e:
        print(f"governor.report: error: {e}", file=sys.stderr)
        return 2
    with open(a.output, "w") as f:
        f.write(page)
    print(f"wrote {a.output} ({len(games)} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
