"""The wrappers against the contracts PettingZoo's and Gymnasium's documentation state (the
checks of PettingZoo's api_test and Gymnasium's check_env, written out here since neither
package is installed): reset/step/last/observe, spaces, agent order, termination."""

import numpy as np
import pytest

import governor
from governor import envs


def _legal(mask, rng):
    return int(rng.choice(np.flatnonzero(mask)))


@pytest.mark.parametrize("reward,normalize", [("win", False), ("vp", True), ("margin", False)])
def test_aec_contract(games, reward, normalize):
    game = games(["base", "nobles"])
    env = envs.AECEnv(game, players=3, reward=reward, normalize=normalize)
    assert env.reset(seed=5) is None                                  # reset returns nothing
    assert env.agents == env.possible_agents == ["player_0", "player_1", "player_2"]
    assert env.num_agents == env.max_num_agents == 3
    for d in (env.rewards, env.terminations, env.truncations, env.infos):
        assert isinstance(d, dict) and set(d) == set(env.agents)
    assert not any(env.terminations.values()) and not any(env.truncations.values())
    for a in env.agents:  # the same space object for the same agent, every call
        assert env.observation_space(a) is env.observation_space(a)
        assert env.action_space(a) is env.action_space(a)
        assert env.observation_space(a) == env.observation_space(env.agents[0])
    obs_space = env.observation_space(env.agent_selection)["observation"]
    assert obs_space.dtype == np.float32 and obs_space.shape == game.observation_shape
    assert np.all(obs_space.low <= obs_space.high)
    assert env.last(observe=False)[0] is None
    assert env.state_space.contains(env.state())

    rng = np.random.default_rng(1)
    cumulative = {a: 0.0 for a in env.agents}   # rewards since each agent last acted
    episode = {a: 0.0 for a in env.agents}
    finished, steps = set(), 0
    for agent in env.agent_iter():
        assert agent == env.agent_selection and agent in env.agents
        obs, rew, term, trunc, info = env.last()
        assert isinstance(rew, float) and np.isfinite(rew)
        assert rew == pytest.approx(cumulative[agent])  # last() gives the accumulated reward
        assert isinstance(term, bool) and isinstance(trunc, bool) and isinstance(info, dict)
        assert term == env.terminations[agent] and info is env.infos[agent]
        space = env.observation_space(agent)
        assert space.contains(obs), "observation outside its space"
        o = obs["observation"]
        assert o.dtype == np.float32 and not np.isnan(o).any() and not np.isinf(o).any()
        assert obs["action_mask"].dtype == np.int8
        if term or trunc:
            assert agent not in finished
            finished.add(agent)
            assert obs["action_mask"].sum() == 0
            action = None
        else:  # agent order: the seat the engine says acts
            assert agent == env.possible_agents[env.game_state.current_player()]
            assert obs["action_mask"].sum() > 0
            for other in env.agents:  # only the acting agent has a legal action
                if other != agent:
                    assert env.observe(other)["action_mask"].sum() == 0
            action = _legal(obs["action_mask"], rng)
            if steps % 2:
                action = np.int32(action)  # numpy integers are actions too
        cumulative[agent] = 0.0
        assert env.step(action) is None                                 # step returns nothing
        for a, r in env.rewards.items():
            cumulative[a] += r
            episode[a] += r
        assert env.num_agents == len(env.agents)
        for d in (env.rewards, env.terminations, env.truncations, env.infos):
            assert set(d) == set(env.agents)   # a finished agent leaves every dict
        assert set(env.agents) <= set(env.possible_agents)
        steps += 1
    assert env.agents == [] and finished == set(env.possible_agents)
    ret = env.game_state.returns(reward)
    assert [episode[a] for a in env.possible_agents] == pytest.approx(ret)
    with pytest.raises(ValueError):  # a live agent's action must be legal
        env.reset(seed=5)
        env.step(-1)
    env.reset(seed=5)
    a = env.observe(env.agent_selection)["observation"]
    env.reset(seed=5)                  # the same seed: the same game
    assert np.array_equal(a, env.observe(env.agent_selection)["observation"])
    assert env.unwrapped is env and isinstance(env.render(), str)
    assert "render_modes" in env.metadata and env.metadata["is_parallelizable"] is False
    env.close()


@pytest.mark.parametrize("reward,normalize", [("win", False), ("vp", True)])
def test_gym_contract(games, reward, normalize):
    game = games(["base"])
    env = envs.GymEnv(game, opponents=["random", "greedy"], reward=reward, normalize=normalize)
    out = env.reset(seed=3)
    assert isinstance(out, tuple) and len(out) == 2
    obs, info = out
    assert isinstance(info, dict) and info["action_mask"].dtype == np.int8
    assert obs.dtype == env.observation_space.dtype and env.observation_space.contains(obs)
    assert env.observation_space.shape == game.observation_shape
    lo, hi = env.reward_range
    rng = np.random.default_rng(2)
    total, terminated = 0.0, False
    while not terminated:
        action = _legal(info["action_mask"], rng)
        assert env.action_space.contains(action)
        out = env.step(action)
        assert isinstance(out, tuple) and len(out) == 5
        obs, reward_, terminated, truncated, info = out
        assert isinstance(reward_, float) and lo <= reward_ <= hi
        assert isinstance(terminated, bool) and isinstance(truncated, bool) and not truncated
        assert env.observation_space.contains(obs) and isinstance(info, dict)
        total += reward_
    assert total == pytest.approx(env.state.returns(reward)[0])
    assert info["action_mask"].sum() == 0
    with pytest.raises(RuntimeError):  # after the end, reset first
        env.step(0)
    first, _ = env.reset(seed=3)
    again, _ = env.reset(seed=3)       # reset(seed) is reproducible
    assert np.array_equal(first, again)
    env.reset()                        # and reset() without one goes on
    legal = env.action_space.sample(env.action_masks())
    assert env.action_masks()[legal] == 1
    assert isinstance(env.np_random, np.random.Generator)
    assert env.unwrapped is env and isinstance(env.render(), str)
    assert "render_modes" in env.metadata
    env.close()
