import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtSvg import QSvgRenderer

from botifarra_desktop.resources import resource
from botifarra_desktop.ui.common.deck import (
    BACK,
    CARD_CODES,
    CardRenderer,
    DeckError,
    DeckInfo,
    DeckProblem,
    find_decks,
    load_deck,
)

BUNDLED = ("classic", "large-index")
GENERATOR = resource("decks", "generate_decks.py")


def load_generator():
    spec = importlib.util.spec_from_file_location("generate_decks", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def bundled(deck_id: str) -> DeckInfo:
    return next(d for d in find_decks(None) if d.id == deck_id)


def make_user_deck(user_dir: Path, folder: str, deck_id: str | None = None, **changes) -> Path:
    """Copy the classic deck into <user_dir>/decks/<folder>, with manifest keys changed."""
    target = user_dir / "decks" / folder
    shutil.copytree(resource("decks", "classic"), target)
    manifest = json.loads((target / "manifest.json").read_text(encoding="utf-8"))
    manifest["id"] = deck_id or folder
    manifest.update(changes)
    (target / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return target


# ------------------------------------------------------------------ bundled decks


def test_bundled_decks_load_with_48_cards_and_a_back():
    problems: list[DeckProblem] = []
    decks = find_decks(None, problems)
    assert problems == []
    assert [d.id for d in decks] == list(BUNDLED)
    for deck in decks:
        assert deck.bundled
        assert set(deck.cards) == set(CARD_CODES) and len(deck.cards) == 48
        assert all(path.is_file() for path in deck.cards.values())
        assert deck.back.is_file()
        assert deck.aspect == pytest.approx(1.5)
        assert deck.display_name("ca") and deck.display_name("es") and deck.display_name("en")


def test_display_name_falls_back_to_english():
    deck = bundled("classic")
    assert deck.display_name("ca") == "Clàssica"
    assert deck.display_name("es_ES") == "Clásica"
    assert deck.display_name("fr") == "Classic"


@pytest.mark.parametrize("deck_id", BUNDLED)
def test_every_bundled_svg_is_valid_small_and_plain_tiny(qapp, deck_id):
    deck = bundled(deck_id)
    for card in (*CARD_CODES, BACK):
        path = deck.file_for(card)
        renderer = QSvgRenderer(str(path))
        assert renderer.isValid(), path
        assert renderer.viewBoxF().width() * 1.5 == pytest.approx(renderer.viewBoxF().height())
        text = path.read_text(encoding="utf-8")
        assert len(text.encode("utf-8")) < 30_000, path
        for banned in ("<filter", "<mask", "<style", "<image", "<text", "style=", "url(http"):
            assert banned not in text, (path, banned)
        assert re.findall(r'href="(.)', text) == ["#"] * text.count('href="'), "only references inside the file"


def test_app_icon_is_valid(qapp):
    assert QSvgRenderer(str(resource("icons", "botifarra.svg"))).isValid()


# ------------------------------------------------------------------ generator


def test_generator_is_deterministic_and_matches_committed_files(tmp_path):
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(tmp_path)], check=True, capture_output=True)
    generated = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    expected = [f"decks/{d}/{c}.svg" for d in BUNDLED for c in (*CARD_CODES, BACK)]
    expected += [f"decks/{d}/manifest.json" for d in BUNDLED] + ["icons/botifarra.svg"]
    assert generated == sorted(expected)
    different = [rel for rel in generated if (tmp_path / rel).read_bytes() != resource(rel).read_bytes()]
    assert different == [], "run resources/decks/generate_decks.py and commit its output"


def test_pip_cards_show_as_many_signs_as_their_rank():
    gen = load_generator()
    for suit in "OCEB":
        for rank in range(1, 10):
            _, spots = gen.pip_layout(rank, suit)
            assert len(spots) == rank
            assert len(set(spots)) == rank
        for style in gen.STYLES:
            for rank in range(2, 10):
                assert gen.pips(rank, suit, style).count("<use ") == rank
            assert gen.pips(1, suit, style).count("<use ") == 1


