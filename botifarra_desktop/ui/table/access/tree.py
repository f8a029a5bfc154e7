"""The accessible objects of the card table: Qt interfaces for the parts of a ``QGraphicsScene``.

``QAccessible.installFactory`` gives Qt these interfaces: the table view's
(:class:`TableInterface`, whose children are the parts of the table), one per
card item (:class:`CardInterface`; cards are QObjects, so Qt caches each interface
and drops it when the card goes) and one per part that is no widget
(:class:`AccessNode`: a player, the hand, the trick, the last trick, the latest
announcement).  They hold no words of their own: they ask the view's ``access``
(:class:`~botifarra_desktop.ui.accessibility.TableAccess`), which reads the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from . import texts as at
from ..card_item import CardItem

if TYPE_CHECKING:
    from .table_access import TableAccess
    from ..view import TableView

Role = QAccessible.Role
Text = QAccessible.Text
# (``parent``, ``child`` and ``focusChild`` may answer None, Qt's null: the stubs say they never do.)


class AccessNode(QObject):
    """A part of the table a screen reader visits that is no widget: a player, the hand,
    the trick, the last trick shown, the latest announcement."""

    def __init__(self, access: "TableAccess", kind: str, seat: int = -1) -> None:
        super().__init__(access)
        self.access = access
        self.kind = kind
        self.seat = seat


# ---------------------------------------------------------------- interfaces
class NodeInterface(QAccessibleObject):
    def __init__(self, node: AccessNode) -> None:
        super().__init__(node)
        self.node = node

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.node.access.node_name(self.node)
        if t == Text.Description:
            return self.node.access.node_description(self.node)
        return ""

    def role(self) -> QAccessible.Role:
        return {"hand": Role.List, "trick": Role.List, "last": Role.List, "news": Role.StatusBar}.get(
            self.node.kind, Role.StaticText)

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.invisible = not self.node.access.visible(self.node)
        s.readOnly = True
        return s

    def rect(self) -> QRect:
        return self.node.access.node_rect(self.node)

    def parent(self) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self.node.access.view)

    def childCount(self) -> int:  # noqa: N802 (Qt API)
        return len(self.node.access.node_cards(self.node))

    def child(self, index: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        cards = self.node.access.node_cards(self.node)
        return QAccessible.queryAccessibleInterface(cards[index]) if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        obj = child.object() if child is not None else None
        cards = self.node.access.node_cards(self.node)
        return cards.index(obj) if obj in cards else -1


class CardInterface(QAccessibleObject):
    """One card of the table; its words depend on where it lies (hand, trick, last trick)."""

    def __init__(self, item: CardItem, access: "TableAccess") -> None:
        super().__init__(item)
        self.access = access  # no reference to the card: Qt drops this interface when the card goes

    @property
    def item(self) -> CardItem:
        return self.object()  # type: ignore[return-value]

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.access.card_name(self.item)
        if t == Text.Description:
            return self.access.card_description(self.item)
        return ""

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        return self.access.card_state(self.item)

    def rect(self) -> QRect:
        return self.access.item_rect(self.item)

    def parent(self) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        node = self.access.node_of(self.item)
        return QAccessible.queryAccessibleInterface(node if node is not None else self.access.view)

    def childCount(self) -> int:  # noqa: N802
        return 0

    def child(self, index: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1


class TableInterface(QAccessibleWidget):
    """The table view: its children are the parts of the table (see the module's docstring)."""

    def __init__(self, view: "TableView") -> None:
        super().__init__(view, Role.Pane, "")
        self.view = view

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return at.table_name()
        if t == Text.Description:
            return self.view.access.summary()
        return super().text(t)

    def _children(self) -> list[QObject]:
        return self.view.access.children()

    def childCount(self) -> int:  # noqa: N802
        return len(self._children())

    def child(self, index: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        kids = self._children()
        return QAccessible.queryAccessibleInterface(kids[index]) if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        obj = child.object() if child is not None else None
        kids = self._children()
        return kids.index(obj) if obj in kids else -1

    def focusChild(self) -> Optional[QAccessibleInterface]:  # type: ignore[override]  # noqa: N802
        item = self.view.access.focused_card()
        if item is not None:
            return QAccessible.queryAccessibleInterface(item)
        return super().focusChild()


def _table_access(view: Any) -> Optional["TableAccess"]:
    access = getattr(view, "access", None)
    return access if getattr(access, "is_table_access", False) else None


def _factory(key: str, obj: QObject) -> Optional[QAccessibleInterface]:
    if isinstance(obj, AccessNode):
        return NodeInterface(obj)
    if isinstance(obj, CardItem):  # a card of a table view with words for it (not every scene has them)
        scene = obj.scene()
        views = scene.views() if scene is not None else []
        access = _table_access(views[0]) if views else None
        return CardInterface(obj, access) if access is not None else None
    if isinstance(obj, QWidget) and _table_access(obj) is not None:
        return TableInterface(obj)  # type: ignore[arg-type]
    return None


_installed = False


def install_factory() -> None:
    """Teach Qt the table's interfaces (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
