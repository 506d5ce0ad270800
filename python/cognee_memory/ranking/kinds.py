"""What a named product is: Sentry is an error tracker, ConfigCat holds feature flags.

Developers ask for a kind of tool ("what do we use for error tracking?", "which linter do we
run?") and remember only the product ("Sentry is wired into the api", "ConfigCat holds the
flags", "rubocop runs in pre-commit"). The offline embedder barely knows products (Sentry and
"error tracking": cosine .07) and the words differ, so such a memory had no evidence at all. This
table is that knowledge: for each kind of tool, the names a question calls it by and its products.

``earned(query, text)``: the question's words a memory earns by naming a product of a kind the
question names, or that kind by another of its names ("flags" for "toggles"). A question names a
kind when its content words hold one of the kind's names in order ("error tracking",
"exceptions", "feature toggles"); the memory earns the words of the names the question used
("error", "tracking"), never its other words. The first stage counts earned words like written
ones (``retrieval/first_stage``), and so does the subject gate (``retrieval/subjects``). A
question that names no kind earns nothing, so most questions cost one cached lookup.

A product is listed under what it is mainly used for (PostHog under analytics, not also under
feature flags), written as a team writes it and read through the analyzer's words
(``words.words``: "PostgreSQL" is postgres, "incident.io" is incident io). Left out: product
names that are everyday words in a developer's sentence ("Split", "Heap", "Linear", "Front",
"Render", "Plausible", "Segment", "Shortcut", "Moment"), unless written with what makes them a
name ("heap analytics", "split io", "moment js").

Pure: the analyzer only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from cognee_memory.ranking import words
from cognee_memory.ranking.kinds_table import TABLE


@dataclass(frozen=True)
class Kind:
    """A kind of tool: the names a question calls it by (each a tuple of content stems) and its
    products (each a tuple of the analyzer's words)."""

    names: tuple[tuple[str, ...], ...]
    products: tuple[tuple[str, ...], ...]
    label: str = ""  # its first name as the table writes it ("error tracking")


def _phrase_stems(phrase: str) -> tuple[str, ...]:
    return tuple(words.stem(w) for w in words.content_words(phrase))


def _parse(table: str) -> tuple[Kind, ...]:
    lines: list[str] = []
    for line in table.strip("\n").split("\n"):
        if line.startswith(" ") and lines:
            lines[-1] += " " + line.strip()
        elif line.strip():
            lines.append(line.strip())
    kinds = []
    for line in lines:
        names_part, products_part = line.split("=")
        names = tuple(dict.fromkeys(s for s in (_phrase_stems(n) for n in names_part.split(",")) if s))
        products = tuple(dict.fromkeys(tuple(words.words(p)) for p in products_part.split(",") if p.strip()))
        kinds.append(Kind(names=names, products=products, label=names_part.split(",")[0].strip()))
    return tuple(kinds)


@lru_cache(maxsize=1)
def kinds() -> tuple[Kind, ...]:
    """The table, parsed once."""
    return _parse(TABLE)


def _holds(sequence: tuple[str, ...], part: tuple[str, ...]) -> bool:
    n = len(part)
    return any(sequence[i:i + n] == part for i in range(len(sequence) - n + 1))


@lru_cache(maxsize=256)
def named_kinds(query: str) -> tuple[tuple[Kind, frozenset[str]], ...]:
    """The kinds the question names (one of a kind's names in order among its content words),
    each with the stems of the names it used."""
    stems = tuple(words.stem(w) for w in words.content_words(query))
    found = []
    for kind in kinds():
        used = frozenset(s for name in kind.names if _holds(stems, name) for s in name)
        if used:
            found.append((kind, used))
    return tuple(found)


@lru_cache(maxsize=8192)
def _written(text: str) -> tuple[str, ...]:
    """The text's words as the analyzer writes them (what products are matched against)."""
    return tuple(words.words(text))


@lru_cache(maxsize=1)
def _long_products() -> dict[str, tuple[tuple[str, ...], ...]]:
    """Every product whose name has more than one word ("grafana oncall", "react pdf"), by its first word."""
    by_first: dict[str, set[tuple[str, ...]]] = {}
    for kind in kinds():
        for p in kind.products:
            if len(p) > 1:
                by_first.setdefault(p[0], set()).add(p)
    return {first: tuple(found) for first, found in by_first.items()}


_PIECES = re.compile(r"[,:;!?()\[\]]|\.(?=\s|$)")  # a product's name has no mark inside ("Datadog: APM" is two)


@lru_cache(maxsize=8192)
def _long_spans(piece: str) -> tuple[tuple[int, int], ...]:
    """Where a piece of text (no punctuation inside) names a product of more than one word: (start, end)
    word positions."""
    written, long = _written(piece), _long_products()
    return tuple((i, i + len(p)) for i, w in enumerate(written) for p in long.get(w, ())
                 if written[i:i + len(p)] == p)


@lru_cache(maxsize=1)
def _products_by_word() -> tuple[dict[str, tuple[tuple[str, ...], ...]], dict[str, tuple[tuple[str, ...], ...]]]:
    """Every product of the table by its first word, and each product of more than one word by its
    words written as one ("goodjob")."""
    first: dict[str, set[tuple[str, ...]]] = {}
    joined: dict[str, set[tuple[str, ...]]] = {}
    for kind in kinds():
        for p in kind.products:
            first.setdefault(p[0], set()).add(p)
            if len(p) > 1:
                joined.setdefault("".join(p), set()).add(p)
    return ({w: tuple(found) for w, found in first.items()}, {w: tuple(found) for w, found in joined.items()})


def is_product(word: str) -> bool:
    """Whether the table knows ``word`` (as the analyzer writes it) as a product of one word ("docusign", "aws").
    Some are everyday words too ("express", "slack"): read it only where a product is expected ("moved to …")."""
    return (word,) in _products_by_word()[0].get(word, ())


@lru_cache(maxsize=2048)
def _named_in(text: str) -> frozenset[tuple[str, ...]]:
    """Every product of the table the text names (``_names_at``), found once per text: the stand-in
    readers ask for each product of a kind against the same few texts many times."""
    first, joined = _products_by_word()
    present = set(_written(text))
    found = {p for w in present for p in joined.get(w, ())}
    found |= {p for w in present for p in first.get(w, ()) if p not in found and _names_at(text, p)}
    return frozenset(found)


def _names(text: str, product: tuple[str, ...]) -> bool:
    """Whether the text names ``product`` (``_names_at``), from the text's products found once."""
    return product in _named_in(text)


def _names_at(text: str, product: tuple[str, ...]) -> bool:
    """Whether the text names ``product``, not as a part of a longer product's name ("grafana" is
    not named in "Grafana OnCall", a pager); a name of two words may be written as one ("GoodJob")."""
    if len(product) > 1 and "".join(product) in _written(text):
        return True
    if not _holds(_written(text), product):
        return False
    n = len(product)
    for piece in _PIECES.split(text):
        written, spans = _written(piece), _long_spans(piece)
        if any(written[i:i + n] == product and not any(s <= i and i + n <= e and e - s > n for s, e in spans)
               for i in range(len(written) - n + 1)):
            return True
    return False


def _names_a_product(kind: Kind, text: str) -> tuple[str, ...] | None:
    """The first product of ``kind`` the text names, or None."""
    named = _named_in(text)
    return next((p for p in kind.products if p in named), None) if named else None


def product_named(kind: Kind, text: str, unless_in: str = "") -> str | None:
    """The first product of ``kind`` that ``text`` names and ``unless_in`` does not, as written
    ("weasyprint", "react pdf"), or None."""
    named = _named_in(text)
    if not named:  # most texts name no product at all
        return None
    return next((" ".join(p) for p in kind.products if p in named and not _names(unless_in, p)), None)


def products_named(kind: Kind, text: str, unless_in: str = "") -> tuple[str, ...]:
    """Every product of ``kind`` that ``text`` names and ``unless_in`` does not, as written, in the order
    the text names them ("brevo", "vonage" for "Brevo does all our texting now, vonage cancelled")."""
    written, named = _written(text), _named_in(text)
    found = [p for p in kind.products if p in named and not _names(unless_in, p)] if named else []

    def first(product: tuple[str, ...]) -> int:
        n = len(product)
        return next((i for i in range(len(written) - n + 1) if written[i:i + n] == product), len(written))
    return tuple(" ".join(p) for p in sorted(found, key=first))


@lru_cache(maxsize=8192)
def _name_stems(text: str) -> tuple[str, ...]:
    """The text's content stems in order, an irregular verb form left out: "paid" is no payment."""
    return tuple(words.stem(w) for w in words.content_words(text) if w not in words.IRREGULAR)


def _calls_it(kind: Kind, text: str) -> bool:
    """Whether the text calls ``kind`` by one of its names."""
    stems = _name_stems(text)
    return any(_holds(stems, n) for n in kind.names)


# Only a short memory earns words: a one- or two-sentence note ("Sentry is wired into the api")
# says what it is about in the product's name; a long one (a decision record, a summary) names
# products in passing and has words of its own to be found by.
MAX_WORDS = 60


@lru_cache(maxsize=8192)  # pure; the first stage, the gate, the stand-ins and the explanation all ask
def earned(query: str, text: str) -> frozenset[str]:
    """The question's content stems that ``text`` earns by naming what the question asks for, and
    does not write itself: for each kind the question names, all the words of the names it used
    when the text names a product of the kind; when the text calls the kind by another of its
    names ("flags" for "toggles", "mail" for "transactional email"), only the question's one-word
    names of it ("email", never "transactional"). Empty when the question names no kind, and for a
    text of more than ``MAX_WORDS`` words."""
    found = named_kinds(query)
    if not found or len(text.split()) > MAX_WORDS:
        return frozenset()
    return frozenset(s for kind, used in found for s in _earned_from(kind, used, query, text))


def _earned_from(kind: Kind, used: frozenset[str], query: str, text: str) -> frozenset[str]:
    """What ``text`` earns from one kind the question names (``used``: the stems of its names the
    question used); see ``earned``."""
    if _names_a_product(kind, text) is not None:
        gained = set(used)
    elif _calls_it(kind, text):
        asked = words.content_stems(query)
        gained = {n[0] for n in kind.names if len(n) == 1 and n[0] in asked}
    else:
        return frozenset()
    return frozenset(gained - words.content_stems(text))


def reason(query: str, text: str) -> str | None:
    """Why ``text`` earns words for ``query``, for an explanation: "names sentry, a kind of tool the
    question asks for (error tracking)"; None when it earns none."""
    if not earned(query, text):
        return None
    for kind, used in named_kinds(query):
        if not _earned_from(kind, used, query, text):
            continue
        product = _names_a_product(kind, text)
        if product is not None:
            return f"names {' '.join(product)}, a kind of tool the question asks for ({kind.label})"
        return f"calls the kind of tool the question asks for by another name ({kind.label})"
    return None


def product_query(query: str) -> str:
    """The one-word products of every kind ``query`` names, as a full-text query ("" when it names
    none): the pipeline searches them apart from the question, so a memory that names only the
    product ("Sentry" for "error tracking") is found in a store too large for the vector search
    to reach it, and the question's own BM25 scores stay as they were."""
    found = dict.fromkeys(p[0] for kind, _ in named_kinds(query) for p in kind.products
                          if len(p) == 1 and p[0] not in words.STOP_WORDS)
    return " ".join(found)


_WHICH = re.compile(r"^\s*(?:so\s+)?(?:what|which)(?:'s|’s|\s+is|\s+are)?\s+(?:kind of\s+|type of\s+|sort of\s+)?"
                    r"(?P<first>[a-z][\w-]*)(?:\s+(?P<second>[a-z][\w-]*))?", re.IGNORECASE)
_USE_FOR = re.compile(r"\b(?:use|uses|used|using)\s+for\b", re.IGNORECASE)


@lru_cache(maxsize=256)
def product_asked(query: str) -> tuple[Kind, ...]:
    """The kinds whose product the question asks for: "Which data warehouse do we use?", "what CDN is
    the site behind?", "what do we use for error tracking?" (not "how do we handle errors?")."""
    found = named_kinds(query)
    if not found:
        return ()
    if _USE_FOR.search(query):
        return tuple(kind for kind, _ in found)
    match = _WHICH.match(query)
    if match is None:
        return ()
    asked = {words.stem(w.lower()) for w in (match["first"], match["second"]) if w}
    return tuple(kind for kind, used in found if used & asked)


# A trial, a past attempt or a demo is no choice ("evaluating ConfigCat now … nothing moved yet", "tried
# SendGrid for a week in 2024", "marketing runs a BigQuery trial now").
TRIAL = re.compile(r"\b(?:try|tries|tried|trying|trial|trials|trialling|trialing|evaluat\w*|pilot\w*|poc|proof of concept"
                   r"|looked at|looking at|demos?|nothing moved|consider\w*|testing out|spike)\b", re.IGNORECASE)
# A thing of one's own or a name the table does not know: "our own postfix box", "in-house", "from Harvest".
_OWN_THING = re.compile(r"\b(?:our own|in-house|in house|self-hosted|self hosted|home-?made|home-?grown|built ourselves"
                        r"|no third-party)\b", re.IGNORECASE)
_CLAUSES = re.compile(r"[;!?]|\.(?=\s|$)|,\s+(?:but|and|so)\s+")
_UNKNOWN_NAME = re.compile(r"\b(?:from|with|through|via|on|in|into|to|uses?|using)\s+(?:the\s+)?[A-Z][\w.-]*[a-z]")


def names_no_product_asked(query: str, text: str) -> bool:
    """Whether the question asks for a product of a kind (``product_asked``) and ``text`` names none
    of that kind (but as a trial: "tried SendGrid for a week") nor a thing of its own or a name the
    table does not know ("our own postfix box", "from Harvest"), and has none of the question's words
    but the kind's names: it mentions the kind in passing and cannot say which one ("Access to the
    warehouse needs a ticket approved by the data owner …" for "Which data warehouse do we use?"; not
    "reporting reads from the read replica" for "which database does reporting read from?")."""
    asked = product_asked(query)
    if not asked or _OWN_THING.search(text) or _UNKNOWN_NAME.search(text):
        return False
    chosen = [clause for clause in _CLAUSES.split(text) if not TRIAL.search(clause)]  # not "X was considered"
    if any(_names_a_product(kind, clause) is not None for kind in asked for clause in chosen):
        return False
    kind_words = {s for kind, used in named_kinds(query) if kind in asked for s in used}
    return words.content_stems(query) & words.content_stems(text) <= kind_words
