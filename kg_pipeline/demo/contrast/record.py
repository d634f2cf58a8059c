"""The shape a hand-written contrast document is written in, shared by `build` (dev and test)
and `holdout` (written later by another author), so that neither imports the other."""

from __future__ import annotations

from dataclasses import dataclass, field

# (subject, predicate label, object, "S" or "U", kind[:note], evidence sentence index or None)
Cand = tuple[str, str, str, str, str, int | None]


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
