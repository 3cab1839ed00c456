"""An import refused in Nepali: one sentence naming the place in the file, exit 2.

The place (a JSON path, as the file spells it) is the same in both languages; the reason
is said in the reader's language, and in English word for word as before. Nothing is
written either way.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from cli_harness import Cli, assert_one_line_refusal

Damage = Callable[[dict], None]


def _action(doc: dict) -> None:
    doc["games"][0]["revisions"][0]["action"] = "wipe"


def _score(doc: dict) -> None:
    doc["games"][0]["revisions"][0]["lines"][1]["score"] += 1


def _time(doc: dict) -> None:
    doc["session"]["created_at"] = "yesterday"


def _digest(doc: dict) -> None:
    doc["games"][0]["revisions"][0]["digest"] = "0" * 64


def _missing(doc: dict) -> None:
    del doc["session"]["seats"]


# (damage, the English refusal, the Nepali one): the same place, the reason translated
CASES = {
    "an unknown action": (
        _action,
        "FILE: games[0].revisions[0].action: must be one of record, correct, void, undo",
        "FILE: games[0].revisions[0].action: record, correct, void, undo मध्ये एक हुनुपर्छ",
    ),
    "a score edited": (
        _score,
        "FILE: games[0].revisions[0].lines[1]: the stored scores do not match the entry "
        "under the session's rules",
        "FILE: games[0].revisions[0].lines[1]: राखिएका अङ्क सत्रका नियम अनुसार प्रविष्टिसँग मिलेनन्",
    ),
    "a time not a time": (
        _time,
        "FILE: session.created_at: must be a UTC time such as 2026-11-21T22:40:00+00:00, got text",
        "FILE: session.created_at: 2026-11-21T22:40:00+00:00 जस्तो UTC समय हुनुपर्छ, पाठ दिइयो",
    ),
    "a digest changed": (
        _digest,
        "FILE: games[0].revisions[0].digest: does not match game 1 revision 1 as the file "
        "holds it: the file was changed after it was exported",
        "FILE: games[0].revisions[0].digest: फाइलमा भएको बाजी 1 संशोधन 1 सँग मिलेन: "
        "निर्यातपछि फाइल बदलिएको छ",
    ),
    "the seats left out": (
        _missing,
        "FILE: the export is incomplete: session.seats is missing",
        "FILE: निर्यात अधुरो छ: session.seats छैन",
    ),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_an_import_is_refused_in_the_readers_language(
    played: Cli, tmp_path: Path, case: str
) -> None:
    damage, english, nepali = CASES[case]
    exported = tmp_path / "evening.json"
    played.ok("export", "Evening", "--json", "-o", str(exported))
    doc = json.loads(exported.read_text("utf-8"))
    damage(doc)
    damaged = tmp_path / "damaged.json"
    damaged.write_text(json.dumps(doc), "utf-8")
    before = played.json("sessions")
    for lang, expected in (("en", english), ("ne", nepali)):
        result = played.run("--lang", lang, "import", str(damaged))
        said = assert_one_line_refusal(result.exit_code, result.stdout, result.stderr, 2)
        assert said == expected
    assert played.json("sessions") == before  # nothing written in either language


def test_a_file_that_is_not_json_an_exporter_writes_is_refused_in_nepali(
    played: Cli, tmp_path: Path
) -> None:
    twice = tmp_path / "twice.json"
    twice.write_text('{"format": "scorekeeper-session", "format": 1}', "utf-8")
    result = played.run("--lang", "ne", "import", str(twice))
    said = assert_one_line_refusal(result.exit_code, result.stdout, result.stderr, 2)
    assert said == (f"FILE: {twice} JSON निर्यात होइन (एउटै अब्जेक्टमा 'format' साँचो दुई पटक दिइएको छ)")
    result = played.run("import", str(twice))
    said = assert_one_line_refusal(result.exit_code, result.stdout, result.stderr, 2)
    assert (
        said
        == f"FILE: {twice} is not a JSON export (the key 'format' is given twice in one object)"
    )
