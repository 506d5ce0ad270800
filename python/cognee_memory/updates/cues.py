"""Change cues: the words a newer memory uses to say that something changed ("switched from",
"no longer", "instead of", "now", "took over", "is fine again", "migration is done"), as (pattern,
label) pairs. A pattern's group ``t``, when it has one, is the thing the cue says was replaced.
``signals.features`` finds them; the update classifier and the query-time reading weigh them.

Pure: compiled patterns, no I/O.
"""

from __future__ import annotations

import re

# Change cues in the new memory's text: (pattern, label, captures the replaced thing?)
# Not for one occasion or a while: "turned off the newsletter send this thursday", "Anna took over the on-call
# rotation this week", "… for the holidays, back to normal on Jan 3", "the replica took over from the primary
# at 3am after a host failure". A finished rollout is one release's ("rollout is done for firmware 3.4").
FOR_GOOD = (r"(?![^.;]*\b(?:this (?:week|weekend|morning|afternoon|evening|night|monday|tuesday|wednesday|thursday"
            r"|friday|saturday|sunday)|(?<!\bfrom )(?<!\bof )(?<!\bstarting )today|tonight|last night|at \d|for (?:a|the|this|one) (?:day|week|weekend|night"
            r"|sprint|hour)|(?:for|over) the holidays|back to normal|while|until|till|after an? (?:\w+ )?"
            r"(?:failure|outage|crash|incident))\b)")
# One coming day, month or quarter a thing is to end on ("on Friday", "end of july", "next week", "in Q3"; not "on
# Fridays", "each day", nor "tonight" or "this week", as often a night's maintenance).
_DAY = (r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)|january|february|march|april|may|june"
        r"|july|august|september|october|november|december|q[1-4])")
ONE_COMING_DAY = (r"(?:(?:on\s+)?(?:the\s+)?" + _DAY + r"|(?:at\s+)?(?:the\s+)?end of\s+(?:the\s+)?(?:" + _DAY
                  + r"|week|month|quarter|year|sprint)|next\s+(?:week|month|quarter|sprint|" + _DAY + r")|in\s+" + _DAY + ")")

# The cues that say a thing was replaced or dropped (not "upgraded": a new version of the same one).
MOVE_CUES = frozenset({"from … to", "done", "replaced", "instead of", "dropped/deprecated", "new"})

_MONTH = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
          r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)")
_FORMER = r"(?:old\s+|legacy\s+|previous\s+|former\s+)?"  # "decommissioned the old staging db": staging

_NUMBER_WORD = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
                r"|sixty|ninety|a hundred|a thousand)")
_UNIT = (r"(?:%|percent|eur|euros?|€|£|\$|p|pence|cents?|quid|bucks|dollars?|pounds?|k|secs?|seconds?|mins?|minutes?"
         r"|h|hrs?|hours?|days?|weeks?|months?|years?|[kmgt]b|kg|km|km/h|mph|miles?)")
# A number, with its unit or none, where the sentence or clause goes on without naming what was counted.
_AMOUNT = (r"(?:[€$£]\s*|(?:eur|usd|gbp|chf)\s+)?(?:\d+(?:[.,]\d+)*|" + _NUMBER_WORD + r")(?:\s*" + _UNIT + r"\b)?"
           r"(?:\s+(?:an?|per|each|every)\s+\w+)?(?=\s*(?:$|[.,;:!?)]|(?:after|since|from|in|on|for|because|when|now"
           r"|last|this|starting|as of)\b))")

