"""Links into the desk from elsewhere (Dagster asset metadata, logs, the CLI)."""

from __future__ import annotations

from urllib.parse import urlencode

from kg_pipeline.web.models import Ledger


def desk_url(base_url: str, ledger: Ledger, partition: str | None = None, **filters: str) -> str:
    """The queue or ledger page filtered to a partition (and any other filter field).

    `base_url` is where reviewers reach the desk, e.g. `http://127.0.0.1:8765`; it is a
    setting, since the desk may sit behind a proxy the pipeline cannot see.
    """
    path = "/queue" if ledger == Ledger.QUEUE else "/ledger"
    params = {k: v for k, v in {"partition": partition or "", **filters}.items() if v}
    query = f"?{urlencode(params)}" if params else ""
    return f"{base_url.rstrip('/')}{path}{query}"
