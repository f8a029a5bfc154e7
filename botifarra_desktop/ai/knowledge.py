"""What one seat knows, read from its ``SeatView`` only: cards seen, cards unknown, inferred voids.

Hands are 48-bit masks of card ids (``engine/cards.py``).  Inference replays every
card played this hand through the engine's own ``tricks.legal_mask``: when a player
played card ``c`` in some trick state, any card ``x`` that would have made ``c``
illegal (``legal_mask({c, x})`` refuses ``c``) cannot be in that player's hand.  The
obligations of every variant are pairwise in that sense (follow, beat, trump,
overtrump, "lowest of the suit"), so this test is exact for lliure, obligada,
intermèdia and strict alike.  With table rules a player may break an obligation,
so the sampler treats these facts as constraints it may relax.

Every way to play: ``players`` seats (4, 3 or 2), a partner only in the pairs game,
the deck of the way (36 cards for three players).  In the pile games the other
seats' face-up pile cards are public (``known``), and every face-down pile card is
unknown to everyone, its owner included: it belongs to ``unknown``, and the sampler
places it under its pile.  A game started at a position lists the cards already
out of play in ``view.played_before``: they count as played.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from ..engine import PARTNERS
from ..engine.cards import RANKINGS, SUITS, Ranking
from ..engine.tricks import legal_mask, trick_winner_index
from ..engine.view import SeatView
from ..engine.ways import PAIRS, deck_for

FULL = (1 << 48) - 1
SUIT_MASKS = tuple(0xFFF << (12 * s) for s in range(4))


def bits(mask: int) -> list[int]:
    """Card ids in ``mask``, lowest id first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def top_card(mask: int) -> int:
    return mask.bit_length() - 1


