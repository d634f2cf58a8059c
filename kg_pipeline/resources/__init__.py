"""Resources: the external systems the assets talk to, each behind a typed resource."""

import os
from typing import Any

import dagster as dg

from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.io_manager import ParquetIOManager
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
    # The other settings (not secret) as LLMSettings reads them, the same for CLI and assets.
    others = LLMResource.from_env().model_dump(exclude={"base_url", "api_key", "model"})
    return LLMResource(**{**others, **kwargs})


def settings_resource() -> PipelineSettings:
    """Paths from `KG_INBOX_DIR`, `KG_VOCABULARY` and `KG_DATA_DIR` when set (through
    `dg.EnvVar`, read when a run starts), else the bundled demo; `KG_USE_VERIFIER=0` turns the
    neural tier off (as `--no-model`)."""
    kwargs: dict[str, Any] = {}
    for field, var in (
        ("inbox_dir", "KG_INBOX_DIR"),
        ("vocabulary_path", "KG_VOCABULARY"),
        ("data_dir", "KG_DATA_DIR"),
        ("review_desk_url", "KG_REVIEW_DESK_URL"),
    ):
        if os.environ.get(var):
            kwargs[field] = dg.EnvVar(var)
    if os.environ.get("KG_VALIDATION_WORKERS"):
        kwargs["validation_workers"] = dg.EnvVar.int("KG_VALIDATION_WORKERS")
    if os.environ.get("KG_USE_VERIFIER"):
        # dg.EnvVar carries only str and int, so a switch is read when the location loads.
        kwargs["use_verifier"] = env_switch("KG_USE_VERIFIER")
    return PipelineSettings(**kwargs)


def env_switch(var: str) -> bool:
    """A yes/no environment setting; anything else is a configuration error naming it."""
    value = os.environ.get(var, "").strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise dg.DagsterInvalidConfigError(
        f"{var}={value!r}: expected one of 1/true/yes/on or 0/false/no/off", [], None
    )


def graph_store_resource() -> GraphStoreResource:
    """The graph database from `KG_DATABASE_URL` (through `dg.EnvVar`: the URL may hold a
    password), else the embedded SQLite file under `KG_DATA_DIR` or `.kg_data`."""
    kwargs: dict[str, Any] = {}
    if os.environ.get("KG_DATABASE_URL"):
        kwargs["database_url"] = dg.EnvVar("KG_DATABASE_URL")
    if os.environ.get("KG_DATA_DIR"):
        kwargs["data_dir"] = dg.EnvVar("KG_DATA_DIR")
    return GraphStoreResource(**kwargs)


def io_manager_resource() -> ParquetIOManager:
    """Intermediates as Parquet under `KG_INTERMEDIATES_URL` (e.g. `s3://bucket/kg`; default:
    the instance's storage folder); S3 endpoint and credentials from `KG_S3_ENDPOINT_URL`,
    `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`, all through `dg.EnvVar`."""
    kwargs: dict[str, Any] = {}
    for field, var in (
        ("base_url", "KG_INTERMEDIATES_URL"),
        ("endpoint_url", "KG_S3_ENDPOINT_URL"),
        ("access_key_id", "AWS_ACCESS_KEY_ID"),
        ("secret_access_key", "AWS_SECRET_ACCESS_KEY"),
        ("region_name", "AWS_REGION"),
    ):
        if os.environ.get(var):
            kwargs[field] = dg.EnvVar(var)
    return ParquetIOManager(**kwargs)


def default_resources() -> dict[str, Any]:
    """The embedded defaults: demo inbox, SQLite graph, no LLM unless configured."""
    return {
        "settings": settings_resource(),
        "graph_store": graph_store_resource(),
        "llm": llm_resource(),
        "io_manager": io_manager_resource(),
    }
