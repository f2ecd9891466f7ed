"""A masked policy-gradient agent in numpy alone, trained on the vector env against the
random bot (docs/python.md#a-training-example).

The policy is linear: softmax over the legal slots of W @ normalize(observation) + b. It
plays one seat of each two-player game (seat 0 in even envs, seat 1 in odd ones); the other
seat plays uniformly random legal actions (drawn in C++). REINFORCE with a running-mean
baseline: every decision of a finished game is pushed toward (its game's return - baseline),
the return being the learner's win share (reward="win"; reward="vp" trains on VP gained).
Adam, a small entropy bonus. Deterministic for a seed.

    PYTHONPATH=build/python /usr/bin/python3 python/examples/pg_numpy.py --minutes 3

python/tests/test_examples.py runs a short version and asserts it beats random.
"""

import argparse
import time

import numpy as np

import governor


class LinearPolicy:
    """softmax over the legal slots of x @ W (x: the normalized observation and a 1). Only
    the legal slots' logits are computed (a few of the ~200 slots at a decision): Debian's
    numpy runs on the reference BLAS, where a dense x @ W would be most of the time."""

    def __init__(self, obs_size, num_actions, rng, lr=0.01, entropy=0.01):
        self.W = np.zeros((obs_size + 1, num_actions), dtype=np.float32)  # last row: bias
        self.m = np.zeros_like(self.W)
        self.v = np.zeros_like(self.W)
        self.t = 0
        self.lr, self.entropy, self.rng = lr, entropy, rng

    @staticmethod
    def features(obs):
        return np.concatenate([obs, np.ones((obs.shape[0], 1), dtype=np.float32)], axis=1)

    def probs(self, x, masks):
        """(rows, cols, p): the legal (sample, slot) pairs in row order and their
        probabilities."""
        rows, cols = np.nonzero(masks)
        logits = np.einsum("ij,ji->i", x[rows], self.W[:, cols])
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        logits -= np.repeat(np.maximum.reduceat(logits, starts), np.diff(np.r_[starts, len(rows)]))
        e = np.exp(logits)
        sums = np.add.reduceat(e, starts)
        return rows, cols, e / np.repeat(sums, np.diff(np.r_[starts, len(rows)]))

    def act(self, x, masks, greedy=False):
        """One slot per row, and the pairs it was drawn from (for update)."""
        rows, cols, p = self.probs(x, masks)
        n = x.shape[0]
        if greedy:
            best = np.lexsort((-p, rows))                     # per row, the likeliest first
            first = np.flatnonzero(np.r_[True, rows[best][1:] != rows[best][:-1]])
            return cols[best][first], (rows, cols, p)
        u = self.rng.random(n)
        cum = p.copy()
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        for k in range(1, np.diff(np.r_[starts, len(rows)]).max()):  # cumsum per row
            idx = starts + k
            ok = idx < np.r_[starts[1:], len(rows)]
            cum[idx[ok]] += cum[idx[ok] - 1]
        below = (cum < u[rows]).astype(np.int64)
        pick = np.add.reduceat(below, starts)
        last = np.r_[starts[1:], len(rows)] - 1
        return cols[np.minimum(starts + pick, last)], (rows, cols, p)

    def update(self, x, rows, cols, p, actions, advantages):
        """One Adam step of REINFORCE: x[s], the legal pairs (rows, cols, p) of the samples
        (p: the probabilities they were played with), the slot played and its advantage."""
        g = -p * advantages[rows]                             # d log pi(a) / d logit, scaled
        g[cols == actions[rows]] += advantages[rows][cols == actions[rows]]
        logp = np.log(np.maximum(p, 1e-12))                   # entropy bonus: dH/dlogit
        plogp = np.add.reduceat(p * logp, np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]]))
        first = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        counts = np.diff(np.r_[first, len(rows)])
        g -= self.entropy * p * (logp - np.repeat(plogp, counts))
        grad = np.zeros_like(self.W)
        order = np.argsort(cols, kind="stable")
        c_sorted = cols[order]
        bounds = np.flatnonzero(np.r_[True, c_sorted[1:] != c_sorted[:-1], True])
        for b0, b1 in zip(bounds[:-1], bounds[1:]):           # per slot: x^T g over its pairs
            idx = order[b0:b1]
            grad[:, c_sorted[b0]] = x[rows[idx]].T @ g[idx]
        grad /= len(actions)
        self.t += 1
        self.m = 0.9 * self.m + 0.1 * grad
        self.v = 0.999 * self.v + 0.001 * grad * grad
        mhat = self.m / (1 - 0.9 ** self.t)
        vhat = self.v / (1 - 0.999 ** self.t)
        self.W += (self.lr * mhat / (np.sqrt(vhat) + 1e-8)).astype(np.float32)


