"""Every route of the review desk over HTTP (starlette's TestClient), against a real SQLite
store the pipeline materialised: the demo partition plus a document of hostile markup."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
import sqlalchemy as sa
from starlette.routing import Route
from starlette.testclient import TestClient

from kg_pipeline.cli import main
from kg_pipeline.core.store import GraphStore, rejected_table, review_log, review_table
from kg_pipeline.web.app import create_app
from kg_pipeline.web.highlight import find_mention, segments
from kg_pipeline_tests.web.desk_store import HOSTILE_DOC, publish

P = "2024-06-11"
ROW = re.compile(r'<tr data-href="([^"]+)" data-candidate="([^"]+)">')


def client(store: GraphStore, token: str | None = None) -> TestClient:
    return TestClient(create_app(store, token=token))


def csrf(c: TestClient, path: str = "/queue") -> str:
    page = c.get(path)
    match = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
    assert match, "every page with a form carries the CSRF token"
    return match.group(1)


def listed(html: str) -> list[str]:
    return [unescape(cid) for _, cid in ROW.findall(html)]


def rows(store: GraphStore, table: sa.Table, *where: Any) -> list[dict[str, Any]]:
    with store.engine.connect() as conn:
        return [dict(r) for r in conn.execute(sa.select(table).where(*where)).mappings()]


def snapshot(store: GraphStore) -> tuple[Any, ...]:
    return tuple(
        sorted(map(repr, rows(store, t))) for t in (review_table, review_log, rejected_table)
    )


def decide(
    c: TestClient, token: str, cid: str, decision: str, reason: str = "read it", **extra: str
) -> Any:
    data = {
        "csrf_token": token,
        "partition": P,
        "candidate_id": cid,
        "decision": decision,
        "reason": reason,
        "reviewer": "ana",
        **extra,
    }
    return c.post("/decide", data=data, follow_redirects=False)


def test_queue_lists_open_items_with_counts_filters_sort_and_pages(store: GraphStore) -> None:
    c = client(store)
    open_items = rows(store, review_table, review_table.c.status == "open")
    page = c.get("/queue")
    assert page.status_code == 200
    assert f"{len(open_items)} open" in page.text
    assert len(listed(page.text)) == 50  # first page
    pages = -(-len(open_items) // 50)
    assert f"page 1 of {pages}" in page.text
    last = c.get(f"/queue?page={pages}")
    assert len(listed(last.text)) == len(open_items) - 50 * (pages - 1)

    by_predicate: dict[str, int] = {}
    for r in open_items:
        by_predicate[r["predicate"]] = by_predicate.get(r["predicate"], 0) + 1
    assert f'<option value="country" >country ({by_predicate["country"]})</option>' in page.text
    country = c.get("/queue?predicate=country&sort=confidence")
    ids = listed(country.text)
    expected = sorted(
        (r for r in open_items if r["predicate"] == "country"),
        key=lambda r: (r["confidence"], r["partition"], r["candidate_id"]),
    )
    assert ids == [r["candidate_id"] for r in expected][:50]

    # Decided-by tier: the support stage held these back (with a reason), the score the others.
    support = listed(c.get("/queue?tier=support").text)
    assert support and all(
        any(
            s["stage"] == "support" and s["outcome"] not in ("pass", "skip") and s["reasons"]
            for s in json.loads(r["stages"])
        )
        for r in open_items
        if r["candidate_id"] in support
    )
    low = {r["candidate_id"] for r in open_items if "LOW_CONFIDENCE" in r["reasons"]}
    assert set(listed(c.get("/queue?tier=score&sort=candidate").text)) <= low
    ranged = c.get("/queue?min_confidence=0.5&max_confidence=0.6&sort=candidate")
    conf = {r["candidate_id"]: r["confidence"] for r in open_items}
    assert all(0.5 <= conf[i] <= 0.6 for i in listed(ranged.text))
    reason = listed(c.get("/queue?reason=SPECULATIVE").text)
    assert "hostile-2" in reason and all("SPECULATIVE" in dict_r for dict_r in [
        next(r["reasons"] for r in open_items if r["candidate_id"] == i) for i in reason
    ])  # fmt: skip

    assert c.get("/queue?min_confidence=7").status_code == 400
    assert c.get("/queue?tier=oracle").status_code == 400
    assert c.get("/", follow_redirects=False).headers["location"] == "/queue"
    assert c.get("/healthz").json() == {"ok": True}


def test_item_page_highlights_mentions_and_evidence_from_offsets(store: GraphStore) -> None:
    c = client(store)
    cid = "redocred-dev-0001-g003"  # Ross Patterson Alger, applies to jurisdiction, Calgary
    page = c.get(f"/item?ledger=queue&partition={P}&id={cid}")
    assert page.status_code == 200
    item = rows(store, review_table, review_table.c.candidate_id == cid)[0]
    passage = page.text.split('<blockquote id="passage">')[1].split("</blockquote>")[0]
    evidence = re.findall(r'<span class="([^"]*m-evidence[^"]*)">([^<]*)</span>', passage)
    assert "".join(unescape(t) for _, t in evidence) == item["evidence_span"]
    subject = [unescape(t) for cls, t in evidence if "m-subject" in cls]
    obj = [unescape(t) for cls, t in evidence if "m-object" in cls]
    assert subject == ["Ross Patterson Alger"] and obj == ["Calgary"]
    assert "LOW_CONFIDENCE" in page.text and "decided by <b>score</b>" in page.text
    assert re.search(r"revision <code[^>]*>[0-9a-f]{12}</code>\s*\(current\)", page.text)
    assert "Other candidates from the same sentence" in page.text
    sibling_ids = re.findall(r"id=(redocred-dev-0001-[gn]\d+)", page.text)
    assert sibling_ids and cid not in sibling_ids
    for stage in ("structure", "vocabulary", "endpoints", "support", "decision"):
        assert f"<td>{stage}</td>" in page.text
    assert c.get(f"/item?ledger=queue&partition={P}&id=nope").status_code == 404
    assert c.get(f"/item?ledger=elsewhere&partition={P}&id={cid}").status_code == 400


def test_hostile_markup_renders_as_text(store: GraphStore) -> None:
    c = client(store)
    for path in (
        f"/item?ledger=queue&partition={P}&id=hostile-2",
        f"/item?ledger=rejected&partition={P}&id=hostile-3",
        "/queue?reason=SPECULATIVE",
        "/ledger?reason=ENTITY_NOT_IN_SOURCE",
    ):
        page = c.get(path)
        assert page.status_code == 200
        # The only script element is the desk's own file; no document markup became a tag.
        assert re.findall(r"<script[^>]*>", page.text) == ['<script src="/static/desk.js" defer>']
        assert "<img" not in page.text and not re.search(r"<[^>]*\sonerror=", page.text)
        if "item" in path or "ledger" in path:
            assert "&lt;script&gt;" in page.text or "&lt;img src=" in page.text
        assert page.headers["content-security-policy"].startswith("default-src 'none'")
    item = c.get(f"/item?ledger=queue&partition={P}&id=hostile-2").text
    assert "&lt;script&gt;document.title=&#34;PWNED-script&#34;" in item
    ledger = c.get(f"/item?ledger=rejected&partition={P}&id=hostile-3").text
    assert "&lt;img src=y onerror=&#34;window.__pwned=3&#34;&gt;" in ledger
    assert HOSTILE_DOC in item


def test_accept_and_reject_through_the_desk_then_the_next_publication_honours_them(
    store: GraphStore, desk_db: Path, desk_template: tuple[Path, Path], tmp_path: Path
) -> None:
    c = client(store)
    token = csrf(c)
    accept, reject = "redocred-dev-0001-g003", "hostile-2"
    r = decide(
        c, token, accept, "ACCEPT", "mayor of Calgary, first sentence",
        f_predicate="applies to jurisdiction",
    )  # fmt: skip
    assert r.status_code == 303
    follow = parse_qs(urlsplit(r.headers["location"]).query)
    assert follow["predicate"] == ["applies to jurisdiction"]
    assert "pending publication" in follow["notice"][0]
    assert decide(c, token, reject, "REJECT", "a mayor's 'might' is no fact").status_code == 303
    decided = {d["candidate_id"]: d for d in rows(store, review_log)}
    assert decided[accept]["decision"] == "ACCEPT" and decided[accept]["reviewer"] == "ana"
    assert decided[reject]["decision"] == "REJECT"
    assert decided[accept]["reason"] == "mayor of Calgary, first sentence"
    pending = c.get("/queue?status=pending")
    assert set(listed(pending.text)) == {accept, reject}
    assert "pending publication" in pending.text
    assert accept not in listed(c.get("/queue?predicate=applies+to+jurisdiction").text)
    item = c.get(f"/item?ledger=queue&partition={P}&id={accept}").text
    assert "ACCEPT by ana" in item and "<b>pending publication</b>" in item

    publish(desk_template[1], tmp_path, f"sqlite:///{desk_db}")
    with store.engine.connect() as conn:
        evidence = conn.execute(
            sa.text("SELECT candidate_id FROM edge_evidence WHERE candidate_id = :c"), {"c": accept}
        ).all()
    assert len(evidence) == 1
    assert rows(store, review_table, review_table.c.candidate_id.in_([accept, reject])) == []
    ledger = rows(store, rejected_table, rejected_table.c.candidate_id == reject)
    assert "REVIEWER_REJECTED" in json.loads(ledger[0]["reasons"])
    assert listed(c.get("/queue?status=pending").text) == []
    page = c.get(f"/item?ledger=rejected&partition={P}&id={reject}").text
    assert "decided by <b>reviewer</b>" in page and "(published)" in page


def test_accept_needs_an_evidence_span(store: GraphStore) -> None:
    c = client(store)
    no_span = rows(store, review_table, review_table.c.evidence_span.is_(None))[0]["candidate_id"]
    before = snapshot(store)
    r = decide(c, csrf(c), no_span, "ACCEPT")
    assert r.status_code == 409 and "no evidence span" in r.text
    assert snapshot(store) == before
    page = c.get(f"/item?ledger=queue&partition={P}&id={no_span}").text
    assert re.search(r'id="accept" class="accept" disabled', page)


def test_every_post_without_the_csrf_token_is_refused_and_changes_nothing(
    store: GraphStore,
) -> None:
    c = client(store)
    good = csrf(c)
    app = create_app(store)
    posts = [r.path for r in app.routes if isinstance(r, Route) and "POST" in (r.methods or ())]
    assert sorted(posts) == ["/bulk", "/decide", "/login", "/overturn"]
    before = snapshot(store)
    payload = {
        "partition": P,
        "candidate_id": "hostile-2",
        "decision": "REJECT",
        "reason": "x",
        "reviewer": "mallory",
        "confirm": "yes",
        "expected": "1",
        "f_reason": "SPECULATIVE",
    }
    for path in posts:
        for token in (None, "", "forged-" + good[7:]):
            data = dict(payload) if token is None else {**payload, "csrf_token": token}
            r = c.post(path, data=data, follow_redirects=False)
            assert r.status_code == 403, (path, token)
        bare = TestClient(app)  # no cookie at all, token copied from another session
        r = bare.post(path, data={**payload, "csrf_token": good}, follow_redirects=False)
        assert r.status_code == 403, path
    assert snapshot(store) == before


def test_bulk_decision_confirms_the_count_then_decides_the_selection(store: GraphStore) -> None:
    c = client(store)
    token = csrf(c)
    selection = {"f_predicate": "country", "f_max_confidence": "0.5"}
    wanted = listed(c.get("/queue?predicate=country&max_confidence=0.5").text)
    open_rows = {r["candidate_id"]: r for r in rows(store, review_table)}
    with_span = [
        i
        for i in wanted
        if open_rows[i]["evidence_span"] is not None
        and any(
            s["stage"] == "endpoints" and s["outcome"] == "pass"
            for s in json.loads(open_rows[i]["stages"])
        )
    ]
    before = snapshot(store)
    confirm = c.post("/bulk", data={"csrf_token": token, "decision": "REJECT", **selection})
    assert confirm.status_code == 200 and f"Reject {len(wanted)} items?" in confirm.text
    accept = c.post("/bulk", data={"csrf_token": token, "decision": "ACCEPT", **selection})
    assert f"Accept {len(with_span)} item" in accept.text
    assert snapshot(store) == before  # asking changes nothing
    stale = c.post(
        "/bulk",
        data={"csrf_token": token, "decision": "REJECT", "confirm": "yes",
              "expected": str(len(wanted) + 1), "reason": "r", "reviewer": "bo", **selection},
    )  # fmt: skip
    assert "The selection changed" in stale.text and snapshot(store) == before
    done = c.post(
        "/bulk",
        data={"csrf_token": token, "decision": "REJECT", "confirm": "yes",
              "expected": str(len(wanted)), "reason": "not stated", "reviewer": "bo", **selection},
        follow_redirects=False,
    )  # fmt: skip
    assert done.status_code == 303
    decided = {d["candidate_id"]: d for d in rows(store, review_log)}
    assert set(decided) == set(wanted)
    assert {d["reviewer"] for d in decided.values()} == {"bo"}
    assert listed(c.get("/queue?predicate=country&max_confidence=0.5").text) == []


def test_ledger_browses_and_overturns_a_rejection(store: GraphStore) -> None:
    c = client(store)
    ledger = c.get("/ledger")
    rejected = rows(store, rejected_table)
    assert f"{len(rejected)} rejected" in ledger.text
    weak = listed(c.get("/ledger?reason=WEAK_IMPLICATION&sort=candidate").text)
    assert weak and all(
        "WEAK_IMPLICATION" in r["reasons"] for r in rejected if r["candidate_id"] in weak
    )
    target = next(
        r for r in rejected if r["candidate_id"] in weak and r["evidence_span"] is not None
    )
    token = csrf(c, f"/item?ledger=rejected&partition={P}&id={target['candidate_id']}")
    data = {"csrf_token": token, "partition": P, "candidate_id": target["candidate_id"],
            "reason": "the text says so", "reviewer": "ana"}  # fmt: skip
    r = c.post("/overturn", data=data, follow_redirects=False)
    assert r.status_code == 303
    decided = rows(store, review_log)
    assert [(d["candidate_id"], d["decision"], d["input_hash"]) for d in decided] == [
        (target["candidate_id"], "ACCEPT", target["input_hash"])
    ]
    assert listed(c.get("/ledger?status=pending").text) == [target["candidate_id"]]
    assert target["candidate_id"] not in listed(c.get("/ledger?reason=WEAK_IMPLICATION").text)
    before = snapshot(store)
    missing = {**data, "candidate_id": "hostile-3"}  # its object is not in the source
    r = c.post("/overturn", data=missing, follow_redirects=False)
    assert r.status_code == 409 and snapshot(store) == before


def test_reviewer_token_guards_every_route(store: GraphStore) -> None:
    c = client(store, token="s3cret-token")
    r = c.get("/queue", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/login")
    assert c.get("/queue", headers={"Authorization": "Bearer s3cret-token"}).status_code == 200
    wrong = c.get("/queue", headers={"Authorization": "Bearer wrong"}, follow_redirects=False)
    assert wrong.status_code == 303
    before = snapshot(store)
    assert decide(c, "x", "hostile-2", "REJECT").status_code == 401
    token = csrf(c, "/login")
    bad = c.post("/login", data={"csrf_token": token, "token": "guess", "next": "/queue"})
    assert bad.status_code == 403
    assert c.get("/queue", follow_redirects=False).status_code == 303
    good = c.post(
        "/login",
        data={"csrf_token": token, "token": "s3cret-token", "next": "//evil.example"},
        follow_redirects=False,
    )
    assert good.status_code == 303 and good.headers["location"] == "/queue"
    assert c.get("/queue").status_code == 200
    assert decide(c, csrf(c), "hostile-2", "REJECT").status_code == 303
    assert snapshot(store) != before
    assert c.get("/static/desk.js").status_code == 200


def test_serve_refuses_a_public_bind_without_a_token(
    desk_db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("KG_REVIEWER_TOKEN", raising=False)
    url = f"sqlite:///{desk_db}"
    assert main(["review", "serve", "--host", "0.0.0.0", "--database-url", url]) == 2
    assert "KG_REVIEWER_TOKEN" in capsys.readouterr().err


def test_export_round_trips_through_evaluate(
    store: GraphStore, desk_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    c = client(store)
    token = csrf(c)
    accepted = ["redocred-dev-0001-g003"]
    rejected = ["hostile-2", "redocred-dev-0008-g000"]
    for cid in accepted:
        assert decide(c, token, cid, "ACCEPT").status_code == 303
    for cid in rejected:
        assert decide(c, token, cid, "REJECT").status_code == 303
    out, docs = tmp_path / "reviewed.jsonl", tmp_path / "reviewed_docs.jsonl"
    url = f"sqlite:///{desk_db}"
    args = ["review", "export", "--database-url", url, "--out", str(out)]
    assert main([*args, "--documents-out", str(docs)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["SUPPORTED"] == 1 and summary["UNSUPPORTED"] == 2
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    labels = {r["candidate_id"]: r["label"] for r in lines}
    assert labels == {accepted[0]: "SUPPORTED", **{r: "UNSUPPORTED" for r in rejected}}
    assert all(r["review"]["reviewer"] == "ana" for r in lines)
    doc_ids = {json.loads(line)["doc_id"] for line in docs.read_text().splitlines()}
    assert doc_ids == {r["doc_id"] for r in lines}

    assert main(["evaluate", "--documents", str(docs), "--candidates", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["overall"]["candidates"] == 3 and report["overall"]["positives"] == 1
    assert report["integrity"]["one_verdict_per_candidate"] is True

    assert main([*args, "--partition", "1999-01-01"]) == 0
    assert json.loads(capsys.readouterr().out)["candidates"] == 0


def test_segments_split_overlapping_marks_and_keep_every_character() -> None:
    text = "Aster acquired <b>Beacon</b> in 2021."
    segs = segments(
        text, 0, len(text), [(0, 36, "evidence"), (0, 5, "subject"), (15, 28, "object")]
    )
    assert "".join(s.text for s in segs) == text
    assert [(s.text, s.marks) for s in segs][:3] == [
        ("Aster", ["evidence", "subject"]),
        (" acquired ", ["evidence"]),
        ("<b>Beacon</b>", ["evidence", "object"]),
    ]
    assert find_mention("x ASTER y aster", ["aster"], (10, 15)) == (10, 15)
    assert find_mention("nothing here", ["aster"], None) is None


def test_desk_url_filters_to_a_partition(store: GraphStore) -> None:
    from kg_pipeline.web.links import desk_url
    from kg_pipeline.web.models import Ledger

    url = desk_url("http://127.0.0.1:8765/", Ledger.REJECTED, P, reason="WEAK_IMPLICATION")
    assert url == f"http://127.0.0.1:8765/ledger?partition={P}&reason=WEAK_IMPLICATION"
    page = client(store).get(url.removeprefix("http://127.0.0.1:8765"))
    ids = listed(page.text)
    assert ids and all(
        r["partition"] == P and "WEAK_IMPLICATION" in r["reasons"]
        for r in rows(store, rejected_table, rejected_table.c.candidate_id.in_(ids))
    )


def test_an_overturned_rejection_is_published_next_time(
    store: GraphStore, desk_db: Path, desk_template: tuple[Path, Path], tmp_path: Path
) -> None:
    c = client(store)
    weak = next(
        r
        for r in rows(store, rejected_table)
        if "WEAK_IMPLICATION" in r["reasons"] and r["evidence_span"] is not None
    )
    cid = weak["candidate_id"]
    token = csrf(c, f"/item?ledger=rejected&partition={P}&id={cid}")
    data = {"csrf_token": token, "partition": P, "candidate_id": cid,
            "reason": "the text says so", "reviewer": "ana"}  # fmt: skip
    assert c.post("/overturn", data=data, follow_redirects=False).status_code == 303
    publish(desk_template[1], tmp_path, f"sqlite:///{desk_db}")
    with store.engine.connect() as conn:
        published = conn.execute(
            sa.text("SELECT count(*) FROM edge_evidence WHERE candidate_id = :c"), {"c": cid}
        ).scalar_one()
    assert published == 1


def test_tier_is_the_stage_that_held_the_candidate_back() -> None:
    from kg_pipeline.web.models import Tier
    from kg_pipeline.web.queries import tier_of

    passed = [{"stage": s, "outcome": "pass", "reasons": []} for s in ("structure", "support")]
    score = {"stage": "decision", "outcome": "REVIEW", "reasons": ["LOW_CONFIDENCE"]}
    verifier = {"stage": "verifier", "outcome": "review", "reasons": ["LOW_CONFIDENCE"]}
    held = {"stage": "decision", "outcome": "REVIEW", "reasons": []}
    reviewer = {"stage": "review", "outcome": "REJECT", "reasons": ["REVIEWER_REJECTED"]}
    assert tier_of([*passed, score]) == Tier.SCORE
    assert tier_of([*passed, verifier, held]) == Tier.VERIFIER
    assert tier_of([*passed, verifier, held, reviewer]) == Tier.REVIEWER
    assert tier_of(passed) == Tier.OTHER


def test_deciding_twice_keeps_the_history_and_the_item_page_shows_it(store: GraphStore) -> None:
    c = client(store)
    token = csrf(c)
    cid = "redocred-dev-0001-g003"
    assert decide(c, token, cid, "REJECT", "first read: <b>not</b> stated").status_code == 303
    assert decide(c, token, cid, "ACCEPT", "second read: the first sentence").status_code == 303
    log = sorted(rows(store, review_log, review_log.c.candidate_id == cid), key=lambda r: r["id"])
    assert [(r["decision"], r["previous_id"]) for r in log] == [
        ("REJECT", None),
        ("ACCEPT", log[0]["id"]),
    ]
    page = c.get(f"/item?ledger=queue&partition={P}&id={cid}&status=pending").text
    history = page.split('<section id="history">')[1].split("</section>")[0]
    cells = re.findall(r"<td>([^<]*)(?:<b>\(counts\)</b>)?</td>", history)
    assert "ACCEPT " in cells and "REJECT" in cells
    assert history.index("second read") < history.index("first read")  # newest first
    assert "&lt;b&gt;not&lt;/b&gt;" in history  # the reason is text, not markup
    assert "ACCEPT by ana" in page and "<b>pending publication</b>" in page


def test_dagster_metadata_links_the_queue_and_the_ledger_to_the_desk(
    desk_run: tuple[Path, Path, dict[str, Any]], store: GraphStore
) -> None:
    """`review_desk_url` (KG_REVIEW_DESK_URL) is the base; the link filters to the partition."""
    from kg_pipeline_tests.web.desk_store import DESK_BASE

    metadata = desk_run[2]
    queue = metadata["review_queue"]["review_desk"]
    ledger = metadata["rejected_edges"]["review_desk"]
    assert queue == f"{DESK_BASE.rstrip('/')}/queue?partition={P}"
    assert ledger == f"{DESK_BASE.rstrip('/')}/ledger?partition={P}"
    page = client(store).get(queue.removeprefix(DESK_BASE.rstrip("/")))
    assert page.status_code == 200 and listed(page.text)
