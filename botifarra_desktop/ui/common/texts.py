"""Every game word the UI shows, translatable, and engine refusals by code.

The engine speaks English sentences for logs and codes for translation; the UI
shows the translation of the code with its parameters (``Refusal.code`` +
``params``), so a Catalan player reads "Tens copes: has de servir."
"""

from __future__ import annotations

import getpass
import html
import random
import re
from datetime import datetime
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt

from ...engine.cards import parse_card
from .seats import TABLE_SEATS

translate = QCoreApplication.translate


def suit_name(letter: Optional[str]) -> str:
    return {
        "O": translate("Texts", "oros"),
        "C": translate("Texts", "copes"),
        "E": translate("Texts", "espases"),
        "B": translate("Texts", "bastos"),
        None: translate("Texts", "botifarra"),
    }.get(letter, str(letter))


SUIT_COLOUR = {"O": "#f2c230", "C": "#ff6b6b", "E": "#7fb3ff", "B": "#6fdc6f"}


def rank_name(rank: int) -> str:
    return {
        1: translate("Texts", "ace"),
        9: translate("Texts", "manilla"),
        10: translate("Texts", "jack"),
        11: translate("Texts", "knight"),
        12: translate("Texts", "king"),
    }.get(rank, str(rank))


def card_name(card: str) -> str:
    """ "9O" -> "manilla d'oros" (in the UI language)."""
    try:
        rank, suit = parse_card(card)
    except ValueError:
        return card
    # Catalan writes "d'oros", French "d'épées": a second source string lets translators
    # elide before a suit name that starts with a vowel in their language.
    name = suit_name(suit)
    if name[:1].lower() in "aeiouàáâäéèêëíìîïóòôöúùûüœh":
        template = translate("Texts", "%1 of %2", "the suit name starts with a vowel")
    else:
        template = translate("Texts", "%1 of %2")
    return template.replace("%1", rank_name(rank)).replace("%2", name)


def cards_list(text: str) -> str:
    """The engine's "9O, 1O" as card names."""
    return ", ".join(card_name(c.strip()) for c in text.split(",") if c.strip())


def declaration_name(choice: str) -> str:
    if choice == "botifarra":
        return translate("Texts", "Botifarra")
    if choice == "delegate":
        return translate("Texts", "Delegate to partner")
    return suit_name(choice).capitalize()


def call_name(call: str) -> str:
    return {
        "contro": translate("Texts", "Contro"),
        "recontro": translate("Texts", "Recontro"),
        "sant_vicenc": translate("Texts", "Sant Vicenç"),
        "barraca": translate("Texts", "Barraca"),
        "pass": translate("Texts", "Pass"),
    }.get(call, call)


def refusal_text(code: str, params: Optional[dict[str, Any]] = None, fallback: str = "", card: str = "") -> str:
    """The player's explanation of a refused card, from the engine's reason code."""
    p = dict(params or {})
    strict = translate("Texts", " (strict rules: even when your partner is winning)") if p.get("strict") else ""
    fill = {
        "%suit": suit_name(p.get("suit")) if p.get("suit") else "",
        "%led": suit_name(p.get("led")) if p.get("led") else "",
        "%options": cards_list(p.get("options", "")),
        "%winning": card_name(p.get("winning", "")),
        "%lowest": card_name(p.get("lowest", "")),
        "%card": card_name(card),
    }
    templates = {
        "must_follow": translate("Texts", "You hold %suit: you must follow suit (%options)."),
        "must_beat": translate("Texts", "The %winning is winning and your partner is not: you must beat it if you can (%options).")
        + strict,
        "must_overtrump": translate("Texts", "A rival has trumped with the %winning: you must overtrump if you can (%options).")
        + strict,
        "must_trump": translate("Texts", "You have no %led and your partner is not winning: you must trump with %suit (%options).")
        + strict,
        "must_play_points_or_lowest": translate("Texts", 
            "The %card does not win the trick and your partner is winning: play a point card or your lowest %suit "
            "(the %lowest)."),
        "must_play_lowest": translate("Texts", 
            "The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest)."),
        "not_in_hand": translate("Texts", "You do not hold the %card."),
        "out_of_turn": translate("Texts", "It is not your turn."),
        "wrong_phase": translate("Texts", "That cannot be done now."),
        "claim_refused": translate("Texts", "The other side has not played an illegal card in this hand."),
    }
    text = templates.get(code)
    if text is None:
        return fallback or code
    # longest keys first so "%led" never eats part of another key
    for key in sorted(fill, key=len, reverse=True):
        text = text.replace(key, fill[key])
    return text


def hands_text(hands: Optional[int]) -> str:
    """A game's length: "1 hand", "12 hands" (Qt's plural forms of the UI language)."""
    n = hands or 0  # (a plain name: lupdate reads the call's count only so)
    return translate("Table", "%n hands", None, n)


