"""Everyday questions, another CONSTRUCTED set (``everyday-dev8``) — not external data, a development set.

Written after wave 15's full run by a helper ("dev8") so that the team can measure its ranking on questions it did
not tune on (the first run, kept back as a check), and then STUDY the misses: once studied it is not
held out; but it was written like a sealed set, without knowledge of the ranking. Its author did not
read the ranking, retrieval or update-detection code, ``docs/updates.md``, ``docs/evaluation.md`` (but
for the seventh dev set's section, in the commit that added it, and, only after this set's data and
labels were committed, that section as it stands with its results), the evaluation report or its
results, the changelog or anyone's notes but the dev7 helper's (which describe only that set's shape
and registration), and did not open the sealed sets (``everyday_blind*``, ``everyday_holdout``) at
all. Seen: ``everyday_dev7`` as the file's template (structure and conventions, not to copy its
content), only the module docstrings of ``everyday``, ``everyday_check``, ``everyday_fresh``,
``everyday_sealed`` and ``everyday_dev`` to ``everyday_dev6`` (to pick other kinds of product),
``everyday.NOW`` and ``build_workspace_job``, the set-shape tests, and the commit that registered
``everyday-dev7``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a regional
ferry operator's booking and boarding system (a booking site and API on ECS, a payment page, ramp
scanners, vehicle lengths, the harbour board's seasonal timetable), a city council's waste
collection service (a Flutter resident app, cab tablets in the trucks, RFID bin tags, missed-bin
reports, bulky waste and garden waste), a translation management SaaS (connected GitHub repos,
machine pre-translation, a translation memory, QA checks, freelance translators, a free plan) and a
company expense-reporting app (receipt OCR, approvals, mileage, foreign currency, card feeds, payroll
payouts). 20 memories each (80), remembered over more than a year (2–410 days ago), 33 of the 80 with
a topic (as ``#topic text`` in the chat sends it), typed as developers type into chat (short, some
lower case, abbreviations, three typos and two in questions, "lol"), some of two sentences or with
the reason, and eight recent side remarks or incidents (2–6 days old: a booking reference spelt out
on the phone, a lorry on the ramp, a truck lost in an underpass, a councillor on the staff portal, a
late Payoneer transfer, an Arabic reviewer's Safari bug, a per diem overheard at an airport, a late
Amex feed) that mention a question's words in passing without answering it; and 44 questions, each
answered by exactly one memory, short and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (amend / amendments, contaminated / contamination, segmented / segmentation, duplicated /
duplicates, tips / tipping). ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES``
holds 16 labelled pairs, one of them a chain of three (ramp scanners: Zebra TC52 handhelds → "swapped
the handhelds for TC58s …" → "the zebras are gone, ramp crew use their work iPhones with the scanner
build from testflight now", which no longer says "deckhands" or "boarding passes"; the question,
"what do deckhands scan boarding passes with?", is answered by the last). The changes are worded in
many ways, most sharing few words with the question or the old memory: another product of the same
kind named alone ("Checkout.com does the card side of the booking site since september …",
"Routeware builds the weekly rounds since the re-tender …", "DeepL pre-translates every new project
now …"), "moved off textract, Mindee's receipt API does the extraction now …", a push that ends a
poll ("since the GitHub App went live a push to the default branch triggers the string sync straight
away, no more cron"), values and limits in new words ("vans and motorhomes up to 7 metres are fine on
the website …" for a 6.5 m limit, "the 'we didn't empty your bin' form now shuts at 5pm on the next
working day" for 48 hours, "free tier is 3 projects / 2k words as of last sprint", "car trips are
reimbursed at 38 cents a kilometre …" for a 0.30 EUR mileage rate), a version bump naming only the
number ("bumped the app to 3.27 last sprint …"), owner changes ("Aoife has the seasonal schedule
upload now …", asked about as "the timetable import"; "large item collections moved over to the
digital team, so Hannah is the one to ask …", asked about as "bulky waste bookings") and changes
said inside a longer note with other news ("long week: moved TM search to opensearch, suggestions
under 70 are hidden now … and the xliff export bug is fixed", asked about as "the fuzzy match
threshold on elastic"; "notes from the finance sync: they only want to see claims above 1k from now
on … they also want taxi receipts again …"). In every pair the OLD memory shares at least as many of
the question's words as the new one, in most of them more. One of the 16 newer memories shares a
topic with what it replaces. All 11 plain questions are answered by an OLD decision (300–400 days)
that is still true, with a newer memory around it that shares its words and looks like a change but
is not one: a one-off ("for the 23rd and 24th december sailings we're telling drivers to arrive 45
min before departure", "no shift at christmas this year …"), a plan or wish ("we should move the
booking api to the London region at some point …", "we should let people pay for garden waste by
direct debit …"), a trial ("trying gettext-style plural keys for one enterprise customer this week
…", "finance is piloting same-day bank transfers for the sales team …"), a neighbouring thing that
does not change the asked one (food caddies that are not tagged, a new length warning beside the
placeholder check, the bank's rate shown next to the ECB one, the app deleting its local copy of a
receipt photo) and "also" ("enterprise projects can also get the translated files back as a pull
request …").

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev8"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "ferry": [
        ("pay-worldpay", "web bookings are paid through Worldpay's hosted payment page, card numbers never touch our "
                         "servers", "payments", 380),
        ("pay-checkout", "Checkout.com does the card side of the booking site since september. old worldpay refunds "
                         "still go through their portal until march", None, 60),
        ("scan-tc52", "deckhands scan boarding passes at the ramp with Zebra TC52 handhelds running our kotlin app",
         "boarding", 410),
        ("scan-tc58", "swapped the handhelds for TC58s, the TC52s went back to the leasing company. same app, just "
                      "faster in the rain", None, 230),
        ("scan-iphone", "the zebras are gone, ramp crew use their work iPhones with the scanner build from testflight "
                        "now", None, 25),
        ("veh-65", "online booking takes vehicles up to 6.5 m long, anything bigger has to ring the office",
         "vehicles", 350),
        ("veh-7", "vans and motorhomes up to 7 metres are fine on the website since the winter timetable, lorries "
                  "still by phone", None, 45),
        ("tt-ruairi", "Ruairi owns the timetable import, the harbour board sends a csv of sailings before each season",
         "timetable", 330),
        ("tt-aoife", "Aoife has the seasonal schedule upload now, she covered while Ruairi was on paternity leave and "
                     "is keeping it", None, 20),
        ("checkin", "vehicles need to be in the marshalling lanes 30 min before departure or they lose their space",
         "port", 360),
        ("checkin-xmas", "for the 23rd and 24th december sailings we're telling drivers to arrive 45 min before "
                         "departure, it's always chaos", None, 8),
        ("region", "the booking api and its postgres run on ECS in eu-west-1 (Ireland)", "infra", 300),
        ("region-plan", "we should move the booking api to the London region at some point, the harbour board keeps "
                        "asking wich country the data lives in", None, 18),
        ("bookref", "booking references are 6 characters without 0, O, 1 or I so people can read them out over the "
                    "phone", None, 200),
        ("side-bookref", "spent ten minutes on the phone with a customer spelling out a booking reference letter by "
                         "letter, she had an old email open", None, 3),
        ("wheelchair", "passengers who need wheelchair access tick a box when booking, their car gets the lane by the "
                       "lift and a space next to it on deck", "accessibility", 220),
        ("side-wheelchair", "a wheelchair user missed the 7:40 on saturday because a lorry was blocking the ramp, "
                            "complaint is logged with ops", None, 4),
        ("sentry", "crashes from the scanner app and the booking api all end up in Sentry", None, 160),
        ("amend", "customers can amend a booking for free up to 24h before sailing, after that it's a 10 pound admin "
                  "fee", "fares", 280),
        ("dogs", "dogs stay in the car or in the pet lounge on deck 3, never in the passenger saloon", None, 190),
    ],
    "bins": [
        ("rounds-webaspx", "collection rounds are planned in Webaspx and sent to the cab tablets every friday",
         "rounds", 390),
        ("rounds-routeware", "Routeware builds the weekly rounds since the re-tender, the cabs still get them friday "
                             "afternoon", None, 80),
        ("missed-48h", "residents can report a missed bin up to 48 hours after their collection day", "reports", 360),
        ("missed-nextday", "the 'we didn't empty your bin' form now shuts at 5pm on the next working day, ops couldn't "
                           "send a truck back for day-three reports", None, 35),
        ("flutter-316", "the resident app is on Flutter 3.16, pinned because the maps plugin breaks on anything newer",
         "mobile", 300),
        ("flutter-327", "bumped the app to 3.27 last sprint, the map plugin fix finally landed", "mobile", 28),
        ("bulky-dev", "Dev in the contact centre signs off any change to the bulky waste booking flow", "bulky", 340),
        ("bulky-hannah", "large item collections moved over to the digital team, so Hannah is the one to ask before "
                         "touching those pages", None, 15),
        ("rfid", "every wheelie bin has an RFID tag and the lifter on the truck logs it when the bin is emptied",
         "rfid", 400),
        ("caddies", "food caddies get emptied by hand and aren't tagged, so there's no record for those", None, 22),
        ("bankhol", "on bank holiday weeks every collection after the holiday moves one day later, saturday included",
         "calendar", 370),
        ("xmas-crews", "no shift at christmas this year, crews are working boxing day so collections stay on their "
                       "normal day that week", None, 10),
        ("garden", "garden waste is a paid subscription, 52 pounds a year, renewed every april", "garden", 350),
        ("garden-dd", "we should let people pay for garden waste by direct debit, the card-only renewals are a pain "
                      "evey spring", None, 25),
        ("gps", "the cab tablets send the truck's GPS position every 15 seconds, we keep the tracks for a year", None,
         210),
        ("side-gps", "truck 14 lost gps in the underpass all morning, the live map had it parked at the depot", None,
         3),
        ("postcode", "residents don't need an account to see their bin day, postcode and house number is enough",
         None, 240),
        ("side-account", "a councillor at the demo asked why she needed an account to look up her bin day, she'd "
                         "opened the staff portal lol", None, 6),
        ("onesignal", "the night-before reminders go out as push notifications through OneSignal", None, 190),
        ("contaminated", "if a recycling bin has the wrong stuff in it the crew leaves it, puts a sticker on and logs "
                         "a photo as contaminated", "recycling", 230),
    ],
    "l10n": [
        ("mt-google", "machine translation suggestions come from the Google Translate API, one request per segment",
         "mt", 385),
        ("mt-deepl", "DeepL pre-translates every new project now, whole files batched instead of segment by segment",
         None, 50),
        ("sync-poll", "connected GitHub repos get polled every 10 minutes for changed source strings", "github", 360),
        ("sync-app", "since the GitHub App went live a push to the default branch triggers the string sync straight "
                     "away, no more cron", None, 40),
        ("tm-es", "translation memory lookups run on Elasticsearch, fuzzy matches below 75% aren't shown", "tm", 340),
        ("tm-notes", "long week: moved TM search to opensearch, suggestions under 70 are hidden now so translators see "
                     "a few more, and the xliff export bug is fixed", None, 30),
        ("free-plan", "the free plan allows 2 projects and 1,000 source words", "pricing", 320),
        ("free-tier", "free tier is 3 projects / 2k words as of last sprint, marketing thought it was too stingy",
         None, 12),
        ("placeholders", "saving a translation is blocked if it drops or changes a placeholder like {name} or %s",
         "qa", 395),
        ("length-warn", "new QA check: translations more than 50% longer than the source get a warning, it doesn't "
                        "block saving", "qa", 20),
        ("plurals", "plurals follow the CLDR rules through ICU MessageFormat, we never make up plural forms for a "
                    "customer", None, 380),
        ("plurals-trial", "trying gettext-style plural keys for one enterprise customer this week, only in their "
                          "workspace", None, 9),
        ("download", "customers download their translations as a zip, one file per locale in the same format they "
                     "uploaded", "export", 300),
        ("download-pr", "enterprise projects can also get the translated files back as a pull request on their repo",
         None, 35),
        ("payoneer", "freelance translators are paid monthly through Payoneer at their own per-word rate", "vendors",
         230),
        ("side-payoneer", "a translator in Lagos messaged that her payoneer money is late, it's a bank holiday there",
         None, 5),
        ("rtl", "RTL locales (ar, he, fa) get a mirrored editor and a bidi preview", "editor", 200),
        ("side-rtl", "the arabic reviewer on the acme project says the right-to-left preview looks broken in safari, "
                     "can't reproduce it", None, 3),
        ("paddle", "subscriptions are charged through Paddle, they deal with VAT and invoices for us", None, 270),
        ("segments", "source files are segmented by sentence, not by paragraph, so the TM hits are more useful",
         None, 250),
    ],
    "expenses": [
        ("ocr-textract", "receipt photos go through AWS Textract and the amount, date and merchant get prefilled",
         "receipts", 370),
        ("ocr-mindee", "we moved off textract, Mindee's receipt API does the extraction now and it actually finds the "
                       "VAT line", None, 65),
        ("approval-500", "expense claims over 500 EUR need a second approval from finance after the line manager",
         "approvals", 350),
        ("finance-sync", "notes from the finance sync: they only want to see claims above 1k from now on, line "
                         "managers are enough below that. they also want taxi receipts again and the Q4 close is on "
                         "the 15th", None, 30),
        ("mileage-30", "mileage is paid back at 0.30 EUR per km", "mileage", 330),
        ("mileage-38", "car trips are reimbursed at 38 cents a kilometre since 1 november", None, 20),
        ("fx", "foreign currency claims are converted at the ECB rate of the receipt date, not the card statement "
               "date", "fx", 390),
        ("fx-bankrate", "card lines in a foreign currency now show the bank's rate next to the ECB one, only as info "
                        "for the approver", None, 14),
        ("retention", "receipt images are kept for 10 years because of the tax rules, then purged", "compliance",
         400),
        ("local-delete", "the mobile app now deletes its local copy of a receipt photo as soon as the upload is "
                         "confirmed", None, 18),
        ("payroll", "approved reimbursements are paid out with the next payroll run, never seperately", None, 360),
        ("instant-pilot", "finance is piloting same-day bank transfers for the sales team's reimbursements this month",
         None, 20),
        ("perdiem", "per diem rates come from the government table per country and get updated every january",
         "travel", 250),
        ("side-perdiem", "overheard someone at the airport moaning that their per diem for Lyon got rejected, our "
                         "rules would have paid it lol", None, 4),
        ("cardfeed", "company card transactions arrive through the issuers' daily feeds and get matched to receipts by "
                     "amount and date", "cards", 210),
        ("side-amex", "the amex feed was a day late on monday, their support says it was on their side", None, 2),
        ("sso", "employees sign in with their company's Okta or Entra over SAML, we don't keep passwords", None, 280),
        ("accounting", "finished reports get exported to DATEV or Xero, whichever the customer has connected", None,
         240),
        ("duplicates", "a claim gets flagged as duplicated when amount, date and merchant match an earlier receipt",
         None, 180),
        ("tips", "tips are reimbursed up to 10% of the bill, anything above that is on the employee", None, 260),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "ferry": [
        ("ferry-psp", "which PSP handles online bookings?", "pay-checkout", "replaced"),
        ("ferry-scan", "what do deckhands scan boarding passes with?", "scan-iphone", "replaced"),
        ("ferry-length", "what's the max vehicle length people can book online?", "veh-7", "replaced"),
        ("ferry-timetable", "who looks after the timetable import?", "tt-aoife", "replaced"),
        ("ferry-checkin", "how early do cars have to turn up before a sailing?", "checkin", "plain"),
        ("ferry-region", "which aws region is the booking api in?", "region", "plain"),
        ("ferry-ref", "what format are booking refs?", "bookref", "side-remark"),
        ("ferry-wheelchair", "how do we handle wheelchair bookings?", "wheelchair", "side-remark"),
        ("ferry-errors", "what do we use for error tracking?", "sentry", "stopwords"),
        ("ferry-amend", "are amendments free?", "amend", "word-form"),
    ],
    "bins": [
        ("bins-rounds", "what do we plan the collection rounds in?", "rounds-routeware", "replaced"),
        ("bins-missed", "how long do residents have to report a missed bin?", "missed-nextday", "replaced"),
        ("bins-flutter", "what flutter version is the resident app on?", "flutter-327", "replaced"),
        ("bins-bulky", "who approves changes to bulky waste bookings?", "bulky-hannah", "replaced"),
        ("bins-emptied", "how do we know a bin was emptied?", "rfid", "plain"),
        ("bins-bankhol", "what happens to collections in a bank holiday week?", "bankhol", "plain"),
        ("bins-garden", "how much does the garden waste subscription cost?", "garden", "plain"),
        ("bins-gps", "how often do the trucks send their location?", "gps", "side-remark"),
        ("bins-account", "do residents need an account to check their bin day?", "postcode", "side-remark"),
        ("bins-push", "what do we use for push notifications?", "onesignal", "stopwords"),
        ("bins-contamination", "how do crews report contamination?", "contaminated", "word-form"),
    ],
    "l10n": [
        ("l10n-mt", "do we still use google translate for MT?", "mt-deepl", "replaced"),
        ("l10n-sync", "how often do we poll conected repos for new strings?", "sync-app", "replaced"),
        ("l10n-fuzzy", "what's the fuzzy match threshold on elastic?", "tm-notes", "replaced"),
        ("l10n-free", "whats the limit on the free plan?", "free-tier", "replaced"),
        ("l10n-placeholders", "do we block translations with broken placeholders?", "placeholders", "plain"),
        ("l10n-plurals", "which plural rules do we follow?", "plurals", "plain"),
        ("l10n-format", "what format do customers get their translations in?", "download", "plain"),
        ("l10n-translators", "how do we pay freelance translators?", "payoneer", "side-remark"),
        ("l10n-rtl", "do we support right-to-left languages in the editor?", "rtl", "side-remark"),
        ("l10n-billing", "what do we use for billing?", "paddle", "stopwords"),
        ("l10n-segmentation", "how does segmentation work?", "segments", "word-form"),
    ],
    "expenses": [
        ("exp-ocr", "what replaced textract for reading receipts?", "ocr-mindee", "replaced"),
        ("exp-approval", "when does finance have to approve an expense?", "finance-sync", "replaced"),
        ("exp-mileage", "what's the mileage rate?", "mileage-38", "replaced"),
        ("exp-fx", "which exchange rate do we use for foreign currency claims?", "fx", "plain"),
        ("exp-retention", "how long do we keep receipt images?", "retention", "plain"),
        ("exp-payout", "when do people get their expenses paid back?", "payroll", "plain"),
        ("exp-perdiem", "where do per diem rates come from?", "perdiem", "side-remark"),
        ("exp-cards", "how do company card transactions get into the app?", "cardfeed", "side-remark"),
        ("exp-sso", "what do we use for sso?", "sso", "stopwords"),
        ("exp-accounting", "what do we use for accounting exports?", "accounting", "stopwords"),
        ("exp-duplicates", "how do we catch duplicates?", "duplicates", "word-form"),
        ("exp-tipping", "what's our policy on tipping?", "tips", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "ferry-psp": "abbreviation", "ferry-scan": "plain", "ferry-length": "plain", "ferry-timetable": "plain",
    "ferry-checkin": "synonym", "ferry-region": "plain", "ferry-ref": "abbreviation", "ferry-wheelchair": "plain",
    "ferry-errors": "plain", "ferry-amend": "plain",
    "bins-rounds": "plain", "bins-missed": "plain", "bins-flutter": "version", "bins-bulky": "synonym",
    "bins-emptied": "plain", "bins-bankhol": "plain", "bins-garden": "plain", "bins-gps": "synonym",
    "bins-account": "plain", "bins-push": "plain", "bins-contamination": "plain",
    "l10n-mt": "still-use", "l10n-sync": "plain", "l10n-fuzzy": "alias", "l10n-free": "plain",
    "l10n-placeholders": "plain", "l10n-plurals": "plain", "l10n-format": "plain", "l10n-translators": "plain",
    "l10n-rtl": "abbreviation", "l10n-billing": "plain", "l10n-segmentation": "plain",
    "exp-ocr": "switched-from", "exp-approval": "plain", "exp-mileage": "plain", "exp-fx": "plain",
    "exp-retention": "plain", "exp-payout": "synonym", "exp-perdiem": "plain", "exp-cards": "plain",
    "exp-sso": "abbreviation", "exp-accounting": "plain", "exp-duplicates": "plain", "exp-tipping": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "ferry": [("pay-worldpay", "pay-checkout"), ("scan-tc52", "scan-tc58"), ("scan-tc58", "scan-iphone"),
              ("veh-65", "veh-7"), ("tt-ruairi", "tt-aoife")],
    "bins": [("rounds-webaspx", "rounds-routeware"), ("missed-48h", "missed-nextday"),
             ("flutter-316", "flutter-327"), ("bulky-dev", "bulky-hannah")],
    "l10n": [("mt-google", "mt-deepl"), ("sync-poll", "sync-app"), ("tm-es", "tm-notes"),
             ("free-plan", "free-tier")],
    "expenses": [("ocr-textract", "ocr-mindee"), ("approval-500", "finance-sync"), ("mileage-30", "mileage-38")],
}


def load_everyday_dev8() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
