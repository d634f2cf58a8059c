"""Build a Re-DocRED evaluation set of test documents the project has never seen.

The shared set `/work/shared/data/redocred_triples/` samples 80 of the 500 documents of
Re-DocRED `test_revised.json`, and the project has been tuned while looking at them. This builds
the other 420 (or a seeded `--limit` sample of them) in the same schema and by the same rules
(`/work/shared/data/README.md`, sections 1 and 1b), so that `kg-pipeline evaluate --split test`
can report figures on documents drawn the same way that nobody tuned on.

- Documents: DocRED tokens detokenised by the rule reverse-engineered from the shared files.
  Entities are `{entity_id (vertexSet index), name (longest alias), type (first mention's),
  aliases (distinct mention texts, longest first, then alphabetical)}`.
- One `gold` SUPPORTED candidate per upstream label, numbered in (h, t, r) order.
- One UNSUPPORTED negative per gold, with per-document quotas as in the shared stats:
  round(20%) reversed, round(20%) swapped_predicate, round(15%) foreign_object, round(20%)
  unrelated_pair, and the rest swapped_object. A kind's shortfall goes to unrelated_pair.

The predicate statistics the rules need (symmetric predicates, predicates seen >= 5 times and
for >= 1% of a type pair, co-occurrence >= 2%) are computed from dev_revised.json and
test_revised.json together, as the shared builder did: that reproduces its `count_all_dev_test`
and its six symmetric predicates exactly (dev alone misses two). They are counts per predicate
and type pair, not per-document labels. Foreign objects come from any other document of dev or
test, as in the shared set. The output is byte-identical on rerun (about 2 seconds).

    .venv/bin/python benchmarks/build_unseen_redocred.py [--out DIR] [--seed 2027] [--limit N]

It also rebuilds the 80 shared test documents and prints how many come out identical.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
from collections import Counter, defaultdict
from itertools import permutations
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
RAW = DATA / "raw" / "redocred" / "data"
SHARED = DATA / "redocred_triples"
OUT = Path(__file__).resolve().parents[1] / ".kg_data" / "unseen_redocred"
QUOTA = {"reversed": 0.2, "swapped_predicate": 0.2, "foreign_object": 0.15, "unrelated_pair": 0.2}
KINDS = ["reversed", "swapped_object", "swapped_predicate", "foreign_object", "unrelated_pair"]
ALWAYS_SYMMETRIC = {"P26", "P190", "P3373"}  # spouse, sister city, sibling
Doc = dict[str, Any]
Ent = dict[str, Any]
Negative = tuple[Ent, str, Ent, str]  # subject, predicate id, object, corruption
PairGold = dict[tuple[int, int], set[str]]  # (subject id, object id) -> gold predicate ids

_OPENERS = {"(", "[", "{", "$", "#"}
_GLUE_LEFT = re.compile(r"[,.;:!?%)\]}]|n't|['’](s|re|ve|m|ll|d)|'")


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def detok_spans(tokens: list[str]) -> tuple[str, list[tuple[int, int]]]:
    """Join DocRED tokens as the shared set does (reproduces all 620 shared documents); also
    return each token's character span in the text (blank tokens are dropped: empty spans)."""
    out, prev, in_quote, spans = "", None, False, []
    for tok in tokens:
        if not tok.strip():
            spans.append((len(out), len(out)))
            continue
        if prev is None or tok in ("-", "/") or prev in ("-", "/"):
            glue = True
        elif tok == '"':
            glue = in_quote or prev in _OPENERS
        else:  # `in_quote` here means `prev` opened a quote
            glue = bool(_GLUE_LEFT.fullmatch(tok)) or prev in _OPENERS or (prev == '"' and in_quote)
        out += tok if glue else " " + tok
        spans.append((len(out) - len(tok), len(out)))
        in_quote ^= tok == '"'
        prev = tok
    return out, spans


def entities(doc: Doc, from_names: bool = False) -> list[Ent]:
    """The document's entities, spelled as the text of their mentions in the detokenised
    sentences (documents, candidates) or from the mentions' `name` fields (how the shared set
    spells its foreign objects)."""
    sents = [] if from_names else [detok_spans(s) for s in doc["sents"]]
    out = []
    for i, ms in enumerate(doc["vertexSet"]):
        if from_names:
            names = [detok_spans(m["name"].split())[0] for m in ms]
        else:
            cuts = [(sents[m["sent_id"]], m["pos"][0], m["pos"][1] - 1) for m in ms]
            names = [text[spans[a][0] : spans[b][1]].strip() for (text, spans), a, b in cuts]
        aliases = sorted(dict.fromkeys(names), key=lambda s: (-len(s), s))  # longest first
        out.append({"entity_id": i, "name": aliases[0], "type": ms[0]["type"], "aliases": aliases})
    return out


