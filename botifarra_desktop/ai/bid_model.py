"""A learned model of a seat's bidding, for reading the other players' cards (policy-based inference).

Two scorers, each one hidden layer shared by every choice (``h = relu(x · W1 + b1)``, score ``h · w2``,
a softmax over the choices there were):

- **the declaration**: O, C, E, B, botifarra or delegate, from the choosing seat's twelve cards.  A suit's
  input is its own cards by rank, the other suits' cards by rank (summed: which suit they are in does not
  matter), its length, the voids and singletons of the other suits; botifarra and delegating see every
  suit as a side suit.  Every choice also sees the longest suit, the suits with the manilla and the ace
  (and the king), and whether the seat declares after its partner delegated.
- **the doubling**: call or pass, from the deciding seat's cards seen the same way against the trumps
  named (botifarra: every suit a side suit), the level (contro, recontro, Sant Vicenç, barraca), whether
  the declaration was botifarra or delegated, whether the seat is the declarer, and whether its partner
  already passed this level.

The weights come from ``benchmarks/ai_bids.py`` (Hard's bidding, maximum likelihood);
``BidModel.shipped`` reads the file that comes with the game (``resources/ai/bids.npz``).  Every function
takes many hands at once (uint64 masks, numpy): the inference scores hundreds of deals in one batch.
"""

from __future__ import annotations

import os

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")  # small matrices: see policy_model

from functools import lru_cache  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Union  # noqa: E402

import numpy as np  # noqa: E402

from ..resources import resource  # noqa: E402

CHOICES = ("O", "C", "E", "B", "botifarra", "delegate")
DOUBLE_LEVELS = ("contro", "recontro", "sant_vicenc", "barraca")
#: a suit's cards (12), the side suits' cards by rank (12), length, side voids, side singletons, the
#: longest suit, suits with manilla and ace, with manilla, ace and king
HAND_WIDTH = 12 + 12 + 3 + 3
#: the hand, then: suit / botifarra / delegate, declaring after a delegation
DECLARATION_WIDTH = HAND_WIDTH + 3 + 1
#: the hand, then: pass, botifarra, delegated, the level (4), the declarer, the partner passed
DOUBLE_WIDTH = HAND_WIDTH + 1 + 1 + 1 + 4 + 1 + 1
SHIFTS = np.arange(48, dtype=np.uint64)
ONE = np.uint64(1)

Flags = Union[bool, np.ndarray]


def _suits(hands: np.ndarray) -> np.ndarray:
    """(N, 4, 12) the cards of each suit, weakest to strongest (card ids are suit * 12 + strength)."""
    bits = ((np.asarray(hands, dtype=np.uint64)[:, None] >> SHIFTS) & ONE).astype(np.float32)
    return bits.reshape(-1, 4, 12)