def test_manifest_lists_all_cards_in_the_documented_format():
    data = json.loads(resource("decks", "classic", "manifest.json").read_text(encoding="utf-8"))
    assert data["format"] == 1
    assert data["id"] == "classic"
    assert data["name"] == {"ca": "Clàssica", "es": "Clásica", "en": "Classic"}
    assert data["aspect"] == 1.5
    assert data["back"] == "back.svg"
    assert data["cards"] == {code: f"{code}.svg" for code in CARD_CODES}


# ------------------------------------------------------------------ user decks


def test_valid_user_deck_is_found_after_the_bundled_ones(tmp_path):
    make_user_deck(tmp_path, "mine", name={"en": "My deck"})
    problems: list[DeckProblem] = []
    decks = find_decks(tmp_path, problems)
    assert problems == []
    assert [d.id for d in decks] == [*BUNDLED, "mine"]
    mine = decks[-1]
    assert not mine.bundled
    assert mine.display_name("ca") == "My deck"
    assert mine.file_for("12B") == (tmp_path / "decks" / "mine" / "12B.svg").resolve()


def test_missing_user_decks_folder_is_not_a_problem(tmp_path):
    problems: list[DeckProblem] = []
    assert [d.id for d in find_decks(tmp_path / "nowhere", problems)] == list(BUNDLED)
    assert problems == []


def _no_manifest(folder: Path) -> None:
    (folder / "manifest.json").unlink()


def _bad_json(folder: Path) -> None:
    (folder / "manifest.json").write_text('{"format": 1, "id": "x",', encoding="utf-8")


def _not_an_object(folder: Path) -> None:
    (folder / "manifest.json").write_text("[1, 2, 3]", encoding="utf-8")


def _missing_card_file(folder: Path) -> None:
    (folder / "7C.svg").unlink()


def _missing_back(folder: Path) -> None:
    (folder / "back.svg").unlink()


def _edit(**changes):
    def apply(folder: Path) -> None:
        path = folder / "manifest.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        for key, value in changes.items():
            if value is None:
                data.pop(key, None)
            else:
                data[key] = value
        path.write_text(json.dumps(data), encoding="utf-8")

    return apply


def _drop_card(folder: Path) -> None:
    path = folder / "manifest.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["cards"]["9O"]
    path.write_text(json.dumps(data), encoding="utf-8")


def _extra_card(folder: Path) -> None:
    path = folder / "manifest.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["cards"]["13O"] = "1O.svg"
    path.write_text(json.dumps(data), encoding="utf-8")


def _huge(name: str):
    def grow(folder: Path) -> None:
        with open(folder / name, "r+b") as handle:
            handle.truncate(8 * 1024 * 1024 + 1)  # sparse: costs no disk

    return grow


@pytest.mark.parametrize(
    "break_it, reason",
    [
        (_no_manifest, "no manifest.json"),
        (_huge("manifest.json"), "'manifest.json' is larger than 8 MiB"),
        (_huge("7C.svg"), "'7C.svg' is larger than 8 MiB"),
        (_bad_json, "not valid JSON"),
        (_not_an_object, "JSON object"),
        (_missing_card_file, "7C: file '7C.svg' is missing"),
        (_missing_back, "back: file 'back.svg' is missing"),
        (_edit(format=2), "unsupported manifest format 2"),
        (_edit(format=None), "unsupported manifest format None"),
        (_edit(format=True), "unsupported manifest format True"),
        (_edit(id="classic"), "already used"),
        (_edit(id="../evil"), "bad deck id"),
        (_edit(cards=None), "'cards' must be an object"),
        (_drop_card, "cards missing from 'cards': 9O"),
        (_extra_card, "unknown card codes: 13O"),
        (_edit(back="../../secret.svg"), "outside the deck folder"),
        (_edit(back="back.png"), "not an SVG file"),
        (_edit(aspect="tall"), "'aspect' must be a number"),
        (_edit(aspect=float("nan")), "'aspect' must be a number"),
        (_edit(name=[]), "'name' must be"),
    ],
)
def test_broken_user_deck_is_reported_and_skipped(tmp_path, break_it, reason):
    folder = make_user_deck(tmp_path, "broken")
    break_it(folder)
    make_user_deck(tmp_path, "zgood")
    problems: list[DeckProblem] = []
    decks = find_decks(tmp_path, problems)
    assert [d.id for d in decks] == [*BUNDLED, "zgood"]
    assert len(problems) == 1
    assert problems[0].folder == folder
    assert reason in problems[0].message
    assert str(folder) in str(problems[0])


