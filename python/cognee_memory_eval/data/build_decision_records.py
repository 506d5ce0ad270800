"""Rebuild ``decision_records.json`` from local clones of the public repositories it cites.

Not part of the product or of an evaluation run: a maintainer's tool. Each source is read with
the product's own decision-record reader (``cognee_memory.adr``), then labelled:

* **updates** — (newer, older) pairs the records themselves link ("Superseded by", "Supersedes"),
  each checked by hand; the question of an update names the subject without the new choice and
  its answer is the newest record of the chain;
* **non-updates** — pairs of records of the same repository that share the most words but where
  neither replaces the other (the older one was never superseded by anything): an update
  detector must leave them alone;
* **still-valid** — old records nothing replaced, asked about by their title.

Usage (clones with the record folders checked out, e.g. ``git clone --no-checkout URL DIR`` then
``git sparse-checkout set FOLDER``, named ``owner+name``):

    PYTHONPATH=python python python/cognee_memory_eval/data/build_decision_records.py /tmp/adr-src
"""

from __future__ import annotations

import json
import re
import sys
from datetime import datetime, timedelta
from pathlib import Path

from cognee_memory.adr.collection import Record, read_records
from cognee_memory.adr.history import first_commit_date
from cognee_memory.adr.parse import ACCEPTED, decision_text, isoformat

OUT = Path(__file__).with_name("decision_records.json")
TEXT_LIMIT = 800
STILL_VALID_PER_REPOSITORY = 4
NON_UPDATES_PER_REPOSITORY = 4

# (repository, commit, licence, record folder)
SOURCES = [
    ("alphagov/gsp", "a9f80de52b39d460d4c8d00ae5fd9f7a4c9da383", "MIT", "docs/architecture/adr"),
    ("alphagov/govuk-aws", "81ee9f6e91fd8692fbf751ecf980c671c13aa3c0", "MIT", "docs/architecture/decisions"),
    ("alphagov/govuk-infrastructure", "d9b7454f26061e8af95753fa688cdf3d86a6c3ee", "MIT", "docs/architecture/decisions"),
    ("apache/james-project", "20bf8083e39be4a750f606e576a162087bb3f18a", "Apache-2.0", "src/adr"),
    ("cisagov/manage.get.gov", "839b758608cc7a3f14fb30611c3f994b954dba24", "CC0-1.0 (US government work)", "docs/architecture/decisions"),
    ("GSA-TTS/FAC", "fe766b09799c4c9f5ba231973aaf642c6cf21155", "CC0-1.0 (US government work)", "docs/architecture/decisions"),
    ("dasch-swiss/dsp-api", "4e3acf396b476322d71f9863bf612dcf82b41efc", "Apache-2.0", "docs/05-internals/design/adr"),
    ("ministryofjustice/cloud-platform", "7f879f3af6cd39f8711ec99ee3b4d2163ff54024", "MIT", "architecture-decision-record"),
    ("ministryofjustice/modernisation-platform", "ed8a7936d0d18f09f9ed74671d4884b3adfdc1aa", "MIT",
     "architecture-decision-record"),
    ("ministryofjustice/opg-lpa", "8139e773df6b8d32cb2dada3c5589225fb494f73", "MIT", "docs/architecture/adrs"),
    ("alphagov/forms", "ae72f4b339970b2c84409d8a240f8dd3482b6136", "MIT", "ADR"),
    ("celestiaorg/celestia-app", "74614c2e4df0b409deb7e31320ce9ce3790efb78", "Apache-2.0", "docs/architecture"),
    ("kumahq/kuma", "348b6528bc234b3c4bd7f22ad7c5bf950d6149fc", "Apache-2.0", "docs/madr/decisions"),
    ("ministryofjustice/opg-use-an-lpa", "2cc0843f8d129ef7f8e67da0424c408faa3b9cb8", "MIT",
     "docs/architecture/decisions"),
    ("thomvaill/log4brains", "37187fc8e0cd615c155eb27d6116e1e05681a918", "Apache-2.0", "docs/adr"),
    ("HHS/simpler-grants-gov", "32d9a126f4f2f54228d77abe8ea4e2395b2c78d6", "CC0-1.0 (US government work)",
     "documentation/wiki/product/decisions/adr"),
]

# Updates the reader leaves unlinked on purpose, read by hand. alphagov/forms: ADR013 says "Superseded by
# ADR025" and two records are numbered 025; "ADR025-remove-papertrail" is the one that removes PaperTrail.
MANUAL_UPDATES = {
    "alphagov/forms": [("forms/ADR025-remove-papertrail", "forms/ADR013-use-paper-trail-gem-for-auditing-and-record-backups")],
}

