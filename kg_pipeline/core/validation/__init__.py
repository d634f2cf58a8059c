"""Deciding a candidate: vocabulary, endpoint resolution, grounding in the source text, the
stages, the features the policy scores, the policy, the optional LLM auditor, and the validator
that runs them in order. `calibration.json` (the fitted policy) sits beside `policy`; fitting it
is `kg_pipeline.core.quality.calibration`, which runs the validator on labelled data.

Imports run one way, downward: `vocabulary`, `resolution` and `grounding/` read the text; `work`
is the record of one candidate; `features` computes the facts `policy` scores; `stages/` (structure,
predicate, endpoints, support) each record one outcome on the work; `auditor` returns one outcome
per candidate; `validator` runs the stages, applies the policy and the auditor's outcomes;
`evidence` says whether an accepted span mentions both endpoints (the blocking check reads it)."""