def test_duplicate_user_ids_keep_the_first_folder(tmp_path):
    make_user_deck(tmp_path, "a", deck_id="same")
    make_user_deck(tmp_path, "b", deck_id="same")
    problems: list[DeckProblem] = []
    decks = find_decks(tmp_path, problems)
    assert [d.folder.name for d in decks if not d.bundled] == ["a"]
    assert [p.folder.name for p in problems] == ["b"]


def test_stray_files_and_hidden_folders_are_ignored(tmp_path):
    (tmp_path / "decks" / ".cache").mkdir(parents=True)
    (tmp_path / "decks" / "readme.txt").write_text("hello", encoding="utf-8")
    problems: list[DeckProblem] = []
    assert [d.id for d in find_decks(tmp_path, problems)] == list(BUNDLED)
    assert problems == []


def test_decks_path_that_is_a_file_is_reported(tmp_path):
    (tmp_path / "decks").write_text("not a folder", encoding="utf-8")
    problems: list[DeckProblem] = []
    assert [d.id for d in find_decks(tmp_path, problems)] == list(BUNDLED)
    assert len(problems) == 1 and "cannot list" in problems[0].message


def test_load_deck_raises_deck_error(tmp_path):
    with pytest.raises(DeckError, match="no manifest.json"):
        load_deck(tmp_path)


# ------------------------------------------------------------------ rendering


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_rendered_pixmap_has_the_logical_size_at_any_pixel_ratio(qapp, dpr):
    renderer = CardRenderer(find_decks(None))
    pixmap = renderer.pixmap("classic", "9O", 100, 150, dpr)
    assert not pixmap.isNull()
    assert (pixmap.width(), pixmap.height()) == (round(100 * dpr), round(150 * dpr))
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.deviceIndependentSize() == QSizeF(100, 150)
    image = pixmap.toImage()
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    corner = image.pixelColor(0, 0)
    assert centre.alpha() == 255  # the card is drawn ...
    assert corner.alpha() < 255  # ... with rounded corners


def test_back_and_large_index_render(qapp):
    renderer = CardRenderer(find_decks(None))
    back = renderer.back("large-index", 60, 90, 1.5)
    assert (back.width(), back.height()) == (90, 135)
    image = back.toImage()
    assert image.pixelColor(45, 67).alpha() == 255


def test_cache_returns_the_same_pixmap_for_a_repeat_call(qapp):
    renderer = CardRenderer(find_decks(None))
    first = renderer.pixmap("classic", "12C", 80, 120, 2.0)
    assert renderer.pixmap("classic", "12C", 80, 120, 2.0) is first
    assert renderer.pixmap("classic", "12C", 80, 120, 1.0) is not first
    assert renderer.pixmap("classic", "12C", 81, 120, 2.0) is not first
    assert renderer.pixmap("large-index", "12C", 80, 120, 2.0) is not first
    assert len(renderer) == 4


