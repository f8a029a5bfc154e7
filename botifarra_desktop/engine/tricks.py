"""The trick obligations: which cards may be played, who wins, and why a card is refused.

Hands are bit masks of card ids (see ``cards.py``).  One function, ``legal_mask``,
decides legality for the full game, the bots' simulations and the public API, so
there is exactly one statement of the rules.  ``explain`` walks the same questions
in the same order (seed 002's "preguntes que t'has de fer a cada basa") to say
why a card is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import SUIT_NAMES, SUITS, Ranking, suit_mask
from .rules import INTERMEDIA, LLIURE

_SUIT_MASKS = tuple(suit_mask(s) for s in range(4))


def lowest_of_each_suit(hand: int) -> int:
    """Mask of the lowest card of every suit present in ``hand``."""
    out = 0
    for sm in _SUIT_MASKS:
        chunk = hand & sm
        if chunk:
            out |= chunk & -chunk
    return out


def winning_mask(cards: int, win: int, trump: int | None, higher: tuple[int, ...]) -> int:
    """The cards of ``cards`` that would take the trick from the card ``win``."""
    m = cards & higher[win]
    if trump is not None and win // 12 != trump:
        m |= cards & _SUIT_MASKS[trump]
    return m


def legal_mask(
    hand: int,
    led: int | None,
    win: int,
    partner_winning: bool,
    second_to_play: bool,
    trump: int | None,
    ranking: Ranking,
    variant: str = LLIURE,
    strict: bool = False,
    second_free: bool = False,
) -> int:
    """Legal cards of ``hand``.

    ``led`` is the suit index led (``None`` when leading), ``win`` the card winning
    the trick so far, ``partner_winning`` whether that card is the mover's
    partner's (RULES.md: it counts only once the partner has played),
    ``second_to_play`` whether exactly one card is on the trick and the mover has a
    partner still to play.  ``second_free``: obligada's exception of seed 002
    (``Rules.second_discards_freely``): a second player who can neither follow nor
    trump may play any card.
    """
    if led is None:
        return hand
    higher = ranking.higher
    free = partner_winning and not strict
    follow = hand & _SUIT_MASKS[led]
    if follow:
        legal = follow
        if not free and win // 12 == led:
            # seed 002: "matar" -- any card that beats it will do.  If a rival has
            # already cut with trump, following is enough (win is then a trump).
            beat = follow & higher[win]
            if beat:
                legal = beat
    elif free or trump is None:
        legal = hand  # partner winning, or botifarra: nothing to trump with
    else:
        trumps = hand & _SUIT_MASKS[trump]
        if win // 12 == trump:
            # "sobretallar" if you can; no obligation to undertrump.
            legal = (trumps & higher[win]) or hand
        else:
            legal = trumps or hand
    if variant == LLIURE:
        return legal
    if second_free and second_to_play and not follow and (trump is None or not hand & _SUIT_MASKS[trump]):
        return legal  # seed 002: "amb una excepció per al segon jugador que no pot servir ni tallar"
    # Obligada / intermèdia: a card that does not win the trick at the moment it
    # is played must be a point card (partner winning) or the lowest of its suit.
    winners = winning_mask(legal, win, trump, higher)
    allowed = lowest_of_each_suit(hand)
    if partner_winning or (variant == INTERMEDIA and second_to_play):
        allowed |= ranking.point_mask
    return winners | (legal & ~winners & allowed)


def trick_winner_index(cards: list[int], trump: int | None) -> int:
    """Index in ``cards`` (play order) of the card winning so far."""
    best = 0
    b = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if (c // 12 == b // 12 and c > b) or (trump is not None and c // 12 == trump and b // 12 != trump):
            best, b = i, c
    return best


@dataclass(frozen=True)
class Refusal:
    """Why a card may not be played: a reason code for translation, its parameters
    (card strings and suit letters) and an English sentence a player understands."""

    code: str
    card: str
    params: dict[str, Any] = field(default_factory=dict)
    message: str = ""


def _names(ranking: Ranking, mask: int) -> str:
    cards = ranking.cards_of(mask)
    return ", ".join(cards)


def explain(
    card: int,
    hand: int,
    led: int | None,
    win: int,
    partner_winning: bool,
    second_to_play: bool,
    trump: int | None,
    ranking: Ranking,
    variant: str = LLIURE,
    strict: bool = False,
    second_free: bool = False,
) -> Refusal | None:
    """``None`` when ``card`` is legal; otherwise the obligation it breaks."""
    s = ranking.card_str(card)
    if not hand >> card & 1:
        return Refusal("not_in_hand", s, {}, f"You do not hold the {s}.")
    legal = legal_mask(hand, led, win, partner_winning, second_to_play, trump, ranking, variant, strict, second_free)
    if legal >> card & 1:
        return None
    assert led is not None  # the leader may play anything
    led_l = SUITS[led]
    led_name = SUIT_NAMES[led_l]
    win_s = ranking.card_str(win)
    higher = ranking.higher
    free = partner_winning and not strict
    strict_note = " (strict rules: even when your partner is winning)" if strict and partner_winning else ""
    follow = hand & _SUIT_MASKS[led]
    if follow and card // 12 != led:
        return Refusal(
            "must_follow",
            s,
            {"suit": led_l, "options": _names(ranking, follow)},
            f"You hold {led_name} ({_names(ranking, follow)}), so you must follow the suit led: {led_name}.",
        )
    if follow:
        beat = follow & higher[win]
        if not free and win // 12 == led and beat and not beat >> card & 1:
            return Refusal(
                "must_beat",
                s,
                {"winning": win_s, "options": _names(ranking, beat), "strict": strict and partner_winning},
                f"The {win_s} is winning the trick and your partner is not{strict_note}: you must beat it"
                f" if you can, and you can with {_names(ranking, beat)}.",
            )
    elif not free and trump is not None:
        trumps = hand & _SUIT_MASKS[trump]
        t_l = SUITS[trump]
        if win // 12 == trump:
            over = trumps & higher[win]
            if over and not over >> card & 1:
                return Refusal(
                    "must_overtrump",
                    s,
                    {"winning": win_s, "suit": t_l, "options": _names(ranking, over), "strict": strict and partner_winning},
                    f"You have no {led_name} and the trick is being won with the trump {win_s}{strict_note}:"
                    f" you must overtrump with {_names(ranking, over)}.",
                )
        elif trumps and not trumps >> card & 1:
            return Refusal(
                "must_trump",
                s,
                {"suit": t_l, "led": led_l, "options": _names(ranking, trumps), "strict": strict and partner_winning},
                f"You have no {led_name} and your partner is not winning{strict_note}: you must trump"
                f" with {SUIT_NAMES[t_l]} ({_names(ranking, trumps)}).",
            )
    # Only the obligada / intermèdia rule is left.
    suit_l = SUITS[card // 12]
    suit_cards = hand & _SUIT_MASKS[card // 12]
    lowest = ranking.card_str((suit_cards & -suit_cards).bit_length() - 1)
    if partner_winning:
        return Refusal(
            "must_play_points_or_lowest",
            s,
            {"suit": suit_l, "lowest": lowest, "winning": win_s},
            f"The {s} does not win the trick and your partner is winning: in {variant} you must play a"
            f" point card (9, 1, 12, 11, 10) or your lowest {SUIT_NAMES[suit_l]}, the {lowest}.",
        )
    return Refusal(
        "must_play_lowest",
        s,
        {"suit": suit_l, "lowest": lowest, "winning": win_s},
        f"The {s} does not win the trick and a rival is winning with the {win_s}: in {variant} you must"
        f" play your lowest {SUIT_NAMES[suit_l]}, the {lowest}.",
    )

