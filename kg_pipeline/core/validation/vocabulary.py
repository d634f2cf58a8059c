"""Predicate vocabulary: labels, direction templates, domain/range types, synonyms, inverses.

Accepts the Re-DocRED `predicates.json` shape as-is (`{id: {label, template, symmetric,
type_pairs: ["PER-LOC"]}}`) and a fuller shape `{"entity_types": [...], "predicates": {...}}`
whose entries may add `definition`, `synonyms` and `inverse` (labels that state the same fact with
subject and object swapped, e.g. "acquired by" for "acquired").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg_pipeline.core.inputs.io import read_text
from kg_pipeline.core.models import InputError, Predicate, Vocabulary
from kg_pipeline.core.text.normalize import fold


def load_vocabulary(path: str | Path) -> Vocabulary:
    path = Path(path)
    try:
        raw = json.loads(read_text(path))
    except json.JSONDecodeError as exc:
        raise InputError(str(path), f"line {exc.lineno}", f"malformed JSON: {exc.msg}") from exc
    return parse_vocabulary(raw, str(path))


def parse_vocabulary(raw: Any, source: str = "<vocabulary>") -> Vocabulary:
    if not isinstance(raw, dict):
        raise InputError(source, None, "a vocabulary is a JSON object")
    entries = raw.get("predicates", raw) if "predicates" in raw else raw
    entity_types = list(raw.get("entity_types", [])) if "predicates" in raw else []
    predicates: dict[str, Predicate] = {}
    for pid, entry in entries.items():
        if not isinstance(entry, dict) or not entry.get("label"):
            raise InputError(source, f"predicate {pid}", "each predicate needs a label")
        pairs: list[tuple[str, str]] = []
        for pair in entry.get("type_pairs", []):
            parts = pair.split("-", 1) if isinstance(pair, str) else list(pair)
            if len(parts) != 2:
                raise InputError(source, f"predicate {pid}", f"bad type pair {pair!r}")
            pairs.append((parts[0], parts[1]))
        template = entry.get("template")
        if template is not None and ("{s}" not in template or "{o}" not in template):
            raise InputError(source, f"predicate {pid}", "template must contain {s} and {o}")
        inverse = entry.get("inverse")
        predicates[pid] = Predicate(
            predicate_id=pid,
            label=entry["label"],
            template=template,
            definition=entry.get("definition"),
            symmetric=bool(entry.get("symmetric", False)),
            type_pairs=pairs,
            synonyms=list(entry.get("synonyms", [])),
            inverse=inverse if isinstance(inverse, str) else None,
        )
    if not entity_types:
        entity_types = sorted(
            {t for p in predicates.values() for pair in p.type_pairs for t in pair}
        )
    return Vocabulary(predicates=predicates, entity_types=entity_types)


@dataclass(frozen=True, slots=True)
class PredicateMatch:
    predicate: Predicate
    flipped: bool
    via: str  # "label", "id", "synonym", "inverse"


class PredicateIndex:
    """Resolves a candidate's predicate string to a canonical predicate, flipping inverses."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self._direct: dict[str, PredicateMatch] = {}
        self._inverse: dict[str, PredicateMatch] = {}
        for pred in vocabulary.predicates.values():
            self._direct.setdefault(fold(pred.predicate_id), PredicateMatch(pred, False, "id"))
            self._direct[fold(pred.label)] = PredicateMatch(pred, False, "label")
            for syn in pred.synonyms:
                self._direct.setdefault(fold(syn), PredicateMatch(pred, False, "synonym"))
            if pred.inverse:
                self._inverse.setdefault(fold(pred.inverse), PredicateMatch(pred, True, "inverse"))

    def resolve(self, name: str) -> PredicateMatch | None:
        key = fold(name)
        # A label that is itself a predicate wins over another predicate's inverse.
        return self._direct.get(key) or self._inverse.get(key)
