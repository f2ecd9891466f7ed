"""Issue #47: a game nobody gave a seed gets a fresh one (not seed 1 every time), says which
(state.seed) and replays from it; an explicit seed replays exactly; an env's first reset()
without a seed draws one, later resets go on from it, reset(seed=s) is exact."""
import governor
from governor import envs


def _moves(state, n=40):
    """The first n actions of a game played by always taking the first legal one."""
    out = []
    while not state.is_terminal() and len(out) < n:
        if state.is_chance_node():
            break
        a = state.legal_actions()[0]
        out.append(state.action_to_string(a))
        state.apply_action(a)
    return out


def test_new_game_without_seed_is_fresh_and_says_its_seed(games):
    game = games(["base"])
    seeds = {game.new_game(players=3).seed for _ in range(8)}
    assert len(seeds) == 8, seeds
    assert 1 not in seeds
    assert all(1 <= s < 2**53 for s in seeds)


def test_fresh_seed_replays(games):
    game = games(["base"])
    first = game.new_game(players=3)
    again = game.new_game(players=3, seed=first.seed)
    assert first.serialize() == again.serialize()
    assert _moves(first) == _moves(again)


def test_explicit_seed_deals_as_before(games):
    game = games(["base"])
    assert game.new_game(players=3, seed=1).serialize() == game.new_game(players=3, seed=1).serialize()


def test_aec_env_first_reset_draws_a_seed_then_counts_on(games):
    game = games(["base"])
    a, b = envs.AECEnv(game, players=2), envs.AECEnv(game, players=2)
    a.reset()
    b.reset()
    assert a.game_state.seed != b.game_state.seed
    first = a.game_state.seed
    a.reset()
    assert a.game_state.seed == first + 1
    a.reset(seed=7)
    assert a.game_state.seed == 7


def test_gym_env_first_reset_draws_a_seed(games):
    game = games(["base"])
    a = envs.GymEnv(game, opponents=["random"])
    b = envs.GymEnv(game, opponents=["random"])
    a.reset()
    b.reset()
    assert a.state.seed != b.state.seed
    a.reset(seed=3)
    assert a.state.seed == 3
