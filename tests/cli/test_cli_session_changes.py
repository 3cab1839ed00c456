"""Changes to a session kept in history: the stake, settling (closing) and reopening.

Amounts checked by hand from rules.md worked example 1 (Asha -24, Bina +86, Chandra -36,
Dev -26) at the stakes given.
"""

from __future__ import annotations

from cli_harness import Cli, run_script


def _night(cli: Cli, *stake: str) -> None:
    cli.ok("new", "Night", "-p", "Asha", "-p", "Bina", "-p", "Chandra", "-p", "Dev", *stake)
    cli.ok("record", "night", "--winner", "Bina", "--honors", "Asha=2", "--honors", "Dev=1",
           "--marriages", "Bina=1", "--hand", "Asha=12", "--surrender", "Chandra=first",
           "--hand", "Dev=10", "--unplayed", "Dev")  # fmt: skip


ENTRY = ("--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3")


def test_a_stake_change_is_kept_in_history_and_used_by_settle(cli: Cli):
    _night(cli, "--stake", "0.25", "--currency", "NPR")
    assert cli.ok("stake", "night", "0.5", "--reason", "raised").stdout == (
        "Night: 0.5 NPR a point.\n"
    )
    data = cli.json("settle", "night")
    # -24 × 0.50 = -12.00, +86 → 43.00, -36 → -18.00, -26 → -13.00
    assert [p["money"] for p in data["players"]] == ["-12.00", "43.00", "-18.00", "-13.00"]
    events = cli.json("events", "night")
    assert [(e["action"], e["reason"]) for e in events] == [("stake", "raised")]
    assert events[0]["before"] == {"stake": "0.25", "currency": "NPR"}
    assert events[0]["after"] == {"stake": "0.5", "currency": "NPR"}
    assert events[0]["summary"] == "stake 0.25 NPR → 0.5 NPR"
    # The human history lists it under the games.
    shown = cli.ok("history", "night").stdout
    assert "Changes to the session" in shown and "stake 0.25 NPR → 0.5 NPR" in shown
    cli.ok("stake", "night", "--none")
    assert cli.json("show", "night")["stake"] is None
    assert cli.refuses("settle", "night").startswith("--stake: Night has no stake")
    cli.ok("stake", "night", "1", "--currency", "usd")
    assert cli.json("show", "night")["currency"] == "USD"
    assert len(cli.json("events", "night")) == 3


def test_stake_refusals_leave_the_file_as_it_was(cli: Cli):
    _night(cli, "--stake", "0.25", "--currency", "NPR")
    assert cli.refuses("stake", "night", "0.25").startswith(
        "--stake: Night is at that stake already"
    )
    assert cli.refuses("stake", "night", "0.12345").startswith("--stake: must be an amount")
    assert cli.refuses("stake", "night", "0").startswith("--stake: must be an amount")
    assert cli.refuses("stake", "night", "2", "--currency", "rupees").startswith("--currency:")
    assert cli.refuses("stake", "night").startswith("AMOUNT: give the money per point")
    assert cli.refuses("stake", "night", "1", "--none").startswith("--none: give it alone")
    assert cli.refuses("stake", "nobody", "1").startswith("SESSION: no session 'nobody'")


