"""Scopes: whether a newer text changes the older one's subject or only a part, another scope or a
property of it ("Staging deploys are now approved automatically" after "Production deploys need
approval …"; "CI minutes budget was raised" after "Our CI is GitHub Actions"). Read from the
opening words of each text (``signals.tokens``); pure, no I/O.
"""

from __future__ import annotations

import re

from cognee_memory.updates.signals import CHANGE_VERBS, DECISION_VERBS, features, is_content, is_value, tokens

__all__ = ["attribute_of", "contrasting_scopes", "lead_phrase", "narrower_scope", "part_not_asked"]

# "for the go services", "for our iOS builds", "in the admin app": a change said to hold for one part.
_FOR_PART = re.compile(r"\b(?:for|in)\s+(?:the\s+|our\s+)?(?P<part>[\w.+#-]+)\s+(?:services?|apps?|builds?|repos?|"
                       r"projects?|teams?|sites?|clients?|jobs?)\b", re.IGNORECASE)
_NO_PART = frozenset({"all", "every", "each", "any", "other", "new", "existing"})


def lead_phrase(text: str) -> tuple[str, str] | None:
    """The first two content words of a text's first clause (stems, no values), read as its subject's
    modifier and head: ("stag", "deploy") for "Staging deploys are now approved …"."""
    first: list[str] = []
    for tok in tokens(text):
        if is_content(tok) and not is_value(tok):
            first.append(tok.stem)
        if len(first) == 2 or tok.ends_clause:
            break
    return (first[0], first[1]) if len(first) == 2 else None


def contrasting_scopes(new_text: str, old_text: str) -> str | None:
    """Whether two texts are about one kind of thing in two scopes, each naming only its own: "staging
    vs production deploy" for "Staging deploys are now approved automatically" after "Production
    deploys need approval from the tech lead" (the same head, a different modifier, and neither text
    has the other's). A change of one says nothing about the other. None otherwise."""
    new, old = lead_phrase(new_text), lead_phrase(old_text)
    if new is None or old is None or new[1] != old[1] or new[0] == old[0]:
        return None
    if new[0] in features(old_text).content or old[0] in features(new_text).content:
        return None
    return f"{new[0]} vs {old[0]} {new[1]}"


def narrower_scope(new_text: str, old_text: str) -> str | None:
    """Whether the newer text names the older one's subject with a modifier the older lacks: "staging
    deploy" for "Staging deploys are now approved automatically" after "Deploys need approval from
    the tech lead" (it opens with a modifier and the noun the older one opens with). A change for
    that part says nothing about the rest. None otherwise."""
    new, old = _opening_pair(new_text), lead_phrase(old_text)
    if new is None or old is None or new[1] != old[0] or new[0] in features(old_text).content:
        return None
    return f"{new[0]} {new[1]}"


def attribute_of(new_text: str, old_text: str) -> str | None:
    """Whether the newer text opens with a noun of the older one followed by a noun of its own, a
    part or a property of that thing: "ci minut" for "CI minutes budget was raised now." after "Our
    CI is GitHub Actions." (its minutes, not the CI it uses), "cach hit" for "Cache hit rate is now
    95%". A verb after it ("Formatter runs on …") is no such noun. None otherwise."""
    pair = _opening_pair(new_text)
    if pair is None:
        return None
    thing, noun = pair
    old = features(old_text).content
    spelled = features(new_text).words.get(noun, noun).lower()
    if thing not in old or noun in old or spelled in DECISION_VERBS | CHANGE_VERBS:
        return None
    return f"{thing} {noun}"


def _opening_pair(text: str) -> tuple[str, str] | None:
    """``lead_phrase`` when its two words stand side by side, only a space between ("Staging deploys
    …"), a modifier and its noun; None when other words or a mark lie between ("Finished moving the
    claim workflows …", "Correction: staging lives at …")."""
    toks = tokens(text)
    found: list[tuple[int, str]] = []
    for k, tok in enumerate(toks):
        if is_content(tok) and not is_value(tok):
            found.append((k, tok.stem))
        if len(found) == 2 or tok.ends_clause:
            break
    if len(found) < 2 or found[1][0] != found[0][0] + 1:
        return None
    return (found[0][1], found[1][1]) if toks[found[0][0]].spaced else None


def part_not_asked(new_text: str, old_text: str, question: str) -> str | None:
    """The part a newer text says its change holds for ("go" in "alpine is allowed again for the go
    services") when neither the older text nor the question names it ("which base image do the python
    services use?"): that part changed, not what is asked about. None otherwise ("for all services")."""
    named = {w.lower() for w in re.findall(r"[\w.+#-]+", f"{old_text} {question}")}
    for match in _FOR_PART.finditer(new_text):
        part = match["part"].lower()
        if part not in _NO_PART and part not in named:
            return part
    return None
