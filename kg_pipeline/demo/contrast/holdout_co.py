# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-third holdout batch of the contrast set (contrast-holdout-1841 to -1854), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check) and committed sealed (split `sealed`, read by nothing)
before any rule was measured on it. Unsealed after its one measurement, for the mend of a
present-tense time clause and the reading of a life span (docs/validation_trials.md,
2026-12-07, night)."""

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CO: list[Doc] = [
    Doc(
        doc_id="contrast-holdout-1841",
        split="holdout",
        title="Corvane Instruments names new chair as Lummet talks continue",
        sentences=[
            "QUILLSTOW, 3 March (Brennoch Wire) - Corvane Instruments, the pressure-gauge maker "
            "headquartered in Quillstow, said on Tuesday it had appointed Ines Halloran chair of "
            "its board with immediate effect.",
            "Halloran, 52, most recently ran Corvane Optics, the lens-grinding arm of Corvane "
            "Instruments in Marrowick, and replaces Osric Pellow, who had chaired the company "
            "since 2013.",
            "The appointment comes as Corvane Instruments, founded by Helena Corvane in a rented "
            "workshop in 1974, remains in talks to buy Lummet Sensors, a smaller rival based in "
            "Dunsgrave.",
            "Neither company would say whether a price had been agreed, and a spokesman for Lummet "
            "declined to comment on reports that its two founders wanted seats on the enlarged "
            "board.",
            "Shares in Corvane closed 2.4 per cent higher in Esterholt.",
        ],
        ents={
            "Corvane Instruments": "ORG",
            "Quillstow": "LOC",
            "Ines Halloran": "PER",
            "Corvane Optics": "ORG",
            "Marrowick": "LOC",
            "Osric Pellow": "PER",
            "Helena Corvane": "PER",
            "Lummet Sensors": "ORG",
            "Dunsgrave": "LOC",
            "Esterholt": "LOC",
        },
        aliases={"Ines Halloran": ["Halloran"], "Lummet Sensors": ["Lummet"]},
        cands=[
            (
                "Corvane Instruments",
                "headquarters location",
                "Quillstow",
                "S",
                "assertion",
                0,
            ),
            (
                "Corvane Instruments",
                "chairperson",
                "Ines Halloran",
                "S",
                "assertion",
                0,
            ),
            (
                "Corvane Optics",
                "parent organization",
                "Corvane Instruments",
                "S",
                "assertion",
                1,
            ),
            (
                "Corvane Instruments",
                "parent organization",
                "Corvane Optics",
                "U",
                "reversed",
                None,
            ),
            ("Lummet Sensors", "owned by", "Corvane Instruments", "U", "talks", None),
            (
                "Lummet Sensors",
                "headquarters location",
                "Dunsgrave",
                "S",
                "assertion",
                2,
            ),
        ],
        revision=1,
    ),
    Doc(
        doc_id="contrast-holdout-1842",
        split="holdout",
        title="Pellbury Town Council: minutes of the ordinary meeting held on 14 November 2017",
        sentences=[
            "Present: Cllr Margit Hollis, Mayor of Pellbury (Kestmark Agrarian Union), in the "
            "chair; Cllr Anwen Durrell (Kestmark Agrarian Union); Cllr Bastian Crewe (Kestmark "
            "Civic Party); Cllr Priya Lettsome (Kestmark Civic Party); the Town Clerk, Mr H. "
            "Amory.",
            "1. Apologies were received from Cllr Tobias Wren.",
            "2. Twinning. Cllr Durrell moved that the council enter into a formal twinning "
            "arrangement with Calvenna, in Sorvany, and that the Mayor write to the burgomaster of "
            "Calvenna to that end before Christmas.",
            "Cllr Crewe asked whether the cost of exchange visits would fall on the rates; the "
            "Clerk replied that it would not, as the national twinning fund meets travel costs in "
            "full.",
            "The motion was seconded by Cllr Lettsome and carried by six votes to one.",
            "3. Planning. Members noted an application from Thistlewade Brewing Company to extend "
            "its bottling hall at Feldane Wharf.",
            "Cllr Crewe declared an interest as a former employee of Thistlewade and left the "
            "meeting for this item.",
            "In the discussion that followed, Cllr Lettsome asked whether Thistlewade was still "
            "owned by Stannard Vale Holdings, and if so whether its Esterholt office had been "
            "consulted on the lorry route; the Clerk undertook to find out.",
            "4. Public transport. Cllr Lettsome proposed that the council petition Brennoch Rail "
            "to reopen the halt at Pellbury Road, closed to passengers since 1963, for a trial "
            "period of two years.",
            "The Mayor ruled that the matter be referred to the transport working group, to report "
            "to the January meeting.",
            "There being no other business, the meeting closed at 9.12 pm.",
        ],
        ents={
            "Margit Hollis": "PER",
            "Mayor of Pellbury": "MISC",
            "Pellbury": "LOC",
            "Kestmark Agrarian Union": "ORG",
            "Anwen Durrell": "PER",
            "Bastian Crewe": "PER",
            "Kestmark Civic Party": "ORG",
            "Priya Lettsome": "PER",
            "Calvenna": "LOC",
            "Sorvany": "LOC",
            "Thistlewade Brewing Company": "ORG",
            "Stannard Vale Holdings": "ORG",
            "Esterholt": "LOC",
            "Brennoch Rail": "ORG",
            "Pellbury Road": "LOC",
        },
        aliases={
            "Anwen Durrell": ["Cllr Durrell"],
            "Bastian Crewe": ["Cllr Crewe"],
            "Priya Lettsome": ["Cllr Lettsome"],
            "Thistlewade Brewing Company": ["Thistlewade"],
        },
        cands=[
            (
                "Margit Hollis",
                "position held",
                "Mayor of Pellbury",
                "S",
                "assertion",
                0,
            ),
            (
                "Margit Hollis",
                "member of political party",
                "Kestmark Agrarian Union",
                "S",
                "assertion",
                0,
            ),
            (
                "Anwen Durrell",
                "member of political party",
                "Kestmark Agrarian Union",
                "S",
                "assertion",
                0,
            ),
            (
                "Bastian Crewe",
                "member of political party",
                "Kestmark Civic Party",
                "S",
                "assertion",
                0,
            ),
            ("Pellbury", "sister city", "Calvenna", "U", "proposal", None),
            (
                "Bastian Crewe",
                "employer",
                "Thistlewade Brewing Company",
                "S",
                "assertion",
                6,
            ),
            (
                "Thistlewade Brewing Company",
                "owned by",
                "Stannard Vale Holdings",
                "U",
                "question",
                None,
            ),
            ("Pellbury Road", "operator", "Brennoch Rail", "U", "proposal", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1843",
        split="holdout",
        title="Edwina Stolcroft, potter (1931-2024)",
        sentences=[
            "Edwina Stolcroft, whose salt-glazed jugs stood on the dressers of half the farmhouses "
            "in Brennoch, has died at her home in Pellbury, aged ninety-two.",
            "She was born in Marrowick in 1931, the youngest of four children of a lock-keeper, "
            "and left school at fourteen to sweep floors at Greyfen Ceramics, the pottery Josiah "
            "Greyfen had founded on Feldane Wharf in 1868.",
            "At Greyfen Ceramics Edwina Stolcroft rose in twenty-three years from the sweeping "
            "brush to head of design, though she never cared for the title and would not have it "
            "printed on her letterhead.",
            "In 1958 Edwina married Lionel Stolcroft, a cabinet-maker from Quillstow who died in "
            "2011, and together they built the kiln sheds behind their house on Wharf Lane.",
            "Their daughter, Petra Stolcroft, has run the Wharf Lane pottery since 1995 and keeps "
            "the glaze books that Edwina never allowed anyone else to read.",
            "She was awarded the Brennoch Medal for Craft in 1987 and is survived by Petra and by "
            "a grandson, Finn.",
        ],
        ents={
            "Edwina Stolcroft": "PER",
            "Brennoch": "LOC",
            "Pellbury": "LOC",
            "Marrowick": "LOC",
            "Greyfen Ceramics": "ORG",
            "Josiah Greyfen": "PER",
            "Lionel Stolcroft": "PER",
            "Quillstow": "LOC",
            "Petra Stolcroft": "PER",
            "Brennoch Medal for Craft": "MISC",
        },
        aliases={"Edwina Stolcroft": ["Edwina"], "Petra Stolcroft": ["Petra"]},
        cands=[
            ("Edwina Stolcroft", "place of death", "Pellbury", "S", "assertion", 0),
            ("Greyfen Ceramics", "founded by", "Josiah Greyfen", "S", "assertion", 1),
            (
                "Edwina Stolcroft",
                "employer",
                "Greyfen Ceramics",
                "S",
                "assertion:harmless_negation",
                2,
            ),
            ("Edwina Stolcroft", "spouse", "Lionel Stolcroft", "S", "assertion", 3),
            ("Edwina Stolcroft", "child", "Petra Stolcroft", "S", "assertion", 4),
            ("Petra Stolcroft", "child", "Edwina Stolcroft", "U", "reversed", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1844",
        split="holdout",
        title="Review: The Salt Ledger, by Ysolde Carraway",
        sentences=[
            "The Salt Ledger, Ysolde Carraway's third novel, returns us to Dunsgrave, the "
            "fog-bound harbour town she has made her own, and to Inspector Harrow Veld, two years "
            "from retirement and not remotely reconciled to it.",
            "A sequel to Tidewater Accounts, The Salt Ledger picks up a few months after that book "
            "closed, and readers who missed it will spend the first fifty pages slightly at sea.",
            "The plot turns on a drowned harbourmaster and a set of customs books that somebody in "
            "Dunsgrave has gone to great trouble to improve.",
            "Carraway's prose is spare, at times to the point of starvation, but her dialogue has "
            "never been sharper, and Veld's evening arguments with his sister Agnes are the best "
            "things in the book.",
            "Wrenfold Press has done her no favours with a cover that makes it look like a cookery "
            "title, but do not let that put you off.",
        ],
        ents={
            "The Salt Ledger": "MISC",
            "Ysolde Carraway": "PER",
            "Dunsgrave": "LOC",
            "Harrow Veld": "PER",
            "Tidewater Accounts": "MISC",
            "Wrenfold Press": "ORG",
        },
        aliases={"Ysolde Carraway": ["Carraway"], "Harrow Veld": ["Veld"]},
        cands=[
            ("The Salt Ledger", "author", "Ysolde Carraway", "S", "assertion", 0),
            ("The Salt Ledger", "narrative location", "Dunsgrave", "S", "assertion", 0),
            (
                "The Salt Ledger",
                "characters",
                "Harrow Veld",
                "S",
                "assertion:harmless_negation",
                0,
            ),
            ("The Salt Ledger", "follows", "Tidewater Accounts", "S", "assertion", 1),
            ("Tidewater Accounts", "follows", "The Salt Ledger", "U", "reversed", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1845",
        split="holdout",
        title="Brennoch Combination League: registered players, 2022-23 and 2023-24",
        sentences=[
            "Player | Club | Season | Apps | Goals",
            "Dario Fenwick | Pellbury Athletic | 2022-23 | 31 | 9",
            "Dario Fenwick | Marrowick Rovers | 2023-24 | 27 | 11",
            "Jonas Pettigrew | Pellbury Athletic | 2022-23 | 34 | 2",
            "Jonas Pettigrew | Pellbury Athletic | 2023-24 | 33 | 4",
            "Rafe Ollenshaw | Marrowick Rovers | 2022-23 | 8 | 0",
            "Rafe Ollenshaw | Quillstow Town | 2023-24 | 30 | 14",
            "Kofi Brannagh | Quillstow Town | 2022-23 | 22 | 1",
            "Kofi Brannagh | Quillstow Town | 2023-24 | 19 | 0",
        ],
        ents={
            "Dario Fenwick": "PER",
            "Jonas Pettigrew": "PER",
            "Rafe Ollenshaw": "PER",
            "Kofi Brannagh": "PER",
            "Pellbury Athletic": "ORG",
            "Marrowick Rovers": "ORG",
            "Quillstow Town": "ORG",
        },
        cands=[
            (
                "Dario Fenwick",
                "member of sports team",
                "Pellbury Athletic",
                "S",
                "table_repeated_name",
                1,
            ),
            (
                "Dario Fenwick",
                "member of sports team",
                "Marrowick Rovers",
                "S",
                "table_repeated_name",
                2,
            ),
            (
                "Jonas Pettigrew",
                "member of sports team",
                "Pellbury Athletic",
                "S",
                "table_repeated_name",
                3,
            ),
            (
                "Rafe Ollenshaw",
                "member of sports team",
                "Quillstow Town",
                "S",
                "table_repeated_name",
                6,
            ),
            (
                "Jonas Pettigrew",
                "member of sports team",
                "Marrowick Rovers",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Kofi Brannagh",
                "member of sports team",
                "Pellbury Athletic",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Rafe Ollenshaw",
                "member of sports team",
                "Pellbury Athletic",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Dario Fenwick",
                "member of sports team",
                "Quillstow Town",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
        table=True,
    ),
    Doc(
        doc_id="contrast-holdout-1846",
        split="holdout",
        title="Tarnlight Pictures announces Lanterns over Calvenna",
        sentences=[
            "ESTERHOLT, 2 February - Tarnlight Pictures today announced Lanterns over Calvenna, a "
            "feature drama set among the ferry crews of the Sorvany coast, with principal "
            "photography to begin in the spring.",
            "Matthias Oddny, whose screenplay for Saltmarsh Weather took the Golden Heron at the "
            "Calvenna festival, has written the script for Lanterns over Calvenna.",
            "Tarnlight intends to attach Anouk Brezelle as director, and is in talks with the "
            "Quillstow singer-songwriter Tamsin Orlo about the score.",
            "The lead role of Marta Vell, a ferry pilot who loses her licence after a night "
            "crossing goes wrong, has been offered to Rosalind Kersey.",
            "Subject to final financing, the film will be co-produced with Merrowgate Films, an "
            "independent company based in Calvenna.",
            "'We have wanted to work with Anouk for ten years,' said Leopold Amsel-Grier, who "
            "founded Tarnlight Pictures in 2003 and remains its managing director.",
            "Notes to editors: Tarnlight Pictures is based in Esterholt and has produced nine "
            "feature films since its foundation.",
        ],
        ents={
            "Tarnlight Pictures": "ORG",
            "Lanterns over Calvenna": "MISC",
            "Calvenna": "LOC",
            "Sorvany": "LOC",
            "Matthias Oddny": "PER",
            "Saltmarsh Weather": "MISC",
            "Golden Heron": "MISC",
            "Anouk Brezelle": "PER",
            "Quillstow": "LOC",
            "Tamsin Orlo": "PER",
            "Marta Vell": "PER",
            "Rosalind Kersey": "PER",
            "Merrowgate Films": "ORG",
            "Leopold Amsel-Grier": "PER",
            "Esterholt": "LOC",
        },
        aliases={"Tarnlight Pictures": ["Tarnlight"]},
        cands=[
            (
                "Lanterns over Calvenna",
                "screenwriter",
                "Matthias Oddny",
                "S",
                "assertion",
                1,
            ),
            ("Lanterns over Calvenna", "director", "Anouk Brezelle", "U", "plan", None),
            ("Lanterns over Calvenna", "composer", "Tamsin Orlo", "U", "talks", None),
            (
                "Lanterns over Calvenna",
                "cast member",
                "Rosalind Kersey",
                "U",
                "offer",
                None,
            ),
            (
                "Lanterns over Calvenna",
                "production company",
                "Merrowgate Films",
                "U",
                "conditional_leading",
                None,
            ),
            (
                "Tarnlight Pictures",
                "founded by",
                "Leopold Amsel-Grier",
                "S",
                "assertion",
                5,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1847",
        split="holdout",
        title="Letter: Before we twin with anyone, fix the trains",
        sentences=[
            "Sir, - I read with mounting disbelief your report that the town council means to "
            "spend the winter exchanging delegations with Sorvany.",
            "Has anyone asked the ratepayers of Pellbury whether they actually wish to be twinned "
            "with Calvenna, a town most of us could not find on a map?",
            "Councillor Bastian Crewe claims in your pages that Thistlewade Brewing Company is "
            "owned by Stannard Vale Holdings, an investment house in Esterholt, and that the "
            "brewery's plans for Feldane Wharf are therefore decided by people who have never set "
            "foot in the town.",
            "I cannot say whether he is right, but I can say that Pellbury Athletic would still be "
            "in the Brennoch Combination League had the council not sold the Feldane Road ground "
            "from under them in 2009.",
            "Nor am I reassured by the Mayor's own newsletter, which describes Margit Hollis as a "
            "member of the Kestmark Agrarian Union; she resigned from that party in the spring and "
            "sits as an independent, as anyone who attends the council's meetings knows.",
            "It is said in the Feldane Arms that Councillor Anwen Durrell joined the Kestmark "
            "Agrarian Union only last year, and only to get herself onto the twinning committee.",
            "If the council wants a project, it could start by petitioning Brennoch Rail to reopen "
            "the Pellbury Road halt, so that those of us without cars can reach the hospital in "
            "Marrowick.",
            "Yours faithfully, Gwendolyn Ashby-Tarrant, Feldane Road, Pellbury",
        ],
        ents={
            "Sorvany": "LOC",
            "Pellbury": "LOC",
            "Calvenna": "LOC",
            "Bastian Crewe": "PER",
            "Thistlewade Brewing Company": "ORG",
            "Stannard Vale Holdings": "ORG",
            "Esterholt": "LOC",
            "Pellbury Athletic": "ORG",
            "Brennoch Combination League": "ORG",
            "Margit Hollis": "PER",
            "Kestmark Agrarian Union": "ORG",
            "Anwen Durrell": "PER",
            "Brennoch Rail": "ORG",
            "Pellbury Road": "LOC",
            "Marrowick": "LOC",
            "Gwendolyn Ashby-Tarrant": "PER",
        },
        cands=[
            ("Pellbury", "sister city", "Calvenna", "U", "question", None),
            (
                "Thistlewade Brewing Company",
                "owned by",
                "Stannard Vale Holdings",
                "U",
                "allegation",
                None,
            ),
            (
                "Pellbury Athletic",
                "league",
                "Brennoch Combination League",
                "U",
                "counterfactual",
                None,
            ),
            (
                "Margit Hollis",
                "member of political party",
                "Kestmark Agrarian Union",
                "U",
                "refuted_claim",
                None,
            ),
            (
                "Anwen Durrell",
                "member of political party",
                "Kestmark Agrarian Union",
                "U",
                "rumour",
                None,
            ),
            ("Pellbury Road", "operator", "Brennoch Rail", "U", "proposal", None),
            ("Gwendolyn Ashby-Tarrant", "residence", "Pellbury", "S", "assertion", 7),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1848",
        split="holdout",
        title="Pellbury Past: the wharf, the railway and the twinning",
        sentences=[
            "Pellbury grew up where the old drove road forded the River Feldane, and for six "
            "centuries the town lived off the river's barges, its mills and, latterly, its clay.",
            "The clay brought Greyfen Ceramics, whose kilns on Feldane Wharf employed four hundred "
            "people at their peak.",
            "A bronze plaque on the Corn Exchange credits Josiah Greyfen with founding the firm in "
            "1868, but the company's own ledgers, now in the Brennoch Record Office, show that it "
            "was his widow, Hannah Greyfen, who set up Greyfen Ceramics two years after his death, "
            "trading under his name to keep the bank happy.",
            "It was whispered at the time of the 1976 rescue that Stannard Vale Holdings had "
            "quietly bought Greyfen Ceramics outright, though the Esterholt firm never admitted to "
            "more than a minority stake.",
            "Older hands on the wharf will tell you that the young Edwina Stolcroft swept the "
            "glazing floor at Greyfen Ceramics for a shilling a week, though no record of her "
            "wages survives.",
            "The railway arrived in 1871, when Brennoch Rail opened a halt at Pellbury Road, and "
            "the company ran trains through it until the last passenger service in 1963.",
            "The twinning is a newer story: Pellbury has been twinned with Calvenna, across the "
            "water in Sorvany, since 2018, and the Calvenna brass band has played on the Corn "
            "Exchange steps every August since.",
            "Readers with photographs of the Pellbury Road halt in its working days are asked to "
            "write to this column.",
        ],
        ents={
            "Pellbury": "LOC",
            "River Feldane": "LOC",
            "Greyfen Ceramics": "ORG",
            "Josiah Greyfen": "PER",
            "Hannah Greyfen": "PER",
            "Stannard Vale Holdings": "ORG",
            "Esterholt": "LOC",
            "Edwina Stolcroft": "PER",
            "Brennoch Rail": "ORG",
            "Pellbury Road": "LOC",
            "Calvenna": "LOC",
            "Sorvany": "LOC",
        },
        cands=[
            (
                "Pellbury",
                "located in or next to body of water",
                "River Feldane",
                "S",
                "assertion",
                0,
            ),
            (
                "Greyfen Ceramics",
                "founded by",
                "Josiah Greyfen",
                "U",
                "refuted_claim",
                None,
            ),
            ("Greyfen Ceramics", "founded by", "Hannah Greyfen", "S", "assertion", 2),
            (
                "Greyfen Ceramics",
                "owned by",
                "Stannard Vale Holdings",
                "U",
                "rumour",
                None,
            ),
            ("Edwina Stolcroft", "employer", "Greyfen Ceramics", "U", "rumour", None),
            ("Pellbury Road", "operator", "Brennoch Rail", "S", "assertion", 5),
            ("Pellbury", "sister city", "Calvenna", "S", "assertion", 6),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1849",
        split="holdout",
        title="Councillor's claim against brewery opens at tribunal",
        sentences=[
            "A Pellbury councillor who says he was unfairly dismissed after nine years on a "
            "brewery bottling line told an employment tribunal in Marrowick on Monday that he had "
            "been 'treated like a pallet'.",
            "Bastian Crewe, 47, claims that he was employed directly by Thistlewade Brewing "
            "Company from 2008 until his dismissal in 2017.",
            "Thistlewade, which brews at Feldane Wharf in Pellbury, denies that it ever employed "
            "Mr Crewe, and says he was supplied to it throughout by Harlock Staffing, an agency in "
            "Marrowick.",
            "Employment Judge Elspeth Morrow asked whether Harlock Staffing was itself a "
            "subsidiary of Stannard Vale Holdings; neither side was able to say.",
            "Judge Morrow observed that Mr Crewe would have had a straightforward claim had he "
            "been employed by Thistlewade Brewing Company directly, but that the agency "
            "arrangement 'muddies the water considerably'.",
            "Mr Crewe, who sits for the Kestmark Civic Party on the town council, was first "
            "elected in 2015.",
            "The hearing continues.",
        ],
        ents={
            "Pellbury": "LOC",
            "Marrowick": "LOC",
            "Bastian Crewe": "PER",
            "Thistlewade Brewing Company": "ORG",
            "Harlock Staffing": "ORG",
            "Elspeth Morrow": "PER",
            "Stannard Vale Holdings": "ORG",
            "Kestmark Civic Party": "ORG",
        },
        aliases={
            "Thistlewade Brewing Company": ["Thistlewade"],
            "Bastian Crewe": ["Mr Crewe"],
            "Elspeth Morrow": ["Judge Morrow"],
        },
        cands=[
            (
                "Bastian Crewe",
                "employer",
                "Thistlewade Brewing Company",
                "U",
                "allegation",
                None,
            ),
            (
                "Bastian Crewe",
                "employer",
                "Thistlewade Brewing Company",
                "U",
                "denied_report",
                None,
            ),
            (
                "Thistlewade Brewing Company",
                "located in the administrative territorial entity",
                "Pellbury",
                "S",
                "assertion",
                2,
            ),
            (
                "Harlock Staffing",
                "located in the administrative territorial entity",
                "Marrowick",
                "S",
                "assertion",
                2,
            ),
            (
                "Stannard Vale Holdings",
                "subsidiary",
                "Harlock Staffing",
                "U",
                "question",
                None,
            ),
            (
                "Bastian Crewe",
                "employer",
                "Thistlewade Brewing Company",
                "U",
                "counterfactual",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1850",
        split="holdout",
        title="'I write for rooms with bad acoustics': Tamsin Orlo in conversation",
        sentences=[
            "Tamsin Orlo was born in Quillstow in 1994 and has released three albums, the latest "
            "of which, Low Water Hymns, came out on Fernhollow Records last autumn; we spoke in "
            "the label's cramped office above a chandlery on the quay.",
            "Q: People have called you a Fernhollow Records artist for years now - is that fair?",
            "Tamsin Orlo: Not really, no: I've never been signed to Fernhollow Records, whatever "
            "the posters say - they license the records, I keep the masters, and everybody stays "
            "friends.",
            "Q: And your brother works there.",
            "Tamsin Orlo: He does, and my brother Owen Orlo is the reason Low Water Hymns sounds "
            "as if it was recorded inside a boat, which in fairness it partly was.",
            "Q: Who did you grow up listening to?",
            "Tamsin Orlo: Bram Kettering, mostly - I never met him, but everything I know about "
            "building a verse I learned from his harbour ballads.",
            "Q: There's a rumour going round Esterholt that you're scoring Lanterns over Calvenna, "
            "the new Anouk Brezelle film.",
            "Tamsin Orlo: I'm not allowed to say anything about that, so ask Tarnlight.",
            "Q: Tarnlight Pictures - that's the company Leopold Amsel-Grier started, isn't it?",
            "Tamsin Orlo: I honestly couldn't tell you who owns what in film.",
            "I'll write the music for Lanterns over Calvenna if they let me record it in one take "
            "in a boathouse, and not otherwise.",
            "Q: And is it true that Rosalind Kersey is playing the lead?",
            "Tamsin Orlo: You'll have to ask her, and that's your last question.",
        ],
        ents={
            "Tamsin Orlo": "PER",
            "Quillstow": "LOC",
            "Low Water Hymns": "MISC",
            "Fernhollow Records": "ORG",
            "Owen Orlo": "PER",
            "Bram Kettering": "PER",
            "Esterholt": "LOC",
            "Lanterns over Calvenna": "MISC",
            "Anouk Brezelle": "PER",
            "Tarnlight Pictures": "ORG",
            "Leopold Amsel-Grier": "PER",
            "Rosalind Kersey": "PER",
        },
        aliases={"Tarnlight Pictures": ["Tarnlight"]},
        cands=[
            ("Tamsin Orlo", "place of birth", "Quillstow", "S", "assertion", 0),
            (
                "Low Water Hymns",
                "record label",
                "Fernhollow Records",
                "S",
                "assertion",
                0,
            ),
            ("Tamsin Orlo", "record label", "Fernhollow Records", "U", "negated", None),
            ("Tamsin Orlo", "sibling", "Owen Orlo", "S", "assertion", 4),
            (
                "Tamsin Orlo",
                "influenced by",
                "Bram Kettering",
                "S",
                "assertion:harmless_negation",
                6,
            ),
            ("Lanterns over Calvenna", "composer", "Tamsin Orlo", "U", "rumour", None),
            (
                "Tarnlight Pictures",
                "founded by",
                "Leopold Amsel-Grier",
                "U",
                "question",
                None,
            ),
            (
                "Lanterns over Calvenna",
                "composer",
                "Tamsin Orlo",
                "U",
                "conditional_trailing",
                None,
            ),
            (
                "Lanterns over Calvenna",
                "cast member",
                "Rosalind Kersey",
                "U",
                "question",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1851",
        split="holdout",
        title="The Feldane End: newsletter of the Pellbury Athletic Supporters' Club, issue 112",
        sentences=[
            "Welcome to another issue, and what a month it has been: Pellbury Athletic sit fourth "
            "in the Brennoch Combination League with a game in hand, and the away end at Quillstow "
            "Town was louder than the home one.",
            "Player of the month, for the third time this season, is our captain Jonas Pettigrew, "
            "who has now made more than two hundred appearances for Pellbury Athletic and still "
            "refuses to wear gloves in January.",
            "Club chairman Derwent Mallory told the AGM that the takeover of Pellbury Athletic by "
            "Thistlewade Brewing Company, agreed in principle in December, is still waiting for "
            "sign-off from the league's board.",
            "He added that Thistlewade Brewing Company will pass wholly into the hands of Stannard "
            "Vale Holdings if the Vale buys out the last of the family's shares this spring, but "
            "that the shirt deal stands whoever ends up owning the brewery.",
            "If Tuesday's council vote goes her way, Margit Hollis, a season-ticket holder for "
            "thirty years, will be Mayor of Pellbury again in time to present the Feldane Cup in "
            "May.",
            "Away travel to Marrowick Rovers on the 14th: the coach leaves the Feldane Arms at 11, "
            "and seats are eight pounds for members.",
        ],
        ents={
            "Pellbury Athletic": "ORG",
            "Brennoch Combination League": "ORG",
            "Quillstow Town": "ORG",
            "Jonas Pettigrew": "PER",
            "Derwent Mallory": "PER",
            "Thistlewade Brewing Company": "ORG",
            "Stannard Vale Holdings": "ORG",
            "Margit Hollis": "PER",
            "Mayor of Pellbury": "MISC",
            "Marrowick Rovers": "ORG",
        },
        cands=[
            (
                "Pellbury Athletic",
                "league",
                "Brennoch Combination League",
                "S",
                "assertion",
                0,
            ),
            (
                "Jonas Pettigrew",
                "member of sports team",
                "Pellbury Athletic",
                "S",
                "assertion",
                1,
            ),
            (
                "Pellbury Athletic",
                "chairperson",
                "Derwent Mallory",
                "S",
                "assertion",
                2,
            ),
            (
                "Pellbury Athletic",
                "owned by",
                "Thistlewade Brewing Company",
                "U",
                "pending_deal",
                None,
            ),
            (
                "Thistlewade Brewing Company",
                "owned by",
                "Stannard Vale Holdings",
                "U",
                "conditional_trailing",
                None,
            ),
            (
                "Margit Hollis",
                "position held",
                "Mayor of Pellbury",
                "U",
                "conditional_leading",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1852",
        split="holdout",
        title="Stannard Vale Holdings plc: Annual Report 2023 (extract)",
        sentences=[
            "Chair's statement. I am pleased to report another year of steady progress for "
            "Stannard Vale Holdings, whose principal businesses remain brewing, recruitment and "
            "instrumentation.",
            "Thistlewade Brewing Company, wholly owned by Stannard Vale Holdings since we acquired "
            "the founding family's remaining shares in April, increased its volumes by 6 per cent "
            "and in May completed its purchase of Pellbury Athletic, the Brennoch Combination "
            "League club.",
            "Harlock Staffing, the recruitment subsidiary of Stannard Vale Holdings in Marrowick, "
            "had a more difficult year, and a tribunal claim brought against it and the brewery "
            "remains unresolved.",
            "The sale of our 40 per cent holding in Lummet Sensors to Corvane Instruments, which "
            "would give Corvane full ownership of the business, was agreed in February and awaits "
            "clearance from the national competition board.",
            "On completion, Corvane intends to move the head office of Lummet Sensors from "
            "Dunsgrave to Quillstow.",
            "Shareholders will also remember Greyfen Ceramics, which Stannard Vale Holdings owned "
            "from 1976 until the pottery closed in 1979; the last of its wharf site was sold this "
            "year, and with it ends the Group's long connection with Pellbury.",
            "Cordelia Thane, Chair",
        ],
        ents={
            "Stannard Vale Holdings": "ORG",
            "Thistlewade Brewing Company": "ORG",
            "Pellbury Athletic": "ORG",
            "Brennoch Combination League": "ORG",
            "Harlock Staffing": "ORG",
            "Marrowick": "LOC",
            "Lummet Sensors": "ORG",
            "Corvane Instruments": "ORG",
            "Dunsgrave": "LOC",
            "Quillstow": "LOC",
            "Greyfen Ceramics": "ORG",
            "Pellbury": "LOC",
            "Cordelia Thane": "PER",
        },
        cands=[
            (
                "Thistlewade Brewing Company",
                "owned by",
                "Stannard Vale Holdings",
                "S",
                "assertion",
                1,
            ),
            (
                "Pellbury Athletic",
                "owned by",
                "Thistlewade Brewing Company",
                "S",
                "assertion",
                1,
            ),
            (
                "Stannard Vale Holdings",
                "subsidiary",
                "Harlock Staffing",
                "S",
                "assertion",
                2,
            ),
            (
                "Lummet Sensors",
                "owned by",
                "Corvane Instruments",
                "U",
                "pending_deal",
                None,
            ),
            ("Lummet Sensors", "headquarters location", "Quillstow", "U", "plan", None),
            (
                "Greyfen Ceramics",
                "owned by",
                "Stannard Vale Holdings",
                "S",
                "assertion",
                5,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1853",
        split="holdout",
        title="Lanterns over Calvenna: fog, ferries and a career-best Kersey",
        sentences=[
            "Anouk Brezelle's Lanterns over Calvenna is a slow, salt-stained film about a ferry "
            "pilot who loses her licence and, for a while, very nearly everything else.",
            "As Marta Vell, Rosalind Kersey has never been better, and Lanterns belongs to her "
            "from the first frame to the last.",
            "Tamsin Orlo's score for Lanterns, all hurdy-gurdy drones and a single returning "
            "fiddle phrase, does a great deal of the emotional work.",
            "Orlo, who records for Fernhollow Records and has until now written only for herself, "
            "may well have had Bram Kettering's old harbour ballads in her ears; the debt, if it "
            "is one, is handsomely repaid.",
            "Lanterns, a Tarnlight Pictures and Merrowgate Films co-production, was shot over "
            "eleven weeks on the Sorvany coast in what the press notes describe, with feeling, as "
            "near-constant rain.",
            "Had Brezelle trusted her audience a little more, she would have cut the flashbacks "
            "altogether; as it is, they cost the film a good twenty minutes and some of its nerve.",
            "Lanterns over Calvenna opens at the Esterholt Film House on Friday.",
        ],
        ents={
            "Anouk Brezelle": "PER",
            "Lanterns over Calvenna": "MISC",
            "Marta Vell": "PER",
            "Rosalind Kersey": "PER",
            "Tamsin Orlo": "PER",
            "Fernhollow Records": "ORG",
            "Bram Kettering": "PER",
            "Tarnlight Pictures": "ORG",
            "Merrowgate Films": "ORG",
            "Sorvany": "LOC",
        },
        aliases={
            "Lanterns over Calvenna": ["Lanterns"],
            "Tamsin Orlo": ["Orlo"],
            "Anouk Brezelle": ["Brezelle"],
        },
        cands=[
            (
                "Lanterns over Calvenna",
                "director",
                "Anouk Brezelle",
                "S",
                "assertion",
                0,
            ),
            (
                "Lanterns over Calvenna",
                "cast member",
                "Rosalind Kersey",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("Lanterns over Calvenna", "composer", "Tamsin Orlo", "S", "assertion", 2),
            ("Tamsin Orlo", "record label", "Fernhollow Records", "S", "assertion", 3),
            (
                "Tamsin Orlo",
                "influenced by",
                "Bram Kettering",
                "U",
                "modal_speculative",
                None,
            ),
            (
                "Lanterns over Calvenna",
                "production company",
                "Merrowgate Films",
                "S",
                "assertion",
                4,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1854",
        split="holdout",
        title="Corvane Instruments names new chair as Lummet talks continue",
        sentences=[
            "QUILLSTOW, 5 March (Brennoch Wire) - Corvane Instruments said on Thursday it had "
            "completed its purchase of Lummet Sensors, ending five months of talks, and that the "
            "Lummet name would be kept on its sensor range.",
            "This is a corrected version of a story first issued on 3 March, which wrongly said "
            "that Ines Halloran had been appointed chair of Corvane Instruments.",
            "Halloran has been named chief executive of Corvane Instruments, and Osric Pellow "
            "remains chair of the company until its annual meeting in June.",
            "The earlier story also described Lummet Sensors as based in Dunsgrave; the company "
            "moved its head office to Quillstow last year and now keeps only a warehouse in the "
            "town.",
            "Financial terms of the purchase were not disclosed.",
        ],
        ents={
            "Corvane Instruments": "ORG",
            "Lummet Sensors": "ORG",
            "Ines Halloran": "PER",
            "Osric Pellow": "PER",
            "Dunsgrave": "LOC",
            "Quillstow": "LOC",
        },
        aliases={"Ines Halloran": ["Halloran"], "Lummet Sensors": ["Lummet"]},
        cands=[
            ("Lummet Sensors", "owned by", "Corvane Instruments", "S", "assertion", 0),
            (
                "Corvane Instruments",
                "chairperson",
                "Ines Halloran",
                "U",
                "conflicting_revision",
                None,
            ),
            ("Ines Halloran", "employer", "Corvane Instruments", "S", "assertion", 2),
            ("Corvane Instruments", "chairperson", "Osric Pellow", "S", "assertion", 2),
            (
                "Lummet Sensors",
                "headquarters location",
                "Dunsgrave",
                "U",
                "conflicting_revision",
                None,
            ),
            (
                "Lummet Sensors",
                "headquarters location",
                "Quillstow",
                "S",
                "assertion",
                3,
            ),
        ],
        revision=2,
        supersedes="contrast-holdout-1841",
    ),
]
