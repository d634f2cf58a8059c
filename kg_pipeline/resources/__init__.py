"""Resources: the external systems the assets talk to, each behind a typed resource."""

import os
from typing import Any

import dagster as dg

from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings


def llm_resource() -> LLMResource:
    """The endpoint from the environment, wired through `dg.EnvVar` so secrets stay there.

    Called when the code location loads (never at import). Without `OPENAI_BASE_URL` the
    resource is off and candidates come from the inbox.
    """
    if not os.environ.get("OPENAI_BASE_URL"):
        return LLMResource()
    kwargs: dict[str, Any] = {
        "base_url": dg.EnvVar("OPENAI_BASE_URL"),
        "api_key": dg.EnvVar("OPENAI_API_KEY") if os.environ.get("OPENAI_API_KEY") else "",
    }
    if os.environ.get("KG_LLM_MODEL"):
        kwargs["model"] = dg.EnvVar("KG_LLM_MODEL")
    if os.environ.get("KG_LLM_CONCURRENCY"):
        kwargs["concurrency"] = dg.EnvVar.int("KG_LLM_CONCURRENCY")
    return LLMResource(**kwargs)


def settings_resource() -> PipelineSettings:
    """Paths from `KG_INBOX_DIR`, `KG_VOCABULARY` and `KG_DATA_DIR` when set (through
    `dg.EnvVar`, read when a run starts), else the bundled demo."""
    kwargs: dict[str, Any] = {}
    for field, var in (
        ("inbox_dir", "KG_INBOX_DIR"),
        ("vocabulary_path", "KG_VOCABULARY"),
        ("data_dir", "KG_DATA_DIR"),
    ):
        if os.environ.get(var):
            kwargs[field] = dg.EnvVar(var)
    return PipelineSettings(**kwargs)


def graph_store_resource() -> GraphStoreResource:
    """The graph database from `KG_DATABASE_URL` (through `dg.EnvVar`: the URL may hold a
    password), else the embedded SQLite file under `KG_DATA_DIR` or `.kg_data`."""
    kwargs: dict[str, Any] = {}
    if os.environ.get("KG_DATABASE_URL"):
        kwargs["database_url"] = dg.EnvVar("KG_DATABASE_URL")
    if os.environ.get("KG_DATA_DIR"):
        kwargs["data_dir"] = dg.EnvVar("KG_DATA_DIR")
    return GraphStoreResource(**kwargs)


def default_resources() -> dict[str, Any]:
    """The embedded defaults: demo inbox, SQLite graph, no LLM unless configured."""
    return {
        "settings": settings_resource(),
        "graph_store": graph_store_resource(),
        "llm": llm_resource(),
    }
