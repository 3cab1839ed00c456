"""Scorekeeper: an offline scorekeeper and session ledger for Marriage rummy.

Kept free of imports: ``scorekeeper --version`` and the rules must not pay for the
database or the screen.
"""

__version__ = "0.1.0"
