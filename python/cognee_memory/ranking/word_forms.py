"""Word forms the Snowball stemmer leaves apart, for the analyzer (``ranking/words.py``): an irregular verb form and
its base ("kept" / "keep"), a British spelling and the American one ("licence" / "license"), and a noun made from a
verb and the verb ("payments" / "paid", "failure" / "fails").

Pure: word tables, regular expressions and the Snowball stemmer.
"""

from __future__ import annotations

import re

from py_rust_stemmers import SnowballStemmer

# Irregular verb forms developers write ("kept", "paid", "built", "written"): each meets its base
# (Snowball leaves them as they are). Left out: forms as often another word — "left" (the side),
# "led" (LED), "found", "bound", "spoke", "lit", "bit", "saw", "fed", "rose", "felt", "won", "lay", "wound";
# and forms whose base is usually another word: "driven" ("event-driven" is no Google Drive), "meant"
# (no mean latency), "sunk"/"sank" (no log sink), "made" (a light verb everywhere; "make" is also the
# build tool: "Do we still use Make?" matched "We made the builds reproducible").
IRREGULAR: dict[str, str] = {
    form: base for base, forms in {
        "begin": "began begun", "bend": "bent", "blow": "blew blown", "break": "broke broken",
        "bring": "brought", "build": "built", "buy": "bought", "catch": "caught", "choose": "chose chosen",
        "deal": "dealt", "drive": "drove", "fall": "fell fallen", "fight": "fought", "fly": "flew flown",
        "forbid": "forbade forbidden", "forget": "forgot forgotten", "freeze": "froze frozen",
        "give": "gave given", "grow": "grew grown", "hang": "hung", "hear": "heard", "hide": "hid hidden",
        "hold": "held", "keep": "kept", "know": "knew known", "lend": "lent", "lose": "lost",
        "meet": "met", "override": "overrode overridden", "pay": "paid", "rebuild": "rebuilt",
        "rewrite": "rewrote rewritten", "ride": "rode ridden", "run": "ran", "say": "said", "seek": "sought",
        "sell": "sold", "send": "sent", "shake": "shook shaken", "shoot": "shot", "show": "shown",
        "shrink": "shrank shrunk", "sleep": "slept", "speak": "spoken", "spend": "spent",
        "stand": "stood", "steal": "stole stolen", "stick": "stuck", "strike": "struck", "sweep": "swept",
        "take": "took taken", "teach": "taught", "tell": "told", "think": "thought", "throw": "threw thrown",
        "understand": "understood", "undo": "undid undone", "wake": "woke woken", "wear": "wore worn",
        "withdraw": "withdrew withdrawn", "write": "wrote written",
    }.items() for form in forms.split()
}


def _forms_by_base() -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for form, base in IRREGULAR.items():
        out[base] = (*out.get(base, ()), form)
    return out


FORMS = _forms_by_base()  # base → its irregular forms ("keep" → kept): the engines' query carries them all


# British spellings meet American ones ("licence" / "license", "organisation" / "organization",
# "modelled" / "modeled"): whole words, then the -ise verbs of the trade and every "-isation".
BRITISH: dict[str, str] = {
    british: american for pair in """
    licence license licences licenses licenced licensed defence defense offence offense colour color colours colors
    behaviour behavior behaviours behaviors favour favor favourite favorite honour honor labour labor
    neighbour neighbor centre center centres centers metre meter metres meters litre liter fibre fiber
    theatre theater catalogue catalog catalogues catalogs dialogue dialog dialogues dialogs analogue analog
    programme program programmes programs grey gray tyre tire cheque check ageing aging judgement judgment
    enrol enroll enrolment enrollment fulfil fulfill fulfilment fulfillment cancelled canceled
    cancelling canceling modelled modeled modelling modeling labelled labeled labelling labeling
    signalled signaled signalling signaling travelled traveled travelling traveling levelled leveled
    channelled channeled fuelled fueled tunnelling tunneling marshalled marshaled dialled dialed
    analyse analyze analysed analyzed analysing analyzing paralyse paralyze catalyse catalyze
    """.split("\n") for british, american in zip(pair.split()[::2], pair.split()[1::2])
}
_AMERICAN = {american: british for british, american in BRITISH.items()}
# Roots of the -ise/-ize verbs developers write ("optimise", "serialised", "containerising").
_IZE_ROOTS = frozenset("""
author categor central character custom emphas final general initial legal local maxim memor minim mobil
modern normal optim organ parallel personal priorit rational real recogn sanit serial special
stabil standard summar symbol synchron token util virtual visual container capital apolog
""".split())
_ISE = re.compile(r"([a-z]{3,}?)is(e|es|ed|ing|er|ers|ation|ations)")
_IZE = re.compile(r"([a-z]{3,}?)iz(e|es|ed|ing|er|ers|ation|ations)")


