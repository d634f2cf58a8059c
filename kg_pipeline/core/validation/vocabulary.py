"""Predicate vocabulary: labels, direction templates, domain/range types, synonyms, inverses.

Accepts the Re-DocRED `predicates.json` shape as-is (`{id: {label, template, symmetric,
type_pairs: ["PER-LOC"]}}`) and a fuller shape `{"entity_types": [...], "predicates": {...}}`
whose entries may add `definition`, `synonyms`, `inverse` (labels that state the same fact with
subject and object swapped, e.g. "acquired by" for "acquired") and `phrasings` (other wordings
read like the template, e.g. "{s} plays for {o}") and `roles` (nouns for a job or a place in
a team, read as "{s} <role> at|for|with|of {o}" after a description: "X is an engineer at Y")
and `contained_in` ("country" or "continent": containment, "X lies in Y", states the predicate
when Y is such a place; by default a template "{s} is in the country|continent {o}" declares
the rank it names) and `columns` (table headers whose column holds the object for the row's
first cell: "club") and `address_of` (entity types whose postal address after their name,
"Name, Street, Town", states the predicate with the town as the object: "ORG" for a
headquarters) and `life_span` ("birth" or "death": the date or place of that event in a life
span in parentheses after the subject's name, "X (born 13 March 1963 in Y)", states the
predicate; by default a template that says "born" or "died" of a TIME or LOC object declares
it) and `described_as` ("nationality", "country" or "year": the object named first in the
description of the subject in the document's first sentence, "X is a German skeleton racer", "X
is a 1936 British film", states the predicate; by default a template that says "citizen"
declares a nationality, one that says "in the country" or "country of origin" a thing's
country, one that says "published" or "released" of a TIME object a year) and
`possessive_work` (true: the object is a work of the subject's, so "{s}'s {o}" and "{s}'s novel
{o}" state it; by default a template that calls the object a work of the subject, "{o} is a
notable work of {s}", declares it). Either shape may carry `phrasings`, `roles`,
`contained_in`, `columns`, `address_of`, `life_span`, `described_as` and `possessive_work`.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg_pipeline.core.inputs.io import read_text
from kg_pipeline.core.models import (
    DescribedAs,
    InputError,
    LifeEvent,
    PlaceRank,
    Predicate,
    Vocabulary,
)
from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.direction import role_wordings, template_middle

logger = logging.getLogger(__name__)

NO_TEMPLATE_EFFECT = (
    "their direction is not checked against a template (a reversed edge is not caught that "
    "way) and no candidate of theirs is accepted for stating the template; the score alone "
    "decides them"
)
_warned: set[tuple[str, str]] = set()


def load_vocabulary(path: str | Path) -> Vocabulary:
    """Read and check a vocabulary file; a bad one is an `InputError` naming file and line."""
    path = Path(path)
    text = read_text(path)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(str(path), f"line {exc.lineno}", f"malformed JSON: {exc.msg}") from exc
    return parse_vocabulary(raw, str(path), text)


def _line_of(text: str | None, key: str) -> str | None:
    """'line N' of the first `"key":` in the file, so an error can point at it."""
    if not text:
        return None
    m = re.search(r'"' + re.escape(json.dumps(key)[1:-1]) + r'"\s*:', text)
    return f"line {text.count(chr(10), 0, m.start()) + 1}" if m else None


def _where(text: str | None, pid: str) -> str:
    line = _line_of(text, pid)
    return f"{line}, predicate {pid}" if line else f"predicate {pid}"


def _str_list(value: Any, source: str, where: str | None, field: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        got = "a string" if isinstance(value, str) else type(value).__name__
        raise InputError(source, where, f"{field} must be a list of strings, got {got}")
    return list(value)


def _type_pairs(value: Any, source: str, where: str) -> list[tuple[str, str]]:
    if value is None:
        return []
    if not isinstance(value, list):
        got = f"the string {value!r}" if isinstance(value, str) else type(value).__name__
        raise InputError(source, where, f'type_pairs must be a list such as ["PER-LOC"], got {got}')
    pairs: list[tuple[str, str]] = []
    for pair in value:
        parts = pair.split("-", 1) if isinstance(pair, str) else pair
        if (
            not isinstance(parts, list | tuple)
            or len(parts) != 2
            or not all(isinstance(t, str) and t for t in parts)
        ):
            raise InputError(
                source, where, f'bad type pair {pair!r}: expected "SUBJ-OBJ" or ["SUBJ", "OBJ"]'
            )
        pairs.append((parts[0], parts[1]))
    return pairs


def _names_both(pattern: str) -> bool:
    """A template or phrasing places both endpoints, or it cannot be filled or read."""
    return "{s}" in pattern and "{o}" in pattern


def _phrasings(value: Any, source: str, where: str) -> list[str]:
    """A phrasing is read only for the words between its endpoints: it needs both, and a word
    there that says something ("{s} of {o}" would match any pair of names)."""
    phrasings = _str_list(value, source, where, "phrasings")
    for phrasing in phrasings:
        if not _names_both(phrasing):
            raise InputError(source, where, f"phrasing {phrasing!r} must contain {{s}} and {{o}}")
        if template_middle(phrasing) is None:
            raise InputError(
                source,
                where,
                f"phrasing {phrasing!r} has no content word between {{s}} and {{o}} (a gap "
                "{*} is none, and may not stand first or last): it could never tell a "
                "statement of this predicate from any other pair of names",
            )
    return phrasings


def _roles(value: Any, source: str, where: str) -> list[str]:
    """A role names the first endpoint's job or place at the second ("an engineer at Y", "a
    midfielder for Y"): a noun with a content word, nothing to fill."""
    roles = _str_list(value, source, where, "roles")
    for role in roles:
        if "{" in role or template_middle(role_wordings((role,))[0]) is None:
            raise InputError(source, where, f"role {role!r} must be a noun, without {{s}} or {{o}}")
    return roles


