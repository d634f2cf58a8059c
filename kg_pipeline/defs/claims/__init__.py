"""Claim-to-source audit of generated text, per ingestion date."""

import dagster as dg

from kg_pipeline.defs.claims.assets import claim_audit

defs = dg.Definitions(assets=[claim_audit])
