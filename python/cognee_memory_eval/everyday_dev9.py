"""Everyday questions, another CONSTRUCTED set (``everyday-dev9``) — not external data, a development set.

Written after wave 16's full run by a helper ("dev9") so that the team can measure its ranking on questions it did
not tune on (the first run, kept back as a check), and then STUDY the misses: once studied it is not
held out; but it was written like a sealed set, without knowledge of the ranking. Its author did not
read the ranking, retrieval or update-detection code, ``docs/updates.md``, ``docs/evaluation.md`` (but
for the eighth dev set's section, in the commit that added it), the evaluation report or its results,
the changelog or anyone's notes but the dev8 helper's (which describe only that set's shape and
registration), and did not open the sealed sets (``everyday_blind*``, ``everyday_holdout``) at all.
Seen: ``everyday_dev8`` as the file's template (structure and conventions, not to copy its content),
only the module docstrings of ``everyday``, ``everyday_check``, ``everyday_fresh``, ``everyday_sealed``
and ``everyday_dev`` to ``everyday_dev8`` (to pick other kinds of product), ``everyday.NOW`` and
``build_workspace_job``, the set-shape tests, and the commits that registered ``everyday-dev8``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a client
gallery SaaS for wedding and portrait photographers (uploads and thumbnails, proofing galleries,
watermarks, a print lab, download PINs, a Lightroom plugin, Stripe Connect payouts), a charity's online
donation platform (a donate form, a CRM, Gift Aid claims to HMRC, direct debits, fundraising pages,
employer matching, legacies), a driving school booking platform (learners booking lessons with
instructors, an instructor app with maps, theory practice questions, ADI badge checks, commission)
and a self-storage operator's facility management system (gate access, rent and late fees, tenant
emails, protection plans, lien auctions, online move-ins, CCTV, climate controlled units). 20
memories each (80), remembered over more than a year (2–405 days ago), 31 of the 80 with a topic (as
``#topic text`` in the chat sends it), typed as developers type into chat (short, some lower case,
abbreviations, three typos and two in questions, "lol"), some of two sentences or with the reason,
and eight recent side remarks or incidents (2–6 days old: a bride who hearted 900 photos, an uncle
who could not find the download PIN, card testing bots on an appeal, a bank asking about employer
matching, an instructor at the wrong college, an insurance renewal lost in spam, the police asking
for CCTV, vinyl records in a heatwave) that mention a question's words in passing without answering
it; and 44 questions, each answered by exactly one memory, short and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (tagged / tagging, legacies / legacy, reschedules / rescheduling, reserve / reservation,
vacate / vacating). ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 16
labelled pairs, one of them a chain of three (thumbnails: a sharp worker on lambda → "resizing moved
off lambda to a pool of fly machines, still sharp doing the work …" → "imgproxy renders every preview
size on the fly now, we don't store resized copies anymore", which says neither "thumbnails" nor
"upload"; the question, "what generates thumbs when a photographer uploads?", is answered by the
last). The changes are worded in many ways, most sharing few words with the question or the old
memory: another product of the same kind named alone with its reason ("Bay Photo fulfils everything
clients order on paper or metal since august, whcc kept losing parcels", "supporter records live in
Beacon since the spring migration …", "Mapbox draws the routes and pickups in the instructor app
since our google bill tripled"), an ended contract or a cancelled service ("regular givers are on
Stripe's Bacs debits, the gocardless contract ended in june", "cancelled mailgun, SES sends the
invoices and reminders …"), a licence not renewed ("we write our own hazard and theory questions now
that the dvsa licence wasn't renewed"), hardware gone ("the keypads are gone, the barrier opens from
the app over bluetooth …"), values and limits in new words ("proofing links stay live for six months
by default these days" for a 90-day gallery expiry, "the smallest one-off gift we accept is a fiver
as of this month" for 2 pounds, "untill noon the day before to call off without paying" for 48 hours,
"legal signed off on the new penalty: 20 bucks once an account is a week behind on rent" for a 15
dollar late fee), a version floor naming neither the app nor the old version ("dropped everything
below iOS 17 in the 5.2 release", the one of the 16 newer memories that shares a topic with what it
replaces), an owner change ("Tomasz took the publish plugin for LR classic off Marta's hands …",
asked about as "the lightroom plugin") and a change said inside a longer note with other news
("catch-up from the finance call: the tax reclaim goes to hmrc monthly … and the auditors come in
march", asked about as "gift aid claims"). In every pair the OLD memory shares at least as many of
the question's words as the new one, in most of them more. All 11 plain questions are answered by an
OLD decision (300–390 days) that is still true, with a newer memory around it that shares its words
and looks like a change but is not one: a request not granted ("… asked if she can upload her own
watermark png, told her it's on the roadmap", "Gary asked for 90 minute slots …, said we'd think
about it", "the texas site asked if they could hold auctions on site instead, legal says no", walk-ins
on the kiosk "added … to the backlog"), a plan or wish ("events team wants to try JustGiving …,
nothing decided", "thinking about tiered protection plans …"), a move looked at and dropped ("looked
at moving the originals to cloudflare R2 … staying put"), a one-off (a 0% commission week for
instructors from an expo, paper receipts for one donor, one supporter's data erased by hand) and
"also" ("also checking PDI trainee licences …").

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev9"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "photos": [
        ("thumbs-lambda", "thumbnails and web sizes are generated by a sharp worker on lambda when a photographer "
                          "uploads", "images", 405),
        ("thumbs-fly", "resizing moved off lambda to a pool of fly machines, still sharp doing the work. the lambdas "
                       "kept timing out on 60MP raws", None, 210),
        ("thumbs-imgproxy", "imgproxy renders every preview size on the fly now, we don't store resized copies "
                            "anymore", None, 30),
        ("lab-whcc", "print orders from client galleries go to the WHCC print lab through their api, we keep a 20% "
                     "margin", "prints", 370),
        ("lab-bay", "Bay Photo fulfils everything clients order on paper or metal since august, whcc kept losing "
                    "parcels", None, 55),
        ("expiry-90", "a client gallery expires 90 days after it's published unless the photographer extends it",
         "galleries", 345),
        ("expiry-6m", "couples kept emailing after day 90, so proofing links stay live for six months by default "
                      "these days", None, 40),
        ("lr-marta", "Marta owns the lightroom plugin and reviews every release of it", "plugins", 330),
        ("lr-tomasz", "Tomasz took the publish plugin for LR classic off Marta's hands when she went to the "
                      "billing squad", None, 19),
        ("watermark", "proofing galleries show a watermark with the studio's logo, purchased downloads are clean",
         "watermark", 380),
        ("watermark-ask", "a photographer asked if she can upload her own watermark png, told her it's on the "
                          "roadmap", None, 15),
        ("originals-b2", "originals live in Backblaze B2 and a second copy goes to glacier deep archive in case of a "
                         "disaster", "storage", 360),
        ("originals-r2", "looked at moving the originals to cloudflare R2 to save on egress, the numbers definately "
                         "don't work yet so we're staying put", None, 25),
        ("favourites", "clients heart photos to mark favourites and the photographer gets one email per gallery per "
                       "day with the list", None, 240),
        ("side-favourites", "a bride hearted 900 photos on sunday night and asked monday morning why her "
                            "photographer hadn't replied lol", None, 3),
        ("pin", "full-res downloads need the 4 digit download PIN the photographer sets for each gallery",
         "downloads", 200),
        ("side-pin", "the uncle from the hoffmann wedding couldn't find the PIN for the full-res downloads in his "
                     "email and rang the studio twice", None, 5),
        ("connect", "studios get their payouts through Stripe Connect every week, we keep a 3% fee", None, 280),
        ("tagging", "every upload gets tagged with keywords from google vision so photographers can search their "
                    "archive", None, 160),
        ("chunks", "the desktop uploader sends 8 MB chunks and resumes after a dropped connection", "uploads", 120),
    ],
    "charity": [
        ("crm-npsp", "every donation gets synced overnight to Salesforce NPSP, our CRM, supporter care works from "
                     "there", "crm", 390),
        ("crm-beacon", "supporter records live in Beacon since the spring migration, the nightly job writes gifts "
                       "there", None, 70),
        ("giftaid-q", "gift aid claims are submitted to HMRC every quarter by Priya with the charities online "
                      "spreadsheet", "giftaid", 350),
        ("giftaid-m", "catch-up from the finance call: the tax reclaim goes to hmrc monthly through the Charities "
                      "Online API now, no more spreadsheets, and the auditors come in march", None, 30),
        ("min-2", "the donate form won't take anything under 2 pounds, card fees eat the smaller ones", "forms", 330),
        ("min-5", "finance looked at card fees again, the smallest one-off gift we accept is a fiver as of this "
                  "month", None, 45),
        ("dd-gocardless", "monthly direct debits are collected through GoCardless", "payments", 365),
        ("dd-bacs", "regular givers are on Stripe's Bacs debits, the gocardless contract ended in june", None, 50),
        ("receipts", "donors get an email receipt straight away from Postmark, paper receipts only if they ask",
         "receipts", 380),
        ("receipts-paper", "a donor wants paper receipts for all of 2025 for her accountant, posting them friday",
         None, 12),
        ("pages", "fundraising pages are built in-house on the main site, we don't use JustGiving so we keep the whole "
                  "gift", "fundraising", 340),
        ("pages-jg", "events team wants to try JustGiving for the marathon runners next year, nothing decided", None,
         20),
        ("lapsed", "personal data of lapsed supporters is anonymised after 6 years without a gift", "gdpr", 300),
        ("lapsed-erase", "a lapsed supporter asked us to erase all her data under gdpr, done by hand today", None, 10),
        ("captcha", "the donate form has hCaptcha and allows 3 card attempts per IP an hour, because of card testing "
                    "bots", None, 220),
        ("side-captcha", "card testing bots hit the shelter appeal overnight, stripe blocked most of them before "
                         "anyone noticed", None, 4),
        ("matching", "employer matching requests come in through Benevity and get reconciled by hand every month",
         None, 190),
        ("side-matching", "someone from a bank rang to ask if we take employer matching, sent her to the website",
         None, 2),
        ("twilio", "thank-you texts and text-to-donate go out through Twilio", None, 260),
        ("legacies", "gifts left in wills are logged as legacies and never show up on the regular giving dashboards",
         "legacy", 250),
    ],
    "driving": [
        ("cancel-48h", "learners can cancel a lesson for free up to 48 hours before, later than that they pay in full",
         "lessons", 380),
        ("cancel-noon", "people have untill noon the day before to call off without paying, 48h was too strict for "
                        "shift workers", None, 35),
        ("maps-google", "the instructor app uses the Google Maps SDK for lesson routes and pickup points", "maps", 370),
        ("maps-mapbox", "Mapbox draws the routes and pickups in the instructor app since our google bill tripled",
         None, 60),
        ("theory-dvsa", "theory practice questions are licensed from the DVSA revision question bank, updated every "
                        "april", "theory", 340),
        ("theory-own", "we write our own hazard and theory questions now that the dvsa licence wasn't renewed", None,
         25),
        ("ios-15", "the instructor app targets iOS 15 and up, lots of instructors have old iphones", "mobile", 300),
        ("ios-17", "dropped everything below iOS 17 in the 5.2 release", "mobile", 15),
        ("commission", "we take 12% of every lesson booked through the platform, instructors keep the rest",
         "billing", 390),
        ("commission-expo", "did a 0% commission week for new instructors who signed up at the expo, back to normal "
                            "monday", None, 18),
        ("slots", "lesson slots are 60 or 120 minutes, nothing shorter", None, 360),
        ("slots-gary", "Gary asked for 90 minute slots for his motorway lessons, said we'd think about it", None, 8),
        ("adi", "every instructor uploads their ADI badge and we check it against the DVSA register before they go "
                "live", "compliance", 320),
        ("adi-pdi", "also checking PDI trainee licences, the pink badge photo and its expiry date", None, 22),
        ("pickup", "learners choose a pickup point on the map when they book, home, work or college", None, 230),
        ("side-pickup", "an instructor waited 20 min at the wrong college, the learner had moved and never updated "
                        "where she gets picked up",
         None, 3),
        ("insurance", "instructors upload thier insurance certificate every year, we hide cars without learner cover",
         "cars", 200),
        ("side-insurance", "an instructor's insurance renewal email went to spam and his car was hidden from search "
                           "for a day", None, 6),
        ("posthog", "product analytics is PostHog, self-hosted on our own box", None, 270),
        ("reschedule", "if an instructor reschedules a lesson the learner gets a text and can turn the new time down",
         None, 180),
    ],
    "storage": [
        ("gate-keypad", "tenants open the gate by typing their personal 6 digit code on the keypad", "gate", 400),
        ("gate-ble", "the keypads are gone, the barrier opens from the app over bluetooth at every site", None, 40),
        ("late-15", "a late fee of 15 dollars is added when rent is 5 days overdue", "billing", 350),
        ("late-20", "legal signed off on the new penalty: 20 bucks once an account is a week behind on "
                    "rent", None, 30),
        ("mail-mailgun", "all tenant emails (invoices, reminders) go out through Mailgun", "email", 380),
        ("mail-ses", "cancelled mailgun, SES sends the invoices and reminders and costs us a tenth", None, 60),
        ("cover", "every tenant needs contents cover, their own policy or our protection plan at 9 dollars a month",
         "insurance", 390),
        ("cover-tiers", "thinking about tiered protection plans (5k / 10k cover), sales wants them next year", None,
         20),
        ("auction", "units 60 days in arrears go to online auction on StorageTreasures after the lien notice",
         "lien", 370),
        ("auction-texas", "the texas site asked if they could hold auctions on site instead, legal says no", None, 10),
        ("movein", "people can rent a unit and move in online without visiting the office, ID check is done with "
                   "Stripe Identity", "rentals", 310),
        ("movein-kiosk", "the fresno office asked if walk-ins can use the kiosk for ID checks too, added it to the "
                         "backlog", None, 16),
        ("cctv", "CCTV footage from every site is kept for 30 days on the NVR, then overwritten", None, 240),
        ("side-cctv", "police asked for CCTV footage of the dallas site from last tuesday, sent them the clip", None,
         4),
        ("climate", "climate controlled units are held between 55 and 80 F, the sensors alert the manager outside "
                    "that range", "units", 210),
        ("side-climate", "heatwave in phoenix, a tenant asked if her climate controlled unit is ok for vinyl records, "
                         "told her yes", None, 2),
        ("webflow", "the marketing site is Webflow, unit availability comes in from our api", None, 230),
        ("aircall", "calls to every facility are routed through Aircall to the central call centre", None, 150),
        ("reserve", "people can reserve a unit online for up to 14 days without paying anything", None, 190),
        ("vacate", "tenants have to give 10 days notice before they vacate, the unit gets inspected after", None,
         170),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "photos": [
        ("photos-thumbs", "what generates thumbs when a photographer uploads?", "thumbs-imgproxy", "replaced"),
        ("photos-lab", "which print lab handles client orders?", "lab-bay", "replaced"),
        ("photos-expiry", "how long befor a client gallery expires?", "expiry-6m", "replaced"),
        ("photos-plugin", "who looks after the lightroom plugin?", "lr-tomasz", "replaced"),
        ("photos-watermark", "do proofing galleries get a watermark?", "watermark", "plain"),
        ("photos-originals", "where do we keep the original files?", "originals-b2", "plain"),
        ("photos-favourites", "how does a photographer find out which photos a client liked?", "favourites",
         "side-remark"),
        ("photos-pin", "how are full-res downloads protected?", "pin", "side-remark"),
        ("photos-payouts", "what do we use for payouts?", "connect", "stopwords"),
        ("photos-tags", "how does auto tagging work?", "tagging", "word-form"),
    ],
    "charity": [
        ("charity-crm", "which crm do donations sync to?", "crm-beacon", "replaced"),
        ("charity-giftaid", "how often do we submit gift aid claims?", "giftaid-m", "replaced"),
        ("charity-minimum", "what's the minimum donation on the donate form?", "min-5", "replaced"),
        ("charity-dd", "do we still use gocardless for direct debits?", "dd-bacs", "replaced"),
        ("charity-receipts", "how do donors get thier receipts?", "receipts", "plain"),
        ("charity-pages", "where do supporters set up fundraising pages?", "pages", "plain"),
        ("charity-lapsed", "how long do we keep data on lapsed donors?", "lapsed", "plain"),
        ("charity-cardtesting", "how do we stop card testing on the donate form?", "captcha", "side-remark"),
        ("charity-matching", "how do we handle employer matching?", "matching", "side-remark"),
        ("charity-texts", "what do we use for sending texts?", "twilio", "stopwords"),
        ("charity-legacy", "how do we log legacy income?", "legacies", "word-form"),
    ],
    "driving": [
        ("driving-cancel", "how late can a learner cancel a lesson for free?", "cancel-noon", "replaced"),
        ("driving-maps", "is the instructor app still on gmaps?", "maps-mapbox", "replaced"),
        ("driving-theory", "what replaced the dvsa question bank?", "theory-own", "replaced"),
        ("driving-ios", "what's the minimum iOS version for the instructor app?", "ios-17", "replaced"),
        ("driving-commission", "what commission do we take on lessons?", "commission", "plain"),
        ("driving-slots", "how long are lesson slots?", "slots", "plain"),
        ("driving-adi", "how do we verify an instructor's ADI badge?", "adi", "plain"),
        ("driving-pickup", "how do learners choose where they get picked up?", "pickup", "side-remark"),
        ("driving-insurance", "do instructors have to show proof of insurance?", "insurance", "side-remark"),
        ("driving-analytics", "what do we use for analytics?", "posthog", "stopwords"),
        ("driving-rescheduling", "how does rescheduling work?", "reschedule", "word-form"),
    ],
    "storage": [
        ("storage-gate", "how do tenants get through the gate?", "gate-ble", "replaced"),
        ("storage-latefee", "what's the late fee?", "late-20", "replaced"),
        ("storage-email", "what sends the tenant emails?", "mail-ses", "replaced"),
        ("storage-insurance", "do tenants need insurance?", "cover", "plain"),
        ("storage-auction", "where do we auction units in arrears?", "auction", "plain"),
        ("storage-id", "how do we check ID for online move-ins?", "movein", "plain"),
        ("storage-cctv", "how long do we keep CCTV footage?", "cctv", "side-remark"),
        ("storage-climate", "what temperature range do climate controlled units keep?", "climate", "side-remark"),
        ("storage-website", "what do we use for the website?", "webflow", "stopwords"),
        ("storage-phones", "what do we use for phone calls?", "aircall", "stopwords"),
        ("storage-reservation", "how long does a reservation hold?", "reserve", "word-form"),
        ("storage-vacating", "what's the notice period for vacating a unit?", "vacate", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "photos-thumbs": "abbreviation", "photos-lab": "plain", "photos-expiry": "plain", "photos-plugin": "plain",
    "photos-watermark": "plain", "photos-originals": "plain", "photos-favourites": "synonym", "photos-pin": "plain",
    "photos-payouts": "plain", "photos-tags": "plain",
    "charity-crm": "abbreviation", "charity-giftaid": "plain", "charity-minimum": "plain", "charity-dd": "still-use",
    "charity-receipts": "plain", "charity-pages": "plain", "charity-lapsed": "synonym",
    "charity-cardtesting": "plain", "charity-matching": "plain", "charity-texts": "plain", "charity-legacy": "plain",
    "driving-cancel": "plain", "driving-maps": "alias", "driving-theory": "switched-from", "driving-ios": "version",
    "driving-commission": "plain", "driving-slots": "plain", "driving-adi": "plain", "driving-pickup": "plain",
    "driving-insurance": "plain", "driving-analytics": "plain", "driving-rescheduling": "plain",
    "storage-gate": "plain", "storage-latefee": "plain", "storage-email": "plain", "storage-insurance": "synonym",
    "storage-auction": "plain", "storage-id": "plain", "storage-cctv": "plain", "storage-climate": "plain",
    "storage-website": "plain", "storage-phones": "plain", "storage-reservation": "plain",
    "storage-vacating": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "photos": [("thumbs-lambda", "thumbs-fly"), ("thumbs-fly", "thumbs-imgproxy"), ("lab-whcc", "lab-bay"),
               ("expiry-90", "expiry-6m"), ("lr-marta", "lr-tomasz")],
    "charity": [("crm-npsp", "crm-beacon"), ("giftaid-q", "giftaid-m"), ("min-2", "min-5"),
                ("dd-gocardless", "dd-bacs")],
    "driving": [("cancel-48h", "cancel-noon"), ("maps-google", "maps-mapbox"), ("theory-dvsa", "theory-own"),
                ("ios-15", "ios-17")],
    "storage": [("gate-keypad", "gate-ble"), ("late-15", "late-20"), ("mail-mailgun", "mail-ses")],
}


def load_everyday_dev9() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
