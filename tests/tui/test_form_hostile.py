"""The record form under hostile text: whatever text lands in its cells, the shared builder
either makes an entry the rules score (to zero for a zero-sum preset) or refuses with a
RuleError naming the field — never another exception. (The form is plain data: tested
without a screen.)"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import catalog
from scorekeeper.present import entry_build, entry_preview
from scorekeeper.present.entry_form import Form
from scorekeeper.rules import RuleError
from scorekeeper.tui import entry_form
from scorekeeper.tui.entry_form import RowState

PLAYERS = ["Asha", "Bina", "Chandra", "Dev"]
HOSTILE = st.one_of(
    st.sampled_from(["", " ", "NaN", "1e9", "0.5", "-1", str(2**63), "10+", "+", "١٢", "\x00"]),
    st.text(max_size=30),
    st.integers(-(2**70), 2**70).map(str),
)


@st.composite
def forms(draw: st.DrawFn, preset: str) -> tuple[list[RowState], set[str]]:
    spec = catalog.preset(preset)
    statuses = entry_form.statuses(spec.outcomes)
    rows = []
    for player in PLAYERS:
        fields: dict[str, str | bool] = {}
        for field in spec.hand_fields:
            fields[field.key] = draw(st.booleans()) if field.kind == "flag" else draw(HOSTILE)
        rows.append(RowState(player, draw(st.sampled_from(statuses)), fields))
    flags = set(draw(st.sets(st.sampled_from(spec.game_flags)))) if spec.game_flags else set()
    return rows, flags


def _check(preset: str, rows: list[RowState], flags: set[str]) -> None:
    rules = catalog.preset(preset).rules()
    try:
        entry = entry_build.build(rules, Form(rows, flags))
        scores = entry_preview.preview(rules, entry, None).scores
    except RuleError as error:
        assert error.field and error.message  # names the field, says what is wrong
        return
    if rules.preset.zero_sum:
        assert sum(score.score for score in scores.values()) == 0


@settings(max_examples=150, deadline=None)
@given(forms("marriage-rummy"))
def test_marriage_form_never_crashes_on_typed_text(form):
    _check("marriage-rummy", *form)


@settings(max_examples=100, deadline=None)
@given(forms("nepali"))
def test_nepali_form_never_crashes_on_typed_text(form):
    _check("nepali", *form)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["points", "pool", "basic", "table-hand", "tiles"]).flatmap(
    lambda name: forms(name).map(lambda form: (name, form))
))  # fmt: skip
def test_every_other_presets_form_never_crashes_on_typed_text(case):
    name, form = case
    _check(name, *form)
