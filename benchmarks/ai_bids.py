"""Issue 44: the bidding model that Hard reads the other players' cards with (declaration, delegation, doubles).

    # Hard's bidding on fresh deals (the declaration, a delegation, every doubling decision); no card play
    python benchmarks/ai_bids.py generate --hands 6000 --seed 1 --out /tmp/bids1.npz
    # maximum likelihood of each choice; writes the shipped file
    python benchmarks/ai_bids.py train --data /tmp/bids1.npz /tmp/bids3.npz --out resources/ai/bids.npz
    # how well it predicts Hard's bidding on deals it was not trained on
    python benchmarks/ai_bids.py test --model resources/ai/bids.npz --data /tmp/bids2.npz
    # all of it, as the shipped file was made (the seeds and sizes of the committed schedule)
    python benchmarks/ai_bids.py pipeline --dir /tmp/bids

The game is the default rules' pairs game.  Each record keeps the deciding seat's hand when it chose and
the public facts of the bidding (``bid_model``'s inputs), and what it chose.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np

from botifarra_desktop.ai.bid_model import (
    CHOICES,
    DOUBLE_LEVELS,
    BidModel,
    declaration_inputs,
    double_inputs,
)
from botifarra_desktop.ai.bots import HardBot
from botifarra_desktop.engine import Rules
from botifarra_desktop.engine.actions import Deal, Declare, Double
from botifarra_desktop.engine.game import Game
from botifarra_desktop.engine.phase import Phase

RULES = Rules()
RK = RULES.card_ranking


# --- Hard's bidding ----------------------------------------------------------------------------------------

def bid_hand(number: int, dealer: int, seed: int, decl: list, dbl: list) -> None:
    """Deal ``number`` with ``dealer`` dealing and let four Hard bots bid (each on its own view): every
    declaration choice goes to ``decl`` as (hand, delegate allowed, after a delegation, choice index), every
    doubling decision to ``dbl`` as (hand, trump index (4: botifarra), delegated, level, is the declarer, a
    partner passed this level before, called)."""
    g = Game(RULES, dealer)
    g.apply(Deal(number))
    bots = [HardBot(seed * 8 + s) for s in range(4)]
    rng = random.Random(f"bids|{seed}|{number}")
    passed_level: dict[int, set[int]] = {}
    while g.phase in (Phase.DECLARE, Phase.DOUBLE):
        seat = g.turn
        assert seat is not None
        view = g.view(seat)
        hand = RK.mask_of(view.hand)
        if g.phase is Phase.DECLARE:
            choice = bots[seat].declare(view, rng)
            decl.append((hand, "delegate" in view.options, view.delegated, CHOICES.index(choice)))
            g.apply(Declare(seat, choice))
        else:
            call = bots[seat].double(view, rng)
            declarer = view.declarer
            assert declarer is not None
            trump = 4 if view.trump is None else "OCEB".index(view.trump)
            partner_passed = (seat + 2) % 4 in passed_level.get(view.doubles, set())
            dbl.append((hand, trump, view.delegated, view.doubles, seat == declarer, partner_passed, call != "pass"))
            if call == "pass":
                passed_level.setdefault(view.doubles, set()).add(seat)
            g.apply(Double(seat, call))


def generate(hands: int, seed: int, out: Path) -> None:
    pick = random.Random(f"bid-generate|{seed}")
    decl: list = []
    dbl: list = []
    t0 = time.perf_counter()
    for i in range(hands):
        bid_hand(pick.randrange(1 << 30), pick.randrange(4), seed * 1_000_003 + i, decl, dbl)
        if (i + 1) % 100 == 0 or i + 1 == hands:
            print(f"{i + 1}/{hands} hands: {len(decl)} declaration choices, {len(dbl)} doubling decisions "
                  f"({sum(r[-1] for r in dbl)} calls), {time.perf_counter() - t0:.0f} s", flush=True)
    np.savez_compressed(
        out,
        d_hand=np.array([r[0] for r in decl], dtype=np.uint64),
        d_can=np.array([r[1] for r in decl], dtype=bool),
        d_after=np.array([r[2] for r in decl], dtype=bool),
        d_choice=np.array([r[3] for r in decl], dtype=np.int64),
        x_hand=np.array([r[0] for r in dbl], dtype=np.uint64),
        x_trump=np.array([r[1] for r in dbl], dtype=np.int64),
        x_delegated=np.array([r[2] for r in dbl], dtype=bool),
        x_level=np.array([r[3] for r in dbl], dtype=np.int64),
        x_declarer=np.array([r[4] for r in dbl], dtype=bool),
        x_partner_passed=np.array([r[5] for r in dbl], dtype=bool),
        x_called=np.array([r[6] for r in dbl], dtype=bool),
    )


def load(paths: list[Path]) -> dict[str, np.ndarray]:
    parts = [dict(np.load(p)) for p in paths]
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}


# --- training (maximum likelihood, Adam) -------------------------------------------------------------------

def _mlp_forward(W1: np.ndarray, b1: np.ndarray, w2: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    h = np.maximum(x @ W1 + b1, 0.0)
    return h, h @ w2


def _fit(x: np.ndarray, avail: np.ndarray, target: np.ndarray, hidden: int, epochs: int, seed: int,
         lr: float = 0.01, batch: int = 256, l2: float = 1e-4) -> dict[str, np.ndarray]:
    """A one-hidden-layer scorer shared by every choice: x (N, C, F) inputs per choice, avail (N, C) which
    choices there were, target (N,) the one chosen; softmax over the available choices."""
    g = np.random.default_rng(seed)
    f = x.shape[2]
    p = {"W1": g.standard_normal((f, hidden)) * math.sqrt(2.0 / f), "b1": np.full(hidden, 0.05),
         "w2": g.standard_normal(hidden) * math.sqrt(1.0 / hidden)}
    m = {k: np.zeros_like(v) for k, v in p.items()}
    v2 = {k: np.zeros_like(v) for k, v in p.items()}
    t = 0
    n = len(x)
    for epoch in range(epochs):
        order = g.permutation(n)
        total = 0.0
        for at in range(0, n, batch):
            idx = order[at:at + batch]
            xb, ab, yb = x[idx], avail[idx], target[idx]
            pre = xb @ p["W1"] + p["b1"]
            h = np.maximum(pre, 0.0)
            logit = np.where(ab, h @ p["w2"], -np.inf)
            top = logit.max(axis=1, keepdims=True)
            e = np.exp(logit - top)
            prob = e / e.sum(axis=1, keepdims=True)
            rows = np.arange(len(idx))
            total += float(-np.log(np.maximum(prob[rows, yb], 1e-12)).sum())
            dlogit = prob.copy()
            dlogit[rows, yb] -= 1.0
            dlogit /= len(idx)
            grads = {"w2": np.einsum("nc,nch->h", dlogit, h) + l2 * p["w2"]}
            dh = dlogit[:, :, None] * p["w2"][None, None, :] * (pre > 0)
            grads["W1"] = np.einsum("ncf,nch->fh", xb, dh) + l2 * p["W1"]
            grads["b1"] = dh.sum(axis=(0, 1))
            t += 1
            for k in p:
                m[k] = 0.9 * m[k] + 0.1 * grads[k]
                v2[k] = 0.999 * v2[k] + 0.001 * grads[k] ** 2
                p[k] -= lr * (m[k] / (1 - 0.9 ** t)) / (np.sqrt(v2[k] / (1 - 0.999 ** t)) + 1e-8)
        if epoch == epochs - 1 or epoch % 10 == 0:
            print(f"  epoch {epoch + 1}/{epochs}: {total / n:.4f} nats a choice", flush=True)
    return p


def declaration_set(d: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    x = declaration_inputs(d["d_hand"], d["d_after"])
    avail = np.ones((len(x), len(CHOICES)), dtype=bool)
    avail[:, CHOICES.index("delegate")] = d["d_can"]
    return x, avail, d["d_choice"]


def double_set(d: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    x = double_inputs(d["x_hand"], d["x_trump"], d["x_delegated"], d["x_level"], d["x_declarer"],
                      d["x_partner_passed"])
    return x, np.ones((len(x), 2), dtype=bool), d["x_called"].astype(np.int64)


def train(data: list[Path], out: Path, hidden: int, epochs: int, seed: int) -> None:
    d = load(data)
    print(f"declarations: {len(d['d_choice'])} choices")
    pd = _fit(*declaration_set(d), hidden=hidden, epochs=epochs, seed=seed)
    print(f"doubling: {len(d['x_called'])} decisions, {int(d['x_called'].sum())} calls")
    px = _fit(*double_set(d), hidden=hidden, epochs=epochs, seed=seed + 1)
    BidModel({"D_W1": pd["W1"], "D_b1": pd["b1"], "D_w2": pd["w2"],
              "X_W1": px["W1"], "X_b1": px["b1"], "X_w2": px["w2"]}).save(out)
    print(f"wrote {out} ({out.stat().st_size} bytes)")


def _nll(logp: np.ndarray) -> str:
    return f"{-logp.mean():.3f} nats"


def test(model_path: Path, data: list[Path]) -> None:
    """Held-out log loss and first-choice accuracy of the model against a uniform and a frequency guess."""
    model = BidModel.load(model_path)
    d = load(data)
    x, avail, y = declaration_set(d)
    logp = model.declaration_log_probs(d["d_hand"], d["d_after"], d["d_can"], y)
    uniform = -np.log(avail.sum(axis=1))
    freq = np.bincount(y, minlength=len(CHOICES)) / len(y)
    logits = np.where(avail, model.declaration_logits(x), -np.inf)
    right = float((logits.argmax(axis=1) == y).mean())
    print(f"declarations ({len(y)}): uniform {_nll(uniform)}, the choices' frequencies "
          f"{_nll(np.log(freq[y]))}, the model {_nll(logp)}, first choice right {right:.1%}")
    for c, name in enumerate(CHOICES):
        print(f"  {name:10} chosen {int((y == c).sum()):5}  predicted {int((logits.argmax(axis=1) == c).sum()):5}")
    called = d["x_called"]
    logp = model.double_log_probs(d["x_hand"], d["x_trump"], d["x_delegated"], d["x_level"], d["x_declarer"],
                                  d["x_partner_passed"], called)
    rate = float(called.mean())
    base = np.where(called, math.log(rate), math.log(1 - rate))
    right = float((logp > math.log(0.5)).mean())  # the model's likelier answer was the seat's
    print(f"doubling ({len(called)}, {rate:.1%} called): the call rate {_nll(base)}, the model {_nll(logp)}, "
          f"right {right:.1%}")
    for level, name in enumerate(DOUBLE_LEVELS):
        at = d["x_level"] == level
        if at.any():
            print(f"  {name:12} decisions {int(at.sum()):5}  called {int(called[at].sum()):5}  "
                  f"model {-logp[at].mean():.3f} nats")


def pipeline(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for seed in (1, 3):  # the training hands
        generate(6000, seed, folder / f"bids{seed}.npz")
    generate(1500, 2, folder / "bids2.npz")  # held out
    train([folder / "bids1.npz", folder / "bids3.npz"], folder / "bids.npz", hidden=32, epochs=20, seed=3)
    test(folder / "bids.npz", [folder / "bids2.npz"])


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--hands", type=int, default=4000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--out", type=Path, required=True)
    t = sub.add_parser("train")
    t.add_argument("--data", type=Path, nargs="+", required=True)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--hidden", type=int, default=32)
    t.add_argument("--epochs", type=int, default=20)
    t.add_argument("--seed", type=int, default=3)
    s = sub.add_parser("test")
    s.add_argument("--model", type=Path, required=True)
    s.add_argument("--data", type=Path, nargs="+", required=True)
    pl = sub.add_parser("pipeline")
    pl.add_argument("--dir", type=Path, required=True)
    a = ap.parse_args(argv)
    if a.cmd == "generate":
        generate(a.hands, a.seed, a.out)
    elif a.cmd == "train":
        train(a.data, a.out, a.hidden, a.epochs, a.seed)
    elif a.cmd == "test":
        test(a.model, a.data)
    else:
        pipeline(a.dir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
