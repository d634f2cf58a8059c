# The two commands a new machine needs: `make demo` and `make test`.
VENV        ?= .venv
PYTHON      ?= python3
DAGSTER_HOME ?= $(CURDIR)/.dagster_home
DEMO_PARTITION := 2024-06-11

.PHONY: install demo test test-llm lint typecheck ui review clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q --upgrade pip
	$(VENV)/bin/pip install -q -e ".[test]"
	touch $@

install: $(VENV)/.installed

$(DAGSTER_HOME)/dagster.yaml: dagster.yaml
	mkdir -p $(DAGSTER_HOME)
	cp dagster.yaml $@

# Materialise every asset of the demo partition into the persistent local Dagster home, then
# read the published graph back and print what happened to each candidate.
demo: install $(DAGSTER_HOME)/dagster.yaml
	DAGSTER_HOME=$(DAGSTER_HOME) $(VENV)/bin/dagster asset materialize -m kg_pipeline.definitions \
		--select '*' --partition $(DEMO_PARTITION)
	DAGSTER_HOME=$(DAGSTER_HOME) $(VENV)/bin/kg-pipeline summary --partition $(DEMO_PARTITION)

# Every layer: unit, whole-graph, PostgreSQL, web, browser and the live llama.cpp server. The
# scripts install what is missing (PostgreSQL, Debian's chromium, a llama.cpp build cached outside
# the checkout) and print where it is; a layer whose service is missing fails instead of skipping.
test: install
	bash scripts/ensure_chromium.sh
	eval "$$(bash scripts/ensure_llama_server.sh)" && \
		KG_TEST_PG_URL="$$(bash scripts/ensure_postgres.sh)" KG_REQUIRE_LLM_LIVE=1 KG_REQUIRE_BROWSER=1 \
		$(VENV)/bin/python -m pytest -q -p no:cacheprovider
	$(VENV)/bin/ruff check kg_pipeline kg_pipeline_tests benchmarks scripts
	$(VENV)/bin/ruff format --check kg_pipeline kg_pipeline_tests benchmarks scripts
	$(VENV)/bin/mypy kg_pipeline
	$(VENV)/bin/lint-imports --no-cache

# The live model-server layer alone (llama.cpp + Gemma 3 270M on 127.0.0.1).
test-llm: install
	eval "$$(bash scripts/ensure_llama_server.sh)" && KG_REQUIRE_LLM_LIVE=1 \
		$(VENV)/bin/python -m pytest -q -p no:cacheprovider -m llm_live kg_pipeline_tests/llm_live

lint: install
	$(VENV)/bin/ruff check kg_pipeline kg_pipeline_tests benchmarks scripts
	$(VENV)/bin/ruff format --check kg_pipeline kg_pipeline_tests benchmarks scripts
	$(VENV)/bin/lint-imports --no-cache

typecheck: install
	$(VENV)/bin/mypy kg_pipeline

# The Dagster UI on the same home as `make demo`: http://127.0.0.1:3000
ui: install $(DAGSTER_HOME)/dagster.yaml
	DAGSTER_HOME=$(DAGSTER_HOME) $(VENV)/bin/dagster dev -w workspace.yaml -h 127.0.0.1 -p 3000

# The review desk on the demo's graph (kg-pipeline review serve): http://127.0.0.1:8765/queue
review: install
	$(VENV)/bin/kg-pipeline review serve --host 127.0.0.1 --port 8765

clean:
	rm -rf .kg_data $(DAGSTER_HOME)
