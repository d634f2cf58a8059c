"""Source support: locate evidence verbatim and read the clause that carries the relation.

Offsets always point into the original document text. Polarity, modality and conditionality are
read only where one clause carries both endpoints, and only from the words that link them (plus a
sentence-initial condition such as "If ..., A bought B"): Wikipedia sentences are full of "not"
and "may" that have nothing to do with the relation, so a cue anywhere in the sentence would
reject true facts. "Aster did not buy Beacon; Aster bought Cobalt" negates only the first edge.

Modules, each importing only those above it: `cues` (the words), `quotes` (verbatim evidence),
`pairing` (closest mentions, sentence window, whether a span holds both endpoints), `framing`
(what frames a clause as other than an assertion: denied reports, allegations, questions,
proposals, conditions; words in `framing.json`), `clauses` (polarity, modality, time), `places`
(gazetteer, date shapes), `nouns` (a noun that names the relation: a name before a role, joining
as a role, a name that says its kind), `descriptions` (what only describes a mention: "X, a
club owned by Y"), `direction` (a template, phrasing or role read forward or reversed),
`tables` (a table row read by its header), `addresses` (a postal address after a name),
`lifespans` (a life span in parentheses after a name); beside
them `signatures` (the word shapes the confidence model reads: between-words, edge words,
parenthesis slots).
"""

from kg_pipeline.core.validation.grounding.addresses import address_line
from kg_pipeline.core.validation.grounding.clauses import ClauseReading, read_clause
from kg_pipeline.core.validation.grounding.described import (
    described_as_states,
    nationality_before_name,
    year_in_parentheses,
)
from kg_pipeline.core.validation.grounding.direction import (
    names_a_wording_word,
    possessed_apposition,
    stated_direction,
    states_containment,
    template_direction,
    template_middle,
)
from kg_pipeline.core.validation.grounding.framing import Frame, read_frame
from kg_pipeline.core.validation.grounding.lifespans import (
    life_span_contradicts,
    life_span_states,
)
from kg_pipeline.core.validation.grounding.nouns import kind_named_direction
from kg_pipeline.core.validation.grounding.pairing import (
    Pairing,
    Placed,
    closest_pair,
    closest_placed,
    covers_pairing,
    holds_each_endpoint,
    parenthesis_pairings,
    place,
    same_sentence_pairings,
    sentence_window,
    supporting_span,
)
from kg_pipeline.core.validation.grounding.places import (
    COUNTRY_RANK,
    RANKS,
    REGISTERED_WORDINGS,
    described_as_country,
    name_shape,
    place_rank,
)
from kg_pipeline.core.validation.grounding.quotes import Evidence, locate_quote
from kg_pipeline.core.validation.grounding.signatures import (
    between_signature,
    edge_words,
    lowercase_words,
    parenthesis_slot,
)
from kg_pipeline.core.validation.grounding.tables import across_rows, row_direction, table_of
from kg_pipeline.core.validation.grounding.works import possessive_work_direction

__all__ = [
    "COUNTRY_RANK",
    "RANKS",
    "REGISTERED_WORDINGS",
    "ClauseReading",
    "Evidence",
    "Frame",
    "Pairing",
    "Placed",
    "across_rows",
    "address_line",
    "between_signature",
    "closest_pair",
    "closest_placed",
    "covers_pairing",
    "described_as_country",
    "described_as_states",
    "edge_words",
    "holds_each_endpoint",
    "kind_named_direction",
    "life_span_contradicts",
    "life_span_states",
    "locate_quote",
    "lowercase_words",
    "name_shape",
    "names_a_wording_word",
    "nationality_before_name",
    "parenthesis_pairings",
    "parenthesis_slot",
    "place",
    "place_rank",
    "possessed_apposition",
    "possessive_work_direction",
    "read_frame",
    "read_clause",
    "row_direction",
    "same_sentence_pairings",
    "sentence_window",
    "stated_direction",
    "states_containment",
    "template_direction",
    "supporting_span",
    "table_of",
    "template_middle",
    "year_in_parentheses",
]
