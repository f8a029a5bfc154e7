"""A stored file's problem in the player's language.

The storage layer describes what is wrong with a file as a
:class:`~botifarra_desktop.storage.problems.Problem`: a stable ``code``, the
file, where a bad copy was kept, and an English ``message`` (for logs and the
error output).  :func:`problem_text` tells the same in plain words, in the
language the window speaks: which file, what happened to it, and where the
bad copy was kept (or that it could not be moved and was left in place).
"""

from __future__ import annotations

from typing import Union

from PySide6.QtCore import QCoreApplication

from ...storage import problems as codes
from ...storage.problems import Problem
from .saving import kind_text

translate = QCoreApplication.translate


def _what(code: str) -> str:
    """What happened to the file (``%1`` is the file), by problem code."""
    if code == codes.EMPTY:
        return translate("Problems", "The file %1 is empty.")
    if code == codes.NOT_UTF8:
        return translate("Problems", "The file %1 is not text that Botifarra can read.")
    if code == codes.INVALID_JSON:
        return translate("Problems", "The file %1 is damaged: its contents are cut off or garbled.")
    if code in (codes.NOT_OBJECT, codes.WRONG_KIND, codes.BAD_VERSION):
        return translate("Problems", "The file %1 does not hold what Botifarra keeps there.")
    if code == codes.FUTURE_VERSION:
        return translate("Problems", "The file %1 was written by a newer version of Botifarra.")
    if code in (codes.UNSUPPORTED_VERSION, codes.MIGRATION_FAILED):
        return translate("Problems", "The file %1 was written by an old version of Botifarra and cannot be "
                                     "converted.")
    if code == codes.INVALID_DATA:
        return translate("Problems", "The file %1 holds data that cannot be used.")
    if code == codes.TOO_LARGE:
        return translate("Problems", "The file %1 is too large to be a Botifarra file, so it was not read.")
    if code == codes.MISSING:
        return translate("Problems", "The file %1 is missing.")
    return translate("Problems", "The file %1 could not be read.")


def problem_text(problem: Union[Problem, str, None]) -> str:
    """The problem told in the window's language (a plain string is passed through, no problem is "")."""
    if problem is None:
        return ""
    if not isinstance(problem, Problem):
        return str(problem)
    path = str(problem.path) if problem.path is not None else ""
    kept = str(problem.kept_at) if problem.kept_at is not None else ""
    code = problem.code
    if code == codes.NOT_A_FOLDER:
        return (translate("Problems", "%1 was %2 where the folder for past hands belongs. It was kept as %3 and "
                                      "a new folder is used.")
                .replace("%1", path).replace("%2", kind_text(problem.detail)).replace("%3", kept))
    if code == codes.REJECTED_ENTRY:
        if problem.field == "statistics":
            text = translate("Problems", "Hands or games waiting in %1 to be counted could not be used (%2), so they "
                                         "were not counted in your statistics. They were kept as %3.")
        else:
            text = translate("Problems", "Hands waiting in %1 to be saved could not be used (%2), so they were not "
                                         "added to your past hands. They were kept as %3.")
        return text.replace("%1", path).replace("%2", problem.detail).replace("%3", kept)
    if code == codes.INVALID_VALUE:
        return (translate("Problems", "In the settings file %1, the setting “%2” had a value that cannot be used; "
                                      "its default is used instead.")
                .replace("%1", path).replace("%2", problem.field or ""))
    if code == codes.MISSING and problem.detail == "backup":
        text = translate("Problems", "The file %1 was missing; its backup copy is used.").replace("%1", path)
    elif code == codes.NOT_REGULAR:
        text = (translate("Problems", "%1 is %2, not a regular file, so it was not read.")
                .replace("%1", path).replace("%2", kind_text(problem.detail)))
    elif code == codes.UNREADABLE and problem.detail:
        text = (translate("Problems", "The file %1 could not be read (%2).")
                .replace("%1", path).replace("%2", problem.detail.rstrip(". ")))
    else:
        text = _what(code).replace("%1", path)
    if problem.kept_at is not None:
        text += " " + translate("Problems", "It was kept as %1.").replace("%1", kept)
    elif problem.left_in_place:
        text += " " + translate("Problems", "It could not be moved aside, so it was left in place.")
    return text


def problems_text(problems: list[Problem]) -> str:
    return "\n\n".join(problem_text(p) for p in problems)