class Buffer:
    """The learner's samples: features, the legal pairs with their probabilities, the slot
    played, and which game (env, episode) it was of; the games' returns once they end."""

    def __init__(self):
        self.chunks = []
        self.returns = {}

    def add(self, x, pairs, actions, envs, episodes):
        rows, cols, p = pairs
        self.chunks.append((x, rows, cols, p, actions, envs, episodes))

    def take_finished(self):
        """(x, rows, cols, p, actions, returns) of the samples whose game ended; the others
        stay."""
        if not self.chunks:
            return None
        off, parts = 0, []
        for x, rows, cols, p, a, e, ep in self.chunks:
            parts.append((x, rows + off, cols, p, a, e, ep))
            off += len(x)
        x, rows, cols, p, a, e, ep = (np.concatenate(z) for z in zip(*parts))
        ret = np.array([self.returns.get((i, j), np.nan) for i, j in zip(e, ep)])
        fin = ~np.isnan(ret)
        keep = np.cumsum(fin) - 1, np.cumsum(~fin) - 1
        done_pairs, open_pairs = fin[rows], ~fin[rows]
        self.chunks = [(x[~fin], keep[1][rows[open_pairs]], cols[open_pairs], p[open_pairs],
                        a[~fin], e[~fin], ep[~fin])] if (~fin).any() else []
        return (x[fin], keep[0][rows[done_pairs]], cols[done_pairs], p[done_pairs], a[fin],
                ret[fin])


def train(game, steps=None, seconds=None, num_envs=64, seed=1, reward="win", batch_games=64,
          log=None):
    """Trains until `steps` vector-env steps (or `seconds` of wall time) have been taken.
    Returns the policy and the learning curve [(games, mean return of the batch)]."""
    rng = np.random.default_rng(seed)
    venv = game.vector_env(num_envs=num_envs, players=2, seed=seed, reward=reward,
                           normalize=True)
    policy = LinearPolicy(game.observation_shape[0], game.num_distinct_actions, rng)
    learner = np.arange(num_envs) % 2
    episode = np.zeros(num_envs, dtype=np.int64)
    gained = np.zeros(num_envs)
    buf, baseline, games, curve, batch = Buffer(), None, 0, [], []
    obs, masks, to_play = venv.reset()
    start, step = time.time(), 0
    while (steps is None or step < steps) and (seconds is None or time.time() - start < seconds):
        mine = np.flatnonzero(to_play == learner)
        actions = venv.random_actions()
        if len(mine):
            x = LinearPolicy.features(obs[mine])
            a, pairs = policy.act(x, masks[mine])
            actions[mine] = a
            buf.add(x, pairs, a, mine, episode[mine])
        obs, masks, to_play, rewards, dones = venv.step(actions)
        step += 1
        gained += rewards[np.arange(num_envs), learner]
        for i in np.flatnonzero(dones):
            buf.returns[(i, episode[i])] = gained[i]
            batch.append(gained[i])
            gained[i] = 0.0
            episode[i] += 1
            games += 1
        if len(batch) >= batch_games:
            x, rows, cols, p, a, ret = buf.take_finished()
            mean = float(np.mean(batch))
            baseline = mean if baseline is None else 0.9 * baseline + 0.1 * mean
            adv = (ret - baseline).astype(np.float32)
            if reward != "win":
                adv /= ret.std() + 1e-6
            policy.update(x, rows, cols, p, a, adv)
            buf.returns.clear()
            curve.append((games, mean))
            if log:
                log(f"games {games:6d}  mean return {mean:.3f}  ({time.time() - start:.0f} s)")
            batch = []
    return policy, curve


def evaluate(game, policy, games=200, seed=12345, greedy=False):
    """The learner's win share over games 0..games-1 of a vector env seeded `seed` (one game
    per env; the learner plays seat 0 in even games, seat 1 in odd ones; random the other)."""
    venv = game.vector_env(num_envs=games, players=2, seed=seed, normalize=True)
    learner = np.arange(games) % 2
    obs, masks, to_play = venv.reset()
    result = np.full(games, np.nan)
    while np.isnan(result).any():
        actions = venv.random_actions()
        mine = np.flatnonzero(to_play == learner)
        if len(mine):
            actions[mine] = policy.act(LinearPolicy.features(obs[mine]), masks[mine], greedy)[0]
        obs, masks, to_play, rewards, dones = venv.step(actions)
        for i in np.flatnonzero(dones):
            if np.isnan(result[i]):
                result[i] = rewards[i, learner[i]]
    return float(result.mean())


class RandomPolicy:
    """The baseline: a uniformly random legal slot (seeded)."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def act(self, x, masks, greedy=False):
        return governor.random_actions(masks, self.rng), None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reward", default="win", choices=governor.REWARDS)
    ap.add_argument("--eval-games", type=int, default=500)
    args = ap.parse_args()
    game = governor.load(["base"])
    policy, curve = train(game, seconds=args.minutes * 60, seed=args.seed, reward=args.reward,
                          log=print)
    print(f"win share against random over {args.eval_games} games: "
          f"{evaluate(game, policy, args.eval_games):.3f} (random against random: "
          f"{evaluate(game, RandomPolicy(), args.eval_games):.3f})")


if __name__ == "__main__":
    main()
