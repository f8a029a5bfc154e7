"""The three computer players.  Each sees only its seat's ``SeatView``.

A bot is deterministic given its seed and the views it is shown: every decision
draws from a generator seeded by the bot's seed and the position, never by
the order of earlier calls.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Callable, Optional, Union

from ..engine.phase import Phase
from ..engine.view import SeatView
from . import bidding, worlds
from .honest import HonestPlayOut
from .inference import deal_weight, declaration_reading, likelihood, policy_reading, read_deals
from .knowledge import Knowledge, bits, read_view
from .medium import medium_card
from .playout import greedy_card
from .sampling import sample_deal, sample_layout, signal_weights
from .search import best_of, card_values, halving_values, sample_count

if TYPE_CHECKING:
    from .bid_model import BidModel
    from .policy_model import PolicyModel

#: ``HardBot``'s ``read_model`` and ``read_bids`` by default: the learned models that come with the game.
SHIPPED = "shipped"


def position_rng(seed: int, view: SeatView) -> random.Random:
    key = f"{seed}|{view.seat}|{view.hand_no}|{view.phase.value}|{view.trick_no}|{len(view.trick)}|{len(view.calls)}|" \
          f"{','.join(view.hand)}|{view.delegated}"
    return random.Random(key)


def our_declaration(view: SeatView) -> bool:
    """Did this seat's side name the trumps (its pair, or itself without partners)?"""
    if view.declarer is None:
        return False
    return view.rules.way.side_of(view.declarer) == view.rules.way.side_of(view.seat)


class Bot(ABC):
    """Base: routes each request; a forced card is played without thinking."""

    level = "bot"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide(self, view: SeatView) -> str:
        if not view.my_turn:
            raise ValueError(f"seat {view.seat} has nothing to decide now: seat {view.turn} is to act")
        if view.phase is Phase.PLAY:
            if len(view.legal) == 1:
                return view.legal[0]
            return self.play(view, position_rng(self.seed, view))
        if view.phase is Phase.DECLARE:
            return self.declare(view, position_rng(self.seed, view))
        if view.phase is Phase.DOUBLE:
            return self.double(view, position_rng(self.seed, view))
        raise ValueError(f"seat {view.seat} has nothing to decide in the {view.phase.value} phase")

    @abstractmethod
    def play(self, view: SeatView, rng: random.Random) -> str:
        """The level's card (one of the view's options)."""

    @abstractmethod
    def declare(self, view: SeatView, rng: random.Random) -> str:
        """The level's declare choice (one of the view's options)."""

    @abstractmethod
    def double(self, view: SeatView, rng: random.Random) -> str:
        """The level's double choice (one of the view's options)."""


