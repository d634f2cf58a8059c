"""A table row read by its header: "Player | Club | Position" over "Kofi Ambrel | Tolvarra City |
goalkeeper" says Kofi Ambrel's club is Tolvarra City, which no wording between the two names
("|") can say. A predicate names the columns that hold its object for the row's first cell."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex, Mention

CELL_SEPARATOR = " | "
MIN_CELLS = 3
MAX_HEADER_WORDS = 3
_FRAMING_CELL = re.compile(
    r"\b(?:pending|proposed|provisional|rumou?red|talks|offer(?:ed)?|planned|subject\s+to|"
    r"awaiting|expected|trial|unconfirmed|alleged|denied|disputed|"
    r"cancell?ed|released|withdrawn|terminated|revoked|void|lapsed|expired)\b|\?",
    re.IGNORECASE,
)
"""A word in a cell (or in the caption over the header) that makes the row something other than
a record of fact (a pending registration, a proposed appointment, a rumour) or records its end
("registration cancelled")."""
_DIGIT = re.compile(r"\d")
_LEADING_ARTICLE = re.compile(r"(?:the\s+)?", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Cell:
    start: int
    end: int


def _cells(text: str, start: int, end: int) -> list[Cell]:
    """The cells of the line text[start:end], each without its padding."""
    cells: list[Cell] = []
    pos = start
    while True:
        cut = text.find(CELL_SEPARATOR, pos, end)
        stop = end if cut == -1 else cut
        lo, hi = pos, stop
        while lo < hi and text[lo].isspace():
            lo += 1
        while hi > lo and text[hi - 1].isspace():
            hi -= 1
        cells.append(Cell(lo, hi))
        if cut == -1:
            return cells
        pos = cut + len(CELL_SEPARATOR)


def _row(index: DocumentIndex, sentence: int) -> list[Cell] | None:
    span = index.sentences[sentence]
    cells = _cells(index.text, span.start, span.end)
    return cells if len(cells) >= MIN_CELLS else None


def _is_header(index: DocumentIndex, cells: list[Cell]) -> bool:
    """Short cells, no digits, no known entity's mention: the labels of the columns."""
    text = index.text
    for cell in cells:
        words = text[cell.start : cell.end].split()
        if not words or len(words) > MAX_HEADER_WORDS or _DIGIT.search(text[cell.start : cell.end]):
            return False
    lo, hi = cells[0].start, cells[-1].end
    known = index.mention_starts
    at = bisect.bisect_left(known, (lo, -1, -1))
    return not (at < len(known) and known[at][0] < hi)


@dataclass(frozen=True, slots=True)
class Table:
    header: list[str]
    """The folded labels of the columns."""
    caption: str
    """The line above the header, if any ("" when the header opens the document)."""
    row: list[Cell]
    """The cells of the row `table_of` was asked about."""


def table_of(index: DocumentIndex, sentence: int) -> Table | None:
    """The table whose block of rows holds `sentence` (a row of it), when the block opens with a
    header."""
    row = _row(index, sentence)
    if row is None:
        return None
    first = sentence
    while first > 0:
        above = _row(index, first - 1)
        if above is None or len(above) != len(row):
            break
        first -= 1
    if first == sentence:
        return None  # the header is no row of its own table
    header = _row(index, first)
    if header is None or not _is_header(index, header):
        return None
    text = index.text
    caption = ""
    if first > 0:
        span = index.sentences[first - 1]
        caption = text[span.start : span.end]
    return Table([fold(text[c.start : c.end]) for c in header], caption, row)


def across_rows(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the pair's two mentions sit in two rows of one table under its header. A table
    states a row at a time: "Talia Monk | Pemberth City | 2023" over "Hugo Brannagh | Oskavik
    FK | 2021" says nothing of Talia Monk and Oskavik FK, however close the names stand."""
    first, last = pairing.first_sentence, pairing.last_sentence
    table = table_of(index, first) if first != last else None
    if table is None:
        return False
    width = len(table.row)
    return all(len(_row(index, s) or ()) == width for s in range(first + 1, last + 1))


@lru_cache(maxsize=256)
def _folded_columns(columns: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(fold(c) for c in columns)


def _names_column(label: str, columns: tuple[str, ...]) -> bool:
    """Whether a header (or a key cell) names one of the columns: "club", "previous club"."""
    return any(label == c or label.endswith(" " + c) for c in columns)


def _cell_of(cells: list[Cell], mention: Mention) -> int | None:
    for n, cell in enumerate(cells):
        if cell.start <= mention.start and mention.end <= cell.end:
            return n
    return None


def row_direction(
    index: DocumentIndex,
    pairing: Pairing,
    table: Table,
    columns: Sequence[str],
    other_roles: frozenset[str] = frozenset(),
) -> tuple[str | None, str | None]:
    """('forward' or 'reverse', the column read) when the pair sits in the row of `table` (the
    `table_of` the pair's first sentence), one endpoint the row's first cell and the other
    beginning the cell of one of
    `columns` (or the cell after a key cell that names one: "Arlo Ness | club | Corrowmouth
    Athletic"); (None, None) otherwise, when a cell or the caption frames the row, or when a
    cell is one of `other_roles` (folded roles of other predicates: "Gareth Pennock |
    Marrowick Rovers | manager" is no player's row)."""
    if not columns or pairing.sentence_distance != 0:
        return None, None
    cells = table.row
    text = index.text
    s_cell, o_cell = _cell_of(cells, pairing.subject), _cell_of(cells, pairing.object)
    if s_cell is None or o_cell is None or s_cell == o_cell or 0 not in (s_cell, o_cell):
        return None, None
    key, value = (
        (pairing.subject, pairing.object) if s_cell == 0 else (pairing.object, pairing.subject)
    )
    n = o_cell if s_cell == 0 else s_cell
    article = _LEADING_ARTICLE.match(text, cells[n].start)
    value_start = article.end() if article is not None else cells[n].start
    if value.start != value_start or key.start != cells[0].start:
        return None, None  # each name must open its cell ("from Y" in a cell states no Y)
    wanted = _folded_columns(tuple(columns))
    if _names_column(table.header[n], wanted):
        column = table.header[n]
    elif n >= 2 and _names_column(fold(text[cells[n - 1].start : cells[n - 1].end]), wanted):
        column = fold(text[cells[n - 1].start : cells[n - 1].end])
    else:
        return None, None
    if _FRAMING_CELL.search(text, cells[1].start, cells[-1].end) or _FRAMING_CELL.search(
        table.caption
    ):
        return None, None
    if other_roles and any(
        fold(text[c.start : c.end]) in other_roles for i, c in enumerate(cells) if i not in (0, n)
    ):
        return None, None
    return ("forward" if s_cell == 0 else "reverse"), f"column {column!r}"
