"""A learned model of a seat's card play, for reading the other players' cards (policy-based inference).

``PolicyModel`` gives the probability that a seat plays each of its legal cards, from that seat's view
only: its hand, the cards of the finished tricks, the cards on the table by seat, per other seat the cards
the play has shown it cannot hold (``honest.exclusion``), whether its side named the trumps, the tricks
left, the trick's points, its place in the trick and whether its partner is winning; the suits renamed so
that the trumps come first (botifarra: in their own order, with a flag).  The card: which one, its points,
whether it wins the trick for now, whether any card the seat cannot see beats it.  One hidden layer for the position, read per card:

    h = relu(hand · Wh + public · Wp + b1),    logit(card) = h · (Wc[card] + act(card) · Wa)

and a softmax over the legal cards (the hand enters once per deal, not once per card: many deals are
cheap to score).  The weights come from ``benchmarks/ai_policy.py`` (self-play of the
Medium level, maximum likelihood); ``PolicyModel.load`` reads the ``.npz`` file it writes;
``PolicyModel.shipped`` the one that comes with the game (``resources/ai/policy.npz``).

``PolicyModel.log_probs`` is the inference's inner loop: the log-probability of one observed play under
each of many sampled deals at once (numpy, the deals in one batch), for the lliure obligations without the
strict rule (the default rules), where the legal cards of every deal are computed as arrays.
"""

from __future__ import annotations

import os

# One decision's matrices are small: BLAS threads only wait on each other (30 times slower on a busy
# two-core machine).  Set before numpy's first import; a program that imported numpy earlier keeps its own.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

from dataclasses import dataclass  # noqa: E402
from functools import lru_cache  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Optional  # noqa: E402

import numpy as np  # noqa: E402

from ..engine.cards import Ranking  # noqa: E402
from ..resources import resource  # noqa: E402

HIDDEN = 64
#: played (48), the trick's cards by relative seat (3 x 48), the exclusions by relative seat (3 x 48),
#: then: our side named the trumps, tricks left / 12, trick points / 20, place in the trick (4), partner
#: winning, botifarra
PUBLIC_WIDTH = 48 + 3 * 48 + 3 * 48 + 9
ACT_WIDTH = 3
SUIT_MASKS = tuple(0xFFF << (12 * s) for s in range(4))
SHIFTS = np.arange(48, dtype=np.uint64)
ONE = np.uint64(1)
ZERO = np.uint64(0)


