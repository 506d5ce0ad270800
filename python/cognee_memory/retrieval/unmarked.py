"""Updates nobody marked: at query time, a newer memory that updates one of the strongest hits stands in for it, as a
marked successor does (``candidates.with_predecessors``).

The strongest candidates by first-stage relevance are checked against the newer candidates that share their topic or a
referenced file — the pairs the ``auto`` update policy would look at — and, topic or not, against the newer candidates
among the strongest few that are about the same subject by meaning and by their words (``same_subject``), with the
update classifier (``updates/detect.py``). A newer memory only stands in when it is itself about the question: its own
relevance is at least ``STAND_IN_SHARE`` of the hit's (an update of the production database does not answer "which
database do we use for tests?", the switch of the tests does), unless it says in words what it changes
(``retrieval/vouched.py``): it retires the hit's thing outright, it gives the hit's version a successor the question
asks about, the question says the hit's thing was replaced ("What replaced Sphinx?"), or, asked who, it says the hit's
person moved on. What the question asks decides what a change answers: another product of the kind asked about
(``retrieval/rivals.py``), the property or value asked for (``retrieval/asked_value.py``), who does a job only for a
question about who (``retrieval/ownership.py``); never a change for a part nobody asked about (``scopes.other_part``)
or one that leaves out the noun asked for (``retrieval/asked_noun.py``), nor a note of a plan, a wish, a trial, a
while or a thing beside the hit's (``updates/cues.PLAN``, ``WISH``, ``WHILE``, ``BESIDE``); weak cues alone ("new", "…
is back") need two of the question's things. A later change of a stand-in that says so in words stands in for it in
turn (a chain). What the hit, the newer memory and the question share: ``retrieval/things_in_common.py``. A newer
memory classified as updating a strong hit gets it as a predecessor: it competes with its relevance, and recency then
puts it first. Where the classifier (strict: the auto policy acts on it) finds none, the newer memory that reads most
like a change of the hit (``updates.detect.reads_as_update``) does. Nothing is hidden or marked: the older memory
keeps its own place and status, so a wrong verdict (or a partial update that leaves facts of the old one true) only
moves a memory that updates a strong hit up next to it.

Last, where neither finds one, between two decision records: a newer record that answers the question almost as well
as the hit stands in for it, cue or not (``retrieval/records.py``), unless the hit is recorded as replacing an older
memory (the current decision on its subject: only a verdict or a retirement stands in for it).
"""

from __future__ import annotations

import re
from dataclasses import replace
from enum import IntEnum
from typing import Awaitable, Callable

import numpy as np

from cognee_memory.ranking import kinds, words
from cognee_memory.ranking.vectors import cosine as vector_cosine
from cognee_memory.retrieval.asked_noun import leaves_the_asked_thing
from cognee_memory.retrieval.asked_value import (ALLOWED_AGAIN, asked_value_changed, cites_the_old_value,
                                                 gives_no_asked_value)
from cognee_memory.retrieval.candidates import Candidate, StandIn
from cognee_memory.retrieval.cited_records import cites_as_replaced
from cognee_memory.retrieval.held_back import for_a_while_or_planned, outside_plans
from cognee_memory.retrieval.long_notes import topic_vouches
from cognee_memory.retrieval.news_items import item_to_read
from cognee_memory.retrieval.pairs_to_read import STAND_IN_SHARE, naming_products, pairs_to_check, written_at
from cognee_memory.retrieval.ownership import names_someone, person_left, says_only_who
from cognee_memory.retrieval.platform_minimum import minimum_raised, setting_notes
from cognee_memory.retrieval.records import answers_as_well, is_record, record_title
from cognee_memory.retrieval.retired_pair import RETIRES_MIN_COSINE, SAME_QUESTION_SHARE, retired_by, returns_to
from cognee_memory.retrieval.rivals import rival_asked, rival_by_name, rival_of_the_asked_product
from cognee_memory.retrieval.same_subject import SAME_SUBJECT_COSINE, same_subject, two_words_in_common
from cognee_memory.retrieval.things_in_common import (answers_alike, asked_in_both, asked_words,
                                                      linked_by_topic_or_file, name_a_thing_in_common, retires_other,
                                                      scope_asked, thing_asked_moved)
