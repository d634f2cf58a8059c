# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-fifth holdout batch of the contrast set (contrast-holdout-1881 to -1894), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check, and was asked for two encyclopedia-style entries among
its genres) and committed sealed (split `sealed`, read by nothing) before any rule was measured
on it. Unsealed after its one measurement, for the reading of a year opening the subject's
description (docs/validation_trials.md, 2026-12-07, late night)."""

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CQ: list[Doc] = [
    Doc(
        doc_id="contrast-holdout-1881",
        split="holdout",
        title="Maren Tolvedt",
        sentences=[
            (
                "Maren Tolvedt (14 March 1931 – 2 November 2004) was an Estravian novelist and "
                "essayist, best known for The Salt Orchard (1967), a novel of the fishing families "
                "of Orlen Bay."
            ),
            (
                "Tolvedt was born in Caskford, a market town in the Lowther Reach, the elder "
                "daughter of the schoolmaster Anselm Tolvedt and his wife, Greta."
            ),
            (
                "After leaving school at seventeen, Tolvedt worked for six years as a sub-editor "
                "on the Vellan Courier, writing short fiction in the evenings."
            ),
            (
                "Her first novel, A Winter Ledger, was published by Harrowgate & Pell in 1958, and "
                "the firm remained her publisher for the rest of her career."
            ),
            (
                "The Salt Orchard received the Corvin Prize in 1968 and has since been translated "
                "into eleven languages."
            ),
            (
                "In 1960 Tolvedt married the painter Iver Dunstane; the couple settled in "
                "Tarrowby, where she lived until her death."
            ),
            (
                "She is sometimes described as a member of the Agrarian League, but the party's "
                "surviving membership rolls do not include her, and the claim appears to rest on a "
                "misreading of a 1962 newspaper profile."
            ),
            (
                "Works: A Winter Ledger (1958); The Salt Orchard (1967); The Ferryman's Year "
                "(1975); Letters from the Reach (essays, 1989)."
            ),
        ],
        ents={
            "Maren Tolvedt": "PER",
            "Caskford": "LOC",
            "Lowther Reach": "LOC",
            "Anselm Tolvedt": "PER",
            "Vellan Courier": "ORG",
            "A Winter Ledger": "MISC",
            "Harrowgate & Pell": "ORG",
            "The Salt Orchard": "MISC",
            "Corvin Prize": "MISC",
            "Iver Dunstane": "PER",
            "Tarrowby": "LOC",
            "Agrarian League": "ORG",
        },
        cands=[
            ("Maren Tolvedt", "place of birth", "Caskford", "S", "assertion", 1),
            (
                "Caskford",
                "located in the administrative territorial entity",
                "Lowther Reach",
                "S",
                "assertion",
                1,
            ),
            ("Maren Tolvedt", "father", "Anselm Tolvedt", "S", "assertion", 1),
            ("Anselm Tolvedt", "father", "Maren Tolvedt", "U", "reversed", None),
            (
                "Lowther Reach",
                "located in the administrative territorial entity",
                "Caskford",
                "U",
                "reversed",
                None,
            ),
            ("Maren Tolvedt", "employer", "Vellan Courier", "S", "assertion", 2),
            ("A Winter Ledger", "publisher", "Harrowgate & Pell", "S", "assertion", 3),
            ("The Salt Orchard", "award received", "Corvin Prize", "S", "assertion", 4),
            ("Maren Tolvedt", "spouse", "Iver Dunstane", "S", "assertion", 5),
            ("Maren Tolvedt", "residence", "Tarrowby", "S", "assertion", 5),
            (
                "Maren Tolvedt",
                "member of political party",
                "Agrarian League",
                "U",
                "refuted_claim",
                None,
            ),
        ],
        aliases={
            "Maren Tolvedt": ["Tolvedt"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1882",
        split="holdout",
        title="Lanterns over Orlen",
        sentences=[
            (
                "Lanterns over Orlen is a 1974 Estravian drama film directed by Petra Vasko, "
                "written by Maren Tolvedt and starring Tomas Reddane and Ilse Marchetti."
            ),
            (
                "Loosely adapted from Tolvedt's novel The Salt Orchard, it follows Matthias Fenn, "
                "a lighthouse keeper who has not spoken to his daughter Kaia in eleven years, "
                "through the winter she comes home to nurse him."
            ),
            (
                "Lanterns over Orlen was made by Kestrel Row Pictures, a studio now owned by "
                "Pellmark Media Group, and was shot on location over the winter of 1973."
            ),
            (
                "Adrian Fell composed the score for Lanterns over Orlen, a spare accompaniment for "
                "accordion and fiddle that was later arranged for full orchestra."
            ),
            "Reddane and Marchetti, who met on the production, married in 1977.",
            (
                "Lanterns over Orlen was followed in 1979 by a sequel, The Keeper's Daughter, "
                "which was less warmly received."
            ),
            (
                "Critics at the time singled out Marchetti's performance, and the film is now "
                "widely regarded as a landmark of Estravian cinema."
            ),
        ],
        ents={
            "Lanterns over Orlen": "MISC",
            "Petra Vasko": "PER",
            "Maren Tolvedt": "PER",
            "Tomas Reddane": "PER",
            "Ilse Marchetti": "PER",
            "Kestrel Row Pictures": "ORG",
            "Pellmark Media Group": "ORG",
            "Adrian Fell": "PER",
            "The Keeper's Daughter": "MISC",
        },
        cands=[
            ("Lanterns over Orlen", "director", "Petra Vasko", "S", "assertion", 0),
            (
                "Lanterns over Orlen",
                "screenwriter",
                "Maren Tolvedt",
                "S",
                "assertion",
                0,
            ),
            (
                "Lanterns over Orlen",
                "cast member",
                "Tomas Reddane",
                "S",
                "assertion",
                0,
            ),
            (
                "Lanterns over Orlen",
                "cast member",
                "Ilse Marchetti",
                "S",
                "assertion",
                0,
            ),
            (
                "Lanterns over Orlen",
                "production company",
                "Kestrel Row Pictures",
                "S",
                "assertion",
                2,
            ),
            (
                "Kestrel Row Pictures",
                "owned by",
                "Pellmark Media Group",
                "S",
                "assertion",
                2,
            ),
            ("Lanterns over Orlen", "composer", "Adrian Fell", "S", "assertion", 3),
            ("Tomas Reddane", "spouse", "Ilse Marchetti", "S", "assertion", 4),
            (
                "Lanterns over Orlen",
                "followed by",
                "The Keeper's Daughter",
                "S",
                "assertion",
                5,
            ),
            (
                "The Keeper's Daughter",
                "followed by",
                "Lanterns over Orlen",
                "U",
                "reversed",
                None,
            ),
        ],
        aliases={
            "Tomas Reddane": ["Reddane"],
            "Ilse Marchetti": ["Marchetti"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1883",
        split="holdout",
        title="Caskford Rovers open talks over Brindlemoor striker Calloway",
        sentences=[
            (
                "VELLAN, Aug 12 (EPA) - Caskford Rovers have opened talks with Brindlemoor "
                "Athletic over a move for the striker Jory Calloway, a club spokesman said on "
                "Tuesday."
            ),
            (
                "Calloway, 24, has scored 31 league goals for Brindlemoor Athletic since coming "
                "through the club's academy, although he has not played since March because of a "
                "hamstring injury."
            ),
            (
                "He would have joined Caskford Rovers in January had Brindlemoor Athletic not "
                "taken up a one-year option on his contract, according to two people familiar with "
                "the negotiations."
            ),
            (
                "Brindlemoor Athletic, who own the Quarry Lane ground and have cleared their debts "
                "under new management, are understood to want around 4 million crowns."
            ),
            (
                "Rovers have also offered a two-year contract to the defender Anton Brisk, who has "
                "until Friday to reply."
            ),
            (
                "Caskford Rovers, who finished sixth in the Estravian Premier Division last "
                "season, have not signed a striker since 2021."
            ),
            "(Reporting by Ansel Krug; editing by Mara Lind)",
        ],
        ents={
            "Caskford Rovers": "ORG",
            "Brindlemoor Athletic": "ORG",
            "Jory Calloway": "PER",
            "Quarry Lane": "LOC",
            "Anton Brisk": "PER",
            "Estravian Premier Division": "ORG",
        },
        cands=[
            (
                "Jory Calloway",
                "member of sports team",
                "Caskford Rovers",
                "U",
                "talks",
                None,
            ),
            (
                "Jory Calloway",
                "member of sports team",
                "Brindlemoor Athletic",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            (
                "Jory Calloway",
                "member of sports team",
                "Caskford Rovers",
                "U",
                "counterfactual",
                None,
            ),
            ("Quarry Lane", "owned by", "Brindlemoor Athletic", "S", "assertion", 3),
            (
                "Anton Brisk",
                "member of sports team",
                "Caskford Rovers",
                "U",
                "offer",
                None,
            ),
            (
                "Caskford Rovers",
                "league",
                "Estravian Premier Division",
                "S",
                "assertion:harmless_negation",
                5,
            ),
        ],
        aliases={
            "Jory Calloway": ["Calloway"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1884",
        split="holdout",
        title="Brindlemoor Town Council: minutes of the ordinary meeting held on 3 March",
        sentences=[
            (
                "Present: Cllr Osric Pemberton-Vale, Mayor of Brindlemoor (in the chair); Cllrs "
                "Bertil Anstruther, Colm Averill, Nadia Forsell and Dilys Hayter."
            ),
            "Apologies: Cllr Tobias Wrenn.",
            (
                "23/41 Twinning. Cllr Forsell proposed that the council seek a formal twinning "
                "link between Brindlemoor and Holmsgate, and Cllr Anstruther (Civic Union) "
                "seconded the motion, which will be put to a vote in June."
            ),
            (
                "23/42 Brindlemoor Wharf. Cllr Averill asked whether the wharf is still owned by "
                "Orrin Maritime Holdings or has passed to the port authority; the clerk undertook "
                "to find out."
            ),
            (
                "The council intends to transfer the operation of Brindlemoor Wharf from the port "
                "authority to Sallow Freight when the current agreement expires, and a formal "
                "resolution will come to the April meeting."
            ),
            (
                "23/43 Boundary review. If the boundary commission accepts the council's "
                "submission, Marrow Green will be brought within Brindlemoor from 1 April next "
                "year."
            ),
            (
                "23/44 Quarry Lane. The Mayor reported that the council would transfer the "
                "freehold of Quarry Lane to Brindlemoor Athletic if the club agreed to open the "
                "pitch to local schools on weekday afternoons."
            ),
            (
                "Cllr Pemberton-Vale, leader of the Civic Union group, noted that no member had "
                "declared an interest, and closed the meeting at 9.40 pm."
            ),
        ],
        ents={
            "Osric Pemberton-Vale": "PER",
            "Brindlemoor": "LOC",
            "Bertil Anstruther": "PER",
            "Holmsgate": "LOC",
            "Civic Union": "ORG",
            "Brindlemoor Wharf": "LOC",
            "Orrin Maritime Holdings": "ORG",
            "Sallow Freight": "ORG",
            "Marrow Green": "LOC",
            "Quarry Lane": "LOC",
            "Brindlemoor Athletic": "ORG",
        },
        cands=[
            (
                "Brindlemoor",
                "head of government",
                "Osric Pemberton-Vale",
                "S",
                "assertion",
                0,
            ),
            ("Brindlemoor", "sister city", "Holmsgate", "U", "proposal", None),
            (
                "Bertil Anstruther",
                "member of political party",
                "Civic Union",
                "S",
                "assertion",
                2,
            ),
            (
                "Brindlemoor Wharf",
                "owned by",
                "Orrin Maritime Holdings",
                "U",
                "question",
                None,
            ),
            ("Brindlemoor Wharf", "operator", "Sallow Freight", "U", "plan", None),
            (
                "Marrow Green",
                "located in the administrative territorial entity",
                "Brindlemoor",
                "U",
                "conditional_leading",
                None,
            ),
            (
                "Quarry Lane",
                "owned by",
                "Brindlemoor Athletic",
                "U",
                "conditional_trailing",
                None,
            ),
            (
                "Osric Pemberton-Vale",
                "member of political party",
                "Civic Union",
                "S",
                "assertion:harmless_negation",
                7,
            ),
        ],
        aliases={
            "Bertil Anstruther": ["Anstruther"],
            "Osric Pemberton-Vale": ["Pemberton-Vale"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1885",
        split="holdout",
        title="Letter: Name the library after Tolvedt",
        sentences=[
            (
                "Sir, — Mr Dorran Quill (Letters, 14 May) argues that the new library in Tarrowby "
                "should not bear the name of Maren Tolvedt because of her politics."
            ),
            (
                "I knew Maren Tolvedt for thirty years, and she was a member of the Agrarian "
                "League from 1962 until the party was wound up."
            ),
            "She made no secret of it, and I cannot see why a library should.",
            (
                "Mr Quill even asks whether Tolvedt ever lived in Tarrowby at all; I will leave "
                "her former neighbours to answer that."
            ),
            (
                "He goes on to allege that her husband, Iver Dunstane, was on the payroll of "
                "Harrowgate & Pell while the firm was publishing her novels, as though that were a "
                "scandal rather than a marriage."
            ),
            (
                "Nor, whatever Mr Quill imagines, did Tolvedt ever work for the Vellan Courier; "
                "she sold it two short stories in 1955, and that is all."
            ),
            "Name the library after her, and let the argument be about her books.",
            "Edwina Harle, Caskford",
        ],
        ents={
            "Maren Tolvedt": "PER",
            "Tarrowby": "LOC",
            "Agrarian League": "ORG",
            "Iver Dunstane": "PER",
            "Harrowgate & Pell": "ORG",
            "Vellan Courier": "ORG",
        },
        cands=[
            (
                "Maren Tolvedt",
                "member of political party",
                "Agrarian League",
                "S",
                "assertion",
                1,
            ),
            ("Maren Tolvedt", "residence", "Tarrowby", "U", "question", None),
            ("Iver Dunstane", "employer", "Harrowgate & Pell", "U", "allegation", None),
            ("Maren Tolvedt", "employer", "Vellan Courier", "U", "negated", None),
        ],
        aliases={
            "Maren Tolvedt": ["Tolvedt"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1886",
        split="holdout",
        title="Iver Dunstane obituary",
        sentences=[
            (
                "Iver Dunstane, who has died aged 83, painted harbours, gulls and bad weather for "
                "sixty years, and drew more than two hundred book jackets along the way."
            ),
            (
                "Dunstane was born in Orlen Bay in 1928, the son of a ferryman, and at sixteen won "
                "a scholarship to an art school across the border."
            ),
            (
                "Harrowgate & Pell employed Dunstane as its art director from 1955 until 1976, and "
                "his jackets for the firm's fiction list are still collected."
            ),
            (
                "He was never a member of the Estravian Academy of Arts, and liked to say that he "
                "had not been asked because he had never asked."
            ),
            (
                "In 1960 Dunstane married the novelist Maren Tolvedt, though they had not met when "
                "he designed the jacket for her first book."
            ),
            (
                "A biography published last year claims that Maren Tolvedt was a paid-up member of "
                "the Agrarian League; Dunstane declined to read it."
            ),
            (
                "Dunstane is survived by their son, the cellist Lukas Dunstane, and by a grandson, "
                "Jory Calloway, who plays for Caskford Rovers."
            ),
        ],
        ents={
            "Iver Dunstane": "PER",
            "Orlen Bay": "LOC",
            "Harrowgate & Pell": "ORG",
            "Estravian Academy of Arts": "ORG",
            "Maren Tolvedt": "PER",
            "Agrarian League": "ORG",
            "Lukas Dunstane": "PER",
            "Jory Calloway": "PER",
            "Caskford Rovers": "ORG",
        },
        cands=[
            ("Iver Dunstane", "place of birth", "Orlen Bay", "S", "assertion", 1),
            ("Iver Dunstane", "employer", "Harrowgate & Pell", "S", "assertion", 2),
            (
                "Iver Dunstane",
                "member of",
                "Estravian Academy of Arts",
                "U",
                "negated",
                None,
            ),
            (
                "Iver Dunstane",
                "spouse",
                "Maren Tolvedt",
                "S",
                "assertion:harmless_negation",
                4,
            ),
            (
                "Maren Tolvedt",
                "member of political party",
                "Agrarian League",
                "U",
                "allegation",
                None,
            ),
            ("Iver Dunstane", "child", "Lukas Dunstane", "S", "assertion", 6),
            ("Lukas Dunstane", "child", "Iver Dunstane", "U", "reversed", None),
            (
                "Jory Calloway",
                "member of sports team",
                "Caskford Rovers",
                "S",
                "assertion",
                6,
            ),
        ],
        aliases={
            "Iver Dunstane": ["Dunstane"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1887",
        split="holdout",
        title="Pellmark Media Group agrees to acquire Kestrel Row Pictures",
        sentences=[
            (
                "VELLAN, 2 October — Pellmark Media Group today announced that it has signed a "
                "conditional agreement to acquire Kestrel Row Pictures, the independent studio "
                "founded by Gulliver Haas in 1961."
            ),
            (
                "Completion of the transaction is subject to clearance by the Estravian "
                "Competition Authority and is expected in the first quarter of next year."
            ),
            (
                "Gulliver Haas, who stepped back from the studio in 2019, will return to Kestrel "
                "Row Pictures as creative director provided the transaction completes before the "
                "end of March."
            ),
            (
                '"Kestrel Row has made some of the best-loved films in Estravian cinema, and we '
                'intend to protect that legacy," said a spokesperson for the group.'
            ),
            "About Pellmark Media Group",
            (
                "Pellmark Media Group publishes the Vellan Courier, the country's oldest daily "
                "newspaper, and operates the Pellmark Radio network."
            ),
            (
                "Pellmark Media Group was founded in Vellan in 1949 by Aurel Pellmark, whose "
                "younger brother, Simeon Pellmark, later ran its radio stations."
            ),
            "Media enquiries: press office, Pellmark Media Group, Vellan.",
        ],
        ents={
            "Pellmark Media Group": "ORG",
            "Kestrel Row Pictures": "ORG",
            "Gulliver Haas": "PER",
            "Vellan Courier": "ORG",
            "Aurel Pellmark": "PER",
            "Simeon Pellmark": "PER",
        },
        cands=[
            (
                "Kestrel Row Pictures",
                "owned by",
                "Pellmark Media Group",
                "U",
                "pending_deal",
                None,
            ),
            (
                "Kestrel Row Pictures",
                "founded by",
                "Gulliver Haas",
                "S",
                "assertion",
                0,
            ),
            (
                "Gulliver Haas",
                "employer",
                "Kestrel Row Pictures",
                "U",
                "conditional_trailing",
                None,
            ),
            (
                "Vellan Courier",
                "publisher",
                "Pellmark Media Group",
                "S",
                "assertion",
                5,
            ),
            (
                "Pellmark Media Group",
                "publisher",
                "Vellan Courier",
                "U",
                "reversed",
                None,
            ),
            (
                "Pellmark Media Group",
                "founded by",
                "Aurel Pellmark",
                "S",
                "assertion",
                6,
            ),
            ("Aurel Pellmark", "sibling", "Simeon Pellmark", "S", "assertion", 6),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1888",
        split="holdout",
        title="Estravian Premier Division: players registered with two clubs, 2023–24",
        sentences=[
            "Player | Club | Months | Apps | Born",
            "Jory Calloway | Brindlemoor Athletic | Aug–Jan | 19 | Marrow Green",
            "Jory Calloway | Caskford Rovers | Feb–May | 14 | Marrow Green",
            "Anton Brisk | Tarrowby Town | Aug–Dec | 11 | Kellmark",
            "Anton Brisk | Caskford Rovers | Jan–May | 16 | Kellmark",
            "Sefton Marr | Tarrowby Town | Aug–Nov | 9 | Orlen Bay",
            "Sefton Marr | Brindlemoor Athletic | Dec–May | 21 | Orlen Bay",
        ],
        ents={
            "Jory Calloway": "PER",
            "Anton Brisk": "PER",
            "Sefton Marr": "PER",
            "Brindlemoor Athletic": "ORG",
            "Caskford Rovers": "ORG",
            "Tarrowby Town": "ORG",
            "Marrow Green": "LOC",
            "Kellmark": "LOC",
            "Orlen Bay": "LOC",
        },
        cands=[
            (
                "Jory Calloway",
                "member of sports team",
                "Brindlemoor Athletic",
                "S",
                "table_repeated_name",
                1,
            ),
            (
                "Anton Brisk",
                "member of sports team",
                "Tarrowby Town",
                "S",
                "table_repeated_name",
                3,
            ),
            (
                "Sefton Marr",
                "place of birth",
                "Orlen Bay",
                "S",
                "table_repeated_name",
                5,
            ),
            (
                "Sefton Marr",
                "member of sports team",
                "Brindlemoor Athletic",
                "S",
                "table_repeated_name",
                6,
            ),
            (
                "Sefton Marr",
                "member of sports team",
                "Caskford Rovers",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Jory Calloway",
                "place of birth",
                "Kellmark",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Anton Brisk",
                "member of sports team",
                "Brindlemoor Athletic",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Jory Calloway",
                "member of sports team",
                "Tarrowby Town",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
        table=True,
    ),
    Doc(
        doc_id="contrast-holdout-1889",
        split="holdout",
        title="In the courts: footballer fined after brawl; councillor's trial opens",
        sentences=[
            (
                "Anton Brisk, a defender with Caskford Rovers, was fined 800 crowns by Vellan "
                "magistrates on Thursday after admitting affray outside a bar in Brindlemoor."
            ),
            (
                "The court heard that Brisk, 27, had been celebrating a cup win with team-mates "
                "when an argument broke out over a taxi, and that he had no previous convictions."
            ),
            (
                "At Vellan Crown Court, the trial opened of Bertil Anstruther, 58, a Brindlemoor "
                "councillor, who is charged with misconduct in public office."
            ),
            (
                "Opening the case for the prosecution, Helena Stroud alleged that Anstruther had "
                "been secretly employed by Sallow Freight while voting on contracts for "
                "Brindlemoor Wharf."
            ),
            (
                "Mr Justice Tey asked whether Sallow Freight had in fact been operating "
                "Brindlemoor Wharf at the time of the votes, and the prosecution said it would "
                "call evidence on the point."
            ),
            (
                "Sallow Freight, a subsidiary of Orrin Maritime Holdings, said it was not aware of "
                "any wrongdoing by its staff."
            ),
            (
                "Orrin Maritime Holdings, which is based in Vellan, said it would cooperate fully "
                "with the inquiry."
            ),
            (
                "Anstruther, who denies the charge, also dismissed a newspaper report that he is a "
                "member of the Civic Union, telling reporters outside court that he has sat as an "
                "independent since 2016."
            ),
            "The trial continues.",
        ],
        ents={
            "Anton Brisk": "PER",
            "Caskford Rovers": "ORG",
            "Bertil Anstruther": "PER",
            "Sallow Freight": "ORG",
            "Brindlemoor Wharf": "LOC",
            "Orrin Maritime Holdings": "ORG",
            "Vellan": "LOC",
            "Civic Union": "ORG",
        },
        cands=[
            (
                "Anton Brisk",
                "member of sports team",
                "Caskford Rovers",
                "S",
                "assertion",
                0,
            ),
            (
                "Bertil Anstruther",
                "employer",
                "Sallow Freight",
                "U",
                "allegation",
                None,
            ),
            ("Brindlemoor Wharf", "operator", "Sallow Freight", "U", "question", None),
            (
                "Sallow Freight",
                "parent organization",
                "Orrin Maritime Holdings",
                "S",
                "assertion:harmless_negation",
                5,
            ),
            (
                "Orrin Maritime Holdings",
                "headquarters location",
                "Vellan",
                "S",
                "assertion",
                6,
            ),
            (
                "Bertil Anstruther",
                "member of political party",
                "Civic Union",
                "U",
                "denied_report",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1890",
        split="holdout",
        title="Ilse Marchetti: 'I was eighteen and terrified'",
        sentences=[
            (
                "The following conversation was recorded for Vellan Radio's Sunday Profile and has "
                "been edited for length and clarity."
            ),
            (
                "INTERVIEWER: Ilse Marchetti, you were eighteen when the cameras started rolling "
                "in Orlen Bay. What do you remember?"
            ),
            (
                "MARCHETTI: Being cold. Being terrified. I'd come straight from a youth theatre in "
                "Caskford and I didn't know what a call sheet was."
            ),
            (
                "INTERVIEWER: Did Maren Tolvedt write the screenplay for Lanterns over Orlen "
                "herself, or was it a studio job?"
            ),
            (
                "MARCHETTI: You'd have to ask Petra. I only ever saw the pages on the morning we "
                "shot them."
            ),
            (
                "INTERVIEWER: There were rumours on set that you and Tomas Reddane had married in "
                "secret."
            ),
            (
                "MARCHETTI: People will say anything on a location shoot. We were mostly arguing "
                "about the heating."
            ),
            "INTERVIEWER: The music is famous now.",
            (
                "MARCHETTI: Adrian Fell would have scored Lanterns over Orlen, had Gulliver been "
                "able to afford him; instead we had a fisherman from the harbour with an "
                "accordion, and he was wonderful."
            ),
            "INTERVIEWER: And now Kestrel Row Pictures may end up owned by Pellmark Media Group.",
            (
                "MARCHETTI: Gulliver Haas worked at Kestrel Row Pictures for fifty years. He "
                "always swore he would sell to nobody."
            ),
        ],
        ents={
            "Ilse Marchetti": "PER",
            "Maren Tolvedt": "PER",
            "Lanterns over Orlen": "MISC",
            "Tomas Reddane": "PER",
            "Adrian Fell": "PER",
            "Kestrel Row Pictures": "ORG",
            "Pellmark Media Group": "ORG",
            "Gulliver Haas": "PER",
        },
        cands=[
            (
                "Lanterns over Orlen",
                "screenwriter",
                "Maren Tolvedt",
                "U",
                "question",
                None,
            ),
            ("Tomas Reddane", "spouse", "Ilse Marchetti", "U", "rumour", None),
            (
                "Lanterns over Orlen",
                "composer",
                "Adrian Fell",
                "U",
                "counterfactual",
                None,
            ),
            (
                "Kestrel Row Pictures",
                "owned by",
                "Pellmark Media Group",
                "U",
                "modal_speculative",
                None,
            ),
            ("Gulliver Haas", "employer", "Kestrel Row Pictures", "S", "assertion", 10),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1891",
        split="holdout",
        title="Looking Back: Brindlemoor's river front",
        sentences=[
            (
                "Brindlemoor, which sits on the River Sallow and has been twinned with Holmsgate "
                "since 1958, has always faced the water rather than the hills."
            ),
            (
                "The first stone quay at Brindlemoor Wharf was laid in 1871, and most of the men "
                "who worked it walked in each morning from Marrow Green, then a separate village "
                "with its own green and alehouse."
            ),
            (
                "Marrow Green has been a ward of Brindlemoor since the boundary changes of 1974, "
                "and the old green survives behind St Edda's church."
            ),
            (
                "It is often said that Brindlemoor Athletic was founded by Orrin Maritime Holdings "
                "as a works team, and the company still repeats the story; but Orrin Maritime "
                "Holdings was not registered until 1902, three years after the club's first "
                "recorded match, which was got up by the curate of St Edda's."
            ),
            (
                "The wharf cranes drew painters, among them Iver Dunstane, a member of the "
                "Estravian Academy of Arts, who sketched them for the better part of a decade."
            ),
            (
                "Dunstane liked to tell people he was born on Wharf Row, although he may in fact "
                "have been born in Orlen Bay, where his father ran the ferry."
            ),
            (
                "Readers with photographs of the wharf from before 1930 are asked to write to the "
                "column."
            ),
        ],
        ents={
            "Brindlemoor": "LOC",
            "River Sallow": "LOC",
            "Holmsgate": "LOC",
            "Marrow Green": "LOC",
            "Brindlemoor Athletic": "ORG",
            "Orrin Maritime Holdings": "ORG",
            "Iver Dunstane": "PER",
            "Estravian Academy of Arts": "ORG",
            "Orlen Bay": "LOC",
        },
        cands=[
            ("Brindlemoor", "sister city", "Holmsgate", "S", "assertion", 0),
            (
                "Brindlemoor",
                "located in or next to body of water",
                "River Sallow",
                "S",
                "assertion",
                0,
            ),
            (
                "Marrow Green",
                "located in the administrative territorial entity",
                "Brindlemoor",
                "S",
                "assertion",
                2,
            ),
            (
                "Brindlemoor",
                "located in the administrative territorial entity",
                "Marrow Green",
                "U",
                "reversed",
                None,
            ),
            (
                "Brindlemoor Athletic",
                "founded by",
                "Orrin Maritime Holdings",
                "U",
                "refuted_claim",
                None,
            ),
            (
                "Iver Dunstane",
                "member of",
                "Estravian Academy of Arts",
                "S",
                "assertion",
                4,
            ),
            (
                "Iver Dunstane",
                "place of birth",
                "Orlen Bay",
                "U",
                "modal_speculative",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1892",
        split="holdout",
        title="Orrin Maritime Holdings: Annual Report 2023 (extract from the Chair's statement)",
        sentences=[
            (
                "It gives me great pleasure to report that Orrin Maritime Holdings delivered "
                "another year of steady growth, with freight volumes up 6 per cent and operating "
                "profit ahead of expectations."
            ),
            (
                "Brindlemoor Wharf, owned by Orrin Maritime Holdings since 1930, handled a record "
                "4.2 million tonnes."
            ),
            (
                "Brindlemoor Wharf is operated, under a lease running to 2031, by Sallow Freight, "
                "the principal operating subsidiary of Orrin Maritime Holdings."
            ),
            (
                "Bertil Anstruther, property manager at Sallow Freight, oversaw the rebuilding of "
                "the two eastern berths on time and within budget."
            ),
            (
                "Brindlemoor Athletic, founded by Orrin Maritime Holdings in 1899 as a works team, "
                "remains close to our hearts, and we are proud to continue as the club's principal "
                "sponsor."
            ),
            (
                "The board plans to move the group's head office from Tarrowby to Vellan during "
                "2024, bringing us closer to our principal customers."
            ),
            "Imelda Orrin, Chair",
        ],
        ents={
            "Orrin Maritime Holdings": "ORG",
            "Brindlemoor Wharf": "LOC",
            "Sallow Freight": "ORG",
            "Bertil Anstruther": "PER",
            "Brindlemoor Athletic": "ORG",
            "Vellan": "LOC",
        },
        cands=[
            (
                "Brindlemoor Wharf",
                "owned by",
                "Orrin Maritime Holdings",
                "S",
                "assertion",
                1,
            ),
            ("Brindlemoor Wharf", "operator", "Sallow Freight", "S", "assertion", 2),
            (
                "Orrin Maritime Holdings",
                "subsidiary",
                "Sallow Freight",
                "S",
                "assertion",
                2,
            ),
            (
                "Sallow Freight",
                "subsidiary",
                "Orrin Maritime Holdings",
                "U",
                "reversed",
                None,
            ),
            ("Bertil Anstruther", "employer", "Sallow Freight", "S", "assertion", 3),
            (
                "Brindlemoor Athletic",
                "founded by",
                "Orrin Maritime Holdings",
                "S",
                "assertion",
                4,
            ),
            (
                "Orrin Maritime Holdings",
                "headquarters location",
                "Vellan",
                "U",
                "plan",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1893",
        split="holdout",
        title="St Edda's, Marrow Green: Parish News",
        sentences=[
            (
                "Welcome to the Advent edition of our parish news, and thank you to everyone who "
                "helped at the bazaar, which raised 1,240 crowns for the Tarrowby Hospice."
            ),
            (
                "We are delighted that Father Cormac Illery, our parish priest since 2009, has "
                "been appointed rural dean of the Lowther Reach by the bishop."
            ),
            (
                "Congratulations also to our organist, Hester Quayle, who has been elected chair "
                "of the Marrow Green Choral Society."
            ),
            (
                "The rumour in the village is that Jory Calloway, who was baptised here and played "
                "in our under-twelves, is about to join Caskford Rovers; we know no more than the "
                "newspapers!"
            ),
            (
                "The carol service will be at 6 pm on Sunday 22 December, with mince pies "
                "afterwards in the hall."
            ),
        ],
        ents={
            "Cormac Illery": "PER",
            "rural dean of the Lowther Reach": "MISC",
            "Hester Quayle": "PER",
            "Marrow Green Choral Society": "ORG",
            "Jory Calloway": "PER",
            "Caskford Rovers": "ORG",
        },
        cands=[
            (
                "Cormac Illery",
                "position held",
                "rural dean of the Lowther Reach",
                "S",
                "assertion",
                1,
            ),
            (
                "Marrow Green Choral Society",
                "chairperson",
                "Hester Quayle",
                "S",
                "assertion",
                2,
            ),
            (
                "Jory Calloway",
                "member of sports team",
                "Caskford Rovers",
                "U",
                "rumour",
                None,
            ),
        ],
        revision=1,
    ),
    Doc(
        doc_id="contrast-holdout-1894",
        split="holdout",
        title="St Edda's, Marrow Green: Parish News",
        sentences=[
            (
                "This corrected edition replaces the one delivered last week, and we apologise for "
                "two mistakes."
            ),
            (
                "Hester Quayle has not been elected chair of the Marrow Green Choral Society: the "
                "society re-elected Ruth Penhallow as its chair, and Hester Quayle continues as "
                "secretary."
            ),
            (
                "Father Cormac Illery was appointed rural dean of the Lowther Reach in October but "
                "has since stood down from the post on medical advice."
            ),
            (
                "Father Illery remains our parish priest and thanks everyone for their cards and "
                "prayers."
            ),
            (
                "The carol service will be at 6 pm on Sunday 22 December, with mince pies "
                "afterwards in the hall."
            ),
        ],
        ents={
            "Hester Quayle": "PER",
            "Marrow Green Choral Society": "ORG",
            "Ruth Penhallow": "PER",
            "Cormac Illery": "PER",
            "rural dean of the Lowther Reach": "MISC",
        },
        cands=[
            (
                "Marrow Green Choral Society",
                "chairperson",
                "Hester Quayle",
                "U",
                "conflicting_revision",
                None,
            ),
            (
                "Marrow Green Choral Society",
                "chairperson",
                "Ruth Penhallow",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            (
                "Cormac Illery",
                "position held",
                "rural dean of the Lowther Reach",
                "U",
                "conflicting_revision",
                None,
            ),
        ],
        revision=2,
        supersedes="contrast-holdout-1893",
    ),
]
