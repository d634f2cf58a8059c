"""The desk's queries, decisions and export on PostgreSQL (marker `postgres`).

Uses a database of its own on the server `KG_TEST_PG_URL` points at, so it never empties the
shared test database under another test.
"""

from __future__ import annotations

import json
import os
import re
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from kg_pipeline.cli import main
from kg_pipeline.core.store import GraphStore, review_log
from kg_pipeline.web.app import create_app
from kg_pipeline_tests.web.desk_store import make_inbox, publish

pytestmark = pytest.mark.postgres
P = "2024-06-11"


@pytest.fixture
def desk_pg_url() -> Iterator[str]:
    base = os.environ.get("KG_TEST_PG_URL")
    if not base:
        pytest.skip("KG_TEST_PG_URL not set (make test starts PostgreSQL and sets it)")
    name = f"kg_desk_{uuid.uuid4().hex[:10]}"
    admin = sa.create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    url = sa.make_url(base).set(database=name).render_as_string(hide_password=False)
    yield url
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def test_desk_on_postgres(
    desk_pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    publish(make_inbox(tmp_path), tmp_path, desk_pg_url)
    store = GraphStore(desk_pg_url)
    c = TestClient(create_app(store))
    page = c.get("/queue?predicate=country&tier=score&sort=confidence")
    ids = re.findall(r'data-candidate="([^"]+)"', page.text)
    assert page.status_code == 200 and ids
    item = c.get(f"/item?ledger=queue&partition={P}&id={ids[-1]}")
    assert item.status_code == 200 and 'class="m-evidence' in item.text
    token = re.search(r'name="csrf_token" value="([^"]+)"', item.text).group(1)  # type: ignore[union-attr]
    common = {"csrf_token": token, "partition": P, "reviewer": "ana", "reason": "read it"}
    r = c.post("/decide", data={**common, "candidate_id": ids[-1], "decision": "ACCEPT"},
               follow_redirects=False)  # fmt: skip
    assert r.status_code == 303
    assert c.post("/decide", data={**common, "candidate_id": "hostile-2", "decision": "REJECT"},
                  follow_redirects=False).status_code == 303  # fmt: skip
    assert c.post("/decide", data={**common, "candidate_id": "hostile-1", "decision": "REJECT"},
                  follow_redirects=False).status_code == 303  # fmt: skip
    ledger = c.get("/ledger?reason=WEAK_IMPLICATION")
    assert ledger.status_code == 200 and "data-candidate" in ledger.text
    with store.engine.connect() as conn:
        decided = {r.candidate_id: r.decision for r in conn.execute(sa.select(review_log))}
    assert decided == {ids[-1]: "ACCEPT", "hostile-2": "REJECT", "hostile-1": "REJECT"}
    pending = c.get("/queue?status=pending")
    assert set(re.findall(r'data-candidate="([^"]+)"', pending.text)) == set(decided)

    out = tmp_path / "reviewed.jsonl"
    assert main(["review", "export", "--database-url", desk_pg_url, "--out", str(out)]) == 0
    assert json.loads(capsys.readouterr().out)["candidates"] == 3
    docs = out.with_name("reviewed.documents.jsonl")
    assert main(["evaluate", "--documents", str(docs), "--candidates", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["overall"]["positives"] == 1
    store.dispose()
