"""`extract_candidates` over the real loopback server: every chunk ends as candidates or a
recorded failure, the cache makes a re-run free, and degraded paths stay flagged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg_pipeline.core.extraction import (
    PROMPT_VERSION,
    DiskCache,
    LLMCallError,
    NullCache,
    OpenAIChatClient,
    ReplayChatClient,
    extract_candidates,
)
from kg_pipeline.core.extraction.client import LLMErrorKind
from kg_pipeline.core.extraction.prompts import build_messages
from kg_pipeline.core.models import Chunk, Vocabulary
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.fake_openai_server import (
    EMPTY_REPLY,
    FakeOpenAIServer,
    ScriptedReply,
    fenced,
    relationships_json,
    truncated,
)

VOCAB = parse_vocabulary(
    {
        "entity_types": ["ORG", "PER", "LOC"],
        "predicates": {
            "acq": {
                "label": "acquired",
                "template": "{s} acquired {o}",
                "definition": "the subject bought a controlling stake in the object",
                "type_pairs": ["ORG-ORG"],
            },
            "P19": {"label": "place of birth", "template": "{s} was born in {o}"},
        },
    }
)


def rel(source: str, rtype: str, target: str, evidence: str, **extra: object) -> dict[str, object]:
    return {
        "source_entity": source,
        "target_entity": target,
        "relationship_type": rtype,
        "evidence_span": evidence,
        "description": None,
        "polarity": extra.get("polarity", "positive"),
        "modality": extra.get("modality", "asserted"),
        "time": extra.get("time"),
    }


def chunk(doc: str, text: str, index: int = 0) -> Chunk:
    return Chunk(
        chunk_id=f"{doc}#c{index:04d}",
        doc_id=doc,
        index=index,
        start=0,
        end=len(text),
        text=text,
    )


ASTER = "Aster-Nova Ltd acquired Beacon Corp in 2019."
ASTER_JSON = relationships_json(
    [rel("Aster-Nova Ltd", "acquired", "Beacon Corp", ASTER, time="2019")],
    [{"name": "Aster-Nova Ltd", "type": "ORG"}, {"name": "Beacon Corp", "type": "ORG"}],
)
MAYBE = "Orrin Labs may acquire Kestrel Foods."
MAYBE_JSON = relationships_json(
    [rel("Orrin Labs", "acquired", "Kestrel Foods", MAYBE, modality="speculative")]
)
TWO = "Ada Lovelace was born in London. Alan Turing was born in Maida Vale."
TWO_JSON = relationships_json(
    [
        rel("Ada Lovelace", "place of birth", "London", "Ada Lovelace was born in London."),
        rel("Alan Turing", "place of birth", "Maida Vale", "Alan Turing was born in Maida Vale."),
    ]
)


def scripted_server(**kwargs: object) -> FakeOpenAIServer:
    """One chunk per scripted behaviour, told apart by the text each request carries."""
    server = FakeOpenAIServer(**kwargs)  # type: ignore[arg-type]
    server.add_rule("Aster-Nova", ScriptedReply.ok(ASTER_JSON))
    server.add_rule("Orrin Labs", ScriptedReply.ok(fenced(MAYBE_JSON)))
    server.add_rule(
        "Ada Lovelace",
        ScriptedReply.ok(truncated(TWO_JSON, TWO_JSON.index("Maida")), finish_reason="length"),
    )
    server.add_rule(
        "Jean-Paul",
        ScriptedReply.ok(
            "relation<|#|>Jean-Paul Sartre<|#|>Paris<|#|>place of birth<|#|>born there\n"
            "<|COMPLETE|>"
        ),
    )
    server.add_rule("Quiet", ScriptedReply.rate_limited(1), ScriptedReply.ok(EMPTY_REPLY))
    server.add_rule("Broken", ScriptedReply.server_error(500))
    server.add_rule("Sleepy", ScriptedReply.slow(EMPTY_REPLY, 2.0))
    server.add_rule("Chatty", ScriptedReply.ok("I found no relationships, sorry."))
    server.add_rule("Cut short", ScriptedReply.ok('{"entities": [{"name": "X", "ty'))
    return server


CHUNKS = [
    chunk("d1", ASTER),
    chunk("d2", MAYBE),
    chunk("d3", TWO),
    chunk("d4", "Jean-Paul Sartre was born in Paris."),
    chunk("d5", "Quiet day: nothing happened."),
    chunk("d6", "Broken server chunk."),
    chunk("d7", "Sleepy server chunk."),
    chunk("d8", "Chatty model chunk."),
    chunk("d9", "Cut short chunk."),
]


def client_for(server: FakeOpenAIServer, **kwargs: object) -> OpenAIChatClient:
    options: dict[str, object] = {
        "base_url": server.base_url,
        "model": "scripted-fake",
        "timeout": 0.5,
        "max_retries": 1,
        "backoff_base": 0.01,
        "concurrency": 8,
    }
    options.update(kwargs)
    return OpenAIChatClient(**options)  # type: ignore[arg-type]


def test_every_chunk_ends_as_candidates_or_a_recorded_failure(tmp_path: Path) -> None:
    with scripted_server() as server:
        result = extract_candidates(
            CHUNKS, VOCAB, client_for(server), DiskCache(tmp_path / "cache"), concurrency=8
        )
    by_doc: dict[str, list] = {}
    for cand in result.candidates:
        by_doc.setdefault(cand.doc_id, []).append(cand)
    failed = {f.doc_id: f for f in result.failures}

    # Accounted for: every document either produced candidates, was read as empty, or failed.
    assert set(by_doc) | set(failed) | {"d5"} == {c.doc_id for c in CHUNKS}
    assert not set(by_doc) & set(failed)

    (aster,) = by_doc["d1"]
    assert (aster.subject, aster.predicate, aster.object) == (
        "Aster-Nova Ltd",
        "acquired",
        "Beacon Corp",
    )
    assert aster.evidence == ASTER and aster.subject_type == "ORG" and aster.object_type == "ORG"
    assert aster.parse_mode == "strict" and aster.extractor == "llm:scripted-fake"
    assert aster.model == "scripted-fake" and aster.prompt_version == PROMPT_VERSION
    assert aster.candidate_id == "d1#c0000-t000" and aster.chunk_id == "d1#c0000"
    assert aster.model_extra and aster.model_extra["time"] == "2019"

    (maybe,) = by_doc["d2"]
    assert maybe.modality == "speculative"  # "may acquire" is not "acquired"
    assert maybe.parse_mode == "json_repaired"
    assert maybe.model_extra and maybe.model_extra["parse_repairs"] == ["code_fence"]

    # Cut off at the length limit: named truncated, never repaired into candidates.
    assert failed["d3"].kind == LLMErrorKind.TRUNCATED and "truncated" in failed["d3"].error

    (sartre,) = by_doc["d4"]
    assert sartre.subject == "Jean-Paul Sartre" and sartre.parse_mode == "tuple_lines"

    assert failed["d6"].stage == "llm_call" and "HTTP 500" in failed["d6"].error
    assert failed["d6"].retries == 1 and failed["d6"].kind == LLMErrorKind.SERVER_ERROR
    assert failed["d7"].stage == "llm_call" and "timed out" in failed["d7"].error
    assert failed["d7"].kind == LLMErrorKind.TIMEOUT
    assert failed["d8"].stage == "parse" and failed["d8"].reply_excerpt
    assert failed["d9"].stage == "parse" and failed["d9"].kind == LLMErrorKind.INVALID_REPLY

    stats = result.stats
    assert stats.chunks == 9 and stats.calls == 9 and stats.cached_calls == 0
    assert stats.failed_chunks == 5 and stats.empty_chunks == 1
    assert stats.retries == 3  # one 429, one 500, one timeout
    assert stats.requests == 12
    assert stats.degraded_candidates == 2
    assert stats.parse_modes == {
        "failed": 5,
        "strict": 2,
        "json_repaired": 1,
        "tuple_lines": 1,
    }
    assert stats.failures_by_kind == {
        "invalid_reply": 2,
        "server_error": 1,
        "timeout": 1,
        "truncated": 1,
    }
    assert stats.wire_formats == {"json_schema": 4}
    assert stats.prompt_tokens > 0 and stats.completion_tokens > 0
    placeholders = result.failure_candidates()
    assert sorted(p.doc_id for p in placeholders) == ["d3", "d6", "d7", "d8", "d9"]
    assert all(p.input_problem and p.parse_mode == "failed" for p in placeholders)


def test_second_identical_run_sends_no_request(tmp_path: Path) -> None:
    chunks = CHUNKS[:5]
    cache = DiskCache(tmp_path / "cache")
    with scripted_server() as server:
        first = extract_candidates(chunks, VOCAB, client_for(server), cache)
        sent = server.requests
        second = extract_candidates(chunks, VOCAB, client_for(server), DiskCache(cache.root))
        assert server.requests == sent  # measured at the server: nothing new arrived
    assert first.stats.calls == 5 and sent == 6  # one 429 retry
    assert second.stats.calls == 0 and second.stats.requests == 0
    assert second.stats.cached_calls == 5 and second.stats.cached_failures == 1  # d3, truncated
    dump = [c.model_dump() for c in first.candidates]
    assert [c.model_dump() for c in second.candidates] == dump
    assert second.stats.parse_modes == {
        "failed": 1,
        "strict": 2,
        "json_repaired": 1,
        "tuple_lines": 1,
    }


def test_failed_chunks_are_not_cached_and_are_asked_again(tmp_path: Path) -> None:
    chunks = [chunk("d1", ASTER), chunk("d6", "Broken server chunk.")]
    cache = DiskCache(tmp_path / "cache")
    with scripted_server() as server:
        first = extract_candidates(chunks, VOCAB, client_for(server, max_retries=0), cache)
        server.reset_log()
        second = extract_candidates(chunks, VOCAB, client_for(server, max_retries=0), cache)
        asked = [r.last_user for r in server.log]
    assert first.stats.failed_chunks == second.stats.failed_chunks == 1
    assert len(asked) == 1 and "Broken" in asked[0]
    assert second.stats.cached_calls == 1


def test_cache_key_covers_model_prompt_text_and_vocabulary(tmp_path: Path) -> None:
    cache = DiskCache(tmp_path / "cache")
    chunks = [chunk("d1", ASTER)]
    extract_candidates(chunks, VOCAB, ReplayChatClient([ASTER_JSON], model="m1"), cache)
    again = ReplayChatClient([ASTER_JSON], model="m1")
    extract_candidates(chunks, VOCAB, again, cache)
    assert again.calls == 0
    other_model = ReplayChatClient([ASTER_JSON], model="m2")
    extract_candidates(chunks, VOCAB, other_model, cache)
    assert other_model.calls == 1
    smaller = Vocabulary(predicates={"acq": VOCAB.predicates["acq"]}, entity_types=["ORG"])
    other_vocab = ReplayChatClient([ASTER_JSON], model="m1")
    extract_candidates(chunks, smaller, other_vocab, cache)
    assert other_vocab.calls == 1
    edited = ReplayChatClient([EMPTY_REPLY], model="m1")
    extract_candidates([chunk("d1", ASTER + " ")], VOCAB, edited, cache)
    assert edited.calls == 1
    assert len(cache) == 4


def test_identical_chunk_texts_are_asked_once() -> None:
    client = ReplayChatClient([ASTER_JSON])
    result = extract_candidates([chunk("a", ASTER), chunk("b", ASTER)], VOCAB, client, NullCache())
    assert client.calls == 1
    assert [c.candidate_id for c in result.candidates] == ["a#c0000-t000", "b#c0000-t000"]
    assert result.stats.unique_chunks == 1


def test_gleaning_is_bounded_and_stops_when_nothing_new() -> None:
    first = relationships_json([rel("Ada Lovelace", "place of birth", "London", "x")])
    more = relationships_json(
        [
            rel("Ada Lovelace", "place of birth", "London", "x"),  # a repeat: dropped
            rel("Alan Turing", "place of birth", "Maida Vale", "y"),
        ]
    )
    client = ReplayChatClient([first, more, EMPTY_REPLY, EMPTY_REPLY])
    result = extract_candidates([chunk("d", TWO)], VOCAB, client, NullCache(), gleaning=10)
    assert client.calls == 3  # main + one productive glean + one empty glean, then stop
    assert [c.object for c in result.candidates] == ["London", "Maida Vale"]
    assert [(c.model_extra or {})["extraction_pass"] for c in result.candidates] == [0, 1]
    assert result.stats.duplicates_dropped == 1
    # The gleaning request is a continuation of the same conversation.
    assert client.seen[1][:2] == client.seen[0]
    assert client.seen[1][2] == {"role": "assistant", "content": first}


def test_gleaning_failure_keeps_main_pass_and_is_counted(tmp_path: Path) -> None:
    client = ReplayChatClient([ASTER_JSON, LLMCallError("HTTP 500", status=500)])
    cache = DiskCache(tmp_path / "c")
    result = extract_candidates([chunk("d", ASTER)], VOCAB, client, cache, gleaning=1)
    assert len(result.candidates) == 1 and not result.failures
    assert result.stats.gleaning_errors == 1
    assert len(cache) == 0  # incomplete: asked again next time


def test_unexpected_error_in_one_chunk_is_recorded_not_raised() -> None:
    def responder(messages: list[dict[str, str]]) -> str:
        if "boom" in messages[-1]["content"]:
            raise RuntimeError("client bug")
        return ASTER_JSON

    result = extract_candidates(
        [chunk("ok", ASTER), chunk("bad", "boom")], VOCAB, ReplayChatClient(responder), NullCache()
    )
    assert [c.doc_id for c in result.candidates] == ["ok"]
    assert result.failures[0].doc_id == "bad" and result.failures[0].stage == "internal"


def test_server_without_json_schema_records_the_fallback_wire_format(tmp_path: Path) -> None:
    with scripted_server(reject_response_formats={"json_schema"}) as server:
        result = extract_candidates(
            [chunk("d1", ASTER)], VOCAB, client_for(server), DiskCache(tmp_path / "c")
        )
    (cand,) = result.candidates
    assert (cand.model_extra or {})["wire_format"] == "json_object"
    assert result.stats.wire_formats == {"json_object": 1}
    assert result.stats.wire_format_fallbacks == 1


@pytest.mark.parametrize("concurrency", [1, 4])
def test_concurrency_is_respected(concurrency: int) -> None:
    chunks = [chunk(f"d{i}", f"Sentence number {i}.") for i in range(8)]
    with FakeOpenAIServer(latency=0.1) as server:
        result = extract_candidates(
            chunks, VOCAB, client_for(server, concurrency=32), NullCache(), concurrency=concurrency
        )
        assert server.peak_in_flight == concurrency
    assert result.stats.calls == 8 and result.stats.empty_chunks == 8


def test_prompt_passes_vocabulary_and_asks_for_qualifiers() -> None:
    messages = build_messages(ASTER, VOCAB)
    system = messages[0]["content"]
    assert '- acquired: "{s} acquired {o}"' in system
    assert "bought a controlling stake" in system
    assert "ORG, PER, LOC" in system
    for word in ("negative", "speculative", "conditional", "evidence_span", "time"):
        assert word in system
    assert ASTER in messages[1]["content"]
    json.dumps(messages)  # serialisable as a request body
