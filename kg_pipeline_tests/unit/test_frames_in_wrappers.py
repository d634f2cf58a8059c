"""Every frame the reader knows, in every way a sentence can be wrapped (parentheses, brackets,
a quotation, dashes, a colon, a bullet, a clause after a semicolon, a tag between commas): no
framed clause is accepted, and the plain clause is accepted in each wrapper. The wrappers are
where a blind batch found a hole (a correction note in parentheses); a tag between commas,
the other, is in `test_aside_tags.py`."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision
from kg_pipeline_tests.unit.sentences import demo_judge

judge = demo_judge({"Oriel Fenwick": "PER", "Quist Marine": "ORG"})
CLAUSE = "Oriel Fenwick worked at Quist Marine"
FRAMES = {
    "rumour": f"Rumour has it that {CLAUSE}",
    "allegation": f"It is alleged that {CLAUSE}",
    "claimed tag": f"{CLAUSE}, it was claimed",
    "falsity": f"It is untrue that {CLAUSE}",
    "denial": f"The firm denied that {CLAUSE}",
    "condition": f"If {CLAUSE}, the contract is void",
    "modal": f"Perhaps {CLAUSE}",
    "negation": "Oriel Fenwick never worked at Quist Marine",
    "counterfactual": "Oriel Fenwick would have worked at Quist Marine",
    "correction": f"An earlier version said wrongly that {CLAUSE}",
}
WRAPPERS = {
    "bare": "{s}.",
    "parentheses": "Notes follow. ({s}.)",
    "brackets": "Notes follow. [{s}.]",
    "quotation": '"{s}," she said.',
    "quoted sentence": 'She wrote: "{s}."',
    "dashes": "The town - {s} - grew fast.",
    "colon": "Correction: {s}.",
    "bullet": "Notes:\n- {s}.",
    "semicolon": "The yard closed; {s}.",
}


def _judge(text: str) -> Decision:
    return judge(text, "Oriel Fenwick", "employer", "Quist Marine").decision


@pytest.mark.parametrize("wrapper", sorted(WRAPPERS))
@pytest.mark.parametrize("frame", sorted(FRAMES))
def test_no_framed_clause_is_accepted_in_any_wrapper(frame: str, wrapper: str) -> None:
    assert _judge(WRAPPERS[wrapper].format(s=FRAMES[frame])) != Decision.ACCEPT


@pytest.mark.parametrize("wrapper", sorted(WRAPPERS))
def test_the_plain_clause_is_accepted_in_every_wrapper(wrapper: str) -> None:
    assert _judge(WRAPPERS[wrapper].format(s=CLAUSE)) == Decision.ACCEPT