def _warn_no_template(source: str, missing: list[str]) -> None:
    shown = ", ".join(missing[:10]) + (
        f" and {len(missing) - 10} more" if len(missing) > 10 else ""
    )
    noun = "predicate has" if len(missing) == 1 else "predicates have"
    message = f"{source}: {len(missing)} {noun} no template ({shown}): {NO_TEMPLATE_EFFECT}"
    if (source, message) not in _warned:
        _warned.add((source, message))
        logger.warning("warning: %s", message)


def parse_vocabulary(raw: Any, source: str = "<vocabulary>", text: str | None = None) -> Vocabulary:
    """Check every field's shape (a wrong one names the predicate and its line) and build the
    vocabulary; predicates without a template are a warning, printed once, with its effect."""
    if not isinstance(raw, dict):
        raise InputError(source, None, "a vocabulary is a JSON object {predicate_id: {...}}")
    entries = raw.get("predicates", raw)
    if not isinstance(entries, dict):
        raise InputError(
            source, _line_of(text, "predicates"), "predicates must be an object {id: {...}}"
        )
    entity_types: list[str] = []
    if "predicates" in raw:
        where_types = _line_of(text, "entity_types")
        entity_types = _str_list(raw.get("entity_types"), source, where_types, "entity_types")
    if not entries:
        raise InputError(source, None, "no predicates: every candidate would be UNKNOWN_PREDICATE")
    predicates: dict[str, Predicate] = {}
    missing_template: list[str] = []
    for pid, entry in entries.items():
        where = _where(text, pid)
        if not isinstance(entry, dict):
            raise InputError(source, where, "a predicate is an object {label, template, ...}")
        label = entry.get("label")
        if not isinstance(label, str) or not label.strip():
            raise InputError(source, where, "each predicate needs a label (a non-empty string)")
        pairs = _type_pairs(entry.get("type_pairs"), source, where)
        template = entry.get("template")
        if template is not None and not isinstance(template, str):
            raise InputError(source, where, "template must be a string")
        if template is not None and not _names_both(template):
            raise InputError(source, where, "template must contain {s} and {o}")
        if not template:
            missing_template.append(pid)
        phrasings = _phrasings(entry.get("phrasings"), source, where)
        inverse = entry.get("inverse")
        if inverse is not None and not isinstance(inverse, str):
            raise InputError(source, where, "inverse must be a string (a label)")
        symmetric = entry.get("symmetric") or False
        if not isinstance(symmetric, bool):
            raise InputError(source, where, "symmetric must be true or false")
        contained_in = entry.get("contained_in", _contained_in_of(template))
        if contained_in is not None and contained_in not in {r.value for r in PlaceRank}:
            ranks = ", ".join(r.value for r in PlaceRank)
            raise InputError(source, where, f"contained_in must be one of: {ranks}")
        life_span = entry.get("life_span", _life_span_of(template, pairs))
        if life_span is not None and life_span not in [e.value for e in LifeEvent]:
            events = ", ".join(e.value for e in LifeEvent)
            raise InputError(source, where, f"life_span must be one of: {events}")
        described_as = entry.get("described_as", _described_as_of(template, pairs))
        if described_as is not None and described_as not in [d.value for d in DescribedAs]:
            kinds = ", ".join(d.value for d in DescribedAs)
            raise InputError(source, where, f"described_as must be one of: {kinds}")
        possessive_work = entry.get("possessive_work", _possessive_work_of(template))
        if not isinstance(possessive_work, bool):
            raise InputError(source, where, "possessive_work must be true or false")
        definition = entry.get("definition")
        if definition is not None and not isinstance(definition, str):
            raise InputError(source, where, "definition must be a string")
        predicates[pid] = Predicate(
            predicate_id=pid,
            label=label,
            template=template,
            definition=definition,
            symmetric=symmetric,
            type_pairs=pairs,
            synonyms=_str_list(entry.get("synonyms"), source, where, "synonyms"),
            inverse=inverse,
            phrasings=phrasings,
            roles=_roles(entry.get("roles"), source, where),
            contained_in=PlaceRank(contained_in) if contained_in is not None else None,
            columns=_str_list(entry.get("columns"), source, where, "columns"),
            address_of=_str_list(entry.get("address_of"), source, where, "address_of"),
            life_span=LifeEvent(life_span) if life_span is not None else None,
            described_as=DescribedAs(described_as) if described_as is not None else None,
            possessive_work=possessive_work,
        )
    if missing_template:
        _warn_no_template(source, missing_template)
    if not entity_types:
        entity_types = sorted(
            {t for p in predicates.values() for pair in p.type_pairs for t in pair}
        )
    return Vocabulary(predicates=predicates, entity_types=entity_types)


