"""The wrappers' loops, the vector env, bots and Python callables as seats."""

import numpy as np
import pytest

import governor
from governor import envs


def test_aec_loop_runs_a_game_to_the_end(games):
    env = envs.AECEnv(games(["base"]), players=3)
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    steps, totals = 0, {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        totals[agent] += reward
        assert env.observation_space(agent)["observation"].contains(obs["observation"])
        if termination or truncation:
            action = None
        else:
            assert obs["action_mask"].sum() > 0
            action = env.action_space(agent).sample(obs["action_mask"])
            assert obs["action_mask"][action] == 1
        env.step(action)
        steps += 1
    assert env.agents == [] and steps > 100
    assert abs(sum(totals.values()) - 1.0) < 1e-9
    assert "game over" in env.render() and "to act" not in env.render()
    # reset with the same seed replays the same first observation
    env.reset(seed=4)
    a = env.observe(env.agent_selection)["observation"]
    env.reset(seed=4)
    assert np.array_equal(a, env.observe(env.agent_selection)["observation"])


def test_gym_env_episode(games):
    env = envs.GymEnv(games(["base"]), opponents=["random", "greedy"])
    obs, info = env.reset(seed=2)
    assert obs.shape == env.observation_space.shape
    rng = np.random.default_rng(1)
    terminated = False
    reward = 0.0
    while not terminated:
        mask = info["action_mask"]
        action = int(rng.choice(np.flatnonzero(mask)))
        obs, reward, terminated, truncated, info = env.step(action)
        assert not truncated
    assert reward in (0.0, 0.5, 1.0 / 3, 1.0)
    obs2, _ = env.reset(seed=2)
    obs3, _ = env.reset(seed=2)
    assert np.array_equal(obs2, obs3)


def test_vector_env_steps_and_restarts(games):
    game = games(["base", "nobles"])
    venv = game.vector_env(num_envs=8, players=4, seed=3)
    obs, masks, to_play = venv.reset()
    assert obs.shape == (8,) + game.observation_shape and masks.shape == (8, game.num_distinct_actions)
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(1500):
        actions = governor.random_actions(masks, rng)
        assert all(masks[i, a] == 1 for i, a in enumerate(actions))
        obs, masks, to_play, rewards, dones = venv.step(actions)
        finished += int(dones.sum())
        for i in np.flatnonzero(dones):
            assert abs(rewards[i].sum() - 1.0) < 1e-6
    assert finished > 0 and venv.games_finished == finished
    bad = np.zeros(8, dtype=np.int64) - 1
    with pytest.raises(ValueError):
        venv.step(bad)
    assert venv.step_random(10) == 80


def test_bots_and_callables_as_seats(games):
    game = games(["base"])
    bot = governor.Bot("greedy", seed=3)
    s = game.new_game(players=3, seed=1)
    assert bot(s) in s.legal_actions()

    def first_legal(state):
        return state.legal_actions()[0]

    def by_text(state):
        return state.legal_action_texts()[-1]

    records = governor.simulate(game, seats=["random", first_legal, by_text], games=3, seed=5)
    assert len(records) == 3
    assert records[0]["seats"] == ["random", "first_legal", "by_text"]
    assert records[1]["seats"][0] == "first_legal"
    for r in records:
        assert len(r["scores"]) == 3 and r["winners"] and r["rounds"] > 0
    with pytest.raises(ValueError):
        governor.Bot("no-such-bot")


def test_bot_levels_are_specs(games):
    # A level plays as the spec it names (docs/bots.md#levels); a misspelt one is refused
    # with the nearest name.
    game = games(["base"])
    assert governor.bot_kinds()[:4] == ["beginner", "casual", "strong", "expert"]
    s = game.new_game(players=3, seed=1)
    assert governor.Bot("casual", seed=3)(s) == governor.Bot("greedy", seed=3)(s)
    assert governor.Bot("beginner", seed=3)(s) in s.legal_actions()
    with pytest.raises(governor.GovernorError, match="did you mean 'expert'"):
        governor.Bot("expret")