def test_svg_files_are_parsed_once(qapp, monkeypatch):
    from botifarra_desktop.ui.common import deck

    parsed = []

    class Watched(QSvgRenderer):
        def __init__(self, path):
            parsed.append(path)
            super().__init__(path)

    monkeypatch.setattr(deck, "QSvgRenderer", Watched)
    renderer = CardRenderer(find_decks(None))
    renderer.pixmap("classic", "5E", 50, 75)
    renderer.pixmap("classic", "5E", 60, 90)
    renderer.pixmap("classic", "5E", 60, 90, 2)
    assert parsed == [str(renderer.deck("classic").file_for("5E"))]


def test_cache_evicts_least_recently_used_beyond_its_budget(qapp):
    one_card = 100 * 150 * 4
    renderer = CardRenderer(find_decks(None), max_bytes=3 * one_card)
    a = renderer.pixmap("classic", "1O", 100, 150)
    renderer.pixmap("classic", "2O", 100, 150)
    renderer.pixmap("classic", "1O", 100, 150)  # refresh 1O
    renderer.pixmap("classic", "3O", 100, 150)
    renderer.pixmap("classic", "4O", 100, 150)  # evicts 2O, the least recently used
    assert len(renderer) == 3
    assert renderer.cache_bytes == 3 * one_card
    assert renderer.pixmap("classic", "1O", 100, 150) is a


def test_box_of_another_shape_keeps_the_card_aspect(qapp):
    renderer = CardRenderer(find_decks(None))
    pixmap = renderer.pixmap("classic", "1C", 200, 150)
    image = pixmap.toImage()
    assert image.pixelColor(5, 75).alpha() == 0  # the card is centred, the sides stay empty
    assert image.pixelColor(100, 75).alpha() == 255


def test_unknown_card_and_bad_size_are_errors(qapp):
    renderer = CardRenderer(find_decks(None))
    with pytest.raises(KeyError):
        renderer.pixmap("classic", "13O", 100, 150)
    with pytest.raises(ValueError):
        renderer.pixmap("classic", "1O", 0, 150)


def test_unparsable_svg_in_a_user_deck_draws_a_plain_card(qapp, tmp_path):
    folder = make_user_deck(tmp_path, "garbled")
    (folder / "3B.svg").write_text("this is not svg", encoding="utf-8")
    deck = next(d for d in find_decks(tmp_path) if d.id == "garbled")
    renderer = CardRenderer([deck])
    pixmap = renderer.pixmap(deck, "3B", 100, 150, 2)
    assert (pixmap.width(), pixmap.height()) == (200, 300)
    assert pixmap.toImage().pixelColor(100, 20).alpha() == 255


@pytest.mark.parametrize("deck_id", BUNDLED)
def test_six_and_nine_are_underlined_in_both_corners_and_no_other_rank_is(qapp, deck_id):
    """Upside down a 6 reads as a 9: like printed decks, both carry a bar under the numeral."""
    gen = load_generator()
    style = next(s for s in gen.STYLES if s.id == deck_id)
    renderer = CardRenderer(find_decks(None))
    for rank in range(1, 13):
        for suit in "OCEB":
            ink = gen.PALETTES[suit].ink
            image = renderer.pixmap(deck_id, f"{rank}{suit}", gen.W, gen.H).toImage()
            cx = style.margin + gen.index_column_width(style) / 2
            bottom = style.margin + 1 + style.digit_height  # the numeral's bottom edge
            bar_y = bottom + style.digit_height * (gen.UNDERLINE_GAP + gen.UNDERLINE_WIDTH / 2)
            half = gen.numeral_width(str(rank)) * style.digit_height / 100 / 2
            # across the numeral's width, just under it: ink all along only where there is a bar
            xs = [cx - half * 0.8 + i * half * 1.6 / 8 for i in range(9)]
            for x, y in ((xs, bar_y), ([gen.W - 1 - x for x in xs], gen.H - 1 - bar_y)):  # and the turned corner
                inked = [image.pixelColor(round(px), round(y)).name() == ink for px in x]
                assert all(inked) == (rank in (6, 9)), (deck_id, rank, suit, inked)
