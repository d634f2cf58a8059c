"""Stage 4, source support: the quoted evidence located verbatim, the closest pairing of the
endpoints, the clause that links them read for polarity, modality and time, and the direction
against the predicate's template and phrasings. Sets the facts the policy scores."""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from kg_pipeline.core.models import DescribedAs, Predicate, Reason, Vocabulary
from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.features import DocFacts
from kg_pipeline.core.validation.grounding import (
    RANKS,
    REGISTERED_WORDINGS,
    Evidence,
    Pairing,
    across_rows,
    address_line,
    covers_pairing,
    described_as_states,
    kind_named_direction,
    life_span_contradicts,
    life_span_states,
    locate_quote,
    names_a_wording_word,
    nationality_before_name,
    parenthesis_pairings,
    possessed_apposition,
    possessive_work_direction,
    read_clause,
    row_direction,
    same_sentence_pairings,
    sentence_window,
    stated_direction,
    states_containment,
    table_of,
    year_in_parentheses,
)
from kg_pipeline.core.validation.resolution import DocumentIndex, KnownEntity, Mention, Resolution
from kg_pipeline.core.validation.work import Work


def check_support(
    w: Work,
    vocabulary: Vocabulary,
    index: DocumentIndex,
    doc_facts: DocFacts,
    subj: Resolution,
    obj: Resolution,
) -> None:
    """Stage 4: evidence located, the endpoints paired, the clause read, direction checked."""
    reasons: list[Reason] = []
    quote = (w.cand.evidence or "").strip()
    located: Evidence | None = None
    if quote:
        located = locate_quote(index, quote)
        if located is None:
            reasons.append(Reason.EVIDENCE_NOT_VERBATIM)
        else:
            # Recorded for the ledger, never scored (see the module docstring).
            w.features["quote_located"] = 1.0
            w.features["quote_fuzzy"] = 1.0 if located.match == "fuzzy" else 0.0
    s_ent = _endpoint_entity(doc_facts, subj, w.subject_type)
    o_ent = _endpoint_entity(doc_facts, obj, w.object_type)
    got = doc_facts.facts(s_ent, o_ent)
    if got is None:
        reasons.append(Reason.NO_EVIDENCE)
        w.record("support", reasons, quote_found=located is not None if quote else None)
        return
    facts, pairing = got
    w.facts = facts
    w.doc_facts = doc_facts
    w.rivals = doc_facts.rivals(s_ent, o_ent)
    window = sentence_window(index, pairing)
    if window is None:
        reasons.append(Reason.NO_EVIDENCE)
    w.endpoint_mentions = (s_ent.mentions, o_ent.mentions)
    # The span an edge is published with is the passage the decision read: the candidate's
    # quote only when it holds both mentions the decision paired, else the sentences joining
    # them. An unrelated quote is still checked verbatim above, but never shown as support.
    quote_covers = located is not None and covers_pairing(located, pairing)
    w.evidence = located if quote_covers else (window or located)
    clause = read_clause(index, pairing)
    w.polarity, w.modality, w.time = clause.polarity, clause.modality, clause.time
    clause_reasons = clause.reasons()
    pred = vocabulary.predicates.get(w.predicate_id or "")
    direction, stated_as = None, None
    how: _Statable | None = None
    if pred is not None:
        how = _Statable(
            pred=pred,
            wordings=[pred.template, *pred.phrasings] if pred.template else pred.phrasings,
            contained=_contained(pred, doc_facts, s_ent, o_ent, w.subject_type),
            addressed=(w.subject_type or s_ent.type) in pred.address_of,
            person=(w.subject_type or s_ent.type) == "PER",
            vocabulary=vocabulary,
        )
    inside = how is not None and _inside_other_name(index, pairing, s_ent, o_ent, how)
    if how is not None and not inside:
        direction, stated_as = _read_direction(index, pairing, how)
        if how.pred.symmetric and direction == "reverse":
            direction = "forward"  # "Y is married to X" states "X is married to Y"
    # The feature model was fitted on the template alone; a phrasing only decides explicitly.
    # (never for a symmetric predicate, whose direction the fit did not read)
    forward_template = (
        direction == "forward"
        and pred is not None
        and not pred.symmetric
        and stated_as == pred.template
    )
    elsewhere: Pairing | None = None
    if how is not None and direction is None:
        # The nearest mentions state nothing (plainly, or inside a frame, condition, hedge or
        # negation whose words are no wording of this predicate); another sentence naming both
        # may. Without one, what framed or negated the nearest mentions stands.
        found = _stated_elsewhere(index, doc_facts, s_ent, o_ent, pairing, how)
        if found is not None:
            elsewhere, stated_as = found
            direction = "forward"
            covered = located is not None and covers_pairing(located, elsewhere)
            w.evidence = located if covered else (sentence_window(index, elsewhere) or w.evidence)
            if clause_reasons or inside:
                # What framed the nearest mentions frames another clause, not this statement
                # (or the nearest mentions were not both these entities').
                stated = read_clause(index, elsewhere)
                w.polarity, w.modality, w.time = stated.polarity, stated.modality, stated.time
                clause_reasons = []
    if (
        direction is None
        and Reason.NEGATED in clause_reasons
        and how is not None
        and (
            not names_a_wording_word(
                index.text[slice(*pairing.between())], [*how.wordings, *how.pred.roles]
            )
            or possessed_apposition(index, pairing, how.wordings, how.pred.roles) == "forward"
        )
    ):
        # No word of the predicate's wordings links the mentions: the negation denies something
        # about the two, not necessarily this relation ("X did not seek a term in the Y
        # primary"), so a person reads it. "X did not play for Y" still rejects. Nor does it
        # deny a role that a possessive apposition names ("Y denied a report that its
        # chairwoman, X, was leaving" presupposes that X chairs Y).
        clause_reasons = [
            Reason.NEGATION_NEARBY if r == Reason.NEGATED else r for r in clause_reasons
        ]
    reasons += [r for r in clause_reasons if r not in reasons]
    if elsewhere is None and Reason.NO_EVIDENCE not in reasons and across_rows(index, pairing):
        # The nearest mentions sit in two rows of a table and no clause states the pair: no
        # passage holds it, however near the names stand (the two rows stay shown for review).
        reasons.append(Reason.NO_EVIDENCE)
    if direction == "reverse":
        reasons.append(Reason.REVERSED)
    elif (
        direction is None
        and pred is not None
        and pred.life_span is not None
        and not inside
        and (w.object_type or o_ent.type) == "TIME"
        and life_span_contradicts(index, pairing, pred.life_span)
    ):
        # "X (born 13 March 1963)" asked as X's date of death: the span names the other date
        # (a date only: one may be born and die in one town)
        reasons.append(Reason.CONTRADICTED_BY_SOURCE)
    asserted = clause.asserted or elsewhere is not None
    w.explicit = direction == "forward" and asserted and w.features.get("endpoint_exact") == 1.0
    w.features["template_forward"] = 1.0 if forward_template else 0.0
    w.record(
        "support",
        reasons,
        evidence_match=w.evidence.match if w.evidence else None,
        evidence_score=round(w.evidence.score, 1) if w.evidence else None,
        quote_found=(located is not None) if quote else None,
        quote_covers_pair=quote_covers if located is not None else None,
        window=[window.start, window.end] if window else None,
        sentence_distance=pairing.sentence_distance,
        polarity=clause.polarity.value if clause.polarity else None,
        modality=clause.modality.value if clause.modality else None,
        scoped=clause.scoped,
        time=clause.time,
        cues=clause.cues or None,
        direction=direction,
        stated_as=stated_as,
        stated_elsewhere=(
            [
                min(elsewhere.subject.start, elsewhere.object.start),
                max(elsewhere.subject.end, elsewhere.object.end),
            ]
            if elsewhere is not None
            else None
        ),
        frame=clause.frame.family if clause.frame else None,
    )


