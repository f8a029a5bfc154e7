"""Issue 44: the card-play model that Hard reads the other players' cards with (policy-based inference).

    # self-play of the Medium level, every seat on its own view (one hand in six botifarra)
    python benchmarks/ai_policy.py generate --hands 30000 --seed 1 --out /tmp/pol_gen1.npz
    # maximum likelihood of the card chosen among the legal ones; writes the shipped file
    python benchmarks/ai_policy.py train --data /tmp/pol_gen1.npz --out resources/ai/policy.npz
    # Hard's own choices (300 play-outs a decision, no time limit), and training on from the first model
    python benchmarks/ai_policy.py generate-hard --hands 300 --seed 2 --rollouts 300 --out /tmp/pol_hard2.npz
    python benchmarks/ai_policy.py train --data /tmp/pol_hard2.npz /tmp/pol_hard3.npz --init /tmp/medium.npz \
        --epochs 15 --out resources/ai/policy.npz
    # all of it, as the shipped file was made (the seeds and sizes of the committed schedule)
    python benchmarks/ai_policy.py pipeline --dir /tmp/pol
    # what the reading knows: where the hidden cards are, without and with each weighting, on fresh deals
    python benchmarks/ai_policy.py accuracy --model resources/ai/policy.npz --deals 60 --seed 7

The game is the arena's card-play game with the default rules (lliure, not strict): the dealer names its
longest suit, or (one hand in six here) botifarra; no doubling.  The records keep each seat's view (its
hand and the public facts), so the model's inputs are exactly ``policy_model.public_row``'s.
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

from botifarra_desktop.ai.bidding import forced_declaration
from botifarra_desktop.ai.honest import exclusion
from botifarra_desktop.ai.knowledge import FULL, Knowledge
from botifarra_desktop.ai.medium import medium_card
from botifarra_desktop.ai.policy_model import (
    ACT_WIDTH,
    PERM,
    PUBLIC_WIDTH,
    REL,
    SHIFTS,
    PolicyModel,
    public_row,
    trump_row,
)
from botifarra_desktop.engine import Rules, partner_of, team_of
from botifarra_desktop.engine.cards import SUITS
from botifarra_desktop.engine.fast import legal_lliure
from botifarra_desktop.engine.ways import deal

RULES = Rules()
RK = RULES.card_ranking
POINTS = RK.points
HIGHER = RK.higher
FIELDS = ("hand", "legal", "played", "t1", "t2", "t3", "x1", "x2", "x3", "decl", "left", "tpts", "trump", "win",
          "led", "pw", "n", "action")
U64 = ("hand", "legal", "played", "x1", "x2", "x3")


# --- self-play ---------------------------------------------------------------------------------------------

def play_deal(number: int, dealer: int, botifarra: bool, records: Optional[list]) -> None:
    """One hand of card play by Medium's rules at every seat (each on its own view); every choice among two or
    more cards is recorded (``FIELDS``)."""
    cards, _ = deal(RULES.way, number, dealer)
    hands = [RK.mask_of(h) for h in cards]
    trump = None if botifarra else SUITS.index(forced_declaration(cards[dealer], RK))
    decl_team = team_of(dealer)
    excluded = [0, 0, 0, 0]
    played_prior = 0
    trick: list[tuple[int, int]] = []
    seat = (dealer + 1) % 4
    left = 12
    led = win = wseat = -1
    tpts = 1
    while hands[seat]:
        hand = hands[seat]
        n = len(trick)
        pw = n > 0 and wseat == partner_of(seat)
        legal = hand if n == 0 else legal_lliure(hand, led, win, pw, trump, HIGHER)
        if legal & (legal - 1):
            on_table = 0
            for _, tc in trick:
                on_table |= 1 << tc
            k = Knowledge(seat=seat, rk=RK, trump=trump, variant=RULES.variant, strict=RULES.strict, hand=hand,
                          played=played_prior | on_table, unknown=FULL & ~(played_prior | on_table) & ~hand,
                          counts=(), excluded=excluded, trick=trick, leader=None, points=(), tricks_left=left,
                          partner=partner_of(seat))
            c = medium_card(k, legal, team_of(seat) == decl_team)[0]
            if records is not None:
                by_rel = {(s - seat) % 4: x for s, x in trick}
                records.append({
                    "hand": hand, "legal": legal, "played": played_prior, "t1": by_rel.get(1, -1),
                    "t2": by_rel.get(2, -1), "t3": by_rel.get(3, -1), "x1": excluded[(seat + 1) % 4],
                    "x2": excluded[(seat + 2) % 4], "x3": excluded[(seat + 3) % 4],
                    "decl": int(team_of(seat) == decl_team), "left": left, "tpts": tpts - 1 if n else 0,
                    "trump": -1 if trump is None else trump, "win": win if n else -1, "led": led if n else -1,
                    "pw": int(pw), "n": n, "action": c})
        else:
            c = (legal & -legal).bit_length() - 1
        if n:
            excluded[seat] |= exclusion(c, led, win, pw, trump, HIGHER, True)
        hands[seat] = hand & ~(1 << c)
        trick = trick + [(seat, c)]
        tpts += POINTS[c]
        if n == 0:
            led, win, wseat = c // 12, c, seat
        elif (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump and win // 12 != trump):
            win, wseat = c, seat
        if n == 3:
            for _, tc in trick:
                played_prior |= 1 << tc
            seat, trick, tpts, left = wseat, [], 1, left - 1
        else:
            seat = (seat + 1) % 4


def generate(hands: int, seed: int, out: Path) -> None:
    pick = random.Random(f"policy-generate|{seed}")
    records: list[dict] = []
    t0 = time.perf_counter()
    for i in range(hands):
        play_deal(pick.randrange(1 << 30), pick.randrange(4), pick.random() < 1 / 6, records)
        if (i + 1) % 10000 == 0:
            print(f"{i + 1} hands, {len(records)} choices, {time.perf_counter() - t0:.0f} s", flush=True)
    arrays = {f: np.array([r[f] for r in records], dtype=np.uint64 if f in U64 else np.int16) for f in FIELDS}
    np.savez_compressed(out, **arrays)
    print(f"{hands} hands -> {len(records)} choices in {time.perf_counter() - t0:.0f} s: {out}")


def record_of_view(view) -> dict:
    """The record (``FIELDS``) of the card choice a seat faces in ``view``: the public facts computed as
    ``inference.PolicyReading`` computes them for the other seats (``honest.exclusion``)."""
    seat = view.seat
    trump = None if view.trump is None else SUITS.index(view.trump)
    excluded = [0, 0, 0, 0]
    played = 0
    left = 12
    tricks = [[(s, RK.card_id(c)) for s, c in t.cards] for t in view.history]
    tricks.append([(s, RK.card_id(c)) for s, c in view.trick])
    led = win = wseat = -1
    tpts = 0
    for t in tricks:
        led = win = wseat = -1
        tpts = 0
        for n, (s, c) in enumerate(t):
            pw = n > 0 and wseat == partner_of(s)
            if n:
                excluded[s] |= exclusion(c, led, win, pw, trump, HIGHER, True)
            tpts += POINTS[c]
            if n == 0:
                led, win, wseat = c // 12, c, s
            elif (c // 12 == win // 12 and c > win) or (trump is not None and c // 12 == trump
                                                       and win // 12 != trump):
                win, wseat = c, s
        if len(t) == 4:
            played |= sum(1 << c for _, c in t)
            left -= 1
    trick = tricks[-1]
    n = len(trick)
    by_rel = {(s - seat) % 4: c for s, c in trick}
    return {"hand": RK.mask_of(view.hand), "legal": RK.mask_of(view.legal), "played": played,
            "t1": by_rel.get(1, -1), "t2": by_rel.get(2, -1), "t3": by_rel.get(3, -1),
            "x1": excluded[(seat + 1) % 4], "x2": excluded[(seat + 2) % 4], "x3": excluded[(seat + 3) % 4],
            "decl": int(view.declarer is not None and team_of(view.declarer) == team_of(seat)), "left": left,
            "tpts": tpts if n else 0, "trump": -1 if trump is None else trump, "win": win if n else -1,
            "led": led if n else -1, "pw": int(n > 0 and wseat == partner_of(seat)), "n": n}


class _HardRecorder:
    """A Hard bot that keeps the record of each of its card choices among two or more cards."""

    def __init__(self, bot, store: list) -> None:
        self.bot, self.store, self.level = bot, store, bot.level

    def decide(self, view):
        from botifarra_desktop.engine.phase import Phase

        c = self.bot.decide(view)
        if view.phase is Phase.PLAY and len(view.legal) > 1:
            rec = record_of_view(view)
            rec["action"] = RK.card_id(c)
            self.store.append(rec)
        return c


def generate_hard(hands: int, seed: int, rollouts: int, out: Path) -> None:
    """Hands of card play by four Hard bots with ``rollouts`` play-outs a decision (no time limit: the same
    records on any machine), in the arena's card-play game; every choice among two or more cards recorded."""
    from botifarra_desktop.ai import arena
    from botifarra_desktop.ai.bots import HardBot

    pick = random.Random(f"policy-generate-hard|{seed}")
    records: list[dict] = []
    t0 = time.perf_counter()
    for i in range(hands):
        number, dealer = pick.randrange(1 << 30), pick.randrange(4)
        bots = {s: _HardRecorder(HardBot(seed * 1_000_003 + 4 * i + s, rollouts=rollouts, max_seconds=None),
                                 records) for s in range(4)}
        arena.play_hand_result(RULES, number, dealer, bots, "cardplay", {})
        if (i + 1) % 20 == 0 or i + 1 == hands:  # kept as it goes: a long run can be used before it ends
            arrays = {f: np.array([r[f] for r in records], dtype=np.uint64 if f in U64 else np.int16) for f in FIELDS}
            np.savez_compressed(out, **arrays)
            print(f"{i + 1} hands, {len(records)} choices, {time.perf_counter() - t0:.0f} s: {out}", flush=True)


