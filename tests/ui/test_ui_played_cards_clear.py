"""A played card never covers a nameplate, in any way to play, at 800x600 and at the client area a
maximised window has on a 1366x768 and a 1920x1080 screen (less openbox's title bar): neither where
it lies in the trick nor on its way there.  A card on its way from the hand of the player in front
(or yours, or a pile) to the trick crosses that player's nameplate: it passes under the plate, never
over it.  The flight is stopped as soon as it starts, so nothing here waits on the clock."""

import pytest
from layout_helpers import WAYS, bring_to, doubling_runner, layout_problems, resize_window, table_window

from botifarra_desktop.engine import events as ev

#: 800x600, and a maximised window's client area on a 1366x768 and a 1920x1080 screen
SIZES = ((800, 600), (1366, 749), (1920, 1061))


def card_to_play(scene, seat: int) -> str:
    """A card ``seat`` may be shown playing: a face-up card of its piles, else one of your hand (seat 0),
    else any card (the scene takes a card back from that player's hand)."""
    for pile in scene.stacks.piles[seat] if seat < len(scene.stacks.piles) else ():
        for item in pile:
            if item.card is not None and item.face_up:
                return item.card
    if seat == 0 and scene.hands[0]:
        return scene.hands[0][0].card
    return "1O"


def drawn_over_plates(view, seat: int) -> list[str]:
    """Show ``seat`` playing a card at the normal speed: the nameplates the card is drawn over while
    it is on its way to the trick (its path from that player's cards crosses their plate)."""
    scene = view.table
    scene.set_speed("normal")
    scene.choreography.animate(ev.CardPlayed(seat, card_to_play(scene, seat), 3), lambda: None)
    item = scene.trick[-1][1]
    assert scene.animating and item.pos() != scene.layout.trick_slot(scene.sides[seat])[0]  # on its way
    above = [f"seat {seat}'s card over plate {side}" for plate, side in zip(scene.plates, scene.sides)
             if plate.isVisible() and plate.zValue() <= item.zValue()]
    scene.choreography.stop()
    scene.set_speed("instant")
    scene.relayout()  # every card where it lies at rest
    return above


@pytest.mark.parametrize("way_name", WAYS)
def test_a_played_card_never_covers_a_nameplate(qtbot, way_name):
    w = table_window(qtbot, (1280, 800))
    bring_to(qtbot.waitUntil, w, way_name, "mid_trick", doubling_runner)
    players = w.table.table.players
    for size in SIZES:
        w.setMinimumSize(*size)
        resize_window(qtbot, w, size)
        still = [p for p in layout_problems(w.table) if "trick" in p and "plate" in p]
        assert still == [], (way_name, size)
        for seat in range(players):
            assert drawn_over_plates(w.table, seat) == [], (way_name, size, seat)
