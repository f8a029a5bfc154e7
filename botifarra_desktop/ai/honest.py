"""Honest play-outs (pairs game): every simulated seat plays Medium's rules on its own information.

The Hard level's search samples deals of the hidden cards for the seat that decides
and plays each candidate card out on them.  In these play-outs each of the four
simulated players chooses with ``medium.medium_card`` on a ``Knowledge`` of its own:
its own (sampled) hand, the cards played, and the voids and missing cards the play
has shown (the public inferences of ``Knowledge.excluded``, updated card by card).
No simulated player looks at another seat's cards; the sampled deal decides only
what the cards held really are.  This is the "imperfect-information Monte Carlo"
idea of Furtak and Buro (2013) with a fixed rule policy in place of a recursive
search.  The exact endgame solver (all hands open) stays for the deciding seat's
last tricks only (``search.card_values``).

The inference after each card is exact for lliure (non-strict), as the engine's
``fast.legal_lliure`` states the obligations; in every other variant only "did not
follow, so void in the suit led", which every variant implies.
"""

from __future__ import annotations

from typing import Callable, Optional

from ..engine import partner_of, team_of
from ..engine.fast import legal_lliure
from ..engine.rules import LLIURE
from ..engine.tricks import legal_mask
from .knowledge import FULL, SUIT_MASKS, Knowledge
from .medium import medium_card
from .playout import greedy_play_out


def _half() -> float:
    return 0.5


def exclusion(c: int, led: int, win: int, partner_winning: bool, trump: Optional[int], higher: tuple,
              exact: bool) -> int:
    """Cards the seat that played ``c`` (following; ``win`` winning, ``led`` led) cannot hold.

    ``exact``: the lliure obligations (``fast.legal_lliure``), else only the suit led when not followed.
    """
    suit = c // 12
    if suit != led:
        out = SUIT_MASKS[led]
        if exact and not partner_winning and trump is not None:
            if win // 12 == trump:
                if not (suit == trump and c > win):
                    out |= SUIT_MASKS[trump] & higher[win]
            elif suit != trump:
                out |= SUIT_MASKS[trump]
        return out
    if exact and not partner_winning and win // 12 == led and c < win:
        return SUIT_MASKS[led] & higher[win]
    return 0


class HonestPlayOut:
    """Plays the rest of a hand from the deciding seat's position ``k`` (pairs game only).

    ``declarer_team``: the team that named the trumps (Medium draws trumps only for its own side's).
    ``eps``: the share of choices (with more than one legal card) made at random instead.
    ``tricks``: after that many tricks are complete the play-out goes on with the cheaper greedy policy
    (``playout.greedy_play_out``, random moves ``greedy_eps``); ``None``: honest to the end.
    """

    def __init__(self, k: Knowledge, declarer_team: Optional[int], eps: float = 0.0, tricks: Optional[int] = None,
                 greedy_eps: float = 0.08) -> None:
        if not k.pairs:
            raise ValueError("honest play-outs are for the pairs game")
        self.k = k
        self.eps = eps
        self.tricks = tricks
        self.greedy_eps = greedy_eps
        self.declarer_team = declarer_team
        self.exact = k.variant == LLIURE and not k.strict

    def play(self, hands: list[int], first: int, rnd: Optional[Callable[[], float]] = None) -> tuple[int, int]:
        """Points of team 0 and team 1 from now on, ``first`` the deciding seat's card (``hands`` modified);
        ``rnd`` draws the random moves (with ``eps``)."""
        k = self.k
        eps = self.eps if rnd is not None else 0.0
        rk = k.rk
        trump = k.trump
        points = rk.points
        higher = rk.higher
        exact = self.exact
        variant, strict = k.variant, k.strict
        decl = self.declarer_team
        excluded = list(k.excluded)
        played = k.played
        trick = list(k.trick)
        tricks_left = k.tricks_left
        seat = k.seat
        pts = [0, 0]
        n = len(trick)
        led = win = wseat = -1
        tpts = 1
        for s, c in trick:
            tpts += points[c]
            if led < 0:
                led, win, wseat = c // 12, c, s
            elif (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
                win, wseat = c, s
        card: Optional[int] = first
        done = 0  # tricks completed in this play-out
        while hands[seat]:
            if n == 0 and self.tricks is not None and done >= self.tricks:
                rest = greedy_play_out(hands, seat, [], trump, rk, played, rnd or _half, variant, strict,
                                       self.greedy_eps if rnd is not None else 0.0, first=card)
                return pts[0] + rest[0], pts[1] + rest[1]
            hand = hands[seat]
            pw = n > 0 and wseat == partner_of(seat)
            if card is None:
                if n == 0:
                    legal = hand
                elif exact:
                    legal = legal_lliure(hand, led, win, pw, trump, higher)
                else:
                    legal = legal_mask(hand, led, win, pw, n == 1, trump, rk, variant, strict)
                if legal & (legal - 1) and eps and rnd is not None and rnd() < eps:
                    options = [x for x in range(48) if legal >> x & 1]
                    card = options[int(rnd() * len(options))]
                elif legal & (legal - 1):
                    view = Knowledge(seat=seat, rk=rk, trump=trump, variant=variant, strict=strict, hand=hand,
                                     played=played, unknown=FULL & ~played & ~hand, counts=(), excluded=excluded,
                                     trick=trick, leader=None, points=(), tricks_left=tricks_left,
                                     partner=partner_of(seat))
                    card, _ = medium_card(view, legal, decl is not None and team_of(seat) == decl)
                else:
                    card = (legal & -legal).bit_length() - 1
            c = card
            card = None
            if n:
                excluded[seat] |= exclusion(c, led, win, pw, trump, higher, exact)
            hands[seat] = hand & ~(1 << c)
            played |= 1 << c
            trick = trick + [(seat, c)]
            tpts += points[c]
            if n == 0:
                led, win, wseat = c // 12, c, seat
            elif (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
                win, wseat = c, seat
            n += 1
            if n == 4:
                pts[team_of(wseat)] += tpts
                seat = wseat
                n, tpts, trick = 0, 1, []
                tricks_left -= 1
                done += 1
            else:
                seat = (seat + 1) % 4
        return pts[0], pts[1]
