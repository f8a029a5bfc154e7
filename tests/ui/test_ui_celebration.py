"""A moment of celebration when the player's side wins the game: gold coins fall over the game-over
screen's title and score, at the table's animation speed (none at "instant"), flat in high contrast,
never over the buttons (which keep working while it plays), and "Congratulations!" for a screen reader."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from botifarra_desktop.storage import Settings
from botifarra_desktop.ui.table.celebration import HIGH_CONTRAST_FILL


def over_screen(main_window, qtbot, speed="normal", high_contrast=False, winner=0, size=(1366, 705)):
    w = main_window(size=size, settings=Settings(animation_speed=speed))
    if high_contrast:
        w.table.set_high_contrast(True)
    said = []
    w.table.game_over.revealed.connect(said.append)
    w.table.show_game_over(winner, (101, 63), 9)
    panel = w.table.game_over
    qtbot.waitUntil(panel.isVisible)
    return w, panel, said


def gold_pixels(image: QImage, colour: QColor) -> int:
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixelColor(x, y).alpha() > 0 and image.pixelColor(x, y).rgb() == colour.rgb())


@pytest.mark.parametrize("size", [(1366, 705), (800, 540)])
def test_a_win_rains_coins_over_the_score_never_over_the_buttons(main_window, qtbot, size):
    w, panel, said = over_screen(main_window, qtbot, size=size)
    coins = panel.celebration
    assert coins.running and coins.isVisible()
    assert coins.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    area = coins.geometry()
    assert panel.rect().contains(area) and area.height() > 40
    for button in (panel.rematch_button, panel.new_button, panel.review_button, panel.stats_button):
        if button.isVisible():
            where = QRect(button.mapTo(panel, QPoint(0, 0)), button.size())
            assert not where.intersects(area), (button.text(), where, area)
    # a click reaches the buttons while the coins fall, and passes through the coins themselves
    for button in (panel.rematch_button, panel.new_button, panel.review_button):
        if button.isVisible():
            assert panel.childAt(button.mapTo(panel, button.rect().center())) is button
    assert panel.childAt(area.center()) is not coins
    assert coins.running
    # a screen reader hears the win, cheered
    assert said and said[-1].startswith("Congratulations! You win the game!")
    # something is drawn half way through, and it is gone at the end
    coins.seek(0.5)
    image = coins.grab().toImage()
    assert sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixelColor(x, y).red() > 180 and image.pixelColor(x, y).green() > 130
               and image.pixelColor(x, y).blue() < 90) > 20
    qtbot.waitUntil(lambda: not coins.isVisible(), timeout=10000)


def test_instant_animations_keep_the_words_and_drop_the_coins(main_window, qtbot):
    _w, panel, said = over_screen(main_window, qtbot, speed="instant")
    assert not panel.celebration.running and not panel.celebration.isVisible()
    assert said[-1].startswith("Congratulations! You win the game!")


def test_a_lost_game_is_not_celebrated(main_window, qtbot):
    _w, panel, said = over_screen(main_window, qtbot, winner=1)
    assert not panel.celebration.running and not panel.celebration.isVisible()
    assert "Congratulations" not in said[-1]


def test_in_high_contrast_the_coins_are_flat_yellow_with_a_black_rim(main_window, qtbot):
    _w, panel, _said = over_screen(main_window, qtbot, high_contrast=True)
    coins = panel.celebration
    assert coins.running and coins.high_contrast

    def drawn(high_contrast: bool, progress: float) -> QImage:
        coins.high_contrast = high_contrast
        image = QImage(400, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        coins.paint_coins(painter, 400, 200, progress)
        painter.end()
        return image

    assert gold_pixels(drawn(True, 0.5), HIGH_CONTRAST_FILL) > 50  # pure yellow, opaque
    assert gold_pixels(drawn(False, 0.5), HIGH_CONTRAST_FILL) == 0  # the normal coins are shaded gold
    # never see-through in high contrast: at the end, where the normal coins fade, they are still solid
    assert gold_pixels(drawn(True, 0.85), HIGH_CONTRAST_FILL) > 20


def test_a_new_game_takes_the_coins_away(main_window, qtbot):
    w, panel, _said = over_screen(main_window, qtbot)
    assert panel.celebration.running
    panel.hide()
    assert not panel.celebration.running and not panel.celebration.isVisible()
