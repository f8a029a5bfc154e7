"""Whether a player can still win a trick: an exact search over every hand (individual games).

Seed 000 (four individual players, three players): *"Quan un jugador ja no pot aconseguir
cap més basa, ha de jugar si en té una carta dels següents colls i per ordre: oros, copes,
espases i bastos."*  The engine, like a referee, sees every hand, so it decides the
question exactly: the player is restricted only when **no** sequence of plays the trick
obligations allow (everyone's, from the position on the table) lets them win a trick.
This module is that existential search; ``ways.cannot_win_any_trick`` asks it.

The search only cares about who wins each trick, never about points, which makes it small:

* it stops at the first winning line found, trying the likely ones first (the player's
  strong cards, the others' low ones and the cards that let the player's card stand);
* cards of one player that no other remaining card (in another hand or on the table)
  separates are interchangeable, so one of each such run is tried;
* every position is memoised (hands, trick, player to move);
* at the start of each trick, a counting bound (``_Search._hopeful``) drops positions in
  which no card of the player could win any more.

The search is exact within a budget of positions (``BUDGET``, counted, not timed, so every
computer and every replay of a game gets the same answer).  A search that runs out of
budget leaves the player free: the restriction is imposed only when it is proved.  In
random hands that happens at a small fraction of the cards (``benchmarks/restriction_speed.py``).

Without partners the obligations are plain: follow the suit led and beat the winning card
if you can, else trump (overtrump a trump) if you can; in obligada and intermèdia a card
that does not win must be the lowest of its suit (nobody is a partner, so nobody carries).
The other players' own discard order is not applied inside the search: "legal plays" there
are the trick obligations (docs/ways-to-play.md).
"""

from __future__ import annotations

from typing import Optional, Sequence

from .rules import LLIURE

#: positions a referee search may expand before it gives up and leaves the player free
BUDGET = 5000