def team_name(team: int, human_team: int = 0) -> str:
    return translate("Texts", "Us") if team == human_team else translate("Texts", "Them")


def default_seat_name(side: int, partner: bool = True) -> str:
    """The name of a place at the table that nobody has renamed (``side``: 0 you, 1 right, 2 in
    front, 3 left).  In front sits your partner in the pairs game, an opponent otherwise."""
    if side == 2 and not partner:
        return translate("Texts", "Across", "default name of the player in front, who is not a partner")
    return (translate("Texts", "Me", "default name of the player"),
            translate("Texts", "Right", "default name of the player on your right"),
            translate("Texts", "Partner", "default name of the partner"),
            translate("Texts", "Left", "default name of the player on your left"))[side]


def computer_names(count: int, rng: random.Random) -> list[str]:
    """``count`` different first names usual in the UI's language for the computer players at a LAN
    table (chosen once per table, so they keep their names for its games), in place of "Bot 3"."""
    pool = [n.strip() for n in translate(
        "Texts", "Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim",
        "the computer players' names at a LAN table: comma-separated first names usual in this language "
        "(at least three, different from each other)").split(",") if n.strip()]
    pool = list(dict.fromkeys(pool))
    return rng.sample(pool, count) if count <= len(pool) else pool + [""] * (count - len(pool))


def system_user() -> str:
    """The name of the account the game runs in ("" when the system has none worth showing)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no such entry in the password database, no environment name
        return ""
    return "" if user.lower() in ("root", "administrator", "admin", "user", "") else user


def own_name(stored: str, stored_default: str) -> str:
    """The player's own name as a field offers it: the name they chose; while they have chosen none
    (``stored`` empty or the stored default, "Jo"), the system user's name, else the UI language's
    word for the player ("Me", "Yo", "Moi"…)."""
    if stored and stored != stored_default:
        return stored
    return system_user() or default_seat_name(0)


def display_names(names, sides, partner: bool, stored_defaults) -> list[str]:
    """The players' names as shown: a name still at its stored (Catalan) default for that place is
    shown in the UI language; ``sides[s]`` is the place of seat ``s``; the result has four entries."""
    out = []
    for seat in TABLE_SEATS:
        name = names[seat] if seat < len(names) else ""
        if seat < len(sides):
            side = sides[seat]
            if not name or name == stored_defaults[side]:
                name = default_seat_name(side, partner)
        out.append(name)
    return out


def default_name_flags(names, sides, stored_defaults) -> tuple[bool, ...]:
    """By seat (four entries): whether the seat kept the default name of its place -- no name,
    or the stored (Catalan) default :func:`display_names` shows in the UI language.  What a
    game's :class:`~botifarra_desktop.storage.meta.GameMeta` keeps, so a saved game lists that
    seat in the language of whoever reads the list."""
    flags = []
    for seat in TABLE_SEATS:
        name = names[seat] if seat < len(names) else ""
        flags.append(seat < len(sides) and (not name or name == stored_defaults[sides[seat]]))
    return tuple(flags)


def stored_names(names, default_flags, sides, partner: bool) -> list[str]:
    """The names of the seats a way to play uses (``sides[s]`` is the place of seat ``s``), as
    a list shows them: a seat flagged in ``default_flags`` by its place's default name in the
    UI language, any other by the name stored for it."""
    out = []
    for seat, side in enumerate(sides):
        name = names[seat] if seat < len(names) else ""
        if seat < len(default_flags) and default_flags[seat]:
            name = default_seat_name(side, partner)
        out.append(name)
    return out


def date_time_text(when: datetime, between: str = " ") -> str:
    """A date and time (shown in local time) as the UI language writes them short -- Catalan
    "2/12/26 11:15", French "02/12/2026 11:15", English "12/2/26 11:15 AM" -- with ``between``
    them (a space, or a new line for a narrow cell).  The language's locale is the default one
    (:class:`~botifarra_desktop.ui.common.i18n.Translations` sets it)."""
    stamp = QDateTime.fromString(when.isoformat(), Qt.DateFormat.ISODate).toLocalTime()
    locale = QLocale()
    return (locale.toString(stamp.date(), QLocale.FormatType.ShortFormat) + between
            + locale.toString(stamp.time(), QLocale.FormatType.ShortFormat))


def plain(text: str, rich: bool = True) -> str:
    """Text as a screen reader should hear it: without tags (``rich``), each line a sentence
    (a full stop where the line has none of its own: "hand. Across", never "hand.. Across")."""
    if rich:
        text = re.sub(r"<br\s*/?>", "\n", text, flags=re.IGNORECASE)
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
    lines = [" ".join(line.split()) for line in text.split("\n")]
    lines = [line for line in lines if line]
    return " ".join(line if i == len(lines) - 1 or line[-1] in ".!?:…" else line + "."
                    for i, line in enumerate(lines))
