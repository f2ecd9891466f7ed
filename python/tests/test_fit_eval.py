"""`governor arena --positions` and `python3 -m governor.fit_eval`: the positions file has
one line per game with every seat's terms at each quiet position, the same at any thread
count, and the fit reads it back into weights in VP."""

import json
import os
import subprocess

from governor import fit_eval

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOV = os.path.join(ROOT, os.environ.get("GOVERNOR_BUILD_DIR", "build"), "governor")
RUN = ["--lineup", "greedy,greedy:50,greedy:50", "--players", "3", "--games", "24", "--seed", "4"]


def positions(tmp_path, name, threads):
    path = tmp_path / name
    subprocess.run([GOV, "arena", "--no-progress", *RUN, "--threads", str(threads),
                    "--positions", str(path)], capture_output=True, text=True, check=True)
    return path


def test_positions_file(tmp_path):
    one, two = positions(tmp_path, "1.jsonl", 1), positions(tmp_path, "2.jsonl", 2)
    assert one.read_bytes() == two.read_bytes()
    games = [json.loads(l) for l in one.read_text().splitlines()]
    assert [g["game"] for g in games] == list(range(24))
    for g in games:
        assert len(g["final"]) == 3 and sum(s["winner"] for s in g["final"]) >= 1
        assert len(g["positions"]) >= 3 * 8  # a role chosen by each seat, every round
        for p in g["positions"]:
            assert len(p["seats"]) == 3
            assert set(p["seats"][0]["terms"]) == set(fit_eval.TERMS) | {"fixed"}
        first = g["positions"][0]["seats"]
        assert first[0]["score"] == 0 and first[0]["terms"]["tile"] == 1


def test_fit_reads_weights_back(tmp_path, capsys):
    path = positions(tmp_path, "p.jsonl", 2)
    out = tmp_path / "w.json"
    assert fit_eval.main([str(path), "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "spec suffix: /coin=" in text
    w = json.loads(out.read_text())
    assert set(w["weights"]) == set(fit_eval.TERMS) and w["scale"] > 0
    # Coins are worth something, and the suffix is a bot spec the arena accepts.
    assert w["weights"]["coin"] > 0
    subprocess.run([GOV, "arena", "--no-progress", "--lineup", "greedy" + w["suffix"] + ",random",
                    "--players", "2", "--games", "2"], capture_output=True, text=True, check=True)
    assert fit_eval.main([str(path), "--target", "margin"]) == 0
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{\"game\": 1}\n")
    assert fit_eval.main([str(bad)]) == 2
    assert "bad.jsonl:1" in capsys.readouterr().err
