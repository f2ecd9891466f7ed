"""`python3 -m governor.ladder`: one rating over several arena runs. Over one run it is the
arena's own fit; over runs of different rungs it joins them by name, and a rung whose
levels are far apart holds while a spec against itself does not."""

import json
import os
import subprocess

import pytest

from governor import ladder

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOV = os.path.join(ROOT, os.environ.get("GOVERNOR_BUILD_DIR", "build"), "governor")


def arena(tmp_path, name, *args):
    path = tmp_path / f"{name}.json"
    subprocess.run([GOV, "arena", "--no-progress", "--players", "2", *args, "--json", str(path)],
                   capture_output=True, text=True, check=True)
    return str(path)


def test_one_run_is_the_arenas_own_fit(tmp_path):
    run = arena(tmp_path, "a", "--pool", "random,greedy:50,greedy", "--games", "12", "--seed", "5")
    doc = json.load(open(run))
    clusters, specs = ladder.read_runs([run])
    assert specs == doc["pool"] and len(clusters) == doc["blocks"]
    result = ladder.ladder(clusters, specs, resamples=50)
    for mine, theirs in zip(result["specs"], doc["specs"]):
        assert mine["spec"] == theirs["spec"]
        assert mine["elo"] == pytest.approx(theirs["rating"]["value"], abs=1e-6)
        assert mine["lo"] <= mine["elo"] <= mine["hi"]


def test_rungs_join_runs_by_name(tmp_path, capsys):
    low = arena(tmp_path, "low", "--lineup", "greedy,random", "--games", "16", "--seed", "1")
    high = arena(tmp_path, "high", "--lineup", "greedy:0,greedy:100", "--games", "16",
                 "--seed", "2")
    # greedy:0 is greedy and greedy:100 plays uniformly at random: the same two bots.
    names = ["--name", "greedy:0=greedy", "--name", "greedy:100=random"]
    assert ladder.main([low, high, *names, "--order", "random,greedy",
                        "--json", str(tmp_path / "l.json")]) == 0
    out = capsys.readouterr().out
    assert "greedy > random" in out and "2 runs, 16 blocks" in out
    result = json.load(open(tmp_path / "l.json"))
    (rung,) = result["rungs"]
    assert rung["holds"] and rung["lo"] > 0 and rung["pairs"] == 32
    assert rung["upper_share"] > 0.9
    # Unnamed, the runs rate four specs; a rung of one bot against itself never holds.
    clusters, specs = ladder.read_runs([low, high])
    assert specs == ["greedy", "random", "greedy:0", "greedy:100"]
    same = arena(tmp_path, "same", "--lineup", "greedy,greedy:0", "--games", "16", "--seed", "3")
    clusters, specs = ladder.read_runs([same])
    result = ladder.ladder(clusters, specs, order=["greedy", "greedy:0"], resamples=200)
    assert not result["rungs"][0]["holds"]


def test_refusals(tmp_path, capsys):
    run = arena(tmp_path, "a", "--lineup", "greedy,random", "--games", "4")
    assert ladder.main([run, run]) == 2
    assert "already read" in capsys.readouterr().err
    assert ladder.main([run, "--order", "random,expert"]) == 2
    assert "not in the runs" in capsys.readouterr().err
    bad = tmp_path / "x.json"
    bad.write_text("{}")
    assert ladder.main([str(bad)]) == 2
    assert "not a governor arena" in capsys.readouterr().err
