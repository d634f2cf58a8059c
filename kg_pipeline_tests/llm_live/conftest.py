"""A real llama.cpp server (Gemma 3 270M) on a free 127.0.0.1 port, for the `llm_live` tests.

`scripts/ensure_llama_server.sh` builds the server and installs the model; it prints
KG_LLAMA_SERVER_BIN and KG_LLAMA_MODEL. Without them the default locations under `.llm/` are
tried. When neither the binary nor the model is there, every test here is skipped, unless
KG_REQUIRE_LLM_LIVE=1 (CI), when that is a failure instead.

The server is started once per session with a small context, one slot and two threads, and
with a server-wide reply cap (`-n`), so that no request can run away whatever the code under
test sends: Gemma 3 270M in this package is the base model, which repeats itself until stopped.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kg_pipeline.core.paths import DEMO_DIR

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_BIN = ROOT / ".llm" / "bin" / "llama-server"
DEFAULT_MODEL = ROOT / ".llm" / "models" / "gemma-3-270m-q4_k_m.gguf"
CHAT_TEMPLATE = DEMO_DIR / "llm" / "gemma3_chat_template.jinja"

CONTEXT = 4096
"""Tokens of context: small enough that a prompt listing all 96 demo predicates (about 4,900
tokens) overflows, large enough for a fitted prompt (up to ~2,500 estimated tokens on the demo
documents) plus the reply budget below."""
MAX_TOKENS = 512
"""The reply budget the tests send (KG_LLM_MAX_TOKENS): the smallest round budget whose bounded
extraction schema holds one relationship with useful string bounds (worst case 445 counted
tokens: 40-character names, 80-character evidence; see `core/extraction/bounds.py`)."""
SERVER_MAX_TOKENS = MAX_TOKENS
"""The server's own cap on any reply (`-n`): a backstop, so that no test can run away whatever
the code under test sends; a grammar-constrained token costs 0.3-1.3 s on 2 shared cores."""
MODEL_ALIAS = "gemma-3-270m"
STARTUP_SECONDS = 180.0


@dataclass(frozen=True)
class HttpReply:
    status: int
    text: str

    def json(self) -> Any:
        return json.loads(self.text)


def http(method: str, url: str, body: Any = None, *, timeout: float = 120) -> HttpReply:
    """One request with the standard library: the tests depend on no HTTP client's version."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return HttpReply(response.status, response.read().decode("utf-8", "replace"))
    except urllib.error.HTTPError as exc:
        return HttpReply(exc.code, exc.read().decode("utf-8", "replace"))


@dataclass(frozen=True)
class LlamaServer:
    """A running server: where it listens and how to read its own counters."""

    url: str
    """http://127.0.0.1:PORT (the OpenAI-compatible API is under /v1)."""
    model: str
    log_path: Path
    context: int = CONTEXT

    @property
    def v1(self) -> str:
        return f"{self.url}/v1"

    def metrics(self) -> dict[str, float]:
        """`/metrics` (Prometheus text) as {name: value}, without the `llamacpp:` prefix."""
        response = http("GET", f"{self.url}/metrics", timeout=10)
        assert response.status == 200, response.text
        out: dict[str, float] = {}
        for line in response.text.splitlines():
            if line.startswith("llamacpp:"):
                name, _, value = line.partition(" ")
                out[name.removeprefix("llamacpp:")] = float(value)
        return out

    def tasks_started(self) -> int:
        """Completion tasks the server put on a slot, whatever their outcome (its own log).

        The Prometheus counters move only when the model runs; a request refused after tokenising
        (a prompt over the context) shows only here. HTTP access logging is off in llama.cpp, and a
        request refused while its parameters are read (a rejected field) is in neither."""
        text = self.log_path.read_text(encoding="utf-8", errors="replace")
        return len(_TASK_LOG.findall(text))

    def decodes(self) -> float:
        """`n_decode_total`: moves on every request the model actually ran."""
        return self.metrics()["n_decode_total"]

    def env(self, **extra: str) -> dict[str, str]:
        """The environment a `kg-pipeline` subprocess needs to talk to this server."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "KG_LLM_"))}
        env.update(
            OPENAI_BASE_URL=self.v1,
            OPENAI_API_KEY="",
            KG_LLM_MODEL=self.model,
            KG_LLM_CONCURRENCY="1",
            KG_LLM_TIMEOUT="300",
            KG_LLM_MAX_RETRIES="0",
            KG_LLM_MAX_TOKENS=str(MAX_TOKENS),
            KG_LLM_CONTEXT_TOKENS=str(self.context),
        )
        env.update(extra)
        return env


_TASK_LOG = re.compile(r"processing task")


def _require_live() -> bool:
    return os.environ.get("KG_REQUIRE_LLM_LIVE", "").strip() in {"1", "true", "yes"}


def _locate() -> tuple[Path, Path] | str:
    binary = Path(os.environ.get("KG_LLAMA_SERVER_BIN") or DEFAULT_BIN)
    model = Path(os.environ.get("KG_LLAMA_MODEL") or DEFAULT_MODEL)
    if not binary.is_file() or not os.access(binary, os.X_OK):
        return f"no llama-server at {binary} (run scripts/ensure_llama_server.sh)"
    if not model.is_file():
        return f"no model at {model} (run scripts/ensure_llama_server.sh)"
    return binary, model


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_healthy(url: str, proc: subprocess.Popen[bytes], log_path: Path) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = log_path.read_text(errors="replace")[-3000:]
            raise RuntimeError(f"llama-server exited with {proc.returncode}:\n{tail}")
        try:
            if http("GET", f"{url}/health", timeout=2).status == 200:
                return
        except OSError:  # refused while it starts
            pass
        time.sleep(0.5)
    raise RuntimeError(f"llama-server not healthy after {STARTUP_SECONDS:.0f}s; log {log_path}")


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    found = _locate()
    if isinstance(found, str):
        if _require_live():
            pytest.fail(f"KG_REQUIRE_LLM_LIVE=1 but {found}")
        pytest.skip(found)
    binary, model = found
    port = _free_port()
    log_path = tmp_path_factory.mktemp("llama_server") / "server.log"
    cmd = [
        str(binary),
        "--model", str(model),
        "--alias", MODEL_ALIAS,
        "--host", "127.0.0.1",
        "--port", str(port),
        "--ctx-size", str(CONTEXT),
        "--parallel", "1",
        "--threads", "2",
        "--n-predict", str(SERVER_MAX_TOKENS),
        "--metrics",
        "--no-webui",
        "--chat-template-file", str(CHAT_TEMPLATE),
    ]  # fmt: skip
    with log_path.open("wb") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=log_path.parent)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc, log_path)
        yield LlamaServer(url=url, model=MODEL_ALIAS, log_path=log_path)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
