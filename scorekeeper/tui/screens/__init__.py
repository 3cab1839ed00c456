"""Screens of the Scorekeeper TUI, one module each, each with its own .tcss."""
