"""Reading JSON out of a model's reply when it comes wrapped in a Markdown code fence.

Two readings, kept apart because they accept different replies:
- `unwrap_fenced_reply`: the whole reply is one fenced block; the fence is packaging, not a repair.
  `strict_lines` (the evidence auditor) wants the fence markers on their own lines; without it
  (the claim auditor) a one-line fence is accepted too. Issue 11 rewrites both re-ask loops and
  can settle on one.
- `find_fenced_block`: the first fenced block anywhere in a reply, the closing fence optional; the
  extraction parser's first repair step before its JSON repair.
"""

from __future__ import annotations

import re

_WHOLE_REPLY_LINES = re.compile(r"^\s*```(?:json)?\s*\n(.*?)\n\s*```\s*$", re.DOTALL)
_WHOLE_REPLY = re.compile(r"```(?:json)?\s*(.*?)\s*```", re.DOTALL)
_ANYWHERE = re.compile(r"```[ \t]*(?:json|JSON|jsonc)?[ \t]*\r?\n?(.*?)(?:```|\Z)", re.DOTALL)


def unwrap_fenced_reply(text: str, *, strict_lines: bool) -> str | None:
    """The body of a reply that is exactly one fenced block, else None."""
    match = _WHOLE_REPLY_LINES.match(text) if strict_lines else _WHOLE_REPLY.fullmatch(text)
    return match.group(1) if match else None


def find_fenced_block(text: str) -> str | None:
    """The body of the first fenced block in the text (closing fence optional), else None."""
    match = _ANYWHERE.search(text)
    return match.group(1) if match else None
