"""Each vocabulary -- the computer players' levels, the languages, the animation speeds, the ways to
play -- is written out once, and everything that offers or checks one reads that definition."""

import re
from pathlib import Path

from botifarra_desktop.engine.ways import PAIRS, WAY_TABLE, WAYS
from botifarra_desktop.session import BOT_LEVELS, DEFAULT_BOT_LEVEL
from botifarra_desktop.storage.settings import ANIMATION_SPEEDS, LANGUAGES, SHIPPED_LANGUAGES, Settings

PACKAGE = Path(__file__).resolve().parents[2] / "botifarra_desktop"


def test_the_command_lines_offer_the_one_list_of_each():
    from botifarra_desktop.__main__ import parse_args

    args, _ = parse_args(["--level", "hard", "--speed", "slow", "--language", "pt"])
    assert (args.level, args.speed, args.language) == ("hard", "slow", "pt")
    from botifarra_desktop.net.headless import build_parser as host_parser
    from botifarra_desktop.net.join import build_parser as join_parser

    assert host_parser().parse_args(["--humans", "1", "--bots", "hard"]).bots == "hard"
    assert join_parser().parse_args(["host", "--bot", "easy"]).bot == "easy"


def test_levels_languages_and_speeds_are_written_out_once():
    from botifarra_desktop.ai import LEVELS

    assert tuple(LEVELS) == BOT_LEVELS and DEFAULT_BOT_LEVEL in BOT_LEVELS
    assert Settings().ai_levels == (DEFAULT_BOT_LEVEL,) * 3
    assert LANGUAGES == ("system", *SHIPPED_LANGUAGES)
    assert PAIRS == WAYS[0] and tuple(WAY_TABLE) == WAYS and WAY_TABLE[PAIRS].partners
    assert not any(WAY_TABLE[m].partners for m in WAYS[1:])
    lists = {
        "levels": re.compile(r"[(\[]\s*\"easy\",\s*\"medium\",\s*\"hard\""),
        "languages": re.compile(r"\"ca\",\s*\"es\",\s*\"en\",\s*\"fr\""),
        "speeds": re.compile(r"[(\[]\s*\"instant\",\s*\"fast\",\s*\"normal\""),
    }
    found = {name: sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                          if pattern.search(p.read_text(encoding="utf-8"))) for name, pattern in lists.items()}
    assert found == {"levels": ["session/seats.py"], "languages": ["storage/settings.py"],
                     "speeds": ["storage/settings.py"]}
    assert ANIMATION_SPEEDS[0] == "instant"


def test_the_table_has_a_pace_for_every_speed():
    from botifarra_desktop.ui.table.scene import SPEEDS

    assert tuple(SPEEDS) == ANIMATION_SPEEDS
