import os

import pytest

MIXES = [["base"], ["base", "new-buildings"], ["base", "nobles"],
         ["base", "new-buildings", "nobles"]]


def pytest_addoption(parser):
    parser.addoption("--soak", action="store_true", help="many more random games")


@pytest.fixture(scope="session")
def soak(request):
    return request.config.getoption("--soak") or os.environ.get("GOVERNOR_SOAK") == "1"


@pytest.fixture(scope="session")
def games():
    import governor
    cache = {}

    def get(packs):
        key = ",".join(packs)
        if key not in cache:
            cache[key] = governor.load(packs=packs)
        return cache[key]
    return get