def _stated_elsewhere(
    index: DocumentIndex,
    doc_facts: DocFacts,
    s_ent: KnownEntity,
    o_ent: KnownEntity,
    nearest: Pairing,
    how: _Statable,
) -> tuple[Pairing, str] | None:
    """The first other same-sentence pairing that states a wording forward in an asserted
    clause, and the wording; None if there is none, or if any pairing states a wording reversed
    or inside a negation, frame, condition or hedge (the document is then not plain about it)."""
    found: tuple[Pairing, str] | None = None
    for p in same_sentence_pairings(index, doc_facts.placed(s_ent), doc_facts.placed(o_ent)):
        if p.subject == nearest.subject and p.object == nearest.object:
            continue
        if _inside_other_name(index, p, s_ent, o_ent, how):
            continue
        direction, stated_as = _read_direction(index, p, how)
        if direction is None or stated_as is None:
            continue
        if direction == "reverse" and not how.pred.symmetric:
            return None
        if not read_clause(index, p).asserted:
            return None
        if found is None:
            found = (p, stated_as)
    if found is not None:
        return found
    # "X (13 January 1924 – 11 February 2005) was ..., born ... as Y": the span's dash is a
    # clause break, so no pairing above reaches its second date from the name before it.
    for p in parenthesis_pairings(index, doc_facts.placed(s_ent), doc_facts.placed(o_ent)):
        if p.subject == nearest.subject and p.object == nearest.object:
            continue
        if _inside_other_name(index, p, s_ent, o_ent, how):
            continue
        stated_as = _in_parenthesis(index, p, how)
        if stated_as is not None and read_clause(index, p).asserted:
            return p, stated_as
    return None


