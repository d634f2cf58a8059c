"""The review desk's routes: queue, ledger, item, decisions, bulk decisions, login.

Pages are rendered on the server by Jinja2 with autoescape on; document text, entity names,
reasons and reviewer input are untrusted and only ever reach a page as escaped text (the
passage as segments, see `highlight`). A Content-Security-Policy allows scripts and styles from
the desk's own /static only, so even a markup slip could not run inline script.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urlencode

from jinja2 import Environment, FileSystemLoader, select_autoescape
from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.datastructures import FormData
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from kg_pipeline.core.models import Decision
from kg_pipeline.core.store import GraphStore, ReviewError, UnknownItem
from kg_pipeline.web import queries
from kg_pipeline.web.models import DeskFilter, ItemRow, ItemStatus, Ledger, SortKey, Tier
from kg_pipeline.web.security import (
    AUTH_COOKIE,
    CSRF_COOKIE,
    CSRF_FIELD,
    authorised,
    check_csrf,
    csrf_token,
    same,
)

HERE = Path(__file__).resolve().parent
PAGE_SIZE = 50
REVIEWER_COOKIE = "kg_reviewer_name"
MAX_REASON = 2000
MAX_REVIEWER = 200
FILTER_FIELDS = (
    "status",
    "partition",
    "predicate",
    "reason",
    "tier",
    "min_confidence",
    "max_confidence",
    "sort",
)
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
FORM_PREFIX = "f_"  # filter fields inside a form, apart from its own `reason`
OPEN_PATHS = ("/login", "/static/", "/healthz")


def _templates() -> Environment:
    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(["html"], default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["merge"] = lambda a, b: {**a, **b}
    env.filters["qs"] = lambda params: urlencode({k: v for k, v in params.items() if v})
    return env


class DeskMiddleware(BaseHTTPMiddleware):
    """Token check, security headers, and the CSRF cookie for pages that minted one."""

    def __init__(self, app: Any, token: str | None) -> None:
        super().__init__(app)
        self.token = token

    async def dispatch(
        self, request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        path = request.url.path
        if not any(path == p or path.startswith(p) for p in OPEN_PATHS) and not authorised(
            request, self.token
        ):
            if request.method in ("GET", "HEAD"):
                response: Response = RedirectResponse(
                    "/login?" + urlencode({"next": str(request.url.path)}), status_code=303
                )
            else:
                response = HTMLResponse("reviewer token required", status_code=401)
        else:
            response = await call_next(request)
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "same-origin"
        response.headers["X-Frame-Options"] = "DENY"
        response.headers.setdefault("Cache-Control", "no-store")
        fresh = request.scope.get("state", {}).get("new_csrf")
        if fresh:
            response.set_cookie(CSRF_COOKIE, fresh, httponly=True, samesite="strict")
        return response


def _filter(params: Any, ledger: Ledger, prefix: str = "") -> DeskFilter:
    """The selection named by query-string fields, or by a form's `f_` fields; 400 if bad."""
    values: dict[str, Any] = {"ledger": ledger}
    for key in FILTER_FIELDS:
        value = params.get(prefix + key)
        if isinstance(value, str) and value.strip():
            values[key] = value.strip()
    try:
        return DeskFilter(**values)
    except ValidationError as exc:
        problems = "; ".join(f"{e['loc'][0]}: {e['msg']}" for e in exc.errors())
        raise HTTPException(400, f"bad filter: {problems}") from exc


def _text(form: FormData, key: str, limit: int, label: str) -> str:
    value = form.get(key)
    text = value.strip() if isinstance(value, str) else ""
    if not text:
        raise HTTPException(400, f"{label} is required")
    if len(text) > limit:
        raise HTTPException(400, f"{label} is longer than {limit} characters")
    return text


