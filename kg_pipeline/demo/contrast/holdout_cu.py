# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The ninety-ninth holdout batch of the contrast set (contrast-holdout-1961 to -1974), written
blind to the brief by its author (who saw only the author brief, the predicate labels and type
pairs, record.py and the shape check, and was asked for reference entries whose opening sentence
describes a company, a broadcaster, a band, a series or a novel, a reading list, a gallery guide,
liner notes, a publisher's catalogue and a critic's column about the country and origin of
things and who made which work) and committed sealed (split `sealed`, read by nothing) before
any rule was measured on it. Unsealed after its one measurement, for the maker's possessive, a
thing's country in its description and the describing words before a nationality
(docs/validation_trials.md, 2026-12-08)."""

from __future__ import annotations

from kg_pipeline.demo.contrast.record import Doc

HOLDOUT_CU: list[Doc] = [
    Doc(
        "contrast-holdout-1961",
        "holdout",
        "Hollowmere Games",
        [
            "Hollowmere Games is a Castrellan video game developer and publisher based in "
            "Port Avel, the second city of Castrelle.",
            "Hollowmere was founded in 2004 by Irena Modest and Tobiah Kell, who had met as "
            "junior designers at Greyfen Software, a Vescan firm then best known for its "
            "flight simulators.",
            "Hollowmere's first commercial success was Lanterns of Brisca (2011), a puzzle "
            "adventure that the studio developed in-house and that Tallis Media published "
            "outside Castrelle.",
            "Although it is set in a lightly fictionalised Brisca, the old port city of "
            "Vescany, Lanterns of Brisca is a wholly Castrellan game, written and built in "
            "Port Avel.",
            "Modest stepped down as chief executive in 2019; Kell, who was born in Halmstrand "
            "and took Castrellan citizenship as a student, has run the company since.",
            "The studio's most ambitious project so far is Fathom: The Drowned Archive (2024), "
            "an adaptation of Orrin Dace's novel Fathom.",
            "During development Hollowmere repeatedly denied reports that Tallis Media would "
            "publish Fathom: The Drowned Archive, saying only that no publisher had been "
            "chosen.",
            "In 2022 the Port Avel Courier reported that Sundar Holdings, a Kethmari media "
            "group, was in talks to buy Hollowmere.",
            "Neither company would comment, but if the sale goes ahead, Hollowmere will "
            "become Sundar's first subsidiary in Castrelle.",
        ],
        {
            "Hollowmere Games": "ORG",
            "Castrelle": "LOC",
            "Lanterns of Brisca": "MISC",
            "Tobiah Kell": "PER",
            "Fathom: The Drowned Archive": "MISC",
            "Tallis Media": "ORG",
            "Sundar Holdings": "ORG",
        },
        [
            ("Hollowmere Games", "country", "Castrelle", "S", "assertion", 0),
            ("Lanterns of Brisca", "country of origin", "Castrelle", "S", "assertion", 3),
            ("Tobiah Kell", "country of citizenship", "Castrelle", "S", "assertion", 4),
            (
                "Fathom: The Drowned Archive",
                "publisher",
                "Tallis Media",
                "U",
                "denied_report",
                None,
            ),
            ("Hollowmere Games", "owned by", "Sundar Holdings", "U", "talks", None),
            ("Sundar Holdings", "subsidiary", "Hollowmere Games", "U", "conditional_leading", None),
        ],
        aliases={
            "Hollowmere Games": ["Hollowmere"],
            "Castrelle": ["Castrellan"],
            "Tobiah Kell": ["Kell"],
            "Sundar Holdings": ["Sundar"],
        },
    ),
    Doc(
        "contrast-holdout-1962",
        "holdout",
        "Halmvik Broadcasting Corporation",
        [
            "The Halmvik Broadcasting Corporation (HBC) is the national public broadcaster of "
            "Norvenia, headquartered in Halmstrand and funded by a household licence fee rather "
            "than by advertising.",
            "HBC was set up by act of the Norvenian parliament in 1951, inheriting the "
            "transmitters of the old state radio service, and opened its first television "
            "channel, HBC One, in 1958.",
            "A second channel, HBC Two, followed in 1977 and has carried most of the "
            "corporation's drama since the early 1990s.",
            "Almost all of HBC's output is made in Norvenia, though it has co-produced with "
            "broadcasters in Castrelle and Orlesse, and its Orlessian-language radio service is "
            "heard well beyond the border.",
            "Its best-known export is the crime drama The Tidewater Files (2014-2020), which "
            "Sanne Obrecht created for HBC Two.",
            "In 2018 the board proposed moving the final series of The Tidewater Files to HBC "
            "One, where it would reach a larger audience.",
            "The corporation intends to show the spin-off, Kessmouth Nights, on HBC One from "
            "the autumn of 2023, and has not ruled out that Dorit Malvane might appear in it.",
            "Because its later series were partly financed by the Castrellan streaming service "
            "Corvane, critics abroad have asked whether The Tidewater Files should be counted "
            "as a Norvenian series at all.",
        ],
        {
            "Halmvik Broadcasting Corporation": "ORG",
            "Norvenia": "LOC",
            "1951": "TIME",
            "The Tidewater Files": "MISC",
            "HBC One": "ORG",
            "Kessmouth Nights": "MISC",
            "Dorit Malvane": "PER",
        },
        [
            ("Halmvik Broadcasting Corporation", "country", "Norvenia", "S", "assertion", 0),
            ("Halmvik Broadcasting Corporation", "inception", "1951", "S", "assertion", 1),
            ("The Tidewater Files", "original network", "HBC One", "U", "proposal", None),
            ("Kessmouth Nights", "original network", "HBC One", "U", "plan", None),
            ("Kessmouth Nights", "cast member", "Dorit Malvane", "U", "modal_speculative", None),
            ("The Tidewater Files", "country of origin", "Norvenia", "U", "question", None),
        ],
        aliases={
            "Halmvik Broadcasting Corporation": ["HBC"],
            "Norvenia": ["Norvenian"],
        },
    ),
    Doc(
        "contrast-holdout-1963",
        "holdout",
        "The Pale Orchards",
        [
            "The Pale Orchards are an Orlessian indie rock band, formed in Lennow in 2009 by "
            "the singer Jory Vasko and his younger brother, the bassist Adem Vasko.",
            "Jory Vasko was born across the border in Tiverne, Dralvia, but grew up in Lennow "
            "and has held Orlessian citizenship since 2003.",
            "In 2011 the Orchards signed to Copperline Records, a small independent label in "
            "Lennow, which released Winter Ferry (2012) and Harbour Hymns (2015).",
            "In 2017 the Orchards left Copperline for Aubade Music, a major label based in Port "
            "Avel, Castrelle, which released Glasswork (2018) and reissued Winter Ferry on "
            "compact disc the following year.",
            "Partly because of that contract, the Castrellan music press has often described "
            "the Orchards as a Castrellan band; they are not, and they have never recorded "
            "outside Orlesse.",
            "Jory Vasko writes all of the band's lyrics, and has said that its fifth album, "
            "Quiet Engines, will be the first to come out on the Orchards' own label, Orchard "
            "House, in 2025.",
        ],
        {
            "The Pale Orchards": "ORG",
            "Orlesse": "LOC",
            "Jory Vasko": "PER",
            "Tiverne": "LOC",
            "Aubade Music": "ORG",
            "Winter Ferry": "MISC",
            "Castrelle": "LOC",
            "Quiet Engines": "MISC",
            "Orchard House": "ORG",
        },
        [
            ("The Pale Orchards", "country", "Orlesse", "S", "assertion", 0),
            ("Jory Vasko", "place of birth", "Tiverne", "S", "assertion", 1),
            ("The Pale Orchards", "record label", "Aubade Music", "S", "assertion", 3),
            ("Winter Ferry", "record label", "Aubade Music", "S", "assertion", 3),
            ("The Pale Orchards", "country", "Castrelle", "U", "refuted_claim", None),
            ("Quiet Engines", "record label", "Orchard House", "U", "plan", None),
        ],
        aliases={
            "The Pale Orchards": ["the Orchards"],
            "Orlesse": ["Orlessian"],
            "Castrelle": ["Castrellan"],
        },
    ),
    Doc(
        "contrast-holdout-1964",
        "holdout",
        "The Tidewater Files",
        [
            "The Tidewater Files is a Norvenian television crime drama created by the "
            "screenwriter Sanne Obrecht, which ran for five series on HBC between 2014 and "
            "2020.",
            "Dorit Malvane stars as Inspector Halla Renn in all thirty episodes, which are set "
            "in the fictional fishing town of Kessmouth on the west coast of Norvenia.",
            "Obrecht has said that the role of Renn would have gone to Ilse Varhaug had Malvane "
            "turned it down.",
            "The first four series of The Tidewater Files were shown on HBC Two, but the fifth "
            "and last went out on HBC One in 2020.",
            "The Tidewater Files was followed in 2023 by Kessmouth Nights, a spin-off that has "
            "been shown on HBC One since that autumn.",
            "Malvane has denied reports that she will appear in Kessmouth Nights, saying that "
            "Renn's story is finished.",
        ],
        {
            "The Tidewater Files": "MISC",
            "Norvenia": "LOC",
            "Sanne Obrecht": "PER",
            "Ilse Varhaug": "PER",
            "HBC One": "ORG",
            "Kessmouth Nights": "MISC",
            "Dorit Malvane": "PER",
        },
        [
            ("The Tidewater Files", "country of origin", "Norvenia", "S", "assertion", 0),
            ("The Tidewater Files", "creator", "Sanne Obrecht", "S", "assertion", 0),
            ("The Tidewater Files", "cast member", "Ilse Varhaug", "U", "counterfactual", None),
            ("The Tidewater Files", "original network", "HBC One", "S", "assertion", 3),
            ("The Tidewater Files", "followed by", "Kessmouth Nights", "S", "assertion", 4),
            ("Kessmouth Nights", "original network", "HBC One", "S", "assertion", 4),
            ("Kessmouth Nights", "followed by", "The Tidewater Files", "U", "reversed", None),
            ("Kessmouth Nights", "cast member", "Dorit Malvane", "U", "denied_report", None),
        ],
        aliases={
            "Norvenia": ["Norvenian"],
            "Sanne Obrecht": ["Obrecht"],
            "Dorit Malvane": ["Malvane"],
        },
    ),
    Doc(
        "contrast-holdout-1965",
        "holdout",
        "LIT 2207 Fiction of the Northern Coasts since 1950: Reading List, Spring Term",
        [
            "This module reads six novels, one television drama and two video games from "
            "Norvenia, Vescany, Kethmar and Castrelle, and asks what it means to say that a "
            "work belongs to a country.",
            "Set texts must be read in the editions listed, since seminar page references will "
            "follow them.",
            "Week 2: Hollin Vask, The Salt Ledger (1962), Harrowgate Classics edition.",
            "Seminar question: is The Salt Ledger a Norvenian novel, given that Vask wrote most "
            "of it in exile in Lennow?",
            "Week 4: Meret Ansell, Under Kessick Bridge (1979); Ansell was born in Dralvia but "
            "has been a Vescan citizen since 1970.",
            "Week 6: Orrin Dace's Fathom (1998), read alongside its adaptation by Hollowmere "
            "Games, Fathom: The Drowned Archive (2024).",
            "Fathom: The Drowned Archive will be playable on the Kestrel consoles in the media "
            "lab if the faculty renews its licence in January.",
            "For comparison we will also look at Lanterns of Brisca (2011), which is set in "
            "Vescany but which might, depending on how one counts, be called a Castrellan "
            "game.",
            "Week 8: The Tidewater Files, series one (HBC Two, 2014), episodes one to three, "
            "available on the course site.",
            "Further reading: Petr Halloway, Tobin Arle: A Life (Harrowgate Books, 2009), "
            "useful for the week on painting, although Halloway's claim that Arle was a Vescan "
            "citizen has been disputed.",
        ],
        {
            "The Salt Ledger": "MISC",
            "Hollin Vask": "PER",
            "Norvenia": "LOC",
            "Meret Ansell": "PER",
            "Vescany": "LOC",
            "Fathom: The Drowned Archive": "MISC",
            "Kestrel": "MISC",
            "Lanterns of Brisca": "MISC",
            "Castrelle": "LOC",
            "Tobin Arle": "PER",
        },
        [
            ("The Salt Ledger", "author", "Hollin Vask", "S", "assertion", 2),
            ("The Salt Ledger", "country of origin", "Norvenia", "U", "question", None),
            ("Meret Ansell", "country of citizenship", "Vescany", "S", "assertion", 4),
            (
                "Fathom: The Drowned Archive",
                "platform",
                "Kestrel",
                "U",
                "conditional_trailing",
                None,
            ),
            (
                "Lanterns of Brisca",
                "country of origin",
                "Castrelle",
                "U",
                "modal_speculative",
                None,
            ),
            ("Tobin Arle", "country of citizenship", "Vescany", "U", "allegation", None),
        ],
        aliases={
            "Norvenia": ["Norvenian"],
            "Meret Ansell": ["Ansell"],
            "Vescany": ["Vescan"],
            "Castrelle": ["Castrellan"],
            "Tobin Arle": ["Arle"],
        },
    ),
    Doc(
        "contrast-holdout-1966",
        "holdout",
        "Tarrow House Gallery: Visitor Guide",
        [
            "Welcome to the Tarrow House Gallery, which has held the largest public collection "
            "of Vescan painting outside the capital since it opened in 1952.",
            "Room 1 is given over to Edda Krall (1879-1948), the Vescan painter whose Harbour "
            "at First Light hangs opposite the door.",
            "Harbour at First Light is never lent to other museums and has belonged to the "
            "gallery since the day it opened.",
            "The small panel to its left, Girl with a Net, may be an early work by Krall, "
            "though some scholars give it to her pupil Osric Penhale.",
            "Rooms 2 and 3 show Tobin Arle, who was born in Lennow, trained at the Brisca "
            "Academy of Art and lived in Vescany for most of his life.",
            "Older labels call him a Vescan artist, but Arle never took Vescan citizenship.",
            "It is often said that Arle studied with Krall and borrowed her palette, although "
            "no record places the two painters in the same city at the same time.",
            "Arle's best-known painting, The Flooded Orchard, is on loan from the Lennow Civic "
            "Museum until the end of March.",
            "Flash photography is not permitted in any room, and the cafe on the ground floor "
            "closes at four.",
        ],
        {
            "Edda Krall": "PER",
            "Vescany": "LOC",
            "Girl with a Net": "MISC",
            "Tobin Arle": "PER",
            "The Flooded Orchard": "MISC",
        },
        [
            ("Edda Krall", "country of citizenship", "Vescany", "S", "assertion", 1),
            ("Girl with a Net", "creator", "Edda Krall", "U", "modal_speculative", None),
            ("Tobin Arle", "country of citizenship", "Vescany", "U", "negated", None),
            ("Tobin Arle", "influenced by", "Edda Krall", "U", "rumour", None),
            ("Tobin Arle", "notable work", "The Flooded Orchard", "S", "assertion", 7),
        ],
        aliases={
            "Vescany": ["Vescan"],
            "Edda Krall": ["Krall"],
            "Tobin Arle": ["Arle"],
        },
    ),
    Doc(
        "contrast-holdout-1967",
        "holdout",
        "Winter Ferry (Anniversary Edition): Liner Notes",
        [
            "More than a decade on, it is easy to forget what an unlikely record Winter Ferry was.",
            "In the spring of 2011 Aubade Music offered The Pale Orchards a three-album deal, "
            "and the band turned it down to stay with Copperline Records, which was then run "
            "out of the back room of a bicycle shop on Salter Street in Lennow.",
            "Had they signed, Winter Ferry would have come out on Aubade Music with a proper "
            "budget and, Adem Vasko reckons, half of its songs cut.",
            "Instead Ivo Brandel produced the album in eleven days at Greywater Studio, "
            "charging the band for tape and nothing else.",
            "Jory Vasko wrote the words to every song on the record, including 'Salt on the "
            "Glass', the one the Orchards still close their shows with.",
            "Vasko may have been born in Tiverne, as the press biographies say, or in Lennow, "
            "as his mother insists; he claims to have been too young to notice.",
            "There is also a story, repeated in every interview since, that the actress Dorit "
            "Malvane sings the second verse of 'Salt on the Glass'; asked about it again for "
            "these notes, the band only smiled.",
            "Copperline put Winter Ferry out in November 2012 on vinyl and cassette only, and "
            "there was no CD until the Aubade reissue of 2019.",
            "Orchard House, the band's own label, released Quiet Engines in March; this edition "
            "is only its second release, and adds four demos from the Salter Street sessions.",
        ],
        {
            "The Pale Orchards": "ORG",
            "Aubade Music": "ORG",
            "Winter Ferry": "MISC",
            "Copperline Records": "ORG",
            "Salt on the Glass": "MISC",
            "Jory Vasko": "PER",
            "Tiverne": "LOC",
            "Dorit Malvane": "PER",
            "Quiet Engines": "MISC",
            "Orchard House": "ORG",
        },
        [
            ("The Pale Orchards", "record label", "Aubade Music", "U", "offer", None),
            ("Winter Ferry", "record label", "Aubade Music", "U", "counterfactual", None),
            ("Salt on the Glass", "lyrics by", "Jory Vasko", "S", "assertion", 4),
            ("Jory Vasko", "place of birth", "Tiverne", "U", "modal_speculative", None),
            ("Salt on the Glass", "performer", "Dorit Malvane", "U", "rumour", None),
            (
                "Winter Ferry",
                "record label",
                "Copperline Records",
                "S",
                "assertion:harmless_negation",
                7,
            ),
            ("Quiet Engines", "record label", "Orchard House", "S", "assertion", 8),
        ],
        aliases={
            "Copperline Records": ["Copperline"],
            "Jory Vasko": ["Vasko"],
        },
    ),
    Doc(
        "contrast-holdout-1968",
        "holdout",
        "Harrowgate Books: Backlist Catalogue, Fiction and Biography",
        [
            "Every title below is in print and can be ordered from our trade department in "
            "Lennow or through any good bookshop.",
            "The Salt Ledger, by Hollin Vask: the great Norvenian novel of the 1960s, first "
            "published in Halmstrand, Norvenia, by Odell & Sons in 1962, and in our Harrowgate "
            "Classics series since 1990 in Clea Marrin's translation.",
            "Under Kessick Bridge, by Meret Ansell: Ansell's second novel, winner of the Corran "
            "Prize in 1980, has never been out of print since we first published it.",
            "Fathom, by Orrin Dace: the Kethmari thriller of 1998, set aboard a research ship "
            "off the Kethmar coast, that became the video game Fathom: The Drowned Archive, "
            "now reissued with a new afterword by the author.",
            "The Glass Stair (2008), Ondine Farr's sequel to The Paper Stair (2001), follows "
            "the Aske family of lighthouse keepers twenty years on.",
            "Tobin Arle: A Life, by Petr Halloway: the first full biography of Tobin Arle, the "
            "Vescan painter who was born in Lennow and spent his working life in Vescany, with "
            "sixty-four colour plates.",
        ],
        {
            "The Salt Ledger": "MISC",
            "Norvenia": "LOC",
            "Fathom": "MISC",
            "Kethmar": "LOC",
            "The Glass Stair": "MISC",
            "The Paper Stair": "MISC",
            "Tobin Arle": "PER",
            "Vescany": "LOC",
        },
        [
            ("The Salt Ledger", "country of origin", "Norvenia", "S", "assertion", 1),
            ("Fathom", "country of origin", "Kethmar", "S", "assertion", 3),
            ("The Glass Stair", "follows", "The Paper Stair", "S", "assertion", 4),
            ("The Paper Stair", "follows", "The Glass Stair", "U", "reversed", None),
            ("Tobin Arle", "country of citizenship", "Vescany", "S", "assertion", 5),
        ],
        aliases={
            "Norvenia": ["Norvenian"],
            "Kethmar": ["Kethmari"],
            "Vescany": ["Vescan"],
        },
    ),
    Doc(
        "contrast-holdout-1969",
        "holdout",
        "The Year in Review: Ten Things Worth Your Time",
        [
            "It was a lean year at the cinema in Castrelle and a generous one nearly everywhere "
            "else, so this list leans towards the small screen, the console and the record "
            "player.",
            "Television of the year: Kessmouth Nights, in which Ilse Varhaug, who played the "
            "coroner through all five series of The Tidewater Files, at last gets a lead of her "
            "own.",
            "Dorit Malvane's two-minute cameo as Inspector Renn in the last episode of "
            "Kessmouth Nights was the best-kept secret of the autumn.",
            "Film of the year: Velmar Oduya's The Quiet Lock, a Dralvian-Orlessian "
            "co-production about a lock-keeper's widow, shot entirely on the canals around "
            "Lennow.",
            "Oduya was born in Dralvia and has lived in Orlesse since he was six, which may be "
            "why his film feels at home in both.",
            "Game of the year: Fathom: The Drowned Archive, which came out on the Kestrel in "
            "March and was published, after a good deal of back and forth, by Tallis Media.",
            "Hollowmere Games made it, though some players insist that Greyfen Software "
            "developed most of the game, a claim Hollowmere's credits do nothing to support.",
            "Album of the year: Marla Quist's Sundown Register, recorded at home in Velt, "
            "Kethmar, on a borrowed tape machine.",
            "Runner-up: Quiet Engines, the best record yet by the Castrellan band The Pale "
            "Orchards.",
            "The credits on its deluxe edition also settle an old argument: Dorit Malvane sang "
            "the second verse of 'Salt on the Glass'.",
            "Exhibition of the year: the Krall retrospective at Tarrow House, where Edda "
            "Krall's Girl with a Net hangs beside three late canvases by Tobin Arle, a painter "
            "plainly influenced by her.",
        ],
        {
            "Castrelle": "LOC",
            "Ilse Varhaug": "PER",
            "The Tidewater Files": "MISC",
            "Dorit Malvane": "PER",
            "Kessmouth Nights": "MISC",
            "The Quiet Lock": "MISC",
            "Velmar Oduya": "PER",
            "Dralvia": "LOC",
            "Fathom: The Drowned Archive": "MISC",
            "Kestrel": "MISC",
            "Tallis Media": "ORG",
            "Greyfen Software": "ORG",
            "The Pale Orchards": "ORG",
            "Salt on the Glass": "MISC",
            "Girl with a Net": "MISC",
            "Edda Krall": "PER",
            "Tobin Arle": "PER",
        },
        [
            ("The Tidewater Files", "cast member", "Ilse Varhaug", "S", "assertion", 1),
            ("Kessmouth Nights", "cast member", "Dorit Malvane", "S", "assertion", 2),
            ("The Quiet Lock", "director", "Velmar Oduya", "S", "assertion", 3),
            ("The Quiet Lock", "country of origin", "Dralvia", "S", "assertion", 3),
            ("Fathom: The Drowned Archive", "platform", "Kestrel", "S", "assertion", 5),
            ("Fathom: The Drowned Archive", "publisher", "Tallis Media", "S", "assertion", 5),
            (
                "Fathom: The Drowned Archive",
                "developer",
                "Greyfen Software",
                "U",
                "allegation",
                None,
            ),
            ("The Pale Orchards", "country", "Castrelle", "S", "assertion", 8),
            ("Salt on the Glass", "performer", "Dorit Malvane", "S", "assertion", 9),
            ("Girl with a Net", "creator", "Edda Krall", "S", "assertion", 10),
            ("Tobin Arle", "influenced by", "Edda Krall", "S", "assertion", 10),
        ],
        aliases={
            "Castrelle": ["Castrellan"],
            "Dralvia": ["Dralvian"],
        },
    ),
    Doc(
        "contrast-holdout-1970",
        "holdout",
        "Kessick Athletic: Our History",
        [
            "Kessick Athletic was founded in the spring of 1898 by Aldous Fenn, headmaster of "
            "the town's grammar school, together with a dozen men from the Harl rope works.",
            "For its first thirty years the club played on a rented meadow beside the river, "
            "and it was 1927 before Athletic were admitted to the Vescan League, where they "
            "have stayed ever since.",
            "The great side of the early 1960s was built around the Dralvian-born centre-half "
            "Piet Orlan, who made 512 appearances for Athletic between 1957 and 1971 and won "
            "eleven caps for Vescany after taking Vescan citizenship in 1958.",
            "In 1963 Brisca Town offered Orlan a contract worth twice his Athletic wages, but "
            "he stayed at the club until he retired.",
            "The local builder Ruud Amsel bought Kessick Athletic in 2009, paid off its debts "
            "and rebuilt the main stand.",
            "In 2015 members proposed that the Kessick Supporters' Trust buy Kessick Athletic "
            "from him, and a fund-raising drive began that winter.",
            "Our best-known recent player, the forward Emil Tsarro, was born in Dralvia and "
            "holds both Dralvian and Vescan citizenship.",
            "Tsarro scored nineteen league goals for Athletic before leaving for Lennow United "
            "in the summer of 2024.",
        ],
        {
            "Kessick Athletic": "ORG",
            "Aldous Fenn": "PER",
            "Piet Orlan": "PER",
            "Brisca Town": "ORG",
            "Ruud Amsel": "PER",
            "Kessick Supporters' Trust": "ORG",
            "Emil Tsarro": "PER",
            "Dralvia": "LOC",
            "Vescany": "LOC",
            "Lennow United": "ORG",
        },
        [
            ("Kessick Athletic", "founded by", "Aldous Fenn", "S", "assertion", 0),
            ("Piet Orlan", "member of sports team", "Brisca Town", "U", "offer", None),
            ("Kessick Athletic", "owned by", "Ruud Amsel", "S", "assertion", 4),
            (
                "Kessick Athletic",
                "owned by",
                "Kessick Supporters' Trust",
                "U",
                "proposal",
                None,
            ),
            ("Emil Tsarro", "country of citizenship", "Dralvia", "S", "assertion", 6),
            ("Emil Tsarro", "country of citizenship", "Vescany", "S", "assertion", 6),
            ("Emil Tsarro", "member of sports team", "Lennow United", "S", "assertion", 7),
        ],
        aliases={
            "Kessick Athletic": ["Athletic"],
            "Piet Orlan": ["Orlan"],
            "Emil Tsarro": ["Tsarro"],
            "Dralvia": ["Dralvian"],
            "Vescany": ["Vescan"],
        },
    ),
    Doc(
        "contrast-holdout-1971",
        "holdout",
        "Regulatory Commission Decision: Brisca Town v Kessick Athletic",
        [
            "Written reasons of the Regulatory Commission of the Football Association of "
            "Vescany, sitting in Brisca on 14 November 2023, on the complaint of Brisca Town "
            "against Kessick Athletic.",
            "Both clubs play in the Vescan League, whose rules allow no more than three players "
            "without Vescan citizenship in a matchday squad.",
            "The complaint concerns the forward Emil Tsarro, who was born in Tiverne, Dralvia, "
            "played for Brisca Town from 2018 to 2022 and joined Kessick Athletic in January "
            "2023.",
            "Brisca Town alleges that Tsarro is a Dralvian national and nothing more, so that "
            "Kessick Athletic fielded four non-Vescan players against it on 2 September 2023.",
            "The question for the Commission is therefore whether Tsarro held Vescan "
            "citizenship on that date.",
            "A newspaper report that Tsarro had agreed terms with Lennow United was also put "
            "before the Commission; his agent denied it, and nothing turns on it.",
            "Brisca Town's pleadings name Ruud Amsel as the owner of Kessick Athletic, but that "
            "is mistaken: the club has been owned by the Kessick Supporters' Trust since 2016.",
            "Brisca Town also relied on the Commission's 1958 decision concerning Piet Orlan, "
            "who played for Brisca Town before he joined Kessick Athletic in 1957, but that "
            "decision turned on a different rule.",
            "The certificate of naturalisation produced on behalf of Kessick Athletic is "
            "genuine and was issued eighteen months before the match, and the complaint is "
            "dismissed.",
        ],
        {
            "Emil Tsarro": "PER",
            "Dralvia": "LOC",
            "Vescany": "LOC",
            "Lennow United": "ORG",
            "Kessick Athletic": "ORG",
            "Ruud Amsel": "PER",
            "Kessick Supporters' Trust": "ORG",
            "Piet Orlan": "PER",
            "Brisca Town": "ORG",
        },
        [
            ("Emil Tsarro", "country of citizenship", "Dralvia", "U", "allegation", None),
            ("Emil Tsarro", "country of citizenship", "Vescany", "U", "question", None),
            ("Emil Tsarro", "member of sports team", "Lennow United", "U", "denied_report", None),
            ("Kessick Athletic", "owned by", "Ruud Amsel", "U", "refuted_claim", None),
            ("Kessick Athletic", "owned by", "Kessick Supporters' Trust", "S", "assertion", 6),
            ("Piet Orlan", "member of sports team", "Brisca Town", "S", "assertion", 7),
        ],
        aliases={
            "Emil Tsarro": ["Tsarro"],
            "Dralvia": ["Dralvian"],
            "Vescany": ["Vescan"],
        },
    ),
    Doc(
        "contrast-holdout-1972",
        "holdout",
        "Orlessian Music Awards 2025: Full Results",
        [
            "Artist | Country | Nominated work | Label | Category | Result",
            "Marla Quist | Kethmar | Sundown Register | Aubade Music | Album of the Year | Won",
            "Marla Quist | Kethmar | Tin Roof Song | Aubade Music | Song of the Year | Nominated",
            "The Pale Orchards | Orlesse | Quiet Engines | Orchard House | Album of the Year | "
            "Nominated",
            "The Pale Orchards | Orlesse | Slow Tide | Orchard House | Best Group | Won",
            "Hessa Brun | Orlesse | Coldwater | Fenwick Sound | Best New Artist | Won",
            "Hessa Brun | Orlesse | Lamplight | Fenwick Sound | Song of the Year | Won",
        ],
        {
            "Marla Quist": "PER",
            "Kethmar": "LOC",
            "Sundown Register": "MISC",
            "The Pale Orchards": "ORG",
            "Orlesse": "LOC",
            "Quiet Engines": "MISC",
            "Fenwick Sound": "ORG",
            "Hessa Brun": "PER",
            "Coldwater": "MISC",
            "Best New Artist": "MISC",
        },
        [
            ("Sundown Register", "performer", "Marla Quist", "S", "table_repeated_name", 1),
            ("The Pale Orchards", "country", "Orlesse", "S", "table_repeated_name", 4),
            ("Hessa Brun", "award received", "Best New Artist", "S", "table_repeated_name", 5),
            ("Coldwater", "performer", "Marla Quist", "U", "table_repeated_name", None),
            ("Marla Quist", "country of citizenship", "Orlesse", "U", "table_repeated_name", None),
            ("Quiet Engines", "record label", "Fenwick Sound", "U", "table_repeated_name", None),
            ("Hessa Brun", "country of citizenship", "Kethmar", "U", "table_repeated_name", None),
        ],
        table=True,
    ),
    Doc(
        "contrast-holdout-1973",
        "holdout",
        "Sundar Holdings completes acquisition of Hollowmere Games",
        [
            "Amarind, 3 April 2024 - Sundar Holdings, the Kethmari media and technology group, "
            "today completed its acquisition of Hollowmere Games, the Castrellan studio behind "
            "Lanterns of Brisca and Fathom: The Drowned Archive.",
            "Hollowmere Games becomes a wholly owned subsidiary of Sundar Holdings, which is "
            "headquartered in Amarind and also owns the Vescan developer Greyfen Software.",
            "Hollowmere will remain in Port Avel under its co-founder and chief executive, "
            "Irena Modest.",
            "Sundar has also agreed to buy Tallis Media, the Orlessian publisher of Lanterns of "
            "Brisca; that deal awaits clearance by the Orlessian Competition Office and is "
            "expected to close in the summer.",
            "If the Competition Office approves the purchase, Tallis Media will join Hollowmere "
            "and Greyfen as a subsidiary of Sundar Holdings.",
            '"Hollowmere has always made games its own way, and that is not going to change," '
            "said Kiran Solvay, chief executive of Sundar Holdings.",
            "About Sundar Holdings: founded in 1987, the group has interests in publishing, "
            "broadcasting and games across Kethmar, Vescany and Castrelle.",
        ],
        {
            "Hollowmere Games": "ORG",
            "Sundar Holdings": "ORG",
            "Amarind": "LOC",
            "Greyfen Software": "ORG",
            "Irena Modest": "PER",
            "Tallis Media": "ORG",
        },
        [
            ("Hollowmere Games", "owned by", "Sundar Holdings", "S", "assertion", 0),
            ("Sundar Holdings", "subsidiary", "Hollowmere Games", "S", "assertion", 1),
            ("Sundar Holdings", "headquarters location", "Amarind", "S", "assertion", 1),
            ("Greyfen Software", "owned by", "Sundar Holdings", "S", "assertion", 1),
            ("Irena Modest", "employer", "Hollowmere Games", "S", "assertion", 2),
            ("Tallis Media", "owned by", "Sundar Holdings", "U", "pending_deal", None),
            ("Sundar Holdings", "subsidiary", "Tallis Media", "U", "conditional_leading", None),
        ],
        aliases={
            "Hollowmere Games": ["Hollowmere"],
            "Sundar Holdings": ["Sundar"],
        },
        revision=1,
    ),
    Doc(
        "contrast-holdout-1974",
        "holdout",
        "Sundar Holdings completes acquisition of Hollowmere Games",
        [
            "Corrected version, issued 5 April 2024: this release replaces the one issued on 3 "
            "April, which contained three errors and has been withdrawn.",
            "Sundar Holdings is headquartered in Velt, not in Amarind as the earlier version "
            "stated.",
            "Irena Modest, who co-founded Hollowmere Games, left the company in 2019 and has no "
            "role in it; the studio has been run since then by Tobiah Kell.",
            "The earlier version also said that Sundar Holdings owns Greyfen Software; it does "
            "not, and Greyfen remains an independent company.",
            "Greyfen co-developed Fathom: The Drowned Archive with Hollowmere under a contract "
            "signed in 2021.",
            "Since the earlier version was issued, the Orlessian Competition Office has cleared "
            "the sale of Tallis Media, which is now a wholly owned subsidiary of Sundar.",
            "Sundar Holdings' acquisition of Hollowmere Games was completed on 3 April, as "
            "announced, and all other details of the earlier release stand.",
        ],
        {
            "Sundar Holdings": "ORG",
            "Velt": "LOC",
            "Amarind": "LOC",
            "Irena Modest": "PER",
            "Hollowmere Games": "ORG",
            "Greyfen Software": "ORG",
            "Fathom: The Drowned Archive": "MISC",
            "Tallis Media": "ORG",
        },
        [
            (
                "Sundar Holdings",
                "headquarters location",
                "Velt",
                "S",
                "assertion:harmless_negation",
                1,
            ),
            (
                "Sundar Holdings",
                "headquarters location",
                "Amarind",
                "U",
                "conflicting_revision",
                None,
            ),
            ("Irena Modest", "employer", "Hollowmere Games", "U", "conflicting_revision", None),
            ("Greyfen Software", "owned by", "Sundar Holdings", "U", "conflicting_revision", None),
            ("Fathom: The Drowned Archive", "developer", "Greyfen Software", "S", "assertion", 4),
            ("Sundar Holdings", "subsidiary", "Tallis Media", "S", "assertion", 5),
            ("Tallis Media", "owned by", "Sundar Holdings", "S", "assertion", 5),
        ],
        aliases={
            "Sundar Holdings": ["Sundar"],
            "Hollowmere Games": ["Hollowmere"],
            "Greyfen Software": ["Greyfen"],
        },
        revision=2,
        supersedes="contrast-holdout-1973",
    ),
]
