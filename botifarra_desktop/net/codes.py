"""Internet invitation codes: a nameplate number and words, e.g. ``6-manilla-contro``.

The number is the mailbox server's *nameplate* (where the two sides meet); the words are the
SPAKE2 password of that one guest's channel (``channel.py``), so they never cross the wire.
Each word is one of 256 Catalan words (8 bits): two words, the default, are 16 bits; a wrong
guess burns the code (the host makes a new one), so a stranger who claims the nameplate first
has one chance in 65 536 to get in. ``--code-words 3`` or ``4`` give 24 or 32 bits.

Codes are read aloud: the words are plain ASCII, typed without accents; case, accents,
spaces and extra dashes are forgiven (``normalize``).
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from typing import Optional

#: 256 distinct Catalan words (botifarra's own first), ASCII, so one word is one byte.
WORDS: tuple[str, ...] = (
    "abella", "aigua", "alba", "alzina", "amic", "anell", "angel", "arbre", "arena", "arpa", "arros", "avet", "avi",
    "bala", "balco", "baralla", "barca", "barret", "bassa", "basto", "bata", "batec", "baza", "bec", "bell",
    "bitllet", "bolet", "bosc", "bota", "botifarra", "botiga", "brisa", "bruc", "bruixa", "bufanda", "cabra",
    "cadira", "cafe", "calaix", "calma", "cama", "camell", "cami", "camisa", "campana", "canari", "canela", "canto",
    "canya", "capsa", "cargol", "carrer", "carta", "casa", "castell", "cava", "cavall", "ceba", "cel", "cendra",
    "cercle", "cirera", "ciutat", "clau", "clavell", "coca", "coixi", "colom", "conill", "contro", "copa", "corda",
    "corona", "costa", "cotxe", "cova", "crema", "creu", "cuina", "cullera", "dau", "dent", "dia", "dimoni", "dinar",
    "drac", "duna", "eina", "ermita", "escala", "escut", "espasa", "esquirol", "estel", "estiu", "faig", "fanal",
    "far", "farina", "fava", "fesol", "figa", "fil", "fiter", "flor", "foc", "fona", "font", "forat", "forn",
    "fruita", "fulla", "fum", "fusta", "gall", "gallina", "gat", "gegant", "gel", "gerra", "gespa", "gira", "globus",
    "gos", "got", "gra", "granota", "gronxador", "guant", "guany", "guitarra", "herba", "hivern", "hora", "hort",
    "illa", "jardi", "joc", "julivert", "lamina", "llamp", "llapis", "llar", "llavor", "llebre", "lleo", "llet",
    "lliri", "llop", "llum", "lluna", "manilla", "mans", "mapa", "mar", "mare", "marina", "mel", "mesa", "mico",
    "mirall", "mola", "moneda", "mongeta", "mosca", "mur", "nas", "neu", "nina", "niu", "noia", "nou", "nuvol",
    "oca", "ocell", "oliva", "olla", "ombra", "ona", "orenga", "oros", "ovella", "pal", "pala", "palau", "paper",
    "pare", "partida", "pastor", "pedra", "pera", "perd", "perla", "pesol", "pi", "pinya", "pipa", "pluja", "poma",
    "pont", "porc", "porta", "pou", "prat", "punt", "quadre", "raim", "rajola", "rei", "rellotge", "riu", "roca",
    "ronda", "rosa", "roure", "rusc", "sabata", "sal", "sanglot", "sardana", "seguit", "serp", "serra", "sol",
    "sopa", "sorra", "sota", "suro", "tapa", "tassa", "taula", "teula", "tigre", "tomata", "tren", "trenca",
    "tresor", "trompa", "truita", "trumfo", "ull", "vaca", "vaixell", "vall", "vela", "vent", "verd", "vidre",
    "vinya", "violi", "xai", "xarop", "xiulet", "xocolata", "xufla", "zebra",
)
_INDEX = {w: i for i, w in enumerate(WORDS)}
assert len(WORDS) == 256 == len(_INDEX)

#: Words in a code: the default and the longest allowed.
DEFAULT_WORDS = 2
MAX_WORDS = 6
_CODE = re.compile(r"^(\d{1,20})-([a-z]+(?:-[a-z]+)*)$")


def make_code(nameplate: str, words: int = DEFAULT_WORDS) -> str:
    """``nameplate`` and ``words`` random words from the secure source."""
    if not 1 <= words <= MAX_WORDS:
        raise ValueError(f"a code has 1 to {MAX_WORDS} words, not {words}")
    return "-".join([nameplate] + [WORDS[secrets.randbelow(len(WORDS))] for _ in range(words)])


def entropy_bits(words: int) -> int:
    """Bits of the words' secret: 8 a word."""
    return 8 * words


def normalize(text: str) -> str:
    """A code as typed or heard ("6 Manilla Contró") in its written form ("6-manilla-contro")."""
    plain = unicodedata.normalize("NFKD", text.strip().lower())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return re.sub(r"[\s\-_.]+", "-", plain).strip("-")


def parse_code(text: str) -> Optional[tuple[str, str]]:
    """(nameplate, words) of a code, or None if ``text`` is not one (then it may be an address).

    Only known words make a code: "6-manilla-contro" is one, a host name like "pc-3" is not."""
    match = _CODE.match(normalize(text))
    if match is None:
        return None
    words = match.group(2).split("-")
    if len(words) > MAX_WORDS or any(w not in _INDEX for w in words):
        return None
    return match.group(1), "-".join(words)


def looks_like_code(text: str) -> bool:
    """A number, a dash, then letters: meant as a code (``parse_code`` says if its words are right)."""
    return re.match(r"^\d{1,20}-[a-z]", normalize(text)) is not None