_LIFE_SPAN_WORDS = {"born": LifeEvent.BIRTH, "died": LifeEvent.DEATH}


def _life_span_of(template: str | None, pairs: list[tuple[str, str]]) -> str | None:
    """The life span's event a template states when the vocabulary does not say: "{s} was born
    on {o}" of a TIME object is a birth date, "{s} died in {o}" of a place a death place."""
    if not template or not any(o in ("TIME", "LOC") for _, o in pairs):
        return None
    events = {_LIFE_SPAN_WORDS[w] for w in fold(template).split() if w in _LIFE_SPAN_WORDS}
    return events.pop().value if len(events) == 1 else None


_WORK_OF_TEMPLATE = re.compile(r"\{o\} (?:is|are) (?:a|an|the) (?:[a-z]+ )?works? of \{s\}")


def _possessive_work_of(template: str | None) -> bool:
    """Whether a template calls the object a work of the subject ("{o} is a notable work of
    {s}"), so the maker's possessive states it when the vocabulary does not say."""
    return bool(template and _WORK_OF_TEMPLATE.fullmatch(template.strip()))


_CONTAINED_TEMPLATE = re.compile(
    r"\{s\} (?:is|are) (?:located |situated )?(?:in|on) the (country|continent) \{o\}"
)


def _contained_in_of(template: str | None) -> str | None:
    """The rank a template names when the vocabulary does not say: "{s} is in the country {o}"
    is stated by "X lies in Y" where Y is a country."""
    m = _CONTAINED_TEMPLATE.fullmatch(template.strip()) if template else None
    return PlaceRank(m.group(1)).value if m else None


_YEAR_WORDS = frozenset({"published", "released"})
_COUNTRY_TEMPLATE = re.compile(r"\b(?:in the country|country of origin) \{o\}$")
"""A template that names a thing's country: "{s} is in the country {o}", "{s} has the country
of origin {o}"."""


def _described_as_of(template: str | None, pairs: list[tuple[str, str]]) -> str | None:
    """What the subject's description names when the vocabulary does not say: a nationality for
    a citizenship ("{s} is a citizen of {o}"), a country for a thing's country ("{s} is in the
    country {o}"), a year for a publication of a TIME object ("{s}
    was published in {o}")."""
    words = fold(template).split() if template else []
    if any(w.startswith("citizen") for w in words):
        return DescribedAs.NATIONALITY.value
    if template and _COUNTRY_TEMPLATE.search(template):
        return DescribedAs.COUNTRY.value
    if any(o == "TIME" for _, o in pairs) and _YEAR_WORDS.intersection(words):
        return DescribedAs.YEAR.value
    return None


@dataclass(frozen=True, slots=True)
class PredicateMatch:
    predicate: Predicate
    flipped: bool
    via: str  # "label", "id", "synonym", "inverse"
    type_pairs: frozenset[tuple[str, str]] = field(init=False)
    """The predicate's (subject type, object type) pairs as a set: built once per match, not
    once per candidate."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "type_pairs", frozenset(self.predicate.type_pairs))


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

    def resolve_source_name(self, name: str) -> PredicateMatch | None:
        """Resolve another tool's relationship name as a user would read it: as written, then
        with case and separators undone (`HEADQUARTERS_LOCATION`, `headquartersLocation`,
        `headquarters-location` -> `headquarters location`)."""
        match = self.resolve(name)
        if match is None and (spoken := spoken_name(name)) != name:
            match = self.resolve(spoken)
        return match

    def vocabulary_name(self, name: str) -> str | None:
        """The predicate string a candidate should carry for `name`: the label, or the inverse
        label (which validation flips and records); None when it does not map."""
        match = self.resolve_source_name(name)
        if match is None:
            return None
        return match.predicate.inverse if match.flipped else match.predicate.label


def spoken_name(name: str) -> str:
    """`HEADQUARTERS_LOCATION` / `headquartersLocation` / `member-of` as words, lower case."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name.strip())
    return " ".join(re.split(r"[\s_\-./:]+", spaced)).strip().lower()
