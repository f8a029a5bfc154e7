"""What a screen reader finds on the card table, and what it hears.

The table is a ``QGraphicsScene``, whose items are no accessible objects of their
own, so the table view gets an accessible interface (``QAccessible.installFactory``)
whose children are: the score box, one entry per player (name, cards left,
dealer, turn, last call), the player's hand (one entry per card: "knight of
espases, playable"), the trick on the table ("Partner played the manilla of oros,
winning"), the last trick being looked at, the latest announcement, and the
panels and buttons lying on the table.  Cards are ``CardItem`` objects (QObjects),
so each has its own interface, which Qt caches and drops when the card goes.

Every name comes from the engine: "playable" means listed in the request's
options, the reason a card is not playable is the engine's refusal, "winning" is
the engine's trick winner.  The words are those of :mod:`.texts` and
:mod:`.texts`, in the UI language.

Announcements (your turn, the calls and cards of the others, who wins each trick,
the hand's score, who won the game once its screen comes up after the last hand's score,
why a card is refused) go out as ``QAccessibleAnnouncementEvent``
where Qt has it (6.8 on), all of them polite: a screen reader says each after the one
it is saying (the turn prompt comes a moment after the last card played and must not
cut it off); the "announcement" entry of the table always carries the
latest one as its name and says so with a name-change event (a live region, for
older Qt and for screen readers that ignore announcements).

The players' entries, the hand ("Your hand: 11 cards") and the trick ("Trick 2: 3 cards")
send a name-change event whenever their name changes (:meth:`TableAccess.tell_names`), so a
screen reader running from the start never keeps a stale name.
"""

from __future__ import annotations

from typing import Any, Optional, Protocol, Sequence

from PySide6 import QtGui
from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QPushButton, QWidget

from ....engine import events as ev
from ...common.seats import TABLE_SEATS
from ...common.texts import card_name
from ...play.controller import GameController
from ..card_item import CardItem
from ..focus_ring import FocusRing
from ..game_over import GameOverPanel
from ..panels import Banner, InfoBox, RequestPanel, SummaryPanel
from ..scene import TableScene
from . import texts as at
from .tree import AccessNode, install_factory

#: Qt 6.8 and later tell screen readers a sentence without moving the focus.
ANNOUNCEMENTS = hasattr(QtGui, "QAccessibleAnnouncementEvent")


