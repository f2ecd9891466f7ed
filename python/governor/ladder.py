"""One rating for the bots of several `governor arena --json` runs, and the ladder it makes.

    python3 -m governor.ladder casual-vs-beginner.json strong-vs-casual.json \\
        expert-vs-mcts.shard*.json --name greedy=casual --name greedy:30=beginner \\
        --name mcts=strong --name expert=expert --order beginner,casual,strong,expert

Each arena run rates only the specs it seated. A ladder is measured rung by rung (each
level alone against three of the level below: cheap where the levels are cheap), so the
rating of the whole pool is fitted here over every game of every run at once: Elo
(Bradley-Terry by maximum likelihood over pairwise finishing orders within games, the
arena's own fit and its virtual drawn pair per compared pair, pool mean 1500).

Intervals are 95% percentiles of a cluster bootstrap: the blocks of each run (the games
that share a seed) are drawn with replacement within their run, 2000 times from a fixed
seed. A rung "holds" when the interval of the Elo difference between a level and the one
below it excludes 0, i.e. excludes an even result. Shards of one run may be given as they
are (no need to merge them first); the same game given twice is refused.
"""

import argparse
import json
import sys

RESAMPLES = 2000
BOOTSTRAP_SEED = 33


def _run_key(doc):
    packs = tuple(p["id"] for p in doc["packs"])
    lineups = tuple(tuple(l) for l in doc["lineups"])
    return (doc["seed"], doc["players"], packs, tuple(doc["pool"]), lineups, doc["games"])


def read_runs(paths, names=None):
    """Pairwise results per cluster: {(run, block): {(a, b): wins of a over b}} and the
    spec names in order of first appearance. `names` renames specs (spec -> name)."""
    names = names or {}
    clusters, specs, seen = {}, [], set()
    for path in paths:
        with open(path) as f:
            doc = json.load(f)
        if not isinstance(doc, dict) or "arena" not in doc or "records" not in doc:
            raise ValueError(f"{path} is not a governor arena --json file")
        key = _run_key(doc)
        pool = [names.get(s, s) for s in doc["pool"]]
        for name in pool:
            if name not in specs:
                specs.append(name)
        for rec in doc["records"]:
            if (key, rec["index"]) in seen:
                raise ValueError(f"{path}: game {rec['index']} of this run was already read "
                                 "(a shard given twice?)")
            seen.add((key, rec["index"]))
            pairs = clusters.setdefault((key, rec["block"]), {})
            seats = rec["seats"]
            for a in seats:
                for b in seats:
                    if a is b or pool[a["spec"]] == pool[b["spec"]]:
                        continue
                    pair = (pool[a["spec"]], pool[b["spec"]])
                    pairs[pair] = pairs.get(pair, 0.0) + _pair_result(a, b)
    return clusters, specs


def _pair_result(a, b):
    """1 when a finished above b, 0.5 for a full tie (the arena's pair_result)."""
    if a["winner"] != b["winner"]:
        return 1.0 if a["winner"] else 0.0
    if a["score"] != b["score"]:
        return 1.0 if a["score"] > b["score"] else 0.0
    if a["tiebreak"] != b["tiebreak"]:
        return 1.0 if a["tiebreak"] > b["tiebreak"] else 0.0
    return 0.5


def fit_elo(wins):
    """Elo per spec from wins[i][j] (i above j): the arena's fit (game/arena/arena_stats.cpp),
    a virtual drawn pair added to every pair that met, geometric mean of strengths 1."""
    import math
    k = len(wins)
    w = [row[:] for row in wins]
    for i in range(k):
        for j in range(i + 1, k):
            if w[i][j] + w[j][i] > 0:
                w[i][j] += 0.5
                w[j][i] += 0.5
    won = [sum(w[i]) for i in range(k)]
    gamma = [1.0] * k
    for _ in range(10000):
        nxt = []
        for i in range(k):
            denom = sum((w[i][j] + w[j][i]) / (gamma[i] + gamma[j]) for j in range(k) if j != i)
            nxt.append(won[i] / denom if denom > 0 else gamma[i])
        log_mean = sum(math.log(g) for g in nxt) / k
        change = 0.0
        for i in range(k):
            g = math.exp(math.log(nxt[i]) - log_mean)
            change = max(change, abs(math.log(g) - math.log(gamma[i])))
            gamma[i] = g
        if change < 1e-12:
            break
    return [1500.0 + 400.0 * math.log10(g) for g in gamma]


def _matrix(cluster_list, specs):
    index = {s: i for i, s in enumerate(specs)}
    m = [[0.0] * len(specs) for _ in specs]
    for pairs in cluster_list:
        for (a, b), v in pairs.items():
            m[index[a]][index[b]] += v
    return m


def _percentiles(values):
    v = sorted(values)
    lo = v[int(0.025 * (len(v) - 1))]
    hi = v[int(round(0.975 * (len(v) - 1)))]
    return lo, hi


