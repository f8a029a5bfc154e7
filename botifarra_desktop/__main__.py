"""``botifarra`` / ``python -m botifarra_desktop``: start the game.

``--autoplay N`` lets four computer players play N hands on screen and exits
with code 0 (smoke tests; ``--report FILE`` also writes a JSON summary there,
for systems where a windowed program has no output); ``--version`` prints the
version.
"""

from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence

from botifarra_desktop.engine.ways import WAYS
from botifarra_desktop.session.seats import BOT_LEVELS
from botifarra_desktop.storage.settings import ANIMATION_SPEEDS, SHIPPED_LANGUAGES


def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    p = argparse.ArgumentParser(prog="botifarra", description="Botifarra, the Catalan card game.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--autoplay", type=int, metavar="N", help="four computer players play N hands, then exit")
    p.add_argument("--speed", choices=ANIMATION_SPEEDS,
                   help="animation speed for this run (default: the setting; fast with --autoplay; "
                        "with --autoplay, instant also lets the computer players answer without a pause)")
    p.add_argument("--level", choices=BOT_LEVELS, help="level of every computer player (autoplay)")
    p.add_argument("--seed", type=int, help="seed of the game's deals (reproduce a game)")
    p.add_argument("--language", choices=SHIPPED_LANGUAGES, help="language for this run")
    p.add_argument("--game", dest="way", choices=WAYS, default=None,
                   help="way to play for --autoplay: pairs (default), individual, three, rector, two_hand")
    p.add_argument("--report", metavar="FILE",
                   help="with --autoplay: write a JSON summary (version, hands, bot worker, exit code) to FILE")
    return p.parse_known_args(list(argv))


def main(argv: Optional[Sequence[str]] = None, runner_factory=None) -> int:
    args, qt_args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from . import __version__

        print(f"botifarra {__version__}")
        return 0
    if args.autoplay is not None and args.autoplay < 1:
        print("botifarra: --autoplay needs a number of hands from 1 up", file=sys.stderr)
        return 2
    if args.report and args.autoplay is None:
        print("botifarra: --report goes with --autoplay", file=sys.stderr)
        return 2
    if args.seed is not None and args.seed < 0:
        print("botifarra: --seed must be a whole number from 0 up", file=sys.stderr)
        return 2
    from .ui.shell.app import run

    return run(args, [sys.argv[0] if sys.argv else "botifarra", *qt_args], runner_factory)


if __name__ == "__main__":
    sys.exit(main())