# --- the model's inputs for many records at once ------------------------------------------------------------

def _bits_rows(masks: np.ndarray, rows: np.ndarray) -> np.ndarray:
    b = ((masks[:, None] >> SHIFTS) & np.uint64(1)).astype(np.float32)
    return np.take_along_axis(b, PERM[rows], axis=1)


def _one_hot(cards: np.ndarray, rows: np.ndarray) -> np.ndarray:
    out = np.zeros((len(cards), 48), dtype=np.float32)
    on = np.nonzero(cards >= 0)[0]
    out[on, REL[rows[on], cards[on]]] = 1.0
    return out


def public_rows(d: dict[str, np.ndarray]) -> np.ndarray:
    """``policy_model.public_row`` for every record of ``d`` (checked against it in ``train``)."""
    trump = d["trump"].astype(np.int64)
    rows = np.where(trump < 0, 4, trump)
    played = d["played"].astype(np.uint64)
    tc = [d[f"t{r}"].astype(np.int64) for r in (1, 2, 3)]
    on_table = np.zeros(len(rows), dtype=np.uint64)
    for c in tc:
        on_table |= np.where(c >= 0, np.left_shift(np.uint64(1), np.maximum(c, 0).astype(np.uint64)), np.uint64(0))
    gone = played | on_table
    n = d["n"].astype(np.int64)
    pos = np.zeros((len(rows), 4), dtype=np.float32)
    pos[np.arange(len(rows)), n] = 1.0
    return np.concatenate(
        [_bits_rows(played, rows)] + [_one_hot(c, rows) for c in tc]
        + [_bits_rows(d[f"x{r}"].astype(np.uint64) & ~gone, rows) for r in (1, 2, 3)]
        + [d["decl"].astype(np.float32)[:, None], d["left"].astype(np.float32)[:, None] / 12.0,
           d["tpts"].astype(np.float32)[:, None] / 20.0, pos, d["pw"].astype(np.float32)[:, None],
           (trump < 0).astype(np.float32)[:, None]], axis=1)


