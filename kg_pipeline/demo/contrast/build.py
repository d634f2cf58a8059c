# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The hand-written contrast set (issue 10), as source: `python -m kg_pipeline.demo.contrast.build`
rewrites `documents.jsonl` and `candidates.jsonl` beside this file.

Every sentence below was written for this set; every name is invented. A candidate is
(subject, predicate label, object, label, kind, evidence sentence index or None). Labels: "S"
SUPPORTED, "U" UNSUPPORTED. A SUPPORTED kind may carry a note after a colon
("assertion:harmless_negation"). See README.md for what each kind means.
"""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path
from typing import Any

from kg_pipeline.demo.contrast.record import Doc
from kg_pipeline.demo.contrast.shape import document_problems

HERE = Path(__file__).resolve().parent
VOCABULARY = HERE.parent / "vocabulary.json"


# fmt: off
DOCS: list[Doc] = [
    # ---------------------------------------------------------------- dev ---------------------
    Doc("contrast-dev-01", "dev", "Orvane Systems answers press reports", [
        "Orvane Systems, a maker of logistics software, answered a series of press reports on Tuesday.",
        "The company denied that Petra Halloway is employed by Orvane Systems, calling her a former contractor.",
        "Reports that Orvane Systems has its headquarters in Kellby were denied by a spokesman, who described the building there as a warehouse.",
        "If regulators approve the sale, Orvane Systems will be owned by Drummet Holdings.",
        "Tomas Reyl will join Orvane Systems as chief engineer if his work permit is granted.",
        "Orvane Systems was not founded by Agnes Mercale, the company added, although she was an early investor.",
        "Agnes Mercale, who did not attend the briefing, was born in Kellby.",
    ], {"Orvane Systems": "ORG", "Petra Halloway": "PER", "Kellby": "LOC",
        "Drummet Holdings": "ORG", "Tomas Reyl": "PER", "Agnes Mercale": "PER"}, [
        ("Petra Halloway", "employer", "Orvane Systems", "U", "denied_report", None),
        ("Orvane Systems", "headquarters location", "Kellby", "U", "denied_report", None),
        ("Orvane Systems", "owned by", "Drummet Holdings", "U", "conditional_leading", None),
        ("Tomas Reyl", "employer", "Orvane Systems", "U", "conditional_trailing", None),
        ("Orvane Systems", "founded by", "Agnes Mercale", "U", "negated", None),
        ("Agnes Mercale", "place of birth", "Kellby", "S", "assertion:harmless_negation", 6),
    ]),
    Doc("contrast-dev-02", "dev", "Orvane Systems", [
        "Orvane Systems is a logistics software company founded by Agnes Mercale in 2004.",
        "Orvane Systems has its headquarters in Kellby, a river town in the province of Marrowdale.",
        "Since 2017 Orvane Systems has been owned by Drummet Holdings.",
        "Petra Halloway is employed by Orvane Systems as head of product.",
        "Tomas Reyl joined Orvane Systems as chief engineer in 2019.",
        "Agnes Mercale was born in Kellby.",
    ], {"Orvane Systems": "ORG", "Agnes Mercale": "PER", "2004": "TIME", "Kellby": "LOC",
        "Marrowdale": "LOC", "2017": "TIME", "Drummet Holdings": "ORG", "Petra Halloway": "PER",
        "Tomas Reyl": "PER", "2019": "TIME"}, [
        ("Orvane Systems", "founded by", "Agnes Mercale", "S", "assertion", 0),
        ("Orvane Systems", "headquarters location", "Kellby", "S", "assertion", 1),
        ("Kellby", "located in the administrative territorial entity", "Marrowdale", "S", "assertion", 1),
        ("Orvane Systems", "owned by", "Drummet Holdings", "S", "assertion", 2),
        ("Petra Halloway", "employer", "Orvane Systems", "S", "assertion", 3),
        ("Tomas Reyl", "employer", "Orvane Systems", "S", "assertion", 4),
        ("Agnes Mercale", "place of birth", "Kellby", "S", "assertion", 5),
        ("Drummet Holdings", "owned by", "Orvane Systems", "U", "reversed", None),
        ("Marrowdale", "located in the administrative territorial entity", "Kellby", "U", "reversed", None),
    ]),
    Doc("contrast-dev-03", "dev", "Footballer Jonas Averill in court", [
        "A court in Brenholt heard the case of the footballer Jonas Averill on Monday.",
        "Prosecutors allege that Jonas Averill was employed by Tarrow Freight while he claimed unemployment benefits.",
        "Rumours that Averill is married to the singer Lise Dunmore have circulated for months.",
        "Had his transfer gone through, Averill would have played for Calloway Rovers.",
        "Reporters asked whether Jonas Averill was born in Brenholt.",
        "Averill may have been born on 2 May 1994, according to one registry.",
        "Lise Dunmore, who has never performed in Brenholt, was born in Sallowick.",
    ], {"Brenholt": "LOC", "Jonas Averill": "PER", "Tarrow Freight": "ORG",
        "Lise Dunmore": "PER", "Calloway Rovers": "ORG", "2 May 1994": "TIME",
        "Sallowick": "LOC"}, [
        ("Jonas Averill", "employer", "Tarrow Freight", "U", "allegation", None),
        ("Jonas Averill", "spouse", "Lise Dunmore", "U", "rumour", None),
        ("Jonas Averill", "member of sports team", "Calloway Rovers", "U", "counterfactual", None),
        ("Jonas Averill", "place of birth", "Brenholt", "U", "question", None),
        ("Jonas Averill", "date of birth", "2 May 1994", "U", "modal_speculative", None),
        ("Lise Dunmore", "place of birth", "Sallowick", "S", "assertion:harmless_negation", 6),
    ], aliases={"Jonas Averill": ["Averill"]}),
    Doc("contrast-dev-04", "dev", "Jonas Averill", [
        "Jonas Averill (born 2 May 1994) is a footballer.",
        "Jonas Averill was born in Brenholt and grew up near its harbour.",
        "Averill plays for Calloway Rovers, which he joined in 2016.",
        "Before turning professional, Averill was employed by Tarrow Freight as a driver.",
        "Averill is married to the singer Lise Dunmore.",
        "Lise Dunmore was born in Sallowick.",
    ], {"Jonas Averill": "PER", "2 May 1994": "TIME", "Brenholt": "LOC",
        "Calloway Rovers": "ORG", "2016": "TIME", "Tarrow Freight": "ORG", "Lise Dunmore": "PER",
        "Sallowick": "LOC"}, [
        ("Jonas Averill", "date of birth", "2 May 1994", "S", "assertion", 0),
        ("Jonas Averill", "place of birth", "Brenholt", "S", "assertion", 1),
        ("Jonas Averill", "member of sports team", "Calloway Rovers", "S", "assertion", 2),
        ("Jonas Averill", "employer", "Tarrow Freight", "S", "assertion", 3),
        ("Jonas Averill", "spouse", "Lise Dunmore", "S", "assertion", 4),
        ("Lise Dunmore", "place of birth", "Sallowick", "S", "assertion", 5),
    ], aliases={"Jonas Averill": ["Averill"]}),
    Doc("contrast-dev-05", "dev", "Business before the Marrowdale council", [
        "The council of Marrowdale met on Thursday to discuss several business matters.",
        "A proposal to make Drummet Holdings the parent organization of Fennick Bank was put to shareholders.",
        "Drummet Holdings plans to move its headquarters to Ostwick next year.",
        "Calloway Rovers offered Niko Strand a two-year contract, which he has not yet signed.",
        "Fennick Bank is in talks to buy Pellow Insurance.",
        "The pending acquisition of Tarrow Freight by Drummet Holdings is expected to close in the spring.",
        "An earlier claim that Fennick Bank was founded by Ruth Calder has been shown to be false.",
    ], {"Marrowdale": "LOC", "Drummet Holdings": "ORG", "Fennick Bank": "ORG", "Ostwick": "LOC",
        "Calloway Rovers": "ORG", "Niko Strand": "PER", "Pellow Insurance": "ORG",
        "Tarrow Freight": "ORG", "Ruth Calder": "PER"}, [
        ("Fennick Bank", "parent organization", "Drummet Holdings", "U", "proposal", None),
        ("Drummet Holdings", "headquarters location", "Ostwick", "U", "plan", None),
        ("Niko Strand", "member of sports team", "Calloway Rovers", "U", "offer", None),
        ("Pellow Insurance", "owned by", "Fennick Bank", "U", "talks", None),
        ("Tarrow Freight", "owned by", "Drummet Holdings", "U", "pending_deal", None),
        ("Fennick Bank", "founded by", "Ruth Calder", "U", "refuted_claim", None),
    ]),
    Doc("contrast-dev-06", "dev", "Drummet Holdings", [
        "Drummet Holdings is an investment group with its headquarters in Ostwick.",
        "Drummet Holdings is the parent organization of Fennick Bank.",
        "Fennick Bank, founded by Ruth Calder in 1988, owns Pellow Insurance.",
        "Drummet Holdings bought Tarrow Freight in 2015 and has owned it ever since.",
        "Niko Strand is a defender who plays for Calloway Rovers.",
    ], {"Drummet Holdings": "ORG", "Ostwick": "LOC", "Fennick Bank": "ORG", "Ruth Calder": "PER",
        "1988": "TIME", "Pellow Insurance": "ORG", "Tarrow Freight": "ORG", "2015": "TIME",
        "Niko Strand": "PER", "Calloway Rovers": "ORG"}, [
        ("Drummet Holdings", "headquarters location", "Ostwick", "S", "assertion", 0),
        ("Fennick Bank", "parent organization", "Drummet Holdings", "S", "assertion", 1),
        ("Fennick Bank", "founded by", "Ruth Calder", "S", "assertion", 2),
        ("Pellow Insurance", "owned by", "Fennick Bank", "S", "assertion", 2),
        ("Tarrow Freight", "owned by", "Drummet Holdings", "S", "assertion", 3),
        ("Niko Strand", "member of sports team", "Calloway Rovers", "S", "assertion", 4),
        ("Drummet Holdings", "parent organization", "Fennick Bank", "U", "reversed", None),
        ("Fennick Bank", "owned by", "Pellow Insurance", "U", "reversed", None),
    ]),
    Doc("contrast-dev-07", "dev", "Squad history of three clubs", [
        "Squad history of Calloway Rovers, Harwick Athletic and Dunmere Town.",
        "Name | Club | Year",
        "Niko Strand | Calloway Rovers | 2016",
        "Niko Strand | Harwick Athletic | 2019",
        "Ilse Varga | Harwick Athletic | 2016",
        "Ilse Varga | Dunmere Town | 2021",
        "Bram Okafor | Dunmere Town | 2019",
    ], {"Calloway Rovers": "ORG", "Harwick Athletic": "ORG", "Dunmere Town": "ORG",
        "Niko Strand": "PER", "Ilse Varga": "PER", "Bram Okafor": "PER", "2016": "TIME",
        "2019": "TIME", "2021": "TIME"}, [
        ("Niko Strand", "member of sports team", "Calloway Rovers", "S", "table_repeated_name", 2),
        ("Niko Strand", "member of sports team", "Harwick Athletic", "S", "table_repeated_name", 3),
        ("Ilse Varga", "member of sports team", "Harwick Athletic", "S", "table_repeated_name", 4),
        ("Ilse Varga", "member of sports team", "Dunmere Town", "S", "table_repeated_name", 5),
        ("Bram Okafor", "member of sports team", "Dunmere Town", "S", "table_repeated_name", 6),
        ("Bram Okafor", "member of sports team", "Harwick Athletic", "U", "table_repeated_name", None),
        ("Ilse Varga", "member of sports team", "Calloway Rovers", "U", "table_repeated_name", None),
        ("Niko Strand", "member of sports team", "Dunmere Town", "U", "table_repeated_name", None),
    ], table=True),
    Doc("contrast-dev-08", "dev", "Sallowick", [
        "Sallowick is a market town in the province of Marrowdale.",
        "Sallowick is in Vardane, close to its northern border.",
        "Corlen Mill, the oldest building in Sallowick, is owned by Pellow Insurance.",
    ], {"Sallowick": "LOC", "Marrowdale": "LOC", "Vardane": "LOC", "Corlen Mill": "LOC",
        "Pellow Insurance": "ORG"}, [
        ("Sallowick", "located in the administrative territorial entity", "Marrowdale", "S", "assertion", 0),
        ("Sallowick", "country", "Vardane", "S", "assertion", 1),
        ("Corlen Mill", "owned by", "Pellow Insurance", "S", "assertion", 2),
    ], revision=1),
    Doc("contrast-dev-09", "dev", "Sallowick", [
        "Sallowick is a market town in the country of Vardane.",
        "An earlier version of this article stated that Sallowick is in the province of Marrowdale; this was wrong, and the town belongs to the province of Tennet.",
        "Pellow Insurance sold Corlen Mill to the Greywater Heritage Trust in 2023, so the mill is no longer owned by Pellow Insurance.",
    ], {"Sallowick": "LOC", "Vardane": "LOC", "Marrowdale": "LOC", "Tennet": "LOC",
        "Pellow Insurance": "ORG", "Corlen Mill": "LOC", "Greywater Heritage Trust": "ORG",
        "2023": "TIME"}, [
        ("Sallowick", "country", "Vardane", "S", "assertion", 0),
        ("Sallowick", "located in the administrative territorial entity", "Marrowdale", "U", "conflicting_revision", None),
        ("Sallowick", "located in the administrative territorial entity", "Tennet", "S", "assertion:correction", 1),
        ("Corlen Mill", "owned by", "Pellow Insurance", "U", "conflicting_revision", None),
        ("Corlen Mill", "owned by", "Greywater Heritage Trust", "S", "assertion:correction", 2),
    ], revision=2, supersedes="contrast-dev-08"),
    Doc("contrast-dev-10", "dev", "Notes from the Vardane election", [
        "Voters in Vardane will choose a new assembly in October.",
        "Elena Marsh would have been born in Tennet had her parents not moved away a month before her birth.",
        "Is Elena Marsh married to Victor Hale?",
        "Victor Hale could be employed by Fennick Bank after the election, aides said.",
        "The party denied reports that Victor Hale was born on 9 June 1970, calling the registry entry a clerical error.",
        "Quarrow is not in Vardane but in its neighbour, Estrelia.",
        "Elena Marsh plans to join the Greenway Party after the vote.",
        "Victor Hale, who has never held office, was born in Quarrow.",
    ], {"Vardane": "LOC", "October": "TIME", "Elena Marsh": "PER", "Tennet": "LOC",
        "Victor Hale": "PER", "Fennick Bank": "ORG", "9 June 1970": "TIME", "Quarrow": "LOC",
        "Estrelia": "LOC", "Greenway Party": "ORG"}, [
        ("Elena Marsh", "place of birth", "Tennet", "U", "counterfactual", None),
        ("Elena Marsh", "spouse", "Victor Hale", "U", "question", None),
        ("Victor Hale", "employer", "Fennick Bank", "U", "modal_speculative", None),
        ("Victor Hale", "date of birth", "9 June 1970", "U", "denied_report", None),
        ("Quarrow", "country", "Vardane", "U", "negated", None),
        ("Quarrow", "country", "Estrelia", "S", "assertion:contrastive_negation", 5),
        ("Elena Marsh", "member of political party", "Greenway Party", "U", "plan", None),
        ("Victor Hale", "place of birth", "Quarrow", "S", "assertion:harmless_negation", 7),
    ]),
    Doc("contrast-dev-11", "dev", "Elena Marsh", [
        "Elena Marsh (born 14 August 1979) is a politician from Vardane.",
        "Elena Marsh was born in Tennet.",
        "Marsh is married to Victor Hale, a banker.",
        "Victor Hale is employed by Fennick Bank in its Quarrow branch.",
        "Victor Hale was born on 9 June 1970.",
        "Quarrow is a city in Vardane.",
        "Marsh is a member of the Greenway Party.",
    ], {"Elena Marsh": "PER", "14 August 1979": "TIME", "Vardane": "LOC", "Tennet": "LOC",
        "Victor Hale": "PER", "Fennick Bank": "ORG", "Quarrow": "LOC", "9 June 1970": "TIME",
        "Greenway Party": "ORG"}, [
        ("Elena Marsh", "date of birth", "14 August 1979", "S", "assertion", 0),
        ("Elena Marsh", "place of birth", "Tennet", "S", "assertion", 1),
        ("Elena Marsh", "spouse", "Victor Hale", "S", "assertion", 2),
        ("Victor Hale", "employer", "Fennick Bank", "S", "assertion", 3),
        ("Victor Hale", "date of birth", "9 June 1970", "S", "assertion", 4),
        ("Quarrow", "country", "Vardane", "S", "assertion", 5),
        ("Elena Marsh", "member of political party", "Greenway Party", "S", "assertion", 6),
    ], aliases={"Elena Marsh": ["Marsh"]}),
    Doc("contrast-dev-12", "dev", "Transfer window gossip", [
        "The transfer window in Estrelia closes on Friday.",
        "Harwick Athletic and Mateo Brisk are in talks over a three-year contract.",
        "Rumour has it that Ilse Varga plays for Dunmere Town under a loan deal.",
        "A signing of Oskar Lune by Calloway Rovers is pending league approval.",
        "If the league approves the loan, Pia Sorrel joins Dunmere Town on Monday.",
        "Did Brannock Leisure ever own Dunmere Town?",
        "Brannock Leisure offered to buy Calloway Rovers last winter, but the offer was turned down.",
        "A claim that Mateo Brisk was born in Estrelia turned out to be false.",
        "Fans accused Harwick Athletic of being secretly owned by Drummet Holdings.",
        "Pia Sorrel, who did not play last season because of injury, was born on 30 January 2001.",
    ], {"Estrelia": "LOC", "Harwick Athletic": "ORG", "Mateo Brisk": "PER", "Ilse Varga": "PER",
        "Dunmere Town": "ORG", "Oskar Lune": "PER", "Calloway Rovers": "ORG", "Pia Sorrel": "PER",
        "Brannock Leisure": "ORG", "Drummet Holdings": "ORG", "30 January 2001": "TIME"}, [
        ("Mateo Brisk", "member of sports team", "Harwick Athletic", "U", "talks", None),
        ("Ilse Varga", "member of sports team", "Dunmere Town", "U", "rumour", None),
        ("Oskar Lune", "member of sports team", "Calloway Rovers", "U", "pending_deal", None),
        ("Pia Sorrel", "member of sports team", "Dunmere Town", "U", "conditional_leading", None),
        ("Dunmere Town", "owned by", "Brannock Leisure", "U", "question", None),
        ("Calloway Rovers", "owned by", "Brannock Leisure", "U", "offer", None),
        ("Mateo Brisk", "place of birth", "Estrelia", "U", "refuted_claim", None),
        ("Harwick Athletic", "owned by", "Drummet Holdings", "U", "allegation", None),
        ("Pia Sorrel", "date of birth", "30 January 2001", "S", "assertion:harmless_negation", 9),
    ]),
    Doc("contrast-dev-13", "dev", "Club notes", [
        "Mateo Brisk plays for Harwick Athletic.",
        "Ilse Varga plays for Dunmere Town.",
        "Oskar Lune signed for Calloway Rovers in July.",
        "Pia Sorrel joined Dunmere Town in 2022.",
        "Dunmere Town is owned by Brannock Leisure.",
        "Calloway Rovers has been owned by Brannock Leisure since 2020.",
        "Harwick Athletic is owned by Drummet Holdings.",
        "Mateo Brisk was born in Estrelia.",
        "Pia Sorrel was born on 30 January 2001.",
    ], {"Mateo Brisk": "PER", "Harwick Athletic": "ORG", "Ilse Varga": "PER",
        "Dunmere Town": "ORG", "Oskar Lune": "PER", "Calloway Rovers": "ORG", "July": "TIME",
        "Pia Sorrel": "PER", "2022": "TIME", "Brannock Leisure": "ORG", "2020": "TIME",
        "Drummet Holdings": "ORG", "Estrelia": "LOC", "30 January 2001": "TIME"}, [
        ("Mateo Brisk", "member of sports team", "Harwick Athletic", "S", "assertion", 0),
        ("Ilse Varga", "member of sports team", "Dunmere Town", "S", "assertion", 1),
        ("Oskar Lune", "member of sports team", "Calloway Rovers", "S", "assertion", 2),
        ("Pia Sorrel", "member of sports team", "Dunmere Town", "S", "assertion", 3),
        ("Dunmere Town", "owned by", "Brannock Leisure", "S", "assertion", 4),
        ("Calloway Rovers", "owned by", "Brannock Leisure", "S", "assertion", 5),
        ("Harwick Athletic", "owned by", "Drummet Holdings", "S", "assertion", 6),
        ("Mateo Brisk", "place of birth", "Estrelia", "S", "assertion", 7),
        ("Pia Sorrel", "date of birth", "30 January 2001", "S", "assertion", 8),
        ("Brannock Leisure", "owned by", "Dunmere Town", "U", "reversed", None),
    ]),
    Doc("contrast-dev-14", "dev", "Kellby business round-up", [
        "Several firms in Kellby reported changes this week.",
        "Under a proposal from its board, Pellow Insurance would move its headquarters to Kellby.",
        "Ruth Calder will be employed by Orvane Systems from June, provided the board signs off.",
        "Without the 2015 deal, Ostwick Brewery would have been owned by Fennick Bank.",
        "Gideon Farrow might have been born in Ostwick; the records are incomplete.",
        "Marrowdale officials rejected the claim that Ostwick is located in the administrative territorial entity Marrowdale.",
    ], {"Kellby": "LOC", "Pellow Insurance": "ORG", "Ruth Calder": "PER", "Orvane Systems": "ORG",
        "June": "TIME", "2015": "TIME", "Ostwick Brewery": "ORG", "Fennick Bank": "ORG",
        "Gideon Farrow": "PER", "Ostwick": "LOC", "Marrowdale": "LOC"}, [
        ("Pellow Insurance", "headquarters location", "Kellby", "U", "proposal", None),
        ("Ruth Calder", "employer", "Orvane Systems", "U", "conditional_trailing", None),
        ("Ostwick Brewery", "owned by", "Fennick Bank", "U", "counterfactual", None),
        ("Gideon Farrow", "place of birth", "Ostwick", "U", "modal_speculative", None),
        ("Ostwick", "located in the administrative territorial entity", "Marrowdale", "U", "refuted_claim", None),
    ]),
    Doc("contrast-dev-15", "dev", "Firms of Kellby", [
        "Pellow Insurance has its headquarters in Kellby.",
        "Ruth Calder is employed by Orvane Systems as its finance director.",
        "Ostwick Brewery is owned by Fennick Bank.",
        "Gideon Farrow was born in Ostwick in 1962.",
        "Ostwick is a town located in Marrowdale.",
    ], {"Pellow Insurance": "ORG", "Kellby": "LOC", "Ruth Calder": "PER", "Orvane Systems": "ORG",
        "Ostwick Brewery": "ORG", "Fennick Bank": "ORG", "Gideon Farrow": "PER", "Ostwick": "LOC",
        "1962": "TIME", "Marrowdale": "LOC"}, [
        ("Pellow Insurance", "headquarters location", "Kellby", "S", "assertion", 0),
        ("Ruth Calder", "employer", "Orvane Systems", "S", "assertion", 1),
        ("Ostwick Brewery", "owned by", "Fennick Bank", "S", "assertion", 2),
        ("Gideon Farrow", "place of birth", "Ostwick", "S", "assertion", 3),
        ("Ostwick", "located in the administrative territorial entity", "Marrowdale", "S", "assertion", 4),
        ("Marrowdale", "located in the administrative territorial entity", "Ostwick", "U", "reversed", None),
        ("Fennick Bank", "owned by", "Ostwick Brewery", "U", "reversed", None),
    ]),
    Doc("contrast-dev-16", "dev", "The week in review", [
        "Our business desk looks back on a busy week.",
        "Is Tomas Reyl employed by Orvane Systems?",
        "Agnes Mercale denied being born in Kellby.",
        "Niko Strand may play for Calloway Rovers next season.",
        "It is rumoured that Pellow Insurance has its headquarters in Kellby.",
        "A newspaper falsely reported that Drummet Holdings is the parent organization of Fennick Bank.",
        "Victor Hale is not married to Elena Marsh, a spokesman said.",
        "Elena Marsh will join the Greenway Party if the leadership accepts her application.",
        "Dunmere Town plans to offer Ilse Varga a contract.",
        "Oskar Lune is negotiating with Calloway Rovers.",
        "Critics allege that Gideon Farrow was born in Ostwick.",
        "Calloway Rovers would have been owned by Brannock Leisure had the 2020 vote gone the other way.",
        "The sale that would make Ostwick Brewery the property of Fennick Bank is still pending.",
        "Mateo Brisk was born in Estrelia, or so his agent claims.",
    ], {"Tomas Reyl": "PER", "Orvane Systems": "ORG", "Agnes Mercale": "PER", "Kellby": "LOC",
        "Niko Strand": "PER", "Calloway Rovers": "ORG", "Pellow Insurance": "ORG",
        "Drummet Holdings": "ORG", "Fennick Bank": "ORG", "Victor Hale": "PER",
        "Elena Marsh": "PER", "Greenway Party": "ORG", "Dunmere Town": "ORG", "Ilse Varga": "PER",
        "Oskar Lune": "PER", "Gideon Farrow": "PER", "Ostwick": "LOC",
        "Brannock Leisure": "ORG", "2020": "TIME", "Ostwick Brewery": "ORG",
        "Mateo Brisk": "PER", "Estrelia": "LOC"}, [
        ("Tomas Reyl", "employer", "Orvane Systems", "U", "question", None),
        ("Agnes Mercale", "place of birth", "Kellby", "U", "denied_report", None),
        ("Niko Strand", "member of sports team", "Calloway Rovers", "U", "modal_speculative", None),
        ("Pellow Insurance", "headquarters location", "Kellby", "U", "rumour", None),
        ("Fennick Bank", "parent organization", "Drummet Holdings", "U", "refuted_claim", None),
        ("Elena Marsh", "spouse", "Victor Hale", "U", "negated", None),
        ("Elena Marsh", "member of political party", "Greenway Party", "U", "conditional_trailing", None),
        ("Ilse Varga", "member of sports team", "Dunmere Town", "U", "offer", None),
        ("Oskar Lune", "member of sports team", "Calloway Rovers", "U", "talks", None),
        ("Gideon Farrow", "place of birth", "Ostwick", "U", "allegation", None),
        ("Calloway Rovers", "owned by", "Brannock Leisure", "U", "counterfactual", None),
        ("Ostwick Brewery", "owned by", "Fennick Bank", "U", "pending_deal", None),
        ("Mateo Brisk", "place of birth", "Estrelia", "U", "allegation", None),
    ]),
    # Added 2026-12-04: hearsay lead-ins ("Word around X is that ...") and a next clause that
    # denies the statement before it (", but the company rejected that report"), each in the
    # template's or a phrasing's own words, which the template path accepted before.
    Doc("contrast-dev-17", "dev", "Rumours and rebuttals in Kellby", [
        "Rumours and rebuttals filled the Kellby business pages this week.",
        "Word around the Kellby exchange is that Ruth Calder is employed by Orvane Systems.",
        "Talk at the harbour was that Harwick Athletic is owned by Drummet Holdings.",
        "The gossip in the stands is that Mateo Brisk plays for Harwick Athletic.",
        "Pellow Insurance has its headquarters in Kellby, according to a trade paper, but the company rejected that report.",
        "Victor Hale is employed by Fennick Bank, a blog said, but the bank denied the story.",
        "Gideon Farrow was born in Ostwick, according to one biography; his family disputes that account.",
    ], {"Kellby": "LOC", "Ruth Calder": "PER", "Orvane Systems": "ORG",
        "Harwick Athletic": "ORG", "Drummet Holdings": "ORG", "Mateo Brisk": "PER",
        "Pellow Insurance": "ORG", "Victor Hale": "PER", "Fennick Bank": "ORG",
        "Gideon Farrow": "PER", "Ostwick": "LOC"}, [
        ("Ruth Calder", "employer", "Orvane Systems", "U", "rumour", None),
        ("Harwick Athletic", "owned by", "Drummet Holdings", "U", "rumour", None),
        ("Mateo Brisk", "member of sports team", "Harwick Athletic", "U", "rumour", None),
        ("Pellow Insurance", "headquarters location", "Kellby", "U", "denied_report", None),
        ("Victor Hale", "employer", "Fennick Bank", "U", "denied_report", None),
        ("Gideon Farrow", "place of birth", "Ostwick", "U", "denied_report", None),
    ]),
    # Added 2026-12-05: nouns that name a step toward a state of affairs and take an infinitive
    # ("a petition to have X owned by Y"), each in a wording of the vocabulary, which the
    # template path accepted before the proposal family held them.
    Doc("contrast-dev-18", "dev", "Proposals before the Marrowdale council", [
        "The Marrowdale council heard several proposals on Monday.",
        "A petition to have Orvane Systems owned by Drummet Holdings was handed in by the staff.",
        "A motion to make Drummet Holdings headquartered in Ostwick was defeated.",
        "An attempt to get Niko Strand signed for Calloway Rovers ended in March.",
        "A campaign to see Jonas Averill employed by Tarrow Freight gathered few signatures.",
    ], {"Marrowdale": "LOC", "Orvane Systems": "ORG", "Drummet Holdings": "ORG",
        "Ostwick": "LOC", "Niko Strand": "PER", "Calloway Rovers": "ORG",
        "Jonas Averill": "PER", "Tarrow Freight": "ORG"}, [
        ("Orvane Systems", "owned by", "Drummet Holdings", "U", "proposal", None),
        ("Drummet Holdings", "headquarters location", "Ostwick", "U", "proposal", None),
        ("Niko Strand", "member of sports team", "Calloway Rovers", "U", "proposal", None),
        ("Jonas Averill", "employer", "Tarrow Freight", "U", "proposal", None),
    ]),
    # ---------------------------------------------------------------- test --------------------
    Doc("contrast-test-01", "test", "Brightmoor Analytics responds to newspaper stories", [
        "Brightmoor Analytics issued a statement on Wednesday after several newspapers ran stories about the firm.",
        "A spokeswoman dismissed as untrue the report that Cora Blythe had been hired by Brightmoor Analytics.",
        "Brightmoor Analytics is headquartered in Wenmouth, according to the newspapers, but the firm rejected that account.",
        "Claims that Anselm Roak founded Brightmoor Analytics were also rejected by the company.",
        "Anselm Roak, the company insisted, never worked for Brightmoor Analytics in any capacity.",
        "Nor is Brightmoor Analytics owned by Corran Group, the statement said.",
        "Cora Blythe, who did not return calls, was born in Thistlebury.",
    ], {"Brightmoor Analytics": "ORG", "Wednesday": "TIME", "Cora Blythe": "PER",
        "Wenmouth": "LOC", "Anselm Roak": "PER", "Corran Group": "ORG", "Thistlebury": "LOC"}, [
        ("Cora Blythe", "employer", "Brightmoor Analytics", "U", "denied_report", None),
        ("Brightmoor Analytics", "headquarters location", "Wenmouth", "U", "denied_report", None),
        ("Brightmoor Analytics", "founded by", "Anselm Roak", "U", "denied_report", None),
        ("Anselm Roak", "employer", "Brightmoor Analytics", "U", "negated", None),
        ("Brightmoor Analytics", "owned by", "Corran Group", "U", "negated", None),
        ("Cora Blythe", "place of birth", "Thistlebury", "S", "assertion:harmless_negation", 6),
    ]),
    Doc("contrast-test-02", "test", "Brightmoor Analytics", [
        "Founded by Anselm Roak in 2011, Brightmoor Analytics builds forecasting tools for ports.",
        "Brightmoor Analytics runs its business from a head office in Wenmouth.",
        "Corran Group acquired Brightmoor Analytics in 2018 and remains its sole owner.",
        "Cora Blythe joined Brightmoor Analytics as a data scientist in 2020.",
        "Anselm Roak still works at Brightmoor Analytics as its chief scientist.",
        "Thistlebury-born Cora Blythe studied statistics before moving to the coast.",
    ], {"Anselm Roak": "PER", "2011": "TIME", "Brightmoor Analytics": "ORG", "Wenmouth": "LOC",
        "Corran Group": "ORG", "2018": "TIME", "Cora Blythe": "PER", "2020": "TIME",
        "Thistlebury": "LOC"}, [
        ("Brightmoor Analytics", "founded by", "Anselm Roak", "S", "assertion", 0),
        ("Brightmoor Analytics", "headquarters location", "Wenmouth", "S", "assertion", 1),
        ("Brightmoor Analytics", "owned by", "Corran Group", "S", "assertion", 2),
        ("Cora Blythe", "employer", "Brightmoor Analytics", "S", "assertion", 3),
        ("Anselm Roak", "employer", "Brightmoor Analytics", "S", "assertion", 4),
        ("Cora Blythe", "place of birth", "Thistlebury", "S", "assertion", 5),
        ("Corran Group", "owned by", "Brightmoor Analytics", "U", "reversed", None),
    ]),
    Doc("contrast-test-03", "test", "Kestrel Aero sets out its plans", [
        "Kestrel Aero, an aircraft parts maker, set out its plans for the coming decade.",
        "Should the shareholders agree, Kestrel Aero will relocate its headquarters to Lindlow.",
        "Hugo Tenley takes over as chief executive of Kestrel Aero on condition that the sale goes through.",
        "The firm intends to bring Saltgrave Energy under the ownership of Kestrel Aero by 2027.",
        "Board members have suggested that Kestrel Aero become the parent organization of Vesper Mobile.",
        "Unless the deal collapses, Delphine Marr will be on the payroll of Kestrel Aero from March.",
        "Had Emil Stroud lived, Kestrel Aero would have been founded by him and his brother.",
    ], {"Kestrel Aero": "ORG", "Lindlow": "LOC", "Hugo Tenley": "PER", "Saltgrave Energy": "ORG",
        "2027": "TIME", "Vesper Mobile": "ORG", "Delphine Marr": "PER", "March": "TIME",
        "Emil Stroud": "PER"}, [
        ("Kestrel Aero", "headquarters location", "Lindlow", "U", "conditional_leading", None),
        ("Hugo Tenley", "employer", "Kestrel Aero", "U", "conditional_trailing", None),
        ("Saltgrave Energy", "owned by", "Kestrel Aero", "U", "plan", None),
        ("Vesper Mobile", "parent organization", "Kestrel Aero", "U", "proposal", None),
        ("Delphine Marr", "employer", "Kestrel Aero", "U", "conditional_leading", None),
        ("Kestrel Aero", "founded by", "Emil Stroud", "U", "counterfactual", None),
    ]),
    Doc("contrast-test-04", "test", "Kestrel Aero", [
        "Kestrel Aero is headquartered in Lindlow, an industrial town in Eddon Vale.",
        "Its chief executive, Hugo Tenley, has led Kestrel Aero since 2016.",
        "Saltgrave Energy belongs to Kestrel Aero.",
        "Vesper Mobile operates as a unit of its parent company, Kestrel Aero.",
        "Delphine Marr is an engineer at Kestrel Aero.",
        "Emil Stroud founded Kestrel Aero in 1979 together with his brother.",
    ], {"Kestrel Aero": "ORG", "Lindlow": "LOC", "Eddon Vale": "LOC", "Hugo Tenley": "PER",
        "2016": "TIME", "Saltgrave Energy": "ORG", "Vesper Mobile": "ORG", "Delphine Marr": "PER",
        "Emil Stroud": "PER", "1979": "TIME"}, [
        ("Kestrel Aero", "headquarters location", "Lindlow", "S", "assertion", 0),
        ("Lindlow", "located in the administrative territorial entity", "Eddon Vale", "S", "assertion", 0),
        ("Hugo Tenley", "employer", "Kestrel Aero", "S", "assertion", 1),
        ("Saltgrave Energy", "owned by", "Kestrel Aero", "S", "assertion", 2),
        ("Vesper Mobile", "parent organization", "Kestrel Aero", "S", "assertion", 3),
        ("Delphine Marr", "employer", "Kestrel Aero", "S", "assertion", 4),
        ("Kestrel Aero", "founded by", "Emil Stroud", "S", "assertion", 5),
        ("Eddon Vale", "located in the administrative territorial entity", "Lindlow", "U", "reversed", None),
        ("Kestrel Aero", "owned by", "Saltgrave Energy", "U", "reversed", None),
    ]),
    Doc("contrast-test-05", "test", "Pre-season talk at Pemberth City", [
        "Pemberth City began pre-season training in Carrow Ferry this week.",
        "Word around the training ground is that Yara Belcourt has signed for Pemberth City.",
        "Bloggers alleged that Otto Farnell is a member of the sports team Pemberth City.",
        "Lindlow United has made an offer to Ines Varro, whose contract runs out in June.",
        "Negotiations between Oskavik FK and Rafe Ingram over a new deal continue.",
        "Talia Monk's move to Pemberth City awaits a final signature.",
        "Does Joss Kettering play for Lindlow United?",
        "Wenmouth Harriers would have signed Lucan Pryce if the fee had been lower.",
        "Yara Belcourt, who has not scored this season, was born on 3 November 1998.",
    ], {"Pemberth City": "ORG", "Carrow Ferry": "LOC", "Yara Belcourt": "PER", "Otto Farnell": "PER",
        "Lindlow United": "ORG", "Ines Varro": "PER", "June": "TIME", "Oskavik FK": "ORG",
        "Rafe Ingram": "PER", "Talia Monk": "PER", "Joss Kettering": "PER",
        "Wenmouth Harriers": "ORG", "Lucan Pryce": "PER", "3 November 1998": "TIME"}, [
        ("Yara Belcourt", "member of sports team", "Pemberth City", "U", "rumour", None),
        ("Otto Farnell", "member of sports team", "Pemberth City", "U", "allegation", None),
        ("Ines Varro", "member of sports team", "Lindlow United", "U", "offer", None),
        ("Rafe Ingram", "member of sports team", "Oskavik FK", "U", "talks", None),
        ("Talia Monk", "member of sports team", "Pemberth City", "U", "pending_deal", None),
        ("Joss Kettering", "member of sports team", "Lindlow United", "U", "question", None),
        ("Lucan Pryce", "member of sports team", "Wenmouth Harriers", "U", "counterfactual", None),
        ("Yara Belcourt", "date of birth", "3 November 1998", "S", "assertion:harmless_negation", 8),
    ]),
    Doc("contrast-test-06", "test", "Player register", [
        "Yara Belcourt turns out for Pemberth City as a midfielder.",
        "Pemberth City counts Otto Farnell among its goalkeepers.",
        "Ines Varro, a Lindlow United winger, is the club's top scorer.",
        "Rafe Ingram has captained Oskavik FK for three seasons.",
        "Talia Monk is in her second season at Pemberth City.",
        "Joss Kettering lines up in defence for Lindlow United.",
        "Lucan Pryce played for Wenmouth Harriers from 2018 to 2021.",
        "Yara Belcourt was born on 3 November 1998.",
    ], {"Yara Belcourt": "PER", "Pemberth City": "ORG", "Otto Farnell": "PER", "Ines Varro": "PER",
        "Lindlow United": "ORG", "Rafe Ingram": "PER", "Oskavik FK": "ORG", "Talia Monk": "PER",
        "Joss Kettering": "PER", "Lucan Pryce": "PER", "Wenmouth Harriers": "ORG",
        "2018": "TIME", "2021": "TIME", "3 November 1998": "TIME"}, [
        ("Yara Belcourt", "member of sports team", "Pemberth City", "S", "assertion", 0),
        ("Otto Farnell", "member of sports team", "Pemberth City", "S", "assertion", 1),
        ("Ines Varro", "member of sports team", "Lindlow United", "S", "assertion", 2),
        ("Rafe Ingram", "member of sports team", "Oskavik FK", "S", "assertion", 3),
        ("Talia Monk", "member of sports team", "Pemberth City", "S", "assertion", 4),
        ("Joss Kettering", "member of sports team", "Lindlow United", "S", "assertion", 5),
        ("Lucan Pryce", "member of sports team", "Wenmouth Harriers", "S", "assertion", 6),
        ("Yara Belcourt", "date of birth", "3 November 1998", "S", "assertion", 7),
    ]),
    Doc("contrast-test-07", "test", "The Stroud family papers", [
        "A biography published this spring revisits the life of the engineer Emil Stroud.",
        "Emil Stroud did not marry Sunniva Krag, the author says, although they were engaged for years.",
        "The long-repeated story that Emil Stroud was born in Pemberth is disproved by a baptism record.",
        "Whether Sunniva Krag was born on 12 April 1924 cannot be settled from the surviving papers.",
        "Perhaps Emil Stroud was employed by Quenby Shipping during the war, the author speculates.",
        "Stroud's relatives deny that he was ever married to Mireille Fadda.",
        "Had the war not intervened, Sunniva Krag would have been employed by Quenby Shipping as a draughtswoman.",
        "Was Mireille Fadda born in Oskavik, as some obituaries claim?",
        "Sunniva Krag, who never learned to drive, was born in Carrow Ferry.",
    ], {"Emil Stroud": "PER", "Sunniva Krag": "PER", "Pemberth": "LOC", "12 April 1924": "TIME",
        "Quenby Shipping": "ORG", "Mireille Fadda": "PER", "Oskavik": "LOC",
        "Carrow Ferry": "LOC"}, [
        ("Emil Stroud", "spouse", "Sunniva Krag", "U", "negated", None),
        ("Emil Stroud", "place of birth", "Pemberth", "U", "refuted_claim", None),
        ("Sunniva Krag", "date of birth", "12 April 1924", "U", "modal_speculative", None),
        ("Emil Stroud", "employer", "Quenby Shipping", "U", "modal_speculative", None),
        ("Emil Stroud", "spouse", "Mireille Fadda", "U", "denied_report", None),
        ("Sunniva Krag", "employer", "Quenby Shipping", "U", "counterfactual", None),
        ("Mireille Fadda", "place of birth", "Oskavik", "U", "question", None),
        ("Sunniva Krag", "place of birth", "Carrow Ferry", "S", "assertion:harmless_negation", 8),
    ], aliases={"Emil Stroud": ["Stroud"]}),
    Doc("contrast-test-08", "test", "Emil Stroud", [
        "Emil Stroud (1921-1998) was an engineer born in Pemberth.",
        "In 1950 Stroud married Sunniva Krag, an architect.",
        "Sunniva Krag was born on 12 April 1924.",
        "During the war Emil Stroud worked as a designer for Quenby Shipping.",
        "Sunniva Krag spent her early career at Quenby Shipping as a draughtswoman.",
        "After Krag's death, Stroud married Mireille Fadda, a translator born in Oskavik.",
    ], {"Emil Stroud": "PER", "1921": "TIME", "1998": "TIME", "Pemberth": "LOC", "1950": "TIME",
        "Sunniva Krag": "PER", "12 April 1924": "TIME", "Quenby Shipping": "ORG",
        "Mireille Fadda": "PER", "Oskavik": "LOC"}, [
        ("Emil Stroud", "place of birth", "Pemberth", "S", "assertion", 0),
        ("Emil Stroud", "spouse", "Sunniva Krag", "S", "assertion", 1),
        ("Sunniva Krag", "date of birth", "12 April 1924", "S", "assertion", 2),
        ("Emil Stroud", "employer", "Quenby Shipping", "S", "assertion", 3),
        ("Sunniva Krag", "employer", "Quenby Shipping", "S", "assertion", 4),
        ("Emil Stroud", "spouse", "Mireille Fadda", "S", "assertion", 5),
        ("Mireille Fadda", "place of birth", "Oskavik", "S", "assertion", 5),
    ], aliases={"Emil Stroud": ["Stroud"], "Sunniva Krag": ["Krag"]}),
    Doc("contrast-test-09", "test", "Disputed borders in Norvessa", [
        "Mapmakers in Norvessa are revising the national atlas.",
        "A bill to place Carrow Ferry in the district of Reskin is before parliament.",
        "Officials deny that Wenmouth lies within Eddon Vale.",
        "Under the plan, Oskavik would be transferred to Reskin in 2026.",
        "It is sometimes claimed that Thistlebury is in the country Calimar, but surveyors have shown this to be wrong.",
        "If the referendum passes, Pemberth becomes part of Calimar.",
        "Lindlow would be in Calimar today had the 1920 treaty been ratified.",
        "Pemberth, which is not a port, is located in Reskin.",
    ], {"Norvessa": "LOC", "Carrow Ferry": "LOC", "Reskin": "LOC", "Wenmouth": "LOC",
        "Eddon Vale": "LOC", "Oskavik": "LOC", "2026": "TIME", "Thistlebury": "LOC",
        "Calimar": "LOC", "Pemberth": "LOC", "Lindlow": "LOC", "1920": "TIME"}, [
        ("Carrow Ferry", "located in the administrative territorial entity", "Reskin", "U", "proposal", None),
        ("Wenmouth", "located in the administrative territorial entity", "Eddon Vale", "U", "denied_report", None),
        ("Oskavik", "located in the administrative territorial entity", "Reskin", "U", "plan", None),
        ("Thistlebury", "country", "Calimar", "U", "refuted_claim", None),
        ("Pemberth", "country", "Calimar", "U", "conditional_leading", None),
        ("Lindlow", "country", "Calimar", "U", "counterfactual", None),
        ("Pemberth", "located in the administrative territorial entity", "Reskin", "S", "assertion:harmless_negation", 7),
    ]),
    Doc("contrast-test-10", "test", "Regions of Norvessa", [
        "Carrow Ferry is a village in the Reskin district.",
        "Wenmouth, a fishing port, forms part of Eddon Vale.",
        "Oskavik has been administered as part of Reskin since 1904.",
        "Thistlebury is a market town in Calimar.",
        "Pemberth is a city of Calimar.",
        "Lindlow lies in Calimar, close to the border with Norvessa.",
    ], {"Carrow Ferry": "LOC", "Reskin": "LOC", "Wenmouth": "LOC", "Eddon Vale": "LOC",
        "Oskavik": "LOC", "1904": "TIME", "Thistlebury": "LOC", "Calimar": "LOC",
        "Pemberth": "LOC", "Lindlow": "LOC", "Norvessa": "LOC"}, [
        ("Carrow Ferry", "located in the administrative territorial entity", "Reskin", "S", "assertion", 0),
        ("Wenmouth", "located in the administrative territorial entity", "Eddon Vale", "S", "assertion", 1),
        ("Oskavik", "located in the administrative territorial entity", "Reskin", "S", "assertion", 2),
        ("Thistlebury", "country", "Calimar", "S", "assertion", 3),
        ("Pemberth", "country", "Calimar", "S", "assertion", 4),
        ("Lindlow", "country", "Calimar", "S", "assertion", 5),
        ("Reskin", "located in the administrative territorial entity", "Oskavik", "U", "reversed", None),
        ("Calimar", "country", "Thistlebury", "U", "reversed", None),
    ]),
    Doc("contrast-test-11", "test", "Takeover battle around Halvard Foods", [
        "Shares in Halvard Foods rose on news of a possible takeover.",
        "Corran Group has tabled an offer for Pellin Dairy worth 40 million.",
        "Halvard Foods is negotiating to take control of Marrick Bakeries.",
        "The purchase of Quenby Shipping by Corran Group has not yet completed.",
        "Analysts speculate that Tolland Mills may soon be owned by Saltgrave Energy.",
        "Was Marrick Bakeries ever a subsidiary of Halvard Foods?",
        "Investors alleged that Corran Group secretly controls Ardley Press.",
        "Rumours that Halvard Foods was founded by Bastian Oyelaran persist online.",
        "Corran Group will become the parent organization of Halvard Foods, provided the regulator agrees.",
    ], {"Halvard Foods": "ORG", "Corran Group": "ORG", "Pellin Dairy": "ORG", "40 million": "NUM",
        "Marrick Bakeries": "ORG", "Quenby Shipping": "ORG", "Tolland Mills": "ORG",
        "Saltgrave Energy": "ORG", "Ardley Press": "ORG", "Bastian Oyelaran": "PER"}, [
        ("Pellin Dairy", "owned by", "Corran Group", "U", "offer", None),
        ("Marrick Bakeries", "owned by", "Halvard Foods", "U", "talks", None),
        ("Quenby Shipping", "owned by", "Corran Group", "U", "pending_deal", None),
        ("Tolland Mills", "owned by", "Saltgrave Energy", "U", "modal_speculative", None),
        ("Marrick Bakeries", "parent organization", "Halvard Foods", "U", "question", None),
        ("Ardley Press", "owned by", "Corran Group", "U", "allegation", None),
        ("Halvard Foods", "founded by", "Bastian Oyelaran", "U", "rumour", None),
        ("Halvard Foods", "parent organization", "Corran Group", "U", "conditional_trailing", None),
    ]),
    Doc("contrast-test-12", "test", "Halvard Foods and Corran Group", [
        "Pellin Dairy was bought by Corran Group in 2012.",
        "Halvard Foods owns Marrick Bakeries outright.",
        "Quenby Shipping has been part of Corran Group since it was acquired in 2014.",
        "Saltgrave Energy owns Tolland Mills.",
        "Marrick Bakeries operates under its parent organization, Halvard Foods.",
        "Corran Group controls Ardley Press through a majority stake.",
        "Bastian Oyelaran started Halvard Foods as a market stall in 1968.",
        "Halvard Foods has been a subsidiary of Corran Group since 2019.",
    ], {"Pellin Dairy": "ORG", "Corran Group": "ORG", "2012": "TIME", "Halvard Foods": "ORG",
        "Marrick Bakeries": "ORG", "Quenby Shipping": "ORG", "2014": "TIME",
        "Saltgrave Energy": "ORG", "Tolland Mills": "ORG", "Ardley Press": "ORG",
        "Bastian Oyelaran": "PER", "1968": "TIME", "2019": "TIME"}, [
        ("Pellin Dairy", "owned by", "Corran Group", "S", "assertion", 0),
        ("Marrick Bakeries", "owned by", "Halvard Foods", "S", "assertion", 1),
        ("Quenby Shipping", "owned by", "Corran Group", "S", "assertion", 2),
        ("Tolland Mills", "owned by", "Saltgrave Energy", "S", "assertion", 3),
        ("Marrick Bakeries", "parent organization", "Halvard Foods", "S", "assertion", 4),
        ("Ardley Press", "owned by", "Corran Group", "S", "assertion", 5),
        ("Halvard Foods", "founded by", "Bastian Oyelaran", "S", "assertion", 6),
        ("Halvard Foods", "parent organization", "Corran Group", "S", "assertion", 7),
        ("Corran Group", "owned by", "Pellin Dairy", "U", "reversed", None),
        ("Corran Group", "parent organization", "Halvard Foods", "U", "reversed", None),
    ]),
    Doc("contrast-test-13", "test", "Transfers 2019 to 2023", [
        "Registered transfers in the northern league, 2019 to 2023.",
        "Player | Club | Season",
        "Yara Belcourt | Lindlow United | 2019",
        "Yara Belcourt | Pemberth City | 2022",
        "Rafe Ingram | Oskavik FK | 2019",
        "Rafe Ingram | Wenmouth Harriers | 2023",
        "Talia Monk | Wenmouth Harriers | 2020",
        "Talia Monk | Pemberth City | 2023",
        "Hugo Brannagh | Oskavik FK | 2021",
    ], {"Yara Belcourt": "PER", "Lindlow United": "ORG", "Pemberth City": "ORG",
        "Rafe Ingram": "PER", "Oskavik FK": "ORG", "Wenmouth Harriers": "ORG",
        "Talia Monk": "PER", "Hugo Brannagh": "PER", "2019": "TIME", "2020": "TIME",
        "2021": "TIME", "2022": "TIME", "2023": "TIME"}, [
        ("Yara Belcourt", "member of sports team", "Lindlow United", "S", "table_repeated_name", 2),
        ("Yara Belcourt", "member of sports team", "Pemberth City", "S", "table_repeated_name", 3),
        ("Rafe Ingram", "member of sports team", "Oskavik FK", "S", "table_repeated_name", 4),
        ("Rafe Ingram", "member of sports team", "Wenmouth Harriers", "S", "table_repeated_name", 5),
        ("Talia Monk", "member of sports team", "Wenmouth Harriers", "S", "table_repeated_name", 6),
        ("Talia Monk", "member of sports team", "Pemberth City", "S", "table_repeated_name", 7),
        ("Hugo Brannagh", "member of sports team", "Oskavik FK", "S", "table_repeated_name", 8),
        ("Yara Belcourt", "member of sports team", "Oskavik FK", "U", "table_repeated_name", None),
        ("Rafe Ingram", "member of sports team", "Pemberth City", "U", "table_repeated_name", None),
        ("Rafe Ingram", "member of sports team", "Lindlow United", "U", "table_repeated_name", None),
        ("Talia Monk", "member of sports team", "Oskavik FK", "U", "table_repeated_name", None),
        ("Hugo Brannagh", "member of sports team", "Wenmouth Harriers", "U", "table_repeated_name", None),
    ], table=True),
    Doc("contrast-test-14", "test", "Directors and staff of three firms", [
        "Staff and directors listed in the 2024 filings.",
        "Person | Company | Role",
        "Delphine Marr | Kestrel Aero | engineer",
        "Delphine Marr | Vesper Mobile | adviser",
        "Hugo Tenley | Kestrel Aero | chief executive",
        "Wren Addison | Vesper Mobile | director",
        "Wren Addison | Saltgrave Energy | director",
    ], {"Delphine Marr": "PER", "Kestrel Aero": "ORG", "Vesper Mobile": "ORG",
        "Hugo Tenley": "PER", "Wren Addison": "PER", "Saltgrave Energy": "ORG", "2024": "TIME"}, [
        ("Delphine Marr", "employer", "Kestrel Aero", "S", "table_repeated_name", 2),
        ("Delphine Marr", "employer", "Vesper Mobile", "S", "table_repeated_name", 3),
        ("Hugo Tenley", "employer", "Kestrel Aero", "S", "table_repeated_name", 4),
        ("Wren Addison", "employer", "Vesper Mobile", "S", "table_repeated_name", 5),
        ("Wren Addison", "employer", "Saltgrave Energy", "S", "table_repeated_name", 6),
        ("Hugo Tenley", "employer", "Vesper Mobile", "U", "table_repeated_name", None),
        ("Wren Addison", "employer", "Kestrel Aero", "U", "table_repeated_name", None),
        ("Delphine Marr", "employer", "Saltgrave Energy", "U", "table_repeated_name", None),
    ], table=True),
    Doc("contrast-test-15", "test", "Vesper Mobile", [
        "Vesper Mobile is a phone maker with its headquarters in Pemberth.",
        "Wren Addison is the chief executive of Vesper Mobile.",
        "Vesper Mobile was established by Mireille Fadda in 2003.",
    ], {"Vesper Mobile": "ORG", "Pemberth": "LOC", "Wren Addison": "PER", "Mireille Fadda": "PER",
        "2003": "TIME"}, [
        ("Vesper Mobile", "headquarters location", "Pemberth", "S", "assertion", 0),
        ("Wren Addison", "employer", "Vesper Mobile", "S", "assertion", 1),
        ("Vesper Mobile", "founded by", "Mireille Fadda", "S", "assertion", 2),
    ], revision=1),
    Doc("contrast-test-16", "test", "Vesper Mobile", [
        "Vesper Mobile is a phone maker.",
        "Vesper Mobile moved its headquarters from Pemberth to Oskavik in 2024.",
        "The first version of this page named Wren Addison as chief executive of Vesper Mobile; she has in fact never worked for the company.",
        "Earlier versions of this page wrongly said that Vesper Mobile was founded by Mireille Fadda; its founder is Corin Asher.",
    ], {"Vesper Mobile": "ORG", "Pemberth": "LOC", "Oskavik": "LOC", "2024": "TIME",
        "Wren Addison": "PER", "Mireille Fadda": "PER",
        "Corin Asher": "PER"}, [
        ("Vesper Mobile", "headquarters location", "Pemberth", "U", "conflicting_revision", None),
        ("Vesper Mobile", "headquarters location", "Oskavik", "S", "assertion:correction", 1),
        ("Wren Addison", "employer", "Vesper Mobile", "U", "conflicting_revision", None),
        ("Vesper Mobile", "founded by", "Mireille Fadda", "U", "conflicting_revision", None),
        ("Vesper Mobile", "founded by", "Corin Asher", "S", "assertion:correction", 3),
    ], revision=2, supersedes="contrast-test-15"),
    Doc("contrast-test-17", "test", "Wenmouth harbour inquiry resumes", [
        "The inquiry into the Wenmouth harbour contract resumed on Monday.",
        "Council lawyers alleged that Dorian Vesk was on the payroll of Quenby Shipping while he advised the council.",
        "Dorian Vesk denied in the witness box that he is married to Marta Quayle.",
        "Reports that Vesk was born on 8 July 1975 turned out to confuse him with a cousin.",
        "Marta Quayle would have been educated at Wenmouth College if her scholarship had come through.",
        "Is Leontine Abara a member of the Harbour Party?",
        "Cassius Wilde intends to join the Harbour Party after the inquiry.",
        "Cassius Wilde could soon be working for Fenwright Audit, people close to him say.",
        "Marta Quayle, who was not called as a witness, was born in Wenmouth.",
        "If Dorian Vesk is cleared, Fenwright Audit will hire him.",
    ], {"Wenmouth": "LOC", "Monday": "TIME", "Dorian Vesk": "PER", "Quenby Shipping": "ORG",
        "Marta Quayle": "PER", "8 July 1975": "TIME", "Wenmouth College": "ORG",
        "Leontine Abara": "PER", "Harbour Party": "ORG", "Cassius Wilde": "PER",
        "Fenwright Audit": "ORG"}, [
        ("Dorian Vesk", "employer", "Quenby Shipping", "U", "allegation", None),
        ("Dorian Vesk", "spouse", "Marta Quayle", "U", "denied_report", None),
        ("Dorian Vesk", "date of birth", "8 July 1975", "U", "refuted_claim", None),
        ("Marta Quayle", "educated at", "Wenmouth College", "U", "counterfactual", None),
        ("Leontine Abara", "member of political party", "Harbour Party", "U", "question", None),
        ("Cassius Wilde", "member of political party", "Harbour Party", "U", "plan", None),
        ("Cassius Wilde", "employer", "Fenwright Audit", "U", "modal_speculative", None),
        ("Marta Quayle", "place of birth", "Wenmouth", "S", "assertion:harmless_negation", 8),
        ("Dorian Vesk", "employer", "Fenwright Audit", "U", "conditional_leading", None),
    ], aliases={"Dorian Vesk": ["Vesk"]}),
    Doc("contrast-test-18", "test", "Witnesses at the harbour inquiry", [
        "Dorian Vesk has been a salaried employee of Quenby Shipping since 2009.",
        "Vesk and Marta Quayle married in 2004.",
        "Dorian Vesk was born on 8 July 1975 in Lindlow.",
        "Marta Quayle graduated from Wenmouth College in 1999.",
        "Leontine Abara sits in parliament for the Harbour Party.",
        "Cassius Wilde, a member of the Harbour Party, chaired the committee.",
        "Cassius Wilde works as a senior partner at Fenwright Audit.",
        "Dorian Vesk has worked part-time for Fenwright Audit since 2015.",
    ], {"Dorian Vesk": "PER", "Quenby Shipping": "ORG", "2009": "TIME", "Marta Quayle": "PER",
        "2004": "TIME", "8 July 1975": "TIME", "Lindlow": "LOC", "Wenmouth College": "ORG",
        "1999": "TIME", "Leontine Abara": "PER", "Harbour Party": "ORG", "Cassius Wilde": "PER",
        "Fenwright Audit": "ORG", "2015": "TIME"}, [
        ("Dorian Vesk", "employer", "Quenby Shipping", "S", "assertion", 0),
        ("Dorian Vesk", "spouse", "Marta Quayle", "S", "assertion", 1),
        ("Dorian Vesk", "date of birth", "8 July 1975", "S", "assertion", 2),
        ("Dorian Vesk", "place of birth", "Lindlow", "S", "assertion", 2),
        ("Marta Quayle", "educated at", "Wenmouth College", "S", "assertion", 3),
        ("Leontine Abara", "member of political party", "Harbour Party", "S", "assertion", 4),
        ("Cassius Wilde", "member of political party", "Harbour Party", "S", "assertion", 5),
        ("Cassius Wilde", "employer", "Fenwright Audit", "S", "assertion", 6),
        ("Dorian Vesk", "employer", "Fenwright Audit", "S", "assertion", 7),
    ], aliases={"Dorian Vesk": ["Vesk"]}),
    Doc("contrast-test-19", "test", "Saltgrave Energy annual report", [
        "Saltgrave Energy published its annual report on Friday.",
        "Saltgrave Energy will have its headquarters in Carrow Ferry once planning permission is granted.",
        "Contrary to several reports, Ada Asher does not work for Saltgrave Energy.",
        "Shareholders will vote on a proposal that Saltgrave Energy acquire Brindle Foundry.",
        "The takeover of Gorse Valley Wind by Saltgrave Energy remains subject to approval.",
        "Reports that Wren Addison works for Saltgrave Energy were denied by the board.",
        "The report stresses that Saltgrave Energy was not founded by Corin Asher but by Edda Lorne.",
        "Saltgrave Energy, which did not pay a dividend this year, is owned by Kestrel Aero.",
    ], {"Saltgrave Energy": "ORG", "Friday": "TIME", "Carrow Ferry": "LOC", "Ada Asher": "PER",
        "Brindle Foundry": "ORG", "Gorse Valley Wind": "ORG", "Wren Addison": "PER",
        "Corin Asher": "PER", "Edda Lorne": "PER", "Kestrel Aero": "ORG"}, [
        ("Saltgrave Energy", "headquarters location", "Carrow Ferry", "U", "conditional_trailing", None),
        ("Ada Asher", "employer", "Saltgrave Energy", "U", "negated", None),
        ("Brindle Foundry", "owned by", "Saltgrave Energy", "U", "proposal", None),
        ("Gorse Valley Wind", "owned by", "Saltgrave Energy", "U", "pending_deal", None),
        ("Wren Addison", "employer", "Saltgrave Energy", "U", "denied_report", None),
        ("Saltgrave Energy", "founded by", "Corin Asher", "U", "negated", None),
        ("Saltgrave Energy", "founded by", "Edda Lorne", "S", "assertion:contrastive_negation", 6),
        ("Saltgrave Energy", "owned by", "Kestrel Aero", "S", "assertion:harmless_negation", 7),
    ]),
    Doc("contrast-test-20", "test", "Saltgrave Energy", [
        "Saltgrave Energy operates from its headquarters in Carrow Ferry.",
        "Ada Asher is a geologist at Saltgrave Energy.",
        "Saltgrave Energy has owned Brindle Foundry since 2010.",
        "Gorse Valley Wind is wholly owned by Saltgrave Energy.",
        "Wren Addison is on the staff of Saltgrave Energy.",
        "Corin Asher set up Saltgrave Energy in 1994.",
    ], {"Saltgrave Energy": "ORG", "Carrow Ferry": "LOC", "Ada Asher": "PER",
        "Brindle Foundry": "ORG", "2010": "TIME", "Gorse Valley Wind": "ORG",
        "Wren Addison": "PER", "Corin Asher": "PER", "1994": "TIME"}, [
        ("Saltgrave Energy", "headquarters location", "Carrow Ferry", "S", "assertion", 0),
        ("Ada Asher", "employer", "Saltgrave Energy", "S", "assertion", 1),
        ("Brindle Foundry", "owned by", "Saltgrave Energy", "S", "assertion", 2),
        ("Gorse Valley Wind", "owned by", "Saltgrave Energy", "S", "assertion", 3),
        ("Wren Addison", "employer", "Saltgrave Energy", "S", "assertion", 4),
        ("Saltgrave Energy", "founded by", "Corin Asher", "S", "assertion", 5),
        ("Saltgrave Energy", "owned by", "Gorse Valley Wind", "U", "reversed", None),
    ]),
    Doc("contrast-test-21", "test", "Corrections and open questions", [
        "This page collects disputed items from our coverage.",
        "Sources deny that Anselm Roak still works at Brightmoor Analytics.",
        "Hugo Tenley would have led Kestrel Aero had the board not blocked his appointment.",
        "There is speculation that Delphine Marr works at Kestrel Aero.",
        "Has Rafe Ingram ever played for Oskavik FK?",
        "Otto Farnell is expected to sign for Pemberth City next week.",
        "Lindlow United wants Joss Kettering to join in January.",
        "Emil Stroud was not born in Pemberth, said a cousin.",
        "The claim that Stroud married Sunniva Krag in 1950 is false, the archive says.",
        "If the archive is right, Sunniva Krag was born on 12 April 1924.",
        "Mireille Fadda was supposedly born in Oskavik.",
        "Oskavik is not part of Reskin, the district office said.",
        "Thistlebury might lie in Calimar, the survey suggests.",
        "Pemberth would belong to Calimar only if the treaty were signed.",
        "Corran Group denies that it controls Ardley Press.",
        "Talks on Halvard Foods buying Marrick Bakeries broke down.",
        "Bastian Oyelaran is said to have started Halvard Foods, though records are thin.",
        "Would Quenby Shipping be part of Corran Group after the merger?",
        "Leontine Abara has never sat for the Harbour Party, her office said.",
        "Dorian Vesk has offered his services to Fenwright Audit.",
        "Dorian Vesk is believed by some to have married Marta Quayle in 2004.",
        "A proposal that Saltgrave Energy move its head office to Carrow Ferry was tabled.",
    ], {"Anselm Roak": "PER", "Brightmoor Analytics": "ORG", "Hugo Tenley": "PER",
        "Kestrel Aero": "ORG", "Delphine Marr": "PER", "Rafe Ingram": "PER", "Oskavik FK": "ORG",
        "Otto Farnell": "PER", "Pemberth City": "ORG", "Lindlow United": "ORG",
        "Joss Kettering": "PER", "January": "TIME", "Emil Stroud": "PER", "Pemberth": "LOC",
        "Sunniva Krag": "PER", "1950": "TIME", "12 April 1924": "TIME", "Mireille Fadda": "PER",
        "Oskavik": "LOC", "Reskin": "LOC", "Thistlebury": "LOC", "Calimar": "LOC",
        "Corran Group": "ORG", "Ardley Press": "ORG", "Halvard Foods": "ORG",
        "Marrick Bakeries": "ORG", "Bastian Oyelaran": "PER", "Quenby Shipping": "ORG",
        "Leontine Abara": "PER", "Harbour Party": "ORG", "Dorian Vesk": "PER",
        "Fenwright Audit": "ORG", "Marta Quayle": "PER", "2004": "TIME",
        "Saltgrave Energy": "ORG", "Carrow Ferry": "LOC"}, [
        ("Anselm Roak", "employer", "Brightmoor Analytics", "U", "denied_report", None),
        ("Hugo Tenley", "employer", "Kestrel Aero", "U", "counterfactual", None),
        ("Delphine Marr", "employer", "Kestrel Aero", "U", "rumour", None),
        ("Rafe Ingram", "member of sports team", "Oskavik FK", "U", "question", None),
        ("Otto Farnell", "member of sports team", "Pemberth City", "U", "pending_deal", None),
        ("Joss Kettering", "member of sports team", "Lindlow United", "U", "plan", None),
        ("Emil Stroud", "place of birth", "Pemberth", "U", "negated", None),
        ("Emil Stroud", "spouse", "Sunniva Krag", "U", "refuted_claim", None),
        ("Sunniva Krag", "date of birth", "12 April 1924", "U", "conditional_leading", None),
        ("Mireille Fadda", "place of birth", "Oskavik", "U", "allegation", None),
        ("Oskavik", "located in the administrative territorial entity", "Reskin", "U", "negated", None),
        ("Thistlebury", "country", "Calimar", "U", "modal_speculative", None),
        ("Pemberth", "country", "Calimar", "U", "conditional_trailing", None),
        ("Ardley Press", "owned by", "Corran Group", "U", "denied_report", None),
        ("Marrick Bakeries", "owned by", "Halvard Foods", "U", "talks", None),
        ("Halvard Foods", "founded by", "Bastian Oyelaran", "U", "rumour", None),
        ("Quenby Shipping", "owned by", "Corran Group", "U", "question", None),
        ("Leontine Abara", "member of political party", "Harbour Party", "U", "negated", None),
        ("Dorian Vesk", "employer", "Fenwright Audit", "U", "offer", None),
        ("Dorian Vesk", "spouse", "Marta Quayle", "U", "rumour", None),
        ("Saltgrave Energy", "headquarters location", "Carrow Ferry", "U", "proposal", None),
    ], aliases={"Emil Stroud": ["Stroud"]}),
]
# fmt: on

HOLDOUT_MODULES = (
    "holdout", "holdout_b", "holdout_c", "holdout_d", "holdout_e", "holdout_f", "holdout_g",
    "holdout_h", "holdout_i", "holdout_j", "holdout_k", "holdout_l", "holdout_m", "holdout_n",
    "holdout_o", "holdout_p", "holdout_q", "holdout_r", "holdout_s", "holdout_t", "holdout_u",
    "holdout_v", "holdout_w", "holdout_x", "holdout_y", "holdout_z", "holdout_aa", "holdout_ab",
    "holdout_ac", "holdout_ad", "holdout_ae", "holdout_af", "holdout_ag", "holdout_ah",
    "holdout_ai", "holdout_aj", "holdout_ak", "holdout_al", "holdout_am", "holdout_an",
    "holdout_ao", "holdout_ap", "holdout_aq", "holdout_ar", "holdout_as", "holdout_at",
    "holdout_au", "holdout_av", "holdout_aw", "holdout_ax", "holdout_ay", "holdout_az",
    "holdout_ba", "holdout_bb", "holdout_bc", "holdout_bd", "holdout_be", "holdout_bf",
    "holdout_bg", "holdout_bh", "holdout_bi", "holdout_bj", "holdout_bk", "holdout_bl",
    "holdout_bm", "holdout_bn", "holdout_bo", "holdout_bp", "holdout_bq", "holdout_br",
    "holdout_bs", "holdout_bt", "holdout_bu", "holdout_bv",
    "holdout_bw", "holdout_bx", "holdout_by", "holdout_bz",
    "holdout_ca", "holdout_cb", "holdout_cc", "holdout_cd", "holdout_ce", "holdout_cf",
    "holdout_cg", "holdout_ch", "holdout_ci", "holdout_cj", "holdout_ck", "holdout_cl",
    "holdout_cm", "holdout_cn", "holdout_co", "holdout_cp", "holdout_cq",
    "holdout_cr", "holdout_cs", "holdout_ct", "holdout_cu",
)  # fmt: skip
"""The holdout batches' modules in the order they were written, one author each: a new batch is
one more name here (its module holds the list named after it in capitals, `HOLDOUT_BV`)."""
HOLDOUT_BATCHES: dict[str, list[Doc]] = {
    name: getattr(import_module(f"kg_pipeline.demo.contrast.{name}"), name.upper())
    for name in HOLDOUT_MODULES
}
"""Each batch's documents, by module."""