def test_closing_keeps_the_settlement_and_refuses_games_until_reopened(cli: Cli):
    _night(cli, "--stake", "0.25", "--currency", "NPR")
    closed = cli.json("close", "night", "--reason", "home time")
    assert closed["settled_at"] is not None
    assert closed["settlement"]["transfers"] == [
        {"from": "Chandra", "to": "Bina", "amount": "9.00"},
        {"from": "Dev", "to": "Bina", "amount": "6.50"},
        {"from": "Asha", "to": "Bina", "amount": "6.00"},
    ]
    # Every change to the games is refused, with the way out named, and nothing written.
    for args in (("record", "night", *ENTRY), ("correct", "night", "1", *ENTRY, "--reason", "x"),
                 ("void", "night", "1", "--reason", "x"), ("undo", "night"),
                 ("stake", "night", "1")):  # fmt: skip
        assert cli.refuses(*args).startswith("SESSION: Night was settled on "), args
    assert cli.refuses("close", "night").startswith("SESSION: Night is settled already")
    # settle answers with the kept settlement; a what-if stake is still worked out.
    assert cli.json("settle", "night")["transfers"] == closed["settlement"]["transfers"]
    assert "(kept when settled" in cli.ok("settle", "night").stdout
    assert cli.json("settle", "night", "--stake", "1")["transfers"][0]["amount"] == "36.00"
    assert cli.json("show", "night")["settled_at"] == closed["settled_at"]
    assert cli.json("sessions")[0]["settled_at"] == closed["settled_at"]
    cli.ok("reopen", "night", "--reason", "one more game")
    assert cli.refuses("reopen", "night").startswith("SESSION: Night is open already")
    cli.ok("record", "night", *ENTRY)
    actions = [(e["action"], e["reason"]) for e in cli.json("events", "night")]
    assert actions == [("settle", "home time"), ("reopen", "one more game")]
    assert cli.json("show", "night")["settled_at"] is None
    # The reopen kept what was settled, for the record.
    assert cli.json("events", "night")[1]["before"]["settlement"]["stake"] == "0.25"


def test_closing_without_a_stake_keeps_the_points(cli: Cli):
    _night(cli)
    out = cli.ok("close", "night").stdout
    assert "No stake was set: the points stand as the result." in out
    events = cli.json("events", "night")
    assert events[0]["after"] == {
        "points": {"Asha": -24, "Bina": 86, "Chandra": -36, "Dev": -26},
        "settlement": None,
    }
    assert cli.refuses("settle", "night").startswith("--stake: Night has no stake")


def test_a_settled_session_comes_back_settled_from_its_export(cli: Cli, tmp_path):
    _night(cli, "--stake", "0.25", "--currency", "NPR")
    cli.ok("stake", "night", "0.5")
    cli.ok("close", "night", "--banker", "Dev")
    target = tmp_path / "night.json"
    cli.ok("export", "night", "--json", "-o", str(target))
    cli.ok("import", str(target))
    again = cli.json("show", "Night (2)")
    assert again["settled_at"] is not None and again["stake"] == "0.5"
    assert cli.json("settle", "Night (2)") == cli.json("settle", "night")
    assert [e["action"] for e in cli.json("events", "Night (2)")] == ["stake", "settle"]
    # A hand-edited kept settlement is refused: the games do not add up to it.
    text = target.read_text("utf-8").replace('"amount": 1800', '"amount": 1700')
    assert text != target.read_text("utf-8")
    target.write_text(text, "utf-8")
    assert cli.refuses("import", str(target)) == (
        "FILE: the kept settlement does not match the session's games"
    )


def test_the_installed_script_closes_and_reopens(tmp_path):
    db = tmp_path / "real.db"
    steps = (
        ("new", "Eve", "-p", "A", "-p", "B", "--stake", "2", "--currency", "NPR"),
        ("record", "eve", "--winner", "A", "--hand", "B=10"),
        ("close", "eve"),
    )
    for args in steps:
        done = run_script(db, *args)
        assert done.returncode == 0, done.stderr.decode()
    assert b"B pays A 40.00 NPR" in done.stdout  # B pays 2 × 10 = 20 points × 2
    done = run_script(db, "record", "eve", "--winner", "A", "--hand", "B=10")
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode().startswith("SESSION: Eve was settled on ")
    assert run_script(db, "reopen", "eve").returncode == 0


def test_check_finds_a_kept_settlement_edited_outside(cli: Cli):
    from db_dump import edit_outside

    _night(cli, "--stake", "0.25", "--currency", "NPR")
    cli.ok("close", "night")
    assert cli.json("check")["ok"] is True
    edit_outside(
        cli.db, ("UPDATE session SET settlement_json = replace(settlement_json, '900', '800')", ())
    )
    report = cli.run("check", "--json")
    assert report.exit_code == 1
    assert "the settlement kept when it was settled does not match its games" in report.stdout
