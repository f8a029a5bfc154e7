"""The words a screen reader says at the table, in the UI language.

Card, suit and call names are those of :mod:`.texts`; sentences the table already
shows (panel titles, "Your turn!") are reused with their own translations.  Which
card wins a trick is the engine's answer (``trick_winner_index`` under the game's
card ranking); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication

from ....engine import card_points
from ....engine import events as ev
from ....engine.cards import SUITS
from ....engine.tricks import trick_winner_index
from ...common.texts import call_name, card_name, declaration_name, hands_text, refusal_text, suit_name
from ...common.texts import plain as plain  # the table's panels use it too; here for the access texts
from ..panels import YOU, made_text, side_names

translate = QCoreApplication.translate


def table_name() -> str:
    return translate("Access", "Card table")


def announcements_name() -> str:
    return translate("Access", "Announcements")


def last_trick_name() -> str:
    return translate("Access", "Last trick shown")


def face_down() -> str:
    return translate("Access", "card face down")


def hand_keys() -> str:
    return translate("Access", "Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.")


def enter_plays() -> str:
    return translate("Access", "Enter plays it.")


def button_description(kind: str, pairs: bool = True) -> str:
    """What a button lying on the table does (``kind``: "ours", "theirs", "claim")."""
    if kind == "claim":
        return translate("Access", "Table rules: say the other side played an illegal card; if they did, they lose "
                                   "the hand.")
    if kind == "theirs":
        return translate("Access", "Shows the last trick the other side won (Esc hides it).")
    if pairs:
        return translate("Access", "Shows the last trick your side won (Esc hides it).")
    return translate("Access", "Shows the last trick each player won (Esc hides them).")


def worth(card: str) -> str:
    """A card's points, as the description of a card on the table."""
    points = card_points(card)
    if points == 0:
        return translate("Access", "No points.")
    return translate("Access", "Worth %n points.", None, points)


def count_cards(n: int) -> str:
    return translate("Access", "%n cards", None, n)


def your_hand(n: int) -> str:
    return translate("Access", "Your hand: %1").replace("%1", count_cards(n))


def your_cards(in_hand: int, on_piles: int) -> str:
    """The entry of your cards in the pile games: the hand and the face-up tops of your piles."""
    return translate("Access", "Your cards: %1 in your hand, %2 face up on your piles").replace(
        "%1", str(in_hand)).replace("%2", str(on_piles))


def pile_top(name: str, pile_no: int) -> str:
    """A card of yours on top of one of your piles (``name``: as a card of the hand is named)."""
    return translate("Access", "%1, on top of your pile %2").replace("%1", name).replace("%2", str(pile_no))


def pile_place(pile_no: int, piles: int, under: int) -> str:
    """Where a face-up card of your piles lies, and how many face-down cards wait under it."""
    return translate("Access", "Pile %1 of %2 in front of you; under it: %3 face down.").replace(
        "%1", str(pile_no)).replace("%2", str(piles)).replace("%3", count_cards(under))


def trick_heading(trick_no: int, n: int) -> str:
    if n == 0:
        return translate("Access", "Trick: no card on the table yet")
    return translate("Access", "Trick %1: %2").replace("%1", str(trick_no)).replace("%2", count_cards(n))


def hand_card(card: str, playable: Optional[bool]) -> str:
    """A card of the player's hand; ``playable`` is ``None`` while no card is asked for."""
    name = card_name(card)
    if playable is None:
        return name
    if playable:
        return translate("Access", "%1, playable").replace("%1", name)
    return translate("Access", "%1, not playable").replace("%1", name)


def card_place(index: int, count: int) -> str:
    return translate("Access", "Card %1 of %2 in your hand.").replace("%1", str(index)).replace("%2", str(count))


def played(name: str, you: bool, card: str, winning: bool) -> str:
    """A card of the trick: who played it, and whether it is winning the trick now."""
    if you:
        text = translate("Access", "You played the %1").replace("%1", card_name(card))
    else:
        text = translate("Access", "%1 played the %2").replace("%1", name).replace("%2", card_name(card))
    return translate("Access", "%1, winning").replace("%1", text) if winning else text


def winning_seat(trick: Sequence[tuple[int, str]], view: Any) -> Optional[int]:
    """The seat winning ``trick`` so far, by the engine's rule and the game's ranking and trump."""
    if not trick or view is None or not view.declared:
        return None
    ranking = view.rules.card_ranking
    trump = SUITS.index(view.trump) if view.trump is not None else None
    index = trick_winner_index([ranking.card_id(card) for _, card in trick], trump)
    return trick[index][0]


def seat_line(name: str, you: bool, cards: int, dealer: bool, turn: bool, status: str) -> str:
    parts = [translate("Access", "%1 (you)").replace("%1", name) if you else name, count_cards(cards)]
    if dealer:
        parts.append(translate("Access", "dealer"))
    if turn:
        parts.append(translate("Access", "your turn") if you else translate("Access", "their turn"))
    if status and status != translate("Table", "Your turn!"):  # said once, as "your turn"
        parts.append(status)
    return ", ".join(parts)


