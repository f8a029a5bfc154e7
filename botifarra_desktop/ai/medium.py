"""Medium level card play: the club strategy of seed 000, with memory of every card played.

Leading: arrastrar (draw trumps) when our side named them, cash manilles and
aces that nobody can beat, lead towards a partner shown void, "sortida de rei"
to defend the partner's ace, else a low card (palla) from a suit where we do not
leave an ace unguarded.  Following: carregar (load points) on a trick the
partner surely wins, win the tricks worth winning as cheaply as is safe, else
keep the points and throw the cheapest card (descart).
Every choice returns a reason code, for the hints.
"""

from __future__ import annotations

from typing import Optional

from .knowledge import SUIT_MASKS, Knowledge, bits, low_card, top_card


def _opponents(k: Knowledge) -> tuple[int, ...]:
    """Every other seat but the partner (all of them without partners)."""
    return tuple(s for s in range(k.players) if s != k.seat and s != k.partner)


def _to_play_after(k: Knowledge) -> list[int]:
    n = len(k.trick)
    return [(k.seat + i) % k.players for i in range(1, k.players - n)]


def can_beat(k: Knowledge, seat: int, win: int, led: int) -> bool:
    """Might ``seat`` (still to play) take the trick from ``win``?"""
    if k.may_hold(seat, k.rk.higher[win]):
        return True
    if k.trump is None or win // 12 == k.trump:
        return False
    if not k.may_hold(seat, SUIT_MASKS[k.trump]):
        return False
    # It can cut only without the led suit: known void, or so few of the suit left that it may be.
    return not k.may_hold(seat, SUIT_MASKS[led]) or (k.unknown & SUIT_MASKS[led]).bit_count() < 3


