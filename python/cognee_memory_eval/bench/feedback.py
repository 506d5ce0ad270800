"""Benchmark: feedback recording and the half-life recommendation on a heavy year of use.

Writes a log of ANSWERS answers (10 retrieved memories each, all rated, one memory opened per
answer) straight through FeedbackLog, then times, in one run:
- one `feedback.py record` call (what the extension spawns per event),
- one `feedback.py recommend` call over the whole log (what Tune Half-Life waits for),
- the pure fit alone, in this process.
Prints one JSON report. Not run by CI.

    .venv/bin/python -m cognee_memory_eval.bench.feedback [--answers 5000]
"""

from __future__ import annotations

import json
import math
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

import click
import numpy as np

from cognee_memory.feedback.events import collect, normalise_all
from cognee_memory.feedback.log import FeedbackLog
from cognee_memory.feedback.fit import fit_half_life
from cognee_memory_eval.bench.common import cli, emit


def synthetic_events(answers: int, true_half_life: float = 30.0, seed: int = 5) -> list[dict]:
    rng = np.random.default_rng(seed)
    events: list[dict] = []
    for a in range(answers):
        semantic = rng.uniform(0.3, 0.9, 10)
        age = np.exp(rng.uniform(math.log(0.5), math.log(400), 10))
        best = int(np.argmax(semantic * np.exp(-math.log(2) * age / true_half_life)))
        rid = f"r-{a}"
        events.append({"type": "shown", "retrieval_id": rid, "question": f"question {a % (answers // 3 or 1)}",
                       "half_life_days": 7, "memories": [
                           {"id": f"m-{a}-{i}", "rank": i + 1, "shown": i < 5, "semantic": float(semantic[i]),
                            "age_days": float(age[i]), "status": "Active"} for i in range(10)]})
        events.append({"type": "rating", "retrieval_id": rid, "helpful": bool(rng.random() < 0.7)})
        events.append({"type": "opened", "retrieval_id": rid, "memory_id": f"m-{a}-{best}"})
    return events


@click.command()
@click.option("--answers", type=int, default=5000, show_default=True, help="Answers in the log.")
def main(answers: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp)
        log = FeedbackLog(ws / ".cognee-memory")
        records, errors = normalise_all(synthetic_events(answers), key=log.key(), now=datetime.now(timezone.utc))
        assert not errors
        log.append(records)
        size = log.events_path.stat().st_size

        record_s, recorded, _ = cli("feedback.py", "record", "--workspace", str(ws), "--file", "-",
                                    stdin=json.dumps({"type": "rating", "retrieval_id": "r-0", "helpful": True}))
        recommend_s, advice, _ = cli("feedback.py", "recommend", "--workspace", str(ws))

        start = time.perf_counter()
        judged = collect(log.read()[0]).judged
        fit = fit_half_life(judged, 7.0)
        fit_s = time.perf_counter() - start

    emit({
        "answers": answers, "log_bytes": size, "record_cli_s": round(record_s, 3), "recorded": recorded["recorded"],
        "recommend_cli_s": round(recommend_s, 3), "read_and_fit_in_process_s": round(fit_s, 3),
        "recommended_half_life_days": advice["recommendation"]["half_life_days"] if advice["recommendation"] else None,
        "true_half_life_days": 30.0, "confidence": fit.confidence,
    })


if __name__ == "__main__":
    main()
