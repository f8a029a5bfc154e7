"""Issue 29, step 4: a card-play policy learned by self-play (deep Monte Carlo, as DouZero), numpy only.

The question this answers first: can a small network, trained on this machine in an hour or so, choose cards
better than Medium's rules?  Only a policy that does can make Hard's play-outs better (they use an even simpler
rule, ``playout.greedy_card``).  So the network is measured as a player, Medium's rules at the other side, on
duplicate deals (both sides of every deal); ``ai_learned_arena.py`` then plays it in the real arena, alone and
blended into Hard.

    # the whole training, six rounds (about an hour on one core): /tmp/pipe/q1.npz ... q6.npz
    python benchmarks/ai_learned.py pipeline --dir /tmp/pipe
    # or step by step: self-play with Medium's rules (10% random moves), every seat on its own view
    python benchmarks/ai_learned.py generate --hands 200000 --seed 1 --out /tmp/gen1.npz
    # Q(state, card) regressed on the points the side won from there on
    python benchmarks/ai_learned.py train --data /tmp/gen1.npz --out /tmp/q1.npz --epochs 3
    # more self-play with the learned policy, then train on from the last network
    python benchmarks/ai_learned.py generate --hands 120000 --seed 2 --policy /tmp/q1.npz --out /tmp/gen2.npz
    python benchmarks/ai_learned.py train --data /tmp/gen2.npz /tmp/gen1.npz --init /tmp/q1.npz --out /tmp/q2.npz
    # the learned policy against Medium's rules (or --against another network), duplicate deals
    python benchmarks/ai_learned.py eval --weights /tmp/q2.npz --deals 1000 --seed 5

The game is the arena's card-play mode: the default rules (lliure), the dealer names its longest suit, no
doubling.  Every simulated seat sees only its own hand, the cards played and what the play has shown (the
public exclusions of ``ai/honest.py``); the network's input is that seat's view alone, the suits renamed so
that the trumps come first.  Results and the commands: benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np

from botifarra_desktop.ai.bidding import forced_declaration
from botifarra_desktop.ai.honest import exclusion
from botifarra_desktop.ai.knowledge import FULL, Knowledge
from botifarra_desktop.ai.medium import medium_card
from botifarra_desktop.engine import Rules, partner_of, team_of
from botifarra_desktop.engine.cards import SUITS
from botifarra_desktop.engine.fast import legal_lliure
from botifarra_desktop.engine.ways import deal

RULES = Rules()
RK = RULES.card_ranking
POINTS = RK.points
HIGHER = RK.higher

# --- the trump-first renaming of the cards: REL[t][c] is card c's id when suit t comes first -------------
REL = np.zeros((4, 48), dtype=np.int64)
for _t in range(4):
    _order = [_t] + [s for s in range(4) if s != _t]
    for _c in range(48):
        REL[_t, _c] = _order.index(_c // 12) * 12 + _c % 12
# PERM[t][j]: the original card at renamed position j (for reordering bit vectors)
PERM = np.argsort(REL, axis=1)
SHIFTS = np.arange(48, dtype=np.uint64)
POINTS_ARR = np.array(POINTS, dtype=np.float32)
HIGHER_ARR = np.array(HIGHER, dtype=np.uint64)

STATE_WIDTH = 48 * 2 + 48 * 3 + 48 * 3 + 1 + 1 + 1 + 4 + 1
ACTION_WIDTH = 48 + 3
FIELDS = ("hand", "played", "t1", "t2", "t3", "x1", "x2", "x3", "decl", "left", "tpts", "trump", "win", "pw",
          "n", "action", "ret")


def _bits(masks: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """(N, 48) 0/1 rows of the masks, the cards renamed trump-first."""
    b = ((masks[:, None] >> SHIFTS) & np.uint64(1)).astype(np.float32)
    return np.take_along_axis(b, PERM[trump], axis=1)


def _one_hot(cards: np.ndarray, trump: np.ndarray) -> np.ndarray:
    out = np.zeros((len(cards), 48), dtype=np.float32)
    rows = np.nonzero(cards >= 0)[0]
    out[rows, REL[trump[rows], cards[rows]]] = 1.0
    return out


def features(d: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(state rows, action's renamed card, action feature rows) of the records ``d``."""
    trump = d["trump"].astype(np.int64)
    hand = d["hand"].astype(np.uint64)
    played = d["played"].astype(np.uint64)
    tcards = [d[f"t{r}"].astype(np.int64) for r in (1, 2, 3)]
    on_table = np.zeros(len(trump), dtype=np.uint64)
    for tc in tcards:
        on_table |= np.where(tc >= 0, np.left_shift(np.uint64(1), np.maximum(tc, 0).astype(np.uint64)),
                             np.uint64(0))
    unknown = np.uint64(FULL) & ~(hand | played | on_table)
    n = d["n"].astype(np.int64)
    pos = np.zeros((len(trump), 4), dtype=np.float32)
    pos[np.arange(len(trump)), n] = 1.0
    state = np.concatenate(
        [_bits(hand, trump), _bits(played, trump)]
        + [_one_hot(tc, trump) for tc in tcards]
        + [_bits(d[f"x{r}"].astype(np.uint64) & unknown, trump) for r in (1, 2, 3)]
        + [d["decl"].astype(np.float32)[:, None], d["left"].astype(np.float32)[:, None] / 12.0,
           d["tpts"].astype(np.float32)[:, None] / 20.0, pos, d["pw"].astype(np.float32)[:, None]], axis=1)
    a = d["action"].astype(np.int64)
    win = d["win"].astype(np.int64)
    asuit, wsuit = a // 12, win // 12
    wins = np.where(win < 0, 1.0, ((asuit == wsuit) & (a > win)) | ((asuit == trump) & (wsuit != trump)))
    boss = (HIGHER_ARR[a] & unknown) == 0
    act = np.stack([POINTS_ARR[a] / 4.0, wins.astype(np.float32), boss.astype(np.float32)], axis=1)
    return state, REL[trump, a], act


