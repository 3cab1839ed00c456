"""The web face for the phones at the table: ``scorekeeper serve``.

Importing this package imports nothing of the web stack (Starlette, Jinja2, uvicorn):
the command line registers ``serve`` from ``command.py``, and the stack is imported
only when the server starts.
"""
