"""What of the table lies outside the view (shared by the screen-fit tests and their DPR-2 child)."""

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget


def outside_view(table_view):
    """A description of every visible card, plate or panel that is not wholly inside the viewport."""
    view = table_view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    found = []
    for item in view.table.items():
        if not item.isVisible() or item.parentItem() is not None:
            continue
        rect = item.sceneBoundingRect()
        if rect.isEmpty():
            continue
        # half a pixel of rounding in a rotated card's bounding box is not "outside"
        if not visible.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect):
            found.append(f"{type(item).__name__} {getattr(item, 'card', '')} {rect.getRect()}")
    area = QRectF(view.viewport().rect())
    for child in view.findChildren(object):
        if getattr(child, "parent", None) is None or not hasattr(child, "isVisible"):
            continue
        if child.parent() is not view or not child.isVisible():
            continue
        if not area.contains(QRectF(child.geometry())):
            found.append(f"{type(child).__name__} {child.geometry().getRect()}")
    return found


def covered_cards(table_view):
    """Every card of the human's hand, the trick or the won tricks that a visible button or panel covers."""
    view = table_view
    scene = view.table
    cards = list(scene.hands[0]) + [item for _, item in scene.trick] + [c for pile in scene.piles for c in pile]
    found = []
    for child in view.findChildren(QWidget):
        if child.parent() is not view or not child.isVisible() or child is view.viewport():
            continue
        area = QRectF(child.geometry())
        for item in cards:
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if area.intersects(QRectF(rect).adjusted(1, 1, -1, -1)):
                found.append(f"{type(child).__name__} {getattr(child, 'text', lambda: '')()} over {item.card}")
    return found


def play_to_mid_hand(qtbot, controller, tricks=4, timeout=10000):
    """Answer the human's requests (first legal card, pass on doubles) until ``tricks`` tricks are
    done and the human is asked for a card with cards already on the table."""
    while True:
        qtbot.waitUntil(lambda: controller.request is not None, timeout=timeout)
        req = controller.request
        view = controller.view()
        if req.action == "play" and view.trick_no > tricks and (view.trick or view.trick_no > tricks + 4):
            return
        value = {"declare": "botifarra", "double": "pass"}.get(req.action, req.options[0])
        assert controller.act(req.action, value)
