"""What lets a newer memory far less relevant than the hit stand in for it: it says in words what it
changes (``retrieval/unmarked.py`` reads the rest). It retires the hit's thing outright ("We cancelled
the Twilio subscription, patient texts go out through MessageBird now"), gives the hit's version a
successor the question asks about, is the answer to a question that says the hit's thing was
replaced ("What replaced Sphinx?"), names the hit's record as the one it replaces ("Accepted (replaces ADR
0013)": ``retrieval/cited_records``), gives a thing the hit gives a value another one, or, for a question
about who, says that the person the hit names moved on ("Kofi is the go-to for anything lab results now, Dana moved to the mobile team").

Pure: word stems and the update signals, no vectors.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import words
from cognee_memory.retrieval.candidates import Candidate
from cognee_memory.retrieval.cited_records import cites_as_replaced
from cognee_memory.retrieval.news_items import MAX_UPDATE_WORDS, item_to_read
from cognee_memory.retrieval.asked_value import asked_value_changed, asks_a_quantity, cites_the_old_value
from cognee_memory.retrieval.ownership import owner_left
from cognee_memory.retrieval.platform_minimum import minimum_raised
from cognee_memory.retrieval.replacement_question import names_the_thing, replaced_in_question
from cognee_memory.retrieval.rivals import rival_of_the_asked_product
from cognee_memory.updates.detect import says_it_changes
from cognee_memory.updates.names import names_written
from cognee_memory.updates.retired import names_what_it_retires, retired_things
from cognee_memory.updates.signals import (CHANGE_VERBS, DECISION_VERBS, asks_about_version, asks_for_a_version,
                                           features, tokens, successor_version, version_bump)

# "ask", "ping", "contact" said as what we do ("how fast do we contact claimants?") ask how, not who: a question
# about who says who, whom, a team or a vendor ("who do we ping about refunds?").
ASKS_WHO = re.compile(r"\b(?:who|whom|whose|owner|owns|own|team|responsible|vendor)\b"
                      r"|(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bi )\b(?:ask|ping|contact)\b", re.I)


def successor_asked(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether a short newer memory gives a version in the hit a successor in the same line ("Minimum
    is now 3.12" after "… targets Python 3.10": ``signals.successor_version``) and the question asks
    about that version (it says "version", "minimum", … or the thing the version is of)."""
    if not query or len(newer.memory.text.split()) > MAX_UPDATE_WORDS:
        return False
    if minimum_raised(query, hit.memory.text, newer.memory.text):  # "deployment target is 16" after "iOS 14 and up"
        return True
    found = successor_version(features(newer.memory.text), features(hit.memory.text),
                              across_major=asks_for_a_version(query))
    if found is None:
        return False
    return asks_about_version(query, found[0])