def _in_parenthesis(index: DocumentIndex, pairing: Pairing, how: _Statable) -> str | None:
    """What a parenthesis after the subject states of the object: its life span's date or place,
    or a work's year."""
    pred = how.pred
    if pred.life_span and life_span_states(index, pairing, pred.life_span):
        return LIFE_SPAN
    year = pred.described_as == DescribedAs.YEAR and not how.person
    return YEAR_AFTER_NAME if year and year_in_parentheses(index, pairing) else None


@dataclass(frozen=True, slots=True)
class _Statable:
    """What may state a candidate's predicate for its endpoints, settled once per candidate and
    read at each pairing of its mentions."""

    pred: Predicate
    wordings: list[str]
    """The template, then the phrasings."""
    contained: str | None
    """The subject's type when containment may state the predicate (`_contained`)."""
    addressed: bool
    """The subject's type is one the predicate's `address_of` names."""
    person: bool
    """The subject is a person: a parenthesis after its name is a life span, not a work's year."""
    vocabulary: Vocabulary


def _read_direction(
    index: DocumentIndex, pairing: Pairing, how: _Statable
) -> tuple[str | None, str | None]:
    """`stated_direction` with the predicate's wordings, then "X joined Y", "X of Y" or "X (Y)"
    where Y's name says its kind (`kind_named_direction`), then a table row under one of its
    `columns` (`row_direction`), then, when the subject's type is one the predicate's
    `address_of` names, a postal address ("X, Mill Lane, Y": `address_line`), then, for a
    predicate whose object is a `possessive_work` of the subject, the maker's possessive ("X's
    novel Y": `possessive_work_direction`), then, for a
    predicate with a `life_span`, its date or place in the parenthesis after the subject ("X
    (born Y)": `life_span_states`), or for one `described_as` a year a work's year there ("X
    (1936)": `year_in_parentheses`), then, for a predicate `described_as` a nationality or a
    year, the object opening the subject's description in the first sentence ("X is a Y skeleton
    racer", "X is a Y British film": `described_as_states`; a thing's country is read as a
    nationality is), or a person's nationality before their role and name ("Y rapper X":
    `nationality_before_name`), then, for a predicate
    `contained_in` the object's rank, containment read forward only ("the Y embassy in X" says
    nothing of X and Y the other way round): a place's ("X lies in Y", "X, a town in Y"), an
    organisation's registered seat ("X, registered in Y")."""
    pred, wordings, contained = how.pred, how.wordings, how.contained
    direction, stated_as = stated_direction(index, pairing, wordings, pred.roles)
    if direction is None:
        direction, stated_as = kind_named_direction(index, pairing, pred.label)
    table = table_of(index, pairing.first_sentence) if direction is None and pred.columns else None
    if table is not None:
        # another predicate's role in the row ("manager") says whose row it is; gathered only
        # for a row of a table, since the roles of a whole vocabulary are read for it
        others = _other_roles(how.vocabulary, pred)
        direction, stated_as = row_direction(index, pairing, table, pred.columns, others)
    if direction is None and how.addressed and address_line(index, pairing):
        return "forward", ADDRESS
    if direction is None and pred.possessive_work:
        direction = possessive_work_direction(index, pairing)
        if direction is not None:
            return direction, POSSESSIVE_WORK
    parenthesis = _in_parenthesis(index, pairing, how) if direction is None else None
    if parenthesis is not None:
        return "forward", parenthesis
    kind = pred.described_as
    if kind == DescribedAs.COUNTRY and how.person:
        kind = None  # a person's nationality is a citizenship, no country of theirs
    if direction is None and kind and described_as_states(index, pairing, kind):
        return "forward", DESCRIBED
    nationality = kind == DescribedAs.NATIONALITY
    if direction is None and nationality and nationality_before_name(index, pairing):
        return "forward", NATIONALITY_BEFORE_NAME
    if direction is not None or contained is None:
        return direction, stated_as
    if contained == "LOC":
        if states_containment(index, pairing):
            return "forward", CONTAINMENT
    else:
        found = stated_direction(index, pairing, REGISTERED_WORDINGS)
        if found[0] == "forward":
            return found
    return direction, stated_as


def _other_roles(vocabulary: Vocabulary, pred: Predicate) -> frozenset[str]:
    """The folded roles of the vocabulary's other predicates, but not this one's: a table row
    that names one ("manager") is not a row of this predicate's ("club" for a player)."""
    own = {fold(r) for r in pred.roles}
    return frozenset(
        folded
        for other in vocabulary.predicates.values()
        if other is not pred
        for r in other.roles
        if (folded := fold(r)) not in own
    )


