"""Everyday questions, another CONSTRUCTED set (``everyday-dev6``) — not external data, a development set.

Written in wave 14 by a helper ("dev6") so that the team can measure its ranking on questions it did
not tune on (the first run, kept back until the end of the session as a check), and then STUDY the
misses: once studied it is not held out; but it was written like a sealed set, without knowledge of
the ranking. Its author did not read the ranking, retrieval or update-detection code,
``docs/updates.md``, ``docs/lexical-and-usage.md``, ``docs/evaluation.md`` (but for the fifth dev set's
section, in the commit that added it), the evaluation report or its results, the changelog or
anyone's notes, and did not open the sealed sets (``everyday_blind*``, ``everyday_holdout``) at all.
Seen: ``everyday_dev5`` as the file's template (structure and conventions, not its content), only the
module docstrings of ``everyday``, ``everyday_check``, ``everyday_fresh``, ``everyday_sealed`` and
``everyday_dev`` to ``everyday_dev4`` (to pick other kinds of product), ``everyday.NOW`` and
``build_workspace_job``'s signature, the set-shape and registration tests, and the commit that
registered ``everyday-dev5``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a radio
station's playout and scheduling system (Liquidsoap, a hosted listener stream, an RDS encoder at the
transmitter, an Ofcom compliance logger, PRS/PPL music returns), a craft brewery's ERP (fermenter
probes over LoRa, keg tracking, wholesale invoicing, the alcohol duty return, a webshop), a city
pay-by-plate parking app (Kotlin Multiplatform apps, ANPR enforcement, resident permits, versioned
tariffs) and a dating app (photo moderation, matching, chat, profile verification). 20 memories each
(80), remembered over more than a year (2–420 days ago), 34 of the 80 with a topic (as ``#topic
text`` in the chat sends it), typed as developers type into chat (short, some lower case,
abbreviations, three typos, "lol"), some of two sentences with the reason, and sixteen recent side
remarks or incidents (2–6 days old: a broken mic, a transmitter power cut, a courier's ruined
pallet, a misread plate, a meetup, a joke about a push at dinner) that mention a question's words in
passing without answering it; and 44 questions, each answered by exactly one memory, short and
casual.

Shaped like a typical held-out set: 14 replaced, 12 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (rotation / rotate, approves / approval, plan / planning, extend / extensions, verified /
verification). ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 15
labelled pairs, one of them a chain of three (dead air alerts: PagerDuty → "switched dead air
alerting from pagerduty to Opsgenie" → "silence alarms page through Grafana OnCall now …", which no
longer says "dead air"; the question, "do dead air alerts still go through PD?", is answered by the
last). The changes are worded in many ways: explicit switch words ("moved invoicing off xero onto
QuickBooks Online"), only the new value with "now" ("fermenter probes report once a minute now",
"minimum is API 26 now"), another product of the same kind with no change word ("StreamGuys hosts
the listener streams …", "Checkout.com processes every parking payment …", "Hive scans every
uploaded picture …"), a retirement ("the text-to-park short code is switched off for good"), owner
changes ("Brightwater & Co (our accountants) file the duty return from this month", "Aiko's
recommendations squad has the ranking code now", asked about as "the matching algo"), a schedule or
number said in new words ("PPL and PRS want our playlists by the 5th of every month" for a quarterly
export, "council halved the grace time"), and reversed policies ("bar staff may apply the 10% locals
discount themselves again", "read receipts are back"). In every pair the OLD memory shares at least
as many of the question's words as the new one, in most of them more. Three of the 15 newer memories
share a topic with what they replace. All 12 plain questions are answered by an OLD decision
(330–420 days) that is still true, with newer memories or recent side remarks around it that share
its words, several of them with change-like words about OTHER things: a running-order template
"changed … from january", a mic "swapped in the spare", a misprinted batch "relabelled", a report
that "needs stock value per pack format now", visitor permits whose price the council "raised", a
misread plate whose fine was "cancelled", a block button "moved" to the top of the chat, and bios
people "can change … anytime now".

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev6"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "radio": [
        ("stream-icecast", "the web stream is served by two icecast boxes behind haproxy, 128k mp3 + 64k aac",
         "streaming", 400),
        ("stream-guys", "StreamGuys hosts the listener streams and their CDN, we push a single source to them from "
                        "the studio", None, 70),
        ("deadair-pd", "dead air alerts page the on-call engineer through PagerDuty after 20 s of silence",
         "alerts", 395),
        ("deadair-og", "switched dead air alerting from pagerduty to Opsgenie, cheaper on the nonprofit plan", None,
         230),
        ("deadair-oncall", "silence alarms page through Grafana OnCall now, opsgenie is being shut down by atlassian "
                           "anyway", None, 25),
        ("log-quarterly", "the music log for PRS and PPL is exported as a csv every quarter", "royalties", 360),
        ("log-monthly", "PPL and PRS want our playlists by the 5th of every month under the new licence", None, 60),
        ("voicetrack", "Voice tracks are recorded in the browser and saved as 48 kHz WAV, never mp3. They get "
                       "re-encoded for the stream anyway.", "voicetracking", 380),
        ("side-voicetrack", "recorded a voice track in my car lol, the studio 2 mic is dead, swapped in the spare",
         None, 4),
        ("lock", "a show's running order locks 15 min before it goes on air, after that only the presenter in the "
                 "studio can change it", "scheduling", 350),
        ("breakfast", "breakfast running order template changed: news moves to :55 from january", None, 20),
        ("rds", "now playing goes to the RDS encoder at the transmitter over UDP, 64 chars max, we cut the artist "
                "first", None, 400),
        ("side-transmitter", "transmitter site lost power on saturday, the RDS encoder needed a reboot, all fine now",
         None, 2),
        ("loudness", "ad spots are normalised to -23 LUFS (EBU R128) when they're imported", "audio", 180),
        ("side-loudness", "sales asked why their client's ad sounds quieter than the songs, spent 20 min explaining "
                          "loudness normalisation", None, 5),
        ("archive", "the compliance logger records everything we broadcast and keeps it 90 days (ofcom asks for 42)",
         "archive", 210),
        ("side-archive", "pulled tuesday's phone-in recording from the logger for a listener complaint", None, 4),
        ("transcripts", "talk show transcripts come from whisper on the gpu box in the rack, producers fix the names "
                        "by hand", None, 150),
        ("rotation", "songs rotate by category: power every 3h, recurrents every 8h, gold roughly once a day, same "
                     "artist never within an hour", "music", 190),
        ("approval", "new adds to the playlist need the music director's approval at the tuesday music meeting, "
                     "nobody puts tracks straight into the library", None, 300),
    ],
    "brewery": [
        ("inv-xero", "wholesale invoices are created in Xero through their API, one per delivery note", "invoicing",
         380),
        ("inv-qbo", "moved invoicing off xero onto QuickBooks Online, our accountant works in it all day", None, 110),
        ("temp-5min", "tank temps are read from the LoRa probes every 5 min", "fermentation", 330),
        ("temp-1min", "fermenter probes report once a minute now, the gateway upgrade made it free", "fermentation",
         40),
        ("disc-no", "taproom staff can't give discounts on the till, that needs the manager PIN", "taproom", 300),
        ("disc-yes", "bar staff may apply the 10% locals discount themselves again, manager PIN only for anything "
                     "bigger", None, 45),
        ("duty-hamish", "Hamish does the monthly alcohol duty return, he has the HMRC gateway login", "duty", 350),
        ("duty-accountants", "Brightwater & Co (our accountants) file the duty return from this month, hamish handed "
                             "them the gateway login", None, 30),
        ("batch-numbers", "Batch numbers are YYDDD + tank letter, e.g. 26114B. Never reuse one, recalls depend on "
                          "it.", "batches", 420),
        ("side-misprint", "misprinted the batch number on 200 cans of the hazy, relabelled them by hand", None, 3),
        ("kegs", "every keg has a QR sticker, scanned out on delivery and back in on colection. that's all our keg "
                 "tracking", "kegs", 370),
        ("side-kegs", "the pub chain returned kegs with the QR stickers peeled off again, counted them by hand", None,
         5),
        ("stock-litres", "stock is held in litres in the ERP, never in cans or kegs; pack formats are only a view on "
                         "top", None, 330),
        ("stock-view", "year-end report needs stock value per pack format now, the accountant asked, added a view",
         None, 12),
        ("courier", "webshop orders ship with DPD, the label prints when the order gets packed", "shop", 200),
        ("side-courier", "the courier dumped a pallet of cans in the rain outside the taproom, half the boxes ruined",
         None, 4),
        ("age-check", "online sales: customers enter their date of birth at checkout and the driver checks ID at the "
                      "door (Challenge 25)", None, 240),
        ("side-age", "design is redoing the ugly age verification popup on the marketing site", None, 5),
        ("emails", "transactional emails go out through Resend, from orders@", None, 160),
        ("routes", "route planning happens thursdays for the following week, one van per region", "deliveries", 190),
    ],
    "parking": [
        ("pay-mollie", "payments are taken by Mollie: cards, iDEAL and apple pay", "payments", 390),
        ("pay-checkout", "Checkout.com processes every parking payment, wallets included", None, 60),
        ("sms-park", "drivers can start a session by texting the zone code to 84040 (SMS parking)", "sms", 360),
        ("sms-off", "the text-to-park short code is switched off for good, under 1% of sessions used it", None, 55),
        ("grace-10", "grace period is 10 minutes after a session ends before ANPR issues a fine", "enforcement", 340),
        ("grace-5", "council halved the grace time, it's 5 min from the 1st", "enforcement", 35),
        ("minsdk-24", "the android app supports API 24 and up (minSdk 24)", "android", 320),
        ("minsdk-26", "minimum is API 26 now, targetSdk 35 bc of the play store deadline", None, 50),
        ("plates", "Plates are stored uppercase with spaces and dashes stripped (ab-12 cd -> AB12CD). Always compare "
                   "plates in that form.", "plates", 400),
        ("side-anpr", "ANPR camera at the station garage read an O on a plate as 0 again, the warden cancelled the "
                      "fine", None, 3),
        ("permits", "a resident permit covers at most 2 plates, swapping a plate takes effect immediately",
         "permits", 360),
        ("visitor-price", "visitor permits are 1.50 a day now, the council raised the price", None, 25),
        ("tariffs", "tariffs are versioned: a session is charged at the tariff valid when it started, even if the "
                    "price changes midway", "tariffs", 380),
        ("side-tariff", "zone 12 goes to 3.20/h on monday, loaded the new tariff in the admin", None, 4),
        ("refunds", "support may refund up to 20 EUR per session on their own, anything above needs finance", None,
         180),
        ("side-refund", "someone asked support for a refund bc they paid for parking in the wrong city lol", None, 5),
        ("zones", "zone polygons come from the council's GeoJSON, a script imports them whenever they publish a new "
                  "file", "zones", 220),
        ("side-zone", "a driver parked exactly on a zone boundary and got offered both zones, honestly fine", None, 4),
        ("translations", "app translations are managed in Crowdin (nl, fr, de, en), devs only edit the english "
                         "strings", None, 150),
        ("extend", "extensions happen from the live notifcation (+15/+30/+60), the end time moves and the session id "
                   "stays the same", None, 190),
    ],
    "dating": [
        ("photos-rekognition", "profile photos are checked for nudity with AWS Rekognition before they go live",
         "moderation", 370),
        ("photos-hive", "Hive scans every uploaded picture for nudity and violence before anyone can see it", None,
         40),
        ("receipts-no", "no read receipts in chat, we don't want people pressured into replying fast", "chat", 330),
        ("receipts-yes", "read receipts are back, as a Plus feature", "chat", 45),
        ("match-noah", "Noah owns the matching algorithm, ask him before touching the score weights", "matching",
         350),
        ("match-aiko", "Aiko's recommendations squad has the ranking code now, Noah left in october", None, 30),
        ("location", "Location is stored as a 6-char geohash (~1 km) and distances are shown rounded, never exact. "
                     "Stalking risk.", "privacy", 410),
        ("side-location", "the location permission prompt shows twice on android 14, so annoying, ticket filed",
         None, 4),
        ("blocking", "Blocking is silent and permanant: the blocked person just stops seeing you, no notification.",
         "safety", 380),
        ("block-button", "moved block/report to the top of the chat screen, nobody found it in the menu", None, 15),
        ("birthdate", "minimum age is 18, checked against the date of birth at signup, and the birth date can't be "
                      "edited afterwards", "signup", 400),
        ("edit-bio", "people can change their bio and prompts anytime now, we dropped the review queue", None, 18),
        ("push-copy", "push texts never include the other person's name or message, lock screens aren't private",
         "push", 210),
        ("side-push", "got a 'new match!' push at dinner and my mum asked who it was lol", None, 3),
        ("reported", "reported conversations are kept 180 days for trust & safety, then purged", None, 230),
        ("side-report", "reported a spam bot's chat from my own account, it was banned within minutes", None, 5),
        ("video", "video calls run on Daily's WebRTC SDK, capped at 30 min", None, 140),
        ("ab-tests", "A/B tests: GrowthBook, self-hosted, one feature flag per experiment", None, 170),
        ("verify", "profile verification = a live selfie compared to their photos, the blue tick shows up after",
         None, 190),
        ("side-meetup", "trust & safety meetup in berlin was great, their photo moderation war stories were wild",
         None, 6),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "radio": [
        ("radio-deadair", "do dead air alerts still go through PD?", "deadair-oncall", "replaced"),
        ("radio-stream", "what serves the web stream?", "stream-guys", "replaced"),
        ("radio-musiclog", "how often do we send the music log to PRS?", "log-monthly", "replaced"),
        ("radio-voicetrack", "what format are voice tracks saved in?", "voicetrack", "plain"),
        ("radio-lock", "when does the running order get locked?", "lock", "plain"),
        ("radio-rds", "how does now playing get to the RDS encoder?", "rds", "plain"),
        ("radio-loudness", "what loudness are ads normalised to?", "loudness", "side-remark"),
        ("radio-offair", "how long are off-air recordings kept?", "archive", "side-remark"),
        ("radio-transcripts", "what do we use for transcripts?", "transcripts", "stopwords"),
        ("radio-rotation", "how does song rotation work?", "rotation", "word-form"),
        ("radio-approve", "who approves new songs for the playlist?", "approval", "word-form"),
    ],
    "brewery": [
        ("brewery-invoices", "are wholesale invoices still made in xero?", "inv-qbo", "replaced"),
        ("brewery-temps", "how often are tank temps read?", "temp-1min", "replaced"),
        ("brewery-discount", "can taproom staff give discounts?", "disc-yes", "replaced"),
        ("brewery-duty", "who does the alcohol duty return?", "duty-accountants", "replaced"),
        ("brewery-batch", "what's the batch number format?", "batch-numbers", "plain"),
        ("brewery-kegs", "how are kegs tracked?", "kegs", "plain"),
        ("brewery-stock", "what unit do we keep stock in?", "stock-litres", "plain"),
        ("brewery-courier", "which courier takes webshop orders?", "courier", "side-remark"),
        ("brewery-age", "how do we verify age for online sales?", "age-check", "side-remark"),
        ("brewery-emails", "what do we use for emails?", "emails", "stopwords"),
        ("brewery-routes", "when do we plan delivery routes?", "routes", "word-form"),
    ],
    "parking": [
        ("parking-psp", "which PSP takes the card payments?", "pay-checkout", "replaced"),
        ("parking-sms", "can drivers still park by SMS?", "sms-off", "replaced"),
        ("parking-grace", "how long's the grace period before a fine?", "grace-5", "replaced"),
        ("parking-android", "what's the oldest android version the app supports?", "minsdk-26", "replaced"),
        ("parking-plates", "how are number plates stored?", "plates", "plain"),
        ("parking-permit", "how many plates can a resident permit have?", "permits", "plain"),
        ("parking-tariff", "which tariff applies if the price changes mid-session?", "tariffs", "plain"),
        ("parking-refund", "how much can support refund without asking finance?", "refunds", "side-remark"),
        ("parking-zones", "where do the zone boundaries come from?", "zones", "side-remark"),
        ("parking-translations", "what do we use for translations?", "translations", "stopwords"),
        ("parking-extend", "how do drivers extend a running session?", "extend", "word-form"),
    ],
    "dating": [
        ("dating-photos", "what replaced rekognition for photo checks?", "photos-hive", "replaced"),
        ("dating-receipts", "do we show read receipts in chat?", "receipts-yes", "replaced"),
        ("dating-matching", "who owns the matching algo?", "match-aiko", "replaced"),
        ("dating-location", "how precise is the location we store?", "location", "plain"),
        ("dating-block", "does someone get notified when they're blocked?", "blocking", "plain"),
        ("dating-dob", "can people change their date of birth after signing up?", "birthdate", "plain"),
        ("dating-push", "do push notifications show the match's name?", "push-copy", "side-remark"),
        ("dating-reported", "how long do we keep reported chats?", "reported", "side-remark"),
        ("dating-video", "what do we use for video calls?", "video", "stopwords"),
        ("dating-ab", "what do we use for A/B tests?", "ab-tests", "stopwords"),
        ("dating-verify", "how are users verified?", "verify", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "radio-deadair": "alias", "radio-stream": "plain", "radio-musiclog": "plain", "radio-voicetrack": "plain",
    "radio-lock": "plain", "radio-rds": "plain", "radio-loudness": "plain", "radio-offair": "synonym",
    "radio-transcripts": "plain", "radio-rotation": "plain", "radio-approve": "synonym",
    "brewery-invoices": "still-use", "brewery-temps": "abbreviation", "brewery-discount": "plain",
    "brewery-duty": "plain", "brewery-batch": "plain", "brewery-kegs": "plain", "brewery-stock": "plain",
    "brewery-courier": "plain", "brewery-age": "synonym", "brewery-emails": "plain", "brewery-routes": "plain",
    "parking-psp": "abbreviation", "parking-sms": "still-use", "parking-grace": "plain", "parking-android": "version",
    "parking-plates": "plain", "parking-permit": "plain", "parking-tariff": "plain", "parking-refund": "plain",
    "parking-zones": "synonym", "parking-translations": "plain", "parking-extend": "plain",
    "dating-photos": "switched-from", "dating-receipts": "plain", "dating-matching": "abbreviation",
    "dating-location": "plain", "dating-block": "plain", "dating-dob": "plain", "dating-push": "plain",
    "dating-reported": "synonym", "dating-video": "plain", "dating-ab": "plain", "dating-verify": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "radio": [("deadair-pd", "deadair-og"), ("deadair-og", "deadair-oncall"), ("stream-icecast", "stream-guys"),
              ("log-quarterly", "log-monthly")],
    "brewery": [("inv-xero", "inv-qbo"), ("temp-5min", "temp-1min"), ("disc-no", "disc-yes"),
                ("duty-hamish", "duty-accountants")],
    "parking": [("pay-mollie", "pay-checkout"), ("sms-park", "sms-off"), ("grace-10", "grace-5"),
                ("minsdk-24", "minsdk-26")],
    "dating": [("photos-rekognition", "photos-hive"), ("receipts-no", "receipts-yes"), ("match-noah", "match-aiko")],
}


def load_everyday_dev6() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