def create_app(store: GraphStore, token: str | None = None) -> Starlette:
    """The desk over one store; with a token, every request must prove it knows it."""
    env = _templates()

    def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        context.update(
            request=request,
            csrf=csrf_token(request),
            csrf_field=CSRF_FIELD,
            reviewer_name=unquote(request.cookies.get(REVIEWER_COOKIE, "")),
            token_required=token is not None,
        )
        return HTMLResponse(env.get_template(name).render(**context), status_code=status)

    async def error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return render(
            request, "error.html", status=exc.status_code, status_code=exc.status_code,
            detail=exc.detail,
        )  # fmt: skip

    async def home(request: Request) -> Response:
        return RedirectResponse("/queue", status_code=303)

    async def healthz(request: Request) -> Response:
        return JSONResponse({"ok": True})

    def listing(ledger: Ledger) -> Callable[[Request], Awaitable[Response]]:
        async def page(request: Request) -> Response:
            flt = _filter(request.query_params, ledger)
            rows, counts = queries.select_items(store, flt)
            try:
                number = max(1, int(request.query_params.get("page", "1")))
            except ValueError as exc:
                raise HTTPException(400, "bad page number") from exc
            pages = max(1, -(-len(rows) // PAGE_SIZE))
            number = min(number, pages)
            shown = rows[(number - 1) * PAGE_SIZE : number * PAGE_SIZE]
            return render(
                request,
                "queue.html",
                ledger=ledger,
                flt=flt,
                params=flt.query_params(),
                rows=shown,
                total=len(rows),
                page=number,
                pages=pages,
                counts=counts,
                tiers=list(Tier),
                sorts=list(SortKey),
                statuses=list(ItemStatus),
                notice=request.query_params.get("notice", ""),
            )

        return page

    async def item(request: Request) -> Response:
        ledger = _ledger(request.query_params.get("ledger", "queue"))
        partition = request.query_params.get("partition", "")
        candidate_id = request.query_params.get("id", "")
        try:
            detail = queries.get_item(store, ledger, partition, candidate_id)
        except KeyError as exc:
            raise HTTPException(
                404, "no such item (a publication may have settled it: see the ledger)"
            ) from exc
        flt = _filter(request.query_params, ledger)
        rows, _ = queries.select_items(store, flt)
        keys = [(r.partition, r.candidate_id) for r in rows]
        here = keys.index((partition, candidate_id)) if (partition, candidate_id) in keys else -1
        prev_row = rows[here - 1] if here > 0 else None
        next_row = rows[here + 1] if 0 <= here < len(rows) - 1 else None
        return render(
            request,
            "item.html",
            ledger=ledger,
            d=detail,
            flt=flt,
            params=flt.query_params(),
            position=here + 1,
            total=len(rows),
            prev_link=_item_link(prev_row, ledger, flt),
            next_link=_item_link(next_row, ledger, flt),
            notice=request.query_params.get("notice", ""),
        )

    async def decide(request: Request) -> Response:
        form = await request.form()
        check_csrf(request, form)
        decision = _decision(form.get("decision"))
        partition = str(form.get("partition", ""))
        candidate_id = str(form.get("candidate_id", ""))
        reason = _text(form, "reason", MAX_REASON, "a reason")
        reviewer = _text(form, "reviewer", MAX_REVIEWER, "the reviewer's name")
        flt = _filter(form, Ledger.QUEUE, FORM_PREFIX)
        rows, _ = queries.select_items(store, flt)
        keys = [(r.partition, r.candidate_id) for r in rows]
        try:
            store.record_review(candidate_id, decision, reviewer, reason, partition=partition)
        except UnknownItem as exc:
            raise HTTPException(404, "no such item in the review queue") from exc
        except ReviewError as exc:
            raise HTTPException(409, str(exc)) from exc
        here = keys.index((partition, candidate_id)) if (partition, candidate_id) in keys else -1
        rest = [r for r in rows[here + 1 :]] if here >= 0 else []
        notice = f"{decision.value.lower()}ed {candidate_id}: pending publication"
        target = _item_link(rest[0], Ledger.QUEUE, flt, notice) if rest else None
        if target is None:
            target = "/queue?" + urlencode({**flt.query_params(), "notice": notice})
        return _remember(RedirectResponse(target, status_code=303), reviewer)

    async def overturn(request: Request) -> Response:
        form = await request.form()
        check_csrf(request, form)
        partition = str(form.get("partition", ""))
        candidate_id = str(form.get("candidate_id", ""))
        reason = _text(form, "reason", MAX_REASON, "a reason")
        reviewer = _text(form, "reviewer", MAX_REVIEWER, "the reviewer's name")
        try:
            detail = queries.get_item(store, Ledger.REJECTED, partition, candidate_id)
            store.overturn_rejection(partition, candidate_id, reviewer, reason)
        except (KeyError, UnknownItem) as exc:
            raise HTTPException(404, "no such item in the rejected-edge ledger") from exc
        except ReviewError as exc:
            raise HTTPException(409, f"cannot overturn: {exc}") from exc
        notice = f"overturned {candidate_id}: pending publication"
        link = _item_link(detail.row, Ledger.REJECTED, DeskFilter(ledger=Ledger.REJECTED), notice)
        target = (link or "/ledger").replace("status=open", "status=pending")
        return _remember(RedirectResponse(target, status_code=303), reviewer)

    async def bulk(request: Request) -> Response:
        form = await request.form()
        check_csrf(request, form)
        decision = _decision(form.get("decision"))
        flt = _filter(form, Ledger.QUEUE, FORM_PREFIX)
        if flt.status != ItemStatus.OPEN:
            raise HTTPException(400, "bulk decisions act on open items only")
        rows, _ = queries.select_items(store, flt)
        eligible = [r for r in rows if decision == Decision.REJECT or r.acceptable]
        skipped = len(rows) - len(eligible)
        expected = str(form.get("expected", ""))
        if form.get("confirm") != "yes" or expected != str(len(eligible)):
            return render(
                request,
                "confirm.html",
                flt=flt,
                params=flt.query_params(),
                decision=decision,
                count=len(eligible),
                skipped=skipped,
                changed=bool(expected) and expected != str(len(eligible)),
                reason=str(form.get("reason", "")),
                reviewer=str(form.get("reviewer", "")),
            )
        reason = _text(form, "reason", MAX_REASON, "a reason")
        reviewer = _text(form, "reviewer", MAX_REVIEWER, "the reviewer's name")
        done = 0
        for row in eligible:
            try:
                store.record_review(
                    row.candidate_id, decision, reviewer, reason, partition=row.partition
                )
                done += 1
            except (ReviewError, UnknownItem):
                skipped += 1  # settled by a publication since the page was drawn
        notice = f"{decision.value.lower()}ed {done} items: pending publication"
        if skipped:
            notice += f"; {skipped} that cannot be published as accepted left open"
        target = "/queue?" + urlencode({**flt.query_params(), "notice": notice})
        return _remember(RedirectResponse(target, status_code=303), reviewer)

    async def login(request: Request) -> Response:
        nxt = request.query_params.get("next", "/queue")
        if request.method == "POST":
            form = await request.form()
            check_csrf(request, form)
            nxt = str(form.get("next", "/queue"))
            if token is None or same(str(form.get("token", "")), token):
                target = nxt if nxt.startswith("/") and not nxt.startswith("//") else "/queue"
                response = RedirectResponse(target, status_code=303)
                if token is not None:
                    response.set_cookie(AUTH_COOKIE, token, httponly=True, samesite="strict")
                return response
            return render(request, "login.html", status=403, next=nxt, failed=True)
        return render(request, "login.html", next=nxt, failed=False)

    routes = [
        Route("/", home),
        Route("/healthz", healthz),
        Route("/queue", listing(Ledger.QUEUE), name="queue"),
        Route("/ledger", listing(Ledger.REJECTED), name="ledger"),
        Route("/item", item, name="item"),
        Route("/decide", decide, methods=["POST"]),
        Route("/overturn", overturn, methods=["POST"]),
        Route("/bulk", bulk, methods=["POST"]),
        Route("/login", login, methods=["GET", "POST"]),
        Mount("/static", app=StaticFiles(directory=HERE / "static"), name="static"),
    ]
    return Starlette(
        routes=routes,
        middleware=[Middleware(DeskMiddleware, token=token)],
        exception_handlers={HTTPException: error},
    )


def _ledger(value: str) -> Ledger:
    try:
        return Ledger(value)
    except ValueError as exc:
        raise HTTPException(400, "ledger must be queue or rejected") from exc


def _decision(value: Any) -> Decision:
    if value not in (Decision.ACCEPT.value, Decision.REJECT.value):
        raise HTTPException(400, "decision must be ACCEPT or REJECT")
    return Decision(value)


def _item_link(
    row: ItemRow | None, ledger: Ledger, flt: DeskFilter, notice: str = ""
) -> str | None:
    if row is None:
        return None
    params = {"ledger": ledger.value, "partition": row.partition, "id": row.candidate_id}
    params.update(flt.query_params())
    params["status"] = flt.status.value
    if notice:
        params["notice"] = notice
    return "/item?" + urlencode(params)


def _remember(response: Response, reviewer: str) -> Response:
    """Keep the reviewer's name for the next form (a convenience, not an identity)."""
    response.set_cookie(
        REVIEWER_COOKIE, quote(reviewer, safe=""), samesite="strict", max_age=30 * 86400
    )
    return response