_SUIT = tuple(0xFFF << (12 * s) for s in range(4))
#: id -> the cards of its suit that beat it (card ids are ordered by strength inside a suit)
_HIGHER = tuple(_SUIT[c // 12] & ~((1 << (c + 1)) - 1) for c in range(48))
#: id -> the cards of its suit below it
_LOWER = tuple(_SUIT[c // 12] & ((1 << c) - 1) for c in range(48))


def _legal(hand: int, trick: tuple, trump: int, lowest_rule: bool) -> int:
    """The obligations without partners (``tricks.legal_mask`` with nobody's partner winning)."""
    if not trick:
        return hand
    led = trick[0][1] // 12
    win = trick[0][1]
    for _, c in trick[1:]:
        cs = c // 12
        if (cs == win // 12 and c > win) or (cs == trump and win // 12 != trump):
            win = c
    follow = hand & _SUIT[led]
    if follow:
        legal = follow
        if win // 12 == led:
            beat = follow & _HIGHER[win]
            if beat:
                legal = beat
    elif trump < 0:
        legal = hand
    else:
        trumps = hand & _SUIT[trump]
        if win // 12 == trump:
            legal = (trumps & _HIGHER[win]) or hand
        else:
            legal = trumps or hand
    if not lowest_rule:
        return legal
    winners = legal & _HIGHER[win]
    if trump >= 0 and win // 12 != trump:
        winners |= legal & _SUIT[trump]
    lowest = 0
    for sm in _SUIT:
        chunk = hand & sm
        if chunk:
            lowest |= chunk & -chunk
    return winners | (legal & ~winners & lowest)


def _winner(trick: tuple, trump: int) -> tuple[int, int]:
    """(seat, card) winning the trick so far."""
    ws, win = trick[0]
    for s, c in trick[1:]:
        cs = c // 12
        if (cs == win // 12 and c > win) or (cs == trump and win // 12 != trump):
            ws, win = s, c
    return ws, win


def _beats(c: int, win: int, trump: int) -> bool:
    cs = c // 12
    return (cs == win // 12 and c > win) or (cs == trump and win // 12 != trump)


def _runs(legal: int, blockers: int) -> list[int]:
    """One card of each run of ``legal`` that no blocker card separates (the highest of the run)."""
    out: list[int] = []
    prev = -1
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if prev >= 0 and prev // 12 == c // 12 and not (blockers & _LOWER[c] & ~_LOWER[prev] & ~(1 << prev)):
            out[-1] = c  # same run as the previous card: keep one (the higher)
        else:
            out.append(c)
        prev = c
    return out


class _OutOfBudget(Exception):
    pass


class _Search:
    __slots__ = ("seat", "n", "trump", "lowest_rule", "memo", "nodes", "budget")

    def __init__(self, seat: int, n: int, trump: int, lowest_rule: bool, budget: int, memo: Optional[dict]) -> None:
        self.budget = budget
        self.seat = seat
        self.n = n
        self.trump = trump
        self.lowest_rule = lowest_rule
        self.memo: dict = {} if memo is None else memo
        self.nodes = 0

    def can_win(self, hands: tuple, trick: tuple, mover: int) -> bool:
        seat = self.seat
        if not hands[seat] and all(s != seat for s, _ in trick):
            return False
        key = (hands, trick, mover)
        known = self.memo.get(key)
        if known is not None:
            return known
        if self._top_trump(hands, trick):
            return True
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        result = (trick or self._hopeful(hands)) and self._expand(hands, trick, mover)
        self.memo[key] = result
        return result

    def _top_trump(self, hands: tuple, trick: tuple) -> bool:
        """Holding the highest trump left always wins a trick: keep it to the last trick, or play
        it earlier when it is the only legal card; either way nothing can beat it."""
        trump = self.trump
        if trump < 0:
            return False
        mine = hands[self.seat] & _SUIT[trump]
        if not mine:
            return False
        top = mine.bit_length() - 1
        rest = 0
        for q, h in enumerate(hands):
            if q != self.seat:
                rest |= h
        for _, c in trick:
            rest |= 1 << c
        return not rest & _HIGHER[top]

    def _wins_now(self, hands: tuple, trick: tuple, legal: int) -> bool:
        """Whether the seat, to play, has a legal card that takes the trick on the table whatever
        is due from the players after it (each of them must have a legal card that does not beat it)."""
        seat, n, trump = self.seat, self.n, self.trump
        after = [(seat + k) % n for k in range(1, n - len(trick))]
        if trick:
            led = trick[0][1] // 12
            _, win = _winner(trick, trump)
            m = legal & _HIGHER[win]
            if trump >= 0 and win // 12 != trump:
                m |= legal & _SUIT[trump]
        else:
            led = -1
            m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            lsuit = c // 12 if led < 0 else led
            for q in after:
                h = hands[q]
                if h & _SUIT[lsuit]:
                    if c // 12 == lsuit and h & _HIGHER[c]:
                        break  # must follow and beat it
                elif trump >= 0 and h & _SUIT[trump]:
                    if c // 12 != trump or h & _HIGHER[c]:
                        break  # must trump, or overtrump it
            else:
                return True
        return False

    def _hopeful(self, hands: tuple) -> bool:
        """A necessary condition, at the start of a trick: some card of the seat could still win one.

        A card of suit x wins only in a trick where x is led and no other player plays a
        higher x or (x not trumps) a trump; so every other player must by then either hold an
        x card below it or hold neither x cards nor trumps.  A player sheds one card a trick,
        so the cards they must shed first have to fit in the tricks left before that one.
        """
        seat, trump = self.seat, self.trump
        mine = hands[seat]
        spare = mine.bit_count() - 1  # tricks before the last one
        tsuit = _SUIT[trump] if trump >= 0 else 0
        for c in _runs(mine, 0):
            x = _SUIT[c // 12]
            below = _LOWER[c]
            ok = True
            for q, h in enumerate(hands):
                if q == seat or h & below:
                    continue
                if c // 12 == trump:
                    # a trump: the other player must keep a lower trump, or hold something else to play
                    if h & ~x or not h & _HIGHER[c]:
                        continue
                    ok = False
                    break
                if (h & x).bit_count() + (h & tsuit).bit_count() > spare:
                    ok = False
                    break
            if ok:
                return True
        return False

    def _expand(self, hands: tuple, trick: tuple, mover: int) -> bool:
        seat, n, trump = self.seat, self.n, self.trump
        hand = hands[mover]
        legal = _legal(hand, trick, trump, self.lowest_rule)
        blockers = 0
        for s in range(n):
            if s != mover:
                blockers |= hands[s]
        for _, c in trick:
            blockers |= 1 << c
        cards = _runs(legal, blockers)
        if mover == seat and self._wins_now(hands, trick, legal):
            return True
        played = any(s == seat for s, _ in trick)
        if trick:
            ws, win = _winner(trick, trump)
        else:
            ws, win = -1, -1
        if len(cards) > 1:
            if mover == seat:
                # cards that take the trick first, the strongest first; then the rest, lowest first
                if trick:
                    cards.sort(key=lambda c: (not _beats(c, win, trump), -c if _beats(c, win, trump) else c))
                else:
                    cards.sort(key=lambda c: (-(c % 12), c // 12 == trump))
            elif played and ws == seat:
                cards.sort(key=lambda c: (_beats(c, win, trump), c % 12))  # let the seat's card stand
            else:
                cards.sort(key=lambda c: (c // 12 == trump, c % 12))  # low cards, so the seat can beat them
        last = len(trick) == n - 1
        for c in cards:
            nh = list(hands)
            nh[mover] = hand & ~(1 << c)
            ht = tuple(nh)
            nt = trick + ((mover, c),)
            if last:
                w, _ = _winner(nt, trump)
                if w == seat:
                    return True
                if self.can_win(ht, (), w):
                    return True
            elif self.can_win(ht, nt, (mover + 1) % n):
                return True
        return False


def can_still_win(
    hands: Sequence[int],
    seat: int,
    trick: Sequence[tuple[int, int]],
    trump: Optional[int],
    variant: str = LLIURE,
    budget: int = BUDGET,
    memo: Optional[dict] = None,
) -> bool:
    """Whether some sequence of legal plays from here lets ``seat`` (to play now) win a trick.

    ``hands`` are every player's cards as bit masks (card ids ordered by strength inside
    a suit, ``cards.Ranking``), ``trick`` the (seat, card id) pairs on the table, ``trump``
    the trump suit index or ``None`` (botifarra).  Without partners; every player alone.
    ``True`` also when the search runs out of ``budget`` positions (not proved restricted).
    ``memo``, a dict kept by the caller for one seat, one trump and one variant, carries the
    positions already decided from one question to the next (later positions of the same
    hand are often among them).
    """
    return search_nodes(hands, seat, trick, trump, variant, budget, memo)[0]


def search_nodes(
    hands: Sequence[int],
    seat: int,
    trick: Sequence[tuple[int, int]],
    trump: Optional[int],
    variant: str = LLIURE,
    budget: int = BUDGET,
    memo: Optional[dict] = None,
) -> tuple[bool, int, bool]:
    """``can_still_win``, the positions expanded and whether the budget ran out (benchmark, tests)."""
    n = len(hands)
    search = _Search(seat, n, -1 if trump is None else trump, variant != LLIURE, budget, memo)
    try:
        return search.can_win(tuple(hands), tuple((s, c) for s, c in trick), seat), search.nodes, False
    except _OutOfBudget:
        return True, search.nodes, True