def vocabulary_by_label() -> dict[str, dict[str, Any]]:
    raw = json.loads(VOCABULARY.read_text(encoding="utf-8"))
    preds = raw.get("predicates", raw)
    return {p["label"]: {"predicate_id": pid, **p} for pid, p in preds.items()}


def build() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    vocab = vocabulary_by_label()
    docs_out: list[dict[str, Any]] = []
    cands_out: list[dict[str, Any]] = []
    for d in [*DOCS, *(d for batch in HOLDOUT_BATCHES.values() for d in batch)]:
        if found := document_problems(d, vocab):
            raise ValueError("; ".join(found))
        text = d.text
        entities = []
        ids: dict[str, int] = {}
        for i, (name, etype) in enumerate(d.ents.items()):
            aliases = [name, *d.aliases.get(name, [])]
            ids[name] = i
            entities.append({"entity_id": i, "name": name, "type": etype, "aliases": aliases})
        record: dict[str, Any] = {
            "doc_id": d.doc_id,
            "split": d.split,
            "title": d.title,
            "text": text,
            "sentences": d.sentences,
            "entities": entities,
            "source": "kg_pipeline contrast set (hand-written, invented names)",
        }
        if d.revision is not None:
            record["revision"] = d.revision
            record["supersedes"] = d.supersedes
        docs_out.append(record)
        for n, (s, p, o, lab, kind, ev) in enumerate(d.cands, start=1):
            kind, _, note = kind.partition(":")
            pred = vocab[p]
            st, ot = d.ents[s], d.ents[o]
            ent_s, ent_o = entities[ids[s]], entities[ids[o]]
            cands_out.append(
                {
                    "candidate_id": f"{d.doc_id}-c{n:02d}",
                    "doc_id": d.doc_id,
                    "split": d.split,
                    "subject": s,
                    "predicate": p,
                    "object": o,
                    "subject_type": st,
                    "object_type": ot,
                    "label": "SUPPORTED" if lab == "S" else "UNSUPPORTED",
                    "kind": kind,
                    "note": note or None,
                    "predicate_id": pred["predicate_id"],
                    "statement": pred["template"].format(s=s, o=o),
                    "evidence": d.sentences[ev] if ev is not None else None,
                    "evidence_sent_ids": [ev] if ev is not None else [],
                    "subject_aliases": ent_s["aliases"],
                    "object_aliases": ent_o["aliases"],
                    "subject_entity_id": ent_s["entity_id"],
                    "object_entity_id": ent_o["entity_id"],
                    "pair_of": None,
                }
            )
    _link_pairs(docs_out, cands_out)
    return docs_out, cands_out


