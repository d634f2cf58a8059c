import dagster as dg

# Ingestion date. The demo partition lives in 2024, so the range starts before it.
DEMO_PARTITION = "2024-06-11"
daily_partitions = dg.DailyPartitionsDefinition(start_date="2024-06-01", end_offset=1)
