"""The code location: every asset, check, job, schedule and sensor under `kg_pipeline.defs`."""

import dagster as dg

import kg_pipeline.defs as defs_package
from kg_pipeline.defs.automation import schedules, sensors
from kg_pipeline.defs.jobs import jobs
from kg_pipeline.resources import default_resources


@dg.definitions
def defs() -> dg.Definitions:
    return dg.Definitions(
        assets=dg.load_assets_from_package_module(defs_package),
        asset_checks=dg.load_asset_checks_from_package_module(defs_package),
        jobs=jobs,
        schedules=schedules,
        sensors=sensors,
        resources=default_resources(),
    )