def send(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


class TableParts(Protocol):
    """What the accessibility reads on the table view (:class:`~..view.TableView` has them)."""

    table: TableScene
    controller: GameController
    info: InfoBox
    banner: Banner
    request_panel: RequestPanel
    summary: SummaryPanel
    game_over: GameOverPanel
    claim_button: QPushButton
    last_buttons: list[QPushButton]
    pairs: bool
    names: list[str]

    @property
    def last_shown(self) -> Sequence[QGraphicsItem]:
        """The cards of the last trick(s) shown on the table, if any."""
        ...


class TableAccess(QObject):
    """Names, descriptions, focus and announcements of one table view."""

    is_table_access = True  # what the accessibility factory looks for on a view
    #: how many announcements are remembered (tests read them; a screen reader only hears them)
    KEEP = 50

    def __init__(self, view: QGraphicsView, parts: TableParts) -> None:
        super().__init__(view)
        install_factory()
        self._view = view
        self.parts = parts
        self.scene = parts.table
        self.controller = parts.controller
        self.seats = [AccessNode(self, self, "seat", s) for s in TABLE_SEATS]
        self.hand = AccessNode(self, self, "hand")
        self.trick = AccessNode(self, self, "trick")
        self.last = AccessNode(self, self, "last")
        self.news = AccessNode(self, self, "news")
        self.announcements: list[str] = []
        #: The name each part was last said to have (a name-change event goes out when it differs).
        self._said: dict[AccessNode, str] = {}
        c = self.controller
        c.session_started.connect(self._session_started)
        c.event_shown.connect(self._event_shown)
        c.request_changed.connect(self._request_changed)
        c.hand_scored.connect(self._hand_scored)
        c.view_changed.connect(self._describe)
        parts.banner.shown.connect(self.announce)
        parts.game_over.revealed.connect(self._game_over_revealed)
        for team, button in enumerate(parts.last_buttons):
            button.clicked.connect(lambda _=False, t=team: self._last_trick_shown(t))
        self.ring = FocusRing(view, below=parts.info)  # where the keys go, after a Tab
        self.keyboard_reach()
        self._describe()

    @property
    def view(self) -> QGraphicsView:
        """The table view whose parts these are."""
        return self._view

    # ------------------------------------------------------------ the tree
    def children(self) -> list[QObject]:
        """The table's parts in reading order; hidden panels and empty parts are left out."""
        v, p = self.view, self.parts
        out: list[QObject] = []
        if p.info.isVisible():
            out.append(p.info)
        if self.controller.view() is not None:
            out += self.seats[:self.scene.players]
            out.append(self.hand)
            out.append(self.trick)
        if p.last_shown:
            out.append(self.last)
        out.append(self.news)
        skip = {p.info, v.viewport(), self.ring}
        for w in v.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if w not in skip and w.isVisible() and not w.metaObject().className().startswith("QAbstractScrollArea"):
                out.append(w)
        return out

    def node_cards(self, node: AccessNode) -> list[CardItem]:
        if node.kind == "hand":
            return list(self.scene.hand.playable_items())
        if node.kind == "trick":
            return [item for _, item in self.scene.trick]
        if node.kind == "last":
            return [item for item in self.parts.last_shown if isinstance(item, CardItem)]
        return []

    def node_of(self, item: CardItem) -> Optional[AccessNode]:
        for node in (self.hand, self.trick, self.last):
            if item in self.node_cards(node):
                return node
        return None

    def visible(self, node: AccessNode) -> bool:
        return node.kind == "news" or node.kind == "seat" or bool(self.node_cards(node))

    def focused_card(self) -> Optional[CardItem]:
        """The card under the keyboard highlight while the table has the focus and a card is asked for."""
        items = self.scene.hand.playable_items()
        if self.view.hasFocus() and self.scene.hand.legal is not None and 0 <= self.scene.hand.cursor < len(items):
            return items[self.scene.hand.cursor]
        return None

    # ------------------------------------------------------------ geometry
    def _global(self, rect: Any) -> QRect:
        poly = self.view.mapFromScene(rect)
        local = poly.boundingRect()
        return QRect(self.view.viewport().mapToGlobal(local.topLeft()), local.size())

    def item_rect(self, item: QObject) -> QRect:
        if not isinstance(item, CardItem) or item.scene() is None:
            return QRect()
        return self._global(item.sceneBoundingRect())

    def node_rect(self, node: AccessNode) -> QRect:
        if node.kind == "seat":
            return self._global(self.scene.plates[node.seat].sceneBoundingRect())
        if node.kind == "news":
            return QRect()
        rect = QRect()
        for item in self.node_cards(node):
            rect = rect.united(self.item_rect(item))
        return rect

    # ------------------------------------------------------------ words
    def _names(self) -> list[str]:
        return list(self.parts.names)

    def node_name(self, node: AccessNode) -> str:
        view = self.controller.view()
        if node.kind == "news":
            return self.announcements[-1] if self.announcements else at.announcements_name()
        if node.kind == "hand":
            if self.scene.pile_count:  # the pile games: the hand and the tops of your piles, told apart
                return at.your_cards(len(self.scene.hands[0]), len(self.scene.stacks.tops(0)))
            return at.your_hand(len(self.node_cards(node)))
        if node.kind == "trick":
            return at.trick_heading(view.trick_no if view is not None else 0, len(self.node_cards(node)))
        if node.kind == "last":
            return at.last_trick_name()
        return self.seat_text(node.seat)

    def node_description(self, node: AccessNode) -> str:
        if node.kind == "news":
            return at.announcements_name()
        if node.kind == "hand":
            return at.hand_keys()
        return ""

    def seat_text(self, seat: int) -> str:
        view = self.controller.view()
        plate = self.scene.plates[seat]
        names = self._names()
        count = len(self.scene.hand.playable_items()) if seat == 0 else len(self.scene.hands[seat])
        if view is not None and seat < len(view.hand_counts) and seat != 0:
            count = view.hand_counts[seat]
        line = at.seat_line(names[seat], seat == 0, count, plate.dealer, plate.turn, plate.status)
        if view is not None and seat < len(view.piles):  # the pile games: what lies face up (yours too)
            up = [card for card, _ in view.piles[seat] if card is not None]
            if up:
                line += ". " + at.face_up(up)
        return line

    def summary(self) -> str:
        """The score box in plain words (it shows pictures and rich text)."""
        view = self.controller.view()
        return at.summary(view, self._names()) if view is not None else ""

    def _asked(self) -> Optional[set[str]]:
        return self.scene.hand.legal

    def card_name(self, item: CardItem) -> str:
        if item.card is None:
            return at.face_down()
        node = self.node_of(item)
        if node is self.hand:
            legal = self._asked()
            name = at.hand_card(item.card, None if legal is None else item.card in legal)
            pile = self._pile_of(item)
            return name if pile is None else at.pile_top(name, pile + 1)
        if node is self.trick:
            trick = self.scene.trick
            seat = next(s for s, it in trick if it is item)
            winner = at.winning_seat([(s, it.card) for s, it in trick if it.card is not None], self.controller.view())
            return at.played(self._names()[seat], seat == 0, item.card, seat == winner)
        return item.toolTip() or card_name(item.card)

    def card_description(self, item: CardItem) -> str:
        node = self.node_of(item)
        if item.card is None:
            return ""
        if node is not self.hand:
            return at.worth(item.card)
        pile = self._pile_of(item)
        if pile is None:
            hand = self.scene.hands[0]
            place = at.card_place(hand.index(item) + 1, len(hand))
        else:
            piles = self.scene.stacks.piles[0]
            place = at.pile_place(pile + 1, len(piles), len(piles[pile]) - 1)
        legal = self._asked()
        if legal is None:
            return place
        if item.card in legal:
            return place + " " + at.enter_plays()
        refusal = self.controller.explain(item.card)
        return place + (" " + at.refusal(refusal) if refusal is not None else "")

    def _pile_of(self, item: CardItem) -> Optional[int]:
        """Which of your piles ``item`` tops (0-based), or ``None`` for a card of your hand."""
        piles = self.scene.stacks.piles[0] if self.scene.stacks.piles else []
        return next((i for i, pile in enumerate(piles) if pile and pile[-1] is item), None)

    def card_state(self, item: CardItem) -> QAccessible.State:
        s = QAccessible.State()
        s.readOnly = True
        if self.node_of(item) is self.hand:
            s.focusable = s.selectable = True
            legal = self._asked()
            s.disabled = legal is not None and item.card not in legal
            s.focused = s.selected = item is self.focused_card()
        s.invisible = item.scene() is None or not item.isVisible()
        return s

    # ------------------------------------------------------------ telling
    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader after what it is saying (and keep it as the announcement
        entry's name)."""
        text = " ".join(text.split())
        if not text:
            return
        self.announcements.append(text)
        del self.announcements[:-self.KEEP]
        if ANNOUNCEMENTS:
            event = QtGui.QAccessibleAnnouncementEvent(self.view, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            send(event)
        send(QAccessibleEvent(self.news, QAccessible.Event.NameChanged))

    def focus_card(self) -> None:
        """The keyboard highlight moved: the screen reader reads the card under it."""
        item = self.focused_card()
        if item is not None:
            send(QAccessibleEvent(item, QAccessible.Event.Focus))

    def _describe(self) -> None:
        text = self.summary()
        self.parts.info.setAccessibleName(text)
        send(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))
        self.tell_names()

    def tell_names(self) -> None:
        """A name-change event for each player's entry, the hand and the trick whose name is no
        longer the one last told (a card played, a turn passed, a call made)."""
        if self.controller.view() is None:
            return
        for node in (*self.seats[:self.scene.players], self.hand, self.trick):
            name = self.node_name(node)
            if self._said.get(node) != name:
                self._said[node] = name
                send(QAccessibleEvent(node, QAccessible.Event.NameChanged))

    def _tree_changed(self) -> None:
        send(QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))

    def _session_started(self) -> None:
        self.keyboard_reach()
        self._describe()
        self._tree_changed()

    def keyboard_reach(self) -> None:
        """Every button on the table can be reached with Tab (a click still leaves the focus on the cards)
        and says what it does."""
        p = self.parts
        p.last_buttons[0].setAccessibleDescription(at.button_description("ours", p.pairs))
        p.last_buttons[1].setAccessibleDescription(at.button_description("theirs"))
        p.claim_button.setAccessibleDescription(at.button_description("claim"))
        for b in self.view.findChildren(QPushButton):
            if b.focusPolicy() == Qt.FocusPolicy.NoFocus:
                b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.setAutoDefault(True)

    def _event_shown(self, event: ev.Event) -> None:
        names = self._names()
        on_table = [(seat, item.card) for seat, item in self.scene.trick if item.card is not None]
        text = at.event_line(event, names, self.controller.view(), on_table)
        if text:
            self.announce(text)
        if isinstance(event, (ev.HandStarted, ev.Declared, ev.DoubleCalled, ev.TrickWon, ev.HandScored)):
            self._describe()
        self._tree_changed()
        self.tell_names()

    def _request_changed(self, req: Any) -> None:
        self.keyboard_reach()
        self._tree_changed()
        self.tell_names()  # whose turn it is, and the hand's playable cards
        if req is None:
            return
        if req.action == "play":
            view = self.controller.view()
            hand = view.hand if view is not None else ()
            self.announce(at.your_turn(list(req.options), len(hand)))
            self.focus_card()
            return
        panel = self.parts.request_panel
        panel.setAccessibleName(panel.title.text())
        panel.setAccessibleDescription(panel.detail.text())
        for choice, button in panel.buttons.items():
            button.setAccessibleDescription(at.choice_description(req.action, choice))
            button.setAutoDefault(True)
        first = panel.buttons.get(panel.safe_choice)  # Enter never raises the stakes
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        self.announce(panel.title.text() + ". " + panel.detail.text())

    def _hand_scored(self, result: Any) -> None:
        s = self.parts.summary
        title = at.plain(s.title.text(), rich=False)  # a plain-text label: a name in it may look like a tag
        s.setAccessibleName(title)
        s.setAccessibleDescription(at.plain(s.note.text()))
        self.announce(at.plain(title + "\n" + at.plain(s.note.text()), rich=False))
        self._describe()

    def _game_over_revealed(self, text: str) -> None:
        """The game-over screen came up (after the last hand's breakdown was read): who won, the score."""
        self.announce(text)
        self._tree_changed()

    def _last_trick_shown(self, team: int) -> None:
        view = self.controller.view()
        if view is None:
            return
        names = self._names()
        if self.parts.pairs:
            tricks = [view.last_tricks[team]] if view.last_tricks[team] is not None else []
        else:
            tricks = [t for t in view.last_tricks if t is not None]
        lines = [at.trick_line(t, names) for t in tricks if t is not None]
        if lines:
            self.announce(self.parts.last_buttons[team].text() + ": " + " ".join(lines))
        self._tree_changed()
