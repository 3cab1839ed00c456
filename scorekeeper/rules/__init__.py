"""Pure scoring rules: presets, parameters, entries, the table. Standard library only."""

from scorekeeper.rules.entry import WINNER, Entry, Hand, HandField, PlayerScore
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.presets import Preset, RuleSet, preset_from_toml
from scorekeeper.rules.table import Table, capacity_problem, check_player_name, check_seat_names

__all__ = [
    "WINNER",
    "Entry",
    "Hand",
    "HandField",
    "PlayerScore",
    "Preset",
    "RuleError",
    "RuleSet",
    "Table",
    "capacity_problem",
    "check_player_name",
    "check_seat_names",
    "preset_from_toml",
]
