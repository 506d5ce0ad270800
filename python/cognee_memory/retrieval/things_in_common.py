"""What a strong hit, a newer memory and the question have in common: a thing both name (not only a
verb), the question's words, a topic or a referenced file, and whether the newer one answers the
question as well as the hit or retires another thing than the hit's (``retrieval/unmarked.py`` reads them).

Pure: the update signals, the analyzer and the gate's band.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import kinds, words
from cognee_memory.ranking.gate_defaults import DEFAULT_BAND
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.same_subject import name_only_words
from cognee_memory.updates.cues import FOR_GOOD
from cognee_memory.updates.retired import retired_things
from cognee_memory.updates.scopes import attribute_of
from cognee_memory.updates.signals import CHANGE_VERBS, DECISION_VERBS, features

# A newer memory with at least this share of the hit's relevance lies within the gate's band beside
# it: it answers the question as well. With a thing named in common ("formatter"), the question
# vouches that the two are about one subject, however few words they share ("The formatter is
# Prettier." / "Our formatter is dprint now."); whether it changes the hit is still read.
ANSWERS_ALIKE_SHARE = 1.0 - DEFAULT_BAND
# Change cues (``updates/cues.py``) that only say what was switched off.
RETIREMENT_CUES = frozenset({"dropped/deprecated", "for good"})


def name_a_thing_in_common(hit: Candidate, newer: Candidate) -> bool:
    """Whether the two have a subject word in common (``signals.features``) that is not a verb of
    choice or change ("run", "deploys")."""
    hf = features(hit.memory.text)
    return any(hf.words.get(w, w).lower() not in DECISION_VERBS | CHANGE_VERBS
               for w in hf.subject & features(newer.memory.text).subject)


def asked_words(query: str, hit: Candidate, newer: Candidate) -> int:
    """How many things the hit, the newer memory and the question all name, verbs aside."""
    hf = features(hit.memory.text)
    shared = hf.subject & features(newer.memory.text).subject & features(query).subject
    shared -= features(name_only_words(hit.memory.text, newer.memory.text)).subject
    return sum(hf.words.get(w, w).lower() not in DECISION_VERBS | CHANGE_VERBS for w in shared)


def asked_in_both(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the hit and the newer memory name a thing in common that the question asks about, not
    only a verb ("release" for "when does the release train leave?": "The release train leaves
    tuesdays" / "release day moved to thursday mornings"): the question says what their subject is."""
    return asked_words(query, hit, newer) > 0


# A thing said first, then that it moved to a product: "serving moved to a BentoML service", "paging moved over to
# incident.io" (not to a place, a time or a person: "the warehouse moved to unit 4", "backups moved to 3am").
_MOVED = re.compile(r"^\W*(?:the\s+|our\s+|all\s+|every\s+)?(?P<thing>[\w/+-]+(?:\s+[\w/+-]+){0,2}?)\s+"
                    r"(?:has\s+|have\s+)?(?:moved|migrated|went|switched)\s+(?:over\s+)?(?:to|onto|into)\s+"
                    r"(?:(?:a|an|the|our)\s+)?(?P<to>[^\s,;.]+)", re.IGNORECASE)
_NO_TOOL = re.compile(r"\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|febr)uary|march|april|june|july|august"
                      r"|september|october|november|december|unit|floor|room|office|building|site", re.IGNORECASE)
_FOR_GOOD = re.compile(FOR_GOOD)
_FOR_NOW = re.compile(r"\bfor now\b", re.IGNORECASE)


def _a_product(name: str) -> bool:
    """Whether a word is written as a product's name, not a place's or a person's: one the kinds table knows ("AWS"),
    or one written with a capital inside it, a dot or a digit ("BentoML", "incident.io", "lwm2m"); not "Leeds",
    "Sarah", "HR"."""
    word = name.lower().rstrip(".")
    inner = any(c.isupper() for c in name[1:]) and any(c.islower() for c in name)
    return kinds.is_product(word) or inner or "." in name.strip(".") or (any(c.isdigit() for c in name)
                                                                       and any(c.isalpha() for c in name))


def thing_asked_moved(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the newer memory opens by saying that a thing moved to a product with a name of its own, for good, and
    the hit and the question name that thing ("serving moved to a BentoML service …" for "how do we serve models?"
    after "model serving = flask app on ECS"): the asked thing itself changed, however little else the two share."""
    match = _MOVED.match(newer.memory.text)
    if match is None or not _a_product(match["to"]) or _NO_TOOL.match(match["to"]) \
            or not _FOR_GOOD.match(newer.memory.text, match.end()) or _FOR_NOW.search(newer.memory.text, match.end()):
        return False
    said = features(match["thing"])
    thing = {w for w in said.subject if said.words.get(w, w).lower() not in DECISION_VERBS | CHANGE_VERBS}
    return bool(thing & features(hit.memory.text).subject & features(query).subject)


def scope_asked(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the newer memory names a thing the question asks about that the hit leaves out, beside one they share
    ("payments" in "two approvals for anything touching payments from now on" for "how many approvals does a payments
    PR need?" after "every PR needs one approval before merge"): it holds for the narrower case asked about. The
    caller checks the thing they share (``asked_in_both``)."""
    return bool(features(query).subject & features(newer.memory.text).subject - features(hit.memory.text).content)


def answers_alike(hit: Candidate, newer: Candidate, relevance: tuple[float, float] | None) -> bool:
    """Whether a newer memory answers the question as well as the hit (``relevance``: the two
    candidates' relevance, hit first; at least ``ANSWERS_ALIKE_SHARE`` of the hit's, so within the
    gate's band) and names a thing the hit names, not only a verb: then the two are about one
    subject, as two memories of one topic that answer the question are (``read_pair``). A short
    note that replaces a decision often names only the kind of thing and the new choice. Not when
    it opens with a part or property of that thing ("CI minutes budget …" after "Our CI is GitHub
    Actions.": ``scopes.attribute_of``)."""
    return relevance is not None and relevance[0] > 0 and relevance[1] >= ANSWERS_ALIKE_SHARE * relevance[0] \
        and name_a_thing_in_common(hit, newer) and not attribute_of(newer.memory.text, hit.memory.text)


def retires_other(newer: Candidate, hit: Candidate) -> bool:
    """Whether the newer memory says what it retires, and the hit says none of its words: "We
    dropped hand-run helm upgrades …" changed the deploys, not a service catalogue it mentions."""
    # A thing written only in stop words ("off DO", DigitalOcean) cannot show that it is another one.
    # Nor a value ("the yearly graphs load in 2s instead of 40s").
    things = [thing for thing in retired_things(newer.memory.text)
              if thing.stems and not all(stem[:1].isdigit() for stem in thing.stems)]
    hit_stems = words.content_stems(hit.memory.text)
    if things:
        return not any(thing.stems & hit_stems for thing in things)
    # Said only by what it turned off: "decommissioned the old staging db" names no word of "RDS
    # snapshots are … kept 35 days".
    nf = features(newer.memory.text)
    return set(nf.cues) <= RETIREMENT_CUES and bool(nf.cue_targets) \
        and not nf.cue_targets & features(hit.memory.text).content


def linked_by_topic_or_file(a: Candidate, b: Candidate) -> bool:
    ta, tb = a.memory.topic, b.memory.topic
    same_topic = bool(ta and tb and ta.strip().lower() == tb.strip().lower())
    return same_topic or bool(set(a.memory.references) & set(b.memory.references))