from cognee_memory.retrieval.vouched import (ASKS_WHO, MAX_UPDATE_WORDS, is_the_asked_successor,
                                             names_its_name_with_a_change, names_replaced_thing, new_value_of_its_topic,
                                             new_value_of_what_it_names, only_a_new_version, only_a_quantity_anew,
                                             other_fact_asked, other_fact_retired, owner_moved_on, retires_outright,
                                             successor_asked, vouched_without_relevance)
from cognee_memory.updates.cues import BESIDE, MOVE_CUES, WEAK_CUES, WISH
from cognee_memory.updates.detect import DEFAULT_THRESHOLDS, Kind, classify_pair, reads_as_update, says_it_changes
from cognee_memory.updates.scopes import (attribute_not_asked, narrower_scope, one_named_case, other_part,
                                          part_not_asked, scopes_apart)
from cognee_memory.updates.signals import CHANGE_VERBS, DECISION_VERBS, asks_for_a_version, features, successor_version

UNLINKED = replace(DEFAULT_THRESHOLDS, candidate_min_cosine=SAME_SUBJECT_COSINE)
SAME_QUESTION = replace(DEFAULT_THRESHOLDS, related_min_cosine=RETIRES_MIN_COSINE)
# Another product said without a word of change stands in only this close to the question, against the hit's cosine.
CUELESS_RIVAL_SHARE = 0.8
# A new value of the asked kind said with no word of change: at least this share of the hit's relevance and this
# cosine to it (``read_pair``).
CUELESS_VALUE_SHARE = 0.7
CUELESS_VALUE_COSINE = 0.55
_GIVEN_UP = re.compile(r"\bno (?:more|longer)\b|\banymore\b", re.I)  # a rule or a limit given up
# What happened on one occasion ("Rolled every drone to 04.03 this morning"), not how things are now.
_ONE_OCCASION = re.compile(r"\b(?:this morning|this afternoon|last night|yesterday|earlier today|tonight)\b", re.I)


def _job_words(hit: Candidate, newer: Candidate) -> set[str]:
    """The subject words the two share, verbs aside ("membership", "debit" for "Stripe Billing pulls the
    monthly memberships by SEPA debit" after "membership fees are collected by direct debit through GoCardless")."""
    hf = features(hit.memory.text)
    return {w for w in hf.subject & features(newer.memory.text).subject
            if hf.words.get(w, w).lower() not in DECISION_VERBS | CHANGE_VERBS}


_WHO_FIRST = re.compile(r"\s*(?:so\s+)?(?:who|whom|whose)\b", re.I)  # "who runs …?": answered by someone named


class Reading(IntEnum):
    """How a newer candidate reads against a strong hit, weakest first (``read_pair``)."""

    ANSWERS = 0  # a newer record that answers the question about as well (``answers_as_well``)
    CHANGE = 1  # it reads as a change of the hit (``reads_as_update``: a cue, "from … to", a new value)
    NAMED = 2  # it names the hit's thing as retired, or gives the hit's version a successor
    VERDICT = 3  # the update classifier's own verdict (strict: the auto policy acts on it)


def read_pair(hit: Candidate, newer: Candidate, cosine: float, query: str = "",
              relevance: tuple[float, float] | None = None) -> tuple[Reading, str] | None:
    """``_read_whole`` of the note, or of its item about the hit in a note of news (``retrieval/news_items``)."""
    item = item_to_read(newer, hit.memory.text, query)
    return None if item is None else _read_whole(hit, item, cosine, query, relevance)