class Stats:
    """Predicate statistics over a list of upstream documents."""

    def __init__(self, docs: list[Doc]) -> None:
        self.count: Counter[str] = Counter()
        self.by_types: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
        self.cooc: Counter[tuple[str, str]] = Counter()
        reverse_gold: Counter[str] = Counter()
        for doc in docs:
            types = [ms[0]["type"] for ms in doc["vertexSet"]]
            gold = {(lab["h"], lab["r"], lab["t"]) for lab in doc["labels"]}
            by_pair: dict[tuple[int, int], set[str]] = defaultdict(set)
            for h, r, t in gold:
                self.count[r] += 1
                self.by_types[types[h], types[t]][r] += 1
                reverse_gold[r] += (t, r, h) in gold
                by_pair[h, t].add(r)
            for preds in by_pair.values():
                self.cooc.update((p, q) for p in preds for q in preds if p != q)
        often_reversed = {r for r, n in self.count.items() if reverse_gold[r] / n >= 0.2}
        self.symmetric = ALWAYS_SYMMETRIC | often_reversed

    def seen(self, types: tuple[str, str]) -> dict[str, int]:
        """Predicates seen >= 5 times and for >= 1% of the triples of a type pair."""
        counts = self.by_types.get(types, Counter())
        total = sum(counts.values())
        return {p: n for p, n in sorted(counts.items()) if n >= 5 and n / total >= 0.01}

    def co_occur(self, p: str, q: str) -> bool:
        """p and q label the same entity pair in >= 2% of the cases of either one."""
        return self.cooc[p, q] / min(self.count[p], self.count[q]) >= 0.02


