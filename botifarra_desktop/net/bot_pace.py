"""When a bot's answer goes out: at a drawn time that covers the slow choices.

A bot that answers a forced card at once and a real choice after some thinking tells everyone at the
table which of its cards were forced.  The table pads every bot answer, forced or chosen, to a time
drawn the same way for both: ``cover`` plus a uniform draw of ``spread`` seconds, where ``cover`` starts
at ``bot_think`` and grows to 1.25 times the slowest answer seen so far (at most ``cap``).  Only an
answer slower than every earlier one (and than ``cap``) can come later than its drawn time; from then on
the cover is above it, so over a game a forced card and a chosen one take time from one distribution.

Nothing here reads a clock: the caller says how long the bot took (tests give made-up durations).
"""

from __future__ import annotations

import random
from typing import Optional

#: The cover grows to this many times the slowest answer seen.
HEADROOM = 1.25


class BotPace:
    def __init__(self, base: float, spread: Optional[float] = None, cap: Optional[float] = None,
                 rng: Optional[random.Random] = None) -> None:
        self.base = base
        self.spread = base / 2 if spread is None else spread
        self.cap = max(4 * base, base + 2.0) if cap is None else cap
        self.cover = base
        self._rng = rng or random.SystemRandom()

    def answer_at(self, elapsed: float) -> float:
        """Seconds after the turn began at which the answer goes out, for a bot that took ``elapsed``."""
        if self.base <= 0:
            return elapsed  # no padding asked for (tests, benchmarks)
        self.cover = max(self.cover, min(self.cap, elapsed * HEADROOM))
        return max(elapsed, self.cover + self._rng.random() * self.spread)

    def delay(self, elapsed: float) -> float:
        """Seconds still to wait once the bot has answered after ``elapsed`` seconds."""
        return self.answer_at(elapsed) - elapsed
