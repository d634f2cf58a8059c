"""What the document reader is trained on, built from `redocred_train` in plain Python.

A training document holds its entities (mention spans and type) and its gold triples.
Re-DocRED's labels are close to exhaustive, so every (subject, object, predicate) of a
document's entities that is not gold is a negative ("closed world"); the candidates' own
negatives (swapped, reversed, unrelated) weigh more, since they are the mistakes extractors
make. Synthetic one-sentence documents (`framed_examples`) count only the cells they were made
for.
"""

from __future__ import annotations

import random
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from kg_pipeline.core.models import Candidate, Document
from kg_pipeline.core.verifier.contrast import (
    SUPPORTED_FRAMES,
    UNSUPPORTED_FRAMES,
    reframe,
    single_sentence,
)
from kg_pipeline.core.verifier.reader import (
    find_mentions,
    names_of,
    predicate_id,
    without_overlap,
)

Cell = tuple[int, int, str]
"""(subject entity id, object entity id, predicate id)."""


DOCUMENT = "document"
"""An example's `kind` when it is a training document as it is."""
LABELLED = "labelled"
"""An example's `kind` when it comes from a labelled extra set (`labelled_examples`)."""


@dataclass
class ReaderExample:
    doc_id: str
    text: str
    entities: dict[int, tuple[list[tuple[int, int]], str | None]]
    """entity id -> (mention character spans, type)."""
    golds: set[Cell] = field(default_factory=set)
    hard: set[Cell] = field(default_factory=set)
    """Labelled negatives of the candidates file: weighted up in the loss."""
    closed_world: bool = True
    """Every cell of the document's entities that is not gold is a negative; False: only
    `cells` count."""
    cells: list[tuple[int, int, str, int]] = field(default_factory=list)
    unknown: set[Cell] = field(default_factory=set)
    """Closed-world cells left out of the loss: true facts of the source document that the
    example's text may not state."""
    kind: str = DOCUMENT
    others_share: bool = True
    """Open-world cells naming an entity numbered 2 or more (the wrong endpoints of a one-sentence
    example) share a weight of 1; False: every cell weighs 1."""

    @property
    def is_document(self) -> bool:
        """A training document as it is: what a step counts and the loss is averaged over;
        every other kind rides along in the batches."""
        return self.kind == DOCUMENT


def _entity_id(cand: Candidate, side: str) -> int | None:
    value = (cand.model_extra or {}).get(f"{side}_entity_id")
    return int(value) if isinstance(value, int) else None


def reader_examples(
    documents: Iterable[Document], candidates: Iterable[Candidate]
) -> dict[str, ReaderExample]:
    """One closed-world example per document, entities from its `entities` field."""
    out: dict[str, ReaderExample] = {}
    for doc in documents:
        entities: dict[int, tuple[list[tuple[int, int]], str | None]] = {}
        for e in (doc.model_extra or {}).get("entities") or []:
            spans = find_mentions(doc.text, names_of(e["name"], e.get("aliases") or []))
            if spans:
                entities[int(e["entity_id"])] = (spans, e.get("type"))
        out[doc.doc_id] = ReaderExample(doc.doc_id, doc.text, entities)
    for cand in candidates:
        ex = out.get(cand.doc_id)
        s, o = _entity_id(cand, "subject"), _entity_id(cand, "object")
        if ex is None or s is None or o is None or s not in ex.entities or o not in ex.entities:
            continue
        cell = (s, o, predicate_id(cand))
        if cand.label == "SUPPORTED":
            ex.golds.add(cell)
        elif cand.label == "UNSUPPORTED":
            ex.hard.add(cell)
    for ex in out.values():
        ex.hard -= ex.golds
    return out


def in_splits(documents: Iterable[Document], splits: Sequence[str] = ()) -> list[Document]:
    """The documents whose `split` field is one of `splits` (all of them when none is named)."""
    wanted = set(splits)
    return [d for d in documents if not wanted or (d.model_extra or {}).get("split") in wanted]


LABELLED_PREFIX = "labelled-"
"""Before a labelled example's document id: its name in the training set, apart from the
Re-DocRED document it could otherwise share an id with."""


