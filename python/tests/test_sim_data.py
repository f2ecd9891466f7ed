"""`governor sim --games-out`, the report, `--shard` + `merge`, and the Dask run."""

import csv
import json
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOV = os.path.join(ROOT, os.environ.get("GOVERNOR_BUILD_DIR", "build"), "governor")


def sim(*args):
    out = subprocess.run([GOV, "sim", "--no-progress", *args], capture_output=True, text=True,
                         check=True)
    return out.stdout


def signature(text):
    return next(line.split()[1] for line in text.splitlines() if line.startswith("signature"))


def test_games_out_jsonl_and_csv(tmp_path):
    jl = tmp_path / "g.jsonl"
    cs = tmp_path / "g.csv"
    a = sim("--games", "12", "--players", "3", "--bots", "random,greedy,random",
            "--games-out", str(jl))
    b = sim("--games", "12", "--players", "3", "--bots", "random,greedy,random",
            "--games-out", str(cs))
    assert signature(a) == signature(b)
    lines = [json.loads(x) for x in jl.read_text().splitlines()]
    assert [r["index"] for r in lines] == list(range(12))
    r = lines[1]
    assert r["packs"][0]["id"] == "base" and r["packs"][0]["content_hash"]
    assert r["seats"] == ["greedy", "random", "random"]
    assert {"total", "chips", "buildings", "bonus", "workers"} <= set(r["scores"][0])
    assert r["winners"] and r["rounds"] > 0 and r["end"]
    assert len(r["bought"]) == 3 and all("round" in b for b in r["bought"][0])
    rows = list(csv.DictReader(cs.open()))
    assert len(rows) == 36 and rows[3]["bot"] == "greedy"


def test_report_on_a_small_file(tmp_path):
    jl = tmp_path / "g.jsonl"
    sim("--games", "20", "--players", "4", "--bots", "random,greedy,random,greedy",
        "--games-out", str(jl))
    out = tmp_path / "r.html"
    from governor import report
    assert report.main([str(jl), "-o", str(out)]) == 0
    page = out.read_text()
    assert page.count("<img") == 5 and "building owners" in page
    assert "building owners by bot" in page and "<th>greedy</th><th>random</th>" in page
    cs = tmp_path / "g.csv"
    sim("--games", "8", "--players", "2", "--games-out", str(cs))
    assert report.main([str(cs), "-o", str(out)]) == 0


def test_shards_merge_to_one_run(tmp_path):
    whole = sim("--games", "30", "--players", "4", "--seed", "9", "--json")
    files = []
    for i in range(3):
        f = tmp_path / f"s{i}.jsonl"
        sim("--games", "30", "--players", "4", "--seed", "9", "--shard", f"{i}/3",
            "--games-out", str(f))
        files.append(str(f))
    merged = subprocess.run([GOV, "merge", "--json", *reversed(files)], capture_output=True,
                            text=True, check=True).stdout
    a, b = json.loads(whole), json.loads(merged)
    assert a == b
    missing = subprocess.run([GOV, "merge", *files[:2]], capture_output=True, text=True)
    assert missing.returncode != 0 and "missing" in missing.stderr


def test_merge_refuses_damaged_counts(tmp_path):
    # A shard file is outside input: a float where a count belongs is refused by name,
    # never converted (2.2e73 as an int is undefined behaviour).
    f = tmp_path / "s.jsonl"
    sim("--games", "2", "--players", "3", "--seed", "5", "--games-out", str(f))
    lines = f.read_text().splitlines()
    for field, path in (("decisions", None), ("index", None), ("total", "scores")):
        recs = [json.loads(line) for line in lines]
        if path:
            recs[1][path][0][field] = 2.2e73
        else:
            recs[1][field] = 2.2e73
        bad = tmp_path / f"bad-{field}.jsonl"
        bad.write_text("".join(json.dumps(r) + "\n" for r in recs))
        out = subprocess.run([GOV, "merge", str(bad)], capture_output=True, text=True)
        assert out.returncode != 0, field
        assert f"'{field}' is not an integer" in out.stderr or \
            f"'scores.{field}' is not an integer" in out.stderr, out.stderr


def test_dask_local_cluster_gives_one_run_signature(tmp_path):
    distributed = pytest.importorskip("distributed")
    from governor import cluster
    whole = json.loads(sim("--games", "24", "--players", "3", "--seed", "4", "--json"))
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as lc, \
            distributed.Client(lc) as client:
        merged = cluster.sharded_sim(client, GOV, str(tmp_path), games=24, shards=4, players=3,
                                     seed=4)
    assert merged["signature"] == whole["signature"]
    assert merged == whole


@pytest.mark.parametrize("packs,draft", [(["base"], "play"), (["base", "new-buildings"], "play"),
                                         (["base", "new-buildings"], "random")])
def test_simulate_with_bot_specs_plays_the_games_of_sim(tmp_path, games, packs, draft):
    # A researcher moving a run between the command line and Python gets the same games:
    # the same deal, the same bot seeds, the same records field for field.
    import governor
    bots = ["greedy", "random", "greedy", "random"]
    f = tmp_path / "g.jsonl"
    sim("--games", "3", "--players", "4", "--seed", "2", "--packs", ",".join(packs),
        "--draft", draft, "--bots", ",".join(bots), "--games-out", str(f))
    cli = [json.loads(line) for line in f.read_text().splitlines()]
    py = governor.simulate(games(packs), bots, games=3, seed=2, draft=draft)
    assert len(py) == len(cli) == 3
    for mine, theirs in zip(py, cli):
        assert set(mine) == set(theirs)
        for field in theirs:
            if field != "packs":  # the same packs; Python names them by their refs
                assert mine[field] == theirs[field], field
    assert any(r["powers"] for r in py)


def test_bought_round_is_the_round_of_the_build(tmp_path):
    # A build that ends a round belongs to that round, not the next one.
    import governor
    game = governor.load(packs=["base"])
    state = game.new_game(players=4, seed=game.game_seed(1, 0), random_draft=False)
    bots = [governor.Bot("greedy", game.bot_seed(game.game_seed(1, 0), s)) for s in range(4)]
    builds = []
    while not state.is_terminal():
        before = state.round
        state.apply_action(bots[state.current_player()](state))
        builds += [(e["seat"], before) for e in state.events() if e["kind"] == "building"]
    f = tmp_path / "g.jsonl"
    sim("--games", "1", "--players", "4", "--seed", "1", "--bots", "greedy,greedy,greedy,greedy",
        "--games-out", str(f))
    rec = json.loads(f.read_text())
    assert sorted((seat, b["round"]) for seat, bs in enumerate(rec["bought"]) for b in bs) == \
        sorted(builds)
