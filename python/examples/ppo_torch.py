"""PPO with Debian's python3-torch (apt install python3-torch): an actor-critic MLP over the
normalized observation, masked to the legal slots, trained in two-player base games against
a built-in bot (random by default, or --opponent greedy), and evaluated against greedy.
Not part of the default test run (torch is not a dependency of the module); the figures in
docs/python.md come from a run of this file.

    PYTHONPATH=build/python /usr/bin/python3 python/examples/ppo_torch.py --minutes 20 \\
        --plot ppo.png

The games are Python States stepped one action at a time (the bots need a State); the
learner plays seat 0 of the even games and seat 1 of the odd ones. Rewards: the win share at
the end (--reward vp adds nothing at the end but the VP gained each step). GAE (gamma 1,
lambda 0.95), clipped ratio 0.2, 4 epochs of minibatches of 512, Adam 3e-4, one thread.
"""

import argparse
import time

import numpy as np
import torch
from torch import nn

import governor


class ActorCritic(nn.Module):
    def __init__(self, obs, actions, hidden=256):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs, hidden), nn.Tanh(), nn.Linear(hidden, hidden),
                                  nn.Tanh())
        self.pi = nn.Linear(hidden, actions)
        self.v = nn.Linear(hidden, 1)

    def forward(self, x, mask):
        h = self.body(x)
        logits = self.pi(h).masked_fill(~mask, -1e9)
        return torch.distributions.Categorical(logits=logits), self.v(h).squeeze(-1)


class Games:
    """n two-player games against bots, the learner's seat alternating by game."""

    def __init__(self, game, n, opponent, seed, reward):
        self.game, self.n, self.opponent, self.reward = game, n, opponent, reward
        self.next_index, self.seed = 0, seed
        self.states = [None] * n
        self.bots = [None] * n
        self.seat = np.arange(n) % 2
        for i in range(n):
            self._restart(i)

    def _restart(self, i):
        gs = self.game.game_seed(self.seed, self.next_index)
        self.next_index += 1
        self.states[i] = self.game.new_game(players=2, seed=gs)
        self.bots[i] = governor.Bot(self.opponent, self.game.bot_seed(gs, 1 - self.seat[i]))
        self._advance(i)

    def _advance(self, i):
        """The bot plays until the learner decides; returns the learner's reward meanwhile."""
        s, gained = self.states[i], 0.0
        while not s.is_terminal() and s.current_player() != self.seat[i]:
            s.apply_action(self.bots[i](s))
            if self.reward == "vp":
                gained += s.rewards("vp")[self.seat[i]]
        return gained

    def observe(self):
        obs = np.stack([self.game.normalize(s.observation_tensor(int(self.seat[i])))
                        for i, s in enumerate(self.states)])
        masks = np.stack([s.legal_actions_mask() for s in self.states]).astype(bool)
        return obs, masks

    def step(self, actions):
        """Returns (rewards, dones, win shares of the games that ended)."""
        rewards, dones, ended = np.zeros(self.n), np.zeros(self.n, bool), []
        for i, a in enumerate(actions):
            s, me = self.states[i], self.seat[i]
            s.apply_action(int(a))
            r = s.rewards("vp")[me] if self.reward == "vp" else 0.0
            r += self._advance(i)
            if s.is_terminal():
                win = s.returns()[me]
                r += win if self.reward == "win" else 0.0
                ended.append(win)
                dones[i] = True
                self._restart(i)
            rewards[i] = r
        return rewards, dones, ended


def evaluate(game, net, opponent, games=200, seed=777):
    """The learner's win share over `games` fixed games against `opponent` (seats alternate),
    sampling its policy."""
    torch.manual_seed(seed)
    env = Games(game, games, opponent, seed, "win")
    result = [None] * games
    while any(r is None for r in result):
        obs, masks = env.observe()
        with torch.no_grad():
            dist, _ = net(torch.as_tensor(obs), torch.as_tensor(masks))
        actions = dist.sample().numpy()
        for i in range(games):
            if result[i] is not None:
                continue
            s, me = env.states[i], env.seat[i]
            s.apply_action(int(actions[i]))
            env._advance(i)
            if s.is_terminal():
                result[i] = s.returns()[me]
    return float(np.mean(result))