def candidate_rows(d: dict[str, np.ndarray]):
    """Per record, one row per legal card: (record index, card, renamed card, act features, chosen?)."""
    legal = d["legal"].astype(np.uint64)
    b = ((legal[:, None] >> SHIFTS) & np.uint64(1)).astype(bool)
    rec, card = np.nonzero(b)
    trump = d["trump"].astype(np.int64)[rec]
    rows = np.where(trump < 0, 4, trump)
    win = d["win"].astype(np.int64)[rec]
    csuit, wsuit = card // 12, win // 12
    wins = np.where(win < 0, True, ((csuit == wsuit) & (card > win)) | ((trump >= 0) & (csuit == trump)
                                                                        & (wsuit != trump)))
    played = d["played"].astype(np.uint64)[rec]
    on_table = np.zeros(len(rec), dtype=np.uint64)
    for r in (1, 2, 3):
        c = d[f"t{r}"].astype(np.int64)[rec]
        on_table |= np.where(c >= 0, np.left_shift(np.uint64(1), np.maximum(c, 0).astype(np.uint64)), np.uint64(0))
    seen = played | on_table | d["hand"].astype(np.uint64)[rec]
    higher = np.array(HIGHER, dtype=np.uint64)[card]
    boss = (higher & ~seen) == 0
    act = np.stack([np.array(POINTS, dtype=np.float32)[card] / 4.0, wins.astype(np.float32),
                    boss.astype(np.float32)], axis=1)
    chosen = card == d["action"].astype(np.int64)[rec]
    return rec, card, REL[rows, card], act, chosen


