"""Action and observation spaces: Gymnasium's when it is installed, else small look-alikes
with the same attributes and methods (shape, dtype, n, low, high, sample, contains, seed)."""

import numpy as np

try:  # pragma: no cover - depends on the machine
    from gymnasium import spaces as _gym_spaces
except ImportError:  # the usual case here: Gymnasium is not a Debian package
    _gym_spaces = None


class Discrete:
    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.dtype(np.int64)
        self.start = 0
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed=None):
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self, mask=None):
        if mask is not None:
            legal = np.flatnonzero(mask)
            if len(legal) == 0:
                return 0
            return int(self.np_random.choice(legal))
        return int(self.np_random.integers(self.n))

    def contains(self, x):
        try:
            v = int(x)
        except (TypeError, ValueError):
            return False
        return v == x and 0 <= v < self.n

    __contains__ = contains

    def __eq__(self, other):
        return isinstance(other, Discrete) and other.n == self.n

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    def __init__(self, low, high, shape, dtype=np.float32, seed=None):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.array(np.broadcast_to(low, self.shape), dtype=self.dtype)
        self.high = np.array(np.broadcast_to(high, self.shape), dtype=self.dtype)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed=None):
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self):
        if np.issubdtype(self.dtype, np.integer):
            return self.np_random.integers(self.low, self.high, endpoint=True).astype(self.dtype)
        return self.np_random.uniform(np.maximum(self.low, -1e6), np.minimum(self.high, 1e6)).astype(self.dtype)

    def is_bounded(self, manner="both"):
        below, above = bool(np.all(np.isfinite(self.low))), bool(np.all(np.isfinite(self.high)))
        return {"both": below and above, "below": below, "above": above}[manner]

    def contains(self, x):
        x = np.asarray(x)
        return (x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

    __contains__ = contains

    def __eq__(self, other):
        return (isinstance(other, Box) and other.shape == self.shape and other.dtype == self.dtype
                and np.array_equal(other.low, self.low) and np.array_equal(other.high, self.high))

    def __repr__(self):
        return f"Box({self.shape}, {self.dtype})"


class Dict(dict):
    def __init__(self, spaces):
        super().__init__(spaces)
        self.spaces = dict(spaces)

    def sample(self):
        return {k: v.sample() for k, v in self.spaces.items()}

    def contains(self, x):
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            self.spaces[k].contains(x[k]) for k in x)

    def seed(self, seed=None):
        for v in self.spaces.values():
            v.seed(seed)
        return [seed]


def discrete(n):
    return _gym_spaces.Discrete(n) if _gym_spaces else Discrete(n)


def box(low, high, shape, dtype):
    return _gym_spaces.Box(low, high, shape, dtype) if _gym_spaces else Box(low, high, shape, dtype)


def dict_space(spaces):
    return _gym_spaces.Dict(spaces) if _gym_spaces else Dict(spaces)