def _respelled(word: str, whole: dict[str, str], ending: re.Pattern[str], to: str) -> str:
    """``word`` in the other spelling: a whole word of ``whole``, or an -ise/-ize verb (``ending``) respelled ``to``."""
    if word in whole:
        return whole[word]
    match = ending.fullmatch(word)
    if match and (match.group(2).startswith("ation") or match.group(1) in _IZE_ROOTS):
        return f"{match.group(1)}{to}{match.group(2)}"
    return word


def american(word: str) -> str:
    """``word`` in American spelling (itself when it has no British one)."""
    return _respelled(word, BRITISH, _ISE, "iz")


def british(word: str) -> str:
    """``word`` in British spelling (itself when it has no other one)."""
    return _respelled(word, _AMERICAN, _IZE, "is")


# A noun made with "-ment" meets its verb ("payments" / "paid", "deployment" / "deploy",
# "requirement" / "require"), except the nouns that only end like one ("statement", "moment").
_MENT = re.compile(r"([a-z]{3,})ments?")
NOT_DERIVED = frozenset("""
statement department apartment comment document moment segment element environment implement supplement
complement compliment experiment instrument sentiment fragment garment pigment ornament tournament torment
cement lament ferment basement pavement filament firmament parliament regiment sediment testament temperament
detriment condiment rudiment ligament figment monument augment increment decrement
""".split())


# A noun made from a verb that the Snowball stemmer leaves apart from it meets the verb: a few "-age" nouns ("leakage" /
# "leaks", "breakage" / "broke"), and "-ure", "-y" and "-tion" nouns ("failure" / "fails", "deliveries" /
# "delivered", "notifications" / "notify"). Only these: most words that end so are no such noun ("message",
# "package", "coverage" is not what "covers" the phones, "pressure", "signature", "receipt"), and some are also
# another thing's name: "storage" is a store's too ("ObjectStorage" / "the blob store"), "closure" is not "close by".
DERIVED_NOUNS = {
    "breakage": "break", "leakage": "leak", "leakages": "leak", "blockage": "block", "blockages": "block",
    "wastage": "waste", "stoppage": "stop", "stoppages": "stop", "spillage": "spill", "spillages": "spill",
    "shrinkage": "shrink", "drainage": "drain", "seepage": "seep", "wreckage": "wreck", "haulage": "haul",
    "failure": "fail", "failures": "fail", "departure": "depart", "departures": "depart",
    "delivery": "deliver", "deliveries": "deliver",
    "subscription": "subscribe", "subscriptions": "subscribe", "notification": "notify", "notifications": "notify",
    "registration": "register", "registrations": "register", "description": "describe", "descriptions": "describe",
}


def _nouns_by_verb(stemmer: SnowballStemmer) -> dict[str, tuple[str, ...]]:
    """The verb's Snowball stem → its derived nouns ("leak" → leakage, leakages): the engines' query has them."""
    out: dict[str, tuple[str, ...]] = {}
    for noun, verb in DERIVED_NOUNS.items():
        key = stemmer.stem_word(verb)
        out[key] = (*out.get(key, ()), noun)
    return out


_NOUNS_OF = _nouns_by_verb(SnowballStemmer("english"))


def nouns_of(verb_stem: str) -> tuple[str, ...]:
    """The derived nouns of the verb whose Snowball stem is ``verb_stem`` ("fail" → failure, failures)."""
    return _NOUNS_OF.get(verb_stem, ())


def verb_of(word: str) -> str:
    """The verb a "-ment" or another derived noun comes from ("payments" → pay, "failure" → fail), or the word."""
    if word in DERIVED_NOUNS:
        return DERIVED_NOUNS[word]
    match = _MENT.fullmatch(word)
    if match is None or word.removesuffix("s") in NOT_DERIVED:
        return word
    return match.group(1)
