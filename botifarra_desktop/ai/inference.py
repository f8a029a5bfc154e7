"""Reading the other players' cards from how they played (pairs game).

A sampled deal is more likely when the cards the other three players already
played are the ones a sensible player would have chosen with the hands that
deal gives them.  ``PlayLikelihood`` replays this hand's tricks once per deal
with the play-out policy (``playout.greedy_card``) and weights the deal by
``agree_weight ** disagreements``: a soft signal, never a constraint, since
people (and the other levels) do not play like the policy.  ``PolicyReading`` does the same with
learned models of the card play and of the bidding (policy-based inference): the Hard level reads
with it where the models apply (lliure without the strict rule, the pairs game; ``HardBot.read_model``)
and with ``PlayLikelihood`` elsewhere (``HardBot.read_play``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from ..engine import PARTNERS, SEATS
from ..engine.fast import legal_lliure
from ..engine.rules import LLIURE
from ..engine.tricks import legal_mask, trick_winner_index
from ..engine.view import SeatView
from .knowledge import SUIT_MASKS, Knowledge
from .playout import greedy_card
from .sampling import sample_deal

if TYPE_CHECKING:
    import numpy as np

    from .bid_model import BidModel
    from .policy_model import Decision, PolicyModel


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


class PolicyReading:
    """Policy-based inference (issue 44): how likely the other seats' card choices of this hand were, in each
    sampled deal, under the learned model of play (``policy_model.PolicyModel``).

    ``decisions`` lists every card another seat (partner or opponent) played this hand, each with what that
    seat could see when it chose; the deal supplies its hand.  ``log_weights`` sums, per deal, the log
    probability of every such choice (a forced card adds nothing: its probability is 1).  With ``bids`` (a
    ``bid_model.BidModel``) it adds the log probability of the other seats' bidding (``bid_decisions``: the
    declaration, a delegation, every doubling call and pass), each seat's hand then being its hand now and
    every card it has played this hand.  Used for the default rules only (pairs game, lliure, not strict),
    where the legal cards of many deals are computed at once; the other rules keep ``PlayLikelihood``.
    """

    def __init__(self, k: Knowledge, view: SeatView, model: "PolicyModel", bids: Optional["BidModel"] = None) -> None:
        from .honest import exclusion
        from .policy_model import Decision, public_row

        self.k = k
        self.model = model
        self.bids = bids
        self.bid_decisions = [] if bids is None else bid_decisions(view)
        rk = k.rk
        trump = k.trump
        higher = rk.higher
        tricks = [[(s, rk.card_id(c)) for s, c in t.cards] for t in view.history]
        if k.trick:
            tricks.append(list(k.trick))
        ours_team = None if view.declarer is None else view.declarer & 1
        excluded = [0, 0, 0, 0]
        played = 0
        left = 12
        found: list[tuple["Decision", int]] = []  # (decision, index in play order)
        order: list[tuple[int, int]] = []  # (seat, card) in play order
        for t in tricks:
            led = win = wseat = -1
            tpts = 0
            on_table = 0
            for n, (seat, c) in enumerate(t):
                pw = n > 0 and wseat == PARTNERS[seat]
                if seat != k.seat:
                    by_rel = {(s - seat) % 4: x for s, x in t[:n]}
                    x_rel = {r: excluded[(seat + r) % 4] for r in (1, 2, 3)}
                    row = public_row(played, by_rel, x_rel, ours_team is not None and seat & 1 == ours_team,
                                     left, tpts, n, pw, trump)
                    found.append((Decision(seat, c, n, led, win, pw, trump, played | on_table, row), len(order)))
                if n:
                    excluded[seat] |= exclusion(c, led, win, pw, trump, higher, True)
                order.append((seat, c))
                on_table |= 1 << c
                tpts += rk.points[c]
                if n == 0:
                    led, win, wseat = c // 12, c, seat
                elif (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump
                                                           and win // 12 != trump):
                    win, wseat = c, seat
            if len(t) == 4:
                played |= on_table
                left -= 1
        # the cards each seat played from each of its decisions on: its hand then = its hand now | those
        self.decisions = []
        for d, at in found:
            later = 0
            for s, c in order[at:]:
                if s == d.seat:
                    later |= 1 << c
            self.decisions.append((d, later))
        # the bidding came before any card: a seat's hand then is its hand now | every card it played
        self.played_by = [0, 0, 0, 0]
        for s, c in order:
            self.played_by[s] |= 1 << c
        self.bid_decisions = [b for b in self.bid_decisions if b.seat != k.seat]

    def log_weights(self, deals: list[list[int]]) -> "np.ndarray":
        """Per deal (hands by seat, now), the log probability of the other seats' choices of this hand."""
        import numpy as np

        total = np.zeros(len(deals))
        if not self.decisions and not self.bid_decisions:
            return total
        hands = np.array(deals, dtype=np.uint64)
        for d, later in self.decisions:
            total += self.model.log_probs(hands[:, d.seat] | np.uint64(later), d)
        if self.bids is not None:
            for b in self.bid_decisions:
                total += b.log_probs(self.bids, hands[:, b.seat] | np.uint64(self.played_by[b.seat]))
        return total


