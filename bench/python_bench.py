#!/usr/bin/env python3
"""Steps per second of random games driven from Python (docs/python.md, README "Performance").

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py [--packs base] [--players 4]

Rows: one action at a time (legal_actions + apply_action per step, from Python); the vector
env with numpy picking a legal slot per env from the masks, then with the random slots drawn
in C++ (random_actions()); each step writes every env's observation and mask (C++, GIL
released); and the vector env's own C++ random loop (no Python, no observations). Compare with
`governor bench` (decisions/s of the C++ random bot on one thread).
"""

import argparse
import random
import time

import numpy as np

import governor


def python_loop(game, players, seconds):
    rng = random.Random(1)
    steps, seed = 0, 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        seed += 1
        s = game.new_game(players=players, seed=seed)
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            steps += 1
    return steps / (time.perf_counter() - t0)


def vector_loop(game, players, envs, seconds):
    v = game.vector_env(num_envs=envs, players=players, seed=1)
    obs, masks, to_play = v.reset()
    rng = np.random.default_rng(1)
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        obs, masks, to_play, rewards, dones = v.step(governor.random_actions(masks, rng))
        steps += envs
    return steps / (time.perf_counter() - t0)


def vector_cpp_policy(game, players, envs, seconds):
    v = game.vector_env(num_envs=envs, players=players, seed=1)
    v.reset()
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        v.step(v.random_actions())
        steps += envs
    return steps / (time.perf_counter() - t0)


def vector_cpp(game, players, envs, seconds):
    v = game.vector_env(num_envs=envs, players=players, seed=1)
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        steps += v.step_random(100)
    return steps / (time.perf_counter() - t0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--packs", default="base")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--envs", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=5.0)
    a = ap.parse_args()
    game = governor.load(packs=a.packs.split(","))
    print(f"packs {a.packs}, {a.players} players, {a.seconds:.0f} s per row")
    print(f"python, one action at a time    {python_loop(game, a.players, a.seconds):12,.0f} steps/s")
    print(f"vector env ({a.envs} games, numpy)   {vector_loop(game, a.players, a.envs, a.seconds):12,.0f} steps/s")
    print(f"vector env ({a.envs} games, C++ policy)  {vector_cpp_policy(game, a.players, a.envs, a.seconds):12,.0f} steps/s")
    print(f"vector env, C++ random loop      {vector_cpp(game, a.players, a.envs, a.seconds):12,.0f} steps/s")


if __name__ == "__main__":
    main()
