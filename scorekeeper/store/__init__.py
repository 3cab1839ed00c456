"""Storage under the ledger: the one schema, and one seam over SQLite and PostgreSQL.

``units`` opens either engine for a unit of work; ``sqlite/`` and ``postgres/`` hold
what each engine needs of its own. Nothing here knows a rule of the games.
"""
