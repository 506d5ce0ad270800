"""Another product of the same kind, said as a change: "tickets render with Typst now" after "PDF
tickets are rendered with WeasyPrint", "pnpm migration is done, lockfile is pnpm-lock.yaml now"
after "frontend uses npm". The two share few words and read far apart (.27 with WordLlama), but
the product table (``ranking/kinds``) knows that WeasyPrint and Typst do one job: a short newer
note that names another product of the hit's kind and says that something changed replaces the
hit's choice, when the question asks about that kind or names the hit's product
(``retrieval/unmarked.py`` reads it).

Not when the note adds the product beside the other ("Grafana now also reads from Loki": in the
clause that names it), nor when
it names the hit's product too ("Sentry for the api, Crashlytics for the apps now"): then it says
how the two divide the work.

Pure: the analyzer and the product table.
"""

from __future__ import annotations

import re

from cognee_memory.ranking import kinds, words

# A note this short says what it is about in its products' names (``kinds.MAX_WORDS``).
MAX_WORDS = kinds.MAX_WORDS
_BESIDE = re.compile(r"\b(?:also|too|as well|in addition|alongside|besides|on top of|together with|next to)\b",
                     re.I)
_CLAUSE = re.compile(r"[,;.!?()]\s|\n")  # "…with Typst now, ~10x faster … sharper too": "too" is not Typst's


def rival_products(hit: str, newer: str) -> tuple[kinds.Kind, str, str] | None:
    """The first kind of tool both texts name a product of, each one the other text does not
    name, with the two products (hit's, newer's); None when there is none."""
    for kind in kinds.kinds():
        own = kinds.product_named(kind, hit, unless_in=newer)
        if own is None:
            continue
        other = kinds.product_named(kind, newer, unless_in=hit)
        if other is not None:
            return kind, own, other
    return None


def _initials(product: str) -> str:
    parts = product.split()
    return "".join(p[0] for p in parts) if len(parts) > 1 else ""


def rival_asked(query: str, hit: str, newer: str, says_change: bool) -> str:
    """Why a short newer note replaces the hit's product with a rival of the same kind that the
    question asks about ("typst after weasyprint, both pdf"), or "" when it does not.
    ``says_change``: whether the note says in words that something changed (any cue, "now" too)."""
    if not query or not says_change or len(newer.split()) > MAX_WORDS:
        return ""
    found = rival_products(hit, newer)
    if found is None:
        return ""
    kind, own, other = found
    if _initials(own) == other or _initials(other) == own:  # one product, two names: FCM, Firebase Cloud Messaging
        return ""
    if any(_BESIDE.search(clause) for clause in _CLAUSE.split(newer) if other in " ".join(words.words(clause))):
        return ""
    asked_kind = any(named is kind for named, _ in kinds.named_kinds(query))
    asked_product = set(own.split()) <= set(words.words(query))
    if not (asked_kind or asked_product):
        return ""
    return f"{other} after {own}, both {kind.label}"
