"""How far apart in meaning a newer memory may read from a strong hit and still retire its thing: a note that names
the hit's thing as retired says so in words ("Remove Papertrail" after "Add PaperTrail gem …"), so it need only be
``RETIRES_MIN_COSINE`` close; further apart when the thing is a name the hit writes and the note answers the question
half as well, or a product the kinds table knows (``retrieval/unmarked.py`` reads the rest).

A later note that names again what a stand-in retired returns to it (``returns_to``: "we went back to Elasticsearch"
after "dropped elasticsearch").

Pure: the retirement reading (``updates/retired``) and the names a text writes.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import kinds, words
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.updates.names import names_written
from cognee_memory.updates.retired import names_what_it_retires

# A newer memory of the hit's topic with at least this share of its relevance answers the same
# question: for reading it as a change, it need only be as close in meaning as a retirement.
SAME_QUESTION_SHARE = 0.5
# A record that adds a thing and one that removes it often read differently: .2–.3 with WordLlama.
RETIRES_MIN_COSINE = 0.15


def retired_by(hit: Candidate, newer: Candidate, cosine: float, relevance: tuple[float, float] | None) -> str | None:
    """What ``newer`` says it retires of the hit's thing (as written in ``newer``), or None: read from
    ``RETIRES_MIN_COSINE`` apart in meaning, or further apart when it is a name the hit writes and the note has
    ``SAME_QUESTION_SHARE`` of the hit's ``relevance`` ("dropped onesignal after the renewal quote tripled, FCM and APNs
    directly now" after "push notifications go out through OneSignal": .13)."""
    near = cosine >= RETIRES_MIN_COSINE
    if not near and (relevance is None or relevance[1] < SAME_QUESTION_SHARE * relevance[0]):
        return None  # most far-apart pairs: the reading is not needed
    retired = names_what_it_retires(newer.memory.text, hit.memory.text)
    if retired is None or near:
        return retired
    # … or a product the kinds table knows, which notes write in lower case too ("Switched from conda to pixi" after "We
    # use conda environments, one per project")
    thing = retired.lower()
    return retired if thing in names_written(hit.memory.text) \
        or (kinds.is_product(thing) and thing in words.words(hit.memory.text)) else None


def returns_to(evidence: str, later: Candidate) -> bool:
    """Whether a later note names again what a stand-in retired (its ``evidence``: "it retires 'elasticsearch'")."""
    retired = re.fullmatch(r"it retires '(.+)'", evidence)
    return retired is not None and bool(words.content_stems(retired.group(1))) \
        and words.content_stems(retired.group(1)) <= words.content_stems(later.memory.text)
