"""What lets a newer memory far less relevant than the hit stand in for it (retrieval/vouched.py)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from cognee_memory.model import Memory, Status
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.vouched import retires_outright

NOW = datetime(2026, 11, 21, 12, tzinfo=timezone.utc)


def _c(memory_id: str, text: str, days: float) -> Candidate:
    return Candidate(Memory(id=memory_id, text=text, status=Status.ACTIVE, source_created_at=NOW - timedelta(days=days)),
                     0.5, "vector", {}, 3.0)


def test_an_agreement_that_ended_while_another_product_does_the_job_now_retires_it_outright() -> None:
    # An outside review's probe (cases29 un3): the Turnitin contract ended, Ouriginal checks the essays now.
    hit = _c("plag", "essays are checked for plagiarism with Turnitin", 290)
    assert retires_outright(_c("new", "turnitin contract ended in june, Ouriginal does the similarity checks now", 25), hit)
    # Without another product doing the job now, an agreement the hit does not name still needs the question.
    assert not retires_outright(_c("new", "turnitin contract ended in june", 25), hit)
    assert not retires_outright(_c("new", "turnitin contract ended in june, talking to Ouriginal next week", 25), hit)
