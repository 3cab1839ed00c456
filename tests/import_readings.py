"""An export as either reading gives it (``plain_reading.py``'s named tuples or the
schema's models), taken apart into plain data, for the tests that compare the two."""

from __future__ import annotations

from typing import Any


def dumped(read: Any) -> Any:
    """``model_dump()`` of a schema's model; the plain reading's tuples the same way, field
    by field in the same order (``repr`` of two equal readings is the same, types too)."""
    if hasattr(read, "model_dump"):
        return read.model_dump()
    if hasattr(read, "_asdict"):
        return {key: dumped(value) for key, value in read._asdict().items()}
    if isinstance(read, list):
        return [dumped(item) for item in read]
    if isinstance(read, dict):
        return {key: dumped(value) for key, value in read.items()}
    return read