def batch_loss(model: PolicyModel, d: dict[str, np.ndarray], want_grads: bool):
    """Mean negative log-likelihood of the chosen cards (and its gradients)."""
    p = model.p
    trump = d["trump"].astype(np.int64)
    rows = np.where(trump < 0, 4, trump)
    hb = _bits_rows(d["hand"].astype(np.uint64), rows)
    pub = public_rows(d)
    rec, _card, relc, act, chosen = candidate_rows(d)
    z = hb @ p["Wh"] + pub @ p["Wp"] + p["b1"]
    h = np.maximum(z, 0.0)
    e = p["Wc"][relc] + act @ p["Wa"]
    hr = h[rec]
    logit = (hr * e).sum(1)
    starts = np.flatnonzero(np.r_[True, rec[1:] != rec[:-1]])
    counts = np.diff(np.r_[starts, len(rec)])
    group = np.repeat(np.arange(len(starts)), counts)
    top = np.maximum.reduceat(logit, starts)
    ex = np.exp(logit - top[group])
    prob = ex / np.add.reduceat(ex, starts)[group]
    nll = float(-np.log(np.maximum(prob[chosen], 1e-30)).sum()) / len(starts)
    acc = float(np.mean(top[group][chosen] == logit[chosen]))
    if not want_grads:
        return nll, acc, None
    dlogit = ((prob - chosen.astype(np.float32)) / len(starts)).astype(np.float32)
    de = dlogit[:, None] * hr
    g = {"Wa": act.T @ de}
    wc = np.zeros_like(p["Wc"])
    np.add.at(wc, relc, de)
    g["Wc"] = wc
    dz = np.add.reduceat(dlogit[:, None] * e, starts, axis=0) * (z > 0)
    g["Wh"] = hb.T @ dz
    g["Wp"] = pub.T @ dz
    g["b1"] = dz.sum(0)
    return nll, acc, g