def _hand_rows(v: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """(N, HAND_WIDTH): the hand seen against the trump suit ``trump`` (per hand; 4: none)."""
    n = len(v)
    lengths = v.sum(axis=2)  # (N, 4)
    is_trump = np.arange(4)[None, :] == trump[:, None]  # (N, 4)
    trump_cards = np.where(is_trump[:, :, None], v, 0.0).sum(axis=1)
    side = v.sum(axis=1) - trump_cards
    side_len = np.where(is_trump, -1.0, lengths)
    manilla, ace, king = v[:, :, 11], v[:, :, 10], v[:, :, 9]
    row = np.empty((n, HAND_WIDTH), dtype=np.float32)
    row[:, :12] = trump_cards
    row[:, 12:24] = side
    row[:, 24] = np.where(is_trump, lengths, 0.0).sum(axis=1) / 4.0
    row[:, 25] = (side_len == 0).sum(axis=1)
    row[:, 26] = (side_len == 1).sum(axis=1)
    row[:, 27] = lengths.max(axis=1) / 4.0
    row[:, 28] = (manilla * ace).sum(axis=1)
    row[:, 29] = (manilla * ace * king).sum(axis=1)
    return row


def _flag(x: Flags, n: int) -> np.ndarray:
    return np.broadcast_to(np.asarray(x, dtype=np.float32), (n,))


def declaration_inputs(hands: np.ndarray, after_delegation: Flags) -> np.ndarray:
    """(N, 6, DECLARATION_WIDTH): each choice's input for each hand (``CHOICES`` order)."""
    v = _suits(hands)
    n = len(v)
    after = _flag(after_delegation, n)
    x = np.zeros((n, len(CHOICES), DECLARATION_WIDTH), dtype=np.float32)
    for c in range(len(CHOICES)):
        x[:, c, :HAND_WIDTH] = _hand_rows(v, np.full(n, min(c, 4)))
        x[:, c, HAND_WIDTH + (0 if c < 4 else c - 3)] = 1.0
        x[:, c, HAND_WIDTH + 3] = after
    return x


def double_inputs(hands: np.ndarray, trump: Union[int, np.ndarray], delegated: Flags, level: Union[int, np.ndarray],
                  declarer: Flags, partner_passed: Flags) -> np.ndarray:
    """(N, 2, DOUBLE_WIDTH): the inputs of passing (a flag alone) and of calling, for each hand."""
    v = _suits(hands)
    n = len(v)
    trumps = np.broadcast_to(np.asarray(trump, dtype=np.int64), (n,))
    levels = np.broadcast_to(np.asarray(level, dtype=np.int64), (n,))
    x = np.zeros((n, 2, DOUBLE_WIDTH), dtype=np.float32)
    x[:, 0, HAND_WIDTH] = 1.0
    call = x[:, 1]
    call[:, :HAND_WIDTH] = _hand_rows(v, trumps)
    call[:, HAND_WIDTH + 1] = trumps == 4
    call[:, HAND_WIDTH + 2] = _flag(delegated, n)
    call[np.arange(n), HAND_WIDTH + 3 + levels] = 1.0
    call[:, HAND_WIDTH + 7] = _flag(declarer, n)
    call[:, HAND_WIDTH + 8] = _flag(partner_passed, n)
    return x


@lru_cache(maxsize=1)
def _shipped_params() -> dict[str, np.ndarray]:
    with np.load(resource("ai", "bids.npz")) as z:
        return {k: z[k] for k in z.files}


def _scores(x: np.ndarray, W1: np.ndarray, b1: np.ndarray, w2: np.ndarray) -> np.ndarray:
    return np.maximum(x @ W1 + b1, 0.0) @ w2


def _log_softmax_at(scores: np.ndarray, available: np.ndarray, chosen: np.ndarray) -> np.ndarray:
    masked = np.where(available, scores, -np.inf)
    top = masked.max(axis=1, keepdims=True)
    lse = np.log(np.exp(masked - top).sum(axis=1)) + top[:, 0]
    return masked[np.arange(len(scores)), chosen] - lse


class BidModel:
    """The two scorers' weights (``D_*``: the declaration, ``X_*``: the doubling) and their probabilities."""

    KEYS = ("D_W1", "D_b1", "D_w2", "X_W1", "X_b1", "X_w2")

    def __init__(self, params: dict[str, np.ndarray]) -> None:
        missing = [k for k in self.KEYS if k not in params]
        if missing:
            raise ValueError(f"the bidding model lacks {', '.join(missing)}")
        self.p = {k: np.asarray(params[k], dtype=np.float32) for k in self.KEYS}
        for prefix, width in (("D", DECLARATION_WIDTH), ("X", DOUBLE_WIDTH)):
            h = self.p[f"{prefix}_b1"].shape
            if len(h) != 1 or self.p[f"{prefix}_W1"].shape != (width, h[0]) or self.p[f"{prefix}_w2"].shape != h:
                raise ValueError(f"the bidding model's {prefix} weights do not fit {width} inputs")

    @classmethod
    def load(cls, path: Path) -> "BidModel":
        with np.load(path) as z:
            return cls({k: z[k] for k in z.files})

    @staticmethod
    def shipped() -> "BidModel":
        """The model that comes with the game (``resources/ai/bids.npz``), read once."""
        return BidModel(_shipped_params())

    def save(self, path: Path) -> None:
        np.savez_compressed(path, allow_pickle=False, **self.p)

    def declaration_logits(self, x: np.ndarray) -> np.ndarray:
        p = self.p
        return _scores(x, p["D_W1"], p["D_b1"], p["D_w2"])

    def declaration_log_probs(self, hands: np.ndarray, after_delegation: Flags, can_delegate: Flags,
                              choice: Union[int, np.ndarray]) -> np.ndarray:
        """log P(choice | hand) for each hand (``choice``: an index of ``CHOICES``)."""
        x = declaration_inputs(hands, after_delegation)
        n = len(x)
        available = np.ones((n, len(CHOICES)), dtype=bool)
        available[:, CHOICES.index("delegate")] = _flag(can_delegate, n) > 0
        chosen = np.broadcast_to(np.asarray(choice, dtype=np.int64), (n,))
        return _log_softmax_at(self.declaration_logits(x), available, chosen)

    def double_log_probs(self, hands: np.ndarray, trump: Union[int, np.ndarray], delegated: Flags,
                         level: Union[int, np.ndarray], declarer: Flags, partner_passed: Flags,
                         called: Flags) -> np.ndarray:
        """log P(the call, or the pass | hand) for each hand (``trump``: 0-3, 4 for botifarra; ``level``: an
        index of ``DOUBLE_LEVELS``)."""
        p = self.p
        x = double_inputs(hands, trump, delegated, level, declarer, partner_passed)
        scores = _scores(x, p["X_W1"], p["X_b1"], p["X_w2"])
        n = len(x)
        chosen = (_flag(called, n) > 0).astype(np.int64)
        return _log_softmax_at(scores, np.ones((n, 2), dtype=bool), chosen)