def train(game, minutes, opponent="random", reward="win", num_games=32, horizon=128, seed=1,
          log=print):
    torch.set_num_threads(1)
    torch.manual_seed(seed)
    net = ActorCritic(game.observation_shape[0], game.num_distinct_actions)
    opt = torch.optim.Adam(net.parameters(), lr=3e-4)
    env = Games(game, num_games, opponent, seed, reward)
    curve, recent, games_done = [], [], 0
    start = time.time()
    obs, masks = env.observe()
    while time.time() - start < minutes * 60:
        buf = {k: [] for k in ("obs", "mask", "act", "logp", "val", "rew", "done")}
        for _ in range(horizon):
            o, m = torch.as_tensor(obs), torch.as_tensor(masks)
            with torch.no_grad():
                dist, v = net(o, m)
                a = dist.sample()
            rew, done, ended = env.step(a.numpy())
            for k, x in (("obs", o), ("mask", m), ("act", a), ("logp", dist.log_prob(a)),
                         ("val", v), ("rew", torch.as_tensor(rew, dtype=torch.float32)),
                         ("done", torch.as_tensor(done, dtype=torch.float32))):
                buf[k].append(x)
            recent += ended
            games_done += len(ended)
            obs, masks = env.observe()
        with torch.no_grad():
            _, last_v = net(torch.as_tensor(obs), torch.as_tensor(masks))
        T = horizon
        adv = torch.zeros(T, num_games)
        gae = torch.zeros(num_games)
        for t in reversed(range(T)):
            nxt = last_v if t == T - 1 else buf["val"][t + 1]
            nonterm = 1.0 - buf["done"][t]
            delta = buf["rew"][t] + nxt * nonterm - buf["val"][t]
            gae = delta + 0.95 * nonterm * gae
            adv[t] = gae
        ret = adv + torch.stack(buf["val"])
        flat = {k: torch.stack(v).reshape(T * num_games, *v[0].shape[1:]) for k, v in buf.items()}
        flat_adv, flat_ret = adv.reshape(-1), ret.reshape(-1)
        for _ in range(4):
            perm = torch.randperm(T * num_games)
            for b in range(0, T * num_games, 512):
                idx = perm[b:b + 512]
                dist, v = net(flat["obs"][idx], flat["mask"][idx])
                a_ = flat_adv[idx]
                a_ = (a_ - a_.mean()) / (a_.std() + 1e-8)
                ratio = torch.exp(dist.log_prob(flat["act"][idx]) - flat["logp"][idx])
                loss_pi = -torch.min(ratio * a_, ratio.clamp(0.8, 1.2) * a_).mean()
                loss_v = ((v - flat_ret[idx]) ** 2).mean()
                loss = loss_pi + 0.5 * loss_v - 0.01 * dist.entropy().mean()
                opt.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(net.parameters(), 0.5)
                opt.step()
        if recent:
            share = float(np.mean(recent[-200:]))
            curve.append((games_done, time.time() - start, share))
            log(f"games {games_done:6d}  win share (last 200) {share:.3f}  "
                f"({time.time() - start:.0f} s)")
    return net, curve


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=20)
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--reward", default="win", choices=governor.REWARDS)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plot", help="write the learning curve to this PNG")
    args = ap.parse_args()
    game = governor.load(["base"])
    untrained = ActorCritic(game.observation_shape[0], game.num_distinct_actions)
    net, curve = train(game, args.minutes, args.opponent, args.reward, seed=args.seed)
    for opp in ("random", "greedy"):
        print(f"against {opp} over {args.eval_games} games: trained "
              f"{evaluate(game, net, opp, args.eval_games):.3f}, untrained "
              f"{evaluate(game, untrained, opp, args.eval_games):.3f}")
    if args.plot and curve:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        g, _, w = zip(*curve)
        plt.figure(figsize=(6, 3.5))
        plt.plot(g, w)
        plt.xlabel("games played")
        plt.ylabel(f"win share against {args.opponent} (last 200)")
        plt.ylim(0, 1)
        plt.grid(alpha=0.3)
        plt.tight_layout()
        plt.savefig(args.plot, dpi=100)
        print("wrote", args.plot)


if __name__ == "__main__":
    main()