def labelled_examples(
    documents: Iterable[Document], candidates: Iterable[Candidate], splits: Sequence[str] = ()
) -> list[ReaderExample]:
    """Open-world examples from a labelled set in the shared schema (documents with `entities`,
    candidates with entity ids and a label): each labelled candidate is a cell, SUPPORTED 1 and
    UNSUPPORTED 0, and nothing else in the document counts, since such a set is not labelled
    exhaustively. A cell labelled both ways is left out. `splits` keeps the documents whose
    `split` field is one of them (default: all): the contrast set's read holdout batches are
    text in the shape users bring, short and with names nobody has seen."""
    base = reader_examples(in_splits(documents, splits), [])
    labels: dict[str, dict[Cell, set[int]]] = defaultdict(lambda: defaultdict(set))
    for cand in candidates:
        ex = base.get(cand.doc_id)
        s, o = _entity_id(cand, "subject"), _entity_id(cand, "object")
        if ex is None or s is None or o is None or s not in ex.entities or o not in ex.entities:
            continue
        if cand.label in ("SUPPORTED", "UNSUPPORTED"):
            labels[cand.doc_id][(s, o, predicate_id(cand))].add(int(cand.label == "SUPPORTED"))
    out: list[ReaderExample] = []
    for doc_id in sorted(labels):
        cells = [
            (s, o, p, min(seen)) for (s, o, p), seen in labels[doc_id].items() if len(seen) == 1
        ]
        if cells:
            ex = base[doc_id]
            out.append(
                ReaderExample(
                    doc_id=LABELLED_PREFIX + doc_id,
                    text=ex.text,
                    entities=ex.entities,
                    closed_world=False,
                    cells=sorted(cells),
                    kind=LABELLED,
                    others_share=False,
                )
            )
    return out


KIND_WORDS = frozenset(
    {
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December", "The", "River", "Lake", "Sea", "Bay", "Island",
        "Islands", "Mountain", "Mountains", "Valley", "County", "District", "Province",
        "Region", "State", "States", "City", "Republic", "Empire", "Kingdom", "University",
        "College", "School", "Academy", "Museum", "Church", "Hospital", "Airport", "Park",
        "Street", "Party", "Army", "Council", "Committee", "Association", "League",
        "Corporation", "Company", "Records", "Orchestra", "Festival", "Award", "Awards",
        "Battle", "War", "Court", "Congress", "Union", "Division", "House", "National",
        "International", "Royal", "FC", "Club", "Group", "Inc", "Ltd",
    }
)  # fmt: skip
"""Capitalised words that say what kind of thing an entity is, or when: text, not memory, so
an invented name keeps them."""
_SYLLABLES = ("ka", "lor", "ven", "mi", "tas", "dre", "no", "bel", "qua", "rin", "sto", "vel",
              "ar", "en", "ost", "ul", "sa", "tor", "mel", "gri")  # fmt: skip
_WORD = re.compile(r"[^\W\d_][\w'-]*")
RENAMED_TYPES = frozenset({"PER", "ORG", "LOC", "MISC"})


def invent_names(text: str, names: Sequence[str], rng: random.Random) -> tuple[str, dict[str, str]]:
    """`text` with every capitalised word of `names` (kind words kept) replaced by an invented
    word, the same one wherever it occurs; and the mapping, to rename the names alike."""
    words = sorted(
        {w for n in names for w in _WORD.findall(n) if w[0].isupper() and w not in KIND_WORDS},
        key=lambda w: (-len(w), w),
    )
    if not words:
        return text, {}
    taken = set(_WORD.findall(text))
    mapping: dict[str, str] = {}
    for w in words:
        while True:
            new = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()
            if new not in taken:
                taken.add(new)
                mapping[w] = new
                break
    pattern = re.compile(r"(?<![\w'-])(" + "|".join(map(re.escape, words)) + r")(?![\w'-])")
    return pattern.sub(lambda m: mapping[m.group(1)], text), mapping


def _rename(name: str, mapping: dict[str, str]) -> str:
    return _WORD.sub(lambda m: mapping.get(m.group(0), m.group(0)), name)


