# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-fourth holdout batch of the contrast set (contrast-holdout-1861 to -1874), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check) and committed sealed (split `sealed`, read by nothing)
before any rule was measured on it. Unsealed after its one measurement, for the readings of a
month-first date after "born" and of a nationality opening the subject's description
(docs/validation_trials.md, 2026-12-07, late night)."""

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CP: list[Doc] = [
    # Agency news brief, first version.
    Doc(
        "contrast-holdout-1861",
        "holdout",
        "Sallenworth Foods reshapes its board",
        [
            "PELLINGROVE, March 4 (Vessa Wire) - Sallenworth Foods, the biscuit and dairy group "
            "headquartered in Pellingrove, on Tuesday appointed Petra Lindqvist-Orr as chair of "
            "its board.",
            "Lindqvist-Orr, 58, previously ran the logistics arm of Ombry Holdings, which has "
            "owned a controlling stake in Sallenworth since 2009.",
            "She takes over from Gideon Marle, who founded Sallenworth in 1962 as a two-oven "
            "bakery and did not seek another term.",
            "Sallenworth, a member of the Vessarian Food Federation, is also in talks to buy "
            "Tessel Creamery, according to two people familiar with the matter.",
            "Neither company would comment on the talks, and shares in Sallenworth closed 1.2 "
            "percent higher.",
        ],
        {
            "Sallenworth Foods": "ORG",
            "Pellingrove": "LOC",
            "Petra Lindqvist-Orr": "PER",
            "Ombry Holdings": "ORG",
            "Gideon Marle": "PER",
            "1962": "TIME",
            "Vessarian Food Federation": "ORG",
            "Tessel Creamery": "ORG",
        },
        [
            ("Sallenworth Foods", "headquarters location", "Pellingrove", "S", "assertion", 0),
            ("Sallenworth Foods", "chairperson", "Petra Lindqvist-Orr", "S", "assertion", 0),
            (
                "Sallenworth Foods",
                "founded by",
                "Gideon Marle",
                "S",
                "assertion:harmless_negation",
                2,
            ),
            ("Sallenworth Foods", "inception", "1962", "S", "assertion", 2),
            ("Sallenworth Foods", "member of", "Vessarian Food Federation", "S", "assertion", 3),
            ("Tessel Creamery", "owned by", "Sallenworth Foods", "U", "talks", None),
        ],
        aliases={"Sallenworth Foods": ["Sallenworth"], "Petra Lindqvist-Orr": ["Lindqvist-Orr"]},
        revision=1,
    ),
    # Agency news brief, corrected version.
    Doc(
        "contrast-holdout-1862",
        "holdout",
        "Sallenworth Foods reshapes its board",
        [
            "PELLINGROVE, March 4 (Vessa Wire) - Sallenworth Foods on Tuesday appointed Petra "
            "Lindqvist-Orr as deputy chair of its board, the company said.",
            "An earlier version of this story wrongly said that Lindqvist-Orr had been made chair "
            "of Sallenworth; Gideon Marle, who founded the company in 1962, stays on as chair "
            "until the annual meeting in May.",
            "The earlier version also gave the group's headquarters as Pellingrove; Sallenworth "
            "moved its head office to Skarnwick last year.",
            "Lindqvist-Orr, 58, previously ran the logistics arm of Ombry Holdings, which has "
            "owned a controlling stake in Sallenworth since 2009.",
        ],
        {
            "Sallenworth Foods": "ORG",
            "Petra Lindqvist-Orr": "PER",
            "Gideon Marle": "PER",
            "Pellingrove": "LOC",
            "Skarnwick": "LOC",
            "Ombry Holdings": "ORG",
        },
        [
            (
                "Sallenworth Foods",
                "chairperson",
                "Petra Lindqvist-Orr",
                "U",
                "conflicting_revision",
                None,
            ),
            (
                "Sallenworth Foods",
                "headquarters location",
                "Pellingrove",
                "U",
                "conflicting_revision",
                None,
            ),
            ("Sallenworth Foods", "headquarters location", "Skarnwick", "S", "assertion", 2),
        ],
        aliases={"Sallenworth Foods": ["Sallenworth"], "Petra Lindqvist-Orr": ["Lindqvist-Orr"]},
        revision=2,
        supersedes="contrast-holdout-1861",
    ),
    # Council minutes.
    Doc(
        "contrast-holdout-1863",
        "holdout",
        "Tarnbury Town Council: minutes of the ordinary meeting of 12 February",
        [
            "Minutes of the ordinary meeting of Tarnbury Town Council held in the Corn Exchange "
            "on Monday 12 February at 7.30 pm.",
            "Present: Cllr Marit Selbeck, Mayor of Tarnbury (in the chair); Cllrs Idris "
            "Penhallow, Nessa Groombridge, Tam Oduya and Petrus Lane; Aldous Fenn, town clerk.",
            "Apologies were received from Cllr Hollis, and the minutes of 15 January were "
            "approved as a correct record.",
            "Item 4, twinning: Cllr Penhallow, who sits for the Vessarian Freehold Party, "
            "proposed that the council seek a formal twinning with Brask, the harbour town across "
            "the strait, and the motion was carried by five votes to one.",
            "Item 5, Sallen Footbridge: the clerk confirmed that Duneholt County Council does not "
            "own the Sallen Footbridge and that the cracked handrail is a matter for its owner, "
            "the Tarnbury Navigation Trust.",
            "Item 6, buses: Cllr Groombridge asked whether the Mill Lane depot would be operated "
            "by Greyvale Coaches under the new county contract, and the clerk undertook to find "
            "out before the March meeting.",
            "Item 7, Heritage Centre: if the county's heritage grant is confirmed, the Tarnbury "
            "Heritage Centre will be managed by the Friends of Tarnbury Museum from 1 April.",
            "There being no other business, the Mayor closed the meeting at 9.40 pm.",
        ],
        {
            "Marit Selbeck": "PER",
            "Mayor of Tarnbury": "MISC",
            "Idris Penhallow": "PER",
            "Vessarian Freehold Party": "ORG",
            "Tarnbury": "LOC",
            "Brask": "LOC",
            "Sallen Footbridge": "LOC",
            "Duneholt County Council": "ORG",
            "Tarnbury Navigation Trust": "ORG",
            "Mill Lane depot": "LOC",
            "Greyvale Coaches": "ORG",
            "Tarnbury Heritage Centre": "LOC",
            "Friends of Tarnbury Museum": "ORG",
        },
        [
            ("Marit Selbeck", "position held", "Mayor of Tarnbury", "S", "assertion", 1),
            (
                "Idris Penhallow",
                "member of political party",
                "Vessarian Freehold Party",
                "S",
                "assertion",
                3,
            ),
            ("Tarnbury", "sister city", "Brask", "U", "proposal", None),
            ("Sallen Footbridge", "owned by", "Duneholt County Council", "U", "negated", None),
            ("Mill Lane depot", "operator", "Greyvale Coaches", "U", "question", None),
            (
                "Tarnbury Heritage Centre",
                "operator",
                "Friends of Tarnbury Museum",
                "U",
                "conditional_leading",
                None,
            ),
        ],
        aliases={"Idris Penhallow": ["Penhallow"]},
    ),
    # Parish newsletter.
    Doc(
        "contrast-holdout-1864",
        "holdout",
        "St Wenna's, Tarnbury: Parish News for March",
        [
            "From the Vicarage: we give a warm welcome to the Revd Cordelia Ashdown, our new "
            "curate, and to her husband, Laurence Ashdown, who has already been spotted among the "
            "tenors.",
            "The Tarnbury Heritage Centre, now run by the Friends of Tarnbury Museum, reopens on "
            "Saturday 9th with an exhibition of old barge photographs, and volunteers are still "
            "wanted for the tea urn.",
            "Word over coffee after the Sunday service is that Greyvale Coaches, who run our "
            "Sunday bus, have been bought up by Ombry Holdings; if so, let us hope the 10.15 from "
            "Skarnwick survives the change.",
            "Congratulations to Bram Oyelaran, once a server here, who has won the Tarnbury Bell "
            "Prize for change-ringing although he has not yet turned eighteen.",
            "Wren Tasker was christened on the 3rd; her mother, Jenna Tasker, sang in our junior "
            "choir not so very long ago.",
            "The Revd Ashdown will preach at Evensong on the 17th, and all are welcome.",
        ],
        {
            "Tarnbury Heritage Centre": "LOC",
            "Friends of Tarnbury Museum": "ORG",
            "Greyvale Coaches": "ORG",
            "Ombry Holdings": "ORG",
            "Bram Oyelaran": "PER",
            "Tarnbury Bell Prize": "MISC",
            "Wren Tasker": "PER",
            "Jenna Tasker": "PER",
        },
        [
            (
                "Tarnbury Heritage Centre",
                "operator",
                "Friends of Tarnbury Museum",
                "S",
                "assertion",
                1,
            ),
            ("Greyvale Coaches", "owned by", "Ombry Holdings", "U", "rumour", None),
            (
                "Bram Oyelaran",
                "award received",
                "Tarnbury Bell Prize",
                "S",
                "assertion:harmless_negation",
                3,
            ),
            ("Wren Tasker", "mother", "Jenna Tasker", "S", "assertion", 4),
            ("Jenna Tasker", "mother", "Wren Tasker", "U", "reversed", None),
        ],
    ),
    # Letter to the editor.
    Doc(
        "contrast-holdout-1865",
        "holdout",
        "Letters: The truth about our buses",
        [
            "Sir, - Your report last week repeated the claim that Councillor Idris Penhallow "
            "works for Greyvale Coaches.",
            "That is simply wrong: Mr Penhallow has never drawn a wage from the firm, and his "
            "only connection with it is that his brother, Owain Penhallow, has driven for "
            "Greyvale Coaches these twenty years.",
            "As for the Sallen Footbridge, it is owned by Duneholt County Council, and the county "
            "should stop pretending otherwise.",
            "Had the county kept its nerve in 2019, the Mill Lane depot would have been run by "
            "Greyvale Coaches, a Tarnbury firm, instead of by a contractor from Quellford that "
            "has yet to run to time.",
            "Mr Penhallow denies reports that he belongs to the Vessarian Freehold Party, yet he "
            "votes with its members on every transport question.",
            "And may I ask whether Rafe Dunmore, who chairs the county's transport committee, is "
            "employed by Ombry Holdings?",
            "Mr Dunmore will be chairman of Greyvale Coaches before the year is out, if Ombry "
            "gets its way.",
            "Yours faithfully, Maud Ellery, Tanners Row, Tarnbury.",
        ],
        {
            "Idris Penhallow": "PER",
            "Greyvale Coaches": "ORG",
            "Owain Penhallow": "PER",
            "Sallen Footbridge": "LOC",
            "Duneholt County Council": "ORG",
            "Mill Lane depot": "LOC",
            "Vessarian Freehold Party": "ORG",
            "Rafe Dunmore": "PER",
            "Ombry Holdings": "ORG",
        },
        [
            ("Idris Penhallow", "employer", "Greyvale Coaches", "U", "refuted_claim", None),
            (
                "Idris Penhallow",
                "sibling",
                "Owain Penhallow",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("Sallen Footbridge", "owned by", "Duneholt County Council", "S", "assertion", 2),
            ("Mill Lane depot", "operator", "Greyvale Coaches", "U", "counterfactual", None),
            (
                "Idris Penhallow",
                "member of political party",
                "Vessarian Freehold Party",
                "U",
                "denied_report",
                None,
            ),
            ("Rafe Dunmore", "employer", "Ombry Holdings", "U", "question", None),
            (
                "Greyvale Coaches",
                "chairperson",
                "Rafe Dunmore",
                "U",
                "conditional_trailing",
                None,
            ),
        ],
        aliases={"Idris Penhallow": ["Mr Penhallow"], "Rafe Dunmore": ["Mr Dunmore"]},
    ),
    # Business directory entry.
    Doc(
        "contrast-holdout-1866",
        "holdout",
        "Tarnbury & District Business Directory: Transport and Marine",
        [
            "Greyvale Coaches Ltd, Unit 4, Mill Lane, Tarnbury; tel. 0419 22 6180.",
            "Founded in 1978 by Walter Greyvale, Greyvale Coaches operates the Mill Lane depot "
            "and runs the Tarnbury-Quellford express, school contracts and private hire.",
            "Idris Penhallow has been managing director of Greyvale Coaches since 2011, and the "
            "firm is chaired by Rafe Dunmore.",
            "Member of the Duneholt Passenger Transport Association; Sunday bookings by "
            "arrangement only.",
            "Pellmere Boatyard, Quay Road, Skarnwick; tel. 0419 37 0412.",
            "Pellmere Boatyard, owned by Osric Vell, a member of the Duneholt Scrap Dealers' "
            "Guild, offers slipway, winter storage and outboard engine repairs.",
            "Open Monday to Saturday, 8 am to 5 pm.",
        ],
        {
            "Greyvale Coaches": "ORG",
            "Mill Lane depot": "LOC",
            "Idris Penhallow": "PER",
            "Rafe Dunmore": "PER",
            "Pellmere Boatyard": "ORG",
            "Osric Vell": "PER",
            "Duneholt Scrap Dealers' Guild": "ORG",
        },
        [
            ("Mill Lane depot", "operator", "Greyvale Coaches", "S", "assertion", 1),
            ("Idris Penhallow", "employer", "Greyvale Coaches", "S", "assertion", 2),
            ("Greyvale Coaches", "chairperson", "Rafe Dunmore", "S", "assertion", 2),
            ("Pellmere Boatyard", "owned by", "Osric Vell", "S", "assertion", 5),
            ("Osric Vell", "member of", "Duneholt Scrap Dealers' Guild", "S", "assertion", 5),
        ],
    ),
    # Results table with repeated names.
    Doc(
        "contrast-holdout-1867",
        "holdout",
        "Duneholt Cross-Country League: winter series results",
        [
            "Runner | Club | Race | Place",
            "Saoirse Kell | Pellingrove Harriers | Greyhame Fell Race | 1st",
            "Tobin Arkwright | Skarnwick Athletic Club | Greyhame Fell Race | 4th",
            "Saoirse Kell | Pellingrove Harriers | Sallen Towpath 10K | 2nd",
            "Tobin Arkwright | Skarnwick Athletic Club | Sallen Towpath 10K | 1st",
        ],
        {
            "Saoirse Kell": "PER",
            "Tobin Arkwright": "PER",
            "Pellingrove Harriers": "ORG",
            "Skarnwick Athletic Club": "ORG",
            "Greyhame Fell Race": "MISC",
            "Sallen Towpath 10K": "MISC",
        },
        [
            (
                "Saoirse Kell",
                "member of sports team",
                "Pellingrove Harriers",
                "S",
                "table_repeated_name",
                1,
            ),
            (
                "Tobin Arkwright",
                "member of sports team",
                "Skarnwick Athletic Club",
                "S",
                "table_repeated_name",
                4,
            ),
            ("Saoirse Kell", "participant of", "Greyhame Fell Race", "S", "table_repeated_name", 1),
            (
                "Saoirse Kell",
                "member of sports team",
                "Skarnwick Athletic Club",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Tobin Arkwright",
                "member of sports team",
                "Pellingrove Harriers",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
        table=True,
    ),
    # Obituary.
    Doc(
        "contrast-holdout-1868",
        "holdout",
        "Obituary: Agnes Vell, packer, chorister and ferryman's daughter",
        [
            "Agnes Vell, who died at her home in Tarnbury on 3 January aged 92, spent thirty-one "
            "years on the packing floor and later in the wages office of Sallenworth Foods.",
            "Agnes was born in Brask, across the strait in Kaldovia, on 9 June 1931, the eldest of "
            "five children of a ferryman.",
            "In 1953 Agnes married Tobias Vell, a lock-keeper on the Sallen, and the couple never "
            "left the lock cottage, where he died in 1999.",
            "A Methodist all her life, Mrs Vell sang alto in the Chapel Street choir until her "
            "eyesight failed in her late eighties.",
            "Mrs Vell is survived by her son, Osric Vell, a night watchman at Kessel Marine, and "
            "by her daughter, Marit Selbeck, now in her second term as Mayor of Tarnbury.",
            "Marit Selbeck and her brother, Osric Vell, were with her at the end.",
            "A service of thanksgiving will be held at Chapel Street Methodist Church on Friday "
            "at 2 pm; family flowers only.",
        ],
        {
            "Agnes Vell": "PER",
            "Brask": "LOC",
            "Tobias Vell": "PER",
            "Methodist": "MISC",
            "Osric Vell": "PER",
            "Kessel Marine": "ORG",
            "Marit Selbeck": "PER",
        },
        [
            ("Agnes Vell", "place of birth", "Brask", "S", "assertion", 1),
            ("Agnes Vell", "spouse", "Tobias Vell", "S", "assertion:harmless_negation", 2),
            ("Agnes Vell", "religion", "Methodist", "S", "assertion", 3),
            ("Agnes Vell", "child", "Osric Vell", "S", "assertion", 4),
            ("Agnes Vell", "child", "Marit Selbeck", "S", "assertion", 4),
            ("Osric Vell", "employer", "Kessel Marine", "S", "assertion", 4),
            ("Osric Vell", "child", "Agnes Vell", "U", "reversed", None),
            ("Osric Vell", "sibling", "Marit Selbeck", "S", "assertion", 5),
        ],
        aliases={"Agnes Vell": ["Agnes", "Mrs Vell"]},
    ),
    # Film review.
    Doc(
        "contrast-holdout-1869",
        "holdout",
        "Review: Low Tide at Marrisk",
        [
            "Jonas Brevik's Low Tide at Marrisk is the kind of slow, salt-stained drama that "
            "Vessarian cinema used to turn out by the dozen and now hardly makes at all.",
            "Ada Quarrie, who trained at the Quellford Drama School before a decade of television "
            "work, plays Liesl, a widow who takes over her late husband's oyster beds.",
            "Contrary to what the festival programme says, Brevik did not write Low Tide at "
            "Marrisk: the screenplay is the work of Nell Thorsby, adapting her own novel.",
            "Brevik, plainly influenced by Henrik Solvang, the old master of Kaldovian realism, "
            "lets scenes run long past the point of comfort.",
            "Quarrie's husband, Corin Ashby, turns up as the harbourmaster and steals both of his "
            "scenes.",
            "On this form Quarrie could well take the Golden Heron in September.",
            "Greyhame Pictures, the Pellingrove outfit that produced Low Tide at Marrisk, has "
            "already offered Brevik The Glass Weir, and if the studio has any sense it will put "
            "Quarrie in that one too.",
            "Low Tide at Marrisk is in Vessarian with subtitles and opens on Friday.",
        ],
        {
            "Low Tide at Marrisk": "MISC",
            "Jonas Brevik": "PER",
            "Ada Quarrie": "PER",
            "Quellford Drama School": "ORG",
            "Nell Thorsby": "PER",
            "Henrik Solvang": "PER",
            "Corin Ashby": "PER",
            "Golden Heron": "MISC",
            "Greyhame Pictures": "ORG",
            "The Glass Weir": "MISC",
            "Vessarian": "MISC",
        },
        [
            ("Low Tide at Marrisk", "director", "Jonas Brevik", "S", "assertion", 0),
            ("Ada Quarrie", "educated at", "Quellford Drama School", "S", "assertion", 1),
            ("Low Tide at Marrisk", "screenwriter", "Jonas Brevik", "U", "refuted_claim", None),
            ("Jonas Brevik", "influenced by", "Henrik Solvang", "S", "assertion", 3),
            ("Henrik Solvang", "influenced by", "Jonas Brevik", "U", "reversed", None),
            ("Ada Quarrie", "spouse", "Corin Ashby", "S", "assertion", 4),
            ("Ada Quarrie", "award received", "Golden Heron", "U", "modal_speculative", None),
            (
                "Low Tide at Marrisk",
                "production company",
                "Greyhame Pictures",
                "S",
                "assertion",
                6,
            ),
            ("The Glass Weir", "director", "Jonas Brevik", "U", "offer", None),
            ("The Glass Weir", "cast member", "Ada Quarrie", "U", "conditional_leading", None),
            (
                "Low Tide at Marrisk",
                "original language of work",
                "Vessarian",
                "S",
                "assertion",
                7,
            ),
        ],
        aliases={"Jonas Brevik": ["Brevik"], "Ada Quarrie": ["Quarrie"]},
    ),
    # Press release.
    Doc(
        "contrast-holdout-1870",
        "holdout",
        "Greyhame Pictures announces the cast of The Glass Weir",
        [
            "FOR IMMEDIATE RELEASE - Pellingrove, 2 October: Greyhame Pictures today announced "
            "the principal cast of The Glass Weir, a new feature directed by Jonas Brevik.",
            "Golden Heron winner Ada Quarrie heads the cast of The Glass Weir as the lighthouse "
            "keeper Ilse Marr, with Corin Ashby and the newcomer Juno Lindahl in support.",
            "Written by Nell Thorsby, The Glass Weir is not a sequel to Low Tide at Marrisk, "
            "although it returns to the same stretch of coast.",
            "The score for The Glass Weir is being written by Lev Tamsin, who also scored Low "
            "Tide at Marrisk.",
            "Quarrie, who lives in Skarnwick, said: 'Filming five minutes from my own front door "
            "is a rare luxury.'",
            "Shooting begins in Skarnwick in March, and Greyhame plans to move its headquarters "
            "from Pellingrove to Quellford once the film is in the can.",
            "Greyhame also confirmed that it is in talks with Ombry Holdings about a possible "
            "takeover of the studio.",
            "Its purchase of Marrisk Studios, agreed in August, still awaits the approval of the "
            "Duneholt planning board.",
            "Greyhame Pictures chair Mina Castellane said: 'This is the strongest slate in our "
            "history.'",
        ],
        {
            "Greyhame Pictures": "ORG",
            "The Glass Weir": "MISC",
            "Jonas Brevik": "PER",
            "Ada Quarrie": "PER",
            "Low Tide at Marrisk": "MISC",
            "Lev Tamsin": "PER",
            "Skarnwick": "LOC",
            "Quellford": "LOC",
            "Ombry Holdings": "ORG",
            "Marrisk Studios": "ORG",
        },
        [
            ("The Glass Weir", "director", "Jonas Brevik", "S", "assertion", 0),
            ("The Glass Weir", "cast member", "Ada Quarrie", "S", "assertion", 1),
            ("The Glass Weir", "follows", "Low Tide at Marrisk", "U", "negated", None),
            ("The Glass Weir", "composer", "Lev Tamsin", "S", "assertion", 3),
            ("Ada Quarrie", "residence", "Skarnwick", "S", "assertion", 4),
            ("Greyhame Pictures", "headquarters location", "Quellford", "U", "plan", None),
            ("Greyhame Pictures", "parent organization", "Ombry Holdings", "U", "talks", None),
            ("Marrisk Studios", "owned by", "Greyhame Pictures", "U", "pending_deal", None),
        ],
        aliases={"Greyhame Pictures": ["Greyhame"], "Ada Quarrie": ["Quarrie"]},
    ),
    # Annual-report extract.
    Doc(
        "contrast-holdout-1871",
        "holdout",
        "Ombry Holdings plc Annual Report: from the Chairman's statement",
        [
            "Ombry Holdings, headquartered in Quellford since its foundation, ended the year with "
            "revenue up six percent across its food, transport and media divisions.",
            "Our principal operating companies are Sallenworth Foods, Greyvale Coaches and "
            "Greyhame Pictures, each of them a subsidiary of Ombry Holdings.",
            "Greyvale Coaches has been wholly owned by Ombry Holdings since 2015, when the "
            "Greyvale family sold us its remaining shares.",
            "Ombry Holdings became the parent company of Greyhame Pictures in 2022, and Greyhame, "
            "now based in Quellford, has since doubled its output.",
            "In the food division, Tessel Creamery, bought by Sallenworth Foods in June, has been "
            "fully integrated into the group's dairy operations.",
            "The acquisition of Kessel Marine, agreed in November, remains subject to approval by "
            "the Vessarian Competition Board and is expected to complete in the spring.",
            "We intend to move the head office of Sallenworth Foods from Pellingrove to Skarnwick "
            "during the coming year.",
            "The board will also propose at the annual general meeting that Sallenworth Foods "
            "join the Vessarian Food Federation, whose standards it already meets.",
            "Rafe Dunmore, Finance Director of Ombry Holdings since 2018, will retire in June, "
            "and I thank him for his service.",
        ],
        {
            "Ombry Holdings": "ORG",
            "Quellford": "LOC",
            "Sallenworth Foods": "ORG",
            "Greyvale Coaches": "ORG",
            "Greyhame Pictures": "ORG",
            "Tessel Creamery": "ORG",
            "Kessel Marine": "ORG",
            "Skarnwick": "LOC",
            "Vessarian Food Federation": "ORG",
            "Rafe Dunmore": "PER",
        },
        [
            ("Ombry Holdings", "subsidiary", "Greyhame Pictures", "S", "assertion", 1),
            ("Greyvale Coaches", "owned by", "Ombry Holdings", "S", "assertion", 2),
            ("Greyhame Pictures", "parent organization", "Ombry Holdings", "S", "assertion", 3),
            ("Ombry Holdings", "parent organization", "Greyhame Pictures", "U", "reversed", None),
            ("Greyhame Pictures", "headquarters location", "Quellford", "S", "assertion", 3),
            ("Tessel Creamery", "owned by", "Sallenworth Foods", "S", "assertion", 4),
            ("Kessel Marine", "owned by", "Ombry Holdings", "U", "pending_deal", None),
            ("Sallenworth Foods", "headquarters location", "Skarnwick", "U", "plan", None),
            ("Sallenworth Foods", "member of", "Vessarian Food Federation", "U", "proposal", None),
            ("Rafe Dunmore", "employer", "Ombry Holdings", "S", "assertion", 8),
        ],
        aliases={"Greyhame Pictures": ["Greyhame"]},
    ),
    # Local history column.
    Doc(
        "contrast-holdout-1872",
        "holdout",
        "Tarnbury Then and Now: bridges, barges and a twin across the water",
        [
            "Tarnbury, which lies in the north-west corner of Duneholt, owed its first fortune to "
            "the River Sallen and its second to the Navigation.",
            "The Tarnbury Navigation Trust was founded in 1841 by Josiah Crane, a mill-owner who "
            "had grown tired of paying Skarnwick carters to haul his flour.",
            "Crane's trustees built the Sallen Footbridge in 1887, and they would be astonished "
            "to see the arguments it causes today.",
            "Tarnbury was twinned with Brask in 1958, when the ferry still ran twice a day and "
            "half the town had a cousin on the Kaldovian side.",
            "Across the estuary, Marrisk Studios, where the Kaldovian comedies of the sixties were "
            "shot, is now owned by Greyhame Pictures, and its old sound stage has at last been "
            "listed.",
            "Readers with photographs of the Navigation in its working days are asked to write to "
            "me care of this newspaper.",
        ],
        {
            "Tarnbury": "LOC",
            "Duneholt": "LOC",
            "Brask": "LOC",
            "Marrisk Studios": "ORG",
            "Greyhame Pictures": "ORG",
        },
        [
            (
                "Tarnbury",
                "located in the administrative territorial entity",
                "Duneholt",
                "S",
                "assertion",
                0,
            ),
            (
                "Duneholt",
                "located in the administrative territorial entity",
                "Tarnbury",
                "U",
                "reversed",
                None,
            ),
            ("Tarnbury", "sister city", "Brask", "S", "assertion", 3),
            ("Marrisk Studios", "owned by", "Greyhame Pictures", "S", "assertion", 4),
        ],
    ),
    # Court report.
    Doc(
        "contrast-holdout-1873",
        "holdout",
        "Skarnwick scrap dealer denies handling stolen boat engines",
        [
            "Osric Vell, 61, who owns Harrowgate Salvage in Skarnwick, appeared at Duneholt Crown "
            "Court on Monday and denied two counts of handling stolen goods.",
            "The court heard that six outboard engines were taken last April from the yard of "
            "Kessel Marine, a boatbuilder at Brask owned by Ombry Holdings.",
            "Prosecutors allege that Vell is the real owner of Pellmere Boatyard, which is "
            "registered to his nephew, and that the engines were stripped there before being "
            "sold on.",
            "They also claim that Vell was on the payroll of Kessel Marine as a night watchman at "
            "the time of the theft, which the defence disputes.",
            "Vell, who told the court he has never been a member of the Duneholt Scrap Dealers' "
            "Guild and buys only from private sellers, said he had no idea where the engines came "
            "from.",
            "Through his counsel, Vell also denied press reports that he is the brother of the "
            "Mayor of Tarnbury, Marit Selbeck, saying the family connection had been invented to "
            "sell newspapers.",
            "Judge Elspeth Marrow adjourned the trial until 14 May and granted Vell bail.",
        ],
        {
            "Osric Vell": "PER",
            "Harrowgate Salvage": "ORG",
            "Kessel Marine": "ORG",
            "Ombry Holdings": "ORG",
            "Pellmere Boatyard": "ORG",
            "Duneholt Scrap Dealers' Guild": "ORG",
            "Marit Selbeck": "PER",
        },
        [
            (
                "Harrowgate Salvage",
                "owned by",
                "Osric Vell",
                "S",
                "assertion:harmless_negation",
                0,
            ),
            ("Kessel Marine", "owned by", "Ombry Holdings", "S", "assertion", 1),
            ("Pellmere Boatyard", "owned by", "Osric Vell", "U", "allegation", None),
            ("Osric Vell", "employer", "Kessel Marine", "U", "allegation", None),
            ("Osric Vell", "member of", "Duneholt Scrap Dealers' Guild", "U", "negated", None),
            ("Osric Vell", "sibling", "Marit Selbeck", "U", "denied_report", None),
        ],
        aliases={"Osric Vell": ["Vell"]},
    ),
    # Interview transcript.
    Doc(
        "contrast-holdout-1874",
        "holdout",
        "Interview: Ada Quarrie on oysters, awards and what comes next",
        [
            "This is an edited transcript of Sarra Linde's conversation with Ada Quarrie on Radio "
            "Duneholt, recorded a week after Quarrie won the Golden Heron for her role in Low "
            "Tide at Marrisk.",
            "LINDE: Jonas Brevik wrote Low Tide at Marrisk as well as directing it.",
            "What was he like to work with?",
            "QUARRIE: Exacting, and kind, which is a rarer mixture than you would think.",
            "LINDE: There's a rumour going round Skarnwick that you and Corin Ashby married in "
            "secret last summer.",
            "QUARRIE: Skarnwick will say anything in the off season.",
            "LINDE: You came to acting late, didn't you?",
            "QUARRIE: I'd have gone to the Quellford Drama School at eighteen if my father hadn't "
            "needed me on the boat, so I learned on the job instead.",
            "LINDE: And what about The Glass Weir?",
            "QUARRIE: Greyhame have offered me the lighthouse keeper, and I'd love to do it, but "
            "nothing is signed yet.",
            "The Glass Weir is a sequel to Low Tide at Marrisk, really, with Liesl's daughter "
            "grown up and keeping the light.",
            "Lev Tamsin will write the music for The Glass Weir if he can be dragged away from "
            "his opera.",
            "LINDE: And where will you live while you're filming?",
            "QUARRIE: I might take a flat in Skarnwick, near my sister, but ask me again in March.",
        ],
        {
            "Ada Quarrie": "PER",
            "Golden Heron": "MISC",
            "Low Tide at Marrisk": "MISC",
            "Jonas Brevik": "PER",
            "Corin Ashby": "PER",
            "Skarnwick": "LOC",
            "Quellford Drama School": "ORG",
            "The Glass Weir": "MISC",
            "Lev Tamsin": "PER",
        },
        [
            ("Ada Quarrie", "award received", "Golden Heron", "S", "assertion", 0),
            ("Low Tide at Marrisk", "screenwriter", "Jonas Brevik", "S", "assertion", 1),
            ("Ada Quarrie", "spouse", "Corin Ashby", "U", "rumour", None),
            ("Ada Quarrie", "educated at", "Quellford Drama School", "U", "counterfactual", None),
            ("The Glass Weir", "cast member", "Ada Quarrie", "U", "offer", None),
            ("The Glass Weir", "follows", "Low Tide at Marrisk", "S", "assertion", 10),
            ("The Glass Weir", "composer", "Lev Tamsin", "U", "conditional_trailing", None),
            ("Ada Quarrie", "residence", "Skarnwick", "U", "modal_speculative", None),
        ],
        aliases={"Ada Quarrie": ["Quarrie"]},
    ),
]
