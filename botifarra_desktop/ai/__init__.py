"""Computer players.  They see only a seat's ``SeatView``.

The bots never get the game itself.  ``arena`` drives a ``TableSession`` like any
table; only its all-seeing reference player (the "oracle", arena-only) is handed
every seat's cards, through ``TableSession.open_hands``.

``make_bot(level, seed)`` gives a bot for "easy", "medium" or "hard", for every way to
play (``Rules.way_name``: pairs, individual, three, rector, two_hand);
``bot.decide(view) -> str`` answers the seat's request (declaration, double call
or card).  ``hints.suggest(view)`` tells a human what the Hard level would do.
"""

from .bots import LEVELS, Bot, EasyBot, HardBot, MediumBot


def make_bot(level: str, seed: int) -> Bot:
    """A computer player of ``level`` (one of ``session.BOT_LEVELS``), deterministic given ``seed``."""
    cls = LEVELS.get(level)
    if cls is None:
        raise ValueError(f"unknown bot level {level!r}: use one of {', '.join(LEVELS)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"a bot seed is a whole number, not {seed!r}")
    return cls(seed)


__all__ = ["make_bot", "LEVELS", "Bot", "EasyBot", "MediumBot", "HardBot"]
