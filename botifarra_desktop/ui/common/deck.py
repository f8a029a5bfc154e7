"""Card decks: finding them on disk and drawing their cards.

A deck is a folder with a ``manifest.json`` and one SVG file per card plus a back
(the format is described in ``resources/decks/README.md``). The bundled decks live in
the resources folder; players may add their own under ``<user data dir>/decks/``.
A user deck that cannot be used is skipped and reported, never fatal.

``CardRenderer`` turns a card of a deck into a QPixmap at the screen's pixel ratio and
keeps recent pixmaps in an LRU cache, so redrawing the table after a resize is cheap.
With ``high_contrast`` on it draws each suit in a colour-blind safe colour
(:mod:`.suit_colours`).
"""

from __future__ import annotations

import gzip
import json
import logging
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from botifarra_desktop.resources import resource
from botifarra_desktop.storage.documents import MAX_DOCUMENT_BYTES

from .suit_colours import recolour_svg

log = logging.getLogger(__name__)

MANIFEST = "manifest.json"
MANIFEST_FORMAT = 1
BACK = "back"
SUITS = ("O", "C", "E", "B")
CARD_CODES = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 13))
IMAGE_SUFFIXES = (".svg", ".svgz")
_DECK_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class DeckError(Exception):
    """A deck folder that cannot be used; the message says why, for the player."""


@dataclass(frozen=True)
class DeckProblem:
    """A deck folder that was skipped, and why."""

    folder: Path
    message: str

    def __str__(self) -> str:
        return f"deck {self.folder}: {self.message}"


@dataclass(frozen=True)
class DeckInfo:
    id: str
    name: Mapping[str, str]  # language code -> display name
    folder: Path
    aspect: float  # card height / width
    back: Path
    cards: Mapping[str, Path] = field(repr=False)  # card code ("9O") -> SVG file
    bundled: bool = False

    def display_name(self, language: str = "en") -> str:
        """The name in ``language`` ("ca", "es_ES" ...), else in English, else any."""
        for lang in (language, language.split("_")[0].split("-")[0], "en"):
            if lang in self.name:
                return self.name[lang]
        return next(iter(self.name.values()), self.id)

    def file_for(self, card: str) -> Path:
        """The SVG file of a card code, or of the back for ``"back"``."""
        if card == BACK:
            return self.back
        try:
            return self.cards[card]
        except KeyError:
            raise KeyError(f"no card {card!r} in deck {self.id!r}") from None


def _deck_file(folder: Path, value: object, what: str) -> Path:
    if not isinstance(value, str) or not value:
        raise DeckError(f"{what}: expected a file name, got {value!r}")
    path = (folder / value).resolve()
    if not path.is_relative_to(folder.resolve()):
        raise DeckError(f"{what}: {value!r} is outside the deck folder")
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise DeckError(f"{what}: {value!r} is not an SVG file")
    if not path.is_file():
        raise DeckError(f"{what}: file {value!r} is missing")
    _check_size(path, value)
    return path


def _check_size(path: Path, name: str) -> None:
    """A deck file larger than the limit every file read has (8 MiB) is refused, not read."""
    try:
        size = path.stat().st_size
    except OSError:
        return  # reading it says what is wrong
    if size > MAX_DOCUMENT_BYTES:
        raise DeckError(f"{name!r} is larger than {MAX_DOCUMENT_BYTES // (1024 * 1024)} MiB, the most a Botifarra "
                        "file may hold")