def train(data: list[Path], out: Path, epochs: int, batch: int, lr: float, seed: int, hidden: int,
          init: Optional[Path] = None, repeat: Optional[list[int]] = None) -> PolicyModel:
    """Maximum likelihood by Adam; ``init``: go on from that model; ``repeat``: each data file's records that
    many times (a small set of another level's choices weighs more)."""
    parts = [dict(np.load(p)) for p in data]
    reps = repeat or [1] * len(parts)
    d = {f: np.concatenate([np.tile(p[f], r) for p, r in zip(parts, reps)]) for f in FIELDS}
    total = len(d["n"])
    rng = np.random.default_rng(seed)
    order = rng.permutation(total)
    hold = np.sort(order[: max(2000, total // 50)])
    fit = order[len(hold):]
    _check_rows(d)
    model = PolicyModel.load(init, RK) if init else PolicyModel.fresh(seed, RK, hidden)
    m = {k: np.zeros_like(v) for k, v in model.p.items()}
    v = {k: np.zeros_like(x) for k, x in model.p.items()}
    b1, b2 = 0.9, 0.999
    step = 0
    held = {f: d[f][hold] for f in FIELDS}
    t0 = time.perf_counter()
    uniform = float(np.mean(np.log([bin(int(x)).count("1") for x in held["legal"]])))
    print(f"{total} choices; held-out {len(hold)}: uniform among the legal cards {uniform:.3f} nats", flush=True)
    for epoch in range(epochs):
        rng.shuffle(fit)
        rate = lr * (0.3 if epoch == epochs - 1 and epochs > 2 else 1.0)
        for j in range(0, len(fit), batch):
            idx = np.sort(fit[j: j + batch])
            _, _, g = batch_loss(model, {f: d[f][idx] for f in FIELDS}, True)
            assert g is not None
            step += 1
            for key, gk in g.items():
                m[key] = b1 * m[key] + (1 - b1) * gk
                v[key] = b2 * v[key] + (1 - b2) * gk * gk
                mh = m[key] / (1 - b1 ** step)
                vh = v[key] / (1 - b2 ** step)
                model.p[key] -= (rate * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)
        nll, acc, _ = batch_loss(model, held, False)
        print(f"epoch {epoch + 1}: held-out {nll:.3f} nats a choice, the model's first choice is the card played "
              f"{acc:.1%}, {time.perf_counter() - t0:.0f} s", flush=True)
    model.save(out)
    size = sum(x.nbytes for x in model.p.values())
    print(f"weights {size / 1e3:.0f} kB (float32): {out}")
    return model


def _check_rows(d: dict[str, np.ndarray]) -> None:
    """The batch inputs equal the ones the game computes (``public_row``) on a few records."""
    rows = public_rows({f: d[f][:50] for f in FIELDS})
    for i in range(50):
        trump = int(d["trump"][i])
        by_rel = {r: int(d[f"t{r}"][i]) for r in (1, 2, 3) if int(d[f"t{r}"][i]) >= 0}
        x = {r: int(d[f"x{r}"][i]) for r in (1, 2, 3)}
        want = public_row(int(d["played"][i]), by_rel, x, bool(d["decl"][i]), int(d["left"][i]), int(d["tpts"][i]),
                          int(d["n"][i]), bool(d["pw"][i]), None if trump < 0 else trump)
        if not np.allclose(rows[i], want):
            raise SystemExit(f"record {i}: the batch inputs differ from public_row")
    assert rows.shape[1] == PUBLIC_WIDTH and ACT_WIDTH == 3 and trump_row(None) == 4


# --- what the reading knows ----------------------------------------------------------------------------------

class _Recorder:
    """A bot that keeps the views of one seat's card choices."""

    def __init__(self, bot, keep: bool, store: list) -> None:
        self.bot, self.keep, self.store = bot, keep, store
        self.level = bot.level

    def decide(self, view):
        from botifarra_desktop.engine.phase import Phase

        if self.keep and view.phase is Phase.PLAY and len(view.legal) > 1:
            self.store.append(view)
        return self.bot.decide(view)


def _true_hands(number: int, dealer: int, view) -> list[int]:
    cards, _ = deal(RULES.way, number, dealer)
    hands = [RK.mask_of(h) for h in cards]
    for t in view.history:
        for s, c in t.cards:
            hands[s] &= ~(1 << RK.card_id(c))
    for s, c in view.trick:
        hands[s] &= ~(1 << RK.card_id(c))
    if hands[view.seat] != RK.mask_of(view.hand):
        raise SystemExit("the recorded view does not match the deal")
    return hands


def record_positions(deals: int, seed: int, players: str, every: int, mode: str = "cardplay",
                     first_trick: bool = False) -> list[tuple[object, list[int]]]:
    """(view, the true hands then) at every EVERY-th card choice of seat 0 with two or more legal cards (after
    the first trick, or from it with ``first_trick``), in hands of four bots of the level ``players``: the
    arena's ``mode`` (card play: the arena's rule for the trumps, nobody doubles; full: the bots bid too)."""
    from botifarra_desktop.ai import arena
    from botifarra_desktop.ai.bots import HardBot, MediumBot

    pick = random.Random(f"policy-accuracy|{seed}")
    out: list[tuple[object, list[int]]] = []
    t0 = time.perf_counter()
    for i in range(deals):
        number, dealer = pick.randrange(1 << 30), pick.randrange(4)
        views: list = []
        bots = {s: _Recorder(MediumBot(1000 * i + s) if players == "medium" else HardBot(1000 * i + s), s == 0,
                             views) for s in range(4)}
        arena.play_hand_result(RULES, number, dealer, bots, mode, {})
        out += [(v, _true_hands(number, dealer, v)) for j, v in enumerate(views)
                if not j % every and (v.history or first_trick)]
        print(f"deal {i + 1}/{deals}: {len(out)} positions, {time.perf_counter() - t0:.0f} s", flush=True)
    return out


def accuracy(model_path: Path, deals: int, seed: int, samples: int, players: str, every: int,
             tempers: list[float], mix: float, cache: Optional[Path], mode: str = "cardplay",
             first_trick: bool = False, bids_path: Optional[Path] = None) -> None:
    """Where the hidden cards are, by each weighting of the same sampled deals: the mean probability that a
    hidden card is on its true seat, its mean log (floored at 1/1000; the change from uniform with a 95%
    interval over the positions), and how often the likeliest seat of a manilla or an ace is the right one.
    The model's weightings are exp(temper x log P) mixed with a share ``mix`` of uniform weight, as Hard
    draws its deals (``inference.read_deals``).  ``cache``: keep the recorded positions in that file.
    ``bids_path``: a bidding model (``ai/bid_model.py``) read as well, on the same deals (drawn with the
    bidding's signals) and on deals drawn without them (the model's reading replacing the signals)."""
    import pickle

    from botifarra_desktop.ai.inference import PlayLikelihood, PolicyReading
    from botifarra_desktop.ai.knowledge import read_view
    from botifarra_desktop.ai.sampling import sample_deal, signal_weights

    if cache is not None and cache.exists():
        positions = pickle.loads(cache.read_bytes())
    else:
        positions = record_positions(deals, seed, players, every, mode, first_trick)
        if cache is not None:
            cache.write_bytes(pickle.dumps(positions))
    model = PolicyModel.load(model_path, RK)
    key_cards = 0
    for s in range(4):
        for r in (9, 1):
            key_cards |= 1 << RK.card_id(f"{r}{'OCEB'[s]}")
    bids = None
    names = ["uniform", "greedy reading (Hard today)"] + [f"model, temper {t}, {mix:.0%} uniform" for t in tempers]
    if bids_path is not None:
        from botifarra_desktop.ai.bid_model import BidModel

        bids = BidModel.load(bids_path)
        names += [f"+ bidding, temper {t}" for t in tempers] + [f"+ bidding, no signals, temper {t}" for t in tempers]
    per_pos: dict[str, list[tuple[float, float, list[float]]]] = {n: [] for n in names}  # (mean p, mean log p, key)
    ess: dict[str, list[float]] = {n: [] for n in names}
    for j, (view, truth) in enumerate(positions):
        k = read_view(view)
        rng = random.Random(f"acc|{seed}|{j}")
        signals = signal_weights(k, view.declarer, view.delegated, view.dealer, view.calls)
        pool = [sample_deal(k, rng, signals) for _ in range(samples)]
        lik = PlayLikelihood(k, view, 0.4)
        lw = PolicyReading(k, view, model).log_weights(pool)
        weights = {names[0]: np.ones(samples), names[1]: np.array([lik.weight(h) for h in pool])}
        def mixed(lw: np.ndarray, t: float) -> np.ndarray:
            w = np.exp(t * (lw - lw.max()))
            return mix / samples + (1 - mix) * w / w.sum()

        for t, name in zip(tempers, names[2:]):
            weights[name] = mixed(lw, t)
        pools = {name: pool for name in weights}
        if bids is not None:
            both = PolicyReading(k, view, model, bids)
            lwb = both.log_weights(pool)
            plain = [sample_deal(k, rng, None) for _ in range(samples)]
            lwp = both.log_weights(plain)
            for t in tempers:
                weights[f"+ bidding, temper {t}"] = mixed(lwb, t)
                pools[f"+ bidding, temper {t}"] = pool
                weights[f"+ bidding, no signals, temper {t}"] = mixed(lwp, t)
                pools[f"+ bidding, no signals, temper {t}"] = plain
        hidden = [c for c in range(48) if k.unknown >> c & 1]
        holders = {c: next(s for s in range(4) if truth[s] >> c & 1) for c in hidden}
        seats_of = {}
        for name, w in weights.items():
            deals = pools[name]
            if id(deals) not in seats_of:
                arr = np.array(deals, dtype=np.uint64)
                seats_of[id(deals)] = {c: [((arr[:, s] >> np.uint64(c)) & np.uint64(1)).astype(bool)
                                           for s in range(4)] for c in hidden}
            has = seats_of[id(deals)]
            w = w / w.sum()
            ess[name].append(1.0 / float((w * w).sum()))
            ps, keys = [], []
            for c in hidden:
                where = [float(w[has[c][s]].sum()) for s in range(4)]
                ps.append(where[holders[c]])
                if key_cards >> c & 1:
                    keys.append(float(max(range(4), key=lambda s: where[s]) == holders[c]))
            per_pos[name].append((float(np.mean(ps)), float(np.mean(np.log(np.maximum(ps, 1e-3)))), keys))
    base = np.array([x[1] for x in per_pos[names[0]]])
    print(f"\n{len(positions)} positions of seat 0 ({players} players, {mode} hands, seed {seed}, {samples} sampled deals each; "
          f"{model_path.name}); per hidden card:")
    print(f"{'weighting':40} {'P(true seat)':>12} {'mean log P':>10} {'vs uniform (95%)':>20} "
          f"{'key card right':>14} {'ESS':>5}")
    for name in names:
        rows = per_pos[name]
        lp = np.array([x[1] for x in rows])
        d = lp - base
        half = 1.96 * float(np.std(d)) / math.sqrt(len(d))
        keys = [v for x in rows for v in x[2]]
        print(f"{name:40} {np.mean([x[0] for x in rows]):12.3f} {np.mean(lp):10.3f} "
              f"{np.mean(d):+8.3f} ({np.mean(d) - half:+.3f}..{np.mean(d) + half:+.3f}) {np.mean(keys):14.3f} "
              f"{np.median(ess[name]):5.0f}")


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--hands", type=int, default=60000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--out", type=Path, required=True)
    gh = sub.add_parser("generate-hard")
    gh.add_argument("--hands", type=int, default=800)
    gh.add_argument("--seed", type=int, default=2)
    gh.add_argument("--rollouts", type=int, default=200)
    gh.add_argument("--out", type=Path, required=True)
    t = sub.add_parser("train")
    t.add_argument("--data", type=Path, nargs="+", required=True)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--epochs", type=int, default=4)
    t.add_argument("--batch", type=int, default=512)
    t.add_argument("--lr", type=float, default=2e-3)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--hidden", type=int, default=64)
    t.add_argument("--init", type=Path, help="go on from this model")
    t.add_argument("--repeat", type=int, nargs="+", help="per data file, how many times its records count")
    pl = sub.add_parser("pipeline")
    pl.add_argument("--dir", type=Path, required=True)
    pl.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent
                    / "resources" / "ai" / "policy.npz")
    a = sub.add_parser("accuracy")
    a.add_argument("--model", type=Path, required=True)
    a.add_argument("--deals", type=int, default=40)
    a.add_argument("--seed", type=int, default=7)
    a.add_argument("--samples", type=int, default=600)
    a.add_argument("--players", choices=["medium", "hard"], default="medium")
    a.add_argument("--every", type=int, default=2, help="measure one of the observer's decisions in EVERY")
    a.add_argument("--tempers", type=float, nargs="+", default=[1.0, 0.5, 0.3])
    a.add_argument("--mix", type=float, default=0.25, help="the share of uniform weight mixed in")
    a.add_argument("--cache", type=Path, help="keep the recorded positions in this file (pickle)")
    a.add_argument("--mode", choices=["cardplay", "full"], default="cardplay",
                   help="the hands: the arena's card play (default) or full hands (the bots bid and double)")
    a.add_argument("--first-trick", action="store_true", help="measure the first trick's choices too")
    a.add_argument("--bids", type=Path, help="a bidding model (benchmarks/ai_bids.py) read as well")
    args = ap.parse_args(argv)
    if args.cmd == "generate":
        generate(args.hands, args.seed, args.out)
    elif args.cmd == "generate-hard":
        generate_hard(args.hands, args.seed, args.rollouts, args.out)
    elif args.cmd == "train":
        train(args.data, args.out, args.epochs, args.batch, args.lr, args.seed, args.hidden, args.init, args.repeat)
    elif args.cmd == "pipeline":
        args.dir.mkdir(parents=True, exist_ok=True)
        gen = args.dir / "gen1.npz"
        generate(30000, 1, gen)  # 1.03 million choices of Medium's rules
        medium = args.dir / "medium.npz"
        train([gen], medium, 3, 512, 2e-3, 1, 64)
        hard = [args.dir / f"hard{seed}.npz" for seed in (2, 3)]
        for seed, path in zip((2, 3), hard):
            generate_hard(300, seed, 300, path)  # about 9,900 choices of Hard (300 play-outs) each
        train(hard, args.out, 15, 512, 2e-3, 1, 64, init=medium)
    else:
        accuracy(args.model, args.deals, args.seed, args.samples, args.players, args.every, args.tempers, args.mix,
                 args.cache, args.mode, args.first_trick, args.bids)
    return 0


if __name__ == "__main__":
    sys.exit(main())
