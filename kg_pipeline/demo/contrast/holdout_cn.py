# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-second holdout batch of the contrast set (contrast-holdout-1821 to -1834), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check) and committed sealed (split `sealed`, read by nothing)
before any rule was measured on it. Unsealed after its one measurement, for the fix to the
rules' REJECTs of a negation before ", and its ..." (docs/validation_trials.md, 2026-12-07,
night)."""

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CN: list[Doc] = [
    Doc(
        doc_id="contrast-holdout-1821",
        split="holdout",
        title="Brannock Foods names Ruth Ingleby as chair",
        sentences=[
            "ELLISFORD, March 4 (Dranmoor Press Agency) - Brannock Foods, the biscuit maker "
            "headquartered in Ellisford, has appointed Ruth Ingleby as chair of its board, the "
            "company said on Tuesday.",
            "Ingleby, 58, spent eleven years at Dunmore Retail Group, latterly running the grocery "
            "chain's northern stores, before leaving in 2021 to sit on the boards of several "
            "smaller firms.",
            "She succeeds Colm Ferriday, who has chaired the board since 2015 and will retire at "
            "the annual meeting in May.",
            "Brannock, which Maud Hallorway started in a rented bakehouse in 1962, employs about "
            "1,400 people and also owns Torlish Mills, the flour mill on the edge of the town.",
            "Brannock Foods, whose oat biscuits are stocked by most supermarkets in Tessary, did "
            "not say what Ingleby would be paid.",
        ],
        ents={
            "Brannock Foods": "ORG",
            "Ruth Ingleby": "PER",
            "Dunmore Retail Group": "ORG",
            "Maud Hallorway": "PER",
            "Torlish Mills": "ORG",
            "oat biscuits": "MISC",
        },
        cands=[
            ("Brannock Foods", "chairperson", "Ruth Ingleby", "S", "assertion", 0),
            ("Ruth Ingleby", "employer", "Dunmore Retail Group", "S", "assertion", 1),
            ("Brannock Foods", "founded by", "Maud Hallorway", "S", "assertion", 3),
            ("Brannock Foods", "subsidiary", "Torlish Mills", "S", "assertion", 3),
            ("Torlish Mills", "subsidiary", "Brannock Foods", "U", "reversed", None),
            (
                "Brannock Foods",
                "product or material produced",
                "oat biscuits",
                "S",
                "assertion:harmless_negation",
                4,
            ),
        ],
        aliases={"Brannock Foods": ["Brannock"], "Ruth Ingleby": ["Ingleby"]},
        revision=1,
    ),
    Doc(
        doc_id="contrast-holdout-1822",
        split="holdout",
        title="Ellisford Town Council: minutes of the ordinary meeting held on 12 September",
        sentences=[
            "Present: Cllr Gideon Tarrant, Mayor of Ellisford (in the chair); Cllrs Bridget "
            "Osmund, Peter Valance, Anwen Roscoe, Harold Quist and Sunita Mabey; Mrs D. Feathers, "
            "Town Clerk.",
            "Apologies were received from Cllr Edgar Pym.",
            "41/24 Twinning. Cllr Osmund moved that the council seek a formal twinning of "
            "Ellisford with Saint-Marrec and invite that town's mayor to visit in the spring.",
            "After discussion the motion was deferred to the October meeting so that the Clerk "
            "could report on costs.",
            "42/24 Old Corn Exchange. The Clerk reported that Dranmoor County Council intends to "
            "transfer the freehold of the Old Corn Exchange to the Ellisford Heritage Trust from "
            "1 April.",
            "43/24 Ellisford Lido. Members agreed that, should the county's capital grant be "
            "confirmed, Ellisford Town Council will take over the running of Ellisford Lido from "
            "the Dranmoor Leisure Trust next season.",
            "44/24 Questions. Cllr Valance asked whether Cllr Tarrant was still a member of the "
            "Civic Renewal Party, following reports that his membership had lapsed; the Mayor "
            "replied that this was not a matter for the council.",
            "45/24 Congratulations. The Mayor congratulated Hester Quayle, who was born in "
            "Ellisford, on receiving the Vennick Film Prize for her part in The Salt Orchard, and "
            "the Clerk was asked to write to her on the council's behalf.",
            "There being no other business, the meeting closed at 9.12 pm.",
        ],
        ents={
            "Ellisford": "LOC",
            "Gideon Tarrant": "PER",
            "Saint-Marrec": "LOC",
            "Old Corn Exchange": "LOC",
            "Ellisford Heritage Trust": "ORG",
            "Ellisford Lido": "LOC",
            "Ellisford Town Council": "ORG",
            "Civic Renewal Party": "ORG",
            "Hester Quayle": "PER",
            "Vennick Film Prize": "MISC",
            "The Salt Orchard": "MISC",
        },
        cands=[
            ("Ellisford", "head of government", "Gideon Tarrant", "S", "assertion", 0),
            ("Ellisford", "sister city", "Saint-Marrec", "U", "proposal", None),
            ("Old Corn Exchange", "owned by", "Ellisford Heritage Trust", "U", "plan", None),
            (
                "Ellisford Lido",
                "operator",
                "Ellisford Town Council",
                "U",
                "conditional_leading",
                None,
            ),
            (
                "Gideon Tarrant",
                "member of political party",
                "Civic Renewal Party",
                "U",
                "question",
                None,
            ),
            ("Hester Quayle", "place of birth", "Ellisford", "S", "assertion", 7),
            ("Hester Quayle", "award received", "Vennick Film Prize", "S", "assertion", 7),
            ("The Salt Orchard", "cast member", "Hester Quayle", "S", "assertion", 7),
        ],
        aliases={"Gideon Tarrant": ["Tarrant"]},
    ),
    Doc(
        doc_id="contrast-holdout-1823",
        split="holdout",
        title="St Aldric's Parish News: Harvest",
        sentences=[
            "Dear friends, what a summer it has been, and how good it was to see so many of you "
            "at the parish picnic in August.",
            "Our thanks go to Ellisford Town Council, which has run Ellisford Lido since May and "
            "kindly let us have the lawns there free of charge.",
            "Many of you have asked after Father Anselm Gorrie, who served St Aldric's for "
            "twenty-two years; he now lives in Vennick, close to his sister, and sends his love "
            "to you all.",
            "The flowers in the Lady Chapel this month are given by Marguerite Sallowby in loving "
            "memory of her husband, Edwin Sallowby, a churchwarden here for more than thirty "
            "years.",
            "Rumour has it that the Cinder Larks, who rehearse in the church hall on Thursday "
            "evenings, have been snapped up by Lanthorn Records, but we shall believe it when we "
            "hear them on the wireless!",
            "Congratulations, too, to Jory Penhallow, once a stalwart of our Sunday school, who "
            "has been offered a two-year contract by Corvenham Athletic; Ellisford Rovers will be "
            "sorry to lose him if he accepts.",
            "And the Rovers players tell us that Ellisford Rovers will be playing in the Tessary "
            "Northern League next season if they finish top of the Dranmoor Combination, so "
            "please keep cheering them on.",
            "With every blessing for the season, Revd Linnet Carbury",
        ],
        ents={
            "Ellisford Town Council": "ORG",
            "Ellisford Lido": "LOC",
            "Anselm Gorrie": "PER",
            "Vennick": "LOC",
            "Marguerite Sallowby": "PER",
            "Edwin Sallowby": "PER",
            "Cinder Larks": "ORG",
            "Lanthorn Records": "ORG",
            "Jory Penhallow": "PER",
            "Corvenham Athletic": "ORG",
            "Ellisford Rovers": "ORG",
            "Tessary Northern League": "ORG",
        },
        cands=[
            ("Ellisford Lido", "operator", "Ellisford Town Council", "S", "assertion", 1),
            ("Anselm Gorrie", "residence", "Vennick", "S", "assertion", 2),
            ("Marguerite Sallowby", "spouse", "Edwin Sallowby", "S", "assertion", 3),
            ("Cinder Larks", "record label", "Lanthorn Records", "U", "rumour", None),
            (
                "Jory Penhallow",
                "member of sports team",
                "Corvenham Athletic",
                "U",
                "offer",
                None,
            ),
            (
                "Ellisford Rovers",
                "league",
                "Tessary Northern League",
                "U",
                "conditional_trailing",
                None,
            ),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1824",
        split="holdout",
        title="Letter: Let us have the facts about the Torlish",
        sentences=[
            "Sir, - Your report last week on the proposed footbridge at Ellisford contained "
            "errors which, as secretary of the Ellisford Angling Society for the past thirty "
            "years, I feel bound to correct.",
            "First, the Torlish does not run into the Varrow Estuary, as your correspondent "
            "stated; it empties into Lake Orrin, some three miles below the town, as any angler "
            "could have told him.",
            "Second, he repeated the old story that Maud Hallorway founded the Ellisford Angling "
            "Society, when our minute book shows that the society was founded in 1951 by her "
            "younger brother, Silas Hallorway, and that Miss Hallorway never held a rod in her "
            "life.",
            "Third, I gather that Cllr Peter Valance now claims the mayor, Gideon Tarrant, is a "
            "member of the Civic Renewal Party and has pushed the bridge for the party's "
            "advantage; whatever the truth of that, it has nothing whatever to do with the fish.",
            "Yours faithfully, Dorothy Amberley, Secretary, Ellisford Angling Society, Mill "
            "Cottage, Ellisford.",
        ],
        ents={
            "Torlish": "LOC",
            "Lake Orrin": "LOC",
            "Maud Hallorway": "PER",
            "Ellisford Angling Society": "ORG",
            "Silas Hallorway": "PER",
            "Gideon Tarrant": "PER",
            "Civic Renewal Party": "ORG",
            "Dorothy Amberley": "PER",
        },
        cands=[
            (
                "Torlish",
                "mouth of the watercourse",
                "Lake Orrin",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            ("Lake Orrin", "mouth of the watercourse", "Torlish", "U", "reversed", None),
            (
                "Ellisford Angling Society",
                "founded by",
                "Maud Hallorway",
                "U",
                "refuted_claim",
                None,
            ),
            ("Ellisford Angling Society", "founded by", "Silas Hallorway", "S", "assertion", 2),
            ("Silas Hallorway", "sibling", "Maud Hallorway", "S", "assertion", 2),
            (
                "Gideon Tarrant",
                "member of political party",
                "Civic Renewal Party",
                "U",
                "allegation",
                None,
            ),
            ("Dorothy Amberley", "member of", "Ellisford Angling Society", "S", "assertion", 4),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1825",
        split="holdout",
        title="Ellisford and District Business Directory: Shops, Food and Services",
        sentences=[
            "Harlow Lettings Ltd - based at 14 Market Row, Ellisford; residential and commercial "
            "lettings across Upper Dranmoor; proprietor Leonard Pyke; open Monday to Saturday, "
            "9 till 5.",
            "Pellow's Bakehouse, Bridge Street - family bakers since 1974, now in the hands of "
            "the third generation; saffron buns and Dranmoor fig loaf a speciality; no card "
            "payments under \u00a35.",
            "The Orrin Smokehouse, Lakeside Road - part of Dunmore Retail Group since 2022; trout "
            "and eel smoked on the premises, with a farm shop and a cafe looking out over Lake "
            "Orrin.",
            "Torlish Valley Brewery, Station Yard - cask and bottled ales from a brewery founded "
            "in 2011 by Tamsin Redgrave; tours by arrangement.",
            "Dunmore Retail Group, Cattle Market Way - the Ellisford branch of the grocery chain, "
            "whose head office is in Vennick; pharmacy, post office counter and parking for 300 "
            "cars.",
        ],
        ents={
            "Harlow Lettings": "ORG",
            "Ellisford": "LOC",
            "Leonard Pyke": "PER",
            "Pellow's Bakehouse": "ORG",
            "1974": "TIME",
            "Orrin Smokehouse": "ORG",
            "Dunmore Retail Group": "ORG",
            "Lake Orrin": "LOC",
            "Vennick": "LOC",
        },
        cands=[
            ("Harlow Lettings", "owned by", "Leonard Pyke", "S", "assertion", 0),
            ("Harlow Lettings", "headquarters location", "Ellisford", "S", "assertion", 0),
            (
                "Pellow's Bakehouse",
                "inception",
                "1974",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            (
                "Orrin Smokehouse",
                "parent organization",
                "Dunmore Retail Group",
                "S",
                "assertion",
                2,
            ),
            (
                "Dunmore Retail Group",
                "parent organization",
                "Orrin Smokehouse",
                "U",
                "reversed",
                None,
            ),
            (
                "Orrin Smokehouse",
                "located in or next to body of water",
                "Lake Orrin",
                "S",
                "assertion",
                2,
            ),
            ("Dunmore Retail Group", "headquarters location", "Vennick", "S", "assertion", 4),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1826",
        split="holdout",
        title="Obituary: Edwin Sallowby, production director who never left the factory floor",
        sentences=[
            "Edwin Sallowby, who has died in Vennick aged 85, was for almost forty years the "
            "quiet engine of Brannock Foods, rising from van boy to production director.",
            "Sallowby was born in Ellisford on 2 February 1939, the son of a lock-keeper on the "
            "Torlish, and after leaving school at fifteen studied engineering on day release at "
            "Dranmoor Polytechnic.",
            "Sallowby married Marguerite Dunne, a teacher, in 1963; she survives him, as do their "
            "son, Hugh, and their daughter, Clare Denholm, a surgeon in Lusandria.",
            "Hugh Sallowby never followed his father into Brannock Foods; he has spent his whole "
            "working life at Torlish Mills, where he is now head miller.",
            "His elder brother, Walter Sallowby, kept goal for Ellisford Rovers through the 1950s "
            "and died in 2011.",
            "The funeral will be held at St Aldric's Church, Ellisford, on Friday 14 March at "
            "11 am; family flowers only, please.",
        ],
        ents={
            "Edwin Sallowby": "PER",
            "Vennick": "LOC",
            "Dranmoor Polytechnic": "ORG",
            "Clare Denholm": "PER",
            "Walter Sallowby": "PER",
            "Ellisford Rovers": "ORG",
        },
        cands=[
            ("Edwin Sallowby", "place of death", "Vennick", "S", "assertion", 0),
            ("Edwin Sallowby", "educated at", "Dranmoor Polytechnic", "S", "assertion", 1),
            ("Edwin Sallowby", "child", "Clare Denholm", "S", "assertion", 2),
            ("Clare Denholm", "child", "Edwin Sallowby", "U", "reversed", None),
            (
                "Walter Sallowby",
                "member of sports team",
                "Ellisford Rovers",
                "S",
                "assertion",
                4,
            ),
        ],
        aliases={"Edwin Sallowby": ["Sallowby"]},
    ),
    Doc(
        doc_id="contrast-holdout-1827",
        split="holdout",
        title="Lanthorn Records signs Ellisford folk band the Cinder Larks",
        sentences=[
            "FOR IMMEDIATE RELEASE - Vennick, 3 February. Lanthorn Records is delighted to "
            "announce that the Cinder Larks, the five-piece folk band from Ellisford, have signed "
            "a three-album deal with the label.",
            "The Cinder Larks' debut album, Lowland Hymns, was recorded over a single wet "
            "fortnight in the church hall of St Aldric's, Ellisford, where the band has "
            "rehearsed since it formed.",
            "Every tune on Lowland Hymns was composed by the band's fiddler, Orla Deverell, and "
            "the Ellisford poet Benedict Yarrow wrote the words for four of the songs.",
            "Lanthorn plans to release Lowland Hymns on 16 May on CD, vinyl and all the usual "
            "streaming services.",
            "'We heard them play to forty people in the back room of a pub and knew straight "
            "away,' said Saul Everden, who founded Lanthorn in 1998 after twenty years as a radio "
            "producer.",
            "The band will tour Tessary and Lusandria over the summer; dates will be announced in "
            "March.",
            "Press enquiries: Fenella Quarry, Lanthorn Records, 9 Wharf Lane, Vennick.",
        ],
        ents={
            "Cinder Larks": "ORG",
            "Lanthorn Records": "ORG",
            "folk": "MISC",
            "Lowland Hymns": "MISC",
            "Orla Deverell": "PER",
            "Benedict Yarrow": "PER",
            "16 May": "TIME",
        },
        cands=[
            ("Cinder Larks", "record label", "Lanthorn Records", "S", "assertion", 0),
            ("Lanthorn Records", "record label", "Cinder Larks", "U", "reversed", None),
            ("Cinder Larks", "genre", "folk", "S", "assertion", 0),
            ("Lowland Hymns", "performer", "Cinder Larks", "S", "assertion", 1),
            ("Lowland Hymns", "composer", "Orla Deverell", "S", "assertion", 2),
            ("Lowland Hymns", "lyrics by", "Benedict Yarrow", "S", "assertion", 2),
            ("Lowland Hymns", "publication date", "16 May", "U", "plan", None),
        ],
        aliases={"Lanthorn Records": ["Lanthorn"]},
    ),
    Doc(
        doc_id="contrast-holdout-1828",
        split="holdout",
        title="Ellisford Primary School Newsletter - Summer Term, Week 4",
        sentences=[
            "Year 6 have been writing to pen pals at a primary school in Saint-Marrec, "
            "Ellisford's twin town in Lusandria, and the first replies arrived on Monday to "
            "enormous excitement.",
            "Many thanks to Jory Penhallow, the Corvenham Athletic midfielder and a former "
            "pupil of ours, who presented the medals at the Under-11s tournament and then stayed "
            "for an hour signing shin pads.",
            "We are thrilled that the Cinder Larks will play at the summer fair on 28 June; "
            "copies of their album Lowland Hymns, which came out on 16 May, will be on sale, with "
            "a share of the takings going to the library fund.",
            "Swimming: several parents have asked whether Ellisford Lido is now run by Ellisford "
            "Town Council, as we need to know whom to book Year 4's lessons with; we will let you "
            "know as soon as we find out.",
            "Please remember that school will be closed on Friday 7 June for staff training.",
        ],
        ents={
            "Ellisford": "LOC",
            "Saint-Marrec": "LOC",
            "Lusandria": "LOC",
            "Jory Penhallow": "PER",
            "Corvenham Athletic": "ORG",
            "Lowland Hymns": "MISC",
            "16 May": "TIME",
            "Ellisford Lido": "LOC",
            "Ellisford Town Council": "ORG",
        },
        cands=[
            ("Ellisford", "sister city", "Saint-Marrec", "S", "assertion", 0),
            ("Saint-Marrec", "country", "Lusandria", "S", "assertion", 0),
            (
                "Jory Penhallow",
                "member of sports team",
                "Corvenham Athletic",
                "S",
                "assertion",
                1,
            ),
            ("Lowland Hymns", "publication date", "16 May", "S", "assertion", 2),
            ("Ellisford Lido", "operator", "Ellisford Town Council", "U", "question", None),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1829",
        split="holdout",
        title="Review: The Salt Orchard",
        sentences=[
            "There is a moment about forty minutes into The Salt Orchard, Renata Solberg's "
            "quietly ferocious second feature, when the camera simply stops moving and lets "
            "Hester Quayle think.",
            "Quayle plays Ness Carrow, a widow fighting to keep her late husband's cider orchard "
            "out of a developer's hands, and The Salt Orchard, which is set in and around "
            "Ellisford, belongs to her from the first frame to the last.",
            "Aurelio Vance adapted the script for The Salt Orchard from his own radio play, and "
            "it is spare to the point of stinginess, which is no bad thing.",
            "Greyfold Pictures, which produced The Salt Orchard on a budget smaller than some "
            "television adverts, has wisely spent what it had on light and on actors.",
            "The score is by Orla Deverell, fiddler with the Cinder Larks, a band who might be "
            "called folk if they ever sat still long enough to be labelled.",
            "Was Quayle really born in Ellisford, as the press notes insist?",
            "It hardly matters, because she plays the town as if she owned it.",
            "Had the festival jury seen this performance before last year's deadline, Quayle "
            "would surely have taken the Vennick Film Prize; as it is, she will have to wait for "
            "the next round.",
            "Four stars.",
        ],
        ents={
            "The Salt Orchard": "MISC",
            "Renata Solberg": "PER",
            "Hester Quayle": "PER",
            "Ellisford": "LOC",
            "Aurelio Vance": "PER",
            "Greyfold Pictures": "ORG",
            "Cinder Larks": "ORG",
            "folk": "MISC",
            "Vennick Film Prize": "MISC",
        },
        cands=[
            ("The Salt Orchard", "director", "Renata Solberg", "S", "assertion", 0),
            ("The Salt Orchard", "narrative location", "Ellisford", "S", "assertion", 1),
            ("The Salt Orchard", "screenwriter", "Aurelio Vance", "S", "assertion", 2),
            (
                "The Salt Orchard",
                "production company",
                "Greyfold Pictures",
                "S",
                "assertion",
                3,
            ),
            ("Cinder Larks", "genre", "folk", "U", "modal_speculative", None),
            ("Hester Quayle", "place of birth", "Ellisford", "U", "question", None),
            (
                "Hester Quayle",
                "award received",
                "Vennick Film Prize",
                "U",
                "counterfactual",
                None,
            ),
        ],
        aliases={"Hester Quayle": ["Quayle"]},
    ),
    Doc(
        doc_id="contrast-holdout-1830",
        split="holdout",
        title="Looking Back: the many lives of the Old Corn Exchange",
        sentences=[
            "Few buildings in Ellisford have changed hands as often as the Old Corn Exchange, "
            "which since last spring has belonged to the Ellisford Heritage Trust.",
            "It was put up in 1851 for the Ellisford Corn Merchants' Association, whose members "
            "met in the upstairs hall until the association was wound up in 1959.",
            "The hall was then let to the Ellisford Angling Society, which Maud Hallorway had "
            "founded in 1951 and which held its annual dinner there for the next forty years.",
            "Its best-loved tenants, though, were Ellisford Rovers, who changed in the cellar on "
            "match days in the 1950s, when the club played in the Tessary Northern League, and "
            "walked across the square to the pitch in their boots.",
            "Old-timers swear that Walter Sallowby kept goal for Rovers in those years, though "
            "his name appears on none of the team sheets that survive.",
            "It was the present mayor, Gideon Tarrant, a Civic Renewal Party councillor for "
            "twenty years, who first argued that the building should be handed to a trust.",
            "The town likes to claim the actress Hester Quayle as one of its own, but she was not "
            "born in Ellisford: she was born in Corvenham, and her parents moved to Church Lane "
            "when she was four.",
            "Pellow's Bakehouse, on the corner of the square, likes to say that it has been "
            "baking since 1974, but the rate books show a Pellow selling bread from the same shop "
            "by 1968.",
            "Next month: the Torlish ferries and the families who ran them.",
        ],
        ents={
            "Ellisford": "LOC",
            "Old Corn Exchange": "LOC",
            "Ellisford Heritage Trust": "ORG",
            "Ellisford Corn Merchants' Association": "ORG",
            "1959": "TIME",
            "Ellisford Angling Society": "ORG",
            "Maud Hallorway": "PER",
            "Ellisford Rovers": "ORG",
            "Tessary Northern League": "ORG",
            "Walter Sallowby": "PER",
            "Gideon Tarrant": "PER",
            "Civic Renewal Party": "ORG",
            "Hester Quayle": "PER",
            "Pellow's Bakehouse": "ORG",
            "1974": "TIME",
        },
        cands=[
            ("Old Corn Exchange", "owned by", "Ellisford Heritage Trust", "S", "assertion", 0),
            (
                "Ellisford Corn Merchants' Association",
                "dissolved, abolished or demolished",
                "1959",
                "S",
                "assertion",
                1,
            ),
            ("Ellisford Angling Society", "founded by", "Maud Hallorway", "S", "assertion", 2),
            ("Ellisford Rovers", "league", "Tessary Northern League", "S", "assertion", 3),
            (
                "Walter Sallowby",
                "member of sports team",
                "Ellisford Rovers",
                "U",
                "rumour",
                None,
            ),
            (
                "Gideon Tarrant",
                "member of political party",
                "Civic Renewal Party",
                "S",
                "assertion",
                5,
            ),
            ("Hester Quayle", "place of birth", "Ellisford", "U", "negated", None),
            ("Pellow's Bakehouse", "inception", "1974", "U", "refuted_claim", None),
        ],
        aliases={"Ellisford Rovers": ["Rovers"]},
    ),
    Doc(
        doc_id="contrast-holdout-1831",
        split="holdout",
        title="Dranmoor Combination: player appearances and goals, 2022-23 and 2023-24",
        sentences=[
            "Tomas Verrill | Ellisford Rovers | 2022-23 | 31 apps | 2 goals",
            "Tomas Verrill | Brackwater United | 2023-24 | 28 apps | 0 goals",
            "Callum Ashgrove | Brackwater United | 2022-23 | 19 apps | 11 goals",
            "Callum Ashgrove | Thornhollow FC | 2023-24 | 33 apps | 17 goals",
            "Declan Morrow | Thornhollow FC | 2022-23 | 25 apps | 4 goals",
            "Declan Morrow | Ellisford Rovers | 2023-24 | 30 apps | 6 goals",
        ],
        ents={
            "Tomas Verrill": "PER",
            "Callum Ashgrove": "PER",
            "Declan Morrow": "PER",
            "Ellisford Rovers": "ORG",
            "Brackwater United": "ORG",
            "Thornhollow FC": "ORG",
        },
        cands=[
            (
                "Tomas Verrill",
                "member of sports team",
                "Ellisford Rovers",
                "S",
                "table_repeated_name",
                0,
            ),
            (
                "Tomas Verrill",
                "member of sports team",
                "Brackwater United",
                "S",
                "table_repeated_name",
                1,
            ),
            (
                "Callum Ashgrove",
                "member of sports team",
                "Brackwater United",
                "S",
                "table_repeated_name",
                2,
            ),
            (
                "Declan Morrow",
                "member of sports team",
                "Thornhollow FC",
                "S",
                "table_repeated_name",
                4,
            ),
            (
                "Callum Ashgrove",
                "member of sports team",
                "Ellisford Rovers",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Declan Morrow",
                "member of sports team",
                "Brackwater United",
                "U",
                "table_repeated_name",
                None,
            ),
            (
                "Tomas Verrill",
                "member of sports team",
                "Thornhollow FC",
                "U",
                "table_repeated_name",
                None,
            ),
        ],
        table=True,
    ),
    Doc(
        doc_id="contrast-holdout-1832",
        split="holdout",
        title="Ellisford letting agent tells jury he 'never took a penny'",
        sentences=[
            "Leonard Pyke, the Ellisford letting agent, told a jury at Vennick Crown Court on "
            "Tuesday that he had 'never taken a penny that wasn't mine'.",
            "Pyke, 61, denies six counts of fraud relating to tenants' deposits held between 2019 "
            "and 2022.",
            "The prosecution alleges that throughout that period he was also employed by Dunmore "
            "Retail Group as a property scout, an arrangement it says he hid from his clients and "
            "from the town council.",
            "In the witness box, Pyke denied a report in the Dranmoor Courier that he still owns "
            "Harlow Lettings, saying the firm had passed to his daughter, Nadia Pyke, in 2021.",
            "Harlow Lettings is not based in Ellisford, as its letterhead suggests, but trades "
            "from a single room above a bookmaker's in Corvenham, the court heard.",
            "Judge Miriam Kettle adjourned the trial until Thursday, when Nadia Pyke is expected "
            "to give evidence.",
        ],
        ents={
            "Leonard Pyke": "PER",
            "Dunmore Retail Group": "ORG",
            "Harlow Lettings": "ORG",
            "Nadia Pyke": "PER",
            "Ellisford": "LOC",
        },
        cands=[
            ("Leonard Pyke", "employer", "Dunmore Retail Group", "U", "allegation", None),
            ("Harlow Lettings", "owned by", "Leonard Pyke", "U", "denied_report", None),
            ("Leonard Pyke", "child", "Nadia Pyke", "S", "assertion", 3),
            ("Nadia Pyke", "child", "Leonard Pyke", "U", "reversed", None),
            ("Harlow Lettings", "headquarters location", "Ellisford", "U", "negated", None),
        ],
        aliases={"Leonard Pyke": ["Pyke"]},
    ),
    Doc(
        doc_id="contrast-holdout-1833",
        split="holdout",
        title="'We sell food, not buildings': Marcus Fennimore in conversation",
        sentences=[
            "Marcus Fennimore became chief executive of Dunmore Retail Group in January, after "
            "six years running the chain's stores in Lusandria, and he spoke to us at the "
            "company's offices last week.",
            "TESSARY GROCER: Will Dunmore Retail Group keep its head office in Vennick?",
            "FENNIMORE: For now. Ask me again in a year.",
            "TG: Where are you with the Orrin Smokehouse?",
            "FENNIMORE: We've signed, the family have signed, but the deal still needs clearance "
            "from the Tessary Competition Authority before the Orrin Smokehouse becomes part of "
            "Dunmore Retail Group, and I'm not counting my chickens.",
            "TG: People in Ellisford say the Upper Dranmoor Growers' Cooperative has quietly "
            "bought Torlish Mills.",
            "FENNIMORE: I hear the same gossip you do, and I'm not going to add to it.",
            "TG: What about Ruth Ingleby?",
            "FENNIMORE: Brannock Foods offered Ruth Ingleby its chair, as I understand it, and she "
            "hasn't said yes.",
            "Meanwhile we are in talks with her about coming back to Dunmore Retail Group to run "
            "our fresh-food business, which is where she belongs.",
            "As for Brannock, Colm Ferriday might still be chairing Brannock Foods when we're both "
            "drawing our pensions.",
            "TG: A former property scout of yours is on trial in Vennick.",
            "FENNIMORE: Leonard Pyke worked for Dunmore Retail Group as a property scout for two "
            "or three years, which was never a secret, and I won't say a word about the trial.",
        ],
        ents={
            "Dunmore Retail Group": "ORG",
            "Vennick": "LOC",
            "Orrin Smokehouse": "ORG",
            "Upper Dranmoor Growers' Cooperative": "ORG",
            "Torlish Mills": "ORG",
            "Ruth Ingleby": "PER",
            "Brannock Foods": "ORG",
            "Colm Ferriday": "PER",
            "Leonard Pyke": "PER",
        },
        cands=[
            ("Dunmore Retail Group", "headquarters location", "Vennick", "U", "question", None),
            (
                "Orrin Smokehouse",
                "parent organization",
                "Dunmore Retail Group",
                "U",
                "pending_deal",
                None,
            ),
            (
                "Torlish Mills",
                "owned by",
                "Upper Dranmoor Growers' Cooperative",
                "U",
                "rumour",
                None,
            ),
            ("Brannock Foods", "chairperson", "Ruth Ingleby", "U", "offer", None),
            ("Ruth Ingleby", "employer", "Dunmore Retail Group", "U", "talks", None),
            ("Brannock Foods", "chairperson", "Colm Ferriday", "U", "modal_speculative", None),
            ("Leonard Pyke", "employer", "Dunmore Retail Group", "S", "assertion", 12),
        ],
    ),
    Doc(
        doc_id="contrast-holdout-1834",
        split="holdout",
        title="Brannock Foods names Ruth Ingleby as chair",
        sentences=[
            "ELLISFORD, March 6 (Dranmoor Press Agency) - This item corrects a story issued on "
            "March 4, which wrongly reported that Ruth Ingleby had been appointed chair of "
            "Brannock Foods.",
            "Brannock Foods said on Thursday that a draft announcement had been sent out in error "
            "and that Colm Ferriday will stay on as chair of its board for at least another year.",
            "The earlier story also said that Brannock owns Torlish Mills; the mill was sold in "
            "2019 and has been owned since then by the Upper Dranmoor Growers' Cooperative.",
            "It also described Maud Hallorway as the company's founder; Brannock was in fact "
            "started by her father, and she joined the business only in 1965.",
            "Ingleby, a former Dunmore Retail Group executive, said she had been sounded out "
            "about the chair but had never received a formal offer.",
            "All other details in the original story stand.",
        ],
        ents={
            "Ruth Ingleby": "PER",
            "Brannock Foods": "ORG",
            "Colm Ferriday": "PER",
            "Torlish Mills": "ORG",
            "Upper Dranmoor Growers' Cooperative": "ORG",
            "Maud Hallorway": "PER",
        },
        cands=[
            ("Brannock Foods", "chairperson", "Ruth Ingleby", "U", "conflicting_revision", None),
            ("Brannock Foods", "chairperson", "Colm Ferriday", "S", "assertion", 1),
            ("Brannock Foods", "subsidiary", "Torlish Mills", "U", "conflicting_revision", None),
            (
                "Torlish Mills",
                "owned by",
                "Upper Dranmoor Growers' Cooperative",
                "S",
                "assertion",
                2,
            ),
            (
                "Brannock Foods",
                "founded by",
                "Maud Hallorway",
                "U",
                "conflicting_revision",
                None,
            ),
        ],
        aliases={"Brannock Foods": ["Brannock"], "Ruth Ingleby": ["Ingleby"]},
        revision=2,
        supersedes="contrast-holdout-1821",
    ),
]
