"""A `governor sim` run split into shards on a cluster, merged into the figures and the
signature of one run. A shard is a pure function of (engine version, packs, options, game
index range), so any scheduler that can run a command can run one.

    from dask.distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1") as cluster, \\
         Client(cluster) as client:
        summary = governor.cluster.sharded_sim(client, "build/governor", "/shared/out",
                                               games=1000, shards=8, players=4, seed=1)
    print(summary["signature"])

On a real Dask cluster pass a Client connected to its scheduler; `out_dir` must be a
folder every worker and the caller can read (a shared file system), and the governor
binary and the content packs must be at the same paths on every machine. Under MPI, run
`governor sim --shard $RANK/$SIZE --games-out out/shard-$RANK.jsonl` on each rank and
`governor merge out/shard-*.jsonl` on one (docs/python.md).

An arena run (`governor arena`, docs/bots.md) shards the same way: `sharded_arena` runs
`arena --shard i/n --json out/arena-i.json` per shard and `governor merge` folds the parts
into the whole run's table (the same JSON as one `arena --json` run).
"""

import json
import os
import subprocess


def shard_command(governor, out_file, games, shard, shards, players=4, seed=1, packs="base",
                  bots=None, extra=()):
    cmd = [governor, "sim", "--games", str(games), "--players", str(players), "--seed", str(seed),
           "--packs", packs, "--shard", f"{shard}/{shards}", "--games-out", out_file,
           "--no-progress"]
    if bots:
        cmd += ["--bots", ",".join(bots)]
    return cmd + list(extra)


def run_shard(cmd):
    """Runs one shard's command; returns its games-out path (raises with stderr on failure)."""
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {done.stderr.strip()}")
    return cmd[cmd.index("--games-out" if "--games-out" in cmd else "--json") + 1]


def merge(governor, files):
    """`governor merge --json FILES`: the whole run's summary (a dict)."""
    done = subprocess.run([governor, "merge", "--json", *files], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"governor merge failed: {done.stderr.strip()}")
    return json.loads(done.stdout)


def sharded_sim(client, governor, out_dir, games, shards, players=4, seed=1, packs="base",
                bots=None):
    """Submits the shards to a dask.distributed Client, waits, and merges them."""
    os.makedirs(out_dir, exist_ok=True)
    governor = os.path.abspath(governor)
    cmds = [shard_command(governor, os.path.join(os.path.abspath(out_dir), f"shard-{i}.jsonl"),
                          games, i, shards, players, seed, packs, bots) for i in range(shards)]
    futures = client.map(run_shard, cmds, pure=False)
    files = client.gather(futures)
    return merge(governor, files)


def arena_shard_command(governor, out_file, pool, games, shard, shards, players=4, seed=1,
                        packs="base", lineup=None, extra=()):
    cmd = [governor, "arena", "--games", str(games), "--players", str(players), "--seed",
           str(seed), "--packs", packs, "--shard", f"{shard}/{shards}", "--json", out_file,
           "--no-progress"]
    if pool:
        cmd += ["--pool", ",".join(pool)]
    if lineup:
        cmd += ["--lineup", ",".join(lineup)]
    return cmd + list(extra)


def sharded_arena(client, governor, out_dir, pool, games, shards, players=4, seed=1,
                  packs="base", lineup=None):
    """An arena run's shards on a dask.distributed Client, merged: the whole run's JSON."""
    os.makedirs(out_dir, exist_ok=True)
    governor = os.path.abspath(governor)
    cmds = [arena_shard_command(governor, os.path.join(os.path.abspath(out_dir),
                                                       f"arena-{i}.json"),
                                pool, games, i, shards, players, seed, packs, lineup)
            for i in range(shards)]
    files = client.gather(client.map(run_shard, cmds, pure=False))
    return merge(governor, files)