class Builder:
    """Builds documents and candidates from Re-DocRED test; holds what all documents share."""

    def __init__(self, dev: list[Doc], test: list[Doc], seed: int) -> None:
        self.test, self.seed, self.rng = test, seed, random.Random(seed)
        self.shortfall: Counter[str] = Counter()  # per kind, over all documents built
        self.preds = json.loads((SHARED / "predicates.json").read_text(encoding="utf-8"))
        self.stats = Stats(dev + test)
        self.pool: dict[str, list[tuple[str, Ent]]] = defaultdict(list)  # type -> (doc, entity)
        for split, docs in (("dev", dev), ("test", test)):
            for i, doc in enumerate(docs):
                for e in entities(doc, from_names=True):
                    self.pool[e["type"]].append((f"redocred-{split}-{i:04d}", e))

    def build(self, i: int, doc_id: str) -> tuple[Doc, list[dict]]:
        """The document record of upstream test document `i`, and its candidates shuffled."""
        doc = self.test[i]
        sents = [detok_spans(s)[0] for s in doc["sents"]]
        document = {"doc_id": doc_id, "split": "test", "title": doc["title"]}
        document |= {"text": " ".join(sents), "sentences": sents, "entities": entities(doc)}
        document["source"] = {"dataset": "Re-DocRED", "file": "data/test_revised.json", "index": i}
        self.rng = random.Random(f"{self.seed}:{doc_id}")
        golds = self.golds(doc, doc_id, document["entities"], sents)
        rows = golds + self.negatives(doc, document, golds)
        self.rng.shuffle(rows)
        return document, rows

    def candidate(self, cid: str, kind: str, s: Ent, p: str, o: Ent, gold: PairGold) -> dict:
        label = self.preds[p]["label"]
        others = gold.get((s["entity_id"], o["entity_id"]), set()) - {p}
        return {
            "candidate_id": cid,
            "doc_id": cid.rsplit("-", 1)[0],
            "split": "test",
            "subject": s["name"],
            "predicate": label,
            "object": o["name"],
            "label": "SUPPORTED" if kind == "gold" else "UNSUPPORTED",
            "kind": kind,
            "predicate_id": p,
            "statement": self.preds[p]["template"].format(s=s["name"], o=o["name"]),
            "other_gold_predicates_same_direction": sorted(self.preds[q]["label"] for q in others),
            "subject_type": s["type"],
            "object_type": o["type"],
            "subject_aliases": s["aliases"],
            "object_aliases": o["aliases"],
            "subject_entity_id": s["entity_id"],
            "object_entity_id": o["entity_id"],
            "evidence": None,
            "evidence_sent_ids": [],
            "source_candidate_id": None,
        }

    def golds(self, doc: Doc, doc_id: str, ents: list[Ent], sents: list[str]) -> list[dict]:
        """One SUPPORTED candidate per distinct upstream label, numbered in (h, t, r) order."""
        evidence: dict[tuple[int, int, str], set[int]] = defaultdict(set)
        pair_gold: PairGold = defaultdict(set)
        for lab in doc["labels"]:
            evidence[lab["h"], lab["t"], lab["r"]].update(lab["evidence"])
            pair_gold[lab["h"], lab["t"]].add(lab["r"])
        golds = []
        for k, (h, t, r) in enumerate(sorted(evidence)):
            g = self.candidate(f"{doc_id}-g{k:03d}", "gold", ents[h], r, ents[t], pair_gold)
            ev = sorted(evidence[h, t, r])
            g.update(evidence=" ".join(sents[j] for j in ev) or None, evidence_sent_ids=ev)
            golds.append(g)
        return golds

    def negatives(self, doc: Doc, document: Doc, golds: list[dict]) -> list[dict]:
        """One negative per gold by the README's rules; never a gold triple, never a repeat."""
        doc_id, text, ents = document["doc_id"], document["text"], document["entities"]
        rng, stats, shortfall = self.rng, self.stats, self.shortfall
        pair_gold: PairGold = defaultdict(set)
        for g in golds:
            pair_gold[g["subject_entity_id"], g["object_entity_id"]].add(g["predicate_id"])
        used = {(g["subject_entity_id"], g["predicate_id"], g["object_entity_id"]) for g in golds}

        def key(s: Ent, p: str, o: Ent) -> tuple[int, str, int | str]:
            return s["entity_id"], p, o["name"] if o["entity_id"] is None else o["entity_id"]

        def draw(seen: dict[str, int]) -> str:
            return rng.choices(list(seen), weights=list(seen.values()))[0]

        def reversed_(s: Ent, p: str, o: Ent, src: str) -> Negative | None:
            ok = p not in stats.symmetric and key(o, p, s) not in used
            return (o, p, s, f"subject and object of {src} swapped") if ok else None

        def swapped_object(s: Ent, p: str, o: Ent, src: str) -> Negative | None:
            ids = (s["entity_id"], o["entity_id"])
            same_type = [e for e in ents if e["type"] == o["type"] and e["name"] != o["name"]]
            options = [
                e for e in same_type if e["entity_id"] not in ids and key(s, p, e) not in used
            ]
            what = f"object of {src} replaced by same-type entity of this document"
            return (s, p, rng.choice(options), what) if options else None

        def swapped_predicate(s: Ent, p: str, o: Ent, src: str) -> Negative | None:
            gold = pair_gold[s["entity_id"], o["entity_id"]]
            seen = stats.seen((s["type"], o["type"]))
            seen = {q: n for q, n in seen.items() if q not in gold and key(s, q, o) not in used}
            seen = {q: n for q, n in seen.items() if not any(stats.co_occur(q, g) for g in gold)}
            what = f"predicate of {src} replaced by one seen for type pair {s['type']}-{o['type']}"
            return (s, draw(seen), o, what) if seen else None

        def foreign_object(s: Ent, p: str, o: Ent, src: str) -> Negative | None:
            for _ in range(200):
                other, e = rng.choice(self.pool[o["type"]])
                e = e | {"entity_id": None}
                mentioned = any(a in text for a in e["aliases"])
                if other != doc_id and not mentioned and key(s, p, e) not in used:
                    what = f"replaced by a {o['type']} entity from {other} that is not"
                    return s, p, e, f"object of {src} {what} mentioned in this document"
            return None

        negatives: list[dict] = []

        def add(kind: str, neg: Negative, src: str | None) -> None:
            s, p, o, corruption = neg
            used.add(key(s, p, o))
            c = self.candidate(f"{doc_id}-n{len(negatives):03d}", kind, s, p, o, pair_gold)
            negatives.append(c | {"source_candidate_id": src, "corruption": corruption})

        quota = {k: round(len(golds) * f) for k, f in QUOTA.items()}
        quota["swapped_object"] = len(golds) - sum(quota.values())
        makers = [reversed_, swapped_object, swapped_predicate, foreign_object]
        for kind, make in zip(KINDS[:4], makers, strict=True):
            made = 0
            for g in rng.sample(golds, len(golds)):
                s, o = ents[g["subject_entity_id"]], ents[g["object_entity_id"]]
                if made < quota[kind] and (neg := make(s, g["predicate_id"], o, g["candidate_id"])):
                    add(kind, neg, g["candidate_id"])
                    made += 1
            shortfall[kind] += quota[kind] - made
            quota["unrelated_pair"] += quota[kind] - made

        # Ordered pairs of entities that share a sentence and have no gold relation either way.
        sent_ids = [{m["sent_id"] for m in ms} for ms in doc["vertexSet"]]
        pairs = [(a, b) for a, b in permutations(range(len(ents)), 2) if sent_ids[a] & sent_ids[b]]
        pairs = [(a, b) for a, b in pairs if not (pair_gold.get((a, b)) or pair_gold.get((b, a)))]
        made = 0
        for a, b in rng.sample(pairs, len(pairs)):
            s, o, types = ents[a], ents[b], f"{ents[a]['type']}-{ents[b]['type']}"
            seen = stats.seen((s["type"], o["type"]))
            seen = {q: n for q, n in seen.items() if key(s, q, o) not in used}
            if made < quota["unrelated_pair"] and seen:
                why = f"entities co-occur in sentence(s) {sorted(sent_ids[a] & sent_ids[b])} but "
                why += "Re-DocRED annotates no relation between them; predicate drawn from those "
                add("unrelated_pair", (s, draw(seen), o, why + f"seen for {types}"), None)
                made += 1
        shortfall["unrelated_pair"] += quota["unrelated_pair"] - made
        return negatives


