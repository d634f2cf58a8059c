# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-sixth holdout batch of the contrast set (contrast-holdout-1901 to -1914), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check, and was asked for an obituary, an encyclopedia-style
biography and a history that lists office-holders among its genres) and committed sealed (split
`sealed`, read by nothing) before any rule was measured on it. Unsealed after its one
measurement, for the readings of a lifetime-long bare span and of a date in a life span's other
slot (docs/validation_trials.md, 2026-12-07, late night)."""

from kg_pipeline.demo.contrast.record import Doc

_D1901 = Doc(
    "contrast-holdout-1901",
    "holdout",
    "Pellacott Foods in talks to buy Harnwell Creameries",
    [
        "OSTWYN, 3 March (Kestavian Wire Service) - Pellacott Foods, the Ostwyn biscuit maker, "
        "said on Monday that it was in talks to buy Harnwell Creameries, the family-owned dairy "
        "group, in a deal that would make it the largest food business in Lower Marrow.",
        "A Pellacott spokesman said no price had yet been agreed but that the board hoped to sign "
        "heads of terms before the summer.",
        "Harnwell Creameries, which Agnes Harnwell started with two churns and a handcart in 1952, "
        "has never before been offered for sale, and is run today by her grandson, Piers Harnwell.",
        "People familiar with the matter said Piers Harnwell had been offered a seat on the "
        "Pellacott board as part of any deal, though he has yet to say whether he will accept it.",
        "Market sources said Pellacott might also move for Dunlin Mills, the Cassingford flour "
        "miller, once the Harnwell deal is done; the company declined to comment on what it "
        "called speculation.",
        "Separately, Pellacott denied a report in the Marrow Courier that its chairwoman, Ingrid "
        "Maule, was preparing to hand over to the former central banker Conrad Ebbage.",
        "Maule has said in the past that she wants Pellacott to move its head office from Ostwyn "
        "to Quellby, closer to its main bakery, within three years.",
        "Shares in Pellacott closed 4 percent higher in Vellmora.",
    ],
    {
        "Pellacott Foods": "ORG",
        "Ostwyn": "LOC",
        "Harnwell Creameries": "ORG",
        "Agnes Harnwell": "PER",
        "Piers Harnwell": "PER",
        "Dunlin Mills": "ORG",
        "Ingrid Maule": "PER",
        "Conrad Ebbage": "PER",
        "Quellby": "LOC",
    },
    [
        ("Pellacott Foods", "headquarters location", "Ostwyn", "S", "assertion", 0),
        ("Pellacott Foods", "subsidiary", "Harnwell Creameries", "U", "talks", None),
        (
            "Harnwell Creameries",
            "founded by",
            "Agnes Harnwell",
            "S",
            "assertion:harmless_negation",
            2,
        ),
        ("Piers Harnwell", "employer", "Pellacott Foods", "U", "offer", None),
        ("Pellacott Foods", "subsidiary", "Dunlin Mills", "U", "rumour", None),
        ("Pellacott Foods", "chairperson", "Ingrid Maule", "S", "assertion", 5),
        ("Pellacott Foods", "chairperson", "Conrad Ebbage", "U", "denied_report", None),
        ("Pellacott Foods", "headquarters location", "Quellby", "U", "plan", None),
    ],
    aliases={"Pellacott Foods": ["Pellacott"]},
)

_D1902 = Doc(
    "contrast-holdout-1902",
    "holdout",
    "Dorothea Marchbank, 1935-2024",
    [
        "Dorothea Marchbank, who has died aged 89, taught three generations of Quellby children "
        "to read and coxed the town's women's crews to more regional titles than anyone now "
        "cares to count.",
        "She was born Dorothea Ilsley in Tarnsey on 2 February 1935, the youngest of four "
        "children of Amos Ilsley, a lock-keeper on the River Tamsk, and his wife, Nell.",
        "After two years at Cassingford Teachers' College she joined the staff of St Aldric's "
        "Primary School in Quellby in 1957, and stayed for thirty-eight years, the last "
        "twenty-one of them as head teacher.",
        "In 1959 she married Harold Marchbank, a signalman on the Marrow line, who died in 2011.",
        "She could not swim a stroke, yet for seven seasons Dorothea coxed the first eight of the "
        "Quellby Ladies' Rowing Club, which made her its honorary president in 1990.",
        "Pupils who went on to become doctors, bus drivers and, in one case, a bishop wrote to "
        "her every Christmas, and she answered every letter by hand.",
        "Dorothea Marchbank died at home in Quellby on 9 November 2024, three weeks after a fall.",
        "Dorothea is survived by her son, Colin, and her daughter, Fenella Marchbank-Roe, who "
        "sits for Quellby in the Lower Marrow provincial assembly.",
    ],
    {
        "Dorothea Marchbank": "PER",
        "Tarnsey": "LOC",
        "2 February 1935": "TIME",
        "Amos Ilsley": "PER",
        "Quellby Ladies' Rowing Club": "ORG",
        "Quellby": "LOC",
        "9 November 2024": "TIME",
        "Fenella Marchbank-Roe": "PER",
    },
    [
        ("Dorothea Marchbank", "place of birth", "Tarnsey", "S", "assertion", 1),
        ("Dorothea Marchbank", "date of birth", "2 February 1935", "S", "assertion", 1),
        ("Dorothea Marchbank", "father", "Amos Ilsley", "S", "assertion", 1),
        (
            "Dorothea Marchbank",
            "member of sports team",
            "Quellby Ladies' Rowing Club",
            "S",
            "assertion:harmless_negation",
            4,
        ),
        ("Dorothea Marchbank", "place of death", "Quellby", "S", "assertion", 6),
        ("Dorothea Marchbank", "date of death", "9 November 2024", "S", "assertion", 6),
        ("Dorothea Marchbank", "child", "Fenella Marchbank-Roe", "S", "assertion", 7),
        ("Fenella Marchbank-Roe", "child", "Dorothea Marchbank", "U", "reversed", None),
    ],
    aliases={"Dorothea Marchbank": ["Dorothea Ilsley", "Dorothea"]},
)

_D1903 = Doc(
    "contrast-holdout-1903",
    "holdout",
    "Penhallow, Osric",
    [
        "Osric Penhallow (born 12 March 1951) is a Kestavian novelist, screenwriter and former "
        "politician, best known for his novels of life on the Tamsk estuary.",
        "Penhallow was born in Brenholt, a market town in the province of Lower Marrow, the son "
        "of Silas Penhallow, a foreman at the Brenholt Ironworks, and his wife Maud, a "
        "schoolteacher.",
        "He was educated at Brenholt Grammar School and read history at the University of "
        "Vellmora, and worked for two years as a reporter on the Marrow Courier before turning "
        "to fiction.",
        "Penhallow's first novel, The Salt Ledger, was published by Fennick & Hale in 1979 and "
        "established the river setting to which he has returned ever since.",
        "His second, Low Water (1984), became Imke Sorrel's film Low Water at Tarnsey (1988), for "
        "which Penhallow wrote the screenplay; like the novel, it is set in and around the "
        "customs house at Tarnsey.",
        "A member of the Kestavian Social Union from 1985, Penhallow sat for Brenholt North in "
        "the National Assembly from 1994 to 2002, and was Minister of Culture for eleven weeks "
        "in 2001.",
        "The Tide Clerk (2002), his sixth novel, won the Marrow Prize for Fiction in 2003 and has "
        "been translated into eleven languages.",
        "In 1976 Penhallow married the translator Lidia Brask; the couple have lived in "
        "Wendlecombe since 2003.",
    ],
    {
        "Osric Penhallow": "PER",
        "12 March 1951": "TIME",
        "Brenholt": "LOC",
        "Lower Marrow": "LOC",
        "The Salt Ledger": "MISC",
        "Fennick & Hale": "ORG",
        "Low Water at Tarnsey": "MISC",
        "Tarnsey": "LOC",
        "Kestavian Social Union": "ORG",
        "The Tide Clerk": "MISC",
        "Marrow Prize for Fiction": "MISC",
        "Wendlecombe": "LOC",
    },
    [
        ("Osric Penhallow", "date of birth", "12 March 1951", "S", "assertion", 0),
        (
            "Brenholt",
            "located in the administrative territorial entity",
            "Lower Marrow",
            "S",
            "assertion",
            1,
        ),
        (
            "Lower Marrow",
            "located in the administrative territorial entity",
            "Brenholt",
            "U",
            "reversed",
            None,
        ),
        ("The Salt Ledger", "author", "Osric Penhallow", "S", "assertion", 3),
        ("The Salt Ledger", "publisher", "Fennick & Hale", "S", "assertion", 3),
        ("Low Water at Tarnsey", "narrative location", "Tarnsey", "S", "assertion", 4),
        (
            "Osric Penhallow",
            "member of political party",
            "Kestavian Social Union",
            "S",
            "assertion",
            5,
        ),
        ("The Tide Clerk", "award received", "Marrow Prize for Fiction", "S", "assertion", 6),
        ("Osric Penhallow", "residence", "Wendlecombe", "S", "assertion", 7),
    ],
    aliases={"Osric Penhallow": ["Penhallow"]},
)

_D1904 = Doc(
    "contrast-holdout-1904",
    "holdout",
    "Brenholt Past: the men and women in Athletic's president's chair",
    [
        "Next month Brenholt Athletic will unveil a board in the main stand listing every "
        "president the club has had, and, having spent the winter checking the names against "
        "the minute books, I can report that it makes a fascinating roll.",
        "The plaque on the Foundry Lane gate says that the ironmaster Josiah Crabbe founded "
        "Brenholt Athletic, but the first minute book tells a different story.",
        "Athletic was got up in the spring of 1898 by a dozen foundry hands led by a puddler "
        "named Enos Wark, who went looking for Crabbe only when they needed a patron with money.",
        "Josiah Crabbe (1851-1927) duly became the first president, held the office until 1919, "
        "and paid for the first grandstand out of his own pocket.",
        "His successor, the draper Walter Dunnock (1880-1952; president 1919-38), took Athletic "
        "into the Lower Marrow Combination in 1921 and lived to see them win it four times.",
        "The chair stood empty through the war, and it was not until 1946 that Alderman Cuthbert "
        "Fane (1903-1979), Mayor of Brenholt in 1955-56, was voted in; he stayed until 1971.",
        "Then came the bookmaker Len Ashby (1921-98), president from 1971 to 1984, who is still "
        "remembered for having the Crabbe Stand painted in his own racing colours.",
        "Margaret Hollins (b. 1938), the first woman to hold the office, presided from 1984 to "
        "1999, and the present incumbent, Dr Anil Rusk (born 1961), took over in 2015 after many "
        "years as club doctor.",
        "Enos Wark, you will notice, is not on the board at all, since he never held office; I "
        "have asked the committee to think again.",
    ],
    {
        "Brenholt Athletic": "ORG",
        "Josiah Crabbe": "PER",
        "Enos Wark": "PER",
        "1851": "TIME",
        "1927": "TIME",
        "Walter Dunnock": "PER",
        "1880": "TIME",
        "Lower Marrow Combination": "ORG",
        "Cuthbert Fane": "PER",
        "Mayor of Brenholt": "MISC",
        "Margaret Hollins": "PER",
        "1938": "TIME",
        "Anil Rusk": "PER",
        "1961": "TIME",
    },
    [
        ("Brenholt Athletic", "founded by", "Josiah Crabbe", "U", "refuted_claim", None),
        ("Brenholt Athletic", "founded by", "Enos Wark", "S", "assertion", 2),
        ("Josiah Crabbe", "date of birth", "1851", "S", "assertion", 3),
        ("Josiah Crabbe", "date of death", "1927", "S", "assertion", 3),
        ("Walter Dunnock", "date of birth", "1880", "S", "assertion", 4),
        ("Brenholt Athletic", "league", "Lower Marrow Combination", "S", "assertion", 4),
        ("Lower Marrow Combination", "league", "Brenholt Athletic", "U", "reversed", None),
        (
            "Cuthbert Fane",
            "position held",
            "Mayor of Brenholt",
            "S",
            "assertion:harmless_negation",
            5,
        ),
        ("Margaret Hollins", "date of birth", "1938", "S", "assertion", 7),
        ("Anil Rusk", "date of birth", "1961", "S", "assertion", 7),
    ],
    aliases={"Brenholt Athletic": ["Athletic"], "Josiah Crabbe": ["Crabbe"]},
)

_D1905 = Doc(
    "contrast-holdout-1905",
    "holdout",
    "Tarnsey Borough Council: Amenities and Transport Committee, minutes of 14 May",
    [
        "Minutes of the meeting of the Amenities and Transport Committee held in the Council "
        "Chamber, Tarnsey Guildhall, on Tuesday 14 May at 7.00 pm.",
        "Present: Cllr Bernadette Oyelaran (Chair), Cllr Tomas Fell, Cllr Priya Hakesley and "
        "Cllr Rowan Gilby; in attendance, Ms Joan Threlkeld (Head of Leisure Services).",
        "1. Declarations of interest: Cllr Oyelaran declared a non-pecuniary interest as a "
        "non-executive director of Marrowline Buses, and Cllr Hakesley declared that she is a "
        "trustee of the Tarnsey Community Trust.",
        "2. Route 14. The Chair reported that Marrowline Buses, which runs route 14 between "
        "Tarnsey and Quellby, has given notice that it will withdraw the Sunday service from "
        "1 September.",
        "Officers confirmed that the running of route 14 on Sundays had been offered to "
        "Ferrybridge Coaches of Wendlecombe, which has not yet replied.",
        "Asked who now owns the company, officers said that Marrowline Buses might have been "
        "bought by the Vellmora group Castellan Transport, but they had been unable to confirm "
        "this.",
        "3. Tarnsey Lido. Ms Threlkeld reported that the agreement transferring the management "
        "of Tarnsey Lido to the Tarnsey Community Trust has been approved by the Trust's board "
        "and now awaits the signature of the Chief Executive.",
        "Cllr Gilby asked whether the Trust is chaired by Canon Hugh Ambler-Stroud, as he had "
        "been told; officers undertook to find out.",
        "4. Twinning. Cllr Fell moved that the council seek a formal twinning with the town of "
        "Ludzany in Drevnia, with which Tarnsey schools have exchanged pupils since 2016; Cllr "
        "Hakesley seconded.",
        "The motion was carried by three votes to one and will be put to the full council on "
        "4 June.",
        "The meeting closed at 8.40 pm.",
    ],
    {
        "Bernadette Oyelaran": "PER",
        "Priya Hakesley": "PER",
        "Marrowline Buses": "ORG",
        "Tarnsey Community Trust": "ORG",
        "route 14": "MISC",
        "Ferrybridge Coaches": "ORG",
        "Castellan Transport": "ORG",
        "Tarnsey Lido": "LOC",
        "Hugh Ambler-Stroud": "PER",
        "Tarnsey": "LOC",
        "Ludzany": "LOC",
        "Drevnia": "LOC",
    },
    [
        ("Bernadette Oyelaran", "employer", "Marrowline Buses", "S", "assertion", 2),
        ("Priya Hakesley", "member of", "Tarnsey Community Trust", "S", "assertion", 2),
        ("route 14", "operator", "Marrowline Buses", "S", "assertion", 3),
        ("route 14", "operator", "Ferrybridge Coaches", "U", "offer", None),
        ("Marrowline Buses", "owned by", "Castellan Transport", "U", "modal_speculative", None),
        ("Tarnsey Lido", "operator", "Tarnsey Community Trust", "U", "pending_deal", None),
        ("Tarnsey Community Trust", "chairperson", "Hugh Ambler-Stroud", "U", "question", None),
        ("Tarnsey", "sister city", "Ludzany", "U", "proposal", None),
        ("Ludzany", "country", "Drevnia", "S", "assertion", 8),
    ],
    aliases={"Bernadette Oyelaran": ["Oyelaran"], "Priya Hakesley": ["Hakesley"]},
)

_D1906 = Doc(
    "contrast-holdout-1906",
    "holdout",
    "Brenholt Athletic signs Jory Penrice",
    [
        "FOR IMMEDIATE RELEASE. Brenholt Athletic Football Club is delighted to announce the "
        "signing of the midfielder Jory Penrice from Quellby Harriers on a two-year contract.",
        "Penrice, 26, made 143 appearances for the Harriers and captained them for the last two "
        "seasons.",
        "Brenholt Athletic manager Sabine Aldous said: 'Jory is exactly the sort of player this "
        "club was built on, and we had to fight off a lot of interest to get him.'",
        "Athletic has also offered a contract to the Cassingford Rovers captain Kofi Tannard, "
        "who is considering his options.",
        "Penrice arrives as Brenholt Athletic, founded in 1898 by the ironmaster Josiah Crabbe, "
        "prepares to mark its 125th anniversary with a friendly against FK Ludzany on 12 August.",
        "Tickets are on sale now from the club shop at Foundry Lane; season-ticket holders need "
        "only show their cards at the turnstile.",
        "Notes to editors: Brenholt Athletic plays in the Lower Marrow Combination, and its "
        "president is Dr Anil Rusk.",
    ],
    {
        "Brenholt Athletic": "ORG",
        "Jory Penrice": "PER",
        "Sabine Aldous": "PER",
        "Kofi Tannard": "PER",
        "Josiah Crabbe": "PER",
    },
    [
        ("Jory Penrice", "member of sports team", "Brenholt Athletic", "S", "assertion", 0),
        ("Sabine Aldous", "employer", "Brenholt Athletic", "S", "assertion", 2),
        ("Kofi Tannard", "member of sports team", "Brenholt Athletic", "U", "offer", None),
        ("Brenholt Athletic", "founded by", "Josiah Crabbe", "S", "assertion", 4),
    ],
    aliases={"Brenholt Athletic": ["Athletic"]},
)

_D1907 = Doc(
    "contrast-holdout-1907",
    "holdout",
    "Letter: Tarnsey deserves better than this",
    [
        "Sir, your report on the council's handling of route 14 (Courier, 17 May) missed the one "
        "point that matters to those of us who depend on it.",
        "Marrowline Buses has been owned since 2019 by Castellan Transport, a Vellmora company "
        "whose directors, I suspect, could not find Tarnsey on a map.",
        "And may I ask whether Councillor Bernadette Oyelaran, who chaired the meeting, is "
        "herself a director of Marrowline Buses?",
        "Ferrybridge Coaches, the family firm out at Wendlecombe, would take on route 14 "
        "tomorrow if the council only asked them.",
        "As for the Lido, had the council listened to residents five years ago, the Tarnsey "
        "Community Trust would be running Tarnsey Lido by now, and we should not be paying "
        "consultants to tell us so.",
        "I am told, too, that Councillor Priya Hakesley sits on the Trust's board, which would "
        "explain a great deal.",
        "Yours faithfully, Agatha Pruett, Mill Row, Tarnsey.",
    ],
    {
        "Marrowline Buses": "ORG",
        "Castellan Transport": "ORG",
        "Bernadette Oyelaran": "PER",
        "route 14": "MISC",
        "Ferrybridge Coaches": "ORG",
        "Tarnsey Lido": "LOC",
        "Tarnsey Community Trust": "ORG",
        "Priya Hakesley": "PER",
    },
    [
        ("Marrowline Buses", "owned by", "Castellan Transport", "S", "assertion", 1),
        ("Castellan Transport", "owned by", "Marrowline Buses", "U", "reversed", None),
        ("Bernadette Oyelaran", "employer", "Marrowline Buses", "U", "question", None),
        ("route 14", "operator", "Ferrybridge Coaches", "U", "conditional_trailing", None),
        ("Tarnsey Lido", "operator", "Tarnsey Community Trust", "U", "counterfactual", None),
        ("Priya Hakesley", "member of", "Tarnsey Community Trust", "U", "rumour", None),
    ],
)

_D1908 = Doc(
    "contrast-holdout-1908",
    "holdout",
    "Lower Marrow Combination: players who changed clubs, appearances 2022-24",
    [
        "Player | Club | Season | Apps | Goals",
        "Jory Penrice | Quellby Harriers | 2022-23 | 34 | 6",
        "Jory Penrice | Brenholt Athletic | 2023-24 | 31 | 4",
        "Kofi Tannard | Cassingford Rovers | 2022-23 | 36 | 2",
        "Kofi Tannard | Brenholt Athletic | 2023-24 | 29 | 1",
        "Lewin Moss | Cassingford Rovers | 2022-23 | 33 | 14",
        "Lewin Moss | Quellby Harriers | 2023-24 | 35 | 19",
    ],
    {
        "Jory Penrice": "PER",
        "Kofi Tannard": "PER",
        "Lewin Moss": "PER",
        "Quellby Harriers": "ORG",
        "Brenholt Athletic": "ORG",
        "Cassingford Rovers": "ORG",
    },
    [
        (
            "Jory Penrice",
            "member of sports team",
            "Quellby Harriers",
            "S",
            "table_repeated_name",
            1,
        ),
        (
            "Kofi Tannard",
            "member of sports team",
            "Cassingford Rovers",
            "S",
            "table_repeated_name",
            3,
        ),
        (
            "Lewin Moss",
            "member of sports team",
            "Quellby Harriers",
            "S",
            "table_repeated_name",
            6,
        ),
        (
            "Jory Penrice",
            "member of sports team",
            "Cassingford Rovers",
            "U",
            "table_repeated_name",
            None,
        ),
        (
            "Lewin Moss",
            "member of sports team",
            "Brenholt Athletic",
            "U",
            "table_repeated_name",
            None,
        ),
        (
            "Kofi Tannard",
            "member of sports team",
            "Quellby Harriers",
            "U",
            "table_repeated_name",
            None,
        ),
    ],
    table=True,
)

_D1909 = Doc(
    "contrast-holdout-1909",
    "holdout",
    "Sacked Rovers manager wins unfair dismissal claim",
    [
        "A former manager of Cassingford Rovers was unfairly dismissed when the club sacked her "
        "by text message three days before the end of the season, an employment tribunal "
        "sitting in Vellmora ruled on Thursday.",
        "Sabine Aldous, 44, managed Cassingford Rovers from June 2019 until May 2023, when the "
        "club's chairman, Declan Frome, told her that her contract would not be renewed.",
        "In its response to the claim, Rovers alleged that Aldous had already agreed to become "
        "manager of Brenholt Athletic and had been sounding out the club's players on "
        "Athletic's behalf.",
        "Kofi Tannard, who joined Brenholt Athletic from Rovers last summer, gave evidence on "
        "her behalf.",
        "He told the tribunal that Aldous had never once raised the subject of a move with him "
        "while she was in charge.",
        "Asked by Employment Judge Ruth Calloway whether Rovers was owned by Pellacott Foods, the "
        "club's shirt sponsor, Mr Frome said that was a question for the company.",
        "Judge Calloway found that the club had produced no evidence to support its allegation "
        "and awarded Aldous 41,000 crowns in compensation.",
        "Outside the tribunal, Aldous, who played for Quellby Harriers for nine seasons before "
        "she moved into coaching, said she was relieved and 'ready to get back to football'.",
    ],
    {
        "Cassingford Rovers": "ORG",
        "Sabine Aldous": "PER",
        "Brenholt Athletic": "ORG",
        "Kofi Tannard": "PER",
        "Pellacott Foods": "ORG",
    },
    [
        (
            "Sabine Aldous",
            "employer",
            "Cassingford Rovers",
            "S",
            "assertion:harmless_negation",
            1,
        ),
        ("Sabine Aldous", "employer", "Brenholt Athletic", "U", "allegation", None),
        ("Kofi Tannard", "member of sports team", "Brenholt Athletic", "S", "assertion", 3),
        ("Cassingford Rovers", "owned by", "Pellacott Foods", "U", "question", None),
    ],
    aliases={"Cassingford Rovers": ["Rovers"], "Sabine Aldous": ["Aldous"]},
)

_D1910 = Doc(
    "contrast-holdout-1910",
    "holdout",
    "Review: The Tide Clerk, by Osric Penhallow",
    [
        "The Tide Clerk, by Osric Penhallow. Fennick & Hale, 320 pp, 18 crowns.",
        "The Tide Clerk takes us back once more to Tarnsey, the river town Penhallow has been "
        "mapping, customs house by chandlery, for a quarter of a century.",
        "Abel Crane, The Tide Clerk's unhappy hero, is a customs officer on the Tamsk who begins "
        "to suspect that his own ledgers are being falsified by someone he loves.",
        "Penhallow, who worked at Brenholt Ironworks as a young man before going up to "
        "university, has always written well about work, and the scenes in the customs house "
        "are the best things in the book.",
        "It would be easy to read the novel as a settling of scores with the political class he "
        "left in May, but that would be to sell it short.",
        "If the book has a weakness, it is that Abel's wife, Mercy, never becomes more than a "
        "symbol of the river.",
        "The Tide Clerk could well win the Marrow Prize for Fiction next year, and it would be "
        "hard to think of a worthier winner.",
    ],
    {
        "The Tide Clerk": "MISC",
        "Osric Penhallow": "PER",
        "Tarnsey": "LOC",
        "Abel Crane": "PER",
        "Brenholt Ironworks": "ORG",
        "Marrow Prize for Fiction": "MISC",
    },
    [
        ("The Tide Clerk", "narrative location", "Tarnsey", "S", "assertion", 1),
        ("The Tide Clerk", "characters", "Abel Crane", "S", "assertion", 2),
        ("Abel Crane", "characters", "The Tide Clerk", "U", "reversed", None),
        ("Osric Penhallow", "employer", "Brenholt Ironworks", "S", "assertion", 3),
        (
            "The Tide Clerk",
            "award received",
            "Marrow Prize for Fiction",
            "U",
            "modal_speculative",
            None,
        ),
    ],
    aliases={"Osric Penhallow": ["Penhallow"]},
)

_D1911 = Doc(
    "contrast-holdout-1911",
    "holdout",
    "Transcript: Osric Penhallow on The Marrow Hour",
    [
        "THE MARROW HOUR, KBC Radio Lower Marrow, broadcast 9 October 2002; presenter June Farrar.",
        "FARRAR: My guest this morning is Osric Penhallow, who until May sat for Brenholt North "
        "in the National Assembly and whose sixth novel, The Tide Clerk, is in the shops this "
        "week.",
        "FARRAR: You grew up in the shadow of the foundry, didn't you?",
        "PENHALLOW: I did, but I never worked at Brenholt Ironworks, whatever the cuttings say; "
        "my father put in thirty-one years there so that I wouldn't have to.",
        "FARRAR: Is the town in The Tide Clerk meant to be Tarnsey?",
        "PENHALLOW: It's a river town with a customs house and too many pubs, and readers can "
        "draw their own conclusions.",
        "FARRAR: The shortlist for the Marrow Prize for Fiction comes out next month.",
        "PENHALLOW: If The Tide Clerk wins the Marrow Prize for Fiction, I shall buy you lunch at "
        "the Ferry Inn, but I am not holding my breath.",
        "FARRAR: So are you a member of the Kestavian Social Union or not, these days?",
        "PENHALLOW: Ask me after the party conference.",
        "FARRAR: And what comes next, a return to Brenholt?",
        "PENHALLOW: No, Lidia and I are going to sell the house and move out to Wendlecombe in "
        "the spring; she wants a garden and I want a view of the water.",
    ],
    {
        "Osric Penhallow": "PER",
        "Brenholt Ironworks": "ORG",
        "The Tide Clerk": "MISC",
        "Tarnsey": "LOC",
        "Marrow Prize for Fiction": "MISC",
        "Kestavian Social Union": "ORG",
        "Wendlecombe": "LOC",
    },
    [
        ("Osric Penhallow", "employer", "Brenholt Ironworks", "U", "negated", None),
        ("The Tide Clerk", "narrative location", "Tarnsey", "U", "question", None),
        (
            "The Tide Clerk",
            "award received",
            "Marrow Prize for Fiction",
            "U",
            "conditional_leading",
            None,
        ),
        (
            "Osric Penhallow",
            "member of political party",
            "Kestavian Social Union",
            "U",
            "question",
            None,
        ),
        ("Osric Penhallow", "residence", "Wendlecombe", "U", "plan", None),
    ],
    aliases={"Osric Penhallow": ["PENHALLOW"]},
)

_D1912 = Doc(
    "contrast-holdout-1912",
    "holdout",
    "St Mildred's, Tarnsey: Parish News for Advent",
    [
        "From the Vicarage: what a year it has been, and what a lot of you there are to thank.",
        "Our thanks go first to the Tarnsey Community Trust, which now runs Tarnsey Lido, for "
        "letting the Sunday school hold its summer picnic on the terrace.",
        "Canon Hugh Ambler-Stroud, who chairs the Trust and was vicar here from 1989 to 2006, has "
        "promised us the terrace again next year.",
        "Twelve visitors from Ludzany, Tarnsey's twin town, joined us for the harvest festival "
        "and sang a Drevnian hymn that had half the choir in tears.",
        "Please remember that route 14, which Ferrybridge Coaches has run since the spring, now "
        "stops outside the lychgate on Sunday mornings, so latecomers have one excuse fewer!",
        "Several older parishioners have asked whether Dorothea Marchbank, whose death in "
        "Quellby was reported in the Courier last month, was born here in Tarnsey; the baptism "
        "registers for the 1930s are being checked.",
        "The Christingle service will be at 4 pm on Christmas Eve, so do bring a torch.",
    ],
    {
        "Tarnsey Community Trust": "ORG",
        "Tarnsey Lido": "LOC",
        "Hugh Ambler-Stroud": "PER",
        "Tarnsey": "LOC",
        "Ludzany": "LOC",
        "route 14": "MISC",
        "Ferrybridge Coaches": "ORG",
        "Dorothea Marchbank": "PER",
    },
    [
        ("Tarnsey Lido", "operator", "Tarnsey Community Trust", "S", "assertion", 1),
        ("Tarnsey Community Trust", "chairperson", "Hugh Ambler-Stroud", "S", "assertion", 2),
        ("Tarnsey", "sister city", "Ludzany", "S", "assertion", 3),
        ("route 14", "operator", "Ferrybridge Coaches", "S", "assertion", 4),
        ("Dorothea Marchbank", "place of birth", "Tarnsey", "U", "question", None),
    ],
    aliases={"Tarnsey Community Trust": ["Trust"]},
)

_D1913 = Doc(
    "contrast-holdout-1913",
    "holdout",
    "Pellacott Foods Ltd: Lower Marrow Business Directory",
    [
        "Pellacott Foods Ltd, biscuit and oatcake manufacturers, established 1921 by Enoch "
        "Pellacott.",
        "Pellacott Foods has its head office at 4 Mill Wharf, Ostwyn, and a second bakery on the "
        "edge of Quellby.",
        "Pellacott Foods is chaired by Ingrid Maule and employs some 1,400 people.",
        "Subsidiaries: Dunlin Mills (flour milling, Cassingford), a wholly owned subsidiary of "
        "Pellacott Foods since 2022.",
        "The group also owns Cassingford Rovers Football Club, whose shirts carry the Pellacott "
        "name.",
        "The acquisition of Harnwell Creameries of Wendlecombe has been agreed and is awaiting "
        "clearance by the Kestavian Competition Board.",
        "The company plans to move its head office to Quellby during 2024.",
        "Telephone numbers and opening hours on application; entry last updated January 2023.",
    ],
    {
        "Pellacott Foods": "ORG",
        "Ostwyn": "LOC",
        "Quellby": "LOC",
        "Ingrid Maule": "PER",
        "Dunlin Mills": "ORG",
        "Cassingford Rovers": "ORG",
        "Harnwell Creameries": "ORG",
    },
    [
        ("Pellacott Foods", "headquarters location", "Ostwyn", "S", "assertion", 1),
        ("Pellacott Foods", "chairperson", "Ingrid Maule", "S", "assertion", 2),
        ("Pellacott Foods", "subsidiary", "Dunlin Mills", "S", "assertion", 3),
        ("Dunlin Mills", "subsidiary", "Pellacott Foods", "U", "reversed", None),
        ("Cassingford Rovers", "owned by", "Pellacott Foods", "S", "assertion", 4),
        ("Pellacott Foods", "subsidiary", "Harnwell Creameries", "U", "pending_deal", None),
        ("Pellacott Foods", "headquarters location", "Quellby", "U", "plan", None),
    ],
    aliases={"Pellacott Foods": ["Pellacott"]},
    revision=1,
)

_D1914 = Doc(
    "contrast-holdout-1914",
    "holdout",
    "Pellacott Foods Ltd: Lower Marrow Business Directory",
    [
        "Pellacott Foods Ltd, biscuit and oatcake manufacturers, established 1921 by Enoch "
        "Pellacott.",
        "Pellacott Foods moved its head office from Ostwyn to 12 Harbour Road, Quellby, in April "
        "2024; the Ostwyn address given in the previous entry is no longer in use.",
        "Ingrid Maule stood down as chair of Pellacott Foods in June 2024 and has been succeeded "
        "by Conrad Ebbage.",
        "Harnwell Creameries of Wendlecombe became a wholly owned subsidiary of Pellacott Foods "
        "when the acquisition was completed in March 2024.",
        "Piers Harnwell, formerly managing director of the creamery, joined Pellacott Foods as "
        "director of its dairy division.",
        "Dunlin Mills, listed as a subsidiary in the previous entry, was sold to its management "
        "in February 2024 and is no longer part of the group.",
        "Cassingford Rovers was sold to a supporters' trust in September 2024, and the Pellacott "
        "name no longer appears on the club's shirts.",
        "Entry revised November 2024.",
    ],
    {
        "Pellacott Foods": "ORG",
        "Ostwyn": "LOC",
        "Quellby": "LOC",
        "Ingrid Maule": "PER",
        "Conrad Ebbage": "PER",
        "Harnwell Creameries": "ORG",
        "Piers Harnwell": "PER",
        "Dunlin Mills": "ORG",
        "Cassingford Rovers": "ORG",
    },
    [
        ("Pellacott Foods", "headquarters location", "Quellby", "S", "assertion", 1),
        (
            "Pellacott Foods",
            "headquarters location",
            "Ostwyn",
            "U",
            "conflicting_revision",
            None,
        ),
        ("Pellacott Foods", "chairperson", "Conrad Ebbage", "S", "assertion", 2),
        ("Pellacott Foods", "chairperson", "Ingrid Maule", "U", "conflicting_revision", None),
        ("Pellacott Foods", "subsidiary", "Harnwell Creameries", "S", "assertion", 3),
        ("Piers Harnwell", "employer", "Pellacott Foods", "S", "assertion", 4),
        ("Pellacott Foods", "subsidiary", "Dunlin Mills", "U", "conflicting_revision", None),
        (
            "Cassingford Rovers",
            "owned by",
            "Pellacott Foods",
            "U",
            "conflicting_revision",
            None,
        ),
    ],
    aliases={"Pellacott Foods": ["Pellacott"]},
    revision=2,
    supersedes="contrast-holdout-1913",
)

HOLDOUT_CR: list[Doc] = [
    _D1901,
    _D1902,
    _D1903,
    _D1904,
    _D1905,
    _D1906,
    _D1907,
    _D1908,
    _D1909,
    _D1910,
    _D1911,
    _D1912,
    _D1913,
    _D1914,
]
