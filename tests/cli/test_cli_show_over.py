"""``show`` on a session that is over says so, instead of naming a next game it will
refuse; ``record`` refuses that game with the same way on."""

from __future__ import annotations

from cli_harness import Cli


def test_show_says_over_and_how_to_go_on(cli: Cli) -> None:
    cli.ok("new", "Target", "-p", "Asha", "-p", "Bina", "-p", "Chen", "--preset", "points",
           "--rule", "target=150")  # fmt: skip
    shown = cli.ok("show", "Target").stdout
    assert "Next: game 1, round 1" in shown and "Over" not in shown
    # Asha wins game 1: Bina 80 + Chen 80 = 160 ≥ 150
    cli.ok("record", "Target", "--winner", "Asha", "--hand", "Bina=80", "--hand", "Chen=80")
    shown = " ".join(cli.ok("show", "Target").stdout.split())
    assert "Over — Asha wins with 160 (Asha reached the target of 150 in game 1)." in shown
    way_on = "To play on, raise the target (scorekeeper rules Target target=300)"
    assert f"No next game. {way_on} or start a new session." in shown
    assert "Next: game 2" not in shown
    refused = cli.refuses("record", "Target", "--winner", "Bina", "--hand", "Asha=5",
                          "--hand", "Chen=5")  # fmt: skip
    assert refused == (
        "SESSION: Target is over: Asha reached the target of 150 in game 1; Asha wins with "
        f"160. {way_on} or start a new session"
    )
