"""The shape a hand-written contrast document is written in, shared by `build` (dev and test)
and `holdout` (written later by another author), so that neither imports the other."""

from __future__ import annotations

from dataclasses import dataclass, field

# (subject, predicate label, object, "S" or "U", kind[:note], evidence sentence index or None)
Cand = tuple[str, str, str, str, str, int | None]

FRAMINGS = frozenset({
    "negated", "denied_report", "refuted_claim", "allegation", "rumour", "counterfactual",
    "proposal", "plan", "offer", "talks", "pending_deal", "question", "conditional_leading",
    "conditional_trailing", "modal_speculative", "reversed", "conflicting_revision",
})  # fmt: skip
"""Kinds that frame a clause as something other than an assertion: always UNSUPPORTED, and each
has a SUPPORTED plain statement of the same fact in the same split (`pair_of`)."""


HOLDOUT_PREFIX = "contrast-holdout-"


def holdout_number(doc_id: str) -> int | None:
    """A holdout document's number (contrast-holdout-1061 -> 1061); None for any other id."""
    number = doc_id.removeprefix(HOLDOUT_PREFIX)
    return int(number) if doc_id.startswith(HOLDOUT_PREFIX) and number.isdigit() else None


@dataclass
class Doc:
    doc_id: str
    split: str
    title: str
    sentences: list[str]
    ents: dict[str, str]
    cands: list[Cand]
    aliases: dict[str, list[str]] = field(default_factory=dict)
    table: bool = False
    revision: int | None = None
    supersedes: str | None = None

    @property
    def text(self) -> str:
        """The document as the shared schema's `text`: a table's rows one per line."""
        return ("\n" if self.table else " ").join(self.sentences)