class QNet:
    """Q(state, card): state and card features -> H1 -> H2 -> points won from here (/36), ReLU."""

    def __init__(self, h1: int = 256, h2: int = 128, seed: int = 0) -> None:
        g = np.random.default_rng(seed)
        self.p = {
            "ws": (g.standard_normal((STATE_WIDTH, h1)) * math.sqrt(2 / STATE_WIDTH)).astype(np.float32),
            "wc": (g.standard_normal((48, h1)) * 0.1).astype(np.float32),
            "wa": (g.standard_normal((3, h1)) * 0.1).astype(np.float32),
            "b1": np.zeros(h1, dtype=np.float32),
            "w2": (g.standard_normal((h1, h2)) * math.sqrt(2 / h1)).astype(np.float32),
            "b2": np.zeros(h2, dtype=np.float32),
            "w3": (g.standard_normal((h2, 1)) * math.sqrt(1 / h2)).astype(np.float32),
            "b3": np.zeros(1, dtype=np.float32),
        }

    def forward(self, s: np.ndarray, c: np.ndarray, a: np.ndarray, keep: bool = False):
        p = self.p
        z1 = s @ p["ws"] + p["wc"][c] + a @ p["wa"] + p["b1"]
        h1 = np.maximum(z1, 0)
        z2 = h1 @ p["w2"] + p["b2"]
        h2 = np.maximum(z2, 0)
        q = (h2 @ p["w3"] + p["b3"])[:, 0]
        return (q, (s, c, a, h1, h2)) if keep else q

    def grads(self, cache, dq: np.ndarray) -> dict[str, np.ndarray]:
        s, c, a, h1, h2 = cache
        p = self.p
        g: dict[str, np.ndarray] = {}
        d3 = dq[:, None]
        g["w3"] = h2.T @ d3
        g["b3"] = d3.sum(0)
        d2 = (d3 @ p["w3"].T) * (h2 > 0)
        g["w2"] = h1.T @ d2
        g["b2"] = d2.sum(0)
        d1 = (d2 @ p["w2"].T) * (h1 > 0)
        g["ws"] = s.T @ d1
        g["wa"] = a.T @ d1
        g["b1"] = d1.sum(0)
        wc = np.zeros_like(p["wc"])
        np.add.at(wc, c, d1)
        g["wc"] = wc
        return g

    def save(self, path: str) -> None:
        np.savez(path, **self.p)

    @classmethod
    def load(cls, path: str) -> "QNet":
        net = cls.__new__(cls)
        with np.load(path) as z:
            net.p = {k: z[k].astype(np.float32) for k in z.files}
        return net


