"""Source support: locate evidence verbatim and read the clause that carries the relation.

Offsets always point into the original document text. Polarity, modality and conditionality are
read only where one clause carries both endpoints, and only from the words that link them (plus a
sentence-initial condition such as "If ..., A bought B"): Wikipedia sentences are full of "not"
and "may" that have nothing to do with the relation, so a cue anywhere in the sentence would
reject true facts. "Aster did not buy Beacon; Aster bought Cobalt" negates only the first edge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz

from kg_pipeline.core.models import Modality, Polarity
from kg_pipeline.core.resolution import DocumentIndex, Mention
from kg_pipeline.core.text import fold

QUOTE_FUZZY_MIN_SCORE = 95.0
MAX_WINDOW_SENTENCES = 3
MAX_SCOPED_WORDS = 25
"""A cue farther than this many words from an endpoint does not scope over the relation."""

_NEGATION = re.compile(
    r"\b(?:not|never|no longer|cannot|denied|denies|deny|refused|refuses|failed to|fails to|"
    r"rather than|instead of)\b|n't\b",
    re.IGNORECASE,
)
# "not only ... but also", "whether or not", "not long after", "not until", "if not": the word
# is there but the relation is not denied.
_NEGATION_IDIOM = re.compile(
    r"\bnot\s+(?:only|just|merely|long|until|least|far|to be confused)\b|\bwhether or not\b|"
    r"\bif not\b",
    re.IGNORECASE,
)
# Modal verbs are matched in lower case only: "May" in Wikipedia is nearly always the month.
_SPECULATION = re.compile(
    r"\b(?:may|might|could)\b(?!\s+(?:also)\b)|"
    r"\b(?:possibly|perhaps|probably|reportedly|allegedly|rumou?red|speculated|"
    r"plans? to|planned to|planning to|intends? to|intended to|expected to|proposed to|"
    r"is said to|are said to|was said to|were said to|believed to|thought to|"
    r"in talks|negotiating|considering|considers|seeks? to|aims? to)\b"
)
_CONDITIONAL = re.compile(
    r"\b(?:if|unless|provided that|providing that|subject to|in case|in the event|"
    r"on condition|conditional on|conditionally|pending)\b",
    re.IGNORECASE,
)
_SENTENCE_CONDITION = re.compile(
    r"^\W*(?:if|unless|provided that|providing that|in the event|should)\b", re.IGNORECASE
)
_MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
)
_TIME = re.compile(
    rf"\b(?:{_MONTH}\s+\d{{1,2}},\s+\d{{4}}|\d{{1,2}}\s+{_MONTH}\s+\d{{4}}|{_MONTH}\s+\d{{4}}|"
    rf"{_MONTH}\s+\d{{1,2}}|"
    r"(?:1[5-9]|20)\d{2}s?)\b"
)
# Clause boundaries: a semicolon, or a comma/dash followed by a connective that starts a clause.
_CLAUSE_BREAK = re.compile(
    r";|\s[–—]\s|,\s+(?=(?:but|while|whereas|although|though|however|and\s+(?:he|she|it|they)"
    r"|which|who|where|when)\b)",
    re.IGNORECASE,
)
_PARENTHETICAL = re.compile(r"\([^()]*\)|\"[^\"]*\"|“[^”]*”")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_MONTHS = frozenset(
    [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ]
)


@dataclass(slots=True)
class Evidence:
    start: int
    end: int
    match: str  # "exact", "normalized", "fuzzy", "window"
    score: float

    def span(self, text: str) -> str:
        return text[self.start : self.end]


@dataclass(slots=True)
class ClauseReading:
    polarity: Polarity | None
    modality: Modality | None
    time: str | None
    cues: list[str]
    start: int
    end: int
    scoped: bool
    """True when one sentence carries both endpoints, so the reading means something."""


# -- quotes -------------------------------------------------------------------------------------
_PERMISSIVE_SPLIT = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])")


def locate_quote(index: DocumentIndex, quote: str) -> Evidence | None:
    """Find a quoted evidence span: exact, then normalised, then fuzzy (score recorded).

    A quote made of sentences that are not contiguous in the document (an evidence set that skips
    a sentence) is located piece by piece, joining neighbouring pieces greedily; the evidence then
    runs from the first piece to the last and is as weak as its weakest piece.
    """
    quote = quote.strip()
    if not quote:
        return None
    found = _locate_piece(index, quote)
    if found is not None:
        return found
    # Split at every sentence-like boundary, abbreviations included ("the U.S. The Bee"):
    # a piece that is too short to be located alone is joined to its neighbour.
    pieces = [p for p in _PERMISSIVE_SPLIT.split(quote) if p.strip()]
    parts = _greedy_parts(index, pieces, min_words=1) if len(pieces) > 1 else None
    if parts is None:
        # Sentences joined without a boundary the splitter recognises ("Drew. four months",
        # "(1831 – 1906) Rudolph"): match runs of at least MIN_PIECE_WORDS words, in order.
        parts = _greedy_parts(index, quote.split(" "), min_words=MIN_PIECE_WORDS)
    if not parts:
        return None
    order = ("exact", "normalized", "fuzzy")
    worst = max(parts, key=lambda e: order.index(e.match))
    return Evidence(
        min(p.start for p in parts),
        max(p.end for p in parts),
        worst.match,
        min(p.score for p in parts),
    )


MIN_PIECE_WORDS = 3


def _greedy_parts(index: DocumentIndex, units: list[str], min_words: int) -> list[Evidence] | None:
    """Cover `units` left to right with the longest runs found in the document, each run after
    the previous one; None if some stretch cannot be found or a run is too short."""
    parts: list[Evidence] = []
    i = 0
    n = len(units)
    while i < n:
        for j in range(n, i, -1):
            if (i == 0 and j == n) or (j - i < min_words and j < n):
                continue
            piece = " ".join(units[i:j]).strip()
            if not piece:
                continue
            hit = _locate_piece(index, piece, fuzzy=False)
            if hit is not None and (not parts or hit.start >= parts[-1].end):
                parts.append(hit)
                i = j
                break
        else:
            return None
    return parts if len(parts) > 1 else None


def _locate_piece(index: DocumentIndex, quote: str, fuzzy: bool = True) -> Evidence | None:
    text = index.text
    pos = text.find(quote)
    if pos != -1:
        return Evidence(pos, pos + len(quote), "exact", 100.0)
    key = fold(quote)
    if not key:
        return None
    folded, mapping = index.folded
    pos = folded.find(key)
    if pos != -1:
        return Evidence(mapping[pos], mapping[pos + len(key) - 1] + 1, "normalized", 100.0)
    if len(key) < 12 or not fuzzy:
        return None
    res = fuzz.partial_ratio_alignment(key, folded, score_cutoff=QUOTE_FUZZY_MIN_SCORE)
    if res is None or res.dest_end <= res.dest_start:
        return None
    return Evidence(mapping[res.dest_start], mapping[res.dest_end - 1] + 1, "fuzzy", res.score)


# -- pairing ------------------------------------------------------------------------------------
@dataclass(slots=True)
class Pairing:
    subject: Mention
    object: Mention
    sentence_distance: int
    char_distance: int

    @property
    def subject_first(self) -> bool:
        return self.subject.start < self.object.start

    def between(self) -> tuple[int, int]:
        lo = min(self.subject.end, self.object.end)
        hi = max(self.subject.start, self.object.start)
        return (lo, hi) if hi > lo else (lo, lo)


def closest_pair(
    index: DocumentIndex,
    subjects: list[Mention],
    objects: list[Mention],
    within: tuple[int, int] | None = None,
) -> Pairing | None:
    """The subject and object mentions closest together: fewest sentences, then not separated
    by a clause boundary ("A did not buy B; A bought C" pairs A with C in the second clause),
    then fewest characters."""
    best: Pairing | None = None
    best_key = (1 << 30, 1, 1 << 30)
    sentence_of = index.sentence_of
    text = index.text
    if within:
        subjects = [s for s in subjects if within[0] <= s.start and s.end <= within[1]]
        objects = [o for o in objects if within[0] <= o.start and o.end <= within[1]]
    # Each object's sentence, looked up once instead of once per subject.
    placed = [(o, sentence_of(o.start)) for o in objects]
    for s in subjects:
        s_sent = sentence_of(s.start)
        for o, o_sent in placed:
            if o.start < s.end and s.start < o.end:
                continue  # overlapping mentions are one phrase, not two endpoints
            gap = o.start - s.end if o.start >= s.end else s.start - o.end
            sd = o_sent - s_sent
            if sd < 0:
                sd = -sd
            if sd > best_key[0] or (sd == best_key[0] and best_key[1] == 0 and gap >= best_key[2]):
                continue
            crosses = 0
            if sd == 0:
                lo, hi = (s.end, o.start) if s.start < o.start else (o.end, s.start)
                crosses = 1 if _CLAUSE_BREAK.search(text, lo, hi) else 0
            key = (sd, crosses, gap)
            if key < best_key:
                best_key = key
                best = Pairing(s, o, sd, gap)
    return best


def sentence_window(index: DocumentIndex, pairing: Pairing) -> Evidence | None:
    """The sentences from the first endpoint mention to the last, if close enough."""
    if pairing.sentence_distance >= MAX_WINDOW_SENTENCES:
        return None
    sents = index.sentences
    if not sents:
        return None
    first = index.sentence_of(min(pairing.subject.start, pairing.object.start))
    last = index.sentence_of(max(pairing.subject.start, pairing.object.start))
    return Evidence(sents[first].start, sents[last].end, "window", 0.0)


# -- the clause ---------------------------------------------------------------------------------
def read_clause(index: DocumentIndex, pairing: Pairing) -> ClauseReading:
    """Polarity, modality and time of the words that link the two mentions.

    Only a same-sentence pairing is read. A cue counts when it lies between the mentions, in the
    same clause, outside parentheses and quotes and within `MAX_SCOPED_WORDS` words of an
    endpoint; a condition also counts when the sentence opens with one ("If ..., A bought B").
    Time is taken from the whole clause, since dates often sit after the object.
    """
    text = index.text
    lo, hi = pairing.between()
    if pairing.sentence_distance != 0:
        return ClauseReading(None, None, None, [], lo, hi, scoped=False)
    sents = index.sentences
    sent = sents[index.sentence_of(min(pairing.subject.start, pairing.object.start))]
    first_start = min(pairing.subject.start, pairing.object.start)
    last_end = max(pairing.subject.end, pairing.object.end)
    clause_start = sent.start
    for m in _CLAUSE_BREAK.finditer(text, sent.start, first_start):
        clause_start = m.end()
    clause_end = sent.end
    m_after = _CLAUSE_BREAK.search(text, last_end, sent.end)
    if m_after:
        clause_end = m_after.start()
    time_match = _TIME.search(_blank_mentions(text, clause_start, clause_end, pairing))
    cues: list[str] = []
    polarity = Polarity.POSITIVE
    modality = Modality.ASSERTED
    linking = text[lo:hi]
    if _CLAUSE_BREAK.search(linking) is None:
        linking = _PARENTHETICAL.sub(lambda m: " " * len(m.group(0)), linking)
        linking = _TIME.sub(lambda m: " " * len(m.group(0)), linking)
        linking = _NEGATION_IDIOM.sub(lambda m: " " * len(m.group(0)), linking)
        if len(linking.split()) <= 2 * MAX_SCOPED_WORDS:
            neg = _scoped(_NEGATION, linking)
            if neg:
                polarity = Polarity.NEGATIVE
                cues += [f"negation:{c}" for c in neg]
            cond = _scoped(_CONDITIONAL, linking)
            spec = _scoped(_SPECULATION, linking)
            if cond:
                modality = Modality.CONDITIONAL
                cues += [f"conditional:{c}" for c in cond]
            elif spec:
                modality = Modality.SPECULATIVE
                cues += [f"speculative:{c}" for c in spec]
    if modality == Modality.ASSERTED:
        opening = text[sent.start : first_start]
        head = _SENTENCE_CONDITION.match(opening)
        if head and "," in opening[head.end() :]:
            modality = Modality.CONDITIONAL
            cues.append(f"conditional:{head.group(0).strip().lower()}")
    return ClauseReading(
        polarity,
        modality,
        time_match.group(0) if time_match else None,
        cues,
        clause_start,
        clause_end,
        scoped=True,
    )


def _scoped(pattern: re.Pattern[str], linking: str) -> list[str]:
    """Cues in the linking words that are near enough to an endpoint to govern the relation."""
    out: list[str] = []
    n_words = len(linking.split())
    for m in pattern.finditer(linking):
        before = len(linking[: m.start()].split())
        after = n_words - len(linking[: m.end()].split())
        if min(before, after) <= MAX_SCOPED_WORDS:
            out.append(" ".join(m.group(0).lower().split()))
    return out


def _blank_mentions(text: str, start: int, end: int, pairing: Pairing) -> str:
    chars = list(text[start:end])
    for m in (pairing.subject, pairing.object):
        for i in range(max(m.start, start), min(m.end, end)):
            chars[i - start] = " "
    return "".join(chars)


# -- direction ----------------------------------------------------------------------------------
_TEMPLATE_CACHE: dict[str, tuple[tuple[str, ...], bool] | None] = {}
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "by",
        "with",
        "from",
        "is",
        "was",
        "are",
        "were",
        "be",
        "been",
        "as",
        "and",
        "or",
        "its",
        "his",
        "her",
        "their",
        "s",
        "o",
    ]
)
MAX_EXTRA_TEMPLATE_WORDS = 2


def template_middle(template: str) -> tuple[tuple[str, ...], bool] | None:
    """The folded words a template puts between its endpoints, and whether {s} comes first."""
    if template in _TEMPLATE_CACHE:
        return _TEMPLATE_CACHE[template]
    result: tuple[tuple[str, ...], bool] | None = None
    s_at, o_at = template.find("{s}"), template.find("{o}")
    if s_at != -1 and o_at != -1:
        lo, hi = sorted((s_at, o_at))
        middle = tuple(fold(template[lo + 3 : hi]).split())
        if any(w not in _STOPWORDS for w in middle):
            result = (middle, s_at < o_at)
    _TEMPLATE_CACHE[template] = result
    return result


def template_direction(index: DocumentIndex, pairing: Pairing, template: str) -> str | None:
    """'forward' or 'reverse' when the words linking the mentions state the template.

    The template's middle ("is the parent organization of") must end right at the second mention,
    in one sentence, with at most two extra words before it ("quickly acquired"): a lone content
    word such as "country" between two places says nothing about which contains which, and
    "born in Saginaw, Michigan" does not state a birth in Michigan.
    """
    if pairing.sentence_distance != 0:
        return None
    shape = template_middle(template)
    if shape is None:
        return None
    middle, s_first_in_template = shape
    lo, hi = pairing.between()
    words = fold(index.text[lo:hi]).split()
    if len(words) - len(middle) > MAX_EXTRA_TEMPLATE_WORDS or len(words) < len(middle):
        return None
    # The middle must close the gap: "born in Saginaw, Michigan" does not say born in Michigan.
    if tuple(words[len(words) - len(middle) :]) != middle:
        return None
    return "forward" if pairing.subject_first == s_first_in_template else "reverse"


# -- text facts used by the confidence model ----------------------------------------------------
def between_signature(text: str) -> tuple[str, str]:
    """Two coarse shapes of the words linking the mentions, digits and months normalised.

    The first keeps up to two words ("in", "born (", ","), the second the first word and the last
    two, which is what distinguishes "X (born 1950)" from "X, a town in Y".
    """
    tokens = [_norm_token(t) for t in fold(text).split()]
    paren = "(" if "(" in text else ""
    comma = "," if "," in text else ""
    if not tokens:
        stripped = text.strip()
        first = "adj" + (stripped[:1] if stripped else "")
        return first, first
    short = " ".join(tokens) + paren + comma if len(tokens) <= 2 else "long"
    long = f"{tokens[0]}..{' '.join(tokens[-2:])}{paren}"
    return short, long


def _norm_token(token: str) -> str:
    if token.isdigit():
        return "D"
    if token in _MONTHS:
        return "M"
    return token


def lowercase_words(text: str) -> frozenset[str]:
    """Common words of a passage (capitalised names excluded): the vocabulary of cue words."""
    return frozenset(w.lower() for w in _WORD.findall(text) if not w[0].isupper())


def edge_words(text: str, mention: Mention) -> tuple[str, str]:
    """The folded word just before and just after a mention ('' at the edges)."""
    before = fold(text[max(0, mention.start - 30) : mention.start]).split()
    after = fold(text[mention.end : mention.end + 30]).split()
    return (_norm_token(before[-1]) if before else ""), (_norm_token(after[0]) if after else "")


_DASH = re.compile(r"\s[–—-]\s|[–—]")


def parenthesis_slot(text: str, subjects: list[Mention], objects: list[Mention]) -> int:
    """Where an object sits in a parenthesis opened right after a subject mention.

    Wikipedia opens an article with "Name (born 1 May 1950 in Town)" or "Name (1920 – 1992)":
    1 = before the dash (or after "born"), 2 = after the dash, 0 = not in such a parenthesis.
    """
    for s in subjects:
        head = text[s.end : s.end + 4]
        opened = head.find("(")
        if opened == -1 or head[:opened].strip():
            continue
        start = s.end + opened + 1
        close = text.find(")", start, start + 160)
        end = close if close != -1 else min(len(text), start + 160)
        for o in objects:
            if start <= o.start and o.end <= end:
                dash = _DASH.search(text, start, end)
                if dash is not None and dash.start() < o.start:
                    return 2
                return 1
    return 0


# Sovereign states (and a few former ones) with their demonyms: the one piece of world knowledge
# the validator carries. It refines the NER type LOC ("is this place a country?"), the way a
# vocabulary's domain/range refines a predicate; it never says which country anything is in.
_COUNTRY_NAMES = (
    "Afghanistan | Afghan | Albania | Albanian | Algeria | Algerian | Andorra | Andorran | Angola "
    "| Angolan | Antigua and Barbuda | Antiguan | Argentina | Argentine | Argentinian | Armenia | "
    "Armenian | Australia | Australian | Austria | Austrian | Azerbaijan | Azerbaijani | Bahamas "
    "| Bahamian | Bahrain | Bahraini | Bangladesh | Bangladeshi | Barbados | Barbadian | Belarus "
    "| Belarusian | Belgium | Belgian | Belize | Belizean | Benin | Beninese | Bhutan | Bhutanese "
    "| Bolivia | Bolivian | Bosnia and Herzegovina | Bosnian | Botswana | Botswanan | Brazil | "
    "Brazilian | Brunei | Bruneian | Bulgaria | Bulgarian | Burkina Faso | Burkinabe | Burundi | "
    "Burundian | Cambodia | Cambodian | Cameroon | Cameroonian | Canada | Canadian | Cape Verde | "
    "Cape Verdean | Central African Republic | Chad | Chadian | Chile | Chilean | China | Chinese "
    "| People's Republic of China | PRC | Colombia | Colombian | Comoros | Comorian | Congo | "
    "Congolese | Democratic Republic of the Congo | Republic of the Congo | Costa Rica | Costa "
    "Rican | Croatia | Croatian | Cuba | Cuban | Cyprus | Cypriot | Czech Republic | Czech | "
    "Czechia | Czechoslovakia | Czechoslovak | Denmark | Danish | Djibouti | Djiboutian | "
    "Dominica | Dominican Republic | Dominican | Ecuador | Ecuadorian | Egypt | Egyptian | El "
    "Salvador | Salvadoran | Equatorial Guinea | Eritrea | Eritrean | Estonia | Estonian | "
    "Eswatini | Swaziland | Ethiopia | Ethiopian | Fiji | Fijian | Finland | Finnish | France | "
    "French | Gabon | Gabonese | Gambia | Gambian | Georgia | Georgian | Germany | German | West "
    "Germany | East Germany | Ghana | Ghanaian | Greece | Greek | Grenada | Grenadian | Guatemala "
    "| Guatemalan | Guinea | Guinean | Guinea-Bissau | Guyana | Guyanese | Haiti | Haitian | "
    "Honduras | Honduran | Hungary | Hungarian | Iceland | Icelandic | India | Indian | Indonesia "
    "| Indonesian | Iran | Iranian | Iraq | Iraqi | Ireland | Irish | Republic of Ireland | "
    "Israel | Israeli | Italy | Italian | Ivory Coast | Ivorian | Côte d'Ivoire | Jamaica | "
    "Jamaican | Japan | Japanese | Jordan | Jordanian | Kazakhstan | Kazakh | Kenya | Kenyan | "
    "Kiribati | Kosovo | Kosovar | Kuwait | Kuwaiti | Kyrgyzstan | Kyrgyz | Laos | Laotian | Lao "
    "| Latvia | Latvian | Lebanon | Lebanese | Lesotho | Liberia | Liberian | Libya | Libyan | "
    "Liechtenstein | Lithuania | Lithuanian | Luxembourg | Luxembourgish | Madagascar | Malagasy "
    "| Malawi | Malawian | Malaysia | Malaysian | Maldives | Maldivian | Mali | Malian | Malta | "
    "Maltese | Marshall Islands | Mauritania | Mauritanian | Mauritius | Mauritian | Mexico | "
    "Mexican | Micronesia | Moldova | Moldovan | Monaco | Monegasque | Mongolia | Mongolian | "
    "Montenegro | Montenegrin | Morocco | Moroccan | Mozambique | Mozambican | Myanmar | Burma | "
    "Burmese | Namibia | Namibian | Nauru | Nepal | Nepalese | Nepali | Netherlands | Dutch | "
    "Holland | New Zealand | New Zealander | Nicaragua | Nicaraguan | Niger | Nigerien | Nigeria "
    "| Nigerian | North Korea | North Korean | North Macedonia | Macedonia | Macedonian | Norway "
    "| Norwegian | Oman | Omani | Pakistan | Pakistani | Palau | Palestine | Palestinian | Panama "
    "| Panamanian | Papua New Guinea | Paraguay | Paraguayan | Peru | Peruvian | Philippines | "
    "Filipino | Philippine | Poland | Polish | Portugal | Portuguese | Qatar | Qatari | Romania | "
    "Romanian | Russia | Russian | Russian Federation | Rwanda | Rwandan | Saint Kitts and Nevis "
    "| Saint Lucia | Saint Vincent and the Grenadines | Samoa | Samoan | San Marino | Sao Tome "
    "and Principe | Saudi Arabia | Saudi | Senegal | Senegalese | Serbia | Serbian | Seychelles | "
    "Sierra Leone | Singapore | Singaporean | Slovakia | Slovak | Slovenia | Slovenian | Slovene "
    "| Solomon Islands | Somalia | Somali | South Africa | South African | South Korea | South "
    "Korean | Korea | Korean | South Sudan | Soviet Union | Soviet | USSR | Spain | Spanish | Sri "
    "Lanka | Sri Lankan | Sudan | Sudanese | Suriname | Sweden | Swedish | Switzerland | Swiss | "
    "Syria | Syrian | Taiwan | Taiwanese | Republic of China | Tajikistan | Tajik | Tanzania | "
    "Tanzanian | Thailand | Thai | Timor-Leste | East Timor | Togo | Togolese | Tonga | Tongan | "
    "Trinidad and Tobago | Tunisia | Tunisian | Turkey | Turkish | Turkmenistan | Tuvalu | Uganda "
    "| Ugandan | Ukraine | Ukrainian | United Arab Emirates | UAE | Emirati | United Kingdom | UK "
    "| U.K. | Britain | Great Britain | British | England | English | Scotland | Scottish | Wales "
    "| Welsh | Northern Ireland | United States | United States of America | US | U.S. | U.S | "
    "USA | America | American | Uruguay | Uruguayan | Uzbekistan | Uzbek | Vanuatu | Vatican City "
    "| Holy See | Venezuela | Venezuelan | Vietnam | Vietnamese | Yemen | Yemeni | Yugoslavia | "
    "Yugoslav | Zambia | Zambian | Zimbabwe | Zimbabwean"
)
COUNTRIES = frozenset(fold(n) for n in _COUNTRY_NAMES.split(" | "))


# First-level divisions of the countries Wikipedia writes most about (US states, Canadian
# provinces, Australian states): "is this place a region of a country?", nothing more.
_REGION_NAMES = (
    "Alabama | Alaska | Arizona | Arkansas | California | Colorado | Connecticut | Delaware | "
    "Florida | Hawaii | Idaho | Illinois | Indiana | Iowa | Kansas | Kentucky | Louisiana | Maine "
    "| Maryland | Massachusetts | Michigan | Minnesota | Mississippi | Missouri | Montana | "
    "Nebraska | Nevada | New Hampshire | New Jersey | New Mexico | New York | North Carolina | "
    "North Dakota | Ohio | Oklahoma | Oregon | Pennsylvania | Rhode Island | South Carolina | "
    "South Dakota | Tennessee | Texas | Utah | Vermont | Virginia | Washington | West Virginia | "
    "Wisconsin | Wyoming | District of Columbia | Alberta | British Columbia | Manitoba | New "
    "Brunswick | Newfoundland and Labrador | Nova Scotia | Ontario | Prince Edward Island | "
    "Quebec | Saskatchewan | Northwest Territories | Nunavut | Yukon | New South Wales | "
    "Queensland | South Australia | Tasmania | Victoria | Western Australia | Northern Territory "
    "| Australian Capital Territory"
)
REGIONS = frozenset(fold(n) for n in _REGION_NAMES.split(" | "))


CONTINENTS = frozenset(
    fold(n)
    for n in [
        "Africa",
        "African",
        "Europe",
        "European",
        "Asia",
        "Asian",
        "Oceania",
        "Antarctica",
        "Eurasia",
        "North_America",
        "North_American",
        "South_America",
        "South_American",
        "Latin_America",
        "Latin_American",
        "Central_America",
        "Central_American",
        "Middle_East",
        "Scandinavia",
        "Scandinavian",
        "Balkans",
        "Caribbean",
    ]
    for n in [n.replace("_", " ")]
)


def place_rank(names: tuple[str, ...] | list[str]) -> int:
    """3 for a continent or a wider region, 2 a country, 1 a first-level region, 0 otherwise
    (or unknown)."""
    folded = [fold(n) for n in names]
    if any(n in CONTINENTS for n in folded):
        return 3
    if any(n in COUNTRIES for n in folded):
        return 2
    if any(n in REGIONS for n in folded):
        return 1
    return 0


_DATE_SHAPES = (
    (
        "day",
        re.compile(rf"(?:{_MONTH}\s+\d{{1,2}},?\s+\d{{3,4}}|\d{{1,2}}\s+{_MONTH},?\s+\d{{3,4}})"),
    ),
    ("month", re.compile(rf"{_MONTH},?\s+\d{{3,4}}")),
    ("decade", re.compile(r"(?:the\s+)?(?:early\s+|mid-?\s*|late\s+)?\d{3}0s")),
    ("year", re.compile(r"\d{3,4}")),
)


def name_shape(name: str) -> str:
    """The shape of a date-like name (day, month, decade, year), else ''."""
    name = name.strip()
    for shape, pattern in _DATE_SHAPES:
        if pattern.fullmatch(name):
            return shape
    return ""
