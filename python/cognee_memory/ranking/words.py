"""The lexical analyzer: what a question's words are, in the form a memory's words are compared in.

    text ─► lower-case words (letters and digits) ─► phrasal compounds ("log in" → login)
         ─► stop words out ─► Snowball English stem ─► word form ("formatter" → format)

* **Stop words** are the Snowball English list plus the words a question is framed with ("which
  … do we use", "what did we decide about …", "tell me"): they carry no subject, so sharing only
  them never makes a memory relevant (``content_stems`` drops them from both sides).
* **Compounds**: a few phrasal verbs are one subject written as two words ("log in", "sign up",
  "set up"); joined, "log in" no longer matches a memory about logging.
* **Abbreviated phrases**: "over the air", "end-to-end", "pull request", "continuous integration",
  "single sign-on", "service level objective", "dead letter queue", "virtual machines" … become the
  abbreviation developers also write (ota, e2e, pr, ci, sso, slo, dlq, vm).
* **Aliases**: a product's other spelling ("PostgreSQL" → postgres) and a developer's short form
  of a word ("docs", "repo", "config", "db", "k8s", "env", "prod", "deps", "infra") become one word;
  ".NET" is "dotnet", and a managed Kubernetes (GKE, EKS, AKS) or Airflow (MWAA) is also that.
* **Word forms**: after the Snowball stemmer, a trailing agent "-er" is dropped from longer words
  and a doubled final consonant undoubled, so "formatter", "formatting" and "format" (or "linter"
  and "lint", "bundler" and "bundle") meet. An irregular verb form meets its base ("kept" / "keep",
  "paid" / "pay", "written" / "write"), and an acronym's plural its singular ("PLCs" / "PLC"); the
  engines' query carries the other forms, since they index words as written. A British spelling
  meets the American one ("licence" / "license", "optimise" / "optimize", "modelled" / "modeled"),
  and a "-ment" noun its verb ("payments" / "paid", "deployment" / "deploys"; not "statement"), as do a few other
  nouns the stemmer leaves apart ("failure" / "fails", "deliveries" / "delivered"; not "message", "package",
  "pressure", nor "storage", which is also a store). The tables: ``ranking/word_forms.py``.

The same analysis serves the query sent to the full-text engines (``query_words``: LanceDB and
PostgreSQL then apply their own English stemming to it) and the lexical relevance that the first
stage computes per candidate (``coverage``). Pure: the Snowball stemmers (Rust, no I/O).
"""

from __future__ import annotations

import re
from functools import lru_cache

from py_rust_stemmers import SnowballStemmer

from cognee_memory.ranking.word_forms import FORMS, IRREGULAR, american, british, nouns_of, verb_of

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

# The Snowball project's English stop word list (snowballstem.org, "english/stop.txt"), without
# contractions (the tokenizer splits them: "don't" → don, t).
SNOWBALL_STOP_WORDS = frozenset("""
i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves what which who whom this that these those am is
are was were be been being have has had having do does did doing would should could ought a an the and
but if or because as until while of at by for with about against between into through during before
after above below to from up down in out on off over under again further then once here there when
where why how all any both each few more most other some such no nor not only own same so than too very
s t can will just don now d ll m o re ve y isn aren wasn weren hasn haven hadn doesn didn won wouldn
shan shouldn mustn couldn
""".split())
# Words a question is framed with: "which database do we use", "what did we decide about logging",
# "tell me how we deploy", "is there anything about …". They name no subject.
FRAMING_WORDS = frozenset("""
use uses used using tell know remind remember recall please currently also still anything something
thing things kind sort way ways get gets got go goes going decide decided decides decision decisions
choose chose chosen pick picked happen happens happened would like want let lets us
""".split())
STOP_WORDS = SNOWBALL_STOP_WORDS | FRAMING_WORDS

