"""Whether a player can still win a trick: an exact search over every hand (individual games).

Seed 000 (four individual players, three players): *"Quan un jugador ja no pot aconseguir
cap més basa, ha de jugar si en té una carta dels següents colls i per ordre: oros, copes,
espases i bastos."*  The engine, like a referee, sees every hand, so it decides the
question exactly: the player is restricted only when **no** sequence of plays the trick
obligations allow (everyone's, from the position on the table) lets them win a trick.
This module is that existential search; ``ways.cannot_win_any_trick`` asks it.

The search only cares about who wins each trick, never about points, which makes it small:

* it stops at the first winning line found, trying the likely ones first (the player's
  strong cards, the others' low ones while the player may still take the trick, their
  strongest ones once it cannot);
* cards of one player that no other remaining card (in another hand or on the table)
  separates are interchangeable, so one of each such run is tried;
* every position is memoised; between tricks under a key that plays alike for many
  positions (``_Search._canonical``: each suit renumbered over the cards still held, the
  suits other than trumps in any order);
* at the start of each trick a necessary condition (``_Search._hopeful``) drops positions
  in which the player can win no trick: until its first win every trick is led by the
  current leader or by someone who won one, so the possible leaders are a closure, and the
  player needs a trick one of them leads in a suit it can win (``_may_win``: the leader
  holds a lower card of that suit, and every other player can follow below or can have
  shed in time every card that would beat it);
* a position not settled within ``FIRST_LOOK`` positions gets ``PROBES`` whole lines played
  out at random towards the player's goal (``_Search.probe``): a line found is a proof;
* then the search goes on, and between tricks a coarse game, the outline (``_Outline``), may
  refute the position: trumps keep their ranks, the other suits only how many cards of each
  every player holds, and who may win a trick led in them is read from the ranks at the
  start of the question.  It allows every real line and more, so a player who wins nothing in
  it wins nothing at all.  Its positions are few, and it keeps what the hard deals turn on:
  one opponent holds many trumps, the player can win only once that opponent has none, and
  the opponent sheds them only while winning tricks and so keeping the lead.  The exact
  search alone needed up to 2.2 million positions for such deals; with the outline, about
  110,000 (the outline's included).

The search is exact within a budget of positions (``BUDGET`` for the exact search and
``OUTLINE_BUDGET`` for the outline, counted, not timed, so every computer and every replay of a
game gets the same answer, and the random lines follow a fixed sequence).  A search that runs out
of budget tries ``LAST_PROBES`` random lines more, then leaves the player free: the restriction is
imposed only when it is proved.
``benchmarks/restriction_speed.py`` counts how often that happens in random hands (the positions
still out of reach: none in 1,000 hands of each way) and what the search costs.

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
BUDGET = 25000
#: positions searched before the random look for a winning line (``_Search.probe``), and its lines
FIRST_LOOK = 2000
PROBES = 200
#: positions the coarse refutation (``_Outline``) may expand, over one question
OUTLINE_BUDGET = 400000
#: random lines tried when the budget runs out, before the player is left free (the first
#: ``PROBES`` of them again: the same fixed sequence)
LAST_PROBES = 2000

_SUIT = tuple(0xFFF << (12 * s) for s in range(4))
#: id -> the cards of its suit that beat it (card ids are ordered by strength inside a suit)
_HIGHER = tuple(_SUIT[c // 12] & ~((1 << (c + 1)) - 1) for c in range(48))
#: id -> the cards of its suit below it
_LOWER = tuple(_SUIT[c // 12] & ((1 << c) - 1) for c in range(48))


def _pext6(mask: int, bits: int) -> int:
    """The bits of ``bits`` at the places of ``mask``'s bits, packed low (six-bit masks)."""
    out = 0
    k = 0
    for i in range(6):
        if mask >> i & 1:
            out |= (bits >> i & 1) << k
            k += 1
    return out