def _cheapest(k: Knowledge, legal: int) -> int:
    """The card that costs least to lose: no points, not a trump, weak, from a short suit."""
    tm = SUIT_MASKS[k.trump] if k.trump is not None else 0
    pts = k.rk.points

    def cost(c: int):
        boss = k.is_boss(c) and pts[c] > 0
        suit_len = (k.hand & SUIT_MASKS[c // 12]).bit_count()
        return (pts[c] + (6 if boss else 0), bool(tm >> c & 1), c % 12, suit_len)

    return min(bits(legal), key=cost)


def _load(k: Knowledge, legal: int) -> int:
    """Carregar: the most points, keeping trumps and sure winners for later tricks."""
    tm = SUIT_MASKS[k.trump] if k.trump is not None else 0
    pts = k.rk.points

    def gain(c: int):
        keep = (4 if tm >> c & 1 else 0) + (3 if k.is_boss(c) and (k.hand & SUIT_MASKS[c // 12]).bit_count() > 1 else 0)
        return (pts[c] - keep, -(c % 12))

    return max(bits(legal), key=gain)


def _sure_winner(k: Knowledge, cards: int, win_led: int, after: list[int]) -> Optional[int]:
    """The lowest card of ``cards`` that nobody still to play can beat, if any."""
    for c in bits(cards):
        if not any(can_beat(k, s, c, win_led) for s in after if s != k.partner):
            return c
    return None


def lead(k: Knowledge, legal: int, our_declaration: bool) -> tuple[int, str]:
    hand = k.hand
    trump = k.trump
    opp = _opponents(k)
    rk = k.rk
    if trump is not None:
        mine = hand & SUIT_MASKS[trump]
        theirs = any(k.may_hold(o, SUIT_MASKS[trump]) for o in opp)
        if mine and theirs and our_declaration:
            top = top_card(mine)
            if k.is_boss(top):
                return top, "draw_trumps"
            if mine.bit_count() >= 4:
                return low_card(mine), "draw_trumps"
    # Cash sure winners in side suits the rivals cannot cut.
    cash = []
    for s in range(4):
        chunk = hand & SUIT_MASKS[s]
        if not chunk or s == trump:
            continue
        top = top_card(chunk)
        cut = trump is not None and any(
            not k.may_hold(o, SUIT_MASKS[s]) and k.may_hold(o, SUIT_MASKS[trump]) for o in opp)
        if k.is_boss(top) and not cut:
            cash.append(top)
    if cash:
        return max(cash, key=lambda c: (rk.points[c], c)), "lead_boss"
    # Lead into the partner's void so that it can trump.
    partner = k.partner
    if partner is not None and trump is not None and k.may_hold(partner, SUIT_MASKS[trump]):
        for s in range(4):
            chunk = hand & SUIT_MASKS[s]
            if chunk and s != trump and k.void(partner, s) and not any(k.void(o, s) for o in opp):
                return low_card(chunk), "lead_to_partner_void"
    # Sortida de rei: 2 or 3 cards with the king, to defend the partner's ace.
    for s in range(4):
        chunk = hand & SUIT_MASKS[s]
        king = rk.card_id(f"12{'OCEB'[s]}")
        ace = rk.card_id(f"1{'OCEB'[s]}")
        if partner is not None and s != trump and 2 <= chunk.bit_count() <= 3 and chunk >> king & 1 \
                and not chunk >> ace & 1 and k.unknown >> ace & 1:
            return king, "lead_king"
    # Palla: a low card from a suit that does not leave an ace alone against the manilla.
    best = None
    for s in range(4):
        chunk = hand & SUIT_MASKS[s]
        if not chunk or (s == trump and chunk != hand):
            continue
        nine = rk.card_id(f"9{'OCEB'[s]}")
        ace = rk.card_id(f"1{'OCEB'[s]}")
        guards_ace = chunk >> ace & 1 and k.unknown >> nine & 1
        c = low_card(chunk)
        key = (bool(guards_ace), rk.points[c], -chunk.bit_count(), c)
        if best is None or key < best[0]:
            best = (key, c)
    if best is None:
        return _cheapest(k, legal), "lead_low"
    return best[1], "lead_low"


def follow(k: Knowledge, legal: int) -> tuple[int, str]:
    st = k.state()
    led = st.led if st.led is not None else -1  # following: a card was led
    after = _to_play_after(k)
    rk = k.rk
    n = len(k.trick)
    if st.partner_winning:
        safe = not any(can_beat(k, s, st.win, led) for s in after if s != k.partner)
        if safe:
            return _load(k, legal), "load_partner"
        return _cheapest(k, legal), "partner_winning_keep"
    tm = SUIT_MASKS[k.trump] if k.trump is not None else 0
    winners = legal & rk.higher[st.win]
    if k.trump is not None and st.win // 12 != k.trump:
        winners |= legal & tm
    if not winners:
        return _cheapest(k, legal), "cannot_win"
    if n == k.players - 1:
        suit_w = winners & ~tm if st.win // 12 != k.trump else winners
        pool = suit_w or winners
        c = low_card(pool)
        if st.points == 0 and rk.points[c] >= 4 and winners != legal and k.tricks_left > 2:
            return _cheapest(k, legal & ~winners), "not_worth_it"
        return c, ("trump_to_win" if tm >> c & 1 and st.win // 12 != k.trump else "win_cheap")
    sure = _sure_winner(k, winners, led, after)
    if sure is not None:
        return sure, ("trump_to_win" if tm >> sure & 1 and st.win // 12 != k.trump else "win_sure")
    if st.points >= 3 or winners == legal:
        # Worth a try: the lowest card that wins for now (the obligation may force it anyway).
        return low_card(winners & ~tm if winners & ~tm else winners), "win_try"
    return _cheapest(k, legal), "duck"


def medium_card(k: Knowledge, legal: int, our_declaration: bool) -> tuple[int, str]:
    """The Medium level's card and the reason code."""
    if legal.bit_count() == 1:
        return low_card(legal), "only_card"
    if not k.trick:
        c, why = lead(k, legal, our_declaration)
        if legal >> c & 1:
            return c, why
        return _cheapest(k, legal), "lead_low"
    return follow(k, legal)
