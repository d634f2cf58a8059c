"""`golden_set` and `golden_set_evaluation`: the precision that gates publication.

Both are daily-partitioned like the rest of the graph. A partition's evaluation measures the
validator, calibration, policy and golden set in force when that partition was processed, so
`published_graph` of the same partition waits for it (and for its blocking check) in the same
run, `dagster asset materialize --select '*' --partition D` covers the whole graph, and the
precision metadata plots as a series across partitions. They sit in the `validation` group so
every job that selects the publishing path by group runs the gate too.
"""

import dagster as dg

from kg_pipeline.core.quality.golden import (
    GoldenEvaluation,
    GoldenSet,
    evaluate_golden_set,
    groups_markdown,
    load_golden_set,
)
from kg_pipeline.core.validation.policy import default_calibration
from kg_pipeline.core.validation.validator import VALIDATOR_VERSION
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.evaluation import checks
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.resources.settings import PipelineSettings

GROUP = "validation"


@dg.asset(partitions_def=daily_partitions, group_name=GROUP, kinds={"python"})
def golden_set(settings: PipelineSettings) -> dg.Output[GoldenSet]:
    """Labelled documents and candidates (`settings.golden_set_dir`, optional split filter)."""
    golden = load_golden_set(settings.golden_set_dir, settings.golden_set_split or None)
    labels = golden.label_counts()
    return dg.Output(
        golden,
        metadata={
            "source": dg.MetadataValue.path(golden.source),
            "split": golden.split or "(all)",
            "fingerprint": golden.fingerprint,
            "documents": len(golden.documents),
            "candidates": len(golden.candidates),
            "by_label": dg.MetadataValue.json(labels),
            "by_kind": dg.MetadataValue.json(golden.kind_counts()),
        },
    )


@dg.asset(
    partitions_def=daily_partitions,
    group_name=GROUP,
    kinds={"python"},
    check_specs=checks.EVALUATION_CHECK_SPECS,
)
def golden_set_evaluation(
    context: dg.AssetExecutionContext, settings: PipelineSettings, golden_set: GoldenSet
):
    """The production validator and policy on the golden set: what would be published wrongly.

    ACCEPT precision and recall, REJECT precision and review rate, overall and by predicate,
    kind and deciding stage. Its blocking precision check gates `published_graph`.
    """
    evaluation: GoldenEvaluation = evaluate_golden_set(
        golden_set,
        load_vocabulary(settings.vocabulary_path),
        settings.policy_config(),
        use_verifier=settings.use_verifier,
    )
    previous, previous_label = checks.previous_predicate_precision(
        context.instance, context.run.run_id, evaluation.fingerprint
    )
    per_predicate = evaluation.predicate_precision()
    results = [
        checks.check_precision_gate(
            evaluation, settings.golden_set_precision_target, settings.golden_set_min_accepted
        ),
        checks.check_predicate_drift(
            per_predicate,
            previous,
            previous_label,
            settings.predicate_precision_max_drop,
            settings.predicate_precision_min_accepted,
        ),
    ]
    overall = evaluation.overall
    report = evaluation.report
    calibration = default_calibration()
    fitted: dict[str, dg.MetadataValue] = {}
    if settings.use_verifier and calibration.verifier is not None:
        fitted["calibration_out_of_fold"] = dg.MetadataValue.json(
            calibration.verifier.out_of_fold()
        )

    def number(key: str) -> dg.FloatMetadataValue:
        return dg.FloatMetadataValue(overall[key])

    yield dg.Output(
        evaluation,
        metadata={
            "accept_precision": number("accept_precision"),
            "accept_recall": number("accept_recall"),
            "reject_precision": number("reject_precision"),
            "reject_recall": number("reject_recall"),
            "review_rate": number("review_rate"),
            "accept_precision_lower_bound": dg.FloatMetadataValue(
                evaluation.accept_precision_lower_bound
            ),
            "precision_target": dg.FloatMetadataValue(settings.golden_set_precision_target),
            "candidates": overall["candidates"],
            "positives": overall["positives"],
            "accepted": overall["accepted"],
            "rejected": overall["rejected"],
            "review": overall["review"],
            "false_accepts": len(evaluation.false_accepts),
            "by_predicate": dg.MetadataValue.md(groups_markdown(report["by_predicate"])),
            "by_kind": dg.MetadataValue.md(groups_markdown(report.get("by_kind", {}))),
            "by_deciding_stage": dg.MetadataValue.md(groups_markdown(report["by_deciding_stage"])),
            checks.PREDICATE_PRECISION_KEY: dg.MetadataValue.json(per_predicate),
            "report": dg.MetadataValue.json(report),
            "policy": dg.MetadataValue.json(evaluation.config),
            "validator_version": VALIDATOR_VERSION,
            "calibration": calibration.fitted_on,
            checks.FINGERPRINT_KEY: evaluation.fingerprint,
            **fitted,
        },
    )
    yield from results
