"""`governor.__version__` is the project's version, the one `governor --version` prints."""

import os
import re
import subprocess

import pytest

import governor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOV = os.path.join(ROOT, os.environ.get("GOVERNOR_BUILD_DIR", "build"), "governor")


def test_version_is_the_projects():
    assert re.fullmatch(r"\d+\.\d+\.\d+", governor.__version__)
    assert "__version__" in governor.__all__


def test_version_matches_the_command_line():
    if not os.path.exists(GOV):
        pytest.skip("no governor binary in GOVERNOR_BUILD_DIR")
    out = subprocess.run([GOV, "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"governor {governor.__version__}"
