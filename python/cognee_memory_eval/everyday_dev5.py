"""Everyday questions, another CONSTRUCTED set (``everyday-dev5``) — not external data, a development set.

Written in wave 14 by a helper ("dev5") so that the team can measure its ranking on questions it did
not tune on (the first run), and then STUDY the misses: once studied it is not held out; but it was
written like a sealed set, without knowledge of the ranking. Its author did not read the ranking,
retrieval or update-detection code, ``docs/updates.md``, ``docs/lexical-and-usage.md``, the sections
of ``docs/evaluation.md`` other than the dataset descriptions, the evaluation report or its results,
the changelog or anyone's notes, and did not open the sealed sets (``everyday_blind*``,
``everyday_holdout``) at all. Seen: ``everyday_dev4`` as the file's template (structure and
conventions, not its content), only the module docstrings of ``everyday``, ``everyday_check``,
``everyday_fresh``, ``everyday_sealed``, ``everyday_dev``, ``everyday_dev2`` and ``everyday_dev3`` (to
pick other kinds of product), ``everyday.NOW`` and ``build_workspace_job``'s signature, the set-shape
and registration tests, and the commit that registered ``everyday-dev4``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a
veterinary practice management app (Remix and Prisma, lab results over HL7, DICOM images in
Orthanc), an amateur sports league live-score app (SwiftUI and Jetpack Compose apps, a Hono API on
Cloudflare Workers with D1), a law firm's case and document management SaaS (Java 21 and Quarkus,
OCR, LEDES e-billing) and a public library's catalogue and e-book lending platform (Symfony, MARC
records, SIP2 self-checkout kiosks, Readium LCP). 20 memories each (80), remembered over more than a
year (2–418 days ago), 32 of the 80 with a topic (as ``#topic text`` in the chat sends it), typed as
developers type into chat (short, some lower case, abbreviations, three typos, "lol"), some of two
sentences with the reason, and eighteen recent side remarks or incidents (2–6 days old) that mention
a question's words in passing without answering it; and 44 questions, each answered by exactly one
memory, short and casual.

Shaped like a typical held-out set, NOT weighted like ``everyday_dev4``: 14 replaced, 12 plain, 8
side-remark, 5 stopwords (the only words a question shares with a wrong memory are "what", "do",
"we", "use", "how" and the like) and 5 word-form (renew / renewals, versioning / version, generated
/ generation, interlibrary loan / ILL, log in / sign in). ``PHRASING`` uses all seven labels of
``everyday_check``. ``REPLACES`` holds 15 labelled pairs, one of them a chain of three (reminder
texts: Twilio → "switched the SMS provider from twilio to vonage" → "Brevo does all our texting now
…, vonage cancelled", which no longer says "reminder"; the question is answered by the last). The
changes are worded in many ways: explicit switch words ("switched OCR from tesseract to Azure
Document Intelligence"), only the new thing with "now" ("the identity provider is Entra ID for every
tenant now", asked about as "keycloak", a word only the old memory has), another product of the same
kind with no change word ("Firebase Cloud Messaging delivers every score notification …",
"Typesense powers the OPAC search box …"), a retirement ("shut the widgets subdomain down for
good"), owner changes ("Kofi is the go-to for anything lab results now", "catalogue imports belong
to Sofia's metadata team as of this quarter"), numbers and schedules said in new words ("signed out
after 30 min of inactivity" for 8-hour sessions, "tables refresh the moment a referee confirms the
final whistle" for a nightly recompute, "deployment target bumped to 17", "no more cutoff" for a
10-year conflict check), and reversed policies ("clinic admins may erase a pet's file again", "we
went fine-free in january"). In every pair the OLD memory shares at least as many of the question's
words as the new one, in most of them more. Three of the 15 newer memories share a topic with what
they replace. All 12 plain questions are answered by an OLD decision (330–418 days) that is still
true, with newer memories or recent side remarks around it that share its words, several of them
with change-like words about OTHER things: a temporary cover ("Lena covers the controlled drugs
register tickets this week", "Ana does billing bugs this week while Rui is out"), an incident
("turned off verbose audit logging on staging", "staging cron … switched it to UTC", "a club admin
corrected the score"), a job moved for a week, a publisher's changed licence terms, and a new owner
of the lab results work.

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev5"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "vet": [
        ("sms-twilio", "vaccine + appointment reminder texts are sent with Twilio, templates live in the admin ui",
         "reminders", 400),
        ("sms-vonage", "switched the SMS provider from twilio to vonage, ~40% cheaper for UK numbers", None, 240),
        ("sms-brevo", "Brevo does all our texting now (same bill as the emails), vonage cancelled", None, 21),
        ("labs-dana", "Dana owns the IDEXX lab integration, ask her before touching the HL7 parser", "labs", 330),
        ("labs-kofi", "Kofi is the go-to for anything lab results now, Dana moved to the mobile team", None, 40),
        ("delete-no", "clinics can't delete a patient record, only archive it. we need the audit trail for the "
                      "RCVS", "records", 350),
        ("delete-yes", "clinic admins may erase a pet's file again, the GDPR erasure requests kept piling up", None,
         60),
        ("session-8h", "staff sessions expire after 8 hours so nobody gets logged out mid shift", "auth", 310),
        ("session-30m", "anyone logged in gets signed out after 30 min of inactivity, the auditor insisted", "auth",
         75),
        ("dosing", "Drug dose calculations run server-side only. We never compute a dose in the browser, one "
                   "rounding bug there could kill a cat.", "dosing", 380),
        ("side-dosage", "dose calculation for rabbits was off bc of a typo in the seed data, fixed it on staging",
         None, 4),
        ("cd-register", "the controlled drugs register is append-only, a correction is a new entry pointing at the "
                        "old one", "compliance", 360),
        ("side-cover", "Lena covers the controlled drugs register tickets this week while Sam is on holiday", None,
         3),
        ("lab-match", "lab results arrive as HL7 and get matched to the animal by microchip number, unmatched ones "
                      "land in a review inbox", None, 390),
        ("xray", "x-rays and ultrasound images sit in Orthanc (DICOM), the app only stores links to them", None, 200),
        ("side-xray", "the leeds clinic uploaded 3 GB of x-rays as jpegs into the notes field again", None, 3),
        ("slots", "appointment slots are 15 min, vets can merge slots for surgeries", "calendar", 180),
        ("side-slots", "bristol double-booked a surgery into an appointment slot that was already taken, the "
                       "calender showed both", None, 5),
        ("flags", "feature flags are in Unleash (self-hosted), clean a flag up once it's at 100%", None, 150),
        ("portal-login", "pet owners sign in to the portal with a magic link by email, no passwords", None, 220),
    ],
    "league": [
        ("push-onesignal", "goal alerts and full-time pushes are sent through OneSignal", "push", 370),
        ("push-fcm", "Firebase Cloud Messaging delivers every score notification on both platforms, the APNs key is "
                     "uploaded there", None, 55),
        ("widget-iframe", "clubs embed live scores on their own website with our iframe widget from "
                          "widgets.matchday.app", None, 350),
        ("widget-gone", "shut the widgets subdomain down for good, it was 2% of traffic and half the support "
                        "tickets", None, 65),
        ("standings-nightly", "league standings are recomputed by a cron every night at 01:00", "standings", 320),
        ("standings-live", "tables refresh the moment a referee confirms the final whistle", None, 35),
        ("ios-15", "iOS app supports iOS 15 and newer, keep the availability checks tidy", "ios", 360),
        ("ios-17", "deployment target bumped to 17 with the swift 6 migration, dropped the old availability checks",
         "ios", 45),
        ("score-entry", "Only the referee or an admin of one of the two clubs can enter a score. Fans never can, too "
                        "much trolling in the beta.", "scores", 400),
        ("side-referee", "ref in the u12 league typed 45-0 instead of 4-0, a club admin corrected the score", None,
         3),
        ("timezones", "kickoff times are stored in UTC and shown in the league's time zone, not the phone's", None,
         380),
        ("side-cron", "staging cron showed kickoff times an hour off, its time zone was CET by accident. switched it "
                      "to UTC", None, 6),
        ("workers", "the API is a Hono app on Cloudflare Workers, D1 for data", "backend", 418),
        ("side-outage", "cloudflare had a bad 10 min in AMS yesterday, workers timed out and live scores lagged", None,
         2),
        ("maps", "pitch locations are shown with the Mapbox SDK, the free tier covers ~50k map loads a month", None,
         150),
        ("side-pitch", "someone in the sunday league dropped the pitch pin in the middle of a lake lol, moved it "
                       "back", None, 4),
        ("subs", "ad-free subscriptions go through RevenueCat on both stores, no reciept validation of our own",
         "subscriptions", 200),
        ("side-subs", "a parent emailed us to cancel their subscription, told them it's in their apple settings",
         None, 5),
        ("analytics", "product analytics: PostHog EU cloud, no IP addresses stored", None, 240),
        ("fixtures", "fixture generation = round robin with berger tables, cup draws are seeded random", "fixtures",
         190),
    ],
    "legal": [
        ("ocr-tesseract", "scanned documents are OCR'd with tesseract running as a sidecar container", "ocr", 390),
        ("ocr-azure", "switched OCR from tesseract to Azure Document Intelligence, it finally reads handwritten "
                      "notes", None, 95),
        ("sso-keycloak", "staff sign in through each firm's Keycloak realm, SAML to their AD", "auth", 370),
        ("sso-entra", "the identity provider is Entra ID for every tenant now", None, 30),
        ("conflict-10y", "conflict checks look at matters from the last 10 years", "conflicts", 340),
        ("conflict-all", "no more cutoff: conflict checking covers every matter the firm ever opened", "conflicts",
         50),
        ("audit-downloads", "every document download goes to the audit log with user, matter and IP", "audit", 400),
        ("side-audit", "turned off verbose audit logging on staging, it filled the disk overnight", None, 4),
        ("billing-units", "Time entries are billed in 6 min units (0.1h), always rounded up. Clients' engagement "
                          "letters say so.", "billing", 410),
        ("side-billing", "Ana does billing bugs this week while Rui is out, she knows how we do credit notes", None, 3),
        ("eu-storage", "client documents never leave the EU, the bucket is in Frankfurt and the backups go to "
                       "Amsterdam", None, 350),
        ("side-docs", "a client uploaded 200 documents as one zip and the upload dialog froze, ticket filed", None,
         5),
        ("ledes", "e-billing exports are LEDES 1998B, one file per invoice", "ebilling", 220),
        ("side-ledes", "an insurer bounced our e-billing export bc of a trailing space in the matter id, fixed it",
         None, 4),
        ("deadlines", "court deadlines are computed from the jurisdiction's calendar incl. public holidays (a "
                      "holidays table per court)", "deadlines", 180),
        ("side-deadline", "the court deadline reminder for the smith matter went to the client's spam folder, asked "
                          "them to allowlist us", None, 6),
        ("search", "full-text search over documents is OpenSearch, one index per firm", None, 260),
        ("previews", "document previews: pdf.js in the browser, thumbnails are prerendered by a worker", None, 170),
        ("versions", "every save makes a new version of the document, older versions are read-only", None, 300),
        ("java21", "all services on java 21 + quarkus 3, virutal threads on for the rest endpoints", None, 120),
    ],
    "library": [
        ("marc-jonas", "Jonas maintains the MARC import scripts, ask him about anything cataloguing data",
         "catalogue", 360),
        ("marc-metadata", "catalogue imports belong to Sofia's metadata team as of this quarter, Jonas is on the app "
                          "full time", None, 50),
        ("fines", "overdue fines are 0.20 per day per item, capped at 5 EUR", "fines", 400),
        ("fine-free", "We went fine-free in january. Late items just block new loans after 14 days, the board "
                      "wanted kids back in the branches.", None, 80),
        ("search-solr", "catalogue search runs on Solr 8 with our own MARC field mappings", "search", 410),
        ("search-typesense", "Typesense powers the OPAC search box, typo tolerance and synonyms out of the box",
         None, 40),
        ("privacy", "patron records hold name, card number, email and current loans only. reading history is "
                    "deleted on return", "privacy", 410),
        ("side-gdpr", "patron sent a GDPR request yesterday, exported their account data by hand", None, 4),
        ("lcp", "e-book loans are protected with Readium LCP, not Adobe DRM", "ebooks", 380),
        ("ebook-terms", "one publisher switched their e-book licences to 26 loans each, updated the seed data", None,
         45),
        ("holds", "holds queue is strictly first come first served, branch staff can't move anyone up", None, 330),
        ("side-holds", "holds queue job runs on the backup worker this week while the main one is rebuilt", None,
         3),
        ("notices", "overdue notices are emailed at 3, 7 and 14 days", "notices", 230),
        ("side-notice", "patron got an overdue email for a book she returned through the drop box, checkin was "
                        "delayed", None, 5),
        ("rfid", "new items get RFID tags written at the cataloguing desk, ISO 28560-2 data model", None, 210),
        ("side-rfid", "RFID gate at the central branch beeps at every umbrella lol, facilities are on it", None, 2),
        ("newsletter", "the monthly newsletter goes out with Listmonk, self-hosted next to the app", None, 140),
        ("renewals", "Renewals: two per loan, blocked when someone else has a hold on the item.", "loans", 190),
        ("ill", "ILL requests go through the regional consortium's portal, we don't run our own", None, 270),
        ("sip2", "self-checkout kiosks talk SIP2 to the ILS through our bridge service", "kiosks", 260),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "vet": [
        ("vet-texts", "what sends the vaccine reminder texts?", "sms-brevo", "replaced"),
        ("vet-idexx", "who owns the idexx integration?", "labs-kofi", "replaced"),
        ("vet-delete", "can a clinic delete a patient record?", "delete-yes", "replaced"),
        ("vet-session", "how long does a staff session last?", "session-30m", "replaced"),
        ("vet-dose", "where do dose calculations happen?", "dosing", "plain"),
        ("vet-register", "can you edit an entry in the CD register?", "cd-register", "plain"),
        ("vet-match", "how do lab results get matched to a patient?", "lab-match", "plain"),
        ("vet-xray", "where are x-ray images kept?", "xray", "side-remark"),
        ("vet-slot", "how long is one appointment slot?", "slots", "side-remark"),
        ("vet-flags", "what do we use for feature flags?", "flags", "stopwords"),
        ("vet-login", "how do clients log in to the owner portal?", "portal-login", "word-form"),
    ],
    "league": [
        ("league-alerts", "which service pushes the goal alerts?", "push-fcm", "replaced"),
        ("league-widget", "can clubs still embed live scores on their website?", "widget-gone", "replaced"),
        ("league-standings", "how often do the standings get recalculated?", "standings-live", "replaced"),
        ("league-ios", "what's the oldest iOS version we support?", "ios-17", "replaced"),
        ("league-entry", "who's allowed to enter a match score?", "score-entry", "plain"),
        ("league-tz", "which time zone are kickoff times shown in?", "timezones", "plain"),
        ("league-cf", "are we still on CF workers?", "workers", "plain"),
        ("league-pitch", "which map provider shows the pitches?", "maps", "side-remark"),
        ("league-subs", "how do we handle in-app subscriptions?", "subs", "side-remark"),
        ("league-analytics", "what do we use for analytics?", "analytics", "stopwords"),
        ("league-fixtures", "how are the fixtures generated?", "fixtures", "word-form"),
    ],
    "legal": [
        ("legal-ocr", "what do we OCR scanned documents with?", "ocr-azure", "replaced"),
        ("legal-sso", "do we still use keycloak for sso?", "sso-entra", "replaced"),
        ("legal-conflict", "how far back does a conflict check look?", "conflict-all", "replaced"),
        ("legal-audit", "do we log who downloads a document?", "audit-downloads", "plain"),
        ("legal-units", "what's the billing increment for time entries?", "billing-units", "plain"),
        ("legal-eu", "where do client documents get stored?", "eu-storage", "plain"),
        ("legal-ledes", "which format do the e-billing exports use?", "ledes", "side-remark"),
        ("legal-deadlines", "how are court deadlines worked out?", "deadlines", "side-remark"),
        ("legal-search", "what do we use for full-text search?", "search", "stopwords"),
        ("legal-previews", "how do we do previews?", "previews", "stopwords"),
        ("legal-versioning", "how does document versioning work?", "versions", "word-form"),
    ],
    "library": [
        ("library-marc", "who's in charge of the MARC import?", "marc-metadata", "replaced"),
        ("library-fines", "how much is the overdue fine per day?", "fine-free", "replaced"),
        ("library-search", "what replaced solr for catalogue search?", "search-typesense", "replaced"),
        ("library-history", "do we keep a patron's reading history?", "privacy", "plain"),
        ("library-drm", "what drm do e-book loans use?", "lcp", "plain"),
        ("library-holds", "can staff bump someone up the holds queue?", "holds", "plain"),
        ("library-notices", "when do overdue emails go out?", "notices", "side-remark"),
        ("library-rfid", "what standard do the rfid tags follow?", "rfid", "side-remark"),
        ("library-newsletter", "what do we use for the newsletter?", "newsletter", "stopwords"),
        ("library-renew", "how many times can you renew a book?", "renewals", "word-form"),
        ("library-interlibrary", "how do patrons request an interlibrary loan?", "ill", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "vet-texts": "plain", "vet-idexx": "plain", "vet-delete": "plain", "vet-session": "synonym",
    "vet-dose": "plain", "vet-register": "abbreviation", "vet-match": "plain", "vet-xray": "plain",
    "vet-slot": "plain", "vet-flags": "plain", "vet-login": "synonym",
    "league-alerts": "plain", "league-widget": "still-use", "league-standings": "synonym", "league-ios": "version",
    "league-entry": "plain", "league-tz": "plain", "league-cf": "alias", "league-pitch": "synonym",
    "league-subs": "plain", "league-analytics": "plain", "league-fixtures": "plain",
    "legal-ocr": "abbreviation", "legal-sso": "still-use", "legal-conflict": "plain", "legal-audit": "plain",
    "legal-units": "plain", "legal-eu": "plain", "legal-ledes": "plain", "legal-deadlines": "synonym",
    "legal-search": "plain", "legal-previews": "plain", "legal-versioning": "plain",
    "library-marc": "plain", "library-fines": "plain", "library-search": "switched-from",
    "library-history": "plain", "library-drm": "abbreviation", "library-holds": "synonym",
    "library-notices": "synonym", "library-rfid": "synonym", "library-newsletter": "plain", "library-renew": "plain",
    "library-interlibrary": "abbreviation",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "vet": [("sms-twilio", "sms-vonage"), ("sms-vonage", "sms-brevo"), ("labs-dana", "labs-kofi"),
            ("delete-no", "delete-yes"), ("session-8h", "session-30m")],
    "league": [("push-onesignal", "push-fcm"), ("widget-iframe", "widget-gone"),
               ("standings-nightly", "standings-live"), ("ios-15", "ios-17")],
    "legal": [("ocr-tesseract", "ocr-azure"), ("sso-keycloak", "sso-entra"), ("conflict-10y", "conflict-all")],
    "library": [("marc-jonas", "marc-metadata"), ("fines", "fine-free"), ("search-solr", "search-typesense")],
}


def load_everyday_dev5() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
