# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-eighth holdout batch of the contrast set (contrast-holdout-1941 to -1954), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check, and was asked for encyclopedia stubs, reviews, a bookshop
newsletter, a festival programme note, a museum catalogue, trade press and a results table about
the nationality and country of people, companies, bands and works and about who made which work)
and committed sealed (split `sealed`, read by nothing) before any rule was measured on it. Unsealed
after its one measurement, for the nationality before a person's role and name, a work named in
its maker's possessive and a thing's country in its description (docs/validation_trials.md,
2026-12-08)."""

from __future__ import annotations

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CT: list[Doc] = [
    # Encyclopedia-style stub about a company.
    Doc(
        doc_id="contrast-holdout-1941",
        split="holdout",
        title="Greyfen Records",
        sentences=[
            "Greyfen Records is an independent Velmoran record label, based in the harbour town "
            "of Oskerby and best known for its chamber pop, folk and new classical catalogue.",
            "Greyfen was founded in 1987 by the concert promoter Ilse Marrow, who ran it from the "
            "back room of a piano shop on Quay Street until the early 1990s.",
            "Since 2011 Greyfen has been owned by Corvane Media, which in 2024 also agreed to buy "
            "the Tolvanian games studio Quillhaven Interactive, a deal that was still awaiting "
            "regulatory approval at the time of writing.",
            "The label's roster has included the Drevish band Mothwing Parade, who joined Greyfen "
            "Records from Pale Hound Records in 2018, and the violinist Oda Brisk, whose solo "
            "debut, Needlework Suite, appeared on Greyfen Records in 2022.",
            "In 2023 Marrow received the Pellingford Medal for her services to music in Velmora.",
            "She had not been involved in the running of the label since her retirement in 2016, "
            "when Konrad Eskeli became managing director.",
        ],
        ents={
            "Greyfen Records": "ORG",
            "Velmora": "LOC",
            "Oskerby": "LOC",
            "Ilse Marrow": "PER",
            "Corvane Media": "ORG",
            "Quillhaven Interactive": "ORG",
            "Mothwing Parade": "ORG",
            "Pale Hound Records": "ORG",
            "Oda Brisk": "PER",
            "Needlework Suite": "MISC",
            "Pellingford Medal": "MISC",
            "Konrad Eskeli": "PER",
            "1987": "TIME",
        },
        aliases={
            "Greyfen Records": ["Greyfen"],
            "Velmora": ["Velmoran"],
            "Ilse Marrow": ["Marrow"],
        },
        cands=[
            ("Greyfen Records", "country", "Velmora", "S", "assertion", 0),
            ("Velmora", "country", "Greyfen Records", "U", "reversed", None),
            ("Greyfen Records", "owned by", "Corvane Media", "S", "assertion", 2),
            ("Quillhaven Interactive", "owned by", "Corvane Media", "U", "pending_deal", None),
            ("Mothwing Parade", "record label", "Greyfen Records", "S", "assertion", 3),
            ("Oda Brisk", "record label", "Greyfen Records", "S", "assertion", 3),
            ("Ilse Marrow", "award received", "Pellingford Medal", "S", "assertion", 4),
        ],
    ),
    # Encyclopedia-style stub about a band.
    Doc(
        doc_id="contrast-holdout-1942",
        split="holdout",
        title="Mothwing Parade",
        sentences=[
            "Mothwing Parade are a chamber pop band from Drevland, formed in Lunvik in 2009 by "
            "the singer and lyricist Tamsin Orrel, the guitarist Bram Kettleby and the cellist "
            "Josie Aldane.",
            "The band's first two albums, Lamplighter's Ledger (2012) and Paper Weathervane "
            "(2016), came out on the Ismerran label Pale Hound Records, with which the group was "
            "later in dispute over unpaid royalties.",
            "Aldane left in 2015 to study composition and was replaced by the Velmoran violinist "
            "Oda Brisk, who also records under her own name.",
            "In 2018 Mothwing Parade signed to Greyfen Records of Oskerby, which released their "
            "third album, Salt Almanac, in 2022 to the best notices of their career.",
            "Orrel, who has lived across the border in Velmora since 2019, remains a Drevish "
            "citizen, and has since written music for film and a book of lyrics.",
        ],
        ents={
            "Mothwing Parade": "ORG",
            "Drevland": "LOC",
            "Lunvik": "LOC",
            "Tamsin Orrel": "PER",
            "Bram Kettleby": "PER",
            "Josie Aldane": "PER",
            "Lamplighter's Ledger": "MISC",
            "Paper Weathervane": "MISC",
            "Pale Hound Records": "ORG",
            "Oda Brisk": "PER",
            "Greyfen Records": "ORG",
            "Oskerby": "LOC",
            "Salt Almanac": "MISC",
            "Velmora": "LOC",
            "2009": "TIME",
        },
        aliases={
            "Drevland": ["Drevish"],
            "Velmora": ["Velmoran"],
            "Tamsin Orrel": ["Orrel"],
            "Josie Aldane": ["Aldane"],
        },
        cands=[
            ("Mothwing Parade", "location of formation", "Lunvik", "S", "assertion", 0),
            ("Josie Aldane", "member of", "Mothwing Parade", "S", "assertion", 0),
            ("Lamplighter's Ledger", "record label", "Pale Hound Records", "S", "assertion", 1),
            ("Pale Hound Records", "record label", "Lamplighter's Ledger", "U", "reversed", None),
        ],
    ),
    # A music magazine's album review.
    Doc(
        doc_id="contrast-holdout-1943",
        split="holdout",
        title="Review: Mothwing Parade, Salt Almanac (Greyfen Records)",
        sentences=[
            "Four years on from Paper Weathervane, the Lunvik four-piece Mothwing Parade return "
            "with Salt Almanac, a record that sounds as if it were made in a cold kitchen at four "
            "in the morning, and is all the better for it.",
            "Tamsin Orrel wrote every lyric on Salt Almanac, and they have never been plainer: "
            "the title track is little more than an inventory of the things her grandmother kept "
            "in a kitchen drawer, and it is devastating.",
            "Salt Almanac's producer, the Velmoran string specialist Edwin Sollas, keeps the "
            "cello and harmonium so close to the microphones that you can hear the players "
            "breathe.",
            "Word has it that Sollas also played the wheezing harmonium on Salt Almanac himself, "
            "though the sleeve credits only the band.",
            "It is not a perfect album, and 'Fog Arithmetic' outstays its welcome by a good two "
            "minutes, but this is the best thing Mothwing Parade have made.",
            "Whether Orrel, whose score for The Orchard at Vell drew such praise last spring, "
            "will ever be tempted into a solo record is another question; on this evidence she "
            "hardly needs to be.",
            "Salt Almanac is out now on Greyfen Records.",
        ],
        ents={
            "Paper Weathervane": "MISC",
            "Lunvik": "LOC",
            "Mothwing Parade": "ORG",
            "Salt Almanac": "MISC",
            "Tamsin Orrel": "PER",
            "Edwin Sollas": "PER",
            "Velmoran": "MISC",
            "Fog Arithmetic": "MISC",
            "The Orchard at Vell": "MISC",
            "Greyfen Records": "ORG",
        },
        aliases={
            "Tamsin Orrel": ["Orrel"],
            "Edwin Sollas": ["Sollas"],
        },
        cands=[
            ("Salt Almanac", "lyrics by", "Tamsin Orrel", "S", "assertion", 1),
            ("Salt Almanac", "producer", "Edwin Sollas", "S", "assertion", 2),
            ("Edwin Sollas", "country of citizenship", "Velmoran", "S", "assertion", 2),
            ("Salt Almanac", "performer", "Edwin Sollas", "U", "rumour", None),
            ("The Orchard at Vell", "composer", "Tamsin Orrel", "S", "assertion", 5),
        ],
    ),
    # A bookshop's newsletter of new titles and reissues.
    Doc(
        doc_id="contrast-holdout-1944",
        split="holdout",
        title="Bellwether Books Newsletter: New Titles and Reissues",
        sentences=[
            "Dear readers, the nights are drawing in, and the new-books table by the window is "
            "fuller than it has been all year.",
            "Our pick of the month is The Tennaby Sisters, the first novel by the Ismerran poet "
            "Maren Hollis, set among the salt marshes of northern Ismerra and following three "
            "sisters through one very wet summer.",
            "Hollis writes prose the way she writes verse, sparingly and without a wasted word, "
            "and none of us could put it down.",
            "In reissues, Tarrow & Pike have brought Oswin Tully's A Winter in Carrowmere back "
            "into print more than fifty years after it first appeared, with the original woodcut "
            "cover restored.",
            "Several of you have asked whether Tully, who died in August, was Hollis's father; we "
            "confess we do not know, and the jacket copy does not say.",
            "Tarrow & Pike may follow it next year with Tully's early stories, The Ferry Papers, "
            "though we are told that nothing has yet been signed.",
            "Music lovers should look out for Lamp Oil Hymns, a slim book of lyrics and prose by "
            "Tamsin Orrel of Mothwing Parade, published this month by Tarrow & Pike in a handsome "
            "clothbound edition.",
            "As ever, members of the reading circle get ten per cent off every title mentioned "
            "here.",
        ],
        ents={
            "The Tennaby Sisters": "MISC",
            "Maren Hollis": "PER",
            "Ismerra": "LOC",
            "Tarrow & Pike": "ORG",
            "Oswin Tully": "PER",
            "A Winter in Carrowmere": "MISC",
            "The Ferry Papers": "MISC",
            "Lamp Oil Hymns": "MISC",
            "Tamsin Orrel": "PER",
            "Mothwing Parade": "ORG",
        },
        aliases={
            "Maren Hollis": ["Hollis"],
            "Oswin Tully": ["Tully"],
            "Ismerra": ["Ismerran"],
        },
        cands=[
            ("The Tennaby Sisters", "author", "Maren Hollis", "S", "assertion", 1),
            ("A Winter in Carrowmere", "publisher", "Tarrow & Pike", "S", "assertion", 3),
            ("Maren Hollis", "father", "Oswin Tully", "U", "question", None),
            ("The Ferry Papers", "publisher", "Tarrow & Pike", "U", "modal_speculative", None),
            ("Lamp Oil Hymns", "publisher", "Tarrow & Pike", "S", "assertion", 6),
        ],
    ),
    # A film festival programme note.
    Doc(
        doc_id="contrast-holdout-1945",
        split="holdout",
        title="Carrowmere Film Week, Panorama: The Orchard at Vell",
        sentences=[
            "The second feature by the Tolvanian director Petra Vansel, The Orchard at Vell "
            "(Tolvany, 2023) opens this year's Panorama strand on Thursday evening.",
            "Liv Carrado, who had not appeared on screen for more than a decade, gives a "
            "performance of enormous restraint in The Orchard at Vell as a widowed fruit farmer "
            "deciding whether to sell the land her family has worked for a century.",
            "Anselm Ruud adapted The Orchard at Vell from his own radio play and gives Carrado "
            "almost nothing to say, and Vansel trusts the long autumn light in the hills above "
            "Brackenholt to do the rest.",
            "The spare string score is by the Drevish singer Tamsin Orrel, in her first work for "
            "the screen.",
            "It is followed at 9.30pm by Dario Venn's Low Tide at Oskerby (2024), a comedy of "
            "manners set among the ferry crews of a small harbour town.",
            "Low Tide at Oskerby is screened without a country credit: it was shot in Velmora "
            "with Drevish money and a largely Ismerran crew, and the selection panel could not "
            "agree whether it should be billed as a film from Velmora or from Drevland.",
            "Both directors are expected to attend and will take questions after their screenings.",
        ],
        ents={
            "Petra Vansel": "PER",
            "Tolvany": "LOC",
            "The Orchard at Vell": "MISC",
            "Liv Carrado": "PER",
            "Anselm Ruud": "PER",
            "Brackenholt": "LOC",
            "Tamsin Orrel": "PER",
            "Dario Venn": "PER",
            "Low Tide at Oskerby": "MISC",
            "Velmora": "LOC",
            "Drevland": "LOC",
        },
        aliases={
            "Tolvany": ["Tolvanian"],
            "Petra Vansel": ["Vansel"],
            "Liv Carrado": ["Carrado"],
            "Drevland": ["Drevish"],
        },
        cands=[
            ("The Orchard at Vell", "country of origin", "Tolvany", "S", "assertion", 0),
            (
                "The Orchard at Vell",
                "cast member",
                "Liv Carrado",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("The Orchard at Vell", "screenwriter", "Anselm Ruud", "S", "assertion", 2),
            ("Low Tide at Oskerby", "director", "Dario Venn", "S", "assertion", 4),
            ("Low Tide at Oskerby", "country of origin", "Velmora", "U", "question", None),
        ],
    ),
    # A museum catalogue entry for paintings.
    Doc(
        doc_id="contrast-holdout-1946",
        split="holdout",
        title="Pellingford Museum of Art, Catalogue of Paintings: Aurel Fenwick and his Circle",
        sentences=[
            "Aurel Fenwick (Oskerby 1851 - Pellingford 1911), The Copper Quay, 1889, oil on "
            "canvas, 62 x 91 cm, signed and dated lower left.",
            "Provenance: bought from the artist by the shipowner Tomas Lorne; by descent to his "
            "granddaughter Hedda Lorne, by whom bequeathed to the Pellingford Museum of Art in "
            "1998.",
            "The Copper Quay is the best-known work of the Velmoran painter and the picture on "
            "which his reputation chiefly rests: the Oskerby waterfront at the end of a winter "
            "afternoon, with the last of the herring boats coming in under a copper sky.",
            "Clemens Orvath (Lunvik 1868 - Oskerby 1930), The Netmender's Daughter, about 1895, "
            "oil on panel, 40 x 31 cm.",
            "Until 1974 The Netmender's Daughter was catalogued as a work by Fenwick; cleaning in "
            "that year uncovered Orvath's monogram beneath the frame rebate, and the old "
            "attribution has not been defended since.",
            "Orvath came to Oskerby as Fenwick's pupil in 1886 and was deeply influenced by the "
            "older man's handling of evening light, which he took further towards abstraction "
            "than Fenwick ever did.",
            "A small panel in the museum's store, Study of the Tarn Steps, might be by either "
            "painter, and is catalogued here as circle of Fenwick until technical examination "
            "is complete.",
        ],
        ents={
            "Aurel Fenwick": "PER",
            "Oskerby": "LOC",
            "Pellingford": "LOC",
            "The Copper Quay": "MISC",
            "Tomas Lorne": "PER",
            "Hedda Lorne": "PER",
            "Pellingford Museum of Art": "ORG",
            "Clemens Orvath": "PER",
            "Lunvik": "LOC",
            "The Netmender's Daughter": "MISC",
            "Study of the Tarn Steps": "MISC",
        },
        aliases={
            "Aurel Fenwick": ["Fenwick"],
            "Clemens Orvath": ["Orvath"],
        },
        cands=[
            ("The Copper Quay", "creator", "Aurel Fenwick", "S", "assertion", 0),
            ("Aurel Fenwick", "place of death", "Pellingford", "S", "assertion", 0),
            ("The Netmender's Daughter", "creator", "Clemens Orvath", "S", "assertion", 3),
            ("The Netmender's Daughter", "creator", "Aurel Fenwick", "U", "refuted_claim", None),
            ("Clemens Orvath", "influenced by", "Aurel Fenwick", "S", "assertion", 5),
            ("Aurel Fenwick", "influenced by", "Clemens Orvath", "U", "reversed", None),
            ("Study of the Tarn Steps", "creator", "Aurel Fenwick", "U", "modal_speculative", None),
        ],
    ),
    # A sports results table with repeated names.
    Doc(
        doc_id="contrast-holdout-1947",
        split="holdout",
        title="Lunvik Open Regatta 2024: Open Single Sculls, Results",
        sentences=[
            "Athlete | Club | Nation | Round | Time",
            "Katja Rellen | Lunvik Rowing Club | Drevland | Heat 1 | 7:41.2",
            "Pieter Ashdown | Oskerby Oars | Velmora | Heat 1 | 7:44.9",
            "Ines Marquand | Carrowmere Boat Club | Ismerra | Heat 2 | 7:39.5",
            "Tobiah Wren | Brackenholt Sculling Club | Tolvany | Heat 2 | 7:52.0",
            "Katja Rellen | Lunvik Rowing Club | Drevland | Final | 7:36.8",
            "Ines Marquand | Carrowmere Boat Club | Ismerra | Final | 7:37.1",
            "Pieter Ashdown | Oskerby Oars | Velmora | Final | 7:40.3",
            "Tobiah Wren | Brackenholt Sculling Club | Tolvany | Final | 7:49.6",
        ],
        ents={
            "Katja Rellen": "PER",
            "Pieter Ashdown": "PER",
            "Ines Marquand": "PER",
            "Tobiah Wren": "PER",
            "Lunvik Rowing Club": "ORG",
            "Oskerby Oars": "ORG",
            "Carrowmere Boat Club": "ORG",
            "Brackenholt Sculling Club": "ORG",
            "Drevland": "LOC",
            "Velmora": "LOC",
            "Ismerra": "LOC",
            "Tolvany": "LOC",
        },
        table=True,
        cands=[
            (
                "Katja Rellen",
                "member of sports team",
                "Lunvik Rowing Club",
                "S",
                "table_repeated_name",
                5,
            ),
            ("Ines Marquand", "country of citizenship", "Ismerra", "S", "table_repeated_name", 3),
            (
                "Pieter Ashdown",
                "member of sports team",
                "Oskerby Oars",
                "S",
                "table_repeated_name",
                7,
            ),
            ("Tobiah Wren", "country of citizenship", "Tolvany", "S", "table_repeated_name", 8),
            (
                "Katja Rellen",
                "member of sports team",
                "Oskerby Oars",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Ines Marquand",
                "country of citizenship",
                "Tolvany",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Pieter Ashdown",
                "country of citizenship",
                "Drevland",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Tobiah Wren",
                "member of sports team",
                "Carrowmere Boat Club",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Ines Marquand",
                "member of sports team",
                "Brackenholt Sculling Club",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
    ),
    # A council's minutes.
    Doc(
        doc_id="contrast-holdout-1948",
        split="holdout",
        title="Pellingford Borough Council, Culture and Heritage Committee: Minutes, 14 March 2023",
        sentences=[
            "Present: Cllr H. Ryland (Chair), Cllr P. Dunmore and Cllr A. Vesk; in attendance: "
            "the Town Clerk and the Curator of the Pellingford Museum of Art.",
            "Item 3, loans: the Committee approved the loan of two works by Aurel Fenwick, The "
            "Netmender's Daughter and Study of the Tarn Steps, to the Lunvik Museum of Art for "
            "its autumn exhibition, subject to the usual indemnity.",
            "Item 4, commemorative plaque: Cllr Ryland proposed that a plaque be placed on "
            "12 Chandler's Row to mark the painter's last home.",
            "Cllr Dunmore asked whether Fenwick had in fact died in Pellingford, since some "
            "sources give Oskerby, and the Curator undertook to report to the next meeting.",
            "Item 5, Pellingford Medal: Cllr Vesk moved that the Pellingford Medal for 2023 be "
            "awarded to Ilse Marrow, founder of Greyfen Records, in recognition of thirty-five "
            "years' service to music in the region.",
            "The motion was seconded by the Chair and will go to full Council on 4 April.",
            "Item 6, filming: the Clerk reported an approach from the producers of Low Tide at "
            "Oskerby, a Velmoran feature that Dario Venn intends to direct, for permission to "
            "film on the seafront in May; the production has the backing of the Velmora Screen "
            "Fund.",
            "Members asked whether Greyfen Records is still owned by Corvane Media, as the Arts "
            "Grant scheme is open only to independent businesses, and the Clerk was asked to "
            "find out before the grant is considered.",
        ],
        ents={
            "Pellingford Museum of Art": "ORG",
            "Aurel Fenwick": "PER",
            "The Netmender's Daughter": "MISC",
            "Study of the Tarn Steps": "MISC",
            "Lunvik Museum of Art": "ORG",
            "Pellingford": "LOC",
            "Oskerby": "LOC",
            "Pellingford Medal": "MISC",
            "Ilse Marrow": "PER",
            "Greyfen Records": "ORG",
            "Low Tide at Oskerby": "MISC",
            "Velmora": "LOC",
            "Dario Venn": "PER",
            "Velmora Screen Fund": "ORG",
            "Corvane Media": "ORG",
        },
        aliases={
            "Aurel Fenwick": ["Fenwick"],
            "Velmora": ["Velmoran"],
        },
        cands=[
            ("The Netmender's Daughter", "creator", "Aurel Fenwick", "S", "assertion", 1),
            ("Study of the Tarn Steps", "creator", "Aurel Fenwick", "S", "assertion", 1),
            ("Aurel Fenwick", "place of death", "Pellingford", "U", "question", None),
            ("Ilse Marrow", "award received", "Pellingford Medal", "U", "proposal", None),
            ("Greyfen Records", "founded by", "Ilse Marrow", "S", "assertion", 4),
            ("Low Tide at Oskerby", "country of origin", "Velmora", "S", "assertion", 6),
            ("Low Tide at Oskerby", "director", "Dario Venn", "U", "plan", None),
            ("Greyfen Records", "owned by", "Corvane Media", "U", "question", None),
        ],
    ),
    # A court report.
    Doc(
        doc_id="contrast-holdout-1949",
        split="holdout",
        title="Label tells court it was owed a third Mothwing Parade album",
        sentences=[
            "Pale Hound Records, the Carrowmere label founded by Nils Hadder in 2004, told the "
            "Commercial Court on Tuesday that it had been owed a third album by the Drevish band "
            "Mothwing Parade.",
            "The label, which released the band's first two records, alleges that Mothwing "
            "Parade signed to Greyfen Records in 2018 while still bound to deliver that album.",
            "It further claims that Tamsin Orrel wrote the lyrics of Salt Almanac before the "
            "contract had run out.",
            "Counsel for Greyfen Records denied reports that the label is owned by Corvane "
            "Media, describing the relationship between the two companies as a distribution "
            "agreement and nothing more.",
            "Josie Aldane, who was not a member of Mothwing Parade when Salt Almanac was "
            "recorded, gave evidence about the band's early dealings with Hadder.",
            "Judge Corinna Vael asked counsel whether Edwin Sollas had produced Salt Almanac, a "
            "point that neither side could immediately confirm.",
            "The hearing continues.",
        ],
        ents={
            "Pale Hound Records": "ORG",
            "Carrowmere": "LOC",
            "Nils Hadder": "PER",
            "Mothwing Parade": "ORG",
            "Greyfen Records": "ORG",
            "Tamsin Orrel": "PER",
            "Salt Almanac": "MISC",
            "Corvane Media": "ORG",
            "Josie Aldane": "PER",
            "Edwin Sollas": "PER",
            "Corinna Vael": "PER",
            "2004": "TIME",
        },
        aliases={
            "Nils Hadder": ["Hadder"],
        },
        cands=[
            ("Pale Hound Records", "headquarters location", "Carrowmere", "S", "assertion", 0),
            ("Mothwing Parade", "record label", "Greyfen Records", "U", "allegation", None),
            ("Salt Almanac", "lyrics by", "Tamsin Orrel", "U", "allegation", None),
            ("Greyfen Records", "owned by", "Corvane Media", "U", "denied_report", None),
            ("Josie Aldane", "member of", "Mothwing Parade", "U", "negated", None),
            ("Salt Almanac", "producer", "Edwin Sollas", "U", "question", None),
        ],
    ),
    # A radio interview transcript.
    Doc(
        doc_id="contrast-holdout-1950",
        split="holdout",
        title="Kettlewind FM, Nightline: Tamsin Orrel in conversation (transcript)",
        sentences=[
            "PRESENTER: You're listening to Nightline on Kettlewind FM, Drevland's arts station, "
            "and my guest tonight is the Drevish singer Tamsin Orrel, whose band Mothwing Parade "
            "are halfway through making their third record.",
            "PRESENTER: Is it true that Edwin Sollas is playing harmonium on Salt Almanac?",
            "ORREL: You'll have to buy it and read the sleeve.",
            "PRESENTER: People keep saying you're writing the music for The Orchard at Vell.",
            "ORREL: People say all sorts of things, and I couldn't possibly comment.",
            "PRESENTER: And the book everyone's been talking about?",
            "ORREL: We're talking to Tarrow & Pike about putting the lyrics out as a book, Lamp "
            "Oil Hymns, but nothing's signed.",
            "ORREL: And Greyfen Records have offered Oda Brisk a record deal of her own, which I "
            "keep telling her to take.",
            "PRESENTER: You still miss Josie Aldane, don't you?",
            "ORREL: Every day, and Josie Aldane would still be in Mothwing Parade now if she "
            "hadn't gone off to the conservatoire.",
        ],
        ents={
            "Kettlewind FM": "ORG",
            "Drevland": "LOC",
            "Tamsin Orrel": "PER",
            "Mothwing Parade": "ORG",
            "Edwin Sollas": "PER",
            "Salt Almanac": "MISC",
            "The Orchard at Vell": "MISC",
            "Tarrow & Pike": "ORG",
            "Lamp Oil Hymns": "MISC",
            "Greyfen Records": "ORG",
            "Oda Brisk": "PER",
            "Josie Aldane": "PER",
        },
        aliases={
            "Drevland": ["Drevish"],
        },
        cands=[
            ("Kettlewind FM", "country", "Drevland", "S", "assertion", 0),
            ("Tamsin Orrel", "country of citizenship", "Drevland", "S", "assertion", 0),
            ("Drevland", "country of citizenship", "Tamsin Orrel", "U", "reversed", None),
            ("Salt Almanac", "performer", "Edwin Sollas", "U", "question", None),
            ("The Orchard at Vell", "composer", "Tamsin Orrel", "U", "rumour", None),
            ("Lamp Oil Hymns", "publisher", "Tarrow & Pike", "U", "talks", None),
            ("Oda Brisk", "record label", "Greyfen Records", "U", "offer", None),
            ("Josie Aldane", "member of", "Mothwing Parade", "U", "counterfactual", None),
        ],
    ),
    # An obituary.
    Doc(
        doc_id="contrast-holdout-1951",
        split="holdout",
        title="Oswin Tully, novelist, 1938-2024",
        sentences=[
            "Oswin Tully, the Ismerran novelist best remembered for A Winter in Carrowmere, has "
            "died in Lunvik at the age of eighty-six.",
            "Born in Carrowmere in 1938, the son of a ferry engineer, he began writing stories "
            "for the Carrowmere Gazette while still at school.",
            "His first book, The Ferry Papers, was published by Tarrow & Pike in 1966 and sold "
            "modestly.",
            "Tarrow & Pike would have published A Winter in Carrowmere too had its editors not "
            "thought the ending too bleak; the novel appeared instead in 1971 from the small "
            "Lantern Street Press, and within a decade was being read in every secondary school "
            "in Ismerra.",
            "He never again wrote anything so widely read, though he did not stop writing, and "
            "the late novels are overdue for rediscovery.",
            "Tully is survived by his wife of fifty-one years, the translator Ilka Marsh, and by "
            "their daughter, the poet Maren Hollis, who said last week that her father had been "
            "'my first and worst reader'.",
        ],
        ents={
            "Oswin Tully": "PER",
            "Ismerra": "LOC",
            "A Winter in Carrowmere": "MISC",
            "Lunvik": "LOC",
            "Carrowmere": "LOC",
            "Carrowmere Gazette": "ORG",
            "The Ferry Papers": "MISC",
            "Tarrow & Pike": "ORG",
            "Lantern Street Press": "ORG",
            "Ilka Marsh": "PER",
            "Maren Hollis": "PER",
        },
        aliases={
            "Oswin Tully": ["Tully"],
            "Ismerra": ["Ismerran"],
        },
        cands=[
            ("Oswin Tully", "notable work", "A Winter in Carrowmere", "S", "assertion", 0),
            ("The Ferry Papers", "publisher", "Tarrow & Pike", "S", "assertion", 2),
            ("A Winter in Carrowmere", "publisher", "Tarrow & Pike", "U", "counterfactual", None),
            ("Oswin Tully", "spouse", "Ilka Marsh", "S", "assertion", 5),
            ("Maren Hollis", "father", "Oswin Tully", "S", "assertion", 5),
            ("Oswin Tully", "father", "Maren Hollis", "U", "reversed", None),
        ],
    ),
    # A trade-press brief about a video-game studio (revision 1).
    Doc(
        doc_id="contrast-holdout-1952",
        split="holdout",
        title="Quillhaven Interactive ships Ninefold Harbour",
        sentences=[
            "Quillhaven Interactive, the Brackenholt studio behind the harbour-building sim "
            "Ninefold Harbour, shipped the game on PC on Thursday after two delays, with Lanthorn "
            "Games as publisher.",
            "Quillhaven, a Tolvanian developer founded in 2014 by the former Corvane Media "
            "programmer Mira Solvang, now employs around sixty people.",
            "If certification is completed in time, Ninefold Harbour will also launch on the "
            "Parallax Deck handheld in the spring.",
            "Corvane Media's agreed takeover of Quillhaven is still awaiting sign-off from "
            "Tolvany's competition regulator.",
            "Quillhaven would become a Corvane Media subsidiary if the regulator clears the deal, "
            "though Solvang said the studio would keep its name and its Brackenholt office.",
        ],
        ents={
            "Quillhaven Interactive": "ORG",
            "Brackenholt": "LOC",
            "Ninefold Harbour": "MISC",
            "Lanthorn Games": "ORG",
            "Tolvany": "LOC",
            "Corvane Media": "ORG",
            "Mira Solvang": "PER",
            "Parallax Deck": "MISC",
            "2014": "TIME",
        },
        aliases={
            "Quillhaven Interactive": ["Quillhaven"],
            "Tolvany": ["Tolvanian"],
            "Mira Solvang": ["Solvang"],
        },
        revision=1,
        cands=[
            ("Ninefold Harbour", "developer", "Quillhaven Interactive", "S", "assertion", 0),
            ("Ninefold Harbour", "publisher", "Lanthorn Games", "S", "assertion", 0),
            ("Quillhaven Interactive", "country", "Tolvany", "S", "assertion", 1),
            ("Mira Solvang", "employer", "Corvane Media", "S", "assertion", 1),
            ("Ninefold Harbour", "platform", "Parallax Deck", "U", "conditional_leading", None),
            ("Quillhaven Interactive", "owned by", "Corvane Media", "U", "pending_deal", None),
            (
                "Quillhaven Interactive",
                "parent organization",
                "Corvane Media",
                "U",
                "conditional_trailing",
                None,
            ),
        ],
    ),
    # A letter to the editor.
    Doc(
        doc_id="contrast-holdout-1953",
        split="holdout",
        title="Letters: Who made Salt Almanac",
        sentences=[
            "Sir, your review of Mothwing Parade's Salt Almanac (3 October) was generous, and the "
            "band will be glad of it, but it got two things wrong.",
            "Your reviewer names Edwin Sollas as the album's producer.",
            "He was no such thing: the band produced Salt Almanac themselves, in their rehearsal "
            "room in Lunvik, and Sollas, who played harmonium on Salt Almanac, was brought in "
            "only to mix it.",
            "Nor is Sollas Velmoran, as the review has it; he was born in Carrowmere, has lived "
            "in Ismerra all his life and has never held any passport but an Ismerran one.",
            "I engineered the sessions, so I was there.",
            "Ruth Kalmer, Lunvik",
        ],
        ents={
            "Mothwing Parade": "ORG",
            "Salt Almanac": "MISC",
            "Edwin Sollas": "PER",
            "Lunvik": "LOC",
            "Velmoran": "MISC",
            "Carrowmere": "LOC",
            "Ismerra": "LOC",
            "Ruth Kalmer": "PER",
        },
        aliases={
            "Edwin Sollas": ["Sollas"],
            "Ismerra": ["Ismerran"],
        },
        cands=[
            ("Salt Almanac", "performer", "Mothwing Parade", "S", "assertion", 0),
            ("Salt Almanac", "producer", "Edwin Sollas", "U", "refuted_claim", None),
            ("Salt Almanac", "performer", "Edwin Sollas", "S", "assertion", 2),
            ("Edwin Sollas", "country of citizenship", "Velmoran", "U", "refuted_claim", None),
            ("Edwin Sollas", "country of citizenship", "Ismerra", "S", "assertion", 3),
        ],
    ),
    # Revision 2 of the trade-press brief, with corrections.
    Doc(
        doc_id="contrast-holdout-1954",
        split="holdout",
        title="Quillhaven Interactive ships Ninefold Harbour",
        sentences=[
            "Quillhaven Interactive, the Brackenholt studio behind the harbour-building sim "
            "Ninefold Harbour, shipped the game on PC and on the Parallax Deck handheld on "
            "Thursday after two delays.",
            "Quillhaven, a Tolvanian developer founded in 2014 by Mira Solvang, now employs "
            "around sixty people.",
            "Correction: an earlier version of this brief said that Lanthorn Games published "
            "Ninefold Harbour; Quillhaven Interactive publishes the game itself, and its "
            "distribution agreement with Lanthorn Games ended in May.",
            "The earlier version also described Solvang as a former Corvane Media programmer; "
            "she worked at Vantry Systems, not at Corvane Media, before founding Quillhaven.",
            "Tolvany's competition regulator cleared Corvane Media's takeover of Quillhaven on "
            "Friday, and the studio is now owned by Corvane Media, which will run it as a "
            "subsidiary under its existing name.",
        ],
        ents={
            "Quillhaven Interactive": "ORG",
            "Brackenholt": "LOC",
            "Ninefold Harbour": "MISC",
            "Parallax Deck": "MISC",
            "Tolvany": "LOC",
            "Mira Solvang": "PER",
            "Lanthorn Games": "ORG",
            "Corvane Media": "ORG",
            "Vantry Systems": "ORG",
            "2014": "TIME",
        },
        aliases={
            "Quillhaven Interactive": ["Quillhaven"],
            "Tolvany": ["Tolvanian"],
            "Mira Solvang": ["Solvang"],
        },
        revision=2,
        supersedes="contrast-holdout-1952",
        cands=[
            ("Ninefold Harbour", "platform", "Parallax Deck", "S", "assertion", 0),
            ("Ninefold Harbour", "publisher", "Lanthorn Games", "U", "conflicting_revision", None),
            ("Ninefold Harbour", "publisher", "Quillhaven Interactive", "S", "assertion", 2),
            ("Mira Solvang", "employer", "Corvane Media", "U", "conflicting_revision", None),
            (
                "Mira Solvang",
                "employer",
                "Vantry Systems",
                "S",
                "assertion:harmless_negation",
                3,
            ),
            ("Quillhaven Interactive", "owned by", "Corvane Media", "S", "assertion", 4),
            (
                "Quillhaven Interactive",
                "parent organization",
                "Corvane Media",
                "S",
                "assertion",
                4,
            ),
        ],
    ),
]
