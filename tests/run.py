"""The whole suite as the README and CI run it: the fast tests first, then the slow ones.

    python tests/run.py [pytest options...]

Each part is one ``pytest`` run in two worker processes (pytest-xdist, ``-n 2``): the fast part
(``-m "not slow"``) answers within minutes, and a failure there is seen before the long soak and
packaging tests start.  The slow part asks xdist to keep the tests that share one Linux bundle build
(marked ``xdist_group("linux_bundle")``) in one worker (``--dist loadgroup``); whichever worker gets
them, tests/packaging/run_once.py builds the bundle and the .deb once per run.

Both parts always run.  The exit status is 0 only if neither part failed; a part that finds no
test to run (pytest's status 5, e.g. ``-k`` matching only fast tests) does not count as a failure
unless neither part ran a test.  The options given are passed to both parts.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence

#: Two processes for both parts: the CI machine has two cores, and more processes than cores only slow the
#: timing-bound tests.  The slow part gains too: one worker builds the bundles (the tests marked
#: ``xdist_group("linux_bundle")``, about 370 s in CI) while the other runs the soak's four blocks and the
#: long game tests.
WORKERS = "2"
PARTS = (
    ("fast", ["-n", WORKERS, "-m", "not slow"]),
    ("slow", ["-n", WORKERS, "--dist", "loadgroup", "-m", "slow"]),
)
NO_TESTS = 5  # pytest.ExitCode.NO_TESTS_COLLECTED


def combined_status(statuses: Sequence[int]) -> int:
    """One exit status for the parts' statuses: the first failure's, else 0, else "no tests" when
    no part ran any."""
    ran = [s for s in statuses if s != NO_TESTS]
    if not ran:
        return NO_TESTS
    return next((s for s in ran if s != 0), 0)


def main(argv: Sequence[str] | None = None) -> int:
    options = list(sys.argv[1:] if argv is None else argv)
    statuses = []
    for name, part in PARTS:
        print(f"=== {name} tests: pytest {' '.join(part + options)}", flush=True)
        statuses.append(subprocess.run([sys.executable, "-m", "pytest", *part, *options]).returncode)
    status = combined_status(statuses)
    summary = ", ".join(f"{name} part exit {s}" for (name, _), s in zip(PARTS, statuses))
    print(f"=== {summary}: {'passed' if status == 0 else 'FAILED'}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