# The newest record of every labelled update chain → a question about its subject that does not
# name the new choice (written from the records, checked against both texts).
QUESTIONS = {
    "forms/ADR015-idp-authentication": "How do people sign in to the forms admin?",
    "forms/ADR019-use-amazon-ses": "Which service sends our emails?",
    "forms/ADR025-remove-papertrail": "How do we audit changes to records and keep backups of them?",
    "forms/ADR044-translate-api-response-at-request-time": "How do we store and serve the Welsh and English text of a form?",
    "forms/ADR045-remove-forms-api": "Where are form schemas stored and read from?",
    "forms/ADR046-use-mobility-table-backend-strategy": "How are translated fields stored in the database?",
    "gsp/ADR023-cluster-authentication": "How do users authenticate to the Kubernetes clusters?",
    "gsp/ADR024-soft-multitenancy": "How are tenants isolated from each other on the platform?",
    "gsp/ADR025-ingress": "How does traffic get into the cluster (ingress)?",
    "gsp/ADR029-continuous-delivery-tools": "Where do the CI and CD tools run for each programme?",
    "gsp/ADR031-postgres": "How do tenants get a Postgres database?",
    "gsp/ADR034-one-service-operator-different-resource-kinds": "How do tenants provision AWS resources such as queues?",
    "gsp/ADR043-k8s-resource-access": "What permissions do SREs and team members have on Kubernetes resources?",
    "gsp/ADR046-replace-harbor-ecr": "Which container image registry do we use?",
    "govuk-aws/0015-dns-infrastructure": "How are DNS zones set up for hosts and services in each stack?",
    "james-project/0016-distributed-workqueue": "How does the distributed task manager queue its work?",
    "james-project/0025-cassandra-blob-store-cache": "How do we speed up reads of small blobs in the blob store?",
    "james-project/0035-distributed-listeners-configuration": "How are additional mailbox listeners configured across the cluster?",
    "manage.get.gov/0020-user-models-revisited-plus-whois": "How do we model users and their contact details?",
    "cloud-platform/036-multi-cluster": "Do we run one Kubernetes cluster or several?",
    "modernisation-platform/0019-use-bash-go-as-core-languages": "Which programming languages are the team's core languages?",
    "opg-lpa/0015-rds-proxy": "How does the API pool its database connections?",
    "celestia-app/adr-013-non-interactive-default-rules-for-zero-padding":
        "What are the non-interactive default rules for where a blob starts in the square?",
    "celestia-app/adr-020-deterministic-square-construction": "How is the data square built from a block's transactions?",
    "kuma/077-naming-system-envoy-resources": "How are internal Envoy listeners named?",
    "kuma/099-allow-multiple-meshes-per-k8s-ns": "Can pods of one Kubernetes namespace belong to different meshes?",
    "opg-use-an-lpa/0008-session-storage-using-an-encrypted-cookie": "How are user sessions stored?",
    "log4brains/20201016-use-the-adr-slug-as-its-unique-id": "How is an ADR uniquely identified?",
    "simpler-grants-gov/2025-05-09-revisiting-soap-proxy": "How will existing SOAP API consumers be served?",
}

_WORD = re.compile(r"[a-z][a-z0-9]+")
_STOP = set("the a an and or of to in on for with by we will be is are this that as at it from use using our not can "
            "should would which have has all any each other into also more than when there their they them these "
            "those was were been being but if so such its may must one two new".split())


def _short(repo: str) -> str:
    return repo.split("/")[1]


def _words(record: Record) -> set[str]:
    return {w for w in _WORD.findall(f"{record.parsed.title} {record.parsed.body}".lower()) if w not in _STOP}


def _mentions(newer: Record, older: Record) -> bool:
    """Whether the newer record names the older one (a link or its number): an amendment or a
    partial update, neither a clean update nor a clean non-update."""
    stem = Path(older.path).stem
    number = older.parsed.number
    body = newer.parsed.body
    return stem in body or (number is not None and re.search(rf"\b(?:ADR|#)[\s-]*0*{number}\b|\[0*{number}\]", body) is not None)