def _link_pairs(docs: list[dict[str, Any]], cands: list[dict[str, Any]]) -> None:
    """`pair_of`: for an UNSUPPORTED candidate, the SUPPORTED candidate of the same split that
    states the same fact plainly (for `reversed`, the fact with its endpoints swapped back, in
    its own document; for a `conflicting_revision`, in the revision it supersedes, though another
    document may state it too; for a framing, in another document, as the set's contract has
    it)."""
    supersedes = {d["doc_id"]: d.get("supersedes") for d in docs}
    supported: dict[tuple[str, str, str, str], list[dict[str, Any]]] = {}
    for c in cands:
        if c["label"] == "SUPPORTED" and c["kind"] == "assertion":
            key = (c["split"], c["subject"], c["predicate"], c["object"])
            supported.setdefault(key, []).append(c)
    for c in cands:
        if c["label"] != "UNSUPPORTED":
            continue
        reversed_ = c["kind"] == "reversed"
        s, o = (c["object"], c["subject"]) if reversed_ else (c["subject"], c["object"])
        twins = supported.get((c["split"], s, c["predicate"], o), [])
        if c["kind"] == "conflicting_revision":
            fitting = [t for t in twins if t["doc_id"] == supersedes.get(c["doc_id"])]
        else:
            fitting = [t for t in twins if (t["doc_id"] == c["doc_id"]) == reversed_]
        c["pair_of"] = (fitting or twins or [{"candidate_id": None}])[0]["candidate_id"]


def write(directory: Path = HERE) -> tuple[int, int]:
    docs, cands = build()
    for name, rows in (("documents.jsonl", docs), ("candidates.jsonl", cands)):
        with (directory / name).open("w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(docs), len(cands)


if __name__ == "__main__":
    n_docs, n_cands = write()
    print(f"{n_docs} documents, {n_cands} candidates")
