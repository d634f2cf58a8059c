"""The review desk in a real browser: `kg-pipeline review serve` as a subprocess on a free
loopback port, Debian's headless chromium driven through chromedriver by Selenium.

Set KG_DESK_SCREENSHOTS=<folder> to keep the queue and item screenshots (docs/img uses them).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from kg_pipeline.core.store import GraphStore, review_log
from kg_pipeline.core.store.schema import review_table
from kg_pipeline_tests.web.desk_store import make_inbox, publish

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
P = "2024-06-11"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, GraphStore]]:
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        message = "chromium/chromedriver absent: run scripts/ensure_chromium.sh"
        if os.environ.get("KG_REQUIRE_BROWSER", "").strip() in {"1", "true", "yes"}:
            pytest.fail(f"KG_REQUIRE_BROWSER=1 but {message}")
        pytest.skip(message)
    pytest.importorskip("selenium")
    root = tmp_path_factory.mktemp("desk_browser")
    url = f"sqlite:///{root / 'graph.sqlite'}"
    publish(make_inbox(root), root, url)
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "KG_REVIEWER_TOKEN"}
    exe = Path(sys.executable).with_name("kg-pipeline")
    log = (root / "serve.log").open("w")
    proc = subprocess.Popen(
        [str(exe), "review", "serve", "--port", str(port), "--database-url", url],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail("review serve did not start: " + (root / "serve.log").read_text())
            time.sleep(0.2)
    store = GraphStore(url)
    yield base, store
    store.dispose()
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory, served: Any) -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    profile = tmp_path_factory.mktemp("chromium_profile")
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,1100",
        f"--user-data-dir={profile}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def _shot(driver: Any, name: str) -> None:
    folder = os.environ.get("KG_DESK_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / name))


def _decisions(store: GraphStore) -> dict[str, dict[str, Any]]:
    with store.engine.connect() as conn:
        return {r["candidate_id"]: dict(r) for r in conn.execute(sa.select(review_log)).mappings()}


def test_filter_accept_and_reject_through_the_page(browser: Any, served: Any) -> None:
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select, WebDriverWait

    base, store = served
    # A form post reloads the page: an element found just before the reload goes stale while
    # the wait reads it, which means "not yet", not a failure (seen on a busy machine).
    wait = WebDriverWait(browser, 15, ignored_exceptions=(StaleElementReferenceException,))
    browser.get(base + "/queue")
    assert "Review queue" in browser.title
    Select(browser.find_element(By.NAME, "predicate")).select_by_value("country")
    browser.find_element(By.CSS_SELECTOR, "#filters button[type=submit]").click()
    wait.until(lambda d: "predicate=country" in d.current_url)
    predicates = [
        td.text for td in browser.find_elements(By.CSS_SELECTOR, "#items tbody tr td:nth-child(3)")
    ]
    assert predicates and set(predicates) == {"country"}
    _shot(browser, "review_queue.png")

    # Keyboard: j selects the first row, Enter opens it.
    body = browser.find_element(By.TAG_NAME, "body")
    for _ in range(10):  # j until a row that has an evidence span (accept needs one)
        body.send_keys("j")
        first = browser.find_element(By.CSS_SELECTOR, "#items tbody tr.current")
        if "no evidence span" not in first.text:
            break
    first_id = first.get_attribute("data-candidate")
    body.send_keys(Keys.ENTER)
    wait.until(lambda d: "/item?" in d.current_url)
    assert browser.find_element(By.ID, "accept").is_enabled()
    marks = browser.find_elements(By.CSS_SELECTOR, "#passage .m-subject, #passage .m-object")
    assert len(marks) >= 2
    browser.find_element(By.ID, "reason").send_keys("stated in the sentence")
    browser.find_element(By.ID, "reviewer").send_keys("ana (browser)")
    browser.find_element(By.ID, "accept").click()

    # The desk moves on to the next item of the same selection; reject it with the keyboard.
    wait.until(lambda d: "pending+publication" in d.current_url or "notice=" in d.current_url)
    notice = browser.find_element(By.CSS_SELECTOR, ".notice").text
    assert first_id in notice and "pending publication" in notice
    second_id = browser.find_element(By.NAME, "candidate_id").get_attribute("value")
    assert second_id != first_id
    assert browser.find_element(By.ID, "reviewer").get_attribute("value") == "ana (browser)"
    browser.find_element(By.TAG_NAME, "body").send_keys("r")
    reason = browser.switch_to.active_element
    assert reason.get_attribute("id") == "reason"
    reason.send_keys("the sentence does not say which country", Keys.ENTER)
    wait.until(lambda d: second_id in d.find_element(By.CSS_SELECTOR, ".notice").text)

    decided = _decisions(store)
    assert decided[first_id]["decision"] == "ACCEPT"
    assert decided[first_id]["reviewer"] == "ana (browser)"
    assert decided[second_id]["decision"] == "REJECT"
    assert decided[second_id]["reason"] == "the sentence does not say which country"
    browser.get(base + "/queue?status=pending")
    pending = {
        tr.get_attribute("data-candidate")
        for tr in browser.find_elements(By.CSS_SELECTOR, "#items tbody tr[data-candidate]")
    }
    assert pending == {first_id, second_id}


def test_hostile_markup_shows_as_text_and_runs_nothing(browser: Any, served: Any) -> None:
    from selenium.webdriver.common.by import By

    base, _ = served
    for ledger, cid in (("queue", "hostile-2"), ("rejected", "hostile-3")):
        browser.get(f"{base}/item?ledger={ledger}&partition={P}&id={cid}")
        passage = browser.find_element(By.ID, "passage").text
        assert '<script>document.title="PWNED-script";window.__pwned=1</script>' in passage
        assert "<img src=x onerror=" in passage
        assert "PWNED" not in browser.title
        assert browser.execute_script("return typeof window.__pwned") == "undefined"
        assert browser.find_elements(By.CSS_SELECTOR, "#passage script, #passage img") == []
    triple = browser.find_element(By.CSS_SELECTOR, "h1.triple").text
    assert '<img src=y onerror="window.__pwned=3">' in triple
    browser.get(f"{base}/ledger?reason=ENTITY_NOT_IN_SOURCE")
    assert '<img src=y onerror="window.__pwned=3">' in browser.find_element(By.ID, "items").text
    assert browser.execute_script("return typeof window.__pwned") == "undefined"


def test_item_screenshot(browser: Any, served: Any) -> None:
    from selenium.webdriver.common.by import By

    base, store = served
    # Any open item whose evidence span is known: which ones depends on the shipped calibration.
    with store.engine.connect() as conn:
        item = conn.execute(
            sa.select(review_table.c.candidate_id)
            .where(review_table.c.evidence_span.is_not(None), review_table.c.status == "open")
            .order_by(review_table.c.candidate_id)
            .limit(1)
        ).scalar_one()
    browser.get(f"{base}/item?ledger=queue&partition={P}&id={item}")
    assert browser.find_elements(By.CSS_SELECTOR, "#passage .m-evidence")
    _shot(browser, "review_item.png")
