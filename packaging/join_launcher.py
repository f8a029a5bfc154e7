"""Entry script of ``botifarra-join`` in the bundles: the console program next to the game that seats
a computer player at a LAN table (botifarra_desktop/net/join.py)."""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from botifarra_desktop.net.join import main

    raise SystemExit(main())