def framed_examples(
    documents: dict[str, Document],
    candidates: Sequence[Candidate],
    keep: set[str],
    rate_framed: float,
    rate_plain: float,
    seed: int,
    rate_invented: float = 0.5,
    per_predicate: int = 0,
    max_boost: float = 10.0,
) -> list[ReaderExample]:
    """One-sentence documents from gold triples whose one evidence sentence holds both
    endpoints: framed so that it no longer asserts (label 0), or plain or in a neutral frame
    (label 1), so that a short text is no cue either way. The reverse reading of the same
    sentence is a negative too (unless the predicate is symmetric in the data), and so is each
    other entity of the document the sentence names, as the wrong object or subject for the same
    predicate: without them a short text taught "supported unless framed". A share of them
    get invented names: a sentence's own words are the only evidence there, so the model learns
    to read them for names it has never seen. Made from training documents (`keep`) only,
    never from the hand-written contrast set.

    `per_predicate` > 0 draws the sentences of a predicate with fewer eligible ones than that
    more often (up to `max_boost` times the rates, each draw its own frame and names): the
    training split holds 533 such sentences for `country` and 2 for `founded by`, and a
    reader that sees a predicate stated alone twice cannot learn to read it."""
    rng = random.Random(seed)
    eligible = [c for c in candidates if _one_sentence_gold(documents, c, keep)]
    counts = Counter(predicate_id(c) for c in eligible)
    golds = {
        (c.doc_id, _entity_id(c, "subject"), _entity_id(c, "object"), predicate_id(c))
        for c in candidates
        if c.label == "SUPPORTED"
    }
    out: list[ReaderExample] = []
    draws = [
        (cand, weight)
        for cand in eligible
        for weight in _draw_weights(counts[predicate_id(cand)], per_predicate, max_boost)
    ]
    for cand, weight in draws:
        sent_id = (cand.model_extra or {})["evidence_sent_ids"][0]
        sentence = (documents[cand.doc_id].model_extra or {})["sentences"][sent_id]
        roll = rng.random()
        if roll < rate_framed * weight:
            frame, label = rng.choice(UNSUPPORTED_FRAMES), 0
        elif roll < (rate_framed + rate_plain) * weight:
            frame, label = (rng.choice(SUPPORTED_FRAMES) if rng.random() < 0.4 else "{x}."), 1
        else:
            continue
        text = reframe(sentence, frame, rng)
        s_names = list(names_of(cand.subject, cand.subject_aliases))
        o_names = list(names_of(cand.object, cand.object_aliases))
        renamed = rng.random() < rate_invented
        if renamed:
            rename = [
                name
                for names, etype in ((s_names, cand.subject_type), (o_names, cand.object_type))
                if etype in RENAMED_TYPES
                for name in names
            ]
            text, mapping = invent_names(text, rename, rng)
            s_names = [_rename(n, mapping) for n in s_names]
            o_names = [_rename(n, mapping) for n in o_names]
        subj = find_mentions(text, names_of(s_names[0], s_names))
        obj = without_overlap(find_mentions(text, names_of(o_names[0], o_names)), subj)
        if not subj or not obj or any(s[0] < o[1] and o[0] < s[1] for s in subj for o in obj):
            continue
        pid = predicate_id(cand)
        cells = [(0, 1, pid, label)]
        s_id, o_id = _entity_id(cand, "subject"), _entity_id(cand, "object")
        if (cand.doc_id, o_id, s_id, pid) not in golds:
            cells.append((1, 0, pid, 0))
        entities = {0: (subj, cand.subject_type), 1: (obj, cand.object_type)}
        # The document's other entities named in the sentence: the wrong object or subject for
        # the same predicate, so that a short text is read for which pair it joins (a rival
        # that is itself gold for the pair is left out: another sentence may state it).
        for e in (documents[cand.doc_id].model_extra or {}).get("entities") or []:
            eid = int(e["entity_id"])
            if eid in (s_id, o_id):
                continue
            spans = [
                m
                for m in find_mentions(text, names_of(e["name"], e.get("aliases") or []))
                if not any(t[0] < m[1] and m[0] < t[1] for t in subj + obj)
            ]
            if not spans:
                continue
            k = len(entities)
            entities[k] = (spans, e.get("type"))
            if (cand.doc_id, s_id, eid, pid) not in golds:
                cells.append((0, k, pid, 0))
            if (cand.doc_id, eid, o_id, pid) not in golds:
                cells.append((k, 1, pid, 0))
        out.append(
            ReaderExample(
                doc_id=f"framed-{len(out):05d}",
                text=text,
                entities=entities,
                closed_world=False,
                cells=cells,
                kind=("framed" if label == 0 else "plain") + ("_invented" if renamed else ""),
            )
        )
    return out


