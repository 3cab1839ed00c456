"""The ledger on a PostgreSQL server: the only part of the program that imports psycopg."""