#: ``_PEXT6[mask << 6 | bits]``: ``_pext6(mask, bits)``; ``_POP6[mask]``: its bit count (suit renumbering)
_PEXT6 = tuple(_pext6(m, b) for m in range(64) for b in range(64))
_POP6 = tuple(bin(m).count("1") for m in range(64))


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


def _renumbered(hands: tuple, held: int, x: int) -> tuple:
    """Each hand's cards of suit ``x`` renumbered over the cards of ``x`` in ``held`` (the cards
    still held): only their order matters."""
    shift = 12 * x
    chunk = held >> shift & 0xFFF
    low = (chunk & 63) << 6
    high = (chunk >> 6) << 6
    up = _POP6[chunk & 63]
    return tuple([_PEXT6[low | (h >> shift & 63)] | _PEXT6[high | (h >> shift + 6 & 63)] << up for h in hands])


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


def _others(hands: Sequence[int], trick: tuple, mover: int) -> int:
    """Every card still in play but ``mover``'s: the other hands and the cards on the table."""
    out = 0
    for q, h in enumerate(hands):
        if q != mover:
            out |= h
    for _, c in trick:
        out |= 1 << c
    return out


class _OutOfBudget(Exception):
    pass


class _Search:
    __slots__ = ("seat", "n", "trump", "lowest_rule", "memo", "nodes", "budget", "canonical", "outline")

    def __init__(self, seat: int, n: int, trump: int, lowest_rule: bool, budget: int, memo: Optional[dict],
                 canonical: bool = True) -> None:
        self.budget = budget
        #: key positions between tricks by ``_canonical`` (worth it in a long search, not in a glance)
        self.canonical = canonical
        self.seat = seat
        self.n = n
        self.trump = trump
        self.lowest_rule = lowest_rule
        self.memo: dict = {} if memo is None else memo
        self.nodes = 0
        #: the coarse refutation asked between tricks once a search runs long (``_Outline``)
        self.outline: Optional[_Outline] = None

    def can_win(self, hands: tuple, trick: tuple, mover: int) -> bool:
        seat = self.seat
        if not hands[seat] and all(s != seat for s, _ in trick):
            return False
        key = (hands, trick, mover) if trick or not self.canonical else self._canonical(hands, mover)
        known = self.memo.get(key)
        if known is not None:
            return known
        if self._top_trump(hands, trick):
            return True
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        result = (trick or self._hopeful(hands, mover) and not self._refuted(hands, mover)) \
            and self._expand(hands, trick, mover)
        self.memo[key] = result
        return result

    def _refuted(self, hands: tuple, leader: int) -> bool:
        """Whether the outline (when in use) proves the seat can win nothing from here."""
        outline = self.outline
        if outline is None:
            return False
        try:
            return outline.refutes(hands, leader)
        except _OutOfBudget:
            self.outline = None  # spent: the exact search goes on alone
            return False

    def _canonical(self, hands: tuple, leader: int) -> tuple:
        """The key of a position between tricks, the same for every position that plays alike:
        only the order of the cards still held matters inside a suit (each suit is renumbered
        over them), and the suits other than trumps are interchangeable (sorted)."""
        held = 0
        for h in hands:
            held |= h
        trump = self.trump
        patterns = []
        trump_pattern: tuple = ()
        for x in range(4):
            if not held >> 12 * x & 0xFFF:
                continue
            pattern = _renumbered(hands, held, x)
            if x == trump:
                trump_pattern = pattern
            else:
                patterns.append(pattern)
        patterns.sort()
        return (trump_pattern, tuple(patterns), leader)

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

    def _hopeful(self, hands: tuple, leader: int) -> bool:
        """A necessary condition, at the start of a trick led by ``leader``: the seat could still
        win some trick.

        Until the seat wins its first trick, every trick is led by ``leader`` or by a player
        who won an earlier one.  So the players who may lead before then are a closure:
        ``leader``, then anyone who could win a trick led by one of them (``_may_win``, a
        relaxed test).  The seat can win only a trick led by one of those players.
        """
        seat, n = self.seat, self.n
        spare = hands[seat].bit_count() - 1  # tricks before the last one
        leaders = [leader]
        others = [q for q in range(n) if q != leader and q != seat]
        grown = True
        while True:
            if any(self._may_win(hands, p, seat, spare) for p in leaders):
                return True
            if not grown:
                return False
            grown = False
            for q in list(others):
                # another player's win must come before the seat's, so before the last trick
                if any(self._may_win(hands, p, q, spare - 1) for p in leaders):
                    leaders.append(q)
                    others.remove(q)
                    grown = True

    def _top_trumps(self, hands: tuple, o: int) -> bool:
        """Every trump of player ``o`` beats every trump the others hold: a trick in which ``o``
        plays one is ``o``'s.  So ``o`` can shed its last trump at the latest two tricks before a
        trick it does not lead and must not hold a trump in (the trick in between is led by ``o``)."""
        mine = hands[o] & _SUIT[self.trump]
        low = (mine & -mine).bit_length() - 1
        rest = 0
        for q, h in enumerate(hands):
            if q != o:
                rest |= h
        return not rest & _HIGHER[low]

    def _may_win(self, hands: tuple, p: int, q: int, spare: int) -> bool:
        """A relaxed test: could player ``q`` win a trick that player ``p`` leads, at most ``spare``
        tricks from now?  (Never false when some line of play does it; players only lose cards.)

        A card c of suit x wins a trick led in x when the leader leads a lower x (or is q
        itself) and every other player can follow with a lower x or has shed, by then, every
        card that would beat it (x cards and, x not trumps, trumps: one a trick at most).  A
        trump c also wins a trick led in another suit y that q no longer holds, when every
        other player follows y or has shed the trumps above c and its y cards by then.  A player
        whose trumps all beat the others' wins the trick of its last trump, and so leads the next:
        it must shed them a trick earlier (``_top_trumps``).
        """
        trump = self.trump
        mine = hands[q]
        tsuit = _SUIT[trump] if trump >= 0 else 0
        lead = hands[p]
        for x in range(4):  # the highest card of each suit is enough: a lower one wins no more often
            xs = _SUIT[x]
            if not mine & xs:
                continue
            c = (mine & xs).bit_length() - 1
            below = _LOWER[c]
            if p == q or lead & below:
                for o in range(self.n):
                    if o == p or o == q:
                        continue
                    h = hands[o]
                    if h & below:
                        continue
                    trumps = (h & tsuit).bit_count()
                    if (h & xs).bit_count() + (0 if x == trump else trumps) > spare:
                        break
                    if trumps and trumps >= spare and self._top_trumps(hands, o):
                        break  # its last trump wins a trick no later than the one before: it would lead
                else:
                    return True
            if x == trump and p != q:
                higher = _HIGHER[c]
                for y in range(4):
                    ys = _SUIT[y]
                    if y == trump or not lead & ys or (mine & ys).bit_count() > spare:
                        continue
                    for o in range(self.n):
                        if o == p or o == q:
                            continue
                        h = hands[o]
                        if h & ys:
                            continue
                        if (h & higher).bit_count() > spare:
                            break
                    else:
                        return True
        return False

    def probe(self, hands: tuple, trick: tuple, mover: int, lines: int) -> bool:
        """Look for a winning line by playing ``lines`` whole lines out (a fixed random sequence:
        the same answer every time).  Half the lines are biased towards the seat's goal trick by
        trick, half play a whole-hand plan: the others shed their highest cards (trumps first),
        the seat keeps its best card for the end.  ``True`` only with a line found: a proof."""
        seat, n, trump = self.seat, self.n, self.trump
        state = 0x2545F491 ^ hash((hands, trick, mover)) & 0xFFFFFFFF
        for line in range(lines):
            plan = line % 2 == 1
            h = list(hands)
            t = trick
            m = mover
            while h[m]:
                legal = _legal(h[m], t, trump, self.lowest_rule)
                others = _others(h, t, m)
                cards = _runs(legal, others)
                if t:
                    ws, win = _winner(t, trump)
                else:
                    ws, win = -1, -1
                played = any(q == seat for q, _ in t)
                if m == seat:
                    pool = [c for c in cards if t and _beats(c, win, trump)]
                    if not pool:
                        keep = max(_runs(h[m], others), key=lambda c: (c // 12 == trump, c % 12))
                        pool = sorted((c for c in cards if c != keep), key=lambda c: c % 12)[:2] or cards
                elif played and ws == seat:
                    pool = [c for c in cards if not _beats(c, win, trump)] or cards  # let it stand
                elif plan or played:
                    pool = sorted(cards, key=lambda c: (c // 12 != trump, -(c % 12)))[:2]  # shed obstacles
                elif t:
                    pool = [c for c in cards if not _beats(c, win, trump)] or cards
                else:
                    pool = cards
                state = (state * 1103515245 + 12345) & 0x7FFFFFFF
                if state & 0x70000 == 0x70000:
                    pool = cards  # one card in eight anywhere among the legal ones
                c = pool[(state >> 8) % len(pool)]
                h[m] &= ~(1 << c)
                t = t + ((m, c),)
                if len(t) == n:
                    w, _ = _winner(t, trump)
                    if w == seat:
                        return True
                    t = ()
                    m = w
                else:
                    m = (m + 1) % n
        return False

    def _expand(self, hands: tuple, trick: tuple, mover: int) -> bool:
        seat, n, trump = self.seat, self.n, self.trump
        hand = hands[mover]
        legal = _legal(hand, trick, trump, self.lowest_rule)
        cards = _runs(legal, _others(hands, trick, mover))
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
            elif played:
                # the seat cannot take this trick any more: shed the cards that could beat it later
                cards.sort(key=lambda c: (c // 12 != trump, -(c % 12)))
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


class _Outline:
    """A coarse game that only refutes: trumps keep their ranks, in the other suits each player keeps
    only how many cards of each suit it holds, and who may win a trick led in such a suit is read
    from the ranks at the start (``lo``, ``hi``: each player's lowest and highest card of each suit
    there).  It allows every line of the real game from that position and more (a trick led in suit
    y and not trumped may be won by any player who followed it whose highest y card there beats
    the lowest y card there of every other player who followed it; the obligations are those of
    lliure, which allow every card obligada and intermèdia allow), so when the seat wins no trick
    in it, it wins none in the real game.  Its positions are few (the trumps, a dozen counts, the
    leader), and it keeps what the hard deals turn on: an opponent with many trumps must shed them
    all before the seat can win, and sheds them only while winning tricks, so it keeps the lead.

    The counts are packed in one int, four bits for each player and suit (``_field``)."""

    __slots__ = ("seat", "n", "trump", "suits", "lo", "hi", "memo", "nodes", "budget", "patterns")

    def __init__(self, hands: Sequence[int], seat: int, trump: int, budget: int) -> None:
        self.seat = seat
        self.n = len(hands)
        self.trump = trump
        self.suits = tuple(y for y in range(4) if y != trump)
        self.lo = [[12] * 4 for _ in hands]
        self.hi = [[-1] * 4 for _ in hands]
        for q, h in enumerate(hands):
            for y in self.suits:
                chunk = h >> 12 * y & 0xFFF
                if chunk:
                    self.lo[q][y] = (chunk & -chunk).bit_length() - 1
                    self.hi[q][y] = chunk.bit_length() - 1
        self.memo: dict = {}
        #: trumps held -> ``_pattern`` (many tricks leave the trumps as they were)
        self.patterns: dict = {}
        self.nodes = 0
        self.budget = budget

    def refutes(self, hands: Sequence[int], leader: int) -> bool:
        """Whether the seat can win no trick from this position (between tricks); ``False`` when
        the coarse game finds a line (nothing proved).  Raises ``_OutOfBudget``."""
        ts = _SUIT[self.trump] if self.trump >= 0 else 0
        tr = tuple(h & ts for h in hands)
        cnt = 0
        for q, h in enumerate(hands):
            for y in self.suits:
                cnt |= (h >> 12 * y & 0xFFF).bit_count() << _field(q, y)
        return not self._start(tr, cnt, leader)

    def _start(self, tr: tuple, cnt: int, leader: int) -> bool:
        seat = self.seat
        if not tr[seat] and not cnt >> 16 * seat & 0xFFFF:
            return False
        pattern = self.patterns.get(tr)
        if pattern is None:
            pattern = self.patterns[tr] = self._pattern(tr)
        key = (pattern, cnt, leader)
        known = self.memo.get(key)
        if known is not None:
            return known
        result = self._hopeful(tr, cnt, leader) and self._play(tr, cnt, leader, 0, -1, -1, -1, ())
        self.memo[key] = result
        return result

    def _hopeful(self, tr: tuple, cnt: int, leader: int) -> bool:
        """A necessary condition for the seat to win in the outline: it holds a trump, or a suit y
        that it leads now or another player can lead below its best y card, and in which every
        other player that cannot follow below that card can shed all its y cards and trumps before
        the seat's last trick (one card a trick) — a trick earlier when that player holds no y card
        and only trumps that beat everyone else's: it wins the trick of its last trump and leads
        the next, which then cannot be the seat's."""
        seat, lo = self.seat, self.lo
        if tr[seat]:
            return True
        spare = sum(cnt >> _field(seat, y) & 15 for y in self.suits) - 1
        # players whose every trump beats every other player's: a trick they trump is theirs, and
        # they lead the next one
        masters = 0
        for o, h in enumerate(tr):
            if h:
                rest = 0
                for q, g in enumerate(tr):
                    if q != o:
                        rest |= g
                if rest.bit_length() <= (h & -h).bit_length() - 1:
                    masters |= 1 << o
        for y in self.suits:
            if not cnt >> _field(seat, y) & 15:
                continue
            top = self.hi[seat][y]
            led = leader == seat
            for o in range(self.n):
                if o == seat:
                    continue
                held = cnt >> _field(o, y) & 15
                if lo[o][y] < top:
                    led = led or held > 0
                elif held + tr[o].bit_count() > spare:
                    break
                elif not held and masters >> o & 1 and tr[o].bit_count() >= spare:
                    break  # its last trump wins a trick, and it would lead the seat's, without a y card
            else:
                if led:
                    return True
        return False

    def _pattern(self, tr: tuple) -> tuple:
        """The trumps renumbered over those still held (only their order matters)."""
        if self.trump < 0:
            return ()
        held = 0
        for h in tr:
            held |= h
        return _renumbered(tr, held, self.trump)

    def _play(self, tr: tuple, cnt: int, mover: int, k: int, led: int, best: int, bseat: int,
              fol: tuple) -> bool:
        """``k`` cards played in the trick, led suit ``led``, highest trump ``best`` (of ``bseat``),
        ``fol`` the players who played the led suit (not trumps)."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        trump = self.trump
        mine = tr[mover]
        base = 16 * mover
        trumps: list[int] = []
        suits: tuple = ()
        if k == 0:
            trumps = _runs(mine, self._blockers(tr, mover, best)) if mine else []
            suits = self.suits
        elif led == trump:
            if mine:
                up = mine & _HIGHER[best]
                trumps = _runs(up or mine, self._blockers(tr, mover, best))
            else:
                suits = self.suits
        elif cnt >> base + 4 * led & 15:
            suits = (led,)
        elif mine:
            up = mine & _HIGHER[best] if best >= 0 else mine
            trumps = _runs(up or mine, self._blockers(tr, mover, best))
            if not up:
                suits = self.suits
        else:
            suits = self.suits
        last = k == self.n - 1
        nxt = (mover + 1) % self.n
        if mover == self.seat:
            trumps.reverse()  # the seat's best trump first, the others' lowest first
        for c in trumps:
            nt = list(tr)
            nt[mover] = mine & ~(1 << c)
            ht = tuple(nt)
            nl = trump if k == 0 else led
            nb, ns = (c, mover) if c > best else (best, bseat)
            if last:
                if self._end(ht, cnt, nl, nb, ns, fol):
                    return True
            elif self._play(ht, cnt, nxt, k + 1, nl, nb, ns, fol):
                return True
        for y in suits:
            one = 1 << base + 4 * y
            if not cnt & 15 * one:
                continue
            nl = y if k == 0 else led
            nf = fol + (mover,) if y == nl else fol
            if last:
                if self._end(tr, cnt - one, nl, best, bseat, nf):
                    return True
            elif self._play(tr, cnt - one, nxt, k + 1, nl, best, bseat, nf):
                return True
        return False

    def _blockers(self, tr: tuple, mover: int, best: int) -> int:
        """The trumps that separate ``mover``'s: the others' and the best one on the trick."""
        out = 1 << best if best >= 0 else 0
        for q, h in enumerate(tr):
            if q != mover:
                out |= h
        return out

    def _end(self, tr: tuple, cnt: int, led: int, best: int, bseat: int, fol: tuple) -> bool:
        seat = self.seat
        if bseat >= 0:
            return bseat == seat or self._start(tr, cnt, bseat)
        lo, hi = self.lo, self.hi
        winners = [q for q in fol if all(o == q or lo[o][led] < hi[q][led] for o in fol)]
        if seat in winners:
            return True
        return any(self._start(tr, cnt, q) for q in winners)


def _field(q: int, y: int) -> int:
    """The place of player ``q``'s count of suit ``y`` in ``_Outline``'s packed counts."""
    return 16 * q + 4 * y


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
    first_look: int = FIRST_LOOK,
) -> tuple[bool, int, bool]:
    """``can_still_win``, the positions expanded (the exact search's and the outline's) and whether
    the budget ran out (benchmark, tests).  ``first_look``: the exact search's positions before the
    random lines and the outline join in (tests lower it to put them to work on small positions)."""
    n = len(hands)
    hs = tuple(hands)
    tr = tuple((s, c) for s, c in trick)
    search = _Search(seat, n, -1 if trump is None else trump, variant != LLIURE, min(budget, first_look), memo,
                     canonical=budget > first_look)
    try:
        return search.can_win(hs, tr, seat), search.nodes, False
    except _OutOfBudget:
        if budget <= first_look:
            return True, search.nodes, True  # a small budget (the bots' play-outs): no more than that
    # not settled at a glance: look for a winning line at random, then search on with the outline
    # refuting between tricks (the positions decided so far stay in the memo)
    if search.probe(hs, tr, seat, PROBES):
        return True, search.nodes, False
    outline = search.outline = _Outline(hs, seat, search.trump, OUTLINE_BUDGET)
    search.budget = budget
    try:
        return search.can_win(hs, tr, seat), search.nodes + outline.nodes, False
    except _OutOfBudget:
        pass
    # out of budget: a last, longer look for a winning line before the player is left free
    return True, search.nodes + outline.nodes, not search.probe(hs, tr, seat, LAST_PROBES)


def outline_refutes(hands: Sequence[int], seat: int, leader: int, trump: Optional[int],
                    budget: int = OUTLINE_BUDGET) -> bool:
    """Whether the outline (``_Outline``) alone proves that ``seat`` can win no trick, between tricks
    with ``leader`` to lead (``False``: not proved, also when it runs out of ``budget``)."""
    outline = _Outline(hands, seat, -1 if trump is None else trump, budget)
    try:
        return outline.refutes(hands, leader)
    except _OutOfBudget:
        return False