def face_up(cards: Sequence[str]) -> str:
    """The face-up cards of a player's piles (the pile games)."""
    return translate("Access", "Face up on the piles: %1.").replace("%1", ", ".join(card_name(c) for c in cards))


def summary(view: Any, names: Sequence[str]) -> str:
    """The score box in words: hand, trump, multiplier and calls, scores and target."""
    parts = []
    if view.hand_no:
        parts.append(translate("Panels", "Hand %1").replace("%1", str(view.hand_no)))
    if view.declared:
        trump = declaration_name("botifarra") if view.trump is None else suit_name(view.trump)
        parts.append(translate("Panels", "Trump: %1").replace("%1", trump))
        calls = ", ".join(call_name(c) for _, c in view.calls)
        parts.append(translate("Panels", "Multiplier: %1").replace("%1", f"×{view.multiplier}")
                     + (f" ({calls})" if calls else ""))
    if len(view.totals) == 2 and view.rules.way_name == "pairs":  # as the score box says it
        score = translate("Panels", "Us %1 · Them %2").replace("%1", str(view.totals[0])) \
            .replace("%2", str(view.totals[1]))
    else:
        sides = side_names(names, len(view.totals), False)
        score = ", ".join(f"{side} {total}" for side, total in zip(sides, view.totals))
    target = (translate("Table", "to %1").replace("%1", str(view.rules.target)) if view.rules.target is not None
              else hands_text(view.rules.hands))
    parts.append(f"{score} ({target})")
    return ". ".join(parts)


def refusal(r: Any) -> str:
    return refusal_text(r.code, r.params, r.message, r.card)


def your_turn(options: Sequence[str], in_hand: int) -> str:
    """The player must choose a card: say which ones may be played (all, or the few allowed)."""
    turn = translate("Table", "Your turn!")
    if len(options) >= in_hand:
        return turn + " " + translate("Access", "Any card may be played.")
    return turn + " " + translate("Access", "Playable: %1.").replace("%1", ", ".join(card_name(c) for c in options))


def choice_description(action: str, choice: str) -> str:
    """What a button of the declaration or doubling panel does."""
    if action == "declare":
        if choice == "botifarra":
            return translate("Access", "No trump; the hand counts double.")
        if choice == "delegate":
            return translate("Access", "Your partner chooses trump.")
        return translate("Access", "Make %1 trump.").replace("%1", suit_name(choice))
    if choice == "pass":
        return translate("Access", "Do not double the stakes.")
    return translate("Access", "Double the stakes.")


def trick_line(trick: Any, names: Sequence[str]) -> str:
    """A whole trick in words: each card with its player, then the winner."""
    cards = ", ".join(played(names[seat], seat == YOU, card, False) for seat, card in trick.cards)
    return cards + ". " + wins(names[trick.winner], trick.points, trick.winner == YOU)


def wins(name: str, points: int, you: bool = False) -> str:
    """Who won the trick and its points; "You win …" when it was you."""
    if you:
        return translate("Access", "You win the trick (%n points).", None, points)
    return translate("Access", "%1 wins the trick (%n points).", None, points).replace("%1", name)


def event_line(event: ev.Event, names: Sequence[str], view: Any, on_table: Sequence[tuple[int, str]] = ()) -> str:
    """What a player at the table would hear said when ``event`` happens ("" for nothing);
    ``on_table``: the cards of the trick shown before this event.  What you (seat 0) do is said
    as a sentence about you ("You say Contro!", "You pass."), never with your name ("Me: Contro!");
    the others' calls are quoted with their names ("Right: Contro!")."""
    if isinstance(event, ev.HandStarted):
        deals = translate("Access", "You deal.") if event.dealer == YOU \
            else translate("Access", "%1 deals.").replace("%1", names[event.dealer])
        return translate("Panels", "Hand %1").replace("%1", str(event.hand_no)) + ". " + deals
    if isinstance(event, ev.Delegated):
        if event.seat == YOU:
            return translate("Access", "You delegate to your partner.")
        return names[event.seat] + ": " + translate("Table", "Delegates")
    if isinstance(event, ev.Declared):
        choice = "botifarra" if event.trump is None else event.trump
        return made_text(names, event.seat, declaration_name(choice), event.multiplier)
    if isinstance(event, ev.DoubleCalled):
        if event.seat == YOU:
            return translate("Access", "You say %1!").replace("%1", call_name(event.call))
        return names[event.seat] + ": " + call_name(event.call) + "!"
    if isinstance(event, ev.DoublePassed):
        if event.seat == YOU:
            return translate("Access", "You pass.")
        return names[event.seat] + ": " + call_name("pass")
    if isinstance(event, ev.CardPlayed):
        winner = winning_seat([*on_table, (event.seat, event.card)], view)
        return played(names[event.seat], event.seat == YOU, event.card, winner == event.seat) + "."
    if isinstance(event, ev.PileCardTurned):
        if event.seat == YOU:
            return translate("Access", "You turn up the %1.").replace("%1", card_name(event.card))
        return translate("Access", "%1 turns up the %2.").replace("%1", names[event.seat]) \
            .replace("%2", card_name(event.card))
    if isinstance(event, ev.TrickWon):
        return wins(names[event.winner], event.points, event.winner == YOU)
    return ""