def thrown_away(k: Knowledge, legal: int) -> int:
    """Cards of ``legal`` that would throw points away for nothing: with the trick held by the other
    side, a card that does not take it over and carries more points than the cheapest legal card."""
    if not k.trick:
        return 0
    st = k.state()
    if st.win_seat is None or k.side_of(st.win_seat) == k.team:
        return 0
    points = k.rk.points
    cheapest = min(points[c] for c in bits(legal))
    out = 0
    for c in bits(legal):
        takes = (c // 12 == st.win // 12 and c > st.win) or (
            k.trump is not None and c // 12 == k.trump and st.win // 12 != k.trump)
        if not takes and points[c] > cheapest:
            out |= 1 << c
    return out


class EasyBot(Bot):
    """Legal, quick and beatable: it forgets the cards played, and about three cards in four
    (``impulses``) are a beginner's impulse rather than a plan: any legal card but one that throws
    points away for nothing (``thrown_away``: a counting card under the other side's winning card when
    a cheaper one would do).  It declares its longest suit, but half the time (``mistakes``) names
    any suit or botifarra on a whim, and it calls contro on a whim one time in six (``whims``).

    Without its gifts Easy scores more; the impulses (up from a half) and the whims (up from one in
    eight) keep Medium about 12 points a deal ahead in full mode (``benchmarks/README.md``)."""

    level = "easy"
    mistakes = 0.5  # declaring
    impulses = 0.75  # card play
    whims = 1 / 6  # doubling without the hand for it
    gifts = False  # may an impulse throw points away (the previous release: yes)?

    def play(self, view: SeatView, rng: random.Random) -> str:
        rk = view.rules.card_ranking
        k = read_view(view)
        if rng.random() < self.impulses:
            wasted = 0 if self.gifts else thrown_away(k, rk.mask_of(view.legal))
            return rng.choice([c for c in view.legal if not wasted >> rk.card_id(c) & 1])
        legal = rk.mask_of(view.legal)
        st = k.state()
        # It forgets what has been played: everything it cannot see might still be out.
        remaining = k.deck & ~_table_mask(k)
        c = greedy_card(k.hand, legal, len(k.trick), st.led if st.led is not None else -1, st.win,
                        st.win_seat if st.win_seat is not None else -1, k.seat, k.trump, remaining, rk,
                        rng.random, 0.0, partner=k.partner, last=k.players - 1)
        return rk.card_str(c)

    def declare(self, view: SeatView, rng: random.Random) -> str:
        return bidding.simple_declaration(view, rng, self.mistakes)

    def double(self, view: SeatView, rng: random.Random) -> str:
        return bidding.simple_double(view, rng, self.whims)


def _table_mask(k: Knowledge) -> int:
    m = 0
    for _, c in k.trick:
        m |= 1 << c
    return m


class MediumBot(Bot):
    """Seed 000's club strategy, remembering every card played and every void shown."""

    level = "medium"
    bid_samples = 12

    def play(self, view: SeatView, rng: random.Random) -> str:
        k = read_view(view)
        c, _ = medium_card(k, k.rk.mask_of(view.legal), our_declaration(view))
        return k.rk.card_str(c)

    def declare(self, view: SeatView, rng: random.Random) -> str:
        return bidding.choose_declaration(view, self.bid_samples, rng)[0]

    def double(self, view: SeatView, rng: random.Random) -> str:
        return bidding.choose_double(view, self.bid_samples, rng)[0]


class HardBot(Bot):
    """Search over the hidden cards: deals consistent with the view, played out per candidate card,
    solved exactly in the last tricks (pairs game).  The other ways to play use the general
    play-outs of ``worlds.py`` (face-down pile cards sampled under their piles) and, in their last
    tricks with two or three players, the exact solver of ``world_solver.py`` on each sampled world.

    ``playouts``: "greedy" plays every sampled deal out with ``playout.greedy_card`` for all four
    seats (the previous release); "honest" with ``honest.py`` (each seat plays Medium's rules on its own
    information; ``honest_eps`` random moves, ``honest_tricks`` honest only that many tricks, then greedy).
    Against the greedy Hard, card play, 60 pairs: honest with 300 play-outs −0.86 a deal, with 600 +0.12
    (not significant, 1.5 times the think time), so the default stays "greedy" (``benchmarks/README.md``).
    ``allocation`` (pairs game): "halving", the default, spends its play-outs in rounds and drops the
    worse half of the candidate cards after each (``search.halving_values``), with ``HALVING_WORK`` times
    the flat work in its play-outs and in the exact endgame's worlds; "flat" (the previous release) plays
    every candidate card out on the same deals (``search.card_values``).  Against the previous Hard,
    card play, on fresh deals: +0.46 (+0.10..+0.83) a deal over 350 pairs, at twice its think time
    (``benchmarks/README.md``).  ``playout_eps``: the random moves in the greedy play-outs.
    ``rollouts`` is the base work per decision (default by play-outs, ``ROLLOUTS``; given, it is the
    pairs game's whole work and the exact endgame's, whatever the allocation);
    ``close_rollouts`` (0: off) the most it spends
    while the best two cards stay close (``search.card_values``); ``endgame_tricks`` the tricks
    solved exactly.  ``soft_seconds`` (``None``: off) is a wait budget: past it a decision ends
    once it has half of its base work.  ``max_seconds`` is only a safety stop for a very slow
    machine (``None``: never stop early, and no wait budget).  ``read_play`` weights each deal by
    how well it explains the cards already played (``inference.py``; ``None``: off).
    ``read_declaration`` (pairs game; ``None``, the default: off) weights by that factor a deal giving the
    declarer a side suit longer than its trumps (``inference.DeclarationReading``); measured and not kept
    (``benchmarks/README.md``: -0.01 a deal over 300 pairs at 0.3).
    ``read_model`` (pairs game, lliure without the strict rule) reads the other seats' cards with a learned
    model of play (policy-based inference, ``inference.PolicyReading``; ``SHIPPED``, the default: the model
    that comes with the game, ``resources/ai/policy.npz``; ``None``: off): ``read_pool`` deals are sampled (fewer
    when the search's work is small: a third of it, at least ``READ_POOL_MIN``) and the search draws its deals
    from them in proportion to exp(``read_temper`` x the log probability of the other seats' choices), a share
    ``read_mix`` of the draws uniform; ``read_play`` is then not used.  ``read_bids`` (with ``read_model``;
    ``SHIPPED``, the default: ``resources/ai/bids.npz``; ``None``: off) adds the log probability of the other
    seats' bidding (declaration, delegation, every doubling call and pass) under a learned model of bidding
    (``bid_model.BidModel``); ``read_signals`` (default on) keeps drawing the sampled deals with the bidding's
    signals (``sampling.signal_weights``) as well.  Where the models do not apply (the other obligations,
    the strict rule, the other ways to play, another card ranking), Hard reads with ``read_play``.  Against
    the Hard without the models (the arena's "hard-noread"), full hands, 1,350 fresh deal pairs: +0.256
    (+0.048..+0.465) a hand at stake one (``benchmarks/README.md``, issue 44).
    ``double_margins``: the points above the base its side must expect before each call
    (default ``bidding.HARD_DOUBLE_MARGIN``, lower than Medium's: Hard's own card play makes
    about 3 points more than the greedy estimate, so calls from 1 point above the base pay).
    ``botifarra_margin``: how much better botifarra must look than the best trump before it
    declares it (default ``bidding.HARD_BOTIFARRA_MARGIN``, 0: that edge is doubled too).

    Arena, card play vs Medium, seed 1414, 100 duplicate pairs, the same deals: the previous defaults
    +3.38 (2.70..4.07); with 4 exact tricks, up to 3600 play-outs on close decisions and a 0.25 s
    wait budget +2.95 (2.32..3.58), so those stay off (all-seeing +6.58).
    """

    level = "hard"

    def __init__(self, seed: int, rollouts: Optional[int] = None, endgame_tricks: int = 3, bid_samples: int = 40,
                 max_seconds: Optional[float] = 0.9, read_play: Optional[float] = 0.4,
                 close_rollouts: int = 0, soft_seconds: Optional[float] = None,
                 double_margins: Optional[dict[str, float]] = None,
                 botifarra_margin: float = bidding.HARD_BOTIFARRA_MARGIN, playouts: str = "greedy",
                 honest_eps: float = 0.0, honest_tricks: Optional[int] = None, allocation: str = "halving",
                 playout_eps: float = 0.08, read_declaration: Optional[float] = None,
                 read_model: Union[PolicyModel, str, None] = SHIPPED, read_pool: int = 700, read_temper: float = 0.5,
                 read_mix: float = 0.25, read_bids: Union[BidModel, str, None] = SHIPPED,
                 read_signals: bool = True) -> None:
        super().__init__(seed)
        # the learned model of bidding read with it (None: the card play only)
        self.read_bids: Optional[BidModel] = _model(read_bids, shipped_bids)
        self.read_signals = read_signals  # the deals of the reading are drawn with the bidding's signals
        # the learned model of play the deals are read with (None: off)
        self.read_model: Optional[PolicyModel] = _model(read_model, shipped_policy)
        self.read_pool = read_pool  # deals sampled, then drawn by how well they explain the play
        self.read_temper = read_temper  # the model's log probabilities are multiplied by this
        self.read_mix = read_mix  # the share of the draws that ignores the model
        self.read_declaration = read_declaration
        if playouts not in PLAYOUTS:
            raise ValueError(f"unknown play-outs {playouts!r}: use one of {', '.join(PLAYOUTS)}")
        if allocation not in ALLOCATIONS:
            raise ValueError(f"unknown allocation {allocation!r}: use one of {', '.join(ALLOCATIONS)}")
        self.allocation = allocation
        self.playout_eps = playout_eps  # random moves in the greedy play-outs
        self.playouts = playouts
        self.honest_eps = honest_eps  # random moves in the honest play-outs
        self.honest_tricks = honest_tricks  # honest for that many tricks, then greedy (None: to the end)
        self.botifarra_margin = botifarra_margin
        self.double_margins = bidding.HARD_DOUBLE_MARGIN if double_margins is None else double_margins
        self.close_rollouts = close_rollouts  # up to this much work while the best two cards stay close
        self.soft_seconds = soft_seconds if max_seconds is not None else None  # the wait budget (card_values)
        self.way_exact_samples = 40  # worlds solved exactly per decision in the other ways' last tricks
        self.read_play = read_play  # weight of a deal per card played unlike the policy
        self.rollouts = ROLLOUTS[playouts] if rollouts is None else rollouts
        # the pairs game's work: by default successive halving gets HALVING_WORK times the flat work,
        # in its play-outs and in the exact endgame's worlds (the other ways keep ``rollouts``)
        more = HALVING_WORK if rollouts is None and allocation == "halving" else 1
        self.pairs_rollouts = self.rollouts * more
        # the exact endgame's worlds are the same whatever the play-outs
        self.exact_rollouts = ROLLOUTS["greedy"] * more if rollouts is None else rollouts
        self.endgame_tricks = endgame_tricks
        self.bid_samples = bid_samples
        self.max_seconds = max_seconds
        self.last_values: dict[str, float] = {}

    def play(self, view: SeatView, rng: random.Random) -> str:
        return self.search(view, read_view(view), rng)

    def search(self, view: SeatView, k: Knowledge, rng: random.Random) -> str:
        """The card with the best value for what ``k`` knows (values kept in ``last_values``)."""
        legal = bits(k.rk.mask_of(view.legal))
        weights = signal_weights(k, view.declarer, view.delegated, view.dealer, view.calls)
        now = time.perf_counter()
        deadline = None if self.max_seconds is None else now + self.max_seconds
        soft = None if self.soft_seconds is None else now + self.soft_seconds
        if k.pairs:
            exact = k.tricks_left <= self.endgame_tricks
            honest = None
            if self.playouts == "honest" and not exact:
                honest = HonestPlayOut(k, None if view.declarer is None else k.side_of(view.declarer),
                                       self.honest_eps, self.honest_tricks)
            n = sample_count(self.exact_rollouts if exact else self.pairs_rollouts, len(legal), exact)
            more = sample_count(self.close_rollouts, len(legal), exact, hi=1200) if self.close_rollouts else 0
            reading = policy_reading(k, view, self.read_model, self.read_bids)
            if reading is not None:  # the deals drawn by the model; the rest of the reading is in the draw
                # about as many deals as the search draws anyway (successive halving: 400 to 700; the exact
                # endgame solves fewer, each once)
                pool = min(self.read_pool, 2 * n if exact else max(READ_POOL_MIN, self.pairs_rollouts // 3))
                deals = read_deals(k, rng, weights if self.read_signals else None, reading, pool, self.read_temper,
                                   self.read_mix)
                weight = deal_weight(declaration_reading(k, view, self.read_declaration))
            else:
                def deals() -> list[int]:
                    return sample_deal(k, rng, weights)
                weight = deal_weight(likelihood(k, view, self.read_play),
                                     declaration_reading(k, view, self.read_declaration))
            if self.allocation == "halving" and not exact:
                values, left = halving_values(k, legal, deals, self.pairs_rollouts, rng,
                                              self.playout_eps, deadline, weight, honest)
                self.last_values = {k.rk.card_str(c): v for c, v in values.items()}
                return k.rk.card_str(best_of({c: values[c] for c in left}, k))
            values = card_values(k, legal, deals, n, rng, self.endgame_tricks,
                                 deadline=deadline, weight=weight, max_samples=more,
                                 soft_deadline=soft, honest=honest, eps=self.playout_eps)
        else:  # the other ways to play: the general (slower) play-outs, with less work per decision
            n = sample_count(self.rollouts // 5, len(legal), False, lo=8)
            if k.tricks_left <= worlds.ENDGAME_TRICKS.get(k.players, 0):
                n = min(n, self.way_exact_samples)  # each world solved exactly: fewer of them
            values = worlds.card_values(k, legal, lambda: sample_layout(k, rng, weights), n, rng,
                                        deadline=deadline)
        self.last_values = {k.rk.card_str(c): v for c, v in values.items()}
        return k.rk.card_str(best_of(values, k))

    def declare(self, view: SeatView, rng: random.Random) -> str:
        choice, values = bidding.choose_declaration(view, self.bid_samples, rng, self.botifarra_margin)
        self.last_values = values
        return choice

    def double(self, view: SeatView, rng: random.Random) -> str:
        call, pts = bidding.choose_double(view, self.bid_samples, rng, self.double_margins)
        self.last_values = {"expected_points": pts}
        return call


#: Hard's play-outs: "greedy" (``playout.py``, one quick rule for every seat) or "honest" (``honest.py``).
PLAYOUTS = ("greedy", "honest")
#: Play-outs per decision by default.  An honest play-out costs about five greedy ones; 600 was the best
#: measured (300: −0.86 a deal against the greedy Hard, 600: +0.12 and −0.27 on fresh deals).
ROLLOUTS = {"greedy": 1200, "honest": 600}
#: How Hard spreads its play-outs over the candidate cards: "flat" (the same deals for every card,
#: ``search.card_values``) or "halving" (successive halving, ``search.halving_values``).
ALLOCATIONS = ("flat", "halving")
#: The default Hard's work with successive halving, as a multiple of the flat work (``ROLLOUTS``).
HALVING_WORK = 2
#: The fewest deals the learned reading samples for a search with little work (a small ``rollouts``).
READ_POOL_MIN = 48


def previous_hard(seed: int, **options: int) -> HardBot:
    """The Hard level of the release before successive halving (greedy play-outs, flat allocation, no learned
    reading), named "hard-prev" in the arena; ``options`` as ``reading_hard``'s."""
    bot = HardBot(seed, playouts="greedy", allocation="flat", read_model=None, read_bids=None,
                  **options)  # type: ignore[arg-type]
    bot.level = "hard-prev"
    return bot


def reading_hard(seed: int, **options: int) -> HardBot:
    """Hard, which reads the other seats' cards with the learned models of their card play and their bidding
    (``inference.PolicyReading``, issue 44), named "hard-read" in the arena: the name the match that made it
    the default Hard knew it by; ``options`` as ``HardBot``'s (``rollouts``, ``endgame_tricks``)."""
    bot = HardBot(seed, **options)  # type: ignore[arg-type]
    bot.level = "hard-read"
    return bot


def unread_hard(seed: int, **options: int) -> HardBot:
    """Hard without the learned models (the default Hard until issue 44: the cards already played weigh each
    deal by ``read_play`` alone), named "hard-noread" in the arena; ``options`` as ``reading_hard``'s."""
    bot = HardBot(seed, read_model=None, read_bids=None, **options)  # type: ignore[arg-type]
    bot.level = "hard-noread"
    return bot


def shipped_policy() -> PolicyModel:
    """The learned model of card play that comes with the game, for the standard card ranking (numpy)."""
    from ..engine import Rules
    from .policy_model import PolicyModel

    return PolicyModel.shipped(Rules().card_ranking)


def shipped_bids() -> BidModel:
    """The learned model of bidding that comes with the game (numpy)."""
    from .bid_model import BidModel

    return BidModel.shipped()


def _model(model: object, shipped: Callable[[], Any]) -> Any:
    """``model`` itself, or the one that comes with the game for ``SHIPPED``."""
    if isinstance(model, str):
        if model != SHIPPED:
            raise ValueError(f"unknown model {model!r}: give a model, {SHIPPED!r} or None")
        return shipped()
    return model


def previous_easy(seed: int) -> EasyBot:
    """The Easy level of the previous release (half its cards impulses, gifts included, contro on a whim one
    time in eight), named "easy-prev" in the arena."""
    bot = EasyBot(seed)
    bot.level = "easy-prev"
    bot.impulses, bot.whims, bot.gifts = 0.5, 1 / 8, True
    return bot


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
