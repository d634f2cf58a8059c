import dagster as dg

# The daily ingestion: documents to published graph, one partition per ingestion date.
ingestion_job = dg.define_asset_job(
    name="daily_ingestion",
    selection=dg.AssetSelection.groups(
        "ingestion", "extraction", "validation", "publishing", "claims"
    ),
    description=(
        "Documents of one ingestion date through validation to the published graph, and the"
        " claim audit of that date's generated text."
    ),
)

jobs = [ingestion_job]