def short_documents(
    documents: dict[str, Document],
    candidates: Sequence[Candidate],
    keep: set[str],
    per_document: float,
    seed: int,
    sizes: tuple[int, int] = (3, 8),
) -> list[ReaderExample]:
    """Short documents cut from training documents, every name invented: what many users'
    documents are (a few sentences naming the same company or person again and again), and
    what the reader reads worst (docs/verifier.md, the contrast set's plain assertions). Each is
    a window of `sizes` consecutive sentences around a gold fact whose evidence sentences all
    lie in it, with every PER/ORG/LOC/MISC name of the document replaced by an invented word,
    the same one everywhere. It is read closed-world over the entities it names: a gold fact
    whose evidence lies inside is positive; one stated outside the window, or without evidence,
    is left out of the loss (`unknown`: the window may not say it); every other cell is a
    negative, the candidates' own negatives weighted up as in a document. `per_document` is
    the number of windows a training document gives (a fraction: the chance of one more)."""
    rng = random.Random(seed)
    by_doc: dict[str, list[Candidate]] = defaultdict(list)
    for cand in candidates:
        if cand.doc_id in keep:
            by_doc[cand.doc_id].append(cand)
    out: list[ReaderExample] = []
    for doc_id in sorted(by_doc):
        extra = documents[doc_id].model_extra or {}
        sentences: list[str] = extra.get("sentences") or []
        golds: set[Cell] = set()
        hard: set[Cell] = set()
        stated: list[tuple[Cell, list[int]]] = []
        for c in by_doc[doc_id]:
            s, o = _entity_id(c, "subject"), _entity_id(c, "object")
            if s is None or o is None:
                continue
            cell = (s, o, predicate_id(c))
            if c.label == "SUPPORTED":
                golds.add(cell)
            elif c.label == "UNSUPPORTED":
                hard.add(cell)
            evidence = (c.model_extra or {}).get("evidence_sent_ids")
            if c.label == "SUPPORTED" and evidence:
                stated.append((cell, sorted(set(evidence))))
        anchors = [
            (cell, ids)
            for cell, ids in stated
            if ids[-1] - ids[0] < sizes[1] and ids[-1] < len(sentences)
        ]
        draws = int(per_document) + (rng.random() < per_document - int(per_document))
        if not anchors or len(sentences) < sizes[0]:
            continue
        named = [
            (int(e["entity_id"]), e.get("type"), names_of(e["name"], e.get("aliases") or []))
            for e in extra.get("entities") or []
        ]
        rename = [name for _, etype, names in named if etype in RENAMED_TYPES for name in names]
        for _ in range(draws):
            _, ids = rng.choice(anchors)
            size = min(len(sentences), max(rng.randint(*sizes), ids[-1] - ids[0] + 1))
            lo = rng.randint(max(0, ids[-1] - size + 1), min(ids[0], len(sentences) - size))
            window = range(lo, lo + size)
            text, mapping = invent_names(" ".join(sentences[i] for i in window), rename, rng)
            entities: dict[int, tuple[list[tuple[int, int]], str | None]] = {}
            for eid, etype, names in named:
                renamed = [_rename(n, mapping) for n in names]
                spans = find_mentions(text, names_of(renamed[0], renamed)) if renamed else []
                if spans:
                    entities[eid] = (spans, etype)
            inside = {cell for cell, ids in stated if all(i in window for i in ids)}
            ex = ReaderExample(
                doc_id=f"short-{len(out):05d}",
                text=text,
                entities=entities,
                golds={c for c in inside if c[0] in entities and c[1] in entities},
                hard={c for c in hard - golds if c[0] in entities and c[1] in entities},
                kind="short_invented",
            )
            ex.unknown = {c for c in golds - ex.golds if c[0] in entities and c[1] in entities}
            if ex.golds:
                out.append(ex)
    return out


def _one_sentence_gold(documents: dict[str, Document], cand: Candidate, keep: set[str]) -> bool:
    sent_ids = (cand.model_extra or {}).get("evidence_sent_ids") or []
    if cand.doc_id not in keep or cand.label != "SUPPORTED" or len(sent_ids) != 1:
        return False
    sentences = (documents[cand.doc_id].model_extra or {}).get("sentences") or []
    return sent_ids[0] < len(sentences) and single_sentence(sentences[sent_ids[0]])


def _draw_weights(count: int, per_predicate: int, max_boost: float) -> list[float]:
    """Each draw's share of the rates: [1.0] when the predicate has enough sentences, else
    whole draws and a last partial one adding up to the boost."""
    boost = min(max_boost, per_predicate / count) if per_predicate > count else 1.0
    weights = [1.0] * int(boost)
    if boost > int(boost):
        weights.append(boost - int(boost))
    return weights


def predicate_counts(examples: Iterable[ReaderExample]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for ex in examples:
        for _, _, p in ex.golds:
            counts[p] += 1
    return dict(counts)