@dataclass(frozen=True)
class BidDecision:
    """One bidding decision of a seat, as everybody saw it: a declaration choice (``level`` None) or a
    doubling decision at ``level`` (an index of ``bid_model.DOUBLE_LEVELS``)."""

    seat: int
    choice: int  # declaration: an index of bid_model.CHOICES; doubling: 1 called, 0 passed
    after_delegation: bool = False
    can_delegate: bool = False
    level: Optional[int] = None
    trump: int = 4  # doubling: the trumps named (4: botifarra)
    delegated: bool = False
    declarer: bool = False
    partner_passed: bool = False

    def log_probs(self, bids: "BidModel", hands: "np.ndarray") -> "np.ndarray":
        """log P(this decision | each of ``hands``, the seat's cards when it bid)."""
        if self.level is None:
            return bids.declaration_log_probs(hands, self.after_delegation, self.can_delegate, self.choice)
        return bids.double_log_probs(hands, self.trump, self.delegated, self.level, self.declarer,
                                     self.partner_passed, bool(self.choice))


def bid_decisions(view: SeatView) -> list[BidDecision]:
    """Every bidding decision of this hand, the passes included, read from the public facts of ``view``
    (the pairs game): who declared what, after a delegation or not, and who called each doubling level,
    each level offered in the engine's order (``Way.double_queue``)."""
    from .bid_model import CHOICES

    declarer = view.declarer
    way = view.rules.way
    if declarer is None or not view.declared or way.partner_of(declarer) is None:
        return []
    choice = CHOICES.index("botifarra" if view.trump is None else view.trump)
    trump = min(choice, 4)
    out = []
    if view.delegated:
        out.append(BidDecision(PARTNERS[declarer], CHOICES.index("delegate"), can_delegate=True))
    out.append(BidDecision(declarer, choice, after_delegation=view.delegated, can_delegate=not view.delegated))
    last = declarer
    calls = list(view.calls)
    for level in range(view.rules.max_doubles(view.trump is None)):
        caller = calls[level][0] if level < len(calls) else None
        queue = way.double_queue(declarer, last, level)
        if caller is not None and caller not in queue:
            return out[:2 if view.delegated else 1]  # not the engine's order: read the declaration only
        passed: set[int] = set()
        for seat in queue:
            called = seat == caller
            out.append(BidDecision(seat, int(called), level=level, trump=trump, delegated=view.delegated,
                                   declarer=seat == declarer, partner_passed=PARTNERS[seat] in passed))
            if called:
                break
            passed.add(seat)
        if caller is None:
            break
        last = caller
    return out


def policy_reading(k: Knowledge, view: SeatView, model: Optional["PolicyModel"],
                   bids: Optional["BidModel"] = None) -> Optional[PolicyReading]:
    """The model's reading where it applies: the pairs game, lliure without the strict rule, a whole hand
    (``bids``: the bidding read too)."""
    if model is None or not k.pairs or k.variant != LLIURE or k.strict or view.played_before or model.rk.name != k.rk.name:
        return None
    reading = PolicyReading(k, view, model, bids)
    return reading if reading.decisions or reading.bid_decisions else None


def read_deals(k: Knowledge, rng: random.Random, signals: Optional[list[list[float]]], reading: PolicyReading,
               pool: int, temper: float, mix: float) -> Callable[[], list[int]]:
    """Deals for the search, drawn in proportion to how well they explain the other seats' play.

    ``pool`` deals are sampled as usual (``sampling.sample_deal``), each weighted by ``exp(temper x`` the
    reading's log probability ``)``; the deals handed out are ``pool`` draws (systematic resampling) from
    that weighting mixed with a share ``mix`` of uniform choice, so a player who plays unlike the model
    cannot hide the deals that fit the rules.  The deals come round again if the search asks for more.
    """
    import numpy as np

    deals = [sample_deal(k, rng, signals) for _ in range(pool)]
    lw = temper * reading.log_weights(deals)
    w = np.exp(lw - lw.max())
    q = mix / pool + (1.0 - mix) * w / w.sum()
    cum = np.cumsum(q)
    u = (rng.random() + np.arange(pool)) / pool * cum[-1]
    picks = [deals[int(i)] for i in np.minimum(np.searchsorted(cum, u), pool - 1)]
    rng.shuffle(picks)
    at = [0]

    def next_deal() -> list[int]:
        hands = picks[at[0] % pool]
        at[0] += 1
        return list(hands)
    return next_deal