def verify_overlap(builder: Builder) -> Counter[str]:
    """Rebuild the shared set's test documents; count those whose parts equal the shared ones."""
    shared = read_jsonl(SHARED / "documents.jsonl")
    rows: dict[str, list[dict]] = defaultdict(list)
    for c in read_jsonl(SHARED / "candidates.jsonl"):
        rows[c["doc_id"]].append(c)

    def golds(cs: list[dict], ids: bool) -> list[dict]:
        gs = [c if ids else c | {"candidate_id": None} for c in cs if c["kind"] == "gold"]
        return sorted(gs, key=json.dumps)

    res: Counter[str] = Counter(documents=sum(d["split"] == "test" for d in shared))
    for want in (d for d in shared if d["split"] == "test"):
        doc_id = want["doc_id"]
        got, candidates = builder.build(int(doc_id.rsplit("-", 1)[1]), doc_id)
        for field in ("text", "sentences", "entities"):
            res[field] += got[field] == want[field]
        res["golds"] += golds(candidates, False) == golds(rows[doc_id], False)
        res["gold ids"] += golds(candidates, True) == golds(rows[doc_id], True)
        kinds = [Counter(c["kind"] for c in cs) for cs in (candidates, rows[doc_id])]
        res["negatives per kind"] += kinds[0] == kinds[1]
    return res


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--seed", type=int, default=2027)
    ap.add_argument("--limit", type=int, default=None, help="seeded sample of N unseen documents")
    args = ap.parse_args()

    dev = json.loads((RAW / "dev_revised.json").read_text(encoding="utf-8"))
    test = json.loads((RAW / "test_revised.json").read_text(encoding="utf-8"))
    builder = Builder(dev, test, args.seed)
    shared_ids = {d["doc_id"] for d in read_jsonl(SHARED / "documents.jsonl")}
    unseen = [i for i in range(len(test)) if f"redocred-test-{i:04d}" not in shared_ids]
    if args.limit is not None:
        unseen = sorted(random.Random(args.seed).sample(unseen, min(args.limit, len(unseen))))

    documents, candidates = [], []
    for i in unseen:
        document, rows = builder.build(i, f"redocred-unseen-{i:04d}")
        documents.append(document)
        candidates += rows

    args.out.mkdir(parents=True, exist_ok=True)
    for name, records in (("documents.jsonl", documents), ("candidates.jsonl", candidates)):
        with open(args.out / name, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    shutil.copyfile(SHARED / "predicates.json", args.out / "predicates.json")
    golds = [c for c in candidates if c["kind"] == "gold"]
    symmetric = sorted(builder.preds[p]["label"] for p in builder.stats.symmetric)
    summary = {
        "documents": len(documents),
        "candidates": len(candidates),
        "by_label": dict(sorted(Counter(c["label"] for c in candidates).items())),
        "by_kind": {k: sum(c["kind"] == k for c in candidates) for k in ["gold", *KINDS]},
        "kind_shortfall_redistributed": {k: builder.shortfall[k] for k in KINDS},
        "gold_with_evidence": sum(g["evidence"] is not None for g in golds),
        "gold_without_evidence": sum(g["evidence"] is None for g in golds),
        "symmetric_predicates_excluded_from_reversal": symmetric,
        "excluded_shared_test_documents": sum(i.startswith("redocred-test-") for i in shared_ids),
        "predicate_stats_from": ["data/dev_revised.json", "data/test_revised.json"],
        "seed": args.seed,
    }
    (args.out / "stats.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")

    print(f"wrote {args.out}: {len(documents)} documents, {len(candidates)} candidates")
    print("by kind:", summary["by_kind"], "  by label:", summary["by_label"])
    print("shortfall moved to unrelated_pair:", summary["kind_shortfall_redistributed"])
    check = verify_overlap(builder)
    print(f"rebuilt the {check.pop('documents')} test documents of {SHARED.name}; identical:")
    print(" ", dict(check), "(golds: all fields but candidate_id; gold ids: those too)")


if __name__ == "__main__":
    main()
