# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-seventh holdout batch of the contrast set (contrast-holdout-1921 to -1934), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check, and was asked for council or committee minutes, a company
press release, a book review, a letter to the editor and a results table among its genres) and
committed sealed (split `sealed`, read by nothing) before any rule was measured on it. Unsealed
after its one measurement, for the readings of a denial around a possessive apposition, a
template's rank, the place in a life span, a work's year in parentheses, the life spans the
reading missed and a break inside a parenthesis (docs/validation_trials.md, 2026-12-07, night)."""

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CS: list[Doc] = [
    Doc(
        doc_id="contrast-holdout-1921",
        split="holdout",
        title="Harrowmere News Service: regional briefs",
        sentences=[
            (
                "DUNMARROW - Dunmarrow Rovers have opened talks with Saltmire Town about "
                "bringing the winger Rafe Odunsi-Hart to Tanners Lane on loan for the rest of"
                " the season, the club said on Tuesday."
            ),
            (
                "The Rovers, who sit third in the Harrowmere Combination League, have scored "
                "fewer goals than any other side in the top half of the table."
            ),
            (
                "COLDBROOK FERRY - Brantwell Ceramics has appointed Gideon Marlowe-Fenn, a "
                "former deputy governor of the Bank of Veldria, as its chairman."
            ),
            (
                "Brantwell, whose head office has stood on the quay at Coldbrook Ferry since "
                "the firm was founded in 1931, declined to comment on market speculation that"
                " it is preparing a bid for the glassmaker Orrin Glassworks."
            ),
            (
                "WEXLEY HYTHE - Flood warnings stayed in place on Sunday along the lower "
                "River Aske, which empties into Lake Ferrin a mile below Wexley Hythe."
            ),
            (
                "The Harrowmere Province emergency office said it could not yet say whether "
                "the embankments at Dunmarrow, which lies on the Aske about twelve miles "
                "upstream, would have to be raised before next winter."
            ),
            (
                "DUNMARROW - Hester Pollard-Ayre, the Civic Reform Party councillor who "
                "became Mayor of Dunmarrow last May, said on Friday that she would not seek a"
                " second term, citing family reasons."
            ),
        ],
        ents={
            "Dunmarrow Rovers": "ORG",
            "Saltmire Town": "ORG",
            "Rafe Odunsi-Hart": "PER",
            "Tanners Lane": "LOC",
            "Harrowmere Combination League": "ORG",
            "Brantwell Ceramics": "ORG",
            "Gideon Marlowe-Fenn": "PER",
            "Bank of Veldria": "ORG",
            "Coldbrook Ferry": "LOC",
            "Orrin Glassworks": "ORG",
            "River Aske": "LOC",
            "Lake Ferrin": "LOC",
            "Wexley Hythe": "LOC",
            "Harrowmere Province": "LOC",
            "Dunmarrow": "LOC",
            "Hester Pollard-Ayre": "PER",
            "Civic Reform Party": "ORG",
            "Mayor of Dunmarrow": "MISC",
        },
        cands=[
            ("Rafe Odunsi-Hart", "member of sports team", "Dunmarrow Rovers", "U", "talks", None),
            ("Dunmarrow Rovers", "league", "Harrowmere Combination League", "S", "assertion", 1),
            ("Brantwell Ceramics", "chairperson", "Gideon Marlowe-Fenn", "S", "assertion", 2),
            ("Brantwell Ceramics", "subsidiary", "Orrin Glassworks", "U", "rumour", None),
            ("River Aske", "mouth of the watercourse", "Lake Ferrin", "S", "assertion", 4),
            (
                "Dunmarrow",
                "located in or next to body of water",
                "River Aske",
                "S",
                "assertion",
                5,
            ),
            (
                "Hester Pollard-Ayre",
                "member of political party",
                "Civic Reform Party",
                "S",
                "assertion",
                6,
            ),
            ("Hester Pollard-Ayre", "position held", "Mayor of Dunmarrow", "S", "assertion", 6),
        ],
        aliases={
            "Dunmarrow Rovers": ["The Rovers"],
            "Brantwell Ceramics": ["Brantwell"],
            "River Aske": ["the Aske"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1922",
        split="holdout",
        title="Dunmarrow Town Council: Policy and Resources Committee, minutes of 12 March 2024",
        sentences=[
            (
                "Minutes of the meeting of the Policy and Resources Committee of Dunmarrow "
                "Town Council held in the Council Chamber, Market Hall, on Tuesday 12 March "
                "2024 at 7.00 p.m."
            ),
            (
                "Present: Cllr Hester Pollard-Ayre (Mayor, in the chair), Cllr Osric Fendale,"
                " Cllr Priya Lanyon-Marsh and Cllr Walter Grieve; in attendance, Humphrey "
                "Dray (Town Clerk)."
            ),
            (
                "24/31 Twinning. Cllr Fendale reported that a civic delegation from "
                "Vellenbruck, twinned with Dunmarrow since 1987, would arrive on 4 May and be"
                " received at the Market Hall."
            ),
            (
                "Cllr Lanyon-Marsh moved that the council pursue a second twinning link, "
                "between Dunmarrow and Porto Sarvella in Ludovia, whose mayor had written in "
                "friendly terms in January; seconded by Cllr Grieve."
            ),
            (
                "RESOLVED that the Town Clerk reply to the mayor of Porto Sarvella and bring "
                "a full report to the May meeting."
            ),
            (
                "24/32 Library. The Town Clerk reported that the trustees of the Dunmarrow "
                "Mechanics' Institute, which was founded by Ottilie Brantwell and has housed "
                "the town library since 1894, had given notice that the reading room would "
                "close on 30 June."
            ),
            (
                "It is intended that the Dunmarrow Community Hub, now nearing completion on "
                "Quay Street, will replace the Institute as the home of the library service "
                "from September."
            ),
            (
                "Cllr Pollard-Ayre declared a non-pecuniary interest, her husband being a "
                "trustee of the Institute, and took no part in the discussion of this item."
            ),
            (
                "24/33 Questions. Cllr Grieve asked whether Saltmire Tileworks, which employs"
                " a number of Dunmarrow residents, was now owned by Brantwell Ceramics, and "
                "what the council knew of any plans for redundancies."
            ),
            (
                "The Mayor replied that, as she understood it, Brantwell Ceramics had agreed "
                "to buy Saltmire Tileworks but the purchase was still awaiting clearance by "
                "the Veldrian Competition Authority, and that no approach had been made to "
                "the council."
            ),
            (
                "24/34 Tanners Lane. Members received a letter from the chairman of Dunmarrow"
                " Rovers offering to buy the Tanners Lane ground, which Dunmarrow Town "
                "Council has owned since 1952."
            ),
            (
                "RESOLVED that the offer be considered in closed session at the next meeting,"
                " the press and public being excluded under Standing Order 17."
            ),
            "The meeting closed at 8.42 p.m.",
        ],
        ents={
            "Dunmarrow Town Council": "ORG",
            "Hester Pollard-Ayre": "PER",
            "Vellenbruck": "LOC",
            "Dunmarrow": "LOC",
            "Porto Sarvella": "LOC",
            "Ludovia": "LOC",
            "Dunmarrow Mechanics' Institute": "ORG",
            "Ottilie Brantwell": "PER",
            "Dunmarrow Community Hub": "ORG",
            "Saltmire Tileworks": "ORG",
            "Brantwell Ceramics": "ORG",
            "Dunmarrow Rovers": "ORG",
            "Tanners Lane": "LOC",
        },
        cands=[
            ("Dunmarrow", "sister city", "Vellenbruck", "S", "assertion", 2),
            ("Dunmarrow", "sister city", "Porto Sarvella", "U", "proposal", None),
            (
                "Dunmarrow Mechanics' Institute",
                "founded by",
                "Ottilie Brantwell",
                "S",
                "assertion",
                5,
            ),
            (
                "Dunmarrow Community Hub",
                "replaces",
                "Dunmarrow Mechanics' Institute",
                "U",
                "plan",
                None,
            ),
            ("Saltmire Tileworks", "owned by", "Brantwell Ceramics", "U", "question", None),
            ("Brantwell Ceramics", "subsidiary", "Saltmire Tileworks", "U", "pending_deal", None),
            ("Tanners Lane", "owned by", "Dunmarrow Town Council", "S", "assertion", 10),
            ("Tanners Lane", "owned by", "Dunmarrow Rovers", "U", "offer", None),
        ],
        aliases={
            "Dunmarrow Mechanics' Institute": ["the Institute"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1923",
        split="holdout",
        title="Brantwell Ceramics completes acquisition of Saltmire Tileworks",
        sentences=[
            (
                "COLDBROOK FERRY, 9 April 2024 - Brantwell Ceramics today announced that it "
                "has completed its acquisition of Saltmire Tileworks, the family-run maker of"
                " floor and wall tiles, following clearance by the Veldrian Competition "
                "Authority."
            ),
            (
                "Saltmire Tileworks becomes a wholly owned subsidiary of Brantwell Ceramics "
                "and will continue to trade under its own name from its works on the Saltmire"
                " waterfront."
            ),
            (
                '"Saltmire Tileworks has been tiling the kitchens and chapels of this '
                'province for longer than we have been making jugs," said Ambrose Kettering, '
                "chief executive of Brantwell Ceramics."
            ),
            (
                '"Together we have the scale to compete for national contracts without losing'
                " what makes either business special, and we expect no reduction in the "
                'Saltmire workforce."'
            ),
            (
                "Jessamy Orlebar, managing director of Saltmire Tileworks since 2015, remains"
                " in post and joins the Brantwell Ceramics board."
            ),
            (
                "Founded by Ottilie Brantwell in a single kiln shed on the Coldbrook Ferry "
                "quay in 1931, Brantwell Ceramics today employs around 640 people and sells "
                "its stoneware in more than thirty countries."
            ),
            (
                "Brantwell Ceramics has been owned since 2019 by Harnack Pryce Holdings, the "
                "Oskany investment group."
            ),
            (
                "Separately, Brantwell Ceramics confirms that it is in preliminary "
                "discussions with the shareholders of Orrin Glassworks about a possible "
                "combination of the two businesses; no agreement has been reached and there "
                "can be no certainty that any offer will be made."
            ),
            "Media enquiries: Tamsin Voke, Brantwell Ceramics press office, Coldbrook Ferry.",
        ],
        ents={
            "Brantwell Ceramics": "ORG",
            "Saltmire Tileworks": "ORG",
            "Ambrose Kettering": "PER",
            "Jessamy Orlebar": "PER",
            "Ottilie Brantwell": "PER",
            "Coldbrook Ferry": "LOC",
            "Harnack Pryce Holdings": "ORG",
            "Oskany": "LOC",
            "Orrin Glassworks": "ORG",
            "Tamsin Voke": "PER",
        },
        cands=[
            ("Brantwell Ceramics", "subsidiary", "Saltmire Tileworks", "S", "assertion", 0),
            ("Saltmire Tileworks", "owned by", "Brantwell Ceramics", "S", "assertion", 1),
            (
                "Saltmire Tileworks",
                "parent organization",
                "Brantwell Ceramics",
                "S",
                "assertion",
                1,
            ),
            ("Saltmire Tileworks", "subsidiary", "Brantwell Ceramics", "U", "reversed", None),
            ("Brantwell Ceramics", "owned by", "Harnack Pryce Holdings", "S", "assertion", 6),
            ("Harnack Pryce Holdings", "owned by", "Brantwell Ceramics", "U", "reversed", None),
            ("Brantwell Ceramics", "subsidiary", "Orrin Glassworks", "U", "talks", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1924",
        split="holdout",
        title="Marsh lights: The Salt Road Ledger, by Imogen Carrow-Vesey",
        sentences=[
            (
                "Imogen Carrow-Vesey's third novel, The Salt Road Ledger (Fennick & Lowe, "
                "368pp), is set, like her first two books, in the marsh country around "
                "Saltmire, and it is all the better for the homecoming."
            ),
            (
                "The publisher's catalogue calls her a Saltmire native, which she is not - "
                "Carrow-Vesey was born in Oskany and came to the coast as a young "
                "schoolteacher - but nobody now writes that shoreline with more authority."
            ),
            (
                "At the centre of the Ledger stands Agathe Rusk, a customs officer's widow "
                "who inherits a book of debts and, with it, half the smuggling secrets of the"
                " parish."
            ),
            (
                "Carrow-Vesey is in no hurry, and the first hundred pages, in which Agathe "
                "works out who owed her late husband what, ask a good deal of the reader's "
                "patience."
            ),
            (
                "Things quicken with the arrival of Caspar Wendle, a revenue man from the "
                "capital who may or may not be what he claims, and the scenes between him and"
                " Agathe fairly crackle."
            ),
            (
                "The period detail - the novel opens in 1846, two years before the provinces "
                "were united - is worn lightly, and the dialogue never sounds like a costume "
                "drama."
            ),
            (
                "The Ledger could well win Carrow-Vesey the Harrowmere Prize for Fiction, "
                "which her second novel, Lanterns at Wexley, is said to have missed by a "
                "single vote."
            ),
            (
                "Fennick & Lowe have done the book proud, down to endpapers that reproduce an"
                " 1840s chart of the Saltmire channel."
            ),
        ],
        ents={
            "Imogen Carrow-Vesey": "PER",
            "The Salt Road Ledger": "MISC",
            "Fennick & Lowe": "ORG",
            "Saltmire": "LOC",
            "Oskany": "LOC",
            "Agathe Rusk": "PER",
            "Caspar Wendle": "PER",
            "Harrowmere Prize for Fiction": "MISC",
            "Lanterns at Wexley": "MISC",
        },
        cands=[
            ("The Salt Road Ledger", "author", "Imogen Carrow-Vesey", "S", "assertion", 0),
            ("The Salt Road Ledger", "publisher", "Fennick & Lowe", "S", "assertion", 0),
            ("The Salt Road Ledger", "narrative location", "Saltmire", "S", "assertion", 0),
            ("Imogen Carrow-Vesey", "place of birth", "Saltmire", "U", "refuted_claim", None),
            (
                "Imogen Carrow-Vesey",
                "place of birth",
                "Oskany",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("The Salt Road Ledger", "characters", "Agathe Rusk", "S", "assertion", 2),
            (
                "Imogen Carrow-Vesey",
                "award received",
                "Harrowmere Prize for Fiction",
                "U",
                "modal_speculative",
                None,
            ),
        ],
        aliases={
            "Imogen Carrow-Vesey": ["Carrow-Vesey"],
            "The Salt Road Ledger": ["the Ledger", "The Ledger"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1925",
        split="holdout",
        title="Letters: Who founded the Institute",
        sentences=[
            (
                "Sir, - Your report of 15 March on the closing of the reading room repeated "
                "the claim, which also appears in the town council's own minutes, that the "
                "Dunmarrow Mechanics' Institute was founded by Ottilie Brantwell."
            ),
            "It was not.",
            (
                "The Institute was set up in 1861 by a committee of Aske bargemen and "
                "tradesmen led by my great-grandfather, Ezra Penhallow, some seventy years "
                "before Mrs Brantwell fired her first kiln at Coldbrook Ferry."
            ),
            (
                "I am told that the new Dunmarrow Community Hub will replace the Institute in"
                " September, but only if its application to the lottery board succeeds, and I"
                " hope that whoever runs it will at least find room for a plaque."
            ),
            (
                "Will the council also tell us plainly whether Tanners Lane still belongs to "
                "Dunmarrow Town Council, or whether it has already been promised to the "
                "football club?"
            ),
            (
                "One of your correspondents last week alleged that the Mayor, Hester "
                "Pollard-Ayre, is a member of the Civic Reform Party, as though that settled "
                "every argument."
            ),
            (
                "I neither know nor care which party she belongs to; I ask only that the "
                "history of a building which belongs to all of us be got right."
            ),
            "Bertram Penhallow, Mill Lane, Wexley Hythe",
        ],
        ents={
            "Dunmarrow Mechanics' Institute": "ORG",
            "Ottilie Brantwell": "PER",
            "Ezra Penhallow": "PER",
            "Coldbrook Ferry": "LOC",
            "Dunmarrow Community Hub": "ORG",
            "Tanners Lane": "LOC",
            "Dunmarrow Town Council": "ORG",
            "Hester Pollard-Ayre": "PER",
            "Civic Reform Party": "ORG",
            "Bertram Penhallow": "PER",
            "Wexley Hythe": "LOC",
        },
        cands=[
            (
                "Dunmarrow Mechanics' Institute",
                "founded by",
                "Ottilie Brantwell",
                "U",
                "refuted_claim",
                None,
            ),
            (
                "Dunmarrow Mechanics' Institute",
                "founded by",
                "Ezra Penhallow",
                "S",
                "assertion",
                2,
            ),
            (
                "Dunmarrow Community Hub",
                "replaces",
                "Dunmarrow Mechanics' Institute",
                "U",
                "conditional_trailing",
                None,
            ),
            ("Tanners Lane", "owned by", "Dunmarrow Town Council", "U", "question", None),
            (
                "Hester Pollard-Ayre",
                "member of political party",
                "Civic Reform Party",
                "U",
                "allegation",
                None,
            ),
            ("Bertram Penhallow", "residence", "Wexley Hythe", "S", "assertion", 7),
        ],
        aliases={
            "Dunmarrow Mechanics' Institute": ["The Institute", "the Institute"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1926",
        split="holdout",
        title="Harrowmere Combination League: leading scorers, 2022-23 and 2023-24",
        sentences=[
            "Player | Club | Season | League goals",
            "Tobias Quennell | Dunmarrow Rovers | 2022-23 | 19",
            "Tobias Quennell | Dunmarrow Rovers | 2023-24 | 23",
            "Rafe Odunsi-Hart | Saltmire Town | 2022-23 | 14",
            "Rafe Odunsi-Hart | Dunmarrow Rovers | 2023-24 | 12",
            "Emlyn Varcoe | Coldbrook Ferry Athletic | 2022-23 | 13",
            "Emlyn Varcoe | Wexley Hythe United | 2023-24 | 16",
            "Sefton Ruddle | Saltmire Town | 2022-23 | 11",
            "Sefton Ruddle | Saltmire Town | 2023-24 | 15",
            "Kwame Addo-Pelling | Wexley Hythe United | 2022-23 | 10",
            "Kwame Addo-Pelling | Coldbrook Ferry Athletic | 2023-24 | 11",
        ],
        ents={
            "Tobias Quennell": "PER",
            "Rafe Odunsi-Hart": "PER",
            "Emlyn Varcoe": "PER",
            "Sefton Ruddle": "PER",
            "Kwame Addo-Pelling": "PER",
            "Dunmarrow Rovers": "ORG",
            "Saltmire Town": "ORG",
            "Coldbrook Ferry Athletic": "ORG",
            "Wexley Hythe United": "ORG",
        },
        cands=[
            (
                "Tobias Quennell",
                "member of sports team",
                "Dunmarrow Rovers",
                "S",
                "table_repeated_name",
                2,
            ),
            (
                "Rafe Odunsi-Hart",
                "member of sports team",
                "Saltmire Town",
                "S",
                "table_repeated_name",
                3,
            ),
            (
                "Emlyn Varcoe",
                "member of sports team",
                "Wexley Hythe United",
                "S",
                "table_repeated_name",
                6,
            ),
            (
                "Sefton Ruddle",
                "member of sports team",
                "Dunmarrow Rovers",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Emlyn Varcoe",
                "member of sports team",
                "Saltmire Town",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Kwame Addo-Pelling",
                "member of sports team",
                "Dunmarrow Rovers",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
        table=True,
    ),
    Doc(
        doc_id="contrast-holdout-1927",
        split="holdout",
        title="Aldous Penhallow: the works manager who knew every kiln on the quay",
        sentences=[
            (
                "Aldous Penhallow, who has died in Dunmarrow aged 85, spent thirty-one years "
                "at Brantwell Ceramics, most of them in charge of the No. 2 works on the "
                "Coldbrook Ferry quay."
            ),
            (
                "Aldous was born in Wexley Hythe on 3 March 1938, the younger son of Josiah "
                "Penhallow, a lock-keeper on the Aske, and his wife, Ruth."
            ),
            (
                "After national service Aldous read ceramic chemistry at Oskany Polytechnic, "
                "where he met Margery Stainforth, a physics student from Saltmire; they "
                "married in 1962."
            ),
            (
                "It was said for years at Coldbrook Ferry that he had been offered the "
                "managing directorship in 1979 and turned it down, a story he always denied, "
                "saying that nobody had ever been foolish enough to ask him."
            ),
            (
                "He was never one for committees, though he served for two decades as a "
                "trustee of the Dunmarrow Mechanics' Institute, which his great-grandfather "
                "Ezra Penhallow had helped to found."
            ),
            (
                "Aldous and Margery's daughter, Clemency Penhallow-Rook, is a consultant "
                "physician at Dunmarrow General Hospital."
            ),
            (
                "In his youth he played at full back for Wexley Hythe United, and he did not "
                "miss a Dunmarrow Rovers home game between 1971 and last autumn."
            ),
            (
                "He is survived by Margery, by Clemency and their two grandchildren, and by "
                "his brother, Bertram."
            ),
        ],
        ents={
            "Aldous Penhallow": "PER",
            "Dunmarrow": "LOC",
            "Brantwell Ceramics": "ORG",
            "Wexley Hythe": "LOC",
            "3 March 1938": "TIME",
            "Josiah Penhallow": "PER",
            "Oskany Polytechnic": "ORG",
            "Margery Stainforth": "PER",
            "Clemency Penhallow-Rook": "PER",
            "Dunmarrow General Hospital": "ORG",
            "Ezra Penhallow": "PER",
        },
        cands=[
            ("Aldous Penhallow", "place of death", "Dunmarrow", "S", "assertion", 0),
            ("Aldous Penhallow", "father", "Josiah Penhallow", "S", "assertion", 1),
            ("Josiah Penhallow", "father", "Aldous Penhallow", "U", "reversed", None),
            ("Aldous Penhallow", "educated at", "Oskany Polytechnic", "S", "assertion", 2),
            ("Aldous Penhallow", "spouse", "Margery Stainforth", "S", "assertion", 2),
            ("Clemency Penhallow-Rook", "father", "Aldous Penhallow", "S", "assertion", 5),
            ("Clemency Penhallow-Rook", "mother", "Margery Stainforth", "S", "assertion", 5),
            ("Aldous Penhallow", "father", "Clemency Penhallow-Rook", "U", "reversed", None),
        ],
        aliases={
            "Aldous Penhallow": ["Aldous"],
            "Margery Stainforth": ["Margery"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1928",
        split="holdout",
        title="Dunmarrow Then and Now: the reading room on Ferry Row",
        sentences=[
            (
                "When the Dunmarrow Community Hub opened on Quay Street in September, it "
                "replaced the Dunmarrow Mechanics' Institute, a body some years older than "
                "the town's railway and a good deal more useful."
            ),
            (
                "Dunmarrow grew up where the old drove road forded the River Aske, and for "
                "much of the nineteenth century it was the busiest river port in Harrowmere "
                "Province."
            ),
            (
                "Harrowmere Province joined Veldria only in 1848, when the old duchies were "
                "united and Oskany was made the capital of the new state."
            ),
            (
                "Readers sometimes ask me whether the Aske really flows into Lake Ferrin, as "
                "the modern maps say, or out to sea past Saltmire, as the old county atlas "
                "has it."
            ),
            "The maps are right; the atlas was drawn by a man who seldom left his office.",
            (
                "The Institute itself was set up in 1861 in two rooms above the Anchor on "
                "Ferry Row, and the first subscription list, which I have seen, is headed by "
                "a barge owner named Ezra Penhallow."
            ),
            (
                "Ottilie Brantwell did not found the Institute, whatever the council minutes "
                "may say; she was not born until 1894, although she later paid for the "
                "reading room's new roof."
            ),
            (
                "In 1950 the Mechanics' Institute joined the Harrowmere Federation of "
                "Libraries, which is why older readers remember ordering a book in Dunmarrow "
                "and collecting it in Saltmire a week later."
            ),
            (
                "Dunmarrow would have been twinned with Vellenbruck as early as 1977 had the "
                "border not been closed that spring."
            ),
        ],
        ents={
            "Dunmarrow Community Hub": "ORG",
            "Dunmarrow Mechanics' Institute": "ORG",
            "Dunmarrow": "LOC",
            "River Aske": "LOC",
            "Harrowmere Province": "LOC",
            "Veldria": "LOC",
            "Oskany": "LOC",
            "Lake Ferrin": "LOC",
            "Saltmire": "LOC",
            "Ezra Penhallow": "PER",
            "Ottilie Brantwell": "PER",
            "Harrowmere Federation of Libraries": "ORG",
            "Vellenbruck": "LOC",
        },
        cands=[
            (
                "Dunmarrow Community Hub",
                "replaces",
                "Dunmarrow Mechanics' Institute",
                "S",
                "assertion",
                0,
            ),
            (
                "Dunmarrow",
                "located in the administrative territorial entity",
                "Harrowmere Province",
                "S",
                "assertion",
                1,
            ),
            ("Harrowmere Province", "country", "Veldria", "S", "assertion", 2),
            ("Veldria", "capital", "Oskany", "S", "assertion", 2),
            ("River Aske", "mouth of the watercourse", "Lake Ferrin", "U", "question", None),
            (
                "Dunmarrow Mechanics' Institute",
                "founded by",
                "Ottilie Brantwell",
                "U",
                "negated",
                None,
            ),
            (
                "Dunmarrow Mechanics' Institute",
                "member of",
                "Harrowmere Federation of Libraries",
                "S",
                "assertion",
                7,
            ),
            ("Dunmarrow", "sister city", "Vellenbruck", "U", "counterfactual", None),
        ],
        aliases={
            "River Aske": ["the Aske"],
            "Dunmarrow Mechanics' Institute": [
                "The Institute",
                "the Institute",
                "Mechanics' Institute",
            ],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1929",
        split="holdout",
        title="Former tileworks manager cleared of stealing glaze",
        sentences=[
            (
                "A former production manager at Saltmire Tileworks was yesterday cleared by a"
                " jury at Harrowmere Crown Court of stealing glazing materials worth 48,000 "
                "crowns from the company."
            ),
            (
                "Declan Morrow-Shute, 52, of Pellham Road, Saltmire, had worked at Saltmire "
                "Tileworks for eleven years when he was dismissed in the autumn of 2022."
            ),
            (
                "The prosecution alleged that for most of 2021 he had been secretly employed "
                "by Orrin Glassworks, a rival firm in Wexley Hythe, and had passed the "
                "materials on to it."
            ),
            (
                "Giving evidence, Mr Morrow-Shute said he had never worked for Orrin "
                "Glassworks in his life and had met its owner, Piers Hallam-Tovey, only once,"
                " at a trade fair in Oskany."
            ),
            (
                "At one point Judge Araminta Kellaway asked counsel whether Saltmire "
                "Tileworks had by then become part of Brantwell Ceramics, since that "
                "company's name appeared on several of the invoices."
            ),
            (
                "She was told that the sale of the tileworks had not been completed until "
                "April of this year."
            ),
            "The jury took a little under two hours to reach its verdict.",
            (
                "Outside court, Mr Morrow-Shute said he would happily go to work for Orrin "
                'Glassworks "if they\'ll still have me after all this".'
            ),
        ],
        ents={
            "Saltmire Tileworks": "ORG",
            "Declan Morrow-Shute": "PER",
            "Saltmire": "LOC",
            "Orrin Glassworks": "ORG",
            "Wexley Hythe": "LOC",
            "Piers Hallam-Tovey": "PER",
            "Oskany": "LOC",
            "Araminta Kellaway": "PER",
            "Brantwell Ceramics": "ORG",
        },
        cands=[
            ("Declan Morrow-Shute", "employer", "Saltmire Tileworks", "S", "assertion", 1),
            ("Declan Morrow-Shute", "employer", "Orrin Glassworks", "U", "allegation", None),
            ("Declan Morrow-Shute", "employer", "Orrin Glassworks", "U", "negated", None),
            (
                "Saltmire Tileworks",
                "parent organization",
                "Brantwell Ceramics",
                "U",
                "question",
                None,
            ),
            (
                "Declan Morrow-Shute",
                "employer",
                "Orrin Glassworks",
                "U",
                "conditional_trailing",
                None,
            ),
        ],
        aliases={
            "Declan Morrow-Shute": ["Mr Morrow-Shute"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1930",
        split="holdout",
        title="'We're not selling': Niamh Corrigall on loans, strikers and Tanners Lane",
        sentences=[
            (
                "Niamh Corrigall has managed Dunmarrow Rovers since the summer of 2021; she "
                "spoke to the Gazette at the club's training ground in January, and the "
                "conversation has been edited for length."
            ),
            "Gazette: Will Rafe Odunsi-Hart be a Rovers player by the end of the month?",
            (
                "Corrigall: We'd have signed Rafe outright last summer if Saltmire Town "
                "hadn't wanted silly money for him, so a loan is the sensible way to do it, "
                "and yes, we're talking."
            ),
            "Gazette: People are saying Tobias Quennell is off to Oskany Wanderers in the summer.",
            (
                "Corrigall: Tobias has two years left on his Rovers contract and he isn't "
                "going anywhere, whatever you read."
            ),
            (
                "Gazette: The club wants to buy Tanners Lane from the council. How much does "
                "that matter to you?"
            ),
            (
                "Corrigall: That's one for our chairman, Lionel Ashcombe-Reed, not me, but if"
                " the council agrees to sell, Tanners Lane will belong to the Rovers for the "
                "first time in a hundred years, and the supporters would love that."
            ),
            "Gazette: Any regrets about giving up playing for coaching?",
            (
                "Corrigall: None at all, though I played nine seasons for Saltmire Town "
                "Ladies and I still get stick from their supporters every time we go down "
                "there."
            ),
        ],
        ents={
            "Niamh Corrigall": "PER",
            "Dunmarrow Rovers": "ORG",
            "Rafe Odunsi-Hart": "PER",
            "Saltmire Town": "ORG",
            "Tobias Quennell": "PER",
            "Oskany Wanderers": "ORG",
            "Tanners Lane": "LOC",
            "Lionel Ashcombe-Reed": "PER",
            "Saltmire Town Ladies": "ORG",
        },
        cands=[
            ("Niamh Corrigall", "employer", "Dunmarrow Rovers", "S", "assertion", 0),
            (
                "Rafe Odunsi-Hart",
                "member of sports team",
                "Dunmarrow Rovers",
                "U",
                "question",
                None,
            ),
            (
                "Rafe Odunsi-Hart",
                "member of sports team",
                "Dunmarrow Rovers",
                "U",
                "counterfactual",
                None,
            ),
            ("Tobias Quennell", "member of sports team", "Oskany Wanderers", "U", "rumour", None),
            (
                "Tobias Quennell",
                "member of sports team",
                "Dunmarrow Rovers",
                "S",
                "assertion:harmless_negation",
                4,
            ),
            ("Tanners Lane", "owned by", "Dunmarrow Rovers", "U", "conditional_leading", None),
        ],
        aliases={
            "Dunmarrow Rovers": ["Rovers", "the Rovers"],
            "Rafe Odunsi-Hart": ["Rafe"],
            "Tobias Quennell": ["Tobias"],
            "Niamh Corrigall": ["Corrigall"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1931",
        split="holdout",
        title="Rovers Supporters' Club Newsletter, Summer 2024",
        sentences=[
            (
                "Welcome to the summer newsletter of the Dunmarrow Rovers Supporters' Club, "
                "and what a season it has been."
            ),
            (
                "Rafe Odunsi-Hart, who joined the Rovers on loan from Saltmire Town in "
                "January, was voted Supporters' Player of the Year at the dinner on 8 June, "
                "and we are told he has since signed on a permanent deal."
            ),
            (
                "Our guest speaker was the Saltmire-born novelist Imogen Carrow-Vesey, who "
                "won the Harrowmere Prize for Fiction in May for The Salt Road Ledger and who"
                " told us she has followed the Rovers since she was six."
            ),
            (
                "The sale of Tanners Lane to Dunmarrow Rovers has been agreed with the town "
                "council and now waits only for the solicitors' signatures, so next season we"
                " may at last be standing on our own terraces."
            ),
            (
                "Members will also be pleased to hear that in May the town council voted to "
                "twin Dunmarrow with Porto Sarvella in Ludovia, alongside our old friends in "
                "Vellenbruck, and a supporters' coach trip to Porto Sarvella is being planned"
                " for the spring."
            ),
            (
                "On the transfer front, the national papers say Tobias Quennell could be an "
                "Oskany Wanderers player by the autumn; we would rather not think about it."
            ),
            (
                "And the word in Coldbrook Ferry is that Brantwell Ceramics, our shirt "
                "sponsor, is about to swallow Orrin Glassworks, so expect the glassworks' "
                "name on the hoardings before long."
            ),
            (
                "Subscriptions for 2024-25 are not yet due; our treasurer, Marjorie Quill, "
                "will write to everyone in August."
            ),
        ],
        ents={
            "Dunmarrow Rovers": "ORG",
            "Dunmarrow Rovers Supporters' Club": "ORG",
            "Rafe Odunsi-Hart": "PER",
            "Saltmire Town": "ORG",
            "Supporters' Player of the Year": "MISC",
            "Saltmire": "LOC",
            "Imogen Carrow-Vesey": "PER",
            "Harrowmere Prize for Fiction": "MISC",
            "The Salt Road Ledger": "MISC",
            "Tanners Lane": "LOC",
            "Dunmarrow": "LOC",
            "Porto Sarvella": "LOC",
            "Ludovia": "LOC",
            "Vellenbruck": "LOC",
            "Tobias Quennell": "PER",
            "Oskany Wanderers": "ORG",
            "Coldbrook Ferry": "LOC",
            "Brantwell Ceramics": "ORG",
            "Orrin Glassworks": "ORG",
            "Marjorie Quill": "PER",
        },
        cands=[
            ("Rafe Odunsi-Hart", "member of sports team", "Dunmarrow Rovers", "S", "assertion", 1),
            ("Imogen Carrow-Vesey", "place of birth", "Saltmire", "S", "assertion", 2),
            (
                "Imogen Carrow-Vesey",
                "award received",
                "Harrowmere Prize for Fiction",
                "S",
                "assertion",
                2,
            ),
            ("Tanners Lane", "owned by", "Dunmarrow Rovers", "U", "pending_deal", None),
            ("Dunmarrow", "sister city", "Porto Sarvella", "S", "assertion", 4),
            (
                "Tobias Quennell",
                "member of sports team",
                "Oskany Wanderers",
                "U",
                "modal_speculative",
                None,
            ),
            ("Brantwell Ceramics", "subsidiary", "Orrin Glassworks", "U", "rumour", None),
        ],
        aliases={
            "Dunmarrow Rovers": ["the Rovers"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1932",
        split="holdout",
        title="Dunmarrow Rovers FC Ltd, Annual Report 2024-25: chairman's statement (extract)",
        sentences=[
            (
                "The year under review has been the most important in the modern history of "
                "Dunmarrow Rovers, and I want to begin by thanking our supporters, our staff "
                "and our manager, Niamh Corrigall."
            ),
            (
                "In July 2024, after more than a year of negotiation, Dunmarrow Rovers "
                "completed the purchase of Tanners Lane from Dunmarrow Town Council, and for "
                "the first time in its history the club owns the ground on which it plays."
            ),
            (
                "The sale of Tobias Quennell to Oskany Wanderers in August, for a fee that "
                "remains confidential but is comfortably a club record, paid for the new roof"
                " on the north terrace."
            ),
            (
                "His goals have been missed, but Rafe Odunsi-Hart, who signed permanently for"
                " Dunmarrow Rovers from Saltmire Town last summer, was not booked once all "
                "season and finished as our leading scorer with eighteen league goals."
            ),
            (
                "The board did not take the decision to sell lightly, and I know that a good "
                "many of you disagreed with it."
            ),
            (
                "We enter the new season with the strongest balance sheet the club has had in"
                " my time, and with a ground that nobody can take away from us."
            ),
            "Lionel Ashcombe-Reed, Chairman, 14 August 2025",
        ],
        ents={
            "Dunmarrow Rovers": "ORG",
            "Niamh Corrigall": "PER",
            "Tanners Lane": "LOC",
            "Dunmarrow Town Council": "ORG",
            "Tobias Quennell": "PER",
            "Oskany Wanderers": "ORG",
            "Rafe Odunsi-Hart": "PER",
            "Saltmire Town": "ORG",
            "Lionel Ashcombe-Reed": "PER",
        },
        cands=[
            ("Tanners Lane", "owned by", "Dunmarrow Rovers", "S", "assertion", 1),
            ("Dunmarrow Rovers", "owned by", "Tanners Lane", "U", "reversed", None),
            ("Tobias Quennell", "member of sports team", "Oskany Wanderers", "S", "assertion", 2),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1933",
        split="holdout",
        title="Harrowmere Trade Directory: Orrin Glassworks",
        sentences=[
            (
                "Orrin Glassworks is based at Ferrin Wharf, Wexley Hythe, on the north shore "
                "of Lake Ferrin."
            ),
            (
                "Founded in 1958 by the glassblower Anselm Hallam-Tovey, Orrin Glassworks "
                "makes pressed glass, hand-blown tableware and lamp chimneys, and still "
                "repairs lighthouse lenses to order."
            ),
            "Orrin Glassworks has been owned since 1994 by Piers Hallam-Tovey, the founder's son.",
            (
                "Trade and sales enquiries are handled by Declan Morrow-Shute, who joined "
                "Orrin Glassworks as sales manager this year."
            ),
            (
                "Asked whether Brantwell Ceramics had taken a stake in Orrin Glassworks, Mr "
                "Hallam-Tovey told the directory's compilers that the question did not "
                "deserve an answer."
            ),
            (
                "He also denied reports that the works was about to become part of Brantwell "
                'Ceramics, saying that Orrin Glassworks "has been independent for sixty-six '
                'years and will stay that way".'
            ),
            "Opening hours: Monday to Saturday, 8 a.m. to 5 p.m.; factory shop open on Saturdays.",
        ],
        ents={
            "Orrin Glassworks": "ORG",
            "Wexley Hythe": "LOC",
            "Lake Ferrin": "LOC",
            "1958": "TIME",
            "Anselm Hallam-Tovey": "PER",
            "pressed glass": "MISC",
            "Piers Hallam-Tovey": "PER",
            "Declan Morrow-Shute": "PER",
            "Brantwell Ceramics": "ORG",
        },
        cands=[
            ("Orrin Glassworks", "headquarters location", "Wexley Hythe", "S", "assertion", 0),
            ("Orrin Glassworks", "inception", "1958", "S", "assertion", 1),
            (
                "Orrin Glassworks",
                "product or material produced",
                "pressed glass",
                "S",
                "assertion",
                1,
            ),
            ("Orrin Glassworks", "owned by", "Piers Hallam-Tovey", "S", "assertion", 2),
            ("Declan Morrow-Shute", "employer", "Orrin Glassworks", "S", "assertion", 3),
            ("Orrin Glassworks", "owned by", "Brantwell Ceramics", "U", "question", None),
            ("Brantwell Ceramics", "subsidiary", "Orrin Glassworks", "U", "denied_report", None),
        ],
        revision=1,
    ),
    Doc(
        doc_id="contrast-holdout-1934",
        split="holdout",
        title="Harrowmere Trade Directory: Orrin Glassworks",
        sentences=[
            (
                "Orrin Glassworks moved its head office in 2025 from Ferrin Wharf, Wexley "
                "Hythe, to the Brantwell Ceramics site on the quay at Coldbrook Ferry, though"
                " glass is still made at Ferrin Wharf."
            ),
            (
                "Founded in 1958 by the glassblower Anselm Hallam-Tovey, Orrin Glassworks "
                "makes pressed glass, hand-blown tableware and lamp chimneys, and still "
                "repairs lighthouse lenses to order."
            ),
            (
                "Orrin Glassworks is no longer owned by Piers Hallam-Tovey, who sold the "
                "business in March 2025; it is now a subsidiary of Brantwell Ceramics."
            ),
            (
                "Declan Morrow-Shute, formerly sales manager, left Orrin Glassworks at the "
                "end of 2024, and trade enquiries now go to the Brantwell Ceramics sales desk"
                " in Coldbrook Ferry."
            ),
            "Opening hours: Monday to Saturday, 8 a.m. to 5 p.m.; factory shop open on Saturdays.",
        ],
        ents={
            "Orrin Glassworks": "ORG",
            "Wexley Hythe": "LOC",
            "Brantwell Ceramics": "ORG",
            "Coldbrook Ferry": "LOC",
            "Anselm Hallam-Tovey": "PER",
            "Piers Hallam-Tovey": "PER",
            "Declan Morrow-Shute": "PER",
        },
        cands=[
            (
                "Orrin Glassworks",
                "headquarters location",
                "Wexley Hythe",
                "U",
                "conflicting_revision",
                None,
            ),
            ("Orrin Glassworks", "headquarters location", "Coldbrook Ferry", "S", "assertion", 0),
            (
                "Orrin Glassworks",
                "owned by",
                "Piers Hallam-Tovey",
                "U",
                "conflicting_revision",
                None,
            ),
            (
                "Brantwell Ceramics",
                "subsidiary",
                "Orrin Glassworks",
                "S",
                "assertion:harmless_negation",
                2,
            ),
            (
                "Orrin Glassworks",
                "owned by",
                "Brantwell Ceramics",
                "S",
                "assertion:harmless_negation",
                2,
            ),
            (
                "Declan Morrow-Shute",
                "employer",
                "Orrin Glassworks",
                "U",
                "conflicting_revision",
                None,
            ),
        ],
        revision=2,
        supersedes="contrast-holdout-1933",
    ),
]