# Phrasal verbs that name one subject: the pair becomes one word (both sides, same analysis).
COMPOUNDS: dict[tuple[str, str], str] = {
    **{(verb, "in"): "login" for verb in ("log", "logs", "logged", "logging")},
    **{(verb, "out"): "logout" for verb in ("log", "logs", "logged", "logging")},
    **{(verb, "in"): "signin" for verb in ("sign", "signs", "signed", "signing")},
    **{(verb, "up"): "signup" for verb in ("sign", "signs", "signed", "signing")},
    **{(verb, "on"): "signon" for verb in ("sign", "signs", "signed", "signing")},
    **{(verb, "up"): "setup" for verb in ("set", "sets", "setting")},
    **{(verb, "up"): "backup" for verb in ("back", "backs", "backed", "backing")},
    **{(verb, "back"): "rollback" for verb in ("roll", "rolls", "rolled", "rolling")},
    **{(verb, "down"): "shutdown" for verb in ("shut", "shuts", "shutting")},
}
# Phrases developers also write as an abbreviation: both become the abbreviation.
PHRASES: dict[tuple[str, ...], str] = {
    ("over", "the", "air"): "ota", ("end", "to", "end"): "e2e",
    ("infrastructure", "as", "code"): "iac", ("time", "to", "live"): "ttl",
    ("pull", "request"): "pr", ("pull", "requests"): "pr", ("merge", "request"): "mr", ("merge", "requests"): "mr",
    ("continuous", "integration"): "ci",
    # Common abbreviations of the trade, each written out as often as short.
    ("single", "sign", "on"): "sso", ("single", "signon"): "sso",
    ("multi", "factor", "authentication"): "mfa", ("multi", "factor"): "mfa", ("multifactor", "authentication"): "mfa",
    ("two", "factor", "authentication"): "mfa", ("two", "factor"): "mfa",
    **{("service", "level", kind): short for noun, short in (("objective", "slo"), ("agreement", "sla"),
                                                          ("indicator", "sli")) for kind in (noun, noun + "s")},
    ("content", "delivery", "network"): "cdn", ("quality", "assurance"): "qa",
    ("user", "interface"): "ui", ("user", "experience"): "ux", ("command", "line"): "cli",
    ("machine", "learning"): "ml", ("large", "language", "model"): "llm", ("large", "language", "models"): "llm",
    ("role", "based", "access", "control"): "rbac", ("access", "control", "list"): "acl",
    ("access", "control", "lists"): "acl", ("root", "cause", "analysis"): "rca", ("request", "for", "comments"): "rfc",
    ("dead", "letter", "queue"): "dlq", ("dead", "letter", "queues"): "dlq", ("change", "data", "capture"): "cdc",
    ("extract", "transform", "load"): "etl", ("one", "time", "password"): "otp", ("one", "time", "passwords"): "otp",
    ("one", "time", "code"): "otp", ("one", "time", "codes"): "otp",
    ("key", "performance", "indicator"): "kpi", ("key", "performance", "indicators"): "kpi",
    ("mean", "time", "to", "recovery"): "mttr", ("mean", "time", "to", "restore"): "mttr",
    ("virtual", "machine"): "vm", ("virtual", "machines"): "vm", ("virtual", "private", "cloud"): "vpc",
    ("identity", "provider"): "idp", ("software", "development", "kit"): "sdk",
    ("application", "programming", "interface"): "api", ("domain", "name", "system"): "dns",
    ("personally", "identifiable", "information"): "pii", ("estimated", "time", "of", "arrival"): "eta",
    ("single", "page", "app"): "spa", ("single", "page", "application"): "spa", ("server", "side", "rendering"): "ssr",
    ("site", "reliability", "engineering"): "sre", ("site", "reliability", "engineer"): "sre",
    ("site", "reliability", "engineers"): "sre", ("write", "ahead", "log"): "wal", ("end", "of", "life"): "eol",
    ("proof", "of", "concept"): "poc", ("minimum", "viable", "product"): "mvp",
}
_JOINS = {**COMPOUNDS, **PHRASES}
_LONGEST_JOIN = max(len(k) for k in _JOINS)
# One name for one thing: a product's two spellings, and the short forms developers write for a
# word ("docs", "k8s"), each mapped to the full word (both sides, same analysis).
ALIASES = {
    "postgresql": "postgres", "signin": "login", "logon": "login", "signon": "login",
    "docs": "documentation", "repo": "repository", "repos": "repositories", "config": "configuration",
    "configs": "configurations", "db": "database", "dbs": "databases", "k8s": "kubernetes", "env": "environment",
    "envs": "environments", "prod": "production", "prs": "pr", "deps": "dependencies", "infra": "infrastructure",
    "2fa": "mfa", "mgmt": "management",
    # … and the short forms people type in chat (not "hr", "min", "temp", "rep": each also another word; nor those
    # whose full word stems as another does: business/busy, information/informed, customer/custom,
    # department/departure, manager/managed, appointment/appointed — an outside review's probes)
    "intl": "international", "pic": "photo", "pics": "photos", "acct": "account", "accts": "accounts",
    "msg": "message", "msgs": "messages", "notif": "notification", "notifs": "notifications",
    "wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "hrs": "hours", "mins": "minutes", "ppl": "people",
    "pw": "password", "pwd": "password", "addr": "address", "qty": "quantity", "amt": "amount",
    "govt": "government", "convo": "conversation", "sched": "schedule", "pkg": "package", "pkgs": "packages",
}
# An acronym written with a plural "s" ("PLCs", "VMs", "SDKs"): Snowball keeps an "s" with no vowel
# before it, so the analyzer drops it. Only capitals before it: "dns" or "K8s" stay as they are.
_ACRONYM_PLURAL = re.compile(r"[A-Z][A-Z0-9]*[A-Z0-9]s")  # also a model's name: "T30s", "M2s"
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z]")
# An abbreviation that is also a kind of a more general thing: single sign-on is a way to log in, GKE is Kubernetes.
# (Not "msk", "zk" or "recon": also Moscow time, zero-knowledge and a pentest's reconnaissance.)
IMPLIES = {"sso": "login", "gke": "kubernetes", "eks": "kubernetes", "aks": "kubernetes", "mwaa": "airflow"}
# ".NET" is one name, "dotnet" as developers also write it (the engines index it as "net").
_DOTNET = re.compile(r"(?<![\w.])\.net\b", re.IGNORECASE)
ENGINE_FORMS = {"dotnet": ("net",)}
_UNDOUBLE = re.compile(r"([b-dghj-km-np-rtv-y])\1$")  # a doubled final consonant (not f, l, s, z)
AGENT_MIN_LENGTH = 6  # "-er" is dropped from stems this long or longer ("linter", not "user")