# --- self-play -----------------------------------------------------------------------------------------

Policy = Callable[[Knowledge, int, bool, dict], int]


def medium_policy(k: Knowledge, legal: int, ours: bool, rec: dict) -> int:
    return medium_card(k, legal, ours)[0]


def learned_policy(net: QNet) -> Policy:
    def choose(k: Knowledge, legal: int, ours: bool, rec: dict) -> int:
        cards = [c for c in range(48) if legal >> c & 1]
        q = q_values(net, rec, cards)
        return cards[max(range(len(cards)), key=q.__getitem__)]
    return choose


def record_of(k: Knowledge, ours: bool) -> dict:
    """The network's input fields for a real seat's ``Knowledge`` (pairs game, a suit of trumps)."""
    seat = k.seat
    on_table = 0
    for _, tc in k.trick:
        on_table |= 1 << tc
    by_rel = {(s - seat) % 4: c for s, c in k.trick}
    st = k.state()
    n = len(k.trick)
    return {"hand": k.hand, "played": k.played & ~on_table, "t1": by_rel.get(1, -1), "t2": by_rel.get(2, -1),
            "t3": by_rel.get(3, -1), "x1": k.excluded[(seat + 1) % 4], "x2": k.excluded[(seat + 2) % 4],
            "x3": k.excluded[(seat + 3) % 4], "decl": int(ours), "left": k.tricks_left,
            "tpts": sum(POINTS[c] for _, c in k.trick), "trump": k.trump, "win": st.win if n else -1,
            "pw": int(bool(n and st.partner_winning)), "n": n}


REL_LISTS = [[int(x) for x in row] for row in REL]