def _read_whole(hit: Candidate, newer: Candidate, cosine: float, query: str = "",
                relevance: tuple[float, float] | None = None) -> tuple[Reading, str] | None:
    """Whether ``newer`` updates ``hit``, on what evidence and, when one thing in its words made
    it one, which ("it retires 'Twilio subscription'"); or None. ``relevance``: the two candidates'
    relevance to ``query`` (hit, newer), when known.

    Without a shared topic or file the two must be about the same subject (``same_subject``),
    unless the newer one names what it changes (a retirement of the hit's thing, a later version of
    it the question asks about) or the question says the hit's thing was replaced. A newer memory
    with under ``STAND_IN_SHARE`` of the hit's relevance needs that evidence
    (``vouched_without_relevance``): it does not answer the question by its own words."""
    # A record that says which record it replaces, by number or file ("Accepted (replaces ADR 0013)").
    cited_record = cites_as_replaced(newer.memory.text, newer.memory.id, hit.memory.text, hit.memory.id)
    if cited_record:
        return Reading.NAMED, f"it says it replaces {cited_record}"
    # A change for a part the question does not ask about ("… switched off for iOS" for the Android builds; "dbt bumped
    # to 1.8" for "how are dbt models named?"); not when it asks what replaced the hit's thing ("Dentally's … went live").
    if query and (other_part(newer.memory.text, hit.memory.text, query)  # … or of one named client
                  or other_fact_asked(query, hit, newer) or other_fact_retired(query, hit, newer)  # … another fact
                  or only_a_quantity_anew(query, hit, newer)
                  or (not ASKS_WHO.search(query) and one_named_case(newer.memory.text, hit.memory.text, query)
                      and not names_replaced_thing(query, hit, newer))):
        return None
    # A note of a plan, a wish or a trial changes nothing yet ("we should move card payments to Adyen next year",
    # "trying a 30 day buffer on ten beta gateways"); one for a while or beside the hit's thing, nothing for good
    # ("… just until their deadline friday", "trainer schedules also sync to google calendar now"): unless it
    # says it replaced or dropped a thing, outside what a plan word governs ("could drop the minimum order …, maybe in
    # the spring" dropped nothing). A record's context often weighs options so.
    text = newer.memory.text
    if len(text.split()) <= MAX_UPDATE_WORDS and not is_record(text) \
            and ((for_a_while_or_planned(text, hit.memory.text, query) or BESIDE.search(re.split(r"[,;.]", text)[0]))
                 and not (set(features(outside_plans(text)).cues) & MOVE_CUES or "from now on" in features(text).cues)
                 or WISH.search(text)):
        return None
    linked = linked_by_topic_or_file(hit, newer)
    retired = retired_by(hit, newer, cosine, relevance)
    retires = retired is not None
    successor = successor_asked(query, hit, newer)
    asked = names_replaced_thing(query, hit, newer)
    owner = owner_moved_on(query, hit, newer)
    topic_value = new_value_of_its_topic(query, hit, newer) or new_value_of_what_it_names(query, hit, newer)
    cited = cites_the_old_value(query, hit.memory.text, text) if query and len(text.split()) <= MAX_UPDATE_WORDS else ""
    topic_value = topic_value or bool(cited)
    its_name = names_its_name_with_a_change(hit, newer)  # lets a note far less relevant be read, vouches for no more
    named = successor or asked or bool(owner) or (retires and retires_outright(newer, hit)) or topic_value \
        or rival_of_the_asked_product(query, hit.memory.text, text, says_it_changes(text))
    if relevance is not None and relevance[1] < STAND_IN_SHARE * relevance[0] and not (named or its_name):
        return None
    # A note that gives no value of the kind the question asks for and the hit gives answers another question ("the
    # bin form now shuts at 5pm" for "how often do the trucks send their location?" after "… every 15 seconds"),
    # unless it names what it replaces or gives up a thing of the hit ("no more nightly rebuild").
    if query and not (named or retires or features(text).cue_targets & features(hit.memory.text).content) \
            and gives_no_asked_value(query, hit.memory.text, text):
        return None
    # A newer memory that shares no written word with the question and is relevant only by the
    # words it earns for naming a product of the kind asked for ("datadog bill went up again" for
    # "what do we use for monitoring?", ``ranking/kinds``) is no answer to stand in with, unless it
    # says that a tool was replaced or dropped ("finished the move to GitHub Actions"; not "we accept full
    # refreshes again, … 40 minutes on snowflake", "grafana got upgraded to 10", "Production moved from
    # PostgreSQL 15 to PostgreSQL 16": a new version of it).
    cues = features(newer.memory.text).cues
    said = retires or any(cue != "now" for cue in cues)
    # Another product of the kind asked about, said as a change ("tickets render with Typst now"): ``retrieval/rivals``.
    said_so = says_it_changes(newer.memory.text) or names_replaced_thing(query, hit, newer)
    rival = rival_asked(query, hit.memory.text, newer.memory.text, said_so, replaced_asked=asked) \
        or rival_by_name(query, hit.memory.text, newer.memory.text)  # … or a name the table does not know
    # Said without a word of change, it must answer the question about as well by meaning: "The web dashboard
    # reports its errors to Sentry" is no successor of the apps' Crashlytics (.31 against .62).
    if rival and not said_so and newer.semantic < CUELESS_RIVAL_SHARE * hit.semantic \
            and len(_job_words(hit, newer)) < 2:  # … unless it names two things of the hit's job
        rival = ""
    if query and is_the_asked_successor(query, hit) and not (rival or retires):  # only a rival or its retirement
        return None  # replaces the successor a replacement question asks for (a rule about SSO is no successor of Auth0)
    # "what drm …": a note that leaves out the thing asked for, which the hit names, changed something else.
    if query and not (named or its_name or rival or retires or kinds.earned(query, newer.memory.text)) \
            and leaves_the_asked_thing(query, hit.memory.text, newer.memory.text):
        return None
    if query and not named and not rival and kinds.earned(query, newer.memory.text) \
            and not (set(cues) & MOVE_CUES and not only_a_new_version(newer, hit)) \
            and not words.content_stems(query) & words.content_stems(newer.memory.text):
        return None
    # Only the question vouches that the two are about one subject (``answers_alike``): the newer
    # one must also say that something changed ("now", "switched"); "The support queue is triaged
    # on Mondays" beside "The queue is SQS." states another fact.
    alike = answers_alike(hit, newer, relevance) and says_it_changes(newer.memory.text)
    # A newer memory of the hit's topic or with two words of it that says in more words than "now" that
    # something changed, about a thing the question asks about and the hit names, answers the question
    # however far apart the two read (.24: "moved the backend pipelines to gitlab runners, the old jenkins
    # job configs are archived"). Not with one word ("Priya owns billing from now on, Tom moved to the sync
    # rewrite" beside "sync conflicts are …"), nor "FCM is rate limiting our push now", nor "CI minutes
    # budget was raised" of the CI's topic (a property: ``answers_alike``), nor what happened on one
    # occasion ("Rolled every drone to 04.03 this morning, the RTK fix is in").
    # So does one that gives the asked thing a new value of the kind asked for ("now" is enough), with two
    # words of the hit or of its topic: not "client retros are on fridays at 16:00 now" for "when are client
    # calls?" after "client calls are on tuesdays and thursdays" (an outside review's probe).
    # Of the hit's topic, the new value alone says it ("anyone logged in gets signed out after 30 min of
    # inactivity" after "#auth staff sessions expire after 8 hours").
    new_value = asked_value_changed(query, hit.memory.text, newer.memory.text) if query else ""
    # Said with no word of change, a new value of the asked kind counts when the note answers the question nearly as
    # well and reads close to the hit ("timetables go out six weeks before term" after "… published to students four
    # weeks before term": .82 of its relevance, .75 apart in meaning); not a note far from it in either.
    plainly = relevance is not None and relevance[1] >= CUELESS_VALUE_SHARE * relevance[0] \
        and cosine >= CUELESS_VALUE_COSINE and len(text.split()) <= MAX_UPDATE_WORDS and not is_record(text) \
        and not (hit.memory.topic and newer.memory.topic and hit.memory.topic != newer.memory.topic)  # filed apart
    value = bool(new_value) and (linked or says_it_changes(newer.memory.text) or plainly)
    permitted = new_value == ALLOWED_AGAIN  # a ban lifted: "clinic admins may erase a pet's file again"
    anchored = bool(query) and (said or value) and cosine >= RETIRES_MIN_COSINE \
        and (asked_in_both(query, hit, newer) or (linked and value)) \
        and not _ONE_OCCASION.search(newer.memory.text) \
        and (two_words_in_common(hit, newer) or (linked and value) or permitted or thing_asked_moved(query, hit, newer)
             or (value and scope_asked(query, hit, newer))
             or (linked and not attribute_not_asked(newer.memory.text, hit.memory.text, query)))
    # A cue aimed at a word of the hit ("no more refunds once a show is on sale" after "Customers can get a
    # full refund up to 48h before the event"), from a note that answers the question half as well.
    aimed = said and relevance is not None and relevance[1] >= SAME_QUESTION_SHARE * relevance[0] \
        and cosine >= RETIRES_MIN_COSINE and bool(features(newer.memory.text).cue_targets & features(hit.memory.text).content)
    if not (linked or retires or successor or asked or alike or anchored or rival or owner or aimed or cited or its_name
            or same_subject(hit, newer, cosine)):
        return None
    # A who-question asks who does one job: a change of another job of the same person or place ("Joost files
    # the parking tax return from this quarter, Femke handed him the login" for "who does the refunds for
    # parking sessions?") answers it only with two of its words the hit has too.
    if query and ASKS_WHO.search(query) and not (named or linked or person_left(hit.memory.text, newer.memory.text)) \
            and (asked_words(query, hit, newer) < 2 or (_WHO_FIRST.match(query) and not names_someone(text))):
        return None
    # Only weak cues ("under the new licence the music in the lounge must stay below 70 dB", "saturday shifts are
    # back"): about the asked thing only with two of the question's things the hit has, or its value anew; never
    # a person back ("Lena is back, she'll send the rota").
    weak = set(cues) <= WEAK_CUES and bool(set(cues) & {"new", "new rules"} or ("again" in cues and " back" in text))
    if weak and not (named or linked or rival or retires) and (re.search(r"\b[A-Z][a-z]+ (?:is|'s|’s) back\b", text) or (
            query and asked_words(query, hit, newer) < 2 and not asked_value_changed(query, hit.memory.text, text))):
        return None
    verdict = classify_pair(newer.memory, hit.memory, cosine, DEFAULT_THRESHOLDS if linked else UNLINKED)
    if retires:
        evidence = f"it retires '{retired}'"
    elif successor:
        found = successor_version(features(newer.memory.text), features(hit.memory.text),
                                  across_major=asks_for_a_version(query))
        evidence = f"a later version, {found[1]}" if found \
            else f"its build setting, {minimum_raised(query, hit.memory.text, newer.memory.text)}"
    else:
        evidence = "the question says what it replaced" if asked else rival
    # Asked who, a tool retired by a note that names nobody answers less ("bye bye opsgenie 👋 pagerduty is live").
    no_one = retires and not successor and bool(_WHO_FIRST.match(query)) and not names_someone(text)
    if verdict is not None and verdict.kind is Kind.UPDATES and verdict.older:
        return Reading.CHANGE if no_one else Reading.VERDICT, evidence
    if owner and not (retires or successor):
        return Reading.NAMED, f"{owner} moved on"
    if retires or successor:
        return Reading.CHANGE if no_one else Reading.NAMED, evidence
    if cited:  # "48h was too strict": it names the hit's value as the old one
        return Reading.CHANGE, f"a new value, {cited}"
    # Two memories of one topic that both answer the question are about the same subject however
    # differently they word it ("deploys to the on-premise VM cluster" / "releases now go to Azure
    # App Service": .26 apart in meaning): the question's relevance vouches for the likeness, when
    # they name a thing in common ("backend"), not only a verb ("All production services run in
    # eu-west-1" / "The data science team now runs their notebooks in us-east-1": another part).
    # So are two that answer it alike, and one the question says replaced the hit's thing with a subject
    # word of the hit's, when the newer one says it changed in more words than "now" (an incident under
    # way says "now" too: "FCM is rate limiting our push now"; "logs are structured JSON now" is no
    # successor of Papertrail): "moved paging over to incident.io, opsgenie is being shut down" after
    # "on-call alerts come through Opsgenie" (.295 apart in meaning); "transactional mail is Postmark
    # since march" for "what did we switch to from sendgrid?" (.28); not "The office Wi-Fi dropped
    # again" for "What replaced Google IoT Core?".
    # A handover alone changes who, not what: "Sophie took over the Basecamp admin from Lukas" answers
    # "who administers Basecamp?", not "where do we track client projects?" (unless it names a tool of
    # the kind asked for).
    handover_only = says_only_who(newer.memory.text) and bool(query) and not ASKS_WHO.search(query) \
        and not kinds.earned(query, newer.memory.text) and not rival
    shares_a_word = bool(words.content_stems(hit.memory.text) & words.content_stems(newer.memory.text))
    same_question = anchored or aimed or bool(rival) or (said and (alike or (asked and shares_a_word))) \
        or (linked and relevance is not None and relevance[1] >= SAME_QUESTION_SHARE * relevance[0]
            and name_a_thing_in_common(hit, newer))
    # "Staging deploys are now approved automatically" changes staging, not "Production deploys need
    # approval …": one kind of thing in two scopes (``scopes.contrasting_scopes``); nor all of
    # "Deploys need approval …": a part of its subject (``scopes.narrower_scope``).
    # A decision record's body describes how its decision works and what it leaves behind ("the current
    # value is increased upon uploads", "instead of creating new accounts for each project"): only its
    # title says that the record is a change ("Blob cache moved to Redis"). Its body still counts for
    # the strict verdict and for what it retires.
    text = newer.memory.text
    short_note = len(text.split()) <= MAX_UPDATE_WORDS and (
        not is_record(text) or bool(features(record_title(text)).cues))
    # What a note of the hit's topic that answers the question as well retires is the hit's, in other
    # words: "no more cutoff: conflict checking covers every matter" after "conflict checks look at
    # matters from the last 10 years".
    # Only a rule or limit given up ("no more", "no longer"): "decommissioned the old staging db and deleted
    # its snapshots" retires another thing than "RDS snapshots are … kept 35 days".
    own_topic = linked and bool(query) and relevance is not None and bool(_GIVEN_UP.search(text)) \
        and relevance[1] >= SAME_QUESTION_SHARE * relevance[0] and asked_in_both(query, hit, newer)
    if (linked and topic_vouches(query, hit.memory.text, text) or short_note) and not handover_only \
            and (own_topic or not retires_other(newer, hit)) \
            and not (query and part_not_asked(newer.memory.text, hit.memory.text, query)) \
            and not scopes_apart(newer.memory.text, hit.memory.text) \
            and not narrower_scope(newer.memory.text, hit.memory.text) \
            and ((value and anchored) or bool(rival) or bool(its_name)
                 or reads_as_update(newer.memory, hit.memory, cosine, SAME_QUESTION if same_question else DEFAULT_THRESHOLDS,
                                    same_subject=not linked)):
        return Reading.CHANGE, evidence or (f"it says {its_name} changed" if its_name else "")
    if relevance is not None and query and not hit.predecessors \
            and answers_as_well(query, hit, newer, relevance[0], relevance[1], cosine):
        return Reading.ANSWERS, ""
    return None