@lru_cache(maxsize=1)
def _stemmer() -> SnowballStemmer:
    return SnowballStemmer("english")


# The readers ask for the same few texts' words many times per question (a store's memories come back query after
# query): each analysis is kept for the most recent texts. Callers get copies, so none can change a kept one.
_KEPT_TEXTS = 512  # a question reads ~100 candidates; a long note's words take ~50 KB


def words(text: str) -> list[str]:
    """The text's words, lower-cased, with phrasal compounds joined ("log in" → login)."""
    return list(_words(text))


@lru_cache(maxsize=_KEPT_TEXTS)
def _words(text: str) -> tuple[str, ...]:
    raw = [_written(w) for w in _WORD.findall(_DOTNET.sub(" dotnet", text))]
    out: list[str] = []
    i = 0
    while i < len(raw):
        size, joined = next(((n, _JOINS[key]) for n in range(_LONGEST_JOIN, 1, -1)
                             if (key := tuple(raw[i:i + n])) in _JOINS), (1, None))
        word = ALIASES.get(joined or raw[i], joined or raw[i])
        out.append(word)
        if word in IMPLIES:
            out.append(IMPLIES[word])
        i += size
    return tuple(out)


def _written(word: str) -> str:
    """A word as the analyzer reads it: lower-case, an acronym's plural "s" dropped ("PLCs" → plc)."""
    low = word.lower()
    if low not in ALIASES and _ACRONYM_PLURAL.fullmatch(word):
        return low[:-1]
    return low


@lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    """The word's comparable form: an irregular verb form's base ("kept" → keep), then the Snowball
    English stem, "-er" dropped from long stems, a doubled final consonant undoubled ("formatter" →
    formatt → format)."""
    word = verb_of(american(word))
    s = _stemmer().stem_word(IRREGULAR.get(word, word))
    if len(s) >= AGENT_MIN_LENGTH and s.endswith("er"):
        s = s[:-2]
    return _UNDOUBLE.sub(r"\1", s)


def content_words(text: str) -> list[str]:
    """The text's words without stop words, each once, in order. A framing word written as a
    name inside a sentence is a subject: "Which Go version …" asks about the language."""
    return list(_content_words(text))


@lru_cache(maxsize=_KEPT_TEXTS)
def _content_words(text: str) -> tuple[str, ...]:
    found = _words(text)
    named = _framing_names(text) if not FRAMING_WORDS.isdisjoint(found) else set()
    return tuple(dict.fromkeys(w for w in found if w not in STOP_WORDS or w in named))


_SENTENCE_OPENING = re.compile(r"(?:^|[.!?:;\n\-*•(\[\"'])\s*$")  # also a bullet, a dash, a bracket, a quote


# Only "go" names a language among the framing words ("use 3.12 everywhere" is still a verb).
_BEFORE_A_VERSION = re.compile(r"\b(go)\s+(?:(?:to|from)\s+)?v?\d+\.\d+|(?<!\bto )\b(go)\s+(?:versions?|toolchain)\b",
                               re.IGNORECASE)  # not "ready to go version"


