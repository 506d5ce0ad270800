"""Scopes: whether a newer text changes the older one's subject or only a part, another scope or a
property of it ("Staging deploys are now approved automatically" after "Production deploys need
approval …"; "CI minutes budget was raised" after "Our CI is GitHub Actions"). Read from the
opening words of each text (``signals.tokens``); pure, no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cognee_memory.ranking import kinds
from cognee_memory.ranking.words import content_stems, stem
from cognee_memory.updates.names import names_written
from cognee_memory.updates.signals import CHANGE_VERBS, DECISION_VERBS, features, is_content, is_value, tokens

__all__ = ["attribute_not_asked", "attribute_of", "contrasting_scopes", "lead_phrase", "narrower_scope", "numbered_scopes",
           "another_subject", "other_part", "other_site", "part_not_asked"]

# "for the go services", "for our iOS builds", "in the admin app": a change said to hold for one part.
_FOR_PART = re.compile(r"\b(?:for|in)\s+(?:the\s+|our\s+)?(?P<part>[\w.+#-]+)\s+(?:services?|apps?|builds?|repos?|"
                       r"projects?|teams?|sites?|clients?|jobs?)\b", re.IGNORECASE)
_NO_PART = frozenset({"all", "every", "each", "any", "other", "new", "existing"})
# "… bitrise is switched off for iOS": a part with a name of its own (a capital or a digit) at a clause's end.
_FOR_NAMED_PART = re.compile(r"\bfor\s+(?P<part>[A-Za-z][\w.+#-]*?)\s*(?=[.,;:!?)]|$)")
# "ditched jenkins for Buildkite", "we left Netlify for Cloudflare": after a choice, "for" names the new thing.
_CHOICE_BEFORE = re.compile(r"\b(?:left|leave|dropped|ditched|swapped|traded|replaced|abandoned|gave up|moved|migrated"
                            r"|switched(?!\s+off))\b[^,;.:]*$", re.IGNORECASE)
# "… from Jira Service Management for level 2 tickets": a part that one clause of the older text names.
_FOR_SOME_PART = re.compile(r"\bfor\s+(?:the\s+|our\s+)?(?P<part>[A-Za-z][\w.+#-]*(?:\s+\d+)?)", re.IGNORECASE)
_SHORT_NOTE = 60  # words: a one- or two-sentence note
_NOT_A_PART = _NO_PART | {"good", "now", "both", "ever", "a", "an", "one", "this", "that", "it", "them", "us", "me",
                          "you", "everyone", "everything", "holidays", "weekend", "week", "while", "their", "his",
                          "her"}


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


def _before_head(text: str, head: str) -> tuple[str, str] | None:
    """(modifier, head) when ``head`` is the third content word of the text's first clause and the two
    words right before it its modifier ("bottl shop", "deliveri" for "bottle shop deliveries are on
    wednesdays now")."""
    first: list[tuple[int, str]] = []
    for i, tok in enumerate(tokens(text)):
        if is_content(tok) and not is_value(tok):
            first.append((i, tok.stem))
        if len(first) == 3 or tok.ends_clause:
            break
    if len(first) != 3 or first[2][1] != head or first[2][0] - first[0][0] != 2:  # three words in a row
        return None
    return f"{first[0][1]} {first[1][1]}", head


def _adjacent(text: str) -> bool:
    """Whether the first two content words of the text stand side by side ("keg deliveries", not "Brevo
    does all our texting")."""
    toks = [tok for tok in tokens(text) if tok.low != "s"]  # a possessive stands beside its head: "a show's running order"
    found = [i for i, tok in enumerate(toks) if is_content(tok) and not is_value(tok)][:2]
    return len(found) == 2 and found[1] == found[0] + 1


# A scope named by a number: "minus-80 freezers", "level 2 tickets", "tier-1 customers".
_NUMBERED = re.compile(r"^\s*(?:the\s+|our\s+|all\s+)?([a-z]+)[- ]?(\d+)\s+([a-z]+)", re.IGNORECASE)


def numbered_scopes(new_text: str, old_text: str) -> str | None:
    """ "minus-20 vs minus-80 freezers" for "minus-20 freezers are checked once a day from now on" after "minus-80
    freezers are checked twice a day": one word, two numbers, one head."""
    new, old = _NUMBERED.match(new_text), _NUMBERED.match(old_text)
    if new is None or old is None or new[1].lower() != old[1].lower() or new[2] == old[2] \
            or stem(new[3].lower()) != stem(old[3].lower()):
        return None
    return f"{new[1]}-{new[2]} vs {old[1]}-{old[2]} {new[3]}".lower()


# The header of a note of several news ("monday standup: candidates now pick …"): where it was said, no scope.
_NOTE_HEADER = re.compile(r"^\s*(?:[\w-]+\s+){0,3}(?:standup|stand-up|sync|meeting|retro|update|updates|notes|recap"
                          r"|minutes|fyi|heads[- ]up|news|digest)\s*:\s*", re.IGNORECASE)


def contrasting_scopes(new_text: str, old_text: str) -> str | None:
    """Whether two texts are about one kind of thing in two scopes, each naming only its own: "staging
    vs production deploy" for "Staging deploys are now approved automatically" after "Production
    deploys need approval from the tech lead" (the same head, a different modifier, and neither text
    has the other's); or two numbers of one scope ("minus-20" and "minus-80 freezers"). A change of
    one says nothing about the other. None otherwise."""
    numbered = numbered_scopes(new_text, old_text)
    if numbered:
        return numbered
    new_text, old_text = _NOTE_HEADER.sub("", new_text, count=1), _NOTE_HEADER.sub("", old_text, count=1)
    new, old = lead_phrase(new_text), lead_phrase(old_text)
    if new is not None and old is not None and new[1] != old[1]:
        # A modifier of two words: "bottle shop deliveries" beside "keg deliveries".
        longer = _before_head(new_text, old[1]), _before_head(old_text, new[1])
        if longer[0] and _adjacent(old_text):
            new = longer[0]
        elif longer[1] and _adjacent(new_text):
            old = longer[1]
    if new is None or old is None or new[1] != old[1] or new[0] == old[0]:
        return None
    # The older scope is a modifier right before its head ("keg deliveries", "every wheelie bin"), not a subject apart
    # from it ("patients get a recall reminder …" beside "we only send recall reminders …").
    if " " not in new[0] + old[0] and not _adjacent(old_text):
        return None
    old_words, new_words = features(old_text).content, features(new_text).content
    if any(w in old_words for w in new[0].split()) or any(w in new_words for w in old[0].split()):
        return None
    if old[0] in new[0].split("-") or new[0] in old[0].split("-"):  # "card-present payments" are card payments
        return None
    if _kind_and_product(new[0], old[0]) or _kind_and_product(old[0], new[0]):  # "cloud budget" is the AWS budget
        return None
    return f"{new[0]} vs {old[0]} {new[1]}"


def _kind_and_product(kind_words: str, product: str) -> bool:
    """Whether ``kind_words`` call a kind of tool ``product`` is one of ("cloud" and "aws")."""
    return any(kinds.product_named(kind, product) for kind, _ in kinds.named_kinds(kind_words))


def narrower_scope(new_text: str, old_text: str) -> str | None:
    """Whether the newer text names the older one's subject with a modifier the older lacks: "staging
    deploy" for "Staging deploys are now approved automatically" after "Deploys need approval from
    the tech lead" (it opens with a modifier and the noun the older one opens with). A change for
    that part says nothing about the rest. None otherwise."""
    new, old = _opening_pair(new_text), lead_phrase(old_text)
    if new is None or old is None or new[1] != old[0] or new[0] in features(old_text).content:
        return None
    # … a modifier of words the older one says apart ("Per-user GPU cap is 8" after "… 4 GPUs per user") is its own
    if "-" in new[0] and content_stems(new[0].replace("-", " ")) <= content_stems(old_text):
        return None
    return f"{new[0]} {new[1]}"


def scopes_apart(new_text: str, old_text: str) -> bool:
    """Whether the two say one kind of thing in two scopes (``contrasting_scopes``), the newer one's scope not being
    only the name of the product it moved to ("moved over to Firebase for analytics" after "player analytics go to
    GameAnalytics": a new choice, not a scope)."""
    scope = contrasting_scopes(new_text, old_text)
    return bool(scope) and not set(scope.split(" vs ")[0].split()) <= content_stems(" ".join(names_written(new_text)))


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


# What a question's form asks for about a thing: "when …" its day or time, "how often" its interval, …
_ASKED_PROPERTY = (
    (re.compile(r"\b(?:when|what time|which days?|what days?)\b", re.IGNORECASE),
     "day days time date schedule window slot hour morning afternoon evening night week"),
    (re.compile(r"\bhow (?:often|frequently)\b", re.IGNORECASE), "interval frequency cadence schedule rate"),
    (re.compile(r"\bhow long\b", re.IGNORECASE), "retention ttl timeout duration window period lifetime expiry"),
    (re.compile(r"\b(?:who|whom|whose)\b", re.IGNORECASE), "owner lead maintainer contact"),
    (re.compile(r"\bhow (?:many|much|big|large)\b", re.IGNORECASE), "limit count number budget size quota cap"),
)


def attribute_not_asked(new_text: str, old_text: str, question: str) -> str | None:
    """``attribute_of``, unless the question asks for that property: "release day moved to thursday
    mornings" answers "when does the release train leave?" (a "when" asks for a day), while "CI
    minutes budget was raised" does not answer "what CI do we use?"."""
    found = attribute_of(new_text, old_text)
    if found is None:
        return None
    noun = found.split()[-1]
    for form, nouns in _ASKED_PROPERTY:
        if form.search(question) and noun in {tok.stem for tok in tokens(nouns)}:
            return None
    return found


@lru_cache(maxsize=2048)  # pure; reads the whole text's tokens, asked of the same notes many times per question
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


def other_part(new_text: str, old_text: str, question: str) -> str | None:
    """A part of the older text's subject that the newer text changes and the question does not ask
    about: one with a name of its own that neither the older text nor the question names ("bitrise is
    switched off for iOS" for "where do Android app builds run?" after "app builds run on Bitrise for
    both platforms"), or one that the older text names only in a clause the question has no word of
    ("Zendesk took over … for level 2 tickets" for "who handles first-line customer support?" after
    "first-line support is outsourced to Teleperformance, level 2 goes to JSM"). Not the new choice
    after a choice ("ditched jenkins for Buildkite"), nor in a long text (a record or a summary names
    parts in passing). None otherwise."""
    if len(new_text.split()) > _SHORT_NOTE:
        return None
    asked, old = features(question).content, features(old_text).content
    for match in _FOR_NAMED_PART.finditer(new_text):
        part = match["part"]
        if part.lower() in _NOT_A_PART or (part.islower() and not any(ch.isdigit() for ch in part)) \
                or _CHOICE_BEFORE.search(new_text[:match.start()]):
            continue
        stems = features(part).content or {part.lower()}
        if not stems & asked and not stems & old and not _asked_in_another_clause(new_text, match.start(), asked, stems):
            return part
    clauses = [features(c).content for c in re.split(r"[,;.]", old_text) if c.strip()]
    for match in _FOR_SOME_PART.finditer(new_text):
        part = match["part"]
        if part.split()[0].lower() in _NOT_A_PART:
            continue
        stems = features(part).content or {part.split()[0].lower()}
        if stems & asked or not stems & old:
            continue
        holding = [c for c in clauses if stems & c]
        others = [c for c in clauses if not stems & c]
        if holding and others and not any(asked & c for c in holding) and any(asked & c for c in others):
            return part
    return _sibling_part(new_text, old_text, question) or _other_days(new_text, old_text, question) \
        or another_subject(new_text, old_text, question)


def _asked_in_another_clause(text: str, at: int, asked: set[str], part: set[str]) -> bool:
    """Whether a clause of ``text`` other than the one at ``at`` says a change, with a word the question asks and none
    of the ``part``, which the one at ``at`` has not: "The sync server runs on Fly.io now, the Hetzner box is only for
    GlitchTip" changes the server asked about, and what the old box is for now is said beside it. Not "iOS builds …
    moved to Xcode Cloud, bitrise is switched off for iOS" (the part is the whole note's), nor "Sentry is turned off
    for Android, web app errors are fine as is" (no change of the asked part)."""
    clauses = [(m.start(), m.end()) for m in re.finditer(r"(?:[^,;.]|\.(?!\s|$))+", text)]  # "Fly.io" is one word
    here = next(((a, b) for a, b in clauses if a <= at < b), None)
    if here is None or features(text[here[0]:here[1]]).content & asked:
        return False
    return any(features(text[a:b]).content & asked and not features(text[a:b]).content & part and features(text[a:b]).cues
               for a, b in clauses if (a, b) != here)


_DAYS = re.compile(r"\b(?:on|for)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays|weekends|week nights"
                   r"|bank holidays)\b", re.IGNORECASE)


def _other_days(new_text: str, old_text: str, question: str) -> str | None:
    """Days a newer note says its change holds on when the question asks about other days and the older text does
    not name them: "on fridays happy hour is 6 to 8 from now on" for "when is happy hour on weekdays?" after "happy
    hour is 5 to 7 on weekdays" (an outside review's probe, ``cases23``)."""
    asked = {d.lower().rstrip("s") for d in _DAYS.findall(question)}
    if not asked:
        return None
    old = {d.lower().rstrip("s") for d in _DAYS.findall(old_text)}
    return next((d for d in _DAYS.findall(new_text) if d.lower().rstrip("s") not in asked | old), None)


_WORD = re.compile(r"[\w.+#'’-]+")
_SUBJECT_WORDS = 4  # a subject said before the verb: "the children's section", "the main branch"
_DETERMINERS = frozenset({"the", "our", "their", "its", "this", "that", "these", "those"})


def another_subject(new_text: str, old_text: str, question: str) -> str | None:
    """The subject a newer note says the older text's thing of in its place, when the question asks about the older
    one's: "the children's section opens at 11 on saturdays from now on" after "the main branch opens at 9 on
    saturdays", for "what time does the main branch open on saturdays?". The subject is the few lower-case words
    before the first word the two texts share, opened by a determiner, with no verb of change or choice (not "we
    switched photogrammetry to DroneDeploy after the Pix4D …") and no name (not "GitHub Actions runs our tests
    now"); neither the older text nor the question has a word of it. None otherwise."""
    old, asked = features(old_text).content, features(question).content
    new_words, old_words = _WORD.findall(new_text), _WORD.findall(old_text)
    old_stems = [stem(w.lower()) for w in old_words]
    for i, word in enumerate(new_words):
        shared = stem(word.lower())
        if shared in old and shared in old_stems:
            break
    else:
        return None
    said = new_words[:i]
    subject = features(" ".join(said)).content
    if not subject or len(said) > _SUBJECT_WORDS or subject & (old | asked) or said[0].lower() not in _DETERMINERS \
            or any(w != w.lower() or w.lower() in CHANGE_VERBS | DECISION_VERBS for w in said):
        return None
    # … and the older one's said the same way: "ditched jenkins for Buildkite" after "CI runs on Jenkins" is no subject.
    old_said = old_words[max(0, old_stems.index(shared) - _SUBJECT_WORDS):old_stems.index(shared)]
    if len(old_said) > _SUBJECT_WORDS or any(w.lower() in CHANGE_VERBS | DECISION_VERBS for w in old_said):
        return None
    return " ".join(said) if features(" ".join(old_said)).content & asked else None


_AND = r"(?:\s+(?:and|or)\s+|\s*[&/,]\s*)"  # "iOS and Android", "iOS/Android"


def _sibling_part(new_text: str, old_text: str, question: str) -> str | None:
    """A part the newer text names ("for iOS", "for level 2 tickets") beside a sibling the question asks
    about instead: one the older text names with it ("Bitrise for iOS and Android" for "which CI builds the
    Android app?"), or the same word with another number ("level 1")."""
    asked = {w.lower() for w in re.findall(r"[\w.+#-]+", question)}
    for match in _FOR_SOME_PART.finditer(new_text):
        part = match["part"]
        first = part.split()[0]
        if first.lower() in _NOT_A_PART or first.lower() in asked and not part[len(first):].strip():
            continue
        numbered = re.fullmatch(r"([A-Za-z][\w-]*)\s+(\d+)", part)
        if numbered and re.search(rf"\b{re.escape(numbered[1])}\s+(?!{numbered[2]}\b)\d+\b", question, re.IGNORECASE):
            return part
        beside = re.search(rf"\b{re.escape(first)}{_AND}([A-Za-z][\w.+#-]*)|\b([A-Za-z][\w.+#-]*){_AND}{re.escape(first)}\b",
                           old_text, re.IGNORECASE)
        sibling = (beside[1] or beside[2]).lower() if beside else ""
        if sibling and sibling in asked and first.lower() not in asked:
            return part
    return None


# "Bäckerei Huber's site moved off wp engine …": a thing of one named owner, said first.
_NAMED_OWNER = re.compile(r"^\s*(?:the\s+)?((?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*)(?:'s|’s)\s+[a-z]")


def one_named_case(new_text: str, old_text: str, query: str) -> str | None:
    """The owner a newer note's subject belongs to when neither the older text nor the question names it
    ("Bäckerei Huber" for "Bäckerei Huber's site moved off wp engine …" after "client WordPress sites are hosted
    on our WP Engine account"): a change for one client, not for all. None otherwise."""
    match = _NAMED_OWNER.match(new_text)
    if match is None:
        return None
    name = features(match.group(1)).content
    if not name or name & (features(old_text).content | features(query).content):
        return None
    return match.group(1)


# Another site or another group of customers, said of the note's whole fact: "the Leeds site renews forklift licences
# every 2 years", "at the other site …", "at St Mary's they text drug recalls …", "for the enterprise tenants we rotate
# DKIM quarterly". Not this one ("the main site", "all our sites"), nor a site named by what it is for.
_SITE = re.compile(
    r"\b(?:the|our|at|in|for)\s+(?:the\s+)?(?P<s>(?-i:[A-Z])[\w’'.-]*|other)\s+(?:site|branch|depot|campus|plant|warehouse"
    r"|hospital|clinic|DC)\b"  # a place by its name, or the other one (not "the marketing site", "the analytics warehouse")
    r"|\bat\s+(?P<n>(?:[A-Z][\w.-]*\s+){0,2}[A-Z][\w.-]*)['’]s\b(?=\s*(?:[,;:]|(?:they|we|the|there|it)\b))"  # not "at Anna's request"
    r"|\bfor\s+(?:the\s+|our\s+)?(?P<g>[\w-]+)\s+(?:tenants|customers|clients|accounts|members)\b")
_THIS_SITE = frozenset({"main", "new", "same", "whole", "every", "all", "each", "this", "that", "our", "head", "any",
                        "existing", "current", "a", "one", "both", "old"})


def other_site(text: str, query: str) -> str | None:
    """The site or group of customers a note is said of when the question names none of it ("Leeds", "enterprise"),
    or None."""
    asked = {stem(w) for w in re.findall(r"[\w’'.-]+", query.lower())}
    negated = {stem(_unnegated(w)) for w in re.findall(r"\w+", query.lower()) if _unnegated(w) != w}
    for match in _SITE.finditer(text):
        if re.search(r"\b(?:to|into|from|towards)\s*$", text[:match.start()]):
            continue  # where someone or something went: "Kofi's gone to the Rotterdam DC"
        scope = match["s"] or match["n"] or match["g"]
        said = [w for w in re.findall(r"[\w.-]+", scope.lower()) if w not in {"st", "the"}]
        # … said with a negation the question writes as a prefix: "not-yet-verified accounts" for "unverified"
        words_said = re.findall(r"\w+", scope.lower())
        parts = {stem(w) for w in words_said if w not in {"not", "yet", "non", "st", "the"}}
        same_group = bool(parts & negated) and bool({"not", "non"} & set(words_said))
        if said and scope.lower() not in _THIS_SITE and not {stem(w) for w in said} & asked and not same_group:
            return scope
    return None


def _unnegated(word: str) -> str:
    """A word without its negating prefix ("unverified" → "verified", "non-EU" → "EU")."""
    for prefix in ("non", "un"):
        if word.startswith(prefix) and len(word) - len(prefix) >= 4:
            return word[len(prefix):]
    return word