def link_updates(candidates: list[Candidate], pairs: list[tuple[int, list[int]]],
                 vectors: dict[int, np.ndarray], relevance: np.ndarray | None = None,
                 query: str = "") -> list[Candidate]:
    """Each newer candidate the classifier finds updating its hit gets the hit as a predecessor
    (``read_pair``: ``Reading.VERDICT``).

    When the classifier finds none for a hit, one newer candidate gets it: one that names what
    the hit is about as retired ("Remove Papertrail", "… instead of GOV.UK Notify":
    ``updates.retired``, whatever its length) or gives its version a successor, else the closest
    in meaning among those that merely read as a change of it, else the closest in meaning among
    those that answer ``query`` almost as well as the hit (only with the candidates' ``relevance``
    and the query); one at most, so a topic full of recent notes cannot crowd the hit out. A newer
    memory stands in for one hit at most (the one it is closest to, a strict verdict first), and
    none that already replaces a memory someone marked: its recorded update is what it changes, a
    guess at query time adds no second one."""
    found: dict[int, tuple[bool, float, int, Reading, str]] = {}  # newer → (strict, cosine, hit, reading, evidence)
    also_read: dict[int, list[int]] = {}  # hit → the newer candidates that read as a change of it
    for i, newer in pairs:
        read: list[tuple[Reading, float, int, str]] = []
        for j in newer:
            if candidates[j].predecessors:
                continue
            cosine = vector_cosine(vectors[i], vectors[j])
            pair_relevance = None if relevance is None else (float(relevance[i]), float(relevance[j]))
            pair = read_pair(candidates[i], candidates[j], cosine, query, pair_relevance)
            if pair is not None:
                read.append((pair[0], cosine, j, pair[1]))
        chosen = [(True, cosine, j, reading, evidence)
                  for reading, cosine, j, evidence in read if reading is Reading.VERDICT]
        if not chosen and read:
            reading, cosine, j, evidence = max(read)
            chosen = [(False, cosine, j, reading, evidence)]
        for is_strict, cosine, j, reading, evidence in chosen:
            if j not in found or (is_strict, cosine) > found[j][:2]:
                found[j] = (is_strict, cosine, i, reading, evidence)
        also_read[i] = [j for reading, _, j, _ in read if reading is not Reading.ANSWERS]
    out = [replace(c, predecessors=(candidates[found[k][2]],),
                   stand_in=StandIn.ANSWER if found[k][3] is Reading.ANSWERS else StandIn.UPDATE,
                   stand_in_evidence=found[k][4])
           if k in found else c for k, c in enumerate(candidates)]
    # A chain: a later change of the hit that changes its stand-in too ("Brevo does all our texting now, vonage
    # cancelled" after "switched the SMS provider from twilio to vonage", both after "… sent with Twilio")
    # stands in for that stand-in, and so for the hit.
    for j, (_, _, i, reading, _) in list(found.items()):
        later = sorted((k for k in also_read.get(i, []) if k not in found and (written_at(candidates[k]) or 0.0)
                        > (written_at(candidates[j]) or 0.0)), key=lambda k: -(written_at(candidates[k]) or 0.0))
        for k in later if reading is not Reading.ANSWERS else []:
            pair_relevance = None if relevance is None else (float(relevance[j]), float(relevance[k]))
            pair = read_pair(candidates[j], candidates[k], vector_cosine(vectors[j], vectors[k]), query, pair_relevance)
            # Only on evidence in words or the strict verdict: a topic's recent notes all "read" as changes; or a
            # return to what the stand-in retired ("we went back to Elasticsearch …" after "dropped elasticsearch").
            if pair is not None and (pair[0] is Reading.VERDICT or (pair[0] is not Reading.ANSWERS and pair[1])
                                     or (pair[0] is Reading.CHANGE and returns_to(found[j][4], candidates[k]))):
                found[k] = (False, 0.0, j, pair[0], pair[1])
                out[k] = replace(candidates[k], predecessors=(out[j],), stand_in=StandIn.UPDATE,
                                 stand_in_evidence=pair[1])
                break
    return out


async def with_unmarked_updates(candidates: list[Candidate], relevance: np.ndarray,
                                vectors_of: Callable[[list[Candidate]], Awaitable[np.ndarray]],
                                query: str = "") -> list[Candidate]:
    """``link_updates`` for the strongest hits of ``query``; ``vectors_of`` returns one embedding
    row per candidate given (only the few in the pairs are asked for)."""
    rel = np.nan_to_num(np.asarray(relevance, dtype=np.float64), nan=0.0)
    pairs = [(i, [j for j in newer if rel[j] >= STAND_IN_SHARE * rel[i]
                  or vouched_without_relevance(query, candidates[i], candidates[j])])
             for i, newer in pairs_to_check(candidates, rel, share=0.0, products=naming_products(query, candidates)
                                           | setting_notes(query, [c.memory.text for c in candidates]))]
    pairs = [(i, newer) for i, newer in pairs if newer]
    if not pairs:
        return candidates
    wanted = sorted({k for i, newer in pairs for k in [i, *newer]})
    rows = await vectors_of([candidates[i] for i in wanted])
    vectors = {i: np.asarray(rows[k], dtype=np.float64) for k, i in enumerate(wanted)}
    return link_updates(candidates, pairs, vectors, rel, query)
