"""Who may use the desk, and proof that a POST came from one of its own pages.

- Bind: loopback by default; any other address needs `KG_REVIEWER_TOKEN` in the environment.
- Token: when set, every request but the login form and static files must carry it, as the
  `kg_reviewer` cookie (set by the login form) or an `Authorization: Bearer` header.
- CSRF: a double-submit token. Every page sets a random `kg_csrf` cookie (HttpOnly, SameSite
  Strict) and puts the same value in each form; a POST whose form field (or `X-CSRF-Token`
  header) does not equal the cookie is refused with 403 before anything is read or written.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
import secrets

from starlette.datastructures import FormData
from starlette.exceptions import HTTPException
from starlette.requests import Request

TOKEN_ENV = "KG_REVIEWER_TOKEN"
AUTH_COOKIE = "kg_reviewer"
CSRF_COOKIE = "kg_csrf"
CSRF_FIELD = "csrf_token"
CSRF_HEADER = "x-csrf-token"


def reviewer_token() -> str | None:
    """The shared reviewer token, from the environment only (never a flag: it would show in ps)."""
    token = os.environ.get(TOKEN_ENV, "").strip()
    return token or None


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def same(a: str | None, b: str | None) -> bool:
    return bool(a) and bool(b) and hmac.compare_digest(str(a), str(b))


def authorised(request: Request, token: str | None) -> bool:
    if token is None:
        return True
    header = request.headers.get("authorization", "")
    bearer = header[7:].strip() if header.lower().startswith("bearer ") else None
    return same(request.cookies.get(AUTH_COOKIE), token) or same(bearer, token)


def csrf_token(request: Request) -> str:
    """The token the page's forms carry: the cookie's, or a fresh one the response will set."""
    existing = request.cookies.get(CSRF_COOKIE)
    if existing and 20 <= len(existing) <= 100:
        return existing
    fresh: str | None = getattr(request.state, "new_csrf", None)
    if fresh is None:
        fresh = secrets.token_urlsafe(32)
        request.state.new_csrf = fresh
    return fresh


def check_csrf(request: Request, form: FormData) -> None:
    cookie = request.cookies.get(CSRF_COOKIE)
    sent = form.get(CSRF_FIELD) or request.headers.get(CSRF_HEADER)
    if not same(cookie, sent if isinstance(sent, str) else None):
        raise HTTPException(403, "missing or wrong CSRF token: reload the page and try again")
