"""The steps a reader trains on (no model needed): every real document once an epoch, the other
examples spread among them, and the labelled extra set cut to a share of itself when asked;
and the weights a fold starts from when it continues a finished run."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from kg_pipeline.core.verifier.reader_training import ReaderConfig, init_checkpoint, training_plan

# 40 real documents, 20 synthetic one-sentence examples, 30 labelled extra documents.
KINDS = ["document"] * 40 + ["plain"] * 10 + ["framed"] * 10 + ["labelled"] * 30
STEPS_PER_EPOCH = 10  # 40 documents, 4 a step


def _epochs(plan: list[list[int]]) -> list[list[int]]:
    return [
        [i for step in plan[e : e + STEPS_PER_EPOCH] for i in step]
        for e in range(0, len(plan), STEPS_PER_EPOCH)
    ]


def test_every_example_once_an_epoch_with_the_whole_extra_set() -> None:
    plan = training_plan(KINDS, 30, batch_docs=4, seed=13)
    assert len(plan) == 30
    for epoch in _epochs(plan):
        assert sorted(epoch) == list(range(len(KINDS)))
    assert all(sum(KINDS[i] == "document" for i in step) == 4 for step in plan)


def test_a_share_of_the_extra_set_each_epoch_the_next_part_of_one_order() -> None:
    plan = training_plan(KINDS, 40, batch_docs=4, seed=13, extra_share=0.5)
    epochs = _epochs(plan)
    kept = []
    for epoch in epochs:
        kinds = Counter(KINDS[i] for i in epoch)
        assert kinds == {"document": 40, "plain": 10, "framed": 10, "labelled": 15}
        assert len(set(epoch)) == len(epoch)
        kept.append(frozenset(i for i in epoch if KINDS[i] == "labelled"))
    # Half a turn of one seeded order each epoch: two epochs read every extra document once.
    extras = {i for i, k in enumerate(KINDS) if k == "labelled"}
    assert kept[0] | kept[1] == extras and not kept[0] & kept[1]
    assert kept[2] == kept[0] and kept[3] == kept[1]


def test_the_plan_is_the_same_for_the_same_seed_and_moves_with_it() -> None:
    one = training_plan(KINDS, 20, batch_docs=4, seed=13, extra_share=0.5)
    assert one == training_plan(KINDS, 20, batch_docs=4, seed=13, extra_share=0.5)
    assert one != training_plan(KINDS, 20, batch_docs=4, seed=14, extra_share=0.5)


def test_a_reader_of_the_extra_set_alone_counts_its_documents_as_the_steps() -> None:
    extra_only = ["labelled"] * 30
    plan = training_plan(extra_only, 16, batch_docs=4, seed=13, unit="labelled")
    assert len(plan) == 16 and all(len(step) == 4 for step in plan[:7])
    # Eight steps an epoch (30 documents, 4 a step, the last step 2): each once an epoch.
    assert sorted(i for step in plan[:8] for i in step) == list(range(30))
    with pytest.raises(ValueError, match="among no real documents"):
        training_plan(extra_only, 16, batch_docs=4, seed=13, extra_share=0.5, unit="labelled")
    # Counted as riders of nothing, the same examples would make no step at all.
    assert training_plan(extra_only, 16, batch_docs=4, seed=13) == []


@pytest.mark.parametrize("share", [0.0, -0.5, 1.5])
def test_a_share_outside_0_to_1_is_refused(share: float) -> None:
    with pytest.raises(ValueError, match="extra_share"):
        training_plan(KINDS, 10, batch_docs=4, seed=13, extra_share=share)


def test_a_fold_starts_from_its_own_run_and_only_when_the_file_is_there(tmp_path: Path) -> None:
    cfg = ReaderConfig(data_dir="d", out_dir="o")
    assert init_checkpoint(cfg, 1) is None
    (tmp_path / "fold1.pt").write_bytes(b"weights")
    cfg.init_from = str(tmp_path / "fold{fold}.pt")
    assert init_checkpoint(cfg, 1) == tmp_path / "fold1.pt"
    with pytest.raises(FileNotFoundError, match="fold 2 starts from"):
        init_checkpoint(cfg, 2)
    cfg.init_from = str(tmp_path / "fold1.pt")  # one model for every fold: refused
    with pytest.raises(ValueError, match="one model per fold"):
        init_checkpoint(cfg, 1)
