"""A check box whose words wrap: as tall as its wrapped text, its box beside the first line, its words
toggle it; with room it keeps one line."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from botifarra_desktop.ui.common.wrapping import WrappingCheckBox

LONG = "Obligada: the second player who can neither follow nor trump may discard any card"


def holder(qtbot, width):
    """A check box with a long text in a window ``width`` pixels wide, laid out."""
    window = QWidget()
    window.setStyleSheet("QWidget { font-size: 16px; }")
    qtbot.addWidget(window)
    lay = QVBoxLayout(window)
    box = WrappingCheckBox(LONG)
    lay.addWidget(box)
    lay.addStretch(1)
    window.show()
    qtbot.waitExposed(window)
    window.resize(width, 300)
    lay.activate()
    return window, box


def test_with_room_the_option_keeps_one_line(qtbot):
    _, box = holder(qtbot, 1200)
    assert box.height() == box.sizeHint().height() == box.heightForWidth(box.width())


def test_without_room_the_option_wraps_whole_and_its_words_toggle_it(qtbot):
    _, wide = holder(qtbot, 1200)
    window, box = holder(qtbot, 300)
    assert box.width() < box.sizeHint().width()  # narrower than its line
    assert box.minimumSizeHint().width() <= 300
    assert box.height() >= box.heightForWidth(box.width()) >= 2 * wide.height()  # more lines, none cut
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() - 10, box.height() - 10))
    assert box.isChecked()  # a click on the last line's words
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert not box.isChecked()
    image = box.grab().toImage()  # words drawn on the last line: some dark pixels there
    bottom = box.height() - box.fontMetrics().height()
    assert any(image.pixelColor(x, y).lightness() < 100 for x in range(box.width()) for y in range(bottom, box.height()))
