"""Claim-to-source audit of generated text: atomic claims, verbatim passages, coverage.

No Dagster here: the `audit-claims` command and the `claim_audit` asset run the same code.
"""

from kg_pipeline.core.claims.config import DEFAULT_CONFIG, MappingConfig
from kg_pipeline.core.claims.mapping import audit_item, map_claim
from kg_pipeline.core.claims.models import (
    Claim,
    ClaimAuditReport,
    ClaimItem,
    ClaimKind,
    ClaimMapping,
    ClaimSource,
    ClaimStatus,
    ItemAudit,
    ItemCoverage,
    MappingConfidence,
)
from kg_pipeline.core.claims.sources import SourceIndex
from kg_pipeline.core.claims.splitting import split_claims
from kg_pipeline.core.claims.tokens import locate_verbatim
from kg_pipeline.core.text.sentences import split_sentences

__all__ = [
    "DEFAULT_CONFIG",
    "Claim",
    "ClaimAuditReport",
    "ClaimItem",
    "ClaimKind",
    "ClaimMapping",
    "ClaimSource",
    "ClaimStatus",
    "ItemAudit",
    "ItemCoverage",
    "MappingConfidence",
    "MappingConfig",
    "SourceIndex",
    "audit_item",
    "locate_verbatim",
    "map_claim",
    "split_claims",
    "split_sentences",
]