def _framing_names(text: str) -> set[str]:
    """The framing words (``FRAMING_WORDS``) the text writes with a capital, not as a sentence's
    first word ("Go", "Make"), or before a version ("go 1.23", "go version")."""
    # Before a version, in any case: "what go version are we on?", "upgraded to go 1.23" (the language).
    found = {"go" for _ in _BEFORE_A_VERSION.finditer(text)}
    written = _WORD.findall(text)
    if sum(w[:1].isupper() for w in written) * 2 > len(written):  # Title Case names nothing by its capitals
        return found
    for match in _WORD.finditer(text):
        word = match.group(0)
        if word[:1].isupper() and word.lower() in FRAMING_WORDS \
                and not _SENTENCE_OPENING.search(text[max(0, match.start() - 3):match.start()]):
            found.add(word.lower())
    return found


def content_stems(text: str) -> set[str]:
    """The stems of the text's content words (what two texts are compared on)."""
    return set(_content_stems(text))


@lru_cache(maxsize=_KEPT_TEXTS)
def _content_stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _content_words(text))


def query_words(query: str) -> list[str]:
    """The words to send a full-text engine for ``query``: its content words, plus each one's
    form from ``stem`` when the engine's own stemmer would not reach it ("formatter" → also
    "format"), and a word's written form beside its alias or abbreviation. Empty when the query
    has only stop words: then nothing is searched."""
    # The engines index memories as written: an alias adds its form, never hides the written one
    # ("PostgreSQL" searches postgresql and postgres).
    written: dict[str, list[str]] = {}
    raw_words = [w.lower() for w in _WORD.findall(query)]
    for raw in raw_words:
        if raw in ALIASES:
            written.setdefault(ALIASES[raw], []).append(raw)
    # An abbreviated phrase is searched as written too ("pull request" → pr, pull, request).
    for i in range(len(raw_words)):
        for phrase, short in PHRASES.items():
            if tuple(raw_words[i:i + len(phrase)]) == phrase:
                written.setdefault(short, []).extend(w for w in phrase if w not in STOP_WORDS)
    # An acronym is searched with and without its plural "s" ("PLC" → plc, plcs).
    for token in _WORD.findall(query):
        if _ACRONYM_PLURAL.fullmatch(token) and token.lower() not in ALIASES:
            written.setdefault(token[:-1].lower(), []).append(token.lower())
        elif _ACRONYM.fullmatch(token):
            written.setdefault(token.lower(), []).append(token.lower() + "s")
    out: list[str] = []
    for word in content_words(query):
        out.extend([word, *written.get(word, []), *ENGINE_FORMS.get(word, ())])
        # An irregular verb is searched in all its forms ("keep" → kept; "kept" → keep).
        verb = verb_of(word)
        base = IRREGULAR.get(verb, verb)
        out.extend(f for f in (base, *FORMS.get(base, ())) if f != word)
        out.extend(noun for noun in nouns_of(_stemmer().stem_word(base)) if noun != word)  # "failure"
        # The other spelling of the word ("licence" → license, "organize" → organise).
        out.extend(f for f in (american(word), british(word)) if f != word)
        mine = stem(word)
        if mine != _stemmer().stem_word(word):
            out.append(mine)
    # Each term once as the engines stem it: "appointments" and "appoint" would count twice.
    terms: dict[str, str] = {}
    for word in out:
        terms.setdefault(_stemmer().stem_word(word), word)
    return list(terms.values())


@lru_cache(maxsize=8192)  # pure; a store's memories come back query after query
def engine_stems(text: str) -> frozenset[str]:
    """The text's words as a full-text engine's English stemmer indexes them (as written)."""
    return frozenset(_stemmer().stem_word(w.lower()) for w in _WORD.findall(text))


@lru_cache(maxsize=256)
def _query_engine_stems(query: str) -> frozenset[str]:
    return engine_stems(" ".join(query_words(query)))


def only_the_analyzer_matches(query: str, text: str) -> bool:
    """Whether ``text`` shares no term with the engines' query for ``query`` (``query_words``):
    then any content word it shares with the question ("payments" for "paid", "sign in" for "log
    in") is one only this analyzer matches, and BM25 could not have found it. A memory that does
    share a term and still is not among BM25's hits was only cut by its limit."""
    return not _query_engine_stems(query) & engine_stems(text)


def coverage(query_stems: set[str], text: str, earned: frozenset[str] = frozenset()) -> float:
    """The share of the query's content stems that ``text`` contains, or ``earned`` by naming what
    the question asks for (``ranking/kinds.earned``); 0 when the query has none."""
    if not query_stems:
        return 0.0
    return len(query_stems & (content_stems(text) | earned)) / len(query_stems)
