"""A session exported before a rule key existed imports as it played: the key missing from
the file takes its default, and a pool limit written as text ("101") is read as the number.
"""

from __future__ import annotations

import json
from pathlib import Path

from cli_harness import Cli


def _exported(cli: Cli, tmp_path: Path, *new: str) -> dict:
    cli.ok("new", *new)
    out = tmp_path / "session.json"
    cli.ok("export", new[0], "--json", "-o", str(out))
    return json.loads(out.read_text(encoding="utf-8"))


def _imported(cli: Cli, tmp_path: Path, document: dict) -> None:
    older = tmp_path / "older.json"
    older.write_text(json.dumps(document), encoding="utf-8")
    cli.ok("import", str(older))


def test_a_pool_exported_before_limits_and_premiums_imports(cli: Cli, tmp_path: Path) -> None:
    document = _exported(cli, tmp_path, "Pool", "--preset", "pool", "-p", "Asha", "-p", "Bina")
    rules = document["session"]["rules"]
    del rules["rejoin-premium"]
    rules["pool"] = "101"  # as the first exports wrote it
    document["session"]["name"] = "Older pool"
    _imported(cli, tmp_path, document)
    shown = cli.json("show", "Older pool")
    assert (shown["rules"]["pool"], shown["rules"]["rejoin-premium"]) == (101, 0)


def test_tiles_exported_before_the_no_out_payment_imports(cli: Cli, tmp_path: Path) -> None:
    document = _exported(cli, tmp_path, "Tiles", "--preset", "tiles", "-p", "Asha", "-p", "Bina")
    del document["session"]["rules"]["no-out-payment"]
    document["session"]["name"] = "Older tiles"
    _imported(cli, tmp_path, document)
    assert cli.json("show", "Older tiles")["rules"]["no-out-payment"] == "difference"
