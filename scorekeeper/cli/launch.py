"""The ``scorekeeper`` script: answers ``--version`` before importing Typer at all.

Everything else goes to ``scorekeeper.cli.program.main``, which prints the same version line
for ``--version`` given with other arguments. Scripts and installers ask for the version
first and often; it should cost no more than starting Python.
"""

import sys


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        from scorekeeper import __version__

        sys.stdout.write(f"scorekeeper {__version__}\n")
        sys.exit(0)
    from scorekeeper.cli.program import main as cli_main

    cli_main()
