"""Reading the other players' cards from how they played (pairs game).

A sampled deal is more likely when the cards the other three players already
played are the ones a sensible player would have chosen with the hands that
deal gives them.  ``PlayLikelihood`` replays this hand's tricks once per deal
with the play-out policy (``playout.greedy_card``) and weights the deal by
``agree_weight ** disagreements``: a soft signal, never a constraint, since
people (and the other levels) do not play like the policy.  The Hard level uses it
(``HardBot.read_play``).
"""

from __future__ import annotations

from typing import Callable, Optional

from ..engine import PARTNERS, SEATS
from ..engine.fast import legal_lliure
from ..engine.rules import LLIURE
from ..engine.tricks import legal_mask, trick_winner_index
from ..engine.view import SeatView
from .knowledge import SUIT_MASKS, Knowledge
from .playout import greedy_card


def _zero() -> float:
    return 0.0


def _high() -> float:
    return 0.999


class PlayLikelihood:
    def __init__(self, k: Knowledge, view: SeatView, disagree: float = 0.4) -> None:
        self.k = k
        self.disagree = disagree
        rk = k.rk
        # (seat, card, cards already on the trick, led, win, win seat) for every card played this hand
        self.plays: list[tuple[int, int, int, int, int, int]] = []
        played_by = [0, 0, 0, 0]
        tricks = [[(s, rk.card_id(c)) for s, c in t.cards] for t in view.history]
        if k.trick:
            tricks.append(list(k.trick))
        for t in tricks:
            for i, (seat, c) in enumerate(t):
                played_by[seat] |= 1 << c
                if i:
                    cards = [x for _, x in t[:i]]
                    wi = trick_winner_index(cards, k.trump)
                    self.plays.append((seat, c, i, cards[0] // 12, cards[wi], t[wi][0]))
                else:
                    self.plays.append((seat, c, 0, -1, -1, -1))
        self.played_by = played_by
        self.start_remaining = k.deck & ~rk.mask_of(view.played_before)

    def weight(self, hands: list[int]) -> float:
        """How well the deal ``hands`` (now) explains the cards the other seats played."""
        k = self.k
        rk = k.rk
        me = k.seat
        trump = k.trump
        simple = k.variant == LLIURE and not k.strict
        held = [hands[s] | self.played_by[s] for s in SEATS]
        remaining = self.start_remaining
        misses = 0
        for seat, c, n, led, win, wseat in self.plays:
            hand = held[seat]
            if seat != me:
                if n == 0:
                    legal = hand
                elif simple:
                    legal = legal_lliure(hand, led, win, wseat == PARTNERS[seat], trump, rk.higher)
                else:
                    legal = legal_mask(hand, led, win, wseat == PARTNERS[seat], n == 1, trump, rk, k.variant, k.strict,
                                       k.second_free)
                if legal & (legal - 1):
                    if not self._agrees(hand, legal, n, led, win, wseat, seat, remaining, c):
                        misses += 1
            held[seat] = hand & ~(1 << c)
            remaining &= ~(1 << c)
        return self.disagree ** misses

    def _agrees(self, hand: int, legal: int, n: int, led: int, win: int, wseat: int, seat: int, remaining: int,
                c: int) -> bool:
        k = self.k
        a = greedy_card(hand, legal, n, led, win, wseat, seat, k.trump, remaining, k.rk, _zero, 0.0)
        if a == c:
            return True
        if n:
            return False
        b = greedy_card(hand, legal, n, led, win, wseat, seat, k.trump, remaining, k.rk, _high, 0.0)
        if a == b:
            return False
        # The policy leads the lowest card of a suit chosen at random: any such card agrees.
        suit = legal & (0xFFF << (12 * (c // 12)))
        return (suit & -suit) == 1 << c


def likelihood(k: Knowledge, view: SeatView, disagree: Optional[float]) -> Optional[PlayLikelihood]:
    if disagree is None or not k.pairs or view.played_before:
        return None
    return PlayLikelihood(k, view, disagree)


class DeclarationReading:
    """The declarer names its longest suit, as a rule: a sampled deal that gives the declarer (another
    seat) a side suit longer than its trumps, counting the cards it has played, is weighted by ``factor``."""

    def __init__(self, k: Knowledge, view: SeatView, declarer: int, factor: float) -> None:
        rk = k.rk
        played = 0
        for t in view.history:
            played |= sum(1 << rk.card_id(c) for s, c in t.cards if s == declarer)
        played |= sum(1 << rk.card_id(c) for s, c in view.trick if s == declarer)
        self.played = played
        self.declarer = declarer
        self.trump = k.trump
        self.factor = factor

    def weight(self, hands: list[int]) -> float:
        held = hands[self.declarer] | self.played
        trumps = (held & SUIT_MASKS[self.trump]).bit_count() if self.trump is not None else 0
        if any((held & SUIT_MASKS[s]).bit_count() > trumps for s in range(4) if s != self.trump):
            return self.factor
        return 1.0


def declaration_reading(k: Knowledge, view: SeatView, factor: Optional[float]) -> Optional[DeclarationReading]:
    if factor is None or not k.pairs or k.trump is None or view.declarer is None or view.declarer == k.seat \
            or view.played_before:
        return None
    return DeclarationReading(k, view, view.declarer, factor)


def deal_weight(*readings: Optional[PlayLikelihood | DeclarationReading]) -> Optional[Callable[[list[int]], float]]:
    """The product of the readings' weights (``None`` when there is none)."""
    present = [r.weight for r in readings if r is not None]
    if not present:
        return None
    if len(present) == 1:
        return present[0]

    def weight(hands: list[int]) -> float:
        w = 1.0
        for f in present:
            w *= f(hands)
        return w
    return weight
