"""botifarra-duplicate: boards, both tables' results, scores and the total."""

import json

import pytest

from botifarra_desktop.duplicate.cli import main
from botifarra_desktop.duplicate.text import parse_result_text


def test_json_report(capsys):
    assert main(["--boards", "3", "--seed", "2", "--player", "easy", "--other", "medium", "--replays", "2",
                 "--json", "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    res = json.loads(out[-1])
    assert res["player"] == "easy" and res["other"] == "medium" and res["replays"] == 2
    assert [b["board"] for b in res["boards"]] == [1, 2, 3]
    for b in res["boards"]:
        assert len(b["other"]) == 2 and b["datum"] == pytest.approx(sum(b["other"]) / 2, abs=1e-3)
        assert b["difference"] == pytest.approx(b["own"] - b["datum"], abs=1e-3)
    assert res["total"] == sum(b["points"] for b in res["boards"])
    assert any(line.startswith("board   1 dealer 0:") for line in out)
    # the same command again: the same boards and the same other table
    assert main(["--boards", "3", "--seed", "2", "--player", "easy", "--other", "medium", "--replays", "2",
                 "--json", "--quiet"]) == 0
    again = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["boards"]
    timeless = [{k: v for k, v in b.items() if k != "other_seconds"} for b in res["boards"]]
    assert [{k: v for k, v in b.items() if k != "other_seconds"} for b in again] == timeless


def test_a_day_prints_its_result_text(capsys):
    assert main(["--date", "2026-12-06", "--player", "easy", "--other", "easy", "--replays", "1", "--json",
                 "--quiet"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert len(res["boards"]) == 6 and res["key"] == "date:2026-12-06"
    assert parse_result_text(res["result_text"]).total == res["total"]


@pytest.mark.parametrize("args", [["--date", "6/12/2026"], ["--replays", "0"], ["--boards", "0"],
                                  ["--date", "2026-12-06", "--game", "three"]])
def test_bad_arguments(args, capsys):
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    assert "botifarra-duplicate" in capsys.readouterr().err