def load_deck(folder: Path, *, bundled: bool = False) -> DeckInfo:
    """Read and check one deck folder; raises DeckError with a readable reason."""
    manifest_path = folder / MANIFEST
    if not manifest_path.is_file():
        raise DeckError(f"no {MANIFEST} in the folder")
    _check_size(manifest_path, MANIFEST)
    try:
        data = json.loads(manifest_path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DeckError(f"{MANIFEST} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except UnicodeDecodeError:
        raise DeckError(f"{MANIFEST} is not UTF-8 text") from None
    except OSError as exc:
        raise DeckError(f"cannot read {MANIFEST}: {exc.strerror or exc}") from None
    if not isinstance(data, dict):
        raise DeckError(f"{MANIFEST} must hold a JSON object")

    fmt = data.get("format")
    if fmt != MANIFEST_FORMAT or isinstance(fmt, bool):
        raise DeckError(f"unsupported manifest format {fmt!r} (this version reads format {MANIFEST_FORMAT})")

    deck_id = data.get("id")
    if not isinstance(deck_id, str) or not _DECK_ID.match(deck_id):
        raise DeckError(f"bad deck id {deck_id!r} (letters, digits, '.', '_' and '-', at most 64)")

    name = data.get("name", deck_id)
    if isinstance(name, str):
        name = {"en": name}
    if (
        not isinstance(name, dict)
        or not name
        or not all(isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in name.items())
    ):
        raise DeckError("'name' must be a text or an object of language code -> text")

    aspect = data.get("aspect", 1.5)
    # NaN fails the range test too
    if isinstance(aspect, bool) or not isinstance(aspect, (int, float)) or not 0.5 <= aspect <= 3:
        raise DeckError(f"'aspect' must be a number between 0.5 and 3 (height / width), got {aspect!r}")

    cards = data.get("cards")
    if not isinstance(cards, dict):
        raise DeckError("'cards' must be an object of card code -> file name")
    unknown = sorted(set(cards) - set(CARD_CODES))
    if unknown:
        raise DeckError("unknown card codes: " + ", ".join(map(str, unknown)))
    missing = [code for code in CARD_CODES if code not in cards]
    if missing:
        raise DeckError(f"{len(missing)} cards missing from 'cards': " + ", ".join(missing))

    resolved = folder.resolve()
    back = _deck_file(resolved, data.get("back"), "back")
    files = {code: _deck_file(resolved, cards[code], code) for code in CARD_CODES}
    return DeckInfo(
        id=deck_id,
        name=MappingProxyType(dict(name)),
        folder=resolved,
        aspect=float(aspect),
        back=back,
        cards=MappingProxyType(files),
        bundled=bundled,
    )


def _deck_folders(parent: Path) -> list[Path]:
    return sorted((p for p in parent.iterdir() if p.is_dir() and not p.name.startswith(".")), key=lambda p: p.name)


def find_decks(user_dir: Path | None, problems: list[DeckProblem] | None = None) -> list[DeckInfo]:
    """The bundled decks, then the usable user decks in ``<user_dir>/decks/<folder>/``.

    Every deck that is skipped (broken manifest, missing files, unknown format, an id
    already taken) is appended to ``problems`` if given, and logged; nothing is raised.
    """
    found: list[DeckInfo] = []
    seen: set[str] = set()

    def report(folder: Path, message: str, bundled: bool) -> None:
        problem = DeckProblem(folder, message)
        (log.error if bundled else log.warning)("skipped %s", problem)
        if problems is not None:
            problems.append(problem)

    sources: list[tuple[Path, bool]] = []
    try:
        sources.append((resource("decks"), True))
    except OSError as exc:
        report(Path("resources/decks"), f"bundled decks not found: {exc}", True)
    if user_dir is not None:
        sources.append((Path(user_dir) / "decks", False))

    for parent, bundled in sources:
        if not bundled and not parent.exists():
            continue
        try:
            folders = _deck_folders(parent)
        except OSError as exc:
            report(parent, f"cannot list the decks folder: {exc.strerror or exc}", bundled)
            continue
        for folder in folders:
            try:
                deck = load_deck(folder, bundled=bundled)
            except DeckError as exc:
                report(folder, str(exc), bundled)
                continue
            except OSError as exc:
                report(folder, f"cannot read the deck: {exc.strerror or exc}", bundled)
                continue
            if deck.id in seen:
                report(folder, f"deck id {deck.id!r} is already used by another deck", bundled)
                continue
            seen.add(deck.id)
            found.append(deck)
    return found


class CardRenderer:
    """Draws cards of known decks into QPixmaps, cached by (deck, card, size, pixel ratio).

    Use from the GUI thread, after the QApplication exists::

        renderer = CardRenderer(find_decks(user_dir))
        pm = renderer.pixmap("classic", "9O", 120, 180, widget.devicePixelRatioF())
        painter.drawPixmap(x, y, pm)   # pm is 120 x 180 logical pixels, sharp on HiDPI
    """

    def __init__(self, decks: list[DeckInfo] | tuple[DeckInfo, ...] = (), max_bytes: int = 128 * 1024 * 1024):
        self._decks: dict[str, DeckInfo] = {}
        self._svgs: dict[tuple[Path, str], QSvgRenderer] = {}
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._cache_bytes = 0
        self.max_bytes = max_bytes
        #: Draw the suits in the high-contrast colours (the high-contrast table; see :mod:`.suit_colours`).
        self.high_contrast = False
        for deck in decks:
            self.add_deck(deck)

    def add_deck(self, deck: DeckInfo) -> None:
        """Make a deck drawable (replacing a deck with the same id)."""
        if deck.id in self._decks:
            self.clear_cache()
        self._decks[deck.id] = deck

    def deck(self, deck_id: str) -> DeckInfo:
        return self._decks[deck_id]

    @property
    def decks(self) -> list[DeckInfo]:
        return list(self._decks.values())

    def size_for_width(self, deck: DeckInfo | str, width: int) -> tuple[int, int]:
        """(width, height) in logical pixels of a card of the given width in this deck."""
        d = deck if isinstance(deck, DeckInfo) else self._decks[deck]
        return width, round(width * d.aspect)

    def pixmap(self, deck: DeckInfo | str, card: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The card (a code such as "9O", or "back") drawn at width x height logical pixels.

        The pixmap has ``width * dpr`` x ``height * dpr`` device pixels and its device pixel
        ratio set, so painting it at its logical size is sharp. The art keeps its own aspect
        ratio and is centred if the requested box has another shape.
        """
        d = deck if isinstance(deck, DeckInfo) else self._decks[deck]
        if d.id not in self._decks:
            self.add_deck(d)
        if width <= 0 or height <= 0 or dpr <= 0:
            raise ValueError(f"bad card size {width}x{height} at pixel ratio {dpr}")
        dpr = round(float(dpr), 3)
        key = (d.id, card, int(width), int(height), dpr, self.high_contrast)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(d, card, int(width), int(height), dpr)
        self._store(key, pixmap)
        return pixmap

    def back(self, deck: DeckInfo | str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(deck, BACK, width, height, dpr)

    def clear_cache(self) -> None:
        self._cache.clear()
        self._cache_bytes = 0

    @property
    def cache_bytes(self) -> int:
        return self._cache_bytes

    def __len__(self) -> int:
        return len(self._cache)

    def _svg(self, path: Path, suit: str = "") -> QSvgRenderer:
        """The drawing of ``path``; with ``suit``, its colours of that suit in the high-contrast ones."""
        svg = self._svgs.get((path, suit))
        if svg is None:
            svg = QSvgRenderer(str(path)) if not suit else self._recoloured(path, suit)
            svg.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
            if not svg.isValid():
                log.warning("card image %s cannot be drawn; showing a plain card instead", path)
            self._svgs[(path, suit)] = svg
        return svg

    @staticmethod
    def _recoloured(path: Path, suit: str) -> QSvgRenderer:
        try:
            data = path.read_bytes()
            if path.suffix.lower() == ".svgz":
                data = gzip.decompress(data)
            text = recolour_svg(data.decode("utf-8"), suit)
        except (OSError, ValueError, EOFError) as exc:  # unreadable now: drawn as it is, or as a plain card
            log.warning("card image %s cannot be recoloured (%s)", path, exc)
            return QSvgRenderer(str(path))
        return QSvgRenderer(QByteArray(text.encode("utf-8")))

    def _render(self, deck: DeckInfo, card: str, width: int, height: int, dpr: float) -> QPixmap:
        suit = card[-1] if self.high_contrast and card != BACK and card[-1:] in SUITS else ""
        svg = self._svg(deck.file_for(card), suit)
        w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if svg.isValid():
            svg.render(painter, QRectF(0, 0, w, h))
        else:
            _draw_plain_card(painter, w, h, card)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _store(self, key: tuple, pixmap: QPixmap) -> None:
        self._cache[key] = pixmap
        self._cache_bytes += _pixmap_bytes(pixmap)
        while self._cache_bytes > self.max_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cache_bytes -= _pixmap_bytes(old)


def _pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def _draw_plain_card(painter: QPainter, w: int, h: int, card: str) -> None:
    """Stand-in for a card whose SVG is broken: a white card with its code written on it."""
    pen = QPen(QColor("#262626"))
    pen.setWidthF(max(1.0, w / 80))
    painter.setPen(pen)
    painter.setBrush(QColor("#ffffff") if card != BACK else QColor("#8c1c26"))
    radius = w * 0.065
    inset = pen.widthF() / 2
    painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    if card != BACK:
        font = painter.font()
        font.setPixelSize(max(6, round(w * 0.28)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, card)
