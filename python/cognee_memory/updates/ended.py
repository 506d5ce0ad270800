"""Things that ended: an agreement cancelled, closed, ended or not renewed, a named thing left, one priced out, one at
its end of life. The patterns ``updates/retired.py`` reads beside its cues of replacement and removal (each says what
it retires: a group ``t`` or ``n``, or the words before it).

Pure: regular expressions.
"""

from __future__ import annotations

import re

DETERMINER = r"(?:(?:the|a|an|our|its|their|this|that|these|those|all|any|current|existing|old)\s+)*"
_NOT_AHEAD = r"(?!\s+(?:in|on|by|from|after|next|this|at|later)\b)"  # "is EOL in April" is a date ahead

# Ending what paid for a thing: "cancelled the Unity licences" (not "cancel the run").
CANCELLED = re.compile(
    r"\b(?:cancel|cancels|cancelled|canceled|cancelling|canceling"
    # "closed the fedex account in august", "terminated our Xero subscription": an agreement ended, its name first
    r"|(?=(?:close|closes|closed|closing|terminate|terminates|terminated|terminating)\s+" + DETERMINER
    + r"(?:[\w.+#-]+\s+){1,3}(?:licen[cs]es?|subscriptions?|contracts?|plans?|accounts?|seats)\b)\w+)\s+" + DETERMINER
    + r"(?:(?P<t>(?:[\w.+#-]+\s+){1,3}(?:licen[cs]es?|subscriptions?|contracts?|plans?|accounts?|seats))\b"
    # … or a name and nothing more: "cancelled mailgun, SES sends the invoices" (a name: ``_retired``)
    r"|(?P<n>[\w.+#-]+(?:/[\w.+#-]+)?)(?=\s*(?:[.;:,]|$)))",  # not before " - …": "cancelled twilio - not yet"
    re.IGNORECASE,
)
# Leaving a named thing: "we left Heroku last spring", "We left EKS:" (not "left the manifests unchanged").
LEFT = re.compile(
    r"\b(?i:left|leave|leaving)\s+(?P<t>[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*){0,2})"
    r"(?=\s*(?:[.;:,]|$|\s+(?:for|last|in|and|behind)\b))",
)
# Let lapse: "we let samsara lapse", "let the Zendesk subscription expire" (not "let the dough rest").
# Expired or run out only as an agreement ("let the cache expire", "let the jobs run out" are operations).
LAPSED = re.compile(r"\blet\s+" + DETERMINER + r"(?P<t>[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?)\s+lapse\b"
                    r"|\blet\s+" + DETERMINER + r"(?P<a>(?:[\w.+#-]+\s+){0,2}(?:licen[cs]e|subscription|contract|plan"
                    r"|membership|account|lease|retainer|insurance|domain)s?)\s+(?:expire|run out)\b", re.IGNORECASE)
# Priced out, said as the cause of the way things are done now: "state checks run through Avalara for Beverage since
# the shipcompliant renewal came in at double", "switched photogrammetry to DroneDeploy after the Pix4D price hike"
# (``_retired_in`` wants another name before it, and nothing kept beside).
PRICED_OUT = re.compile(
    r"\b(?:since|after|because of|due to|following)\s+(?:the\s+|our\s+|their\s+|a\s+)?(?P<n>[\w.+#-]+)(?:['’]s)?\s+"
    r"(?:renewal|price|prices|pricing|price hike|price rise|price increase|fee|fees|bill|quote|invoice|acquisition"
    r"|deal|contract|licen[cs]e|shortage)\b",
    re.IGNORECASE,
)
KEPT_BESIDE = re.compile(r"\b(?:also|too|as well|added|alongside|in addition)\b", re.IGNORECASE)
# An agreement that ended ("our Mailchimp contract ended"): read like a passive cue, its name first.
ENDED = re.compile(
    r"\s(?:contract|contracts|subscription|subscriptions|licence|licences|license|licenses|plan|support|trial|"
    r"lease|agreement|deal|deals|partnership|account|treaty|treaties|retainer|membership|sponsorship)\s+(?:has\s+|have\s+)?(?:ended|expired|lapsed|ran out|run out"
    # "the dvsa licence wasn't renewed" (not "was renewed")
    r"|(?:wasn't|was not|isn't|is not|won't be|will not be|hasn't been|has not been|didn't get|did not get|never got)"
    r"\s+renewed)\b(?!\s+up\b)",
    re.IGNORECASE,
)
# A thing said to be at its end of life ("before Node 18 reached end of life", "Ubuntu 20.04 is
# EOL"): read like a passive cue. Only what has reached it: "will reach end of life" is a plan.
END_OF_LIFE = re.compile(
    r"\s(?:reached|has reached|have reached|hit|has hit|is|are|was|were|is now|went|has gone)\s+"
    r"(?:its\s+|their\s+)?(?:end[- ]of[- ]life|end[- ]of[- ]support|EOL)\b" + _NOT_AHEAD,
    re.IGNORECASE,
)