CONTAINMENT = "{s} in {o}"
"""What `stated_as` records when a place's containment stated the predicate."""

ADDRESS = "{s}, <address>, {o}"
"""What `stated_as` records when a postal address stated the predicate."""

LIFE_SPAN = "{s} (<life span>)"
"""What `stated_as` records when a life span after the subject's name stated the predicate."""

DESCRIBED = "{s} is a {o} <description>"
"""What `stated_as` records when the subject's description named the object first."""

POSSESSIVE_WORK = "{s}'s {o}"
"""What `stated_as` records when the maker's possessive named the work."""

NATIONALITY_BEFORE_NAME = "{o} <role> {s}"
"""What `stated_as` records when a nationality stood before the subject's role and name."""

YEAR_AFTER_NAME = "{s} ({o})"
"""What `stated_as` records when a work's year stood in parentheses after its name."""


def _contained(
    pred: Predicate,
    doc_facts: DocFacts,
    s_ent: KnownEntity,
    o_ent: KnownEntity,
    subject_type: str | None,
) -> str | None:
    """The subject's type when containment may state the predicate for this pair: a predicate
    `contained_in` a rank, an object of that rank (the gazetteer's, or a country the document
    calls one), a place or an organisation as the subject; else None."""
    if pred.contained_in is None:
        return None
    if doc_facts.info(o_ent).place != RANKS[pred.contained_in]:
        return None
    etype = subject_type or s_ent.type
    return etype if etype in ("LOC", "ORG") else None


def _inside_other_name(
    index: DocumentIndex,
    pairing: Pairing,
    s_ent: KnownEntity,
    o_ent: KnownEntity,
    how: _Statable,
) -> bool:
    """Whether either mention lies inside a longer mention of another entity: the alias
    "Brannock" inside "Renata Brannock" names Renata, not the candidate's Matteo Brannock, so
    the template path does not read it (the score still counts it, as it was fitted). For a
    predicate with a `life_span`, a TIME object inside another TIME mention ("1884" in "July
    10, 1884") names the same time, coarser, and does not count."""
    year_in_date = how.pred.life_span is not None
    known = index.mention_starts
    for mention, ent in ((pairing.subject, s_ent), (pairing.object, o_ent)):
        i = bisect.bisect_right(known, (mention.start, 1 << 62, 1 << 62))
        # a name that holds this mention starts at most one name's length before it
        while i > 0 and known[i - 1][0] >= mention.start - _LONGEST_NAME:
            i -= 1
            start, end, other = known[i]
            span = (start, end)
            if (
                end >= mention.end
                and span != (mention.start, mention.end)
                and all(span != (m.start, m.end) for m in ent.mentions)
                and not (
                    year_in_date
                    and ent is o_ent
                    and ent.type == "TIME"
                    and index.entities[other].type == "TIME"
                )
            ):
                return True
    return False


_LONGEST_NAME = 200


def _endpoint_entity(
    doc_facts: DocFacts, resolution: Resolution, entity_type: str | None
) -> KnownEntity:
    """`endpoint_entity`, once per resolution and type in a document: its candidates name the
    same endpoints again and again, and the document index hands them the same resolution."""
    key = (id(resolution), entity_type)
    found = doc_facts.endpoints.get(key)
    if found is None or found[0] is not resolution:
        entity = endpoint_entity(doc_facts.index, resolution, entity_type)
        found = doc_facts.endpoints[key] = (resolution, entity)
    return found[1]


def endpoint_entity(
    index: DocumentIndex, resolution: Resolution, entity_type: str | None
) -> KnownEntity:
    """The document's own entity for an endpoint (its mentions merged with the candidate's),
    or a stand-alone entity made of the candidate's mentions when the document lists none."""
    names = [resolution.name]
    known = index.entity_for(names, entity_type)
    if known is not None:
        extra = {(m.start, m.end) for m in resolution.mentions} - {
            (m.start, m.end) for m in known.mentions
        }
        if not extra:
            return known
        mentions: list[Mention] = sorted(
            [*known.mentions, *(m for m in resolution.mentions if (m.start, m.end) in extra)],
            key=lambda m: m.start,
        )
        return KnownEntity(-1, known.key, known.name, known.type, known.aliases, known.folded,
                           mentions)  # fmt: skip
    return KnownEntity(
        index=-1,
        key=resolution.entity_id,
        name=resolution.name,
        type=entity_type,
        aliases=(resolution.name,),
        folded=frozenset({fold(resolution.name)}),
        mentions=resolution.mentions,
    )
