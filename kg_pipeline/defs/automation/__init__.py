"""When the daily ingestion runs: overnight for yesterday, and when files land in the inbox."""

from kg_pipeline.defs.automation.schedules import overnight_ingestion
from kg_pipeline.defs.automation.sensors import inbox_sensor

schedules = [overnight_ingestion]
sensors = [inbox_sensor]

__all__ = ["inbox_sensor", "overnight_ingestion", "schedules", "sensors"]
