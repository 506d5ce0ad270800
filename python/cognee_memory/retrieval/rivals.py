"""Another product of the same kind, said as a change: "tickets render with Typst now" after "PDF
tickets are rendered with WeasyPrint", "pnpm migration is done, lockfile is pnpm-lock.yaml now"
after "frontend uses npm". The two share few words and read far apart (.27 with WordLlama), but
the product table (``ranking/kinds``) knows that WeasyPrint and Typst do one job: a short newer
note that names another product of the hit's kind and says that something changed replaces the
hit's choice, when the question asks about that kind or names the hit's product
(``retrieval/unmarked.py`` reads it).

Not when the note adds the product beside the other ("Grafana now also reads from Loki": in the
clause that names it), nor when it names the hit's product too ("Sentry for the api, Crashlytics for
the apps now"): then it says how the two divide the work. Nor for a trial ("evaluating ConfigCat now,
nothing moved yet"), a new version of its own product ("postgres 16 upgrade is done"), a question
about who, or a note that shares no word with the hit but the products' names and verbs, unless the
question names the hit's product or the note says it replaced one (another job: "the marketing site
sends its errors to Sentry now" after "crash reports come from Crashlytics in both apps").

Pure: the analyzer, the product table and the update signals.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import kinds, words
from cognee_memory.retrieval.ownership import says_only_who
from cognee_memory.updates.cues import MOVE_CUES
from cognee_memory.updates.names import RAW, SENTENCE_END, names_written
from cognee_memory.updates.signals import CHANGE_VERBS, DECISION_VERBS, features

# A note this short says what it is about in its products' names (``kinds.MAX_WORDS``).
MAX_WORDS = kinds.MAX_WORDS
_BESIDE = re.compile(r"\b(?:also|too|as well|in addition|alongside|besides|on top of|together with|next to)\b",
                     re.I)
# Verbs of choice or change are no job in common ("the build runners moved to Nomad" / "services run on EKS").
_VERBS = frozenset(words.content_stems(" ".join(sorted(DECISION_VERBS | CHANGE_VERBS)) + " run runs running use uses"))
_UPGRADE = re.compile(r"\b(?:upgrad\w*|bump\w*|patch(?:ed|ing)?)\b", re.I)
_WHO = re.compile(r"\b(?:who|whom|whose)\b", re.I)  # a rival product answers what, not who
# Not how things are: a plan, a wish, a question ("should we move payments to Adyen?", "Adyen next quarter").
_NOT_YET = re.compile(r"\?|\b(?:will|going to|gonna|plan|plans|planning|planned|might|could|should|would|maybe|wants?"
                      r"|wish|hope|thinking|proposal|proposed|suggest\w*|next (?:week|month|quarter|year|sprint)"
                      r"|eventually|someday|soon|once|if|unless|quote|quoted|pricing|price|cost|costs|cheaper|rather"
                      r"|next (?:spring|summer|autumn|fall|winter|term|season))\b", re.I)
_PART = re.compile(r"\b(?:of|for|in|on|at)\s+(?:the\s+|our\s+)?((?:[\w-]+\s+){0,2}[\w-]+)", re.I)  # "of the legacy PHP admin"
# When or why, not a part: "first of the month like before", "in the instructor app since our google bill tripled".
_NO_PART = frozenset(words.content_stems("month week day days year time morning night hour minute before like start end "
                                         "default general total since because"))
_CLAUSE = re.compile(r"[,;.!?()]\s|\n")  # "…with Typst now, ~10x faster … sharper too": "too" is not Typst's


def rival_products(hit: str, newer: str) -> tuple[kinds.Kind, str, str] | None:
    """The first kind of tool both texts name a product of, each one the other text does not
    name, with the two products (hit's, newer's); None when there is none."""
    for kind in kinds.kinds():
        own = kinds.product_named(kind, hit, unless_in=newer)
        if own is None:
            continue
        others = kinds.products_named(kind, newer, unless_in=hit)  # the first named is the one it does the job with
        if others:
            return kind, own, others[0]
    return None


def _initials(product: str) -> str:
    parts = product.split()
    return "".join(p[0] for p in parts) if len(parts) > 1 else ""


def rival_asked(query: str, hit: str, newer: str, says_change: bool, replaced_asked: bool = False) -> str:
    """Why a short newer note replaces the hit's product with a rival of the same kind that the
    question asks about ("typst after weasyprint, both pdf"), or "" when it does not.
    ``says_change``: whether the note says in words that something changed (any cue, "now" too).

    Said without a change word ("Checkout.com processes every parking payment" after "payments are taken
    by Mollie"), the note must state how things are (no plan, wish or question) and share with the hit a
    word the question asks about ("payment" for "which PSP takes the card payments?"), or the question
    must name the hit's product. ``replaced_asked``: the question says the hit's thing was replaced ("what
    replaced influx for the inverter readings?"), which asks about it as naming its product does."""
    if not query or len(newer.split()) > MAX_WORDS or kinds.TRIAL.search(newer) or _WHO.search(query):
        return ""
    if not set(features(newer).cues) - {"now"} and _NOT_YET.search(newer):  # "… cheaper than now" is no change
        return ""
    found = rival_products(hit, newer)
    if found is None:
        return ""
    kind, own, other = found
    # A person who left or joined the company behind a product changes no tool ("daniel left stripe :( new AM is lena").
    if re.search(rf"\b(?:left|joined|quit|leaving|joining|leaves|joins)\s+{re.escape(other)}\b", " ".join(words.words(newer))):
        return ""
    # About the hit's job: a word in common besides the products' names, the hit's product asked about,
    # or said to replace one ("pnpm migration is done"); not "the marketing site sends its errors to Sentry
    # now" after "crash reports come from Crashlytics in both apps".
    names = {w for p in (own, other) for w in words.content_stems(p)}
    shared = (words.content_stems(hit) & words.content_stems(newer)) - names - _VERBS
    # … or the question names it by another name of the table's ("is the instructor app still on gmaps?")
    named_in_query = kinds.product_named(kind, query)
    asked_product = set(own.split()) <= set(words.words(query)) or replaced_asked \
        or (named_in_query is not None and named_in_query != other)
    # A bare rival names no job of its own ("we're on Adyen these days" after "customer payments go through Stripe"):
    # it can only be about the hit's.
    bare = not words.content_stems(newer) - names - _VERBS - _NO_PART
    if not (shared or asked_product or bare or set(features(newer).cues) & MOVE_CUES):
        return ""
    if not says_change and not (shared & words.content_stems(query) or asked_product):
        return ""
    # Said without a change, for a part neither the hit nor the question names: "Rollbar catches the errors of
    # the legacy PHP admin" after "backend errors go to Sentry".
    known = words.content_stems(hit) | words.content_stems(query) | names | _NO_PART
    if not says_change and any(words.content_stems(m.group(1)) - known for m in _PART.finditer(newer)):
        return ""
    if _initials(own) == other or _initials(other) == own:  # one product, two names: FCM, Firebase Cloud Messaging
        return ""
    # A new version of its own product is no replacement of the hit's: "postgres 16 upgrade is done on staging".
    if _UPGRADE.search(newer) or re.search(rf"\b{re.escape(other)}\s+v?\d", " ".join(words.words(newer))):
        return ""
    if any(_BESIDE.search(clause) for clause in _CLAUSE.split(newer) if other in " ".join(words.words(clause))):
        return ""
    asked_kind = any(named is kind for named, _ in kinds.named_kinds(query))
    if not (asked_kind or asked_product):
        return ""
    return f"{other} after {own}, both {kind.label}"


def rival_of_the_asked_product(query: str, hit: str, newer: str, says_change: bool) -> bool:
    """Whether a short note says that a rival of the hit's product does its job now, when the question names
    the hit's product ("DeepL pre-translates every new project now" for "do we still use google translate for
    MT?"): the question asks whether that product was replaced, so the note answers it however little it
    shares with the question."""
    found = rival_products(hit, newer) if query and says_change else None
    return found is not None and set(found[1].split()) <= set(words.words(query)) \
        and bool(rival_asked(query, hit, newer, says_change))


# Words that say a name took a job over, not only "now": "ended up going with Linka for the locks", "AppLovin took over".
_TAKEN_OVER = MOVE_CUES | {"switched/moved/changed", "took over"}


def _names(text: str) -> frozenset[str]:
    """The names a text writes (``names.names_written``), a sentence's first word too when only a name is written so
    ("AppLovin took over rewarded ads")."""
    first = {raw[0].lower() for raw in (RAW.findall(s) for s in SENTENCE_END.split(text)) if raw
             and any(c.isupper() or c.isdigit() for c in raw[0][1:])}
    return names_written(text) | first


# Days and months are capitalised too: "Data-eng sync moved to Tuesdays 10:00" names no tool.
_CALENDAR = frozenset(f"{day}{end}" for day in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                                 "sunday") for end in ("", "s")) | frozenset(
    "january february march april june july august september october november december".split())


def _brand(name: str, text: str) -> bool:
    """Whether ``name`` is written as a brand is: letters only, with a capital ("Linka", "ironSource", "AppLovin"), not
    a standard or a grade ("C99", "A2"), a hyphenated word ("third-party") nor a day or a month."""
    return len(name) >= 3 and name.isalpha() and name not in _CALENDAR and any(
        w.lower() == name and any(c.isupper() for c in w) for w in RAW.findall(text))


def _kinds_of(name: str) -> frozenset[kinds.Kind]:
    """The kinds of tool the product table files ``name`` under (none for a name it does not know)."""
    return frozenset(kind for kind in kinds.kinds() if kinds.product_named(kind, name))


def _another_job(name: str, jobs: frozenset[kinds.Kind]) -> bool:
    """Whether the product table files ``name`` only under kinds none of ``jobs`` is (both known)."""
    mine = _kinds_of(name) if jobs else frozenset()
    return bool(mine) and not mine & jobs


def rival_by_name(query: str, hit: str, newer: str) -> str:
    """Why a short newer note says that a name the hit does not write took over the job the hit's own name does, about
    a thing the question asks ("ended up going with Linka for the locks on the new batch and retrofitting the rest"
    after "bikes use Noke smart locks"; "AppLovin took over rewarded ads" after "rewarded ads are served by
    ironSource"), when the product table does not know one of the two names (``rival_asked`` reads two products of
    one kind; two it files under different kinds do different jobs: "PostgreSQL" after "Heroku"); "" when it does
    not. Not for a plan, a trial, a question about who, a name added beside the other, nor a handover unless the
    question names the hit's own."""
    if not query or len(newer.split()) > MAX_WORDS or kinds.TRIAL.search(newer) or _WHO.search(query) \
            or not set(features(newer).cues) & _TAKEN_OVER or _NOT_YET.search(newer) or rival_products(hit, newer):
        return ""
    new_words, old_words = set(words.words(newer)), set(words.words(hit))
    own = sorted(n for n in _names(hit) - new_words if _brand(n, hit))
    # A name the product table files under other kinds than all of the hit's names does another job ("PostgreSQL"
    # after "Heroku": a database is no host); names of one kind are ``rival_asked``'s to read.
    jobs = frozenset().union(*(_kinds_of(n) for n in own))
    other = sorted(n for n in _names(newer) - old_words if _brand(n, newer) and not _another_job(n, jobs))
    if not own or not other or any(_BESIDE.search(clause) for clause in _CLAUSE.split(newer)):
        return ""
    # Said as who does a job now ("Kofi is the go-to for anything lab results now, Dana moved to the mobile team"), only
    # for a question that names the hit's own ("is ironSource still serving our ads?"): not how the work is done.
    if says_only_who(newer) and not set(own) & set(words.words(query)):
        return ""
    names = {w for n in own + other for w in words.content_stems(n)}
    job = (words.content_stems(hit) & words.content_stems(newer)) - names - _VERBS
    # … the job said in the clause that names the newer one ("… with Linka for the locks"; not "Rolled every drone to
    # 04.03 this morning, the RTK fix is in")
    job &= {stem for clause in _CLAUSE.split(newer) if set(words.words(clause)) & set(other)
            for stem in words.content_stems(clause)}
    if not job & words.content_stems(query):
        return ""
    return f"{other[0]} after {own[0]}, both for {' '.join(sorted(job))}"
