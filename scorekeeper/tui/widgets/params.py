"""A preset's rule parameters as a small form: each pre-filled with its default, limits shown."""

from __future__ import annotations

from collections.abc import Mapping

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Select

from scorekeeper.present import preset_words
from scorekeeper.present.form_words import form_sentence
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import Preset, RuleError
from scorekeeper.rules.params import ParamSpec
from scorekeeper.rules.preset_module import hook


def typed_text(spec: ParamSpec, value: object) -> str:
    """A value as its field is filled: a number in the reader's digits (either is read back),
    names as typed."""
    return spec.show(value) if spec.kind == "names" else shown_digits(str(value))


def raw_value(spec: ParamSpec, text: str) -> object:
    """What ``spec.parse`` should see: a list for names (typed separated by ';')."""
    if spec.kind == "names":
        return [part for part in text.split(";") if part.strip()]
    return text


def fixed(spec: ParamSpec) -> bool:
    """A number with one allowed value: a key the preset keeps only to refuse (a pool's
    target, since the pool itself ends the game); shown, not offered for typing."""
    return spec.kind == "int" and spec.minimum == spec.maximum


def limits(spec: ParamSpec) -> str:
    """What a number field takes, in the reader's words and digits (``limits_text`` is the
    command line's English)."""
    low, high = shown_digits(str(spec.minimum)), shown_digits(str(spec.maximum))
    if spec.kind == "fraction":
        return _("a fraction {low}–{high}").format(low=low, high=high)
    if spec.kind == "money":
        return _("an amount such as {whole} or {decimal}").format(
            whole=shown_digits("500"), decimal=shown_digits("12.50")
        )
    return f"{low}–{high}"


def help_said(spec: ParamSpec) -> str:
    """What a rule means, its numbers (101 and 201) in the reader's digits: no name in it."""
    return shown_digits(preset_words.help(spec))


def label(spec: ParamSpec) -> str:
    said = preset_words.label(spec)
    if spec.kind == "choice" or fixed(spec):
        return said
    if spec.kind == "names":
        return _("{label} (; between)").format(label=said)
    return f"{said} ({limits(spec)})"


class ParamsEditor(Vertical):
    """One row per parameter: label with limits, the field, and what it means."""

    def __init__(self, preset: Preset, **kwargs) -> None:
        super().__init__(**kwargs)
        self.preset = preset
        # What the editor itself put in each field: a field still showing it is untouched,
        # and follows a default that depends on another rule (a pool's rejoin-below).
        self.put = {key: typed_text(spec, spec.default) for key, spec in preset.params.items()}

    def compose(self) -> ComposeResult:
        for key, spec in self.preset.params.items():
            with Horizontal(classes="field-row"):
                yield Label(label(spec), classes="field-label")
                if spec.kind == "choice":
                    options = [(preset_words.choice(c), c) for c in spec.choices]
                    yield Select(
                        options,
                        value=spec.default,
                        allow_blank=False,
                        compact=True,
                        id=f"param-{key}",
                        classes="param choice",
                    )
                else:
                    yield Input(
                        typed_text(spec, spec.default),
                        compact=True,
                        id=f"param-{key}",
                        classes=f"param {spec.kind}",
                        tooltip=help_said(spec),
                        disabled=fixed(spec),
                    )
            yield Label(help_said(spec), classes="field-help muted")
            yield Label("", classes="problem field-problem", id=f"problem-{key}")

    @on(Input.Changed, ".param")
    @on(Select.Changed, ".param")
    def follow_defaults(self) -> None:
        """Untouched fields show the defaults the typed rules give them: 201 drops higher,
        another pool rejoins 22 below it, and back when the pool is 101 again."""
        depending = hook(self.preset.module, "defaults_for")
        if depending is None:
            return
        texts = {key: str(self.query_one(f"#param-{key}").value) for key in self.preset.params}
        typed = {key: text for key, text in texts.items() if text != self.put[key]}
        wanted = depending(typed)
        for key, spec in self.preset.params.items():
            text = typed_text(spec, wanted.get(key, spec.default))
            if (
                key not in typed
                and texts[key] != text
                and isinstance(widget := self.query_one(f"#param-{key}"), Input)
            ):
                self.put[key] = text
                widget.value = text

    def values(self) -> tuple[dict[str, object], dict[str, str]]:
        """The parsed values and the problems, both by parameter key."""
        values: dict[str, object] = {}
        problems: dict[str, str] = {}
        for key, spec in self.preset.params.items():
            widget = self.query_one(f"#param-{key}")
            text = str(widget.value)
            try:
                values[key] = spec.parse(raw_value(spec, text))
            except RuleError as error:
                said = form_sentence(error, self.preset.game_flags)
                # a number's refusal holds no name: its limits in the label's digits
                problems[key] = said if spec.kind in ("names", "choice") else shown_digits(said)
        return values, problems

    def raw(self) -> dict[str, object]:
        """Every parameter as it would be passed to the ledger."""
        result = {}
        for key, spec in self.preset.params.items():
            widget = self.query_one(f"#param-{key}")
            result[key] = raw_value(spec, str(widget.value))
        return result

    def show_problems(self, problems: Mapping[str, str]) -> None:
        for key in self.preset.params:
            label = self.query_one(f"#problem-{key}", Label)
            label.update(problems.get(key, ""))
            label.display = key in problems