def _rel_rows() -> np.ndarray:
    """REL[t][c]: card c's position when suit t comes first; row 4 (botifarra): the cards as they are."""
    rel = np.zeros((5, 48), dtype=np.int64)
    for t in range(5):
        order = [t] + [s for s in range(4) if s != t] if t < 4 else [0, 1, 2, 3]
        for c in range(48):
            rel[t, c] = order.index(c // 12) * 12 + c % 12
    return rel


REL = _rel_rows()
PERM = np.argsort(REL, axis=1)  # PERM[t][j]: the card at renamed position j


def trump_row(trump: Optional[int]) -> int:
    return 4 if trump is None else trump


@dataclass(frozen=True)
class Decision:
    """One card choice as the deciding seat saw it (everything but its hand, which the deals supply)."""

    seat: int
    card: int  # the card played
    n: int  # cards already on the trick
    led: int  # the suit led (-1 when leading)
    win: int  # the winning card so far (-1 when leading)
    partner_winning: bool
    trump: Optional[int]
    seen: int  # cards out of play or on the table as the seat chose (never its own hand)
    public: np.ndarray  # (PUBLIC_WIDTH,) float32


def public_row(played: int, trick_by_rel: dict[int, int], excluded_by_rel: dict[int, int], ours: bool,
               tricks_left: int, trick_points: int, n: int, partner_winning: bool,
               trump: Optional[int]) -> np.ndarray:
    """The public part of a seat's view as the model's input row (see the module's docstring)."""
    row = np.zeros(PUBLIC_WIDTH, dtype=np.float32)
    rel = REL[trump_row(trump)]
    on_table = 0
    for c in _bits(played):
        row[rel[c]] = 1.0
    for r in (1, 2, 3):
        c = trick_by_rel.get(r, -1)
        if c >= 0:
            row[48 * r + rel[c]] = 1.0
            on_table |= 1 << c
    gone = played | on_table
    for r in (1, 2, 3):
        for c in _bits(excluded_by_rel.get(r, 0) & ~gone):
            row[192 + 48 * (r - 1) + rel[c]] = 1.0
    base = 48 + 3 * 48 + 3 * 48
    row[base] = float(ours)
    row[base + 1] = tricks_left / 12.0
    row[base + 2] = trick_points / 20.0
    row[base + 3 + n] = 1.0
    row[base + 7] = float(partner_winning)
    row[base + 8] = float(trump is None)
    return row


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def wins_now(c: int, win: int, trump: Optional[int]) -> bool:
    if win < 0:
        return True
    return (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump)


@lru_cache(maxsize=1)
def _shipped_params() -> dict[str, np.ndarray]:
    with np.load(resource("ai", "policy.npz")) as z:
        return {k: z[k] for k in z.files}


class PolicyModel:
    """The weights (``Wh``, ``Wp``, ``Wc``, ``Wa``, ``b1``) and the probabilities they give."""

    KEYS = ("Wh", "Wp", "Wc", "Wa", "b1")

    def __init__(self, params: dict[str, np.ndarray], rk: Ranking) -> None:
        missing = [k for k in self.KEYS if k not in params]
        if missing:
            raise ValueError(f"the policy model lacks {', '.join(missing)}")
        self.p = {k: np.asarray(params[k], dtype=np.float32) for k in self.KEYS}
        h = self.p["b1"].shape[0]
        shapes = {"Wh": (48, h), "Wp": (PUBLIC_WIDTH, h), "Wc": (48, h), "Wa": (ACT_WIDTH, h)}
        for k, shape in shapes.items():
            if self.p[k].shape != shape:
                raise ValueError(f"the policy model's {k} is {self.p[k].shape}, not {shape}")
        self.rk = rk
        self.points = np.array(rk.points, dtype=np.float32)
        self.higher = np.array(rk.higher, dtype=np.uint64)
        self.suits = np.array(SUIT_MASKS, dtype=np.uint64)

    @classmethod
    def load(cls, path: Path, rk: Ranking) -> "PolicyModel":
        with np.load(path) as z:
            return cls({k: z[k] for k in z.files}, rk)

    @staticmethod
    def shipped(rk: Ranking) -> "PolicyModel":
        """The model that comes with the game (``resources/ai/policy.npz``), read once."""
        return PolicyModel(_shipped_params(), rk)

    @staticmethod
    def fresh(seed: int, rk: Ranking, hidden: int = HIDDEN) -> "PolicyModel":
        g = np.random.default_rng(seed)
        return PolicyModel({
            "Wh": g.standard_normal((48, hidden)) * np.sqrt(2 / 60),
            "Wp": g.standard_normal((PUBLIC_WIDTH, hidden)) * np.sqrt(2 / 60),
            "Wc": g.standard_normal((48, hidden)) * np.sqrt(1 / hidden),
            "Wa": g.standard_normal((ACT_WIDTH, hidden)) * np.sqrt(1 / hidden),
            "b1": np.full(hidden, 0.1),
        }, rk)

    def save(self, path: Path) -> None:
        np.savez_compressed(path, allow_pickle=False, **self.p)

    # --- the legal cards of many hands at once (lliure, not strict: ``fast.legal_lliure``) -------------

    def legal(self, hands: np.ndarray, d: Decision) -> np.ndarray:
        """The legal cards (masks) of each hand in ``hands`` for the trick of ``d``."""
        if d.n == 0:
            return hands
        follow = hands & self.suits[d.led]
        out = follow
        if not d.partner_winning and d.win // 12 == d.led:
            beat = follow & self.higher[d.win]
            out = np.where(beat != ZERO, beat, follow)
        if d.partner_winning or d.trump is None:
            void = hands
        else:
            trumps = hands & self.suits[d.trump]
            if d.win // 12 == d.trump:
                over = trumps & self.higher[d.win]
                void = np.where(over != ZERO, over, hands)
            else:
                void = np.where(trumps != ZERO, trumps, hands)
        return np.where(follow != ZERO, out, void)

    def logits(self, hands: np.ndarray, d: Decision, cards: np.ndarray) -> np.ndarray:
        """(len(hands), len(cards)) logits of playing each of ``cards`` with each hand (legal or not)."""
        p = self.p
        t = trump_row(d.trump)
        hb = ((hands[:, None] >> SHIFTS) & ONE).astype(np.float32)[:, PERM[t]]
        h = np.maximum(hb @ p["Wh"] + (d.public @ p["Wp"] + p["b1"]), 0.0)
        wins = np.array([wins_now(int(c), d.win, d.trump) for c in cards], dtype=np.float32)
        e = p["Wc"][REL[t, cards]] + (self.points[cards] / 4.0)[:, None] * p["Wa"][0] + wins[:, None] * p["Wa"][1]
        # "no card the seat cannot see beats it": the higher cards outside what it sees are all in its hand
        outside = self.higher[cards] & ~np.uint64(d.seen)
        boss = ((outside[None, :] & ~hands[:, None]) == ZERO).astype(np.float32)
        return h @ e.T + boss * (h @ p["Wa"][2])[:, None]

    def log_probs(self, hands: np.ndarray, d: Decision) -> np.ndarray:
        """log P(the card ``d`` played | each hand in ``hands`` (uint64 masks, the seat's hand as it chose))."""
        legal = self.legal(hands, d)
        union = int(np.bitwise_or.reduce(legal)) | (1 << d.card)
        cards = np.array(_bits(union), dtype=np.int64)
        logit = self.logits(hands, d, cards)
        on = ((legal[:, None] >> cards.astype(np.uint64)[None, :]) & ONE).astype(bool)
        masked = np.where(on, logit, -np.inf)
        top = masked.max(axis=1, keepdims=True)
        top = np.where(np.isfinite(top), top, 0.0)
        lse = np.log(np.exp(masked - top).sum(axis=1)) + top[:, 0]
        j = int(np.searchsorted(cards, d.card))
        out = logit[:, j] - lse
        # a deal where the card was not legal for the seat explains the play badly, never impossibly
        return np.where(on[:, j], out, -8.0)
