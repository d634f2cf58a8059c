"""The pipeline's plain-Python core: no Dagster here (`lint-imports` checks it).

Shared at the top: `models` (records), `errors` (the one exception root), `paths`. Subpackages,
importing downward only: `quality` > `store` | `validation` | `claims` > `extraction` >
`inputs` | `text` > `models` > `errors`; `verifier` is the neural verifier tier.
"""