def q_values(net: QNet, rec: dict, cards: list[int]) -> list[float]:
    """The network's points-from-here (not /36) of each card for the position ``rec`` (one state: the first
    layer sums the weight rows of the inputs that are on; the same numbers as ``features`` and ``forward``)."""
    p = net.p
    rel = REL_LISTS[rec["trump"]]
    hand, played = rec["hand"], rec["played"]
    on = [rel[c] for c in range(48) if hand >> c & 1]
    on += [48 + rel[c] for c in range(48) if played >> c & 1]
    on_table = 0
    for r in (1, 2, 3):
        tc = rec[f"t{r}"]
        if tc >= 0:
            on.append(48 + 48 * r + rel[tc])
            on_table |= 1 << tc
    unknown = FULL & ~(hand | played | on_table)
    for r in (1, 2, 3):
        x = rec[f"x{r}"] & unknown
        base = 192 + 48 * r
        on += [base + rel[c] for c in range(48) if x >> c & 1]
    n = rec["n"]
    if rec["decl"]:
        on.append(384)
    on.append(387 + n)
    if rec["pw"]:
        on.append(391)
    ws = p["ws"]
    h = ws[on].sum(0) + (rec["left"] / 12.0) * ws[385] + (rec["tpts"] / 20.0) * ws[386] + p["b1"]
    win = rec["win"]
    trump = rec["trump"]
    acts = []
    for c in cards:
        if win < 0:
            wins = 1.0
        else:
            wins = float((c // 12 == win // 12 and c > win) or (c // 12 == trump and win // 12 != trump))
        acts.append((POINTS[c] / 4.0, wins, float(not (HIGHER[c] & unknown))))
    z1 = h + p["wc"][[rel[c] for c in cards]] + np.array(acts, dtype=np.float32) @ p["wa"]
    h2 = np.maximum(np.maximum(z1, 0) @ p["w2"] + p["b2"], 0)
    return [float(x) * 36.0 for x in (h2 @ p["w3"] + p["b3"])[:, 0]]


def q_values_batch(net: QNet, rec: dict, cards: list[int]) -> list[float]:
    """``q_values`` through ``features`` and ``forward`` (the check of the fast path)."""
    d = {f: np.array([rec[f]] * len(cards)) for f in FIELDS if f not in ("action", "ret")}
    d["action"] = np.array(cards)
    s, c, a = features(d)
    return [float(x) * 36.0 for x in net.forward(s, c, a)]


def play_deal(number: int, dealer: int, policies: list[Policy], rnd: Callable[[], float], eps: float,
              records: Optional[list]) -> tuple[int, int]:
    """One hand of card play; returns the points of team 0 and team 1.  With ``records``, every choice among
    two or more cards is added (the fields of ``FIELDS``, ``ret`` the side's points from that moment on)."""
    cards, _ = deal(RULES.way, number, dealer)
    hands = [RK.mask_of(h) for h in cards]
    trump = SUITS.index(forced_declaration(cards[dealer], RK))
    decl_team = team_of(dealer)
    excluded = [0, 0, 0, 0]
    played_prior = 0
    trick: list[tuple[int, int]] = []
    seat = (dealer + 1) % 4
    pts = [0, 0]
    left = 12
    led = win = wseat = -1
    tpts = 1
    mine: list[tuple[int, dict]] = []
    while hands[seat]:
        hand = hands[seat]
        n = len(trick)
        pw = n > 0 and wseat == partner_of(seat)
        legal = hand if n == 0 else legal_lliure(hand, led, win, pw, trump, HIGHER)
        if legal & (legal - 1):
            by_rel = {(s - seat) % 4: c for s, c in trick}
            rec = {"hand": hand, "played": played_prior, "t1": by_rel.get(1, -1), "t2": by_rel.get(2, -1),
                   "t3": by_rel.get(3, -1), "x1": excluded[(seat + 1) % 4], "x2": excluded[(seat + 2) % 4],
                   "x3": excluded[(seat + 3) % 4], "decl": int(team_of(seat) == decl_team), "left": left,
                   "tpts": tpts - 1 if n else 0, "trump": trump, "win": win if n else -1, "pw": int(pw), "n": n}
            if eps and rnd() < eps:
                options = [x for x in range(48) if legal >> x & 1]
                c = options[int(rnd() * len(options))]
            else:
                on_table = 0
                for _, tc in trick:
                    on_table |= 1 << tc
                k = Knowledge(seat=seat, rk=RK, trump=trump, variant=RULES.variant, strict=RULES.strict, hand=hand,
                              played=played_prior | on_table, unknown=FULL & ~(played_prior | on_table) & ~hand,
                              counts=(), excluded=excluded, trick=trick, leader=None, points=(), tricks_left=left,
                              partner=partner_of(seat))
                c = policies[seat](k, legal, team_of(seat) == decl_team, rec)
            if records is not None:
                rec["action"] = c
                rec["base"] = pts[team_of(seat)]
                mine.append((team_of(seat), rec))
        else:
            c = (legal & -legal).bit_length() - 1
        if n:
            excluded[seat] |= exclusion(c, led, win, pw, trump, HIGHER, True)
        hands[seat] = hand & ~(1 << c)
        trick = trick + [(seat, c)]
        tpts += POINTS[c]
        if n == 0:
            led, win, wseat = c // 12, c, seat
        elif (c // 12 == win // 12 and c > win) or (c // 12 == trump and win // 12 != trump):
            win, wseat = c, seat
        if n == 3:
            pts[team_of(wseat)] += tpts
            for _, tc in trick:
                played_prior |= 1 << tc
            seat, trick, tpts, left = wseat, [], 1, left - 1
        else:
            seat = (seat + 1) % 4
    if records is not None:
        for team, rec in mine:
            rec["ret"] = pts[team] - rec.pop("base")
            records.append(rec)
    return pts[0], pts[1]


def _to_arrays(records: list[dict]) -> dict[str, np.ndarray]:
    kinds = {"hand": np.uint64, "played": np.uint64, "x1": np.uint64, "x2": np.uint64, "x3": np.uint64,
             "ret": np.float32}
    return {f: np.array([r[f] for r in records], dtype=kinds.get(f, np.int16)) for f in FIELDS}


def generate(args) -> None:
    pick = random.Random(f"generate|{args.seed}")
    policy = learned_policy(QNet.load(args.policy)) if args.policy else medium_policy
    rnd = random.Random(f"moves|{args.seed}").random
    records: list[dict] = []
    t0 = time.perf_counter()
    for i in range(args.hands):
        play_deal(pick.randrange(1 << 30), pick.randrange(4), [policy] * 4, rnd, args.eps, records)
        if (i + 1) % 5000 == 0:
            print(f"{i + 1} hands, {len(records)} choices, {time.perf_counter() - t0:.0f} s", flush=True)
    np.savez_compressed(args.out, **_to_arrays(records))
    print(f"{args.hands} hands -> {len(records)} choices in {time.perf_counter() - t0:.0f} s: {args.out}")


def train(args) -> None:
    parts = [dict(np.load(p)) for p in args.data]
    d = {f: np.concatenate([p[f] for p in parts]) for f in FIELDS}
    total = len(d["ret"])
    rng = np.random.default_rng(args.seed)
    order = rng.permutation(total)
    hold = order[: max(1000, total // 50)]
    fit = order[len(hold):]
    net = QNet.load(args.init) if args.init else QNet(args.h1, args.h2, args.seed)
    m = {k: np.zeros_like(v) for k, v in net.p.items()}
    v = {k: np.zeros_like(x) for k, x in net.p.items()}
    step = 0
    b1, b2, lr = 0.9, 0.999, args.lr
    hs, hc, ha = features({f: d[f][hold] for f in FIELDS})
    hy = d["ret"][hold] / 36.0
    t0 = time.perf_counter()
    for epoch in range(args.epochs):
        rng.shuffle(fit)
        for j in range(0, len(fit), args.batch):
            idx = fit[j: j + args.batch]
            s, c, a = features({f: d[f][idx] for f in FIELDS})
            y = d["ret"][idx] / 36.0
            q, cache = net.forward(s, c, a, keep=True)
            g = net.grads(cache, 2 * (q - y) / len(idx))
            step += 1
            rate = lr * (0.3 if epoch >= args.epochs - 1 and args.epochs > 2 else 1.0)
            for key, gk in g.items():
                m[key] = b1 * m[key] + (1 - b1) * gk
                v[key] = b2 * v[key] + (1 - b2) * gk * gk
                mh = m[key] / (1 - b1 ** step)
                vh = v[key] / (1 - b2 ** step)
                net.p[key] -= (rate * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)
        hq = net.forward(hs, hc, ha)
        rmse = float(np.sqrt(np.mean((hq - hy) ** 2))) * 36
        base = float(np.std(hy)) * 36
        print(f"epoch {epoch + 1}: held-out error {rmse:.2f} points (spread {base:.2f}), "
              f"{time.perf_counter() - t0:.0f} s", flush=True)
    net.save(args.out)
    size = sum(x.nbytes for x in net.p.values())
    print(f"{total} choices, weights {size / 1e6:.2f} MB: {args.out}")


def evaluate(args) -> None:
    """The learned policy at both seats of a side against Medium's rules (or ``--against`` another network) on
    duplicate deals; points a deal in the arena's unit (the hand's score difference at x1, half the card-point
    difference), with its 95% interval."""
    net = QNet.load(args.weights)
    learned = learned_policy(net)
    other = learned_policy(QNet.load(args.against)) if args.against else medium_policy
    pick = random.Random(f"eval|{args.seed}")
    diffs = []
    t0 = time.perf_counter()
    calls = 0
    for i in range(args.deals):
        number, dealer = pick.randrange(1 << 30), pick.randrange(4)
        pair = 0.0
        for a_team in (0, 1):
            pol = [learned if team_of(s) == a_team else other for s in range(4)]
            pts = play_deal(number, dealer, pol, lambda: 0.5, 0.0, None)
            pair += (pts[a_team] - pts[1 - a_team]) / 2  # the arena's unit: the score a hand, x1
            calls += 1
        diffs.append(pair / 2)
        if (i + 1) % 200 == 0:
            mean = sum(diffs) / len(diffs)
            print(f"{i + 1} deals: {mean:+.2f}", flush=True)
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    per_hand = (time.perf_counter() - t0) / max(1, calls)
    print(f"learned - {'other net' if args.against else 'Medium'}: {mean:+.2f} points a deal "
          f"({mean - half:+.2f}..{mean + half:+.2f}), {n} duplicate deals, seed {args.seed}; "
          f"{per_hand * 1000:.1f} ms a hand")


def pipeline(args) -> None:
    """The whole training, round after round (the schedule of benchmarks/README.md), in ``args.dir``."""
    out = Path(args.dir)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    prev_data: Optional[str] = None
    prev_net = ""
    for r in range(1, args.rounds + 1):
        data, net = str(out / f"round{r}.npz"), str(out / f"q{r}.npz")
        hands = args.first_hands if r == 1 else args.hands
        generate(argparse.Namespace(hands=hands, seed=1000 + r, eps=0.1, policy=prev_net, out=data))
        train(argparse.Namespace(data=[data] + ([prev_data] if prev_data else []), out=net, init=prev_net,
                                 epochs=3 if r == 1 else 2, batch=2048, lr=1e-3 if r <= 3 else 5e-4,
                                 h1=256, h2=128, seed=r))
        print(f"round {r} done, {time.perf_counter() - t0:.0f} s", flush=True)
        prev_data, prev_net = data, net


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--hands", type=int, default=40000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--eps", type=float, default=0.1)
    g.add_argument("--policy", default="")
    g.add_argument("--out", required=True)
    t = sub.add_parser("train")
    t.add_argument("--data", nargs="+", required=True)
    t.add_argument("--out", required=True)
    t.add_argument("--init", default="")
    t.add_argument("--epochs", type=int, default=6)
    t.add_argument("--batch", type=int, default=1024)
    t.add_argument("--lr", type=float, default=1e-3)
    t.add_argument("--h1", type=int, default=256)
    t.add_argument("--h2", type=int, default=128)
    t.add_argument("--seed", type=int, default=0)
    e = sub.add_parser("eval")
    e.add_argument("--weights", required=True)
    e.add_argument("--against", default="")
    e.add_argument("--deals", type=int, default=1000)
    e.add_argument("--seed", type=int, default=77)
    r = sub.add_parser("pipeline")
    r.add_argument("--dir", required=True)
    r.add_argument("--rounds", type=int, default=6)
    r.add_argument("--first-hands", type=int, default=200000)
    r.add_argument("--hands", type=int, default=120000)
    args = p.parse_args()
    {"generate": generate, "train": train, "eval": evaluate, "pipeline": pipeline}[args.cmd](args)


if __name__ == "__main__":
    main()