def ladder(clusters, specs, order=None, resamples=RESAMPLES, seed=BOOTSTRAP_SEED):
    """The pool's ratings with intervals, and the rungs of `order` (default: by rating)."""
    import random
    point = fit_elo(_matrix(clusters.values(), specs))
    by_run = {}
    for (run, block), pairs in sorted(clusters.items(), key=lambda kv: repr(kv[0])):
        by_run.setdefault(run, []).append(pairs)
    rng = random.Random(seed)
    samples = []
    for _ in range(resamples):
        drawn = [blocks[rng.randrange(len(blocks))] for blocks in by_run.values() for _ in blocks]
        samples.append(fit_elo(_matrix(drawn, specs)))
    ratings = []
    for i, s in enumerate(specs):
        lo, hi = _percentiles([x[i] for x in samples])
        ratings.append({"spec": s, "elo": point[i], "lo": lo, "hi": hi})
    if order is None:
        order = [r["spec"] for r in sorted(ratings, key=lambda r: r["elo"])]
    missing = [s for s in order if s not in specs]
    if missing:
        raise ValueError(f"--order names {', '.join(missing)}, not in the runs (specs: "
                         f"{', '.join(specs)}; rename with --name SPEC=NAME)")
    total = _matrix(clusters.values(), specs)
    rungs = []
    for lower, upper in zip(order, order[1:]):
        i, j = specs.index(upper), specs.index(lower)
        lo, hi = _percentiles([x[i] - x[j] for x in samples])
        met = total[i][j] + total[j][i]
        rungs.append({"upper": upper, "lower": lower, "elo_difference": point[i] - point[j],
                      "lo": lo, "hi": hi, "holds": lo > 0,
                      "pairs": met, "upper_share": total[i][j] / met if met else None})
    return {"rating": "Elo (Bradley-Terry over pairwise finishing orders, pool mean 1500)",
            "interval": {"level": 0.95, "resamples": resamples, "seed": seed,
                         "kind": "percentile, cluster bootstrap over blocks within each run"},
            "runs": len(by_run), "blocks": len(clusters), "specs": ratings, "rungs": rungs}


def text(result):
    lines = [f"{'spec':<12} {'Elo':>6}  95% CI", ]
    for r in sorted(result["specs"], key=lambda r: -r["elo"]):
        lines.append(f"{r['spec']:<12} {r['elo']:6.0f}  {r['lo']:.0f}-{r['hi']:.0f}")
    lines.append("")
    lines.append(f"{'rung':<24} {'Elo diff':>8}  95% CI        pairs  upper above  holds")
    for g in result["rungs"]:
        share = "" if g["upper_share"] is None else f"{100 * g['upper_share']:.1f}%"
        lines.append(f"{g['upper'] + ' > ' + g['lower']:<24} {g['elo_difference']:+8.0f}  "
                     f"{g['lo']:+.0f} {g['hi']:+.0f}  {g['pairs']:7.0f}  {share:>11}  "
                     f"{'yes' if g['holds'] else 'no'}")
    lines.append("")
    lines.append(f"{result['runs']} runs, {result['blocks']} blocks; 95% CI: "
                 f"{result['interval']['kind']} ({result['interval']['resamples']} resamples).")
    return "\n".join(lines)


def plot(result, output):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = [g["lower"] for g in result["rungs"]] + [result["rungs"][-1]["upper"]] \
        if result["rungs"] else [r["spec"] for r in result["specs"]]
    by = {r["spec"]: r for r in result["specs"]}
    est = [by[n] for n in names]
    fig, ax = plt.subplots(figsize=(max(5, 1.3 * len(names) + 2), 3.4))
    ax.errorbar(range(len(names)), [e["elo"] for e in est],
                yerr=[[e["elo"] - e["lo"] for e in est], [e["hi"] - e["elo"] for e in est]],
                fmt="o", capsize=4, color="#4c72b0")
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels(names)
    ax.set_ylabel("Elo (95% CI)")
    ax.set_title(f"governor bot ladder: {result['runs']} runs, {result['blocks']} blocks")
    fig.tight_layout()
    fig.savefig(output, format="png", dpi=90, bbox_inches="tight")
    plt.close(fig)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m governor.ladder",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", help="governor arena --json files (whole runs or shards)")
    ap.add_argument("--name", action="append", default=[], metavar="SPEC=NAME",
                    help="call SPEC by NAME (join runs that name one bot differently)")
    ap.add_argument("--order", help="the ladder, weakest first (default: by rating)")
    ap.add_argument("--json", help="write the result as JSON to FILE")
    ap.add_argument("-o", "--output", help="plot the ratings to FILE (PNG)")
    a = ap.parse_args(argv)
    try:
        names = {}
        for n in a.name:
            spec, sep, name = n.partition("=")
            if not sep or not spec or not name:
                raise ValueError(f"--name {n}: write SPEC=NAME, e.g. --name mcts=strong")
            names[spec] = name
        clusters, specs = read_runs(a.files, names)
        if not clusters:
            raise ValueError("the files hold no games")
        result = ladder(clusters, specs, a.order.split(",") if a.order else None)
    except (OSError, ValueError, KeyError) as e:
        print(f"governor.ladder: error: {e}", file=sys.stderr)
        return 2
    print(text(result))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(result, f, indent=1, sort_keys=True)
    if a.output:
        plot(result, a.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