def low_card(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


@dataclass(frozen=True)
class TrickState:
    """The trick as the player to move sees it: led suit, winning card and seat."""

    led: Optional[int]
    win: int
    win_seat: Optional[int]
    partner_winning: bool
    second: bool
    points: int  # card points already on the trick


def trick_state(trick: list[tuple[int, int]], seat: int, trump: Optional[int], rk: Ranking,
                partner: Optional[int] = -1) -> TrickState:
    """``partner``: the partner's seat, ``None`` without partners (-1: the pairs game's partner, ``PARTNERS[seat]``)."""
    if not trick:
        return TrickState(None, 0, None, False, False, 0)
    if partner == -1:
        partner = PARTNERS[seat]
    cards = [c for _, c in trick]
    wi = trick_winner_index(cards, trump)
    win_seat = trick[wi][0]
    return TrickState(cards[0] // 12, cards[wi], win_seat, win_seat == partner, len(cards) == 1,
                      sum(rk.points[c] for c in cards))


@lru_cache(maxsize=4096)
def trick_exclusions(cards: tuple[tuple[int, int], ...], trump: Optional[int], ranking: str, variant: str,
                      strict: bool, partners: bool = True, second_free: bool = False) -> tuple[tuple[int, int], ...]:
    """(seat, mask of cards that seat cannot have held) for each card played after the lead."""
    rk = RANKINGS[ranking]
    out = []
    for k in range(1, len(cards)):
        seat, c = cards[k]
        prefix = [x for _, x in cards[:k]]
        wi = trick_winner_index(prefix, trump)
        pw = partners and cards[wi][0] == PARTNERS[seat]
        second = partners and k == 1  # intermèdia's carregar belongs to a second player with a partner
        led = prefix[0] // 12
        win = prefix[wi]
        cbit = 1 << c
        banned = 0
        for x in range(48):
            if x == c:
                continue
            if not legal_mask(cbit | 1 << x, led, win, pw, second, trump, rk, variant, strict, second_free) & cbit:
                banned |= 1 << x
        out.append((seat, banned))
    return tuple(out)


@dataclass
class Knowledge:
    seat: int
    rk: Ranking
    trump: Optional[int]
    variant: str
    strict: bool
    hand: int  # the cards this seat sees and may play (in the pile games: with its face-up pile cards)
    played: int  # every card already out of play this hand (history, current trick, played before)
    unknown: int  # cards nobody has shown: the other seats' hidden cards and every face-down pile card
    counts: tuple[int, ...]  # cards each seat holds (hand and piles)
    excluded: list[int]  # per seat: cards inferred not to be held in hand
    trick: list[tuple[int, int]]  # (seat, card id) on the table
    leader: Optional[int]
    points: tuple[int, ...]  # card points + tricks already won per side
    tricks_left: int
    players: int = 4
    partner: Optional[int] = None  # None without partners
    deck: int = FULL
    known: tuple[int, ...] = ()  # per seat: public cards it holds (face-up pile cards); () without piles
    piles: tuple = ()  # per seat, per pile: (face-up card id or -1, size); () without piles
    way_name: str = PAIRS
    individual: bool = False  # the discard order of a player who cannot win any trick applies
    base: int = 36
    second_free: bool = False  # obligada's exception for the second player (Rules.second_discards_freely)

    @property
    def pairs(self) -> bool:
        return self.way_name == PAIRS

    @property
    def team(self) -> int:
        """This seat's side: its pair, or itself without partners."""
        return self.seat & 1 if self.pairs else self.seat

    def side_of(self, seat: int) -> int:
        return seat & 1 if self.pairs else seat

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def state(self) -> TrickState:
        return trick_state(self.trick, self.seat, self.trump, self.rk, self.partner)

    def remaining(self) -> int:
        """Cards not yet played (mine, the public ones and the unknown ones)."""
        return self.deck & ~self.played

    def is_boss(self, card: int) -> bool:
        """Is ``card`` the highest card of its suit still out (mine included)?"""
        return not (self.remaining() & self.rk.higher[card])

    def may_hold(self, seat: int, mask: int) -> int:
        """Cards of ``mask`` that ``seat`` may hold as far as this seat knows."""
        if seat == self.seat:
            return self.hand & mask
        public = self.known[seat] if self.known else 0
        return (public | self.unknown & ~self.excluded[seat]) & mask

    def void(self, seat: int, suit: int) -> bool:
        return not self.may_hold(seat, SUIT_MASKS[suit])


def read_view(view: SeatView) -> Knowledge:
    """Everything the seat knows at this moment, from its view alone."""
    rules = view.rules
    way = rules.way
    rk = rules.card_ranking
    n = view.players
    pairs = rules.way.partners
    trump = None if view.trump is None else SUITS.index(view.trump)
    hand = rk.mask_of(view.hand)
    deck = rk.mask_of(deck_for(way)) if way.deck_size != 48 else FULL
    played = rk.mask_of(view.played_before) & ~hand
    excluded = [0] * n
    tricks = [tuple((s, rk.card_id(c)) for s, c in t.cards) for t in view.history]
    current = [(s, rk.card_id(c)) for s, c in view.trick]
    for cards in tricks + ([tuple(current)] if current else []):
        for _, c in cards:
            played |= 1 << c
        for seat, banned in trick_exclusions(cards, trump, rules.ranking, rules.variant, rules.strict, pairs,
                                                rules.second_discards_freely):
            excluded[seat] |= banned
    known: tuple[int, ...] = ()
    piles: tuple = ()
    public = 0
    if view.piles:
        piles = tuple(tuple((-1 if top is None else rk.card_id(top), size) for top, size in seat_piles)
                      for seat_piles in view.piles)
        known = tuple(0 if s == view.seat else sum(1 << t for t, _ in piles[s] if t >= 0) for s in range(n))
        for m in known:
            public |= m
    unknown = deck & ~played & ~hand & ~public
    in_trick = {s for s, _ in current}
    tricks_left = max(view.hand_counts[s] + (s in in_trick) for s in range(n))
    points = tuple(cp + t for cp, t in zip(view.card_points, view.tricks_won))
    return Knowledge(
        seat=view.seat, rk=rk, trump=trump, variant=rules.variant, strict=rules.strict, hand=hand, played=played,
        unknown=unknown, counts=tuple(view.hand_counts), excluded=excluded, trick=current, leader=view.leader,
        points=points, tricks_left=tricks_left, players=n, partner=way.partner_of(view.seat),
        deck=deck, known=known, piles=piles, way_name=rules.way_name, individual=way.individual, base=way.base,
        second_free=rules.second_discards_freely,
    )
