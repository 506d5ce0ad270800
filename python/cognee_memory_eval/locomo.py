"""LoCoMo (Maharana et al., ACL 2024; CC BY-NC 4.0, evaluation use only), read by path.

One workspace per conversation and granularity; every memory is stamped with its session's
date and status Active; "now" is one day after the conversation's last session.

Granularities:
* ``sessions``: one memory per session whose text is the session's **summary**
  (``session_summary``); relevant when the session holds an evidence turn.
* ``observations``: one memory per LLM-written observation, relevant when its source turn is
  an evidence turn; its topic is its session, so the graph stage can add session siblings.
* ``turns-sessions`` (opt-in): one memory per session whose text is its **turns** verbatim.

Update-policy variant (dataset ``locomo-sessions-auto``): the session summaries ingested one
by one in date order with ``update_policy: auto``. All sessions of a conversation share one
topic, so every earlier session is linked to (and may be retired by) every later one: the
harshest case for false supersessions. LoCoMo has no ground truth of updates, so what is
measured is how many sessions get retired and what that costs in recall. (At ≤ 35 sessions a
conversation every session is a candidate anyway, so the shared topic alone changes nothing.)

Queries: categories 1–4 (5 is adversarial and has no answer). Evidence ids are normalised
(``D30:05`` → ``D30:5``, ``D:11:26`` → ``D11:26``, ``"D8:6; D9:17"`` split in two); ids that
still do not parse are dropped, and a question left without evidence is dropped and counted.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from cognee_memory_eval.jobs import AUTO_INGEST, Phase, Query, WorkspaceJob

GRANULARITIES = ("sessions", "observations", "turns-sessions")
DEFAULT_GRANULARITIES = ("sessions", "observations")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
DATE_FORMAT = "%I:%M %p on %d %B, %Y"
_DIA = re.compile(r"D:?(\d+):(\d+)")


def normalise_evidence(items: list[Any]) -> list[str]:
    """Canonical ``D<session>:<turn>`` ids (no leading zeros); malformed pieces dropped."""
    out: list[str] = []
    for item in items:
        for piece in re.split(r"[;,\s]+", str(item)):
            match = _DIA.fullmatch(piece.strip())
            if match:
                out.append(f"D{int(match.group(1))}:{int(match.group(2))}")
    return list(dict.fromkeys(out))


def session_of(dia_id: str) -> int:
    return int(dia_id[1:].split(":")[0])


def parse_session_date(text: str) -> datetime:
    return datetime.strptime(text.strip(), DATE_FORMAT).replace(tzinfo=timezone.utc)


def _iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def sessions(conversation: dict[str, Any]) -> dict[int, tuple[datetime, list[dict[str, Any]]]]:
    """Session number → (date, turns), for every session that has both."""
    out = {}
    for key, value in conversation.items():
        match = re.fullmatch(r"session_(\d+)", key)
        if match and isinstance(value, list) and value and f"{key}_date_time" in conversation:
            out[int(match.group(1))] = (parse_session_date(conversation[f"{key}_date_time"]), value)
    return dict(sorted(out.items()))


def _turn_text(turn: dict[str, Any]) -> str:
    text = f"{turn.get('speaker', '')}: {turn.get('text', '')}"
    if turn.get("blip_caption"):
        text += f" [shares a photo: {turn['blip_caption']}]"
    return text


def _memories(sample: dict[str, Any], granularity: str) -> tuple[list[dict[str, Any]], dict[str, set[str]]]:
    """Ingest rows and, per memory id, the dia_ids it contains or derives from."""
    conv = sample["conversation"]
    rows: list[dict[str, Any]] = []
    sources: dict[str, set[str]] = {}
    for number, (date, turns) in sessions(conv).items():
        stamp = _iso(date)
        turn_ids = set(normalise_evidence([t.get("dia_id", "") for t in turns]))
        if granularity == "sessions":
            text = (sample.get("session_summary") or {}).get(f"session_{number}_summary", "").strip()
            if text:
                rows.append({"id": f"s{number}", "text": text, "source_created_at": stamp, "status": "Active"})
                sources[f"s{number}"] = turn_ids
        elif granularity == "turns-sessions":
            text = "\n".join(_turn_text(t) for t in turns)
            rows.append({"id": f"s{number}", "text": text, "source_created_at": stamp, "status": "Active"})
            sources[f"s{number}"] = turn_ids
        elif granularity == "observations":
            by_speaker = (sample.get("observation") or {}).get(f"session_{number}_observation") or {}
            index = 0
            for facts in by_speaker.values():
                for fact in facts:
                    if not isinstance(fact, list) or len(fact) < 2 or not str(fact[0]).strip():
                        continue
                    index += 1
                    mid = f"o{number}-{index}"
                    rows.append({"id": mid, "text": str(fact[0]).strip(), "topic": f"session {number}",
                                 "source_created_at": stamp, "status": "Active"})
                    sources[mid] = set(normalise_evidence(fact[1] if isinstance(fact[1], list) else [fact[1]]))
        else:
            raise ValueError(f"unknown LoCoMo granularity {granularity!r}; use one of {', '.join(GRANULARITIES)}")
    return rows, sources


def conversation_job(sample: dict[str, Any], granularity: str, max_questions: int | None = None) -> WorkspaceJob:
    rows, sources = _memories(sample, granularity)
    dates = [date for date, _ in sessions(sample["conversation"]).values()]
    now = _iso(max(dates) + timedelta(days=1))
    holders: dict[str, set[str]] = {}
    for mid, dia_ids in sources.items():
        for dia in dia_ids:
            holders.setdefault(dia, set()).add(mid)
    queries: list[Query] = []
    dropped = {"no_valid_evidence": 0, "no_memory_holds_evidence": 0}
    sample_id = str(sample.get("sample_id", "conv"))
    for index, qa in enumerate(sample.get("qa", [])):
        category = qa.get("category")
        if category not in CATEGORIES:
            continue
        evidence = normalise_evidence(qa.get("evidence", []))
        if not evidence:
            dropped["no_valid_evidence"] += 1
            continue
        relevant = set().union(*(holders.get(e, set()) for e in evidence))
        if not relevant:
            dropped["no_memory_holds_evidence"] += 1
            continue
        queries.append(Query(f"{sample_id}-q{index}", str(qa["question"]), frozenset(relevant), now, str(category)))
        if max_questions is not None and len(queries) >= max_questions:
            break
    return WorkspaceJob(
        dataset=f"locomo-{granularity}", name=f"{sample_id}-{granularity}",
        phases=[Phase("active", rows, queries)], info={"now": now, "dropped_questions": dropped},
    )


def auto_policy_job(sample: dict[str, Any], max_questions: int | None = None) -> WorkspaceJob:
    """Session summaries, one ingest per session in date order, ``update_policy: auto``."""
    plain = conversation_job(sample, "sessions", max_questions)
    topic = f"conversation {sample.get('sample_id', 'conv')}"
    rows = sorted(({**row, "topic": topic} for row in plain.phases[0].memories),
                  key=lambda row: (row["source_created_at"], int(row["id"][1:])))
    return WorkspaceJob(
        dataset="locomo-sessions-auto", name=f"{sample.get('sample_id', 'conv')}-sessions-auto",
        phases=[Phase("active", rows, plain.phases[0].queries, ingest=dict(AUTO_INGEST), one_by_one=True)],
        info=plain.info,
    )


def load_locomo(path: Path, granularities: tuple[str, ...] = DEFAULT_GRANULARITIES,
                conversations: int | None = None, max_questions: int | None = None,
                auto_policy: bool = False) -> list[WorkspaceJob]:
    """One job per conversation × granularity (the first ``conversations`` conversations), and
    with ``auto_policy`` (and the sessions granularity) the update-policy variant."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    samples = data[:conversations] if conversations is not None else data
    jobs = [conversation_job(sample, g, max_questions) for g in granularities for sample in samples]
    if auto_policy and "sessions" in granularities:
        jobs += [auto_policy_job(sample, max_questions) for sample in samples]
    return jobs
