"""Entry script for the PyInstaller bundle."""

import multiprocessing

if __name__ == "__main__":
    # The bots think in a worker process: a frozen app must let the child
    # process start as a worker instead of a second copy of the game.
    multiprocessing.freeze_support()
    from botifarra_desktop.__main__ import main

    raise SystemExit(main())
