"""A PostgreSQL ledger's password is never shown: not in a message, not in ``ps``.

``backup`` and ``restore`` run ``pg_dump`` and ``pg_restore``, whose argv every account
on the machine can read (``ps``). A shim of each on PATH writes down the argv and the
names in the environment it was given, then runs the real tool: the password must reach
the tool through the environment alone, whichever way the URL spelled it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from script_env import SCRIPT, script_env

SECRET = "pw9-s3cret"
SHIM = """#!{python}
import json, os, sys
with open({log!r}, "a") as log:
    log.write(json.dumps([sys.argv[1:], sorted(os.environ)]) + "\\n")
os.execv({real!r}, [{real!r}, *sys.argv[1:]])
"""


def _with_password(pg_url: str, how: str) -> str:
    if how == "userinfo":
        return pg_url.replace("//postgres@", f"//postgres:{SECRET}@")
    return f"{pg_url}&password={SECRET}"


@pytest.fixture
def shims(tmp_path: Path) -> tuple[dict[str, str], Path]:
    folder, log = tmp_path / "bin", tmp_path / "argv.log"
    folder.mkdir()
    for tool in ("pg_dump", "pg_restore"):
        real = shutil.which(tool)
        if real is None:
            pytest.skip(f"{tool} is not installed")
        shim = folder / tool
        shim.write_text(SHIM.format(python=sys.executable, log=str(log), real=real))
        shim.chmod(0o755)
    env = script_env(data=tmp_path / "data")  # the kept copy goes there
    env["PATH"] = f"{folder}{os.pathsep}{env['PATH']}"
    return env, log


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, env=env,
                          timeout=60, check=False)  # fmt: skip


@pytest.mark.parametrize("how", ["userinfo", "query"])
def test_the_password_reaches_the_tools_in_the_environment_only(
    pg_url: str, tmp_path: Path, shims: tuple[dict[str, str], Path], how: str
) -> None:
    env, log = shims
    url = _with_password(pg_url, how)
    made = _run(env, "--db", url, "new", "S", "-p", "Asha", "-p", "Bina")
    assert made.returncode == 0, made.stderr
    archive = tmp_path / "club.dump"
    said = [_run(env, "--db", url, "backup", str(archive))]
    said.append(_run(env, "--db", url, "restore", str(archive)))
    for done in said:
        assert done.returncode == 0, done.stderr
        assert SECRET not in done.stdout + done.stderr
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    for argv, names in calls:
        assert not any(SECRET in arg for arg in argv), argv
        if argv[0] != "--list":
            assert argv[-1] == pg_url  # the same server and database, the password cut out
            assert "PGPASSWORD" in names
    assert len(calls) == 4  # backup's dump; restore's list, kept copy and restore


def test_a_failing_tool_does_not_tell_the_password(
    pg_url: str, tmp_path: Path, shims: tuple[dict[str, str], Path]
) -> None:
    env, _ = shims
    url = _with_password(pg_url, "query").replace("/t", "/nosuch_t", 1)
    done = _run(env, "--db", url, "backup", str(tmp_path / "x.dump"))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert SECRET not in done.stdout + done.stderr
