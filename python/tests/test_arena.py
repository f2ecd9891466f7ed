"""`governor arena` from the outside: the JSON, CSV and text agree, shards merged by
`governor merge` (and through Dask) give the whole run's JSON, and the plot is a PNG."""

import csv
import json
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOV = os.path.join(ROOT, os.environ.get("GOVERNOR_BUILD_DIR", "build"), "governor")
RUN = ["--pool", "random,greedy", "--players", "2", "--games", "6", "--seed", "3"]


def gov(*args):
    return subprocess.run([GOV, *args], capture_output=True, text=True, check=True)


def test_arena_json_csv_and_text(tmp_path):
    j, c = tmp_path / "a.json", tmp_path / "a.csv"
    text = gov("arena", "--no-progress", *RUN, "--json", str(j), "--csv", str(c)).stdout
    doc = json.loads(j.read_text())
    assert doc["pool"] == ["random", "greedy"] and doc["lineups"] == [[0, 1]]
    assert doc["games"] == 6 and doc["block_games"] == 2 and len(doc["records"]) == 6
    rows = list(csv.DictReader(c.open()))
    assert [r["spec"] for r in rows] == ["random", "greedy"]
    for spec, row in zip(doc["specs"], rows):
        est = spec["win_share"]
        assert est["lo"] <= est["value"] <= est["hi"]
        assert float(row["win_share"]) == pytest.approx(est["value"])
        assert spec["spec"] in text
    # The same run to stdout is the same document.
    assert json.loads(gov("arena", "--no-progress", *RUN, "--json", "-").stdout) == doc


def test_arena_shards_merge_and_plot(tmp_path):
    whole = gov("arena", "--no-progress", *RUN, "--json", "-").stdout
    parts = []
    for i in range(2):
        p = tmp_path / f"s{i}.json"
        gov("arena", "--no-progress", *RUN, "--shard", f"{i}/2", "--json", str(p))
        parts.append(str(p))
    assert gov("merge", "--json", *reversed(parts)).stdout == whole
    missing = subprocess.run([GOV, "merge", parts[0]], capture_output=True, text=True)
    assert missing.returncode == 1 and "missing" in missing.stderr
    pytest.importorskip("matplotlib")
    src = tmp_path / "whole.json"
    src.write_text(whole)
    png = tmp_path / "arena.png"
    from governor import arena
    assert arena.main([str(src), "-o", str(png)]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_arena_through_dask(tmp_path):
    distributed = pytest.importorskip("distributed")
    from governor import cluster
    whole = json.loads(gov("arena", "--no-progress", *RUN, "--json", "-").stdout)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as lc, \
            distributed.Client(lc) as client:
        merged = cluster.sharded_arena(client, GOV, str(tmp_path), ["random", "greedy"], games=6,
                                       shards=3, players=2, seed=3)
    assert merged == whole
