"""Widgets of the Scorekeeper TUI."""