CUES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), label)
    for p, label in (
        (r"\bno longer\b(?:\s+(?:use|using|uses|run|runs|on|in|need|needs))?\s+(?P<t>[\w.+#-]+)?", "no longer"),
        (r"\binstead of\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "instead of"),
        (r"\brather than\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "rather than"),
        (r"\b(?:switch|switched|switching|moved|move|moving|migrated|migrate|migrating|ported|port|went|changed|upgraded|downgraded|bumped|reverted|back)\b(?:(?!\band\b)[^.;,])*?\bfrom\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "from … to"),
        # "we moved off textract, Mindee … does it now": what it left.
        (r"\b(?:moved|move|moving|migrated|migrate|migrating|ported|porting)\s+(?:away\s+)?off\s+(?:of\s+)?(?:the\s+|a\s+|an\s+)?"
         r"(?P<t>[\w.+#-]+)", "from … to"),
        (r"\breplac(?:e|ed|es|ing)\s+(?:the\s+|a\s+|an\s+)?(?P<t>[\w.+#-]+)", "replaced"),
        (r"\b(?:deprecated|dropped|drop|dropping|removed|retired|stopped using|stop using|ditched|abandoned|no more(?!\s+than\b)"
         r"|decommissioned|got rid of|ripped out|tore out)\s+(?:the\s+|a\s+|an\s+)?" + _FORMER + r"(?P<t>[\w.+#-]+)", "dropped/deprecated"),
        # "We went fine-free in january": the thing before "-free" is gone.
        (r"\b(?:went|go|going|gone|now)\s+(?P<t>[a-z]+)-free\b", "dropped/deprecated"),
        (r"\b(?:turned|switched)\s+off\s+(?:the\s+|a\s+|an\s+)?" + _FORMER + r"(?P<t>[\w.+#-]+)" + FOR_GOOD,
         "dropped/deprecated"),
        # Not a step that recurs, said in the present passive ("the crew app syncs rosters when a duty is changed",
        # "cards are moved to done on merge"), nor what had happened before an incident ("the learner had moved and
        # never updated where she gets picked up").
        (r"(?<!\bis )(?<!\bare )(?<!\bget )(?<!\bgets )(?<!\bhad )"
         r"\b(?:switched|switch|switching|moved|move|migrated|migrate|ported|porting|upgraded|upgrade|downgraded|bumped|changed|reverted|renamed|raised|lowered|increased|decreased|cut ?over)\b"
         # A gerund move said as done ("finished moving"; not "Moving X took an hour"); a limit or rollout with a
         # new value ("Tightened the SLO to 150 ms"; not "reduced p99 latency by 40%", "rolled back twice").
         r"|\b(?:finished|done|completed|started|began|am|is|are|was|were|been|re|still)\s+(?:moving|migrating)\b"
         # A return to an earlier choice: "we went back to Elasticsearch", "we're back on Postgres".
         r"|\b(?:went|go|going|gone|switched|moved)\s+back\s+to\b|\b(?:are|is|re|were)\s+back\s+on\b"
         # … not a service working again ("paypal is back on, the outage on their side lasted about 2h")
         r"(?![^.;]*\b(?:outage|incident|restart|reboot|fixed|failover|crash|flaky|failed|failing|broken|down)\b)"
         r"|\b(?:tightened|loosened|relaxed|shortened|lengthened|extended|reduced|rolled)\b(?=[^.;]*?\b(?:to|from)\b)"
         # … or said as a heading: "rollout gate tightened: need 99.7% crash-free users …"
         r"|\b(?:tightened|loosened|relaxed|shortened|lengthened|extended|reduced)\s*:\s"
         # A value cut to a new number ("API quota cut to 50 an hour"), not a release cut ("cut the release
         # branch to 3.4").
         r"|\bcut\b(?![^.;]*\b(?:branch|release|tag|rc)\b)(?=[^.;]*?\bto\s+\d+(?![.\d]))"
         # A value that went to a new number ("pints went to 5.50 after the malt price rise", "the loan period went
         # up to four weeks"), not a place or a count of things ("went to spam", "went to 3 trade fairs").
         r"|\bwent\s+(?:up\s+|down\s+)?to\s+" + _AMOUNT +

         # A move onto a thing or a version: "finally got us onto 4.2 LTS" (not "we're onto it").
         r"|\b(?:got|get|gets|moved|moving|switched|(?:we|we've|we’ve|we have)\s+(?:now\s+)?(?:moved|got|gone))\s+"
         r"(?:us\s+|it\s+|everything\s+|everyone\s+|them\s+|all\s+)?onto\s+(?!(?:it|them|this|that)\b)",
         "switched/moved/changed"),
        (r"(?P<t>[\w.+#-]+)\s+(?:is|are|was|were|has been|have been|got)\s+(?:now\s+)?(?:deprecated|dropped|removed|retired|gone|obsolete|replaced"
         r"|abandoned|decommissioned|sunset|sunsetted|turned off|switched off)\b", "dropped/deprecated"),
        # Said dead or read-only: "Lightspeed is dead, Toast replaced it", "Guidewire's read-only" (not "the battery is
        # dead", "the link was dead": a thing named, the clause ends or goes on with another).
        (r"(?P<t>(?-i:[A-Z])[\w.+#-]*)(?:\s+(?:is|was)|'s|’s)\s+(?:now\s+)?(?:dead|read-only|readonly|read only)\b"
         r"(?=\s*(?:[,.;:!?)]|$|(?:and|now|since|after)\b))", "dropped/deprecated"),
        # Work handed to someone for good ("Inês took over alerting from Marek"), not cover for a while.
        (r"\b(?:took|taken|takes|handed|hands)\s+(?:over|off)\b" + FOR_GOOD, "took over"),
        # … or passed or handed to someone named ("head referee duties passed to Amara in october", "handing lesson
        # bookings to Aiko from today").
        (r"\b(?:passed|handed|handing|passing)\s+(?:over\s+|on\s+)?(?:[\w'’-]+\s+){0,4}?to\s+(?-i:[A-Z])[\w-]+"
         + FOR_GOOD, "took over"),
        (r"\bfor good\b", "for good"),
        # A choice settled after weighing options: "ended up going with Linka for the locks", "went with Axess in the
        # end", "settled on Mapbox", "opted for Toast" (not "ended up going with the team to lunch": a name follows).
        (r"\b(?:ended up|in the end)\s+(?:going|went|go|sticking|stuck)\s+with\s+(?:the\s+)?(?-i:[A-Z])"
         r"|\b(?:went|go|going)\s+with\s+(?:the\s+)?(?-i:[A-Z])[\w.+#-]*[^.;]*?\bin the end\b"
         r"|\b(?:settled|settling|decided)\s+on\s+(?:the\s+)?(?-i:[A-Z])|\bopted\s+for\s+(?:the\s+)?(?-i:[A-Z])"
         + FOR_GOOD, "switched/moved/changed"),
        # Off a thing, said of us: "we're off google maps, mapbox everywhere", "we are off Jira since march"
        # (not "we're off tomorrow", "off sick", "off to lunch").
        (r"\b(?:we|we're|we’re|we are|we've been|we have been)\s+(?:now\s+)?(?:fully\s+|completely\s+)?off\s+(?:of\s+)?(?:the\s+)?"
         r"(?!(?:tomorrow|today|tonight|next|this|on|to|for|sick|work|until|till|from|at|in)\b)(?P<t>[\w.+#-]+)",
         "dropped/deprecated"),
        # A permission given back ("force-pushing feature branches is fine again", "we accept cards offline again"),
        # not a thing working again ("prod is fine again").
        (r"\b\w+ing\b(?:\s+[\w/*-]+){0,3}\s+(?:is|are)\s+(?:fine|ok|okay|allowed|permitted)\s+again\b"
         r"|\b(?:allow|allows|allowed|accept|accepts|accepted|permit|permits|permitted|re-?enabled)\b[^.;]*?\bagain\b"
         # "clinic admins may erase a pet's file again"
         r"|\bmay\s+(?:now\s+)?[a-z]+\b[^.;,]*?\bagain\b"
         # A thing brought back ("read receipts are back, as a Plus feature"), not one working again after a
         # failure ("search is back up", "prod is back after the outage").
         # Nor a person back on a day ("Marco is back monday"), nor a thing back that failed ("… is back, it was flaky").
         r"|\b(?:is|are)\s+back\b(?!\s+(?:up|online|to|on|in|from|after|at|home|down|today|tonight|tomorrow|soon|next"
         r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)"
         r"(?![^.;]*\b(?:outage|incident|restart|reboot|fix|fixed|failover|crash|flaky|failed|failing|broken|down)\b)"
         r"|\b(?:brought|bringing|brings|bring)\s+back\b", "again"),
        # A move said finished ("pnpm migration is done", "finished the move to GitHub Actions").
        (r"\b(?:migration|move|switch|switchover|cutover|cut-over|transition)\s+(?:is|was|'s|’s)\s+(?:now\s+)?"
         r"(?:done|complete|completed|finished|over)\b|\bfinished\s+(?:the\s+|our\s+)?(?:move|migration|switch|transition|cutover)\b",
         "done"),
        (r"\bnot anymore\b|\banymore\b", "anymore"),
        # A new choice named ("new error tracker is GlitchTip"), a new regime ("… by the 5th of every month
        # under the new licence").
        # Not a device or a person ("the new label printer is a Zebra", "the new support lead is Sanne").
        (r"\b(?:the\s+|our\s+)?new\s+(?![\w-]*\s*(?:[\w-]+\s+)?(?:lead|dev|developer|hire|intern|contractor|designer"
         r"|manager|engineer|colleague|person|guy|pm|cto|ceo|tester|admin)s?\s+(?:is|are)\b)"
         r"(?:[a-z][\w-]*\s+){0,2}?(?:is|are)\s+(?!(?:out|up|down|here|great|nice|good|broken|slow|fast|live|a|an)\b)",
         "new"),
        # Not a deal with one client ("under the new contract with Acme, their support hours are 8-20").
        (r"\bunder (?:the|our) new\s+(?:licen[cs]e|contract|policy|rules|terms|agreement|deal|law|regulations?|plan)\b"
         r"(?!\s+(?:with|for)\s+(?-i:[A-Z]))", "new rules"),
        (r"\bfrom now on\b|\bfrom here on(?:\s+(?:in|out))?\b|\bgoing forward\b|\b(?:as of|starting) (?:today|now|yesterday|this morning|\w+ \d+"
         r"|(?:this|next|the next|last) (?:sprint|week|month|quarter|year|release|term|semester|monday|tuesday|wednesday|thursday"
         r"|friday|saturday|sunday))\b"
         r"|\bfrom (?:this|next|the next) (?:sprint|week|month|release|quarter|year) on\b"
         # Said at a clause's end: "… file the duty return from this month, hamish handed them the login"; not
         # what happened then ("the signup spike from this month, mostly bots", "exported the timesheets from this
         # month") nor an absence ("Femke is on leave from next week").
         r"|(?:^|(?<=[,;.!?]\s))(?!\s*(?:\w+(?<!e)ed|went|did|got|saw|had|was|were)\b)"
         r"(?![^,;.!?\n]*\b(?:leave|off|away|holiday|vacation)\b)[^,;.!?\n]*?(?<!\bspike )(?<!\bspikes )(?<!\bnumbers )(?<!\bfigures )(?<!\breport )(?<!\bsales )(?<!\bdata )"
         r"(?<!\bincidents )(?<!\boutage )(?<!\binvoices )(?<!\bsignups )(?<!\borders )(?<!\berrors )"
         r"\bfrom (?:this|next|the next) (?:week|month|quarter|year|sprint)\b(?=\s*(?:[,.;:!?)]|$))"
         r"|\b(?:from|effective) (?:today|now|immediately)\b(?!['’]s)"
         # A value from a day or a month on, said at the clause's end: "single ride 3 eur from monday", "first contact
         # SLA is 24h from january" (not "the invoices from january", "the report from monday, mostly bots": a value
         # must come first).
         r"|(?<=\d)(?:\s*[a-z%€$£/]+)?\s+(?:from|starting|effective)\s+(?:the\s+)?(?:next\s+)?(?:monday|tuesday|wednesday|thursday"
         r"|friday|saturday|sunday|" + _MONTH + r")\b(?:\s+[a-z]+)?(?=\s*(?:[,.;:!?)]|$))"  # "£16 from the april renewals"
         # A clause that starts a thing from a day, said at its end: "parcelforce collects from monday, same 4pm slot"
         # (not what was done then, an absence, or a range of days: "open from monday to friday").
         r"|(?:^|(?<=[,;.!?]\s))(?!\s*(?:\w+(?<!e)ed|went|did|got|saw|had|was|were)\b)"
         r"(?![^,;.!?\n]*\b(?:leave|off|away|holiday|vacation)\b)[^,;.!?\n]*?"
         r"\bfrom\s+(?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?=\s*(?:[,.;:!?)]|$))"
         # A go-live: "MoveMan goes live on the 3rd", "ziflow is live." (not "the live chat", "plays live on fridays").
         r"|\b(?:goes|going|went|gone|is|are|was|'s|’s|now)\s+live\b(?=\s*(?:[,.;:!?)]|$)|\s+(?:from|next|this|tomorrow|today"
         r"|in\s+" + _MONTH + r"|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\s+(?:on\s+)?the\s+\d)"
         # … or said first: "From April the rate for post-launch changes is EUR 110/h" (not a span, "From April to June
         # …", "From April-June …", nor what was then: "From March the site was down twice")
         r"|^\s*(?:from|starting|effective)\s+(?:in\s+)?(?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday"
         r"|sunday|" + _MONTH + r")(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\b(?!\s*[-–]|\s+(?:to|until|till|through)\b)"
         r"(?![^.;!?\n]*\b(?:was|were|had|did)\b)"
         # From a day of the month on, said at a clause's end: "Adyen handles ticket payments from the 1st, …"
         r"|(?:^|(?<=[,;.!?]\s))(?!\s*(?:\w+(?<!e)ed|went|did|got|saw|had|was|were)\b)[^,;.!?\n]*?"  # not what was done
         r"\b(?:from|starting|effective)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b(?:\s+of\s+(?:the\s+month|" + _MONTH + r"))?"
         r"(?=\s*(?:[,.;:!?)]|$))", "from now on"),
        (r"\bnow\b|\bthese days\b|\bnowadays\b", "now"),  # "we're on Adyen these days"
        # A state since a moment, said first or the time ending there: "on 16 since the weekend" (not "since it is faster").
        (r"(?:(?P<first>^|(?<=[.;:!?] ))|\b)since\s+(?:the\s+(?:start\s+of\s+(?:the\s+)?)?|last\s+|this\s+|early\s+|mid[- ])?"
         # "since the engine upgrade", "since the 2.0 migration": an event of one named thing
         r"(?:(?<=the )[\w.-]+(?:\s+[\w.-]+)?\s+(?=(?:upgrade|migration|release|rewrite|rollout|roll-out|launch|relaunch|cutover"
         r"|switchover|shortage|reopening)\b))?"
         r"(?:weekend|week|month|term|semester|season|summer|spring|autumn|fall|winter|new year|"
         r"quarter|sprint|release|upgrade|migration|yesterday|morning|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|"
         r"march|april|june|july|august|september|october|november|december|v?\d\w*(?:\.\w+)*"
         # a day of a month ("since 1 november", "since 3rd of march"); an event ("since the re-tender"); a season's
         # timetable ("since the winter timetable")
         r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"|re-?tender|tender|roll-?out|launch|relaunch|re-?org|rebrand"
         r"|redesign|rewrite|merger|acquisition|go-live|cutover|changeover|switchover|shortage|re-?opening|refit|renovation"
         r"|clock change"
         r"|(?:summer|spring|autumn|fall|winter)\s+(?:timetable|schedule|release|update|term|semester))\b(?:\s+\d{1,4}\b)?(?(first)|(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|but|so|when|while|already|too|now|ago)\b))", "since"),
        # Since a thing went live: "since the GitHub App went live a push triggers the sync".
        (r"\bsince\s+(?:the\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+){0,3}?\s+(?:went live|launched|shipped|landed|was released"
         r"|was rolled out|rolled out|was merged|got merged)\b", "since"),
        (r"\b(?:deprecated|obsolete|outdated|superseded|replaced)\b", "deprecated"),
    )
)


# For a while, not for good: "raised the upload cap to 200 MB …, just until their deadline friday".
# Not the old wait it ended ("stores hated waiting until the next morning").
WHILE = re.compile(r"(?<!\bwaiting )(?<!\bwait )(?<!\bwaited )\b(?:until|till|til)\b(?!\s+further notice)"
                   r"|\b(?:temporarily|for now|for the time being|just for (?:this|the|a|one)|this week only"
                   r"|for (?:this|one|a) (?:week|day|weekend|sprint|month))\b", re.IGNORECASE)
# Beside, not instead, in the clause that says it: "trainer schedules also sync to google calendar now", "… now show
# the bank's rate next to the ECB one, only as info" (not
# "tickets render with Typst now, … the QR codes are sharper too").
BESIDE = re.compile(r"\b(?:also|as well|in addition|alongside|on top of|next to the|(?:only |just )?(?:as|for) info(?:rmation)?"
                    r"(?: only)?|purely informational|informational only)\b|\btoo\b(?=\s*(?:[,.;!?)]|$))", re.IGNORECASE)
# A plan or a wish, not a change made: "we should move card payments to Adyen next year", "thinking about
# dropping Jenkins". A decision for the future says when ("from next sprint on we'll use pnpm": "from now on").
PLAN = re.compile(r"\b(?:should|shall we|could|might|maybe|perhaps|would like to|(?:want|wants|wanted|plan|plans|planning|"
                  r"hope|hoping|aim|aiming|intend|intending) to|thinking (?:about|of)|considering|proposal|proposed|"
                  r"propose|on the roadmap|at some point|eventually|someday"
                  # a season or a month ahead: "next spring MessageBird sends the texts", "… moving to OfficeRnD in january"
                  r"|next (?:spring|summer|autumn|fall|winter|term|season)"
                  r"|(?:is|are)\s+(?:moving|switching|changing|going)\b[^.;]*\bin (?:january|february|march|april|may|june"
                  r"|july|august|september|october|november|december|the new year|spring|summer|autumn|winter))\b",
                  re.IGNORECASE)
# A wish, even with a date ("the parent council's idea is 80 euro from next year", "I'd rather we ran …").
WISH = re.compile(r"\b(?:idea is|(?:i|we|they)['’]d rather|would rather|wishlist)\b", re.IGNORECASE)
# Cues that say little by themselves: a new thing named, a new licence, a thing back.
WEAK_CUES = frozenset({"now", "new", "new rules", "again"})
