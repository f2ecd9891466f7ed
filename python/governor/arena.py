"""Plot of a `governor arena --json FILE` run as one PNG.

    python3 -m governor.arena arena.json -o arena.png

Three panels per bot spec, each with its 95% interval (the arena's cluster bootstrap over
blocks): win share against the fair share 1/players, mean score margin (own VP minus the
best other seat's) against 0, and the Elo rating of the pool (mean 1500).
"""

import argparse
import json
import sys


def read_arena(path):
    """The arena document; ValueError when the file is not one."""
    with open(path) as f:
        doc = json.load(f)
    if not isinstance(doc, dict) or "arena" not in doc or "specs" not in doc:
        raise ValueError(f"{path} is not a governor arena --json file")
    return doc


def _errors(estimates):
    return [[e["value"] - e["lo"] for e in estimates], [e["hi"] - e["value"] for e in estimates]]


def plot(doc, output, title=None):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    specs = doc["specs"]
    names = [s["spec"] for s in specs]
    x = range(len(names))
    fig, axes = plt.subplots(1, 3, figsize=(max(9, 2.2 * len(names) + 5), 3.4))
    panels = (("win_share", "win share", doc["fair_share"]),
              ("margin", "score margin (VP)", 0.0),
              ("rating", "Elo", 1500.0))
    for ax, (key, label, base) in zip(axes, panels):
        est = [s[key] for s in specs]
        if key == "rating":  # a rating has no zero: points, not bars
            ax.errorbar(x, [e["value"] for e in est], yerr=_errors(est), fmt="o", capsize=4,
                        color="#4c72b0")
        else:
            ax.bar(x, [e["value"] for e in est], yerr=_errors(est), capsize=4, color="#4c72b0")
        ax.axhline(base, color="grey", linestyle="--", linewidth=1)
        ax.set_xticks(list(x))
        ax.set_xticklabels(names, rotation=30 if len(names) > 3 else 0,
                           ha="right" if len(names) > 3 else "center")
        ax.set_ylabel(label + " (95% CI)")
        if key == "rating":
            lo = min(e["lo"] for e in est)
            hi = max(e["hi"] for e in est)
            pad = max(20.0, 0.1 * (hi - lo))
            ax.set_ylim(lo - pad, hi + pad)
    packs = ",".join(p["id"] for p in doc["packs"])
    fig.suptitle(title or f"governor arena: {doc['played']} games, {doc['players']} players, "
                          f"packs {packs}, seed {doc['seed']}")
    fig.tight_layout()
    fig.savefig(output, format="png", dpi=90, bbox_inches="tight")
    plt.close(fig)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m governor.arena",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("file", help="a governor arena --json file")
    ap.add_argument("-o", "--output", default="arena.png")
    a = ap.parse_args(argv)
    try:
        doc = read_arena(a.file)
        plot(doc, a.output)
    except (OSError, ValueError, KeyError) as e:
        print(f"governor.arena: error: {e}", file=sys.stderr)
        return 2
    print(f"wrote {a.output} ({doc['played']} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
