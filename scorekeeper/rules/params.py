"""Rule parameters: their kinds, defaults and limits, as declared in a preset's TOML.

A session freezes a copy of its parameter values (as JSON) when it is created, so a
later change to a preset's defaults never rewrites an old evening.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Any

from scorekeeper.rules.digits import plain_digits
from scorekeeper.rules.errors import N_, RuleError
from scorekeeper.rules.numbers import parse_fraction, parse_whole

ParamValue = int | Fraction | str | tuple[str, ...]
KINDS = ("int", "fraction", "choice", "names", "money")
_MONEY = re.compile(r"[0-9]{1,7}(\.[0-9]{1,2})?")  # never \d: it matches every script


@dataclass(frozen=True)
class ParamSpec:
    """One rule parameter of a preset."""

    key: str
    kind: str
    default: ParamValue
    label: str
    help: str = ""
    minimum: int | Fraction | None = None
    maximum: int | Fraction | None = None
    choices: tuple[str, ...] = field(default_factory=tuple)

    def limits_text(self) -> str:
        """The allowed values in words, for help text and error messages."""
        if self.kind == "int":
            return f"{self.minimum}–{self.maximum}"
        if self.kind == "fraction":
            return f"a fraction {self.minimum}–{self.maximum}"
        if self.kind == "choice":
            return " | ".join(self.choices)
        if self.kind == "money":
            return "an amount such as 500 or 12.50"
        return "names separated by ;"

    def parse(self, raw: object) -> ParamValue:
        """Check and convert a typed or stored value; refuse it naming this key."""
        where = f"rule {self.key}"
        if self.kind == "int":
            assert isinstance(self.minimum, int) and isinstance(self.maximum, int)
            try:
                return parse_whole(raw, where, self.minimum, self.maximum)
            except RuleError:
                if self.minimum != self.maximum:
                    raise
                # a key this preset keeps only to refuse: its help says why, not "0–0"
                # the help is the preset file's own words, in the catalogue: said as a sentence
                said = N_(self.help) if "{" not in self.help else self.help
                raise RuleError(where, N_("{help}; got {raw!r}", help=said, raw=raw)) from None
        if self.kind == "fraction":
            return parse_fraction(raw, where, Fraction(self.minimum), Fraction(self.maximum))
        if self.kind == "choice":
            text = str(raw).strip().lower()
            if text not in self.choices:
                raise RuleError(
                    where,
                    N_(
                        "must be one of {choices}; got {raw!r}",
                        choices=", ".join(self.choices),
                        raw=raw,
                    ),
                )
            return text
        if self.kind == "money":  # exact decimal text, as a stake is kept: never a float
            allowed = N_("must be an amount such as 500 or 12.50")
            text = plain_digits(str(raw).strip(), where, allowed)
            if isinstance(raw, bool) or not _MONEY.fullmatch(text):
                raise RuleError(where, N_("{allowed}, got {raw!r}", allowed=allowed, raw=raw))
            return str(Decimal(text).quantize(Decimal("0.01")) if "." in text else int(text))
        # ";" separates: a combination's own name may hold commas ("joker-1, joker, …").
        items = raw if isinstance(raw, list | tuple) else str(raw).split(";")
        names = tuple(str(item).strip() for item in items if str(item).strip())
        if not names or any(len(name) > 80 for name in names):
            raise RuleError(where, N_("must be names of 1–80 characters separated by ;"))
        return names

    def to_json(self, value: ParamValue) -> Any:
        if isinstance(value, Fraction):
            return str(value)
        if isinstance(value, tuple):
            return list(value)
        return value

    def show(self, value: ParamValue) -> str:
        if isinstance(value, tuple):
            return "; ".join(value)
        return str(value)


def spec_from_toml(key: str, table: Mapping[str, Any]) -> ParamSpec:
    """Build a ParamSpec from one ``[params.KEY]`` table of a preset file."""
    kind = table.get("kind")
    if kind not in KINDS:
        raise ValueError(f"preset parameter {key}: kind must be one of {KINDS}, got {kind!r}")
    low, high = table.get("min"), table.get("max")
    if kind == "fraction":
        low, high = Fraction(str(low)), Fraction(str(high))
    default = table["default"]
    spec = ParamSpec(
        key=key,
        kind=kind,
        default=default,
        label=table.get("label", key),
        help=table.get("help", ""),
        minimum=low,
        maximum=high,
        choices=tuple(table.get("choices", ())),
    )
    # The default must itself pass the limits: a broken preset file fails at load.
    return ParamSpec(**{**spec.__dict__, "default": spec.parse(default)})


def resolve_values(
    specs: Mapping[str, ParamSpec], given: Mapping[str, object]
) -> dict[str, ParamValue]:
    """Defaults overlaid with the given values, every one checked; unknown keys refused."""
    unknown = sorted(set(given) - set(specs))
    if unknown:
        raise RuleError(
            "rule",
            N_(
                "unknown key {key!r}; allowed: {keys}",
                key=unknown[0],
                keys=", ".join(sorted(specs)),
            ),
        )
    return {
        key: (spec.parse(given[key]) if key in given else spec.default)
        for key, spec in specs.items()
    }


def values_to_json(specs: Mapping[str, ParamSpec], values: Mapping[str, ParamValue]) -> dict:
    return {key: specs[key].to_json(value) for key, value in values.items()}