def _repository(root: Path, repo: str, commit: str | None, licence: str, folder: str) -> dict:
    workspace = root / repo.replace("/", "+")
    records, skipped = read_records(workspace, [workspace / folder])
    records = [r for r in records if r.date_source in ("record", "git")]  # a checkout's file times say nothing
    short = _short(repo)
    ids = {r.id: f"{short}/{Path(r.path).stem}" for r in records}
    by_id = {ids[r.id]: r for r in records}
    updates = [(ids[r.id], ids[old]) for r in records for old in r.supersedes if old in ids]
    updates += [pair for pair in MANUAL_UPDATES.get(repo, []) if pair not in updates]
    for new, old in updates:  # a typo'd date line ("2022" for "2023") would make the newer record older
        if (by_id[new].date or "") <= (by_id[old].date or ""):
            added = first_commit_date(workspace / by_id[new].path)
            if added and isoformat(added) > (by_id[old].date or ""):
                by_id[new].date, by_id[new].date_source = isoformat(added), "git (its own date precedes the record it replaces)"
    outdated = {old for _, old in updates}
    superseded = {ids[r.id] for r in records if r.superseded}
    newer_of = {old: new for new, old in updates}

    def head(memory_id: str) -> str:
        while memory_id in newer_of:
            memory_id = newer_of[memory_id]
        return memory_id

    chains: dict[str, list[str]] = {}  # the newest record of each chain → the records it replaced
    for new, old in updates:  # (an old record two records replace, e.g. gsp's ADR030, is in both chains)
        chains.setdefault(head(new), []).append(old)
    questions = []
    for newest, replaced in sorted(chains.items()):
        if newest not in QUESTIONS:
            raise SystemExit(f"write a question for {newest} (replaces {replaced})")
        questions.append({"id": f"update:{newest}", "question": QUESTIONS[newest], "answer": newest,
                          "replaced": sorted(replaced)})

    def date(memory_id: str) -> str:
        return by_id[memory_id].date or ""

    linked = outdated | {new for new, _ in updates}
    candidates = sorted((m for m, r in by_id.items() if m not in linked and m not in superseded
                         and r.parsed.status == ACCEPTED and "architecture decision" not in r.parsed.title.lower()),
                        key=lambda m: (date(m), m))
    still_valid = [{"id": f"still-valid:{m}", "question": f"What did we decide about {by_id[m].parsed.title.rstrip('.?')}?",
                    "answer": m} for m in candidates[:STILL_VALID_PER_REPOSITORY]]

    pairs = []
    never_replaced = [m for m in by_id if m not in superseded]
    words = {m: _words(r) for m, r in by_id.items()}
    for older in never_replaced:
        for newer in by_id:  # a newer record that a labelled update replaced is no clean non-update either
            if newer == older or newer in outdated or date(newer) <= date(older) or _mentions(by_id[newer], by_id[older]):
                continue
            union = words[newer] | words[older]
            overlap = len(words[newer] & words[older]) / len(union) if union else 0.0
            pairs.append((round(overlap, 4), newer, older))
    pairs.sort(reverse=True)
    non_updates, used = [], set()
    for overlap, newer, older in pairs:  # each record in at most one pair: varied pairs, not one cluster
        if newer in used or older in used or len(non_updates) >= NON_UPDATES_PER_REPOSITORY:
            continue
        used.update((newer, older))
        non_updates.append({"new": newer, "old": older, "word_overlap": overlap})

    stamps = [datetime.fromisoformat(r.date.replace("Z", "+00:00")) for r in records if r.date]
    now = (max(stamps) + timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    return {
        "repository": repo, "commit": commit, "licence": licence, "folder": folder, "now": now,
        "records": [{"id": ids[r.id], "title": r.parsed.title, "status": r.parsed.status, "date": r.date,
                     "date_source": r.date_source, "superseded": ids[r.id] in superseded,
                     "text": decision_text(r.parsed, TEXT_LIMIT)}
                    for r in sorted(records, key=lambda r: (r.date or "", r.path))],
        "updates": [{"new": new, "old": old} for new, old in updates],
        "non_updates": non_updates,
        "questions": questions + still_valid,
        "skipped": [s.to_json() for s in skipped],
    }


def main(root: Path) -> None:
    repositories = [_repository(root, *source) for source in SOURCES]
    data = {
        "about": "Architecture decision records of public repositories (not written by this project), labelled "
                 "for update detection: see README.md in this folder for sources, licences and how it was built.",
        "repositories": repositories,
    }
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts = {k: sum(len(r[k]) for r in repositories) for k in ("records", "updates", "non_updates", "questions")}
    print(json.dumps(counts))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