def names_replaced_thing(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the question says a thing was replaced ("What replaced Sphinx?":
    ``replacement_question``), the hit names it, not as what it replaced itself, and the newer
    memory is short (a decision, not a summary): then a newer memory that reads as a change of the
    hit answers it. A hit that says it replaced the thing ("We use Poetry instead of pip …", "We
    switched from Sphinx to MkDocs") is the successor the question asks for; a change of it is not."""
    thing = replaced_in_question(query) if query else frozenset()
    if not thing or len(newer.memory.text.split()) > MAX_UPDATE_WORDS:
        return False
    if is_the_asked_successor(query, hit):
        return False
    return names_the_thing(thing, hit.memory.text)  # "influx" is the hit's "InfluxDB": a name the question shortens


def is_the_asked_successor(query: str, hit: Candidate) -> bool:
    """Whether the question says a thing was replaced and the hit says it replaced that thing ("we moved off
    WorkOS, Auth0 does enterprise SSO now" for "what replaced WorkOS for SSO?"): the hit is the answer."""
    thing = replaced_in_question(query) if query else frozenset()
    hf = features(hit.memory.text)
    # … or says it retires it without a cue word ("we left Twitch for YouTube Live")
    return bool(thing & ({s for t in hf.cue_targets for s in words.content_stems(hf.words.get(t, t))}
                         | {s for r in retired_things(hit.memory.text) for s in r.stems}))


_PERIODS = frozenset(t.stem for t in tokens("day days week weeks month months year years quarter term season"))
_ONE_OCCASION = re.compile(r"\b(?:this morning|this afternoon|last night|yesterday|earlier today|tonight)\b", re.I)
_CAPS = re.compile(r"\b[A-Z]{2,}[A-Z0-9]*\b")  # "DPD", "PDF": written as only a name is, even first in a sentence


def names_its_name_with_a_change(hit: Candidate, newer: Candidate) -> str:
    """A name the hit writes ("DPD is our courier …", "… through Stripe") that a short newer note names, in any case,
    beside a clause that starts another thing from a day on ("dpd lost 3 pallets of banners in one month. parcelforce
    collects from monday", "adyen from the 1st. the stripe fees on amex were eating the margin"), or "": the note
    tells why the hit's thing gives way and what starts instead, whatever its words share with the question. Not a
    change that names the hit's name in its own clause ("the WordPress database moved to MySQL 8.0"), a new version
    of it, or a change on one occasion."""
    text = newer.memory.text
    if len(text.split()) > MAX_UPDATE_WORDS or _ONE_OCCASION.search(text) or only_a_new_version(newer, hit):
        return ""
    names = {n for n in _names_in(hit.memory.text) if n not in words.STOP_WORDS and len(n) > 2}
    hit_stems = words.content_stems(hit.memory.text)
    clauses = [c for c in _NOTE_CLAUSES.split(text) if c.strip()]
    for k, clause in enumerate(clauses):
        if "from now on" not in features(clause).cues or not words.content_stems(clause) - hit_stems - _WHEN - _PERIODS:
            continue  # a clause that starts a thing the hit does not name
        elsewhere = {w.lower() for c in clauses[:k] + clauses[k + 1:] for w in re.findall(r"[\w.+#-]+", c)}
        said_here = {w.lower() for w in re.findall(r"[\w.+#-]+", clause)}
        found = sorted(n for n in names if n in elsewhere and n not in said_here)
        if found:
            return found[0]
    return ""


_NOTE_CLAUSES = re.compile(r"[.;:!?()]\s*|\n")


def _names_in(text: str) -> set[str]:
    """The words ``text`` capitalises within a sentence ("… from Shipton Mill"), and those written in capitals
    anywhere ("DPD is our courier"), lower-cased."""
    out = {w.lower() for w in _CAPS.findall(text)}
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        out |= {w.lower() for w in re.findall(r"(?<=\s)[A-Z][\w+#-]*", sentence)}
    return out


def new_value_of_its_topic(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether a short newer note of the hit's topic gives the value the question asks for a new one
    and says so ("#fermentation fermenter probes report once a minute now" after "#fermentation tank
    temps are read from the LoRa probes every 5 min", for "how often are tank temps read?"), naming a
    thing the hit names besides verbs: it answers the question in other words than the question's."""
    topics = (hit.memory.topic or "").strip().lower(), (newer.memory.topic or "").strip().lower()
    if not query or not topics[0] or topics[0] != topics[1] or len(newer.memory.text.split()) > MAX_UPDATE_WORDS:
        return False
    if not asked_value_changed(query, hit.memory.text, newer.memory.text) or not says_it_changes(newer.memory.text):
        return False
    hf = features(hit.memory.text)
    return any(hf.words.get(w, w).lower() not in DECISION_VERBS | CHANGE_VERBS
               for w in hf.subject & features(newer.memory.text).subject)


def new_value_of_what_it_names(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether a short newer note gives a thing the hit gives a value another value ("claims above 1k" after
    "expense claims over 500 EUR need a second approval …"), says so in more words than "now" ("from now on"),
    for no scope the hit does not name, about a thing the question asks about."""
    if not query or len(newer.memory.text.split()) > MAX_UPDATE_WORDS:
        return False
    nf, hf = features(newer.memory.text), features(hit.memory.text)
    if not set(nf.cues) - {"now"} or any(not stems <= hf.words.keys() for stems in nf.scopes.values()):
        return False
    if not words.content_stems(query) & hf.content & nf.content:
        return same_quantity_anew(hit.memory.text, newer.memory.text)
    def numbers(values: frozenset[str]) -> frozenset[str]:  # "500", "1k"; not a name read as a value ("receipt API")
        return frozenset(v for v in values if v[:1].isdigit())

    return any(hf.words.get(k, k).lower() not in DECISION_VERBS | CHANGE_VERBS and numbers(nf.values[k])
               and numbers(hf.values[k]) and not nf.values[k] & hf.values[k]
               for k in hf.values.keys() & nf.values.keys())


_ASKS_A_THING = re.compile(r"^\s*(?:so\s+)?(?:what|which|who|whom|where)\b", re.I)


def only_a_quantity_anew(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the question asks for a thing, a place or a person and the newer note only gives a quantity of the hit's
    another number, naming nothing new ("what scheduler does the cluster use?" after "Jobs on the cluster go through
    Slurm; … a 24h wall-time limit" and "Max wall time on the standard partition went up to 48h after the cluster
    upgrade"; not "gpu is 6 nodes with 4 H100s each now" after "… 8 nodes with 4 V100s each")."""
    # … where the hit's quantity is not said of what the question asks ("SSO is included on plans from 49 EUR a month up"
    # answers "which plans include SSO?" by its quantity; "… above that Oskar approves" for "who can approve a 200 EUR
    # refund?": an outside review's probes)
    asked = words.content_stems(query) - _ANY_JOB
    if re.search(r"\d", query) or any(asked & words.content_stems(c) for c in _FACTS.split(hit.memory.text)
                                      if re.search(r"\d", c)):
        return False
    return bool(_ASKS_A_THING.match(query)) and not asks_a_quantity(query) and not asks_for_a_version(query) \
        and same_quantity_anew(hit.memory.text, newer.memory.text) \
        and not names_written(newer.memory.text) - names_written(hit.memory.text) \
        and not names_what_it_retires(newer.memory.text, hit.memory.text)


# A number and its unit: "60 km/h", "30 days", "5%" (the word after the number, not a word of the sentence).
_QUANTITY = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(%|[a-z€$£][a-z/]*)", re.IGNORECASE)
# Verbs that tie a number to its thing ("costs 60 euro", "takes 3 days"): they say nothing of what is measured.
_QUANTITY_VERBS = frozenset("""cost costs take takes last lasts pass passes reach reaches exceed exceeds weigh weighs
allow allows hold holds pay pays charge charges need needs keep keeps get gets""".split())
_NO_UNIT = frozenset({"a", "an", "and", "or", "to", "of", "in", "on", "at", "for", "the", "per", "from", "by", "with",
                      "is", "are", "was", "were", "x", "times", "am", "pm", "st", "nd", "rd", "th", "after", "before"})


def _quantities(text: str) -> dict[str, set[str]]:
    """Per unit (plural folded), the numbers the text gives in it."""
    found: dict[str, set[str]] = {}
    for number, unit in _QUANTITY.findall(text):
        unit = unit.lower()
        if unit not in _NO_UNIT:
            found.setdefault(unit[:-1] if len(unit) > 3 and unit.endswith("s") else unit, set()).add(number)
    return found


def same_quantity_anew(hit_text: str, new_text: str) -> bool:
    """Whether the newer text gives a quantity of the hit's unit another number and names a thing the hit names
    besides verbs, units and numbers ("the gust threshold was lowered to 50 km/h" after "chairlifts stop when wind
    gusts pass 60 km/h"): the same quantity, said anew in other words than the question's. The caller checks that
    it is said as a change and for no scope of its own."""
    old, new = _quantities(hit_text), _quantities(new_text)
    units = {u for u in old.keys() & new.keys() if not old[u] & new[u]}
    if not units:
        return False
    hf, nf = features(hit_text), features(new_text)
    verbs = DECISION_VERBS | CHANGE_VERBS | _QUANTITY_VERBS
    shared = {s for s in hf.subject & nf.subject if not s[:1].isdigit() and hf.words.get(s, s).lower() not in verbs}
    return bool(shared - {w for u in units for w in words.content_stems(u)} - units)


def vouched_without_relevance(query: str, hit: Candidate, newer: Candidate) -> bool:
    """The text-only part of the evidence that lets a newer memory far less relevant than the hit
    stand in, the question's words aside (``link_updates`` checks the rest with the vectors): it
    retires the thing the hit is about ("We cancelled the Twilio subscription, patient texts go out
    through MessageBird now" for "Who sends our SMS reminders?"), but not by a new version of it
    ("Production moved from PostgreSQL 15 to 16" leaves the tests the hit names on 15), nor for a
    scope the hit does not name ("Removed Netlify preview deploys for the marketing site" leaves
    the docs the hit hosts there); or it gives the hit's version a successor the question asks
    about; or the question says the hit's thing was replaced."""
    item = item_to_read(newer, hit.memory.text, query) or newer  # a note of news: its item about the hit
    return bool(names_what_it_retires(item.memory.text, hit.memory.text) and retires_outright(item, hit)) \
        or cites_as_replaced(newer.memory.text, newer.memory.id, hit.memory.text, hit.memory.id) is not None \
        or successor_asked(query, hit, newer) or names_replaced_thing(query, hit, newer) \
        or owner_moved_on(query, hit, newer) != "" or new_value_of_its_topic(query, hit, newer) \
        or new_value_of_what_it_names(query, hit, newer) or names_its_name_with_a_change(hit, newer) != "" \
        or (len(newer.memory.text.split()) <= MAX_UPDATE_WORDS and bool(cites_the_old_value(query, hit.memory.text,
                                                                                          newer.memory.text))) \
        or rival_of_the_asked_product(query, hit.memory.text, newer.memory.text, says_it_changes(newer.memory.text))


# An agreement with someone that ended ("the dvsa licence wasn't renewed"; not one we cancelled): it retires what the
# hit gets under it, which the hit need not say, but not every dealing with them ("… against the DVSA register").
_AGREEMENT = re.compile(r"\b(?:contracts?|licen[cs]es?|subscriptions?|plans?|lease|agreement|support|trial)$", re.I)
_CANCELLED = re.compile(r"\bcancell?", re.I)
_CLAUSE = re.compile(r"[,;.!?]\s+|\s+(?:and|but)\s+")


def retires_outright(newer: Candidate, hit: Candidate) -> bool:
    """Whether a newer memory that names the hit's thing as retired retires it for all the hit
    says: not only by a new version (``only_a_new_version``), nor for a scope ("for the iOS
    builds", "in staging") with words the hit does not have, nor only an agreement the hit does not
    name (``_AGREEMENT``: that needs the newer memory to answer the question too)."""
    hit_words = features(hit.memory.text).words.keys()
    retired = names_what_it_retires(newer.memory.text, hit.memory.text) or ""
    agreement = _AGREEMENT.search(retired) if not _CANCELLED.search(newer.memory.text) else None
    # The scope of the clause that retires it: not "… and the auditors come in march" after "no more spreadsheets".
    clause = next((c for c in _CLAUSE.split(newer.memory.text) if retired and retired in c), newer.memory.text)
    return not only_a_new_version(newer, hit) \
        and all(stems <= hit_words or stems <= _WHEN for stems in features(clause).scopes.values()) \
        and not (agreement and agreement.group(0).lower()[:5] not in hit.memory.text.lower()
                 and not _another_does_it(newer.memory.text, retired))


def _another_does_it(text: str, retired: str) -> bool:
    """Whether a note that says an agreement ended names another product doing the job now ("turnitin contract
    ended in june, Ouriginal does the similarity checks now")."""
    gone = {w.lower() for w in retired.split()}
    return "now" in features(text).cues and any(w.lower() not in gone and w.lower() not in words.STOP_WORDS
                                                for w in re.findall(r"(?<=[\s,;])[A-Z][\w.+-]+", text))


# When a retirement happened, not where it holds: "Pipedrive took over from HubSpot in spring", "… in October".
_WHEN = frozenset(t.stem for t in tokens(
    "january february march april may june july august september october november december spring summer autumn fall"
    " winter"))


def only_a_new_version(newer: Candidate, hit: Candidate) -> bool:
    """Whether the newer memory changes only the version of a thing the hit names, which stays
    ("from PostgreSQL 15 to PostgreSQL 16", "Upgraded … to Ruby 3.3"): often for one scope only."""
    nf, hf = features(newer.memory.text), features(hit.memory.text)
    return any(before & after - {v for v in before | after if v[:1].isdigit()}
               for before, after, _ in nf.transitions) \
        or version_bump(nf, hf, newer.memory.text, hit.memory.text) is not None \
        or successor_version(nf, hf) is not None



_FACTS = re.compile(r"[,;]\s+|\.\s+|\s+(?:and|but|while)\s+|\n")  # a fact a clause states ("1.5" is no end)


def other_fact_asked(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the newer memory changes only the version of the hit's thing and the question asks about another
    fact the hit states of it: the question's words that the newer memory lacks are in a clause of the hit without
    a version, none in one with it, and the newer memory has no word of that clause ("how should dbt models be
    named?" after "transformations in dbt core 1.5, models follow stg_/int_/fct_ naming" and "dbt bumped to 1.8 …")."""
    if not query or asks_for_a_version(query) or not only_a_new_version(newer, hit):
        return False
    new = words.content_stems(newer.memory.text)
    asked = words.content_stems(query) - new
    clauses = [c for c in _FACTS.split(hit.memory.text) if c.strip()]
    versioned = [c for c in clauses if re.search(r"\d", c)]
    other = [words.content_stems(c) for c in clauses if c not in versioned]
    # … and the newer memory says nothing of that fact ("dbt bumped to 1.8; models now get a domain prefix")
    return bool(asked) and 0 < len(versioned) < len(clauses) \
        and not any(asked & words.content_stems(c) for c in versioned) \
        and any(asked & stems and not new & stems for stems in other)


# Verbs of any job: "thread comes via wawak" is no answer to "where does fabric come from?" (an outside review's probe)
_ANY_JOB = words.content_stems("come comes go goes get gets use uses do does make makes run runs")
# A fact in brackets says something of its own, by its verb: "… (the Postgres DB lives on Neon, nightly backups on S3)",
# "… (invoices are still sent from Xero)"; not a list of examples: "(imports from GEDCOM, exports to PDF)".
_CLAUSE_WORDS = re.compile(r"\b(?:is|are|was|were|lives?|live|runs?|goes|stays?|comes?|sent|owns?|handles?|does)\b", re.I)


def _bracketed(match: re.Match[str]) -> str:
    """A fact in brackets as a clause of its own; a list of examples in brackets as nothing ("Background jobs (GEDCOM
    imports, PDF reports) run on Sidekiq.")."""
    inside = match.group(0)[1:-1]
    return f"; {inside}; " if _CLAUSE_WORDS.search(inside) else ""


_BRACKETS = re.compile(r"\([^()]*\)")
_TAG = re.compile(r"^\s*#([\w-]+)")  # "#sync …": the note's topic, written first
_HEADING = re.compile(r"^[^,;.:\n]{1,40}:\s+")  # "shipping setup fyi: …" heads every fact after it


def other_fact_retired(query: str, hit: Candidate, newer: Candidate) -> bool:
    """Whether the newer memory retires a thing of one clause of the hit while the question asks about a fact of
    another, which the newer memory says nothing of ("free shipping threshold in germany?" after "intl parcels go out
    with dhl express, domestic is ups. free shipping over 50€ in DE" and "dhl raised rates AGAIN. non-EU parcels go
    with fedex intl from oct 1"; "who approves big orders?" after "food + meds come from medivet supply, … linda
    approves anything over 500€")."""
    retired = names_what_it_retires(newer.memory.text, hit.memory.text) if query else None
    if not retired:
        return False
    # Asked for the version of a name the hit gives, the retirement of another name, a part beside it that the newer
    # memory is about, leaves it ("which tauri version are we on?" after "We're building on Tauri 1.5 with a Svelte
    # frontend" and "Frontend rewritten in SolidJS, Svelte is gone"; not "Backend rewritten in Go, Express is gone" for
    # "which node version does the backend run on?" after "The backend is an Express app on Node 18": outside reviews'
    # probes).
    asked_names = names_written(hit.memory.text) & set(words.words(query)) - set(words.words(retired))
    beside = re.search(rf"\bwith\s+(?:a|an|the|our)?\s*{re.escape(retired)}\s+(?P<part>[a-z]+)", hit.memory.text, re.I)
    part = words.content_stems(beside["part"]) if beside else set()  # … and the newer memory is about that part
    if asks_for_a_version(query) and asked_names and part & words.content_stems(newer.memory.text) \
            and not asked_names & set(words.words(newer.memory.text)):
        return True
    new, asked = words.content_stems(newer.memory.text), words.content_stems(query) - _ANY_JOB
    facts = [c for c in _FACTS.split(_BRACKETS.sub(_bracketed, _HEADING.sub("", hit.memory.text))) if c.strip()]
    clauses = [words.content_stems(c) for c in facts]
    holding = [words.content_stems(c) for c in facts if retired.lower() in c.lower()]
    # … none of the question's words where the thing is named ("we buy them from the Ferguson branch" answers "where do
    # we buy water heaters?" though "water heaters we stock are rheem" has more of its words), and the newer memory
    # says nothing of another clause the question asks about, the topic aside ("Conflicts in sync are resolved …
    # instead of last-write-wins" says nothing of the server in "#sync Sync goes through our own tiny server on a
    # Hetzner VPS, last-write-wins per file"), unless it moves the topic's thing ("#sync Moved sync to Supabase …")
    moves = {"switched/moved/changed", "from … to"} & set(features(newer.memory.text).cues)
    topic = set() if moves else words.content_stems(" ".join([hit.memory.topic or "", *_TAG.findall(hit.memory.text)]))
    return 0 < len(holding) < len(clauses) and not any(asked & c for c in holding) \
        and any((asked - topic) & c and not (new & c) - topic for c in clauses if c not in holding)


def owner_moved_on(query: str, hit: Candidate, newer: Candidate) -> str:
    """For a question about who, the person the hit names when a newer note that says only who does
    a job says that person moved on ("Dana moved to the mobile team"), or ""."""
    if not query or not ASKS_WHO.search(query) or len(newer.memory.text.split()) > MAX_UPDATE_WORDS:
        return ""
    return owner_left(hit.memory.text, newer.memory.text)
