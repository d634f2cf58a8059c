"""The seventieth holdout batch of the contrast set: written to author_brief.md by a seventy-second
author, committed sealed. Unsealed after its one measurement, step 1 of the five-fold reader trial
(docs/verifier_trials.md, 2026-12-06)."""

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_BR: list[Doc] = [
    Doc(
        doc_id="contrast-holdout-1381",
        split="holdout",
        title="Harnwick Holdings in talks to buy Pellingrow Mills",
        sentences=[
            "PELLINGROW, March 4 (Ostrevale Wire) - Harnwick Holdings is in talks to buy "
            "Pellingrow Mills, the family-owned weaver on the River Olvane, two people familiar "
            "with the discussions said on Monday.",
            "Founded in 1887 by Pellingrow-born Osric Vantreece, Pellingrow Mills has never been "
            "quoted on a stock exchange and is still run by his great-grandchildren.",
            "Harnwick, whose chairwoman Marguerite Ambrey grew up in the town, declined to "
            "comment, as did the mill.",
            "Traders in Tolvenna have long suspected that Greyling Textiles, a smaller weaver "
            "there, is quietly controlled by Harnwick through a nominee company.",
            "Separately, Harnwick has agreed to sell Olvane Valley Printers, a print works in "
            "Saddick, to Larkspur Press, although the sale still awaits the signatures of both "
            "boards.",
            "Pellingrow Mills, which employs about 340 people in the town, would become the "
            "largest business in the Harnwick group if the purchase goes ahead.",
            "The Calvessan Competition Board, which must approve any deal of that size, said it "
            "had not yet been notified.",
        ],
        ents={
            "Harnwick Holdings": "ORG",
            "Pellingrow Mills": "ORG",
            "Pellingrow": "LOC",
            "River Olvane": "LOC",
            "Osric Vantreece": "PER",
            "Marguerite Ambrey": "PER",
            "Greyling Textiles": "ORG",
            "Tolvenna": "LOC",
            "Olvane Valley Printers": "ORG",
            "Saddick": "LOC",
            "Larkspur Press": "ORG",
            "Calvessan Competition Board": "ORG",
        },
        cands=[
            ("Pellingrow Mills", "owned by", "Harnwick Holdings", "U", "talks", None),
            ("Osric Vantreece", "place of birth", "Pellingrow", "S", "assertion", 1),
            (
                "Pellingrow Mills",
                "founded by",
                "Osric Vantreece",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("Harnwick Holdings", "chairperson", "Marguerite Ambrey", "S", "assertion", 2),
            ("Greyling Textiles", "owned by", "Harnwick Holdings", "U", "rumour", None),
            ("Olvane Valley Printers", "owned by", "Larkspur Press", "U", "pending_deal", None),
            (
                "Pellingrow Mills",
                "parent organization",
                "Harnwick Holdings",
                "U",
                "conditional_trailing",
                None,
            ),
        ],
        aliases={
            "Harnwick Holdings": ["Harnwick"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1382",
        split="holdout",
        title=(
            "Quellhaven Borough Council, Policy and Resources Committee: minutes of the meeting of "
            "9 January"
        ),
        sentences=[
            "Present: Councillor Elowen Garrity, Mayor of Quellhaven (in the chair); Councillors "
            "Idris Fenwold, Ruth Askew, Tobias Pym and Sel Ruddock.",
            "Item 4, Twinning: Councillor Fenwold moved that Quellhaven seek a formal twinning "
            "link with Vellamoor, across the Gullmere Sound; the motion was seconded and referred "
            "to full council.",
            "Item 5, Cobbler's Reach depot: officers reported that Kestrel Freight intends to "
            "move its head office to Quellhaven once its new depot is built.",
            "Councillor Pym asked officers to confirm whether Kestrel Freight is a subsidiary of "
            "Harnwick Holdings, and officers undertook to find out before the planning hearing.",
            "Councillor Garrity, who has not yet said whether she will seek a second term, "
            "declared an interest in Item 5 as a member of the Ostrevale Progressive Party, which "
            "has received donations from hauliers.",
            "Item 6, Ferry: Gullmere Ferries, which operates the Vellamoor crossing under a "
            "contract that expires on 31 March, has asked for a five-year extension at the "
            "current subsidy.",
            "Members asked whether Quellhaven Borough Council might operate the Vellamoor "
            "crossing itself, and officers were instructed to report on the likely costs in "
            "February.",
            "Item 7, Petitions: a petition signed by 1,214 residents, asking that Calvessan Sign "
            "be made an official language of Quellhaven, was received and referred to officers.",
            "Item 8, Any other business: at his own request, it was minuted that Councillor "
            "Fenwold has never been employed by Harnwick Holdings or by any company in its group.",
            "The meeting closed at 8.40 pm.",
        ],
        ents={
            "Elowen Garrity": "PER",
            "Mayor of Quellhaven": "MISC",
            "Quellhaven": "LOC",
            "Idris Fenwold": "PER",
            "Vellamoor": "LOC",
            "Gullmere Sound": "LOC",
            "Kestrel Freight": "ORG",
            "Harnwick Holdings": "ORG",
            "Ostrevale Progressive Party": "ORG",
            "Gullmere Ferries": "ORG",
            "Vellamoor crossing": "MISC",
            "Quellhaven Borough Council": "ORG",
            "Calvessan Sign": "MISC",
        },
        cands=[
            ("Elowen Garrity", "position held", "Mayor of Quellhaven", "S", "assertion", 0),
            ("Quellhaven", "sister city", "Vellamoor", "U", "proposal", None),
            ("Kestrel Freight", "headquarters location", "Quellhaven", "U", "plan", None),
            ("Harnwick Holdings", "subsidiary", "Kestrel Freight", "U", "question", None),
            (
                "Elowen Garrity",
                "member of political party",
                "Ostrevale Progressive Party",
                "S",
                "assertion:harmless_negation",
                4,
            ),
            ("Vellamoor crossing", "operator", "Gullmere Ferries", "S", "assertion", 5),
            ("Vellamoor crossing", "operator", "Quellhaven Borough Council", "U", "question", None),
            ("Quellhaven", "official language", "Calvessan Sign", "U", "proposal", None),
            ("Idris Fenwold", "employer", "Harnwick Holdings", "U", "negated", None),
        ],
        aliases={
            "Idris Fenwold": ["Fenwold"],
            "Elowen Garrity": ["Garrity"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1383",
        split="holdout",
        title="Rovers Roundup: the Saddick Rovers supporters' newsletter, spring issue",
        sentences=[
            "Welcome to another Rovers Roundup, and what a spring it has been for Saddick Rovers, "
            "third in the Ostrevale Combination with six games left to play.",
            "Corwin Ashdale, top scorer for a third season running, already has fourteen goals "
            "and is the first Rovers striker since 1987 to reach double figures before Easter.",
            "Less happily, Tolvenna Athletic have offered our goalkeeper Finn Harrowby a two-year "
            "contract, and Finn has told the committee that he has not yet made up his mind.",
            "Rovers chairman Gideon Marsh, who has not missed a home game at Millrace Park since "
            "2009, says the best thing any of us can do is turn up.",
            "Several of you have asked whether Quellhaven Town will be joining the Ostrevale "
            "Combination next season; the honest answer is that nobody at the league has told us.",
            "On the sponsorship front, the word in the Millrace bar is that Harnwick Holdings may "
            "be moving its head office to Saddick, which could mean a new name on the front of "
            "our shirts.",
            "And finally, a reader from Pellingrow asks whether the film actor Teodor Brannack, "
            "who was spotted in the away end at Tolvenna last month, was really born in Saddick; "
            "can anyone settle it?",
        ],
        ents={
            "Saddick Rovers": "ORG",
            "Ostrevale Combination": "ORG",
            "Corwin Ashdale": "PER",
            "Tolvenna Athletic": "ORG",
            "Finn Harrowby": "PER",
            "Gideon Marsh": "PER",
            "Millrace Park": "LOC",
            "Quellhaven Town": "ORG",
            "Harnwick Holdings": "ORG",
            "Saddick": "LOC",
            "Teodor Brannack": "PER",
        },
        cands=[
            ("Corwin Ashdale", "member of sports team", "Saddick Rovers", "S", "assertion", 1),
            ("Finn Harrowby", "member of sports team", "Tolvenna Athletic", "U", "offer", None),
            (
                "Saddick Rovers",
                "chairperson",
                "Gideon Marsh",
                "S",
                "assertion:harmless_negation",
                3,
            ),
            ("Quellhaven Town", "league", "Ostrevale Combination", "U", "question", None),
            ("Harnwick Holdings", "headquarters location", "Saddick", "U", "rumour", None),
            ("Teodor Brannack", "place of birth", "Saddick", "U", "question", None),
        ],
        aliases={
            "Saddick Rovers": ["Rovers"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1384",
        split="holdout",
        title="Letters to the editor: Lorries, ferries and the Mills",
        sentences=[
            "Sir, - Ever since Kestrel Freight moved its head office to Quellhaven, the lanes "
            "around Cobbler's Reach have been choked with lorries from six in the morning.",
            "Several of my neighbours allege that Kestrel Freight is nothing more than a "
            "subsidiary of Harnwick Holdings, and that the council knew as much when it waved the "
            "depot through.",
            "Your paper reported last month that Councillor Idris Fenwold once worked for "
            "Harnwick Holdings; he has denied it, and I am prepared to take him at his word.",
            "I also read that Harnwick Holdings intends to move its own head office to Saddick, "
            "which would at least spare us its directors' cars.",
            "But if Harnwick Holdings does buy Pellingrow Mills, as everyone in the valley seems "
            "to expect, the same lorries will soon be carrying cloth past my front door.",
            "Yours faithfully, Piers Lanyard, Saddick Road, Quellhaven",
        ],
        ents={
            "Kestrel Freight": "ORG",
            "Quellhaven": "LOC",
            "Harnwick Holdings": "ORG",
            "Idris Fenwold": "PER",
            "Saddick": "LOC",
            "Pellingrow Mills": "ORG",
            "Piers Lanyard": "PER",
        },
        cands=[
            ("Kestrel Freight", "headquarters location", "Quellhaven", "S", "assertion", 0),
            ("Harnwick Holdings", "subsidiary", "Kestrel Freight", "U", "allegation", None),
            ("Idris Fenwold", "employer", "Harnwick Holdings", "U", "denied_report", None),
            ("Harnwick Holdings", "headquarters location", "Saddick", "U", "plan", None),
            ("Pellingrow Mills", "owned by", "Harnwick Holdings", "U", "conditional_leading", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1385",
        split="holdout",
        title="Ostrevale Trade Directory 2024: Larkspur Press",
        sentences=[
            "Larkspur Press, 4 Ropewalk Yard, Tolvenna: independent publisher of local history, "
            "poetry and walking guides since 1971.",
            "Larkspur Press was founded by the bookbinder Agnes Wolvercote and has been owned "
            "since 2015 by the Ostrevale Writers' Cooperative, which bought it from her family.",
            "Best-known title: Ledgers of the Olvane by Halvard Penhallow (1998), now in its "
            "ninth printing.",
            "Larkspur Press also owns Olvane Valley Printers, the Saddick print works it bought "
            "from Harnwick Holdings this summer.",
            "Larkspur Press is a member of the Ostrevale Independent Publishers' Guild and does "
            "not accept unsolicited manuscripts.",
            "Open Monday to Friday, 9 am to 5 pm; Saturdays by appointment.",
        ],
        ents={
            "Larkspur Press": "ORG",
            "Tolvenna": "LOC",
            "Agnes Wolvercote": "PER",
            "Ostrevale Writers' Cooperative": "ORG",
            "Ledgers of the Olvane": "MISC",
            "Halvard Penhallow": "PER",
            "Olvane Valley Printers": "ORG",
            "Saddick": "LOC",
            "Harnwick Holdings": "ORG",
            "Ostrevale Independent Publishers' Guild": "ORG",
        },
        cands=[
            ("Larkspur Press", "founded by", "Agnes Wolvercote", "S", "assertion", 1),
            ("Larkspur Press", "owned by", "Ostrevale Writers' Cooperative", "S", "assertion", 1),
            ("Ostrevale Writers' Cooperative", "owned by", "Larkspur Press", "U", "reversed", None),
            ("Olvane Valley Printers", "owned by", "Larkspur Press", "S", "assertion", 3),
            (
                "Larkspur Press",
                "member of",
                "Ostrevale Independent Publishers' Guild",
                "S",
                "assertion:harmless_negation",
                4,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1386",
        split="holdout",
        title="Obituary: Halvard Penhallow, 1941-2024",
        sentences=[
            "Halvard Penhallow, who has died in Quellhaven aged 83, spent twenty years as company "
            "secretary of Harnwick Holdings and most of his life writing about the valley he "
            "loved.",
            "Penhallow was born in Tolvenna in February 1941, the son of a lock-keeper, and was a "
            "pupil at Tolvenna Grammar School, where he later served as a governor for three "
            "decades.",
            "He joined Harnwick Holdings as a junior clerk in 1962, in the same intake as Idris "
            "Fenwold, who stayed with the firm until he was elected to the borough council.",
            "Penhallow's history of the river, Ledgers of the Olvane, was published by Larkspur "
            "Press in 1998 and has not been out of print since.",
            "In 1966 Penhallow married Ysolde Carrow, a music teacher, who survives him along "
            "with their daughter, Tamsin Penhallow, the choral conductor who wrote the score for "
            "The Salt Orchard.",
            "Penhallow was never one for honours, though he accepted the Ostrevale Medal in 2009 "
            "with good grace and a very short speech.",
        ],
        ents={
            "Halvard Penhallow": "PER",
            "Quellhaven": "LOC",
            "Harnwick Holdings": "ORG",
            "Tolvenna": "LOC",
            "Tolvenna Grammar School": "ORG",
            "Idris Fenwold": "PER",
            "Ledgers of the Olvane": "MISC",
            "Larkspur Press": "ORG",
            "Ysolde Carrow": "PER",
            "Tamsin Penhallow": "PER",
            "The Salt Orchard": "MISC",
            "Ostrevale Medal": "MISC",
        },
        cands=[
            ("Halvard Penhallow", "educated at", "Tolvenna Grammar School", "S", "assertion", 1),
            ("Idris Fenwold", "employer", "Harnwick Holdings", "S", "assertion", 2),
            ("Ledgers of the Olvane", "author", "Halvard Penhallow", "S", "assertion", 3),
            (
                "Ledgers of the Olvane",
                "publisher",
                "Larkspur Press",
                "S",
                "assertion:harmless_negation",
                3,
            ),
            ("Halvard Penhallow", "child", "Tamsin Penhallow", "S", "assertion", 4),
            ("Tamsin Penhallow", "child", "Halvard Penhallow", "U", "reversed", None),
            ("The Salt Orchard", "composer", "Tamsin Penhallow", "S", "assertion", 4),
            (
                "Halvard Penhallow",
                "award received",
                "Ostrevale Medal",
                "S",
                "assertion:harmless_negation",
                5,
            ),
        ],
        aliases={
            "Halvard Penhallow": ["Penhallow"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1387",
        split="holdout",
        title="Press release: Quellhaven and Vellamoor sign twinning charter",
        sentences=[
            "Quellhaven Borough Council is delighted to announce that Quellhaven became a sister "
            "city of Vellamoor on Saturday, when the mayor of Vellamoor, Ansel Tregarth, and the "
            "Mayor of Quellhaven, Elowen Garrity, signed the charter on the quayside.",
            "Vellamoor, a port of some 40,000 people on the far shore of the Gullmere Sound, is "
            "the second city of Estrany.",
            "Since 1 April the Vellamoor crossing has been operated by Quellhaven Borough Council "
            "itself, and the first exchange party, twenty pupils from Tolvenna Grammar School, "
            "will sail on it in June.",
            "Following last winter's petition, the council also intends to make Calvessan Sign an "
            "official language of Quellhaven before the exchange visit.",
            "The council has offered Kestrel Freight a site at Cobbler's Reach for a new head "
            "office in Quellhaven, and the company is considering the offer.",
            "Notes to editors: Quellhaven, the largest town in Ostrevale, lies where the River "
            "Olvane meets the Gullmere Sound.",
        ],
        ents={
            "Quellhaven Borough Council": "ORG",
            "Quellhaven": "LOC",
            "Vellamoor": "LOC",
            "Ansel Tregarth": "PER",
            "Mayor of Quellhaven": "MISC",
            "Elowen Garrity": "PER",
            "Gullmere Sound": "LOC",
            "Estrany": "LOC",
            "Vellamoor crossing": "MISC",
            "Tolvenna Grammar School": "ORG",
            "Calvessan Sign": "MISC",
            "Kestrel Freight": "ORG",
            "Ostrevale": "LOC",
            "River Olvane": "LOC",
        },
        cands=[
            ("Quellhaven", "sister city", "Vellamoor", "S", "assertion", 0),
            ("Vellamoor", "head of government", "Ansel Tregarth", "S", "assertion", 0),
            ("Vellamoor crossing", "operator", "Quellhaven Borough Council", "S", "assertion", 2),
            ("Quellhaven", "official language", "Calvessan Sign", "U", "plan", None),
            ("Kestrel Freight", "headquarters location", "Quellhaven", "U", "offer", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1388",
        split="holdout",
        title="Tolvenna Grammar School newsletter: summer term",
        sentences=[
            "A message from Bram Olvestone, headteacher of Tolvenna Grammar School: thank you to "
            "every family for your patience during the roof works, which finished a fortnight "
            "early.",
            "This year we mark 120 years since Tolvenna Grammar School was founded by the mill "
            "owner Osric Vantreece, and old pupils are invited to an open day in October.",
            "Our archivist, Mrs Quayle, believes the local historian Halvard Penhallow may have "
            "been a pupil here in the 1950s, and she would love to hear from anyone who can "
            "confirm it.",
            "Since Calvessan Sign became an official language of neighbouring Quellhaven in May, "
            "many families have asked whether we will teach it, and from September we will.",
            "Congratulations to our former head girl Orla Vantreece, who has been offered a place "
            "on the postgraduate composition course at the Marrowby Conservatoire and has until "
            "July to decide.",
            "If the governors approve the plans at their June meeting, Tolvenna Grammar School "
            "will join the Ostrevale Schools Trust next January.",
            "Year 9 geographers followed the River Olvane from Tolvenna all the way to its mouth "
            "in the Gullmere Sound at Quellhaven, and came back soaked but cheerful.",
        ],
        ents={
            "Bram Olvestone": "PER",
            "Tolvenna Grammar School": "ORG",
            "Osric Vantreece": "PER",
            "Halvard Penhallow": "PER",
            "Calvessan Sign": "MISC",
            "Quellhaven": "LOC",
            "Orla Vantreece": "PER",
            "Marrowby Conservatoire": "ORG",
            "Ostrevale Schools Trust": "ORG",
            "River Olvane": "LOC",
            "Tolvenna": "LOC",
            "Gullmere Sound": "LOC",
        },
        cands=[
            ("Tolvenna Grammar School", "founded by", "Osric Vantreece", "S", "assertion", 1),
            (
                "Halvard Penhallow",
                "educated at",
                "Tolvenna Grammar School",
                "U",
                "modal_speculative",
                None,
            ),
            ("Quellhaven", "official language", "Calvessan Sign", "S", "assertion", 3),
            ("Orla Vantreece", "educated at", "Marrowby Conservatoire", "U", "offer", None),
            (
                "Tolvenna Grammar School",
                "member of",
                "Ostrevale Schools Trust",
                "U",
                "conditional_leading",
                None,
            ),
            ("River Olvane", "mouth of the watercourse", "Gullmere Sound", "S", "assertion", 6),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1389",
        split="holdout",
        title="Review: The Salt Orchard",
        sentences=[
            "Nessa Quillfeather's The Salt Orchard, a slow-burning drama set among the weaving "
            "families of Pellingrow, is the finest Calvessan film in years.",
            "In The Salt Orchard, Teodor Brannack plays a widowed mill foreman with a stillness "
            "that is never dull, and Lowri Ashcombe is superb as his sister-in-law.",
            "Brannack, who was born in Saddick and left for drama school at seventeen, has at "
            "last found a part that fits his gift for silence.",
            "Rhoswen Abelard wrote The Salt Orchard in Calvessan, and its producers deserve "
            "credit for resisting every call for an English-language version.",
            "Early publicity credited the score to the choral conductor Tamsin Penhallow, but the "
            "music of The Salt Orchard is in fact the work of Orla Vantreece, a Marrowby "
            "Conservatoire graduate who leans on the clatter of looms rather than strings.",
            "On this showing, The Salt Orchard could well take the Golden Lantern at Marrowby "
            "next month, and it would deserve to.",
            "Four stars.",
        ],
        ents={
            "The Salt Orchard": "MISC",
            "Nessa Quillfeather": "PER",
            "Pellingrow": "LOC",
            "Teodor Brannack": "PER",
            "Lowri Ashcombe": "PER",
            "Saddick": "LOC",
            "Rhoswen Abelard": "PER",
            "Calvessan": "MISC",
            "Tamsin Penhallow": "PER",
            "Orla Vantreece": "PER",
            "Marrowby Conservatoire": "ORG",
            "Golden Lantern": "MISC",
            "Marrowby": "LOC",
        },
        cands=[
            ("The Salt Orchard", "director", "Nessa Quillfeather", "S", "assertion", 0),
            (
                "The Salt Orchard",
                "cast member",
                "Teodor Brannack",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("Teodor Brannack", "place of birth", "Saddick", "S", "assertion", 2),
            ("The Salt Orchard", "screenwriter", "Rhoswen Abelard", "S", "assertion", 3),
            ("The Salt Orchard", "composer", "Tamsin Penhallow", "U", "refuted_claim", None),
            ("The Salt Orchard", "composer", "Orla Vantreece", "S", "assertion", 4),
            ("Orla Vantreece", "educated at", "Marrowby Conservatoire", "S", "assertion", 4),
            (
                "The Salt Orchard",
                "award received",
                "Golden Lantern",
                "U",
                "modal_speculative",
                None,
            ),
        ],
        aliases={
            "Teodor Brannack": ["Brannack"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1390",
        split="holdout",
        title="Looking Back: the man who made Pellingrow",
        sentences=[
            "Readers who saw The Salt Orchard, which won the Golden Lantern last spring, will "
            "think of Pellingrow as a town of looms, but its story really begins with one man, "
            "Osric Vantreece.",
            "It is often said that Vantreece was born in Pellingrow, but the parish register "
            "shows that he was born in Saddick in 1851, and he did not set foot in Pellingrow "
            "until he was twenty.",
            "Vantreece founded Pellingrow Mills in 1887 on the east bank of the River Olvane, and "
            "by 1900 it employed a third of the town.",
            "Tradition has it that he also founded Tolvenna Grammar School, though no document "
            "bearing his name survives from the school's first years.",
            "Tolvenna Grammar School, which joined the Ostrevale Schools Trust last January, "
            "still hangs his portrait in its entrance hall all the same.",
            "In 1911 the regional assembly settled in Tolvenna, which has been the capital of "
            "Ostrevale ever since, and Vantreece sat in its first session.",
            "Had the councils of the 1970s not fallen out over fishing rights in the Gullmere "
            "Sound, Quellhaven would have been twinned with Vellamoor half a century ago.",
        ],
        ents={
            "The Salt Orchard": "MISC",
            "Golden Lantern": "MISC",
            "Pellingrow": "LOC",
            "Osric Vantreece": "PER",
            "Saddick": "LOC",
            "Pellingrow Mills": "ORG",
            "River Olvane": "LOC",
            "Tolvenna Grammar School": "ORG",
            "Ostrevale Schools Trust": "ORG",
            "Tolvenna": "LOC",
            "Ostrevale": "LOC",
            "Gullmere Sound": "LOC",
            "Quellhaven": "LOC",
            "Vellamoor": "LOC",
        },
        cands=[
            ("The Salt Orchard", "award received", "Golden Lantern", "S", "assertion", 0),
            ("Osric Vantreece", "place of birth", "Pellingrow", "U", "refuted_claim", None),
            ("Osric Vantreece", "place of birth", "Saddick", "S", "assertion:harmless_negation", 1),
            ("Tolvenna Grammar School", "founded by", "Osric Vantreece", "U", "rumour", None),
            (
                "Tolvenna Grammar School",
                "member of",
                "Ostrevale Schools Trust",
                "S",
                "assertion",
                4,
            ),
            ("Ostrevale", "capital", "Tolvenna", "S", "assertion", 5),
            ("Quellhaven", "sister city", "Vellamoor", "U", "counterfactual", None),
        ],
        aliases={
            "Osric Vantreece": ["Vantreece"],
        },
    ),
    Doc(
        doc_id="contrast-holdout-1391",
        split="holdout",
        title="Ostrevale Sound football archive: league appearances by season",
        sentences=[
            "Player | Club | Season | Apps | Goals",
            "Corwin Ashdale | Tolvenna Athletic | 2018-19 | 31 | 9",
            "Corwin Ashdale | Saddick Rovers | 2019-20 | 28 | 12",
            "Finn Harrowby | Saddick Rovers | 2022-23 | 36 | 0",
            "Finn Harrowby | Tolvenna Athletic | 2023-24 | 34 | 0",
            "Lorcan Pettifer | Quellhaven Town | 2022-23 | 30 | 17",
            "Lorcan Pettifer | Quellhaven Town | 2023-24 | 33 | 21",
        ],
        ents={
            "Corwin Ashdale": "PER",
            "Finn Harrowby": "PER",
            "Lorcan Pettifer": "PER",
            "Tolvenna Athletic": "ORG",
            "Saddick Rovers": "ORG",
            "Quellhaven Town": "ORG",
        },
        cands=[
            (
                "Corwin Ashdale",
                "member of sports team",
                "Tolvenna Athletic",
                "S",
                "table_repeated_name",
                1,
            ),
            (
                "Finn Harrowby",
                "member of sports team",
                "Saddick Rovers",
                "S",
                "table_repeated_name",
                3,
            ),
            (
                "Lorcan Pettifer",
                "member of sports team",
                "Quellhaven Town",
                "S",
                "table_repeated_name",
                6,
            ),
            (
                "Lorcan Pettifer",
                "member of sports team",
                "Tolvenna Athletic",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Corwin Ashdale",
                "member of sports team",
                "Quellhaven Town",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Finn Harrowby",
                "member of sports team",
                "Quellhaven Town",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Lorcan Pettifer",
                "member of sports team",
                "Saddick Rovers",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
        table=True,
    ),
    Doc(
        doc_id="contrast-holdout-1392",
        split="holdout",
        title="Harnwick Holdings plc, Annual Report 2024: Chair's statement (extract)",
        sentences=[
            "It has been a year of consolidation for Harnwick Holdings: in September we completed "
            "the purchase of Pellingrow Mills, which is now wholly owned by the group.",
            "Pellingrow Mills now reports to Harnwick Holdings as its parent company, and its 340 "
            "staff have joined the group pension scheme.",
            "Greyling Textiles, held by Harnwick Holdings through a nominee since 2019 and now "
            "trading under our own name, had a harder twelve months as orders from Tolvenna's "
            "garment makers fell away.",
            "Kestrel Freight, the haulage subsidiary of Harnwick Holdings, was again the group's "
            "largest earner.",
            "The group continues to be run from its head office in Marrowby, where Harnwick "
            "Holdings has been based since 1968.",
            "I would like to thank our finance director, Dorian Kettleby, who joined Harnwick "
            "Holdings from Kestrel Freight in 2021, for steering us through the acquisition.",
            "Marguerite Ambrey, Chair",
        ],
        ents={
            "Harnwick Holdings": "ORG",
            "Pellingrow Mills": "ORG",
            "Greyling Textiles": "ORG",
            "Tolvenna": "LOC",
            "Kestrel Freight": "ORG",
            "Marrowby": "LOC",
            "Dorian Kettleby": "PER",
            "Marguerite Ambrey": "PER",
        },
        cands=[
            ("Pellingrow Mills", "owned by", "Harnwick Holdings", "S", "assertion", 0),
            ("Pellingrow Mills", "parent organization", "Harnwick Holdings", "S", "assertion", 1),
            ("Greyling Textiles", "owned by", "Harnwick Holdings", "S", "assertion", 2),
            ("Harnwick Holdings", "subsidiary", "Kestrel Freight", "S", "assertion", 3),
            ("Harnwick Holdings", "headquarters location", "Marrowby", "S", "assertion", 4),
            ("Dorian Kettleby", "employer", "Harnwick Holdings", "S", "assertion", 5),
        ],
        revision=1,
    ),
    Doc(
        doc_id="contrast-holdout-1393",
        split="holdout",
        title="Harnwick Holdings plc, Annual Report 2024: Chair's statement (extract)",
        sentences=[
            "This statement replaces the version published on 12 March, which contained two "
            "errors that are corrected below.",
            "It has been a year of consolidation for Harnwick Holdings: in September we completed "
            "the purchase of Pellingrow Mills, which is now wholly owned by the group.",
            "The earlier version said that the group is run from Marrowby; that is no longer so, "
            "as Harnwick Holdings moved its head office from Marrowby to Saddick in November.",
            "It also thanked Dorian Kettleby as our finance director, but Mr Kettleby had in fact "
            "left Harnwick Holdings at the end of December, and his successor will be named "
            "shortly.",
            "Marguerite Ambrey, Chair",
        ],
        ents={
            "Harnwick Holdings": "ORG",
            "Pellingrow Mills": "ORG",
            "Marrowby": "LOC",
            "Saddick": "LOC",
            "Dorian Kettleby": "PER",
            "Marguerite Ambrey": "PER",
        },
        cands=[
            (
                "Harnwick Holdings",
                "headquarters location",
                "Marrowby",
                "U",
                "conflicting_revision",
                None,
            ),
            ("Harnwick Holdings", "headquarters location", "Saddick", "S", "assertion", 2),
            ("Dorian Kettleby", "employer", "Harnwick Holdings", "U", "conflicting_revision", None),
        ],
        revision=2,
        supersedes="contrast-holdout-1392",
    ),
    Doc(
        doc_id="contrast-holdout-1394",
        split="holdout",
        title="Transcript: Corwin Ashdale on the Ostrevale Sound sports hour",
        sentences=[
            "Mabyn Trelease: Good evening and welcome to the sports hour on Ostrevale Sound.",
            "My guest tonight is Pellingrow-born Corwin Ashdale, who played for Tolvenna Athletic "
            "from 2016 to 2019 and has been scoring goals for Saddick Rovers ever since.",
            "Corwin Ashdale: Thanks for having me, Mabyn, and hello to my father, Howel Ashdale, "
            "who taught me everything I know and will be listening in his kitchen.",
            "Mabyn Trelease: Let's start with your old goalkeeper, Finn Harrowby, who joined "
            "Tolvenna Athletic this summer after five seasons at Millrace Park.",
            "Corwin Ashdale: I don't blame Finn one bit, and I've told him so.",
            "Mabyn Trelease: And now that Quellhaven Town have been promoted into the Ostrevale "
            "Combination, the valley derby is back on.",
            "Corwin Ashdale: I can't wait, though I'm not promising a hat-trick.",
            "Mabyn Trelease: You're a Pellingrow lad, so what do people there make of all the "
            "talk about the mill?",
            "Corwin Ashdale: Everyone's nervous, because Harnwick Holdings might end up owning "
            "Pellingrow Mills, and nobody knows what they'd do with it.",
            "My dad even asked me whether Greyling Textiles belongs to Harnwick as well, and I "
            "told him I play football, I don't read the business pages.",
            "Mabyn Trelease: Corwin Ashdale, thank you.",
        ],
        ents={
            "Ostrevale Sound": "ORG",
            "Mabyn Trelease": "PER",
            "Corwin Ashdale": "PER",
            "Pellingrow": "LOC",
            "Tolvenna Athletic": "ORG",
            "Saddick Rovers": "ORG",
            "Howel Ashdale": "PER",
            "Finn Harrowby": "PER",
            "Millrace Park": "LOC",
            "Quellhaven Town": "ORG",
            "Ostrevale Combination": "ORG",
            "Harnwick Holdings": "ORG",
            "Pellingrow Mills": "ORG",
            "Greyling Textiles": "ORG",
        },
        cands=[
            ("Corwin Ashdale", "place of birth", "Pellingrow", "S", "assertion", 1),
            ("Corwin Ashdale", "member of sports team", "Tolvenna Athletic", "S", "assertion", 1),
            ("Corwin Ashdale", "father", "Howel Ashdale", "S", "assertion", 2),
            ("Howel Ashdale", "father", "Corwin Ashdale", "U", "reversed", None),
            ("Finn Harrowby", "member of sports team", "Tolvenna Athletic", "S", "assertion", 3),
            ("Quellhaven Town", "league", "Ostrevale Combination", "S", "assertion", 5),
            ("Pellingrow Mills", "owned by", "Harnwick Holdings", "U", "modal_speculative", None),
            ("Greyling Textiles", "owned by", "Harnwick Holdings", "U", "question", None),
        ],
        aliases={
            "Harnwick Holdings": ["Harnwick"],
        },
    ),
]
