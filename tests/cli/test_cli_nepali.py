"""The nepali preset through the CLI: rules.md worked example 2, and its breakdown columns.

Worked example 2: A wins with maal 10; B seen, 5; C seen, 0; D unseen holding 8.
Payments seen 3, unseen 10, foul 15, dublee bonus 5.
"""

from __future__ import annotations

import pytest
from cli_harness import Cli

EXAMPLE_2 = ["--winner", "A", "--maal", "A=10", "--maal", "b=5", "--unseen", "D", "--maal", "D=8"]


def _nepali(cli: Cli, name: str, *extra: str) -> None:
    cli.ok("new", name, "--preset", "nepali", *(a for p in "ABCD" for a in ("-p", p)), *extra)


@pytest.mark.parametrize(
    ("rule", "dublee", "expected"),
    [
        # murder: S = 10, 5, 0, 0; T 15; net 25, 5, −15, −15; pay 3, 3, 10 → A +16.
        (None, False, {"A": 41, "B": 2, "C": -18, "D": -25}),
        # kidnap: S = 18, 5, 0, 0; T 23; net 49, −3, −23, −23.
        ("kidnap", False, {"A": 65, "B": -6, "C": -26, "D": -33}),
        # keep: S = 10, 5, 0, 8; T 23; net 17, −3, −23, 9.
        ("keep", False, {"A": 33, "B": -6, "C": -26, "D": -1}),
        # murder with dublees: every loser pays 5 more.
        ("murder", True, {"A": 56, "B": -3, "C": -23, "D": -30}),
    ],
)
def test_worked_example_2(cli: Cli, rule: str | None, dublee: bool, expected: dict) -> None:
    _nepali(cli, "Pokhara", *(["--rule", f"unseen-maal={rule}"] if rule else []))
    flags = ["--dublee"] if dublee else []
    recorded = cli.json("record", "Pokhara", *EXAMPLE_2, *flags)
    assert recorded["scores"] == expected
    assert (recorded["number"], recorded["winner"], recorded["dealer"]) == (1, "A", "A")
    show = cli.json("show", "pokhara")
    assert show["preset"] == "nepali"
    assert show["rules"]["unseen-maal"] == (rule or "murder")
    totals = cli.json("totals", "Pokhara")
    assert {p["name"]: p["total"] for p in totals["players"]} == expected
    net = {p["name"]: p["maal_net"] for p in totals["players"]}
    payments = {p["name"]: p["payments"] for p in totals["players"]}
    assert {name: net[name] + payments[name] for name in net} == expected
    assert sum(net.values()) == sum(payments.values()) == 0


def test_foul_sit_out_and_correction(cli: Cli) -> None:
    cli.ok("new", "Pokhara", "--preset", "nepali", *(a for p in "ABCDE" for a in ("-p", p)))
    # n=4 (D sits out): S A 6, B 4, C foul 0, E unseen (murder) 0; T 10;
    # net 14, 6, −10, −10; pay B 3, C 15, E 10 → A 14 + 28.
    game = cli.json("record", "Pokhara", "--winner", "A", "--maal", "A=6", "--maal", "B=4",
                    "--foul", "C", "--maal", "C=9", "--sit-out", "D", "--unseen", "E",
                    "--maal", "E=2")  # fmt: skip
    assert game["scores"] == {"A": 42, "B": 3, "C": -25, "D": 0, "E": -20}
    # Corrected: it was a dublee finish; every loser pays 5 more.
    fixed = cli.json("correct", "Pokhara", "1", "--winner", "A", "--maal", "A=6", "--maal",
                     "B=4", "--foul", "C", "--maal", "C=9", "--sit-out", "D", "--unseen", "E",
                     "--maal", "E=2", "--dublee", "--reason", "dublees")  # fmt: skip
    assert fixed["scores"] == {"A": 57, "B": -2, "C": -30, "D": 0, "E": -25}
    assert fixed["revision"] == 2
    history = cli.json("history", "Pokhara", "1")
    assert [(h["action"], h["scores"]["A"]) for h in history] == [("record", 42), ("correct", 57)]
    # Dealer A; D sat out, but B is next in turn either way.
    assert cli.json("show", "Pokhara")["next"]["dealer"] == "B"


def test_nepali_csv_breakdown_columns(cli: Cli) -> None:
    _nepali(cli, "Pokhara")
    cli.ok("record", "Pokhara", *EXAMPLE_2)
    data = cli.ok("export", "Pokhara").stdout_bytes.decode("utf-8-sig")
    assert data.split("\r\n") == [
        "player,games,wins,maal_net,payments,total",
        "A,1,1,25,16,41",
        "B,1,0,5,-3,2",
        "C,1,0,-15,-3,-18",
        "D,1,0,-15,-10,-25",
        "",
    ]
