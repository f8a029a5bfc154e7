"""How often Easy throws points away for nothing, today's Easy against the previous release's.

    python benchmarks/ai_easy_gifts.py --hands 200

Easy (seats 0 and 2) plays whole hands against Medium (lliure, the bots declare and double).  At each
of Easy's cards where the trick is the other side's, a "chance" is a decision with a legal card that
would throw points away (``bots.thrown_away``: a counting card that does not take the trick over, when
a legal card has fewer points); a "gift" is such a card played.  Prints, per level, the chances, the
gifts and the gifts per hundred hands.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import make_bot
from botifarra_desktop.ai.bots import previous_easy, thrown_away
from botifarra_desktop.ai.knowledge import read_view
from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession


def count(level: str, hands: int, seed: int) -> tuple[int, int]:
    """(chances, gifts) of ``level`` ("easy" or "easy-prev") over ``hands`` hands."""
    chances = gifts = 0
    for h in range(hands):
        s = TableSession(Rules(), seed=seed * 10_000 + h, first_dealer=h % 4)
        s.start()
        bots = {seat: (previous_easy(h * 4 + seat) if level == "easy-prev" else make_bot("easy", h * 4 + seat))
                if seat % 2 == 0 else make_bot("medium", h * 4 + seat) for seat in range(4)}
        while (req := s.pending()) is not None:
            view = s.view(req.seat)
            value = bots[req.seat].decide(view)
            if req.action == "play" and req.seat % 2 == 0:
                rk = view.rules.card_ranking
                wasted = thrown_away(read_view(view), rk.mask_of(view.legal))
                if wasted:
                    chances += 1
                    gifts += bool(wasted >> rk.card_id(value) & 1)
            s.act(req.seat, req.action, value)
    return chances, gifts


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    for level in ("easy-prev", "easy"):
        chances, gifts = count(level, args.hands, args.seed)
        share = gifts / chances if chances else 0.0
        print(f"{level:9}: {args.hands} hands, {chances} chances, {gifts} gifts ({share:.0%} of the chances, "
              f"{100 * gifts / args.hands:.1f} per hundred hands)")


if __name__ == "__main__":
    main()
