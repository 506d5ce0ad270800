"""Everyday questions, another CONSTRUCTED set (``everyday-dev7``) — not external data, a development set.

Written after wave 14's final run by a helper ("dev7") so that the team can measure its ranking on questions it did
not tune on (the first run, kept back as a check), and then STUDY the misses: once studied it is not
held out; but it was written like a sealed set, without knowledge of the ranking. Its author did not
read the ranking, retrieval or update-detection code, ``docs/updates.md``, the sections of
``docs/evaluation.md`` other than the sixth dev set's (in the commit that added it), the evaluation
report or its results, the changelog or anyone's notes but the dev6 helper's (which describe only
that set's shape and registration), and did not open the sealed sets (``everyday_blind*``,
``everyday_holdout``) at all. Seen: ``everyday_dev6`` as the file's template (structure and
conventions, not to copy its content), only the module docstrings of ``everyday``,
``everyday_check``, ``everyday_fresh``, ``everyday_sealed`` and ``everyday_dev`` to ``everyday_dev5``
(to pick other kinds of product), ``everyday.NOW`` and ``build_workspace_job``'s signature, the
set-shape tests, and the commit that registered ``everyday-dev6``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a school
homework portal (a school trust's MIS roster sync, Google Classroom, plagiarism checks, a markbook,
parents' accounts), a gym chain's class-booking app (React Native, door access, direct-debit
memberships, waitlists, no-show fees, wearables on the studio screens), a home solar monitoring
service (gateways polling inverters over Modbus, a telemetry store, OTA firmware, installers'
access) and a boutique hotel group's property management system (a channel manager, night audit,
key card encoding, housekeeping tablets, deposits). 20 memories each (80), remembered over more than
a year (2–410 days ago), 34 of the 80 with a topic (as ``#topic text`` in the chat sends it), typed
as developers type into chat (short, some lower case, abbreviations, three typos, "lol"), some of
two sentences or with the reason, and ten recent side remarks or incidents (2–6 days old: a
restored assignment, an outdoor bootcamp, a council meeting about ramps, a dead garmin, a broken
leg, a storm, a trade fair, a police request, a stuck deposit pre-authorisation, a wedding group)
that mention a question's words in passing without answering it; and 44 questions, each answered by
exactly one memory, short and casual.

Shaped like a typical held-out set: 14 replaced, 12 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (remind / reminder, book / booking, commission / commissioning, calibration / calibrated,
cancels / cancellations). ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES``
holds 15 labelled pairs, one of them a chain of three (gym door access: a QR code on a Kisi reader →
"door access moved from kisi to Salto KS …, members keep showing the same QR" → "phones unlock the
entrance over NFC with the wallet pass …", which no longer says "door" or "QR"; the question, "do
members still scan a QR code at the door?", is answered by the last). The changes are worded in many
ways, most without a switch word: another product of the same kind named alone ("essay similarity
reports come from Copyleaks …", "Stripe Billing pulls the monthly memberships …", "all telemetry
lands in ClickHouse since the summer …", "the OTAs get our rates from Cloudbeds' channel manager
…"), values in new words ("rosters come across from the MIS every hour …" for a nightly class-list
sync, "skipping a class you booked costs 8 euro …" for a 5 EUR no-show fee, "gateways read their
inverters every 10 seconds …", "arrivals from 2pm starting next monday …" for a 3pm check-in), a
version bump naming only the abbreviation ("RN 0.76 with the new architecture shipped in 3.8 …"),
owner changes ("Priti looks after the google classroom integration since Okafor moved …", asked
about as "the GC sync"; "gateway firmware releases are Mei's call from now on …", asked about as
"OTA rollouts") and reversed policies ("the hand-in button locks the minute the deadline passes"
for 48h of late homework, "the night manager closes the day by hand again" for an automatic night
audit). In every pair the OLD memory shares at least as many of the question's words as the new
one, in most of them more. Three of the 15 newer memories share a topic with what they replace. All
12 plain questions are answered by an OLD decision (330–400 days) that is still true, with a newer
memory around it that shares its words and looks like a change but is not one: a trial ("maths is
trialling 1-9 GCSE grades …", "trying a 30 day buffer on ten beta gateways …"), a one-off exception
("raised the upload cap to 200 MB for the year 13 art portfolios, just until their deadline",
"one-off: capacity for saturday's outdoor bootcamp is 50", police asking to hold on to one
passport scan), another part or platform ("battery state of charge is kept as a percentage …, not
in Wh", the spa lockers' RFID wristbands), a plan not done ("thinking about giving waitlisted people
15 min to accept …", "we might pull tariffs from supplier APIs next year") and "also" ("parents can
also download …", "trainer schedules also sync to google calendar now …", "housekeeping can also
log minibar usage on the tablet").

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev7"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "school": [
        ("plag-turnitin", "submitted essays get run through Turnitin for plagiarism, the report is only visible to "
                          "the teacher", "plagiarism", 390),
        ("plag-copyleaks", "essay similarity reports come from Copyleaks, the trust's licence covers all five "
                           "schools", None, 65),
        ("sync-nightly", "class lists sync from the MIS every night at 2am", "rosters", 380),
        ("sync-hourly", "rosters come across from the MIS every hour since the start of term, teachers kept missing "
                        "new joiners", None, 50),
        ("late-48h", "late homework is accepted up to 48h after the deadline and shows up orange in the markbook",
         "deadlines", 350),
        ("late-locked", "heads of year asked for it: the hand-in button locks the minute the deadline passes", None,
         40),
        ("gc-okafor", "Mr Okafor in IT handles the Google Classroom sync, ping him if assignments don't show up",
         "classroom", 360),
        ("gc-priti", "Priti looks after the google classroom integration since Okafor moved to the sixth form "
                     "college", None, 35),
        ("grades", "marks are stored as percentages, the grade letters are only worked out for display because "
                   "boundaries differ per subject", "grading", 400),
        ("grades-trial", "maths is trialling 1-9 GCSE grades on the year 11 reports this half term", None, 20),
        ("parents", "parents get read-only accounts linked to their kids: homework and marks yes, messaging "
                    "teachers no", "parents", 370),
        ("parents-pdf", "parents can also download the end of term report as a pdf from their account", None, 30),
        ("uploads", "homework uploads are capped at 25 MB a file, pdf/docx/jpg/png only", "uploads", 340),
        ("uploads-art", "raised the upload cap to 200 MB for the year 13 art portfolios, just until their deadline "
                        "friday", None, 9),
        ("backups", "the postgres db is backed up every 6h to the trust's azure storage, kept for 30 days", "ops",
         200),
        ("side-backup", "restored a deleted assignment from last night's backup for a year 8 teacher, she was very "
                        "relieved", None, 3),
        ("a11y", "all pages have to pass WCAG 2.1 AA, a lot of our pupils use screen readers or the dyslexia font",
         None, 230),
        ("side-a11y", "sat in on the council's accessibility meeting, it was mostly about ramps and lifts in the new "
                      "block lol", None, 3),
        ("quizzes", "auto-marked quizzes are built in H5P and embedded in the assignment", None, 170),
        ("reminders", "pupils recieve a reminder email at 6pm the evening before something is due", "notifications",
         180),
    ],
    "gym": [
        ("door-kisi", "members open the front door with the QR code in the app, the reader is a Kisi box", "access",
         410),
        ("door-salto", "door access moved from kisi to Salto KS over the weekend, members keep showing the same QR",
         None, 220),
        ("door-nfc", "phones unlock the entrance over NFC with the wallet pass, nobody has to open the app for it "
                     "anymore", None, 30),
        ("fees-gocardless", "membership fees are collected by direct debit through GoCardless on the 1st", "billing",
         380),
        ("fees-stripe", "Stripe Billing pulls the monthly memberships by SEPA debit, first of the month like before",
         None, 75),
        ("noshow-5", "no-show fee for booked classes is 5 EUR, charged to the card on file", "classes", 345),
        ("noshow-8", "skipping a class you booked costs 8 euro from this month, cancelling less than 2h before "
                     "counts as skipping", "classes", 40),
        ("rn-072", "the app is on React Native 0.72, don't bump it until the expo modules catch up", "mobile", 300),
        ("rn-076", "RN 0.76 with the new architecture shipped in 3.8, all our native modules work", "mobile", 25),
        ("capacity", "class capacity comes from the room, not the class type: the spin room has 24 bikes, the studio "
                     "30 mats", "classes", 360),
        ("side-bootcamp", "one-off: capacity for saturday's outdoor bootcamp is 50, it's in the park", None, 6),
        ("waitlist", "when someone cancels, the first person on the waitlist gets the spot automatically and a "
                     "notification", "waitlist", 400),
        ("waitlist-idea", "thinking about giving waitlisted people 15 min to accept the spot instead of auto-booking "
                          "them, product wants numbers first", None, 20),
        ("trainer-sched", "trainers see their schedule in the staff web app only, the member app never shows trainer "
                          "availabilty", None, 330),
        ("trainer-gcal", "trainer schedules also sync to google calendar now for the PTs who asked for it", None, 15),
        ("heartrate", "heart rate from wearables is never stored, it's only shown live on the studio screens during "
                      "class", "privacy", 220),
        ("side-garmin", "my garmin died halfway through spin this morning, so much for the heart rate leaderboard",
         None, 3),
        ("freeze", "a membership can be frozen once a year for up to 3 months, the fee pauses while it's frozen",
         None, 190),
        ("side-freeze", "member at the front desk wanted to freeze her membership after breaking her leg, sent her "
                        "the form", None, 5),
        ("booking-window", "classes open for booking 7 days ahead at midnight", None, 250),
    ],
    "solar": [
        ("ts-influx", "inverter readings are written to InfluxDB, one database per region, raw points kept 90 days",
         "timeseries", 395),
        ("ts-clickhouse", "all telemetry lands in ClickHouse since the summer, the yearly graphs load in 2s instead of "
                          "40s", None, 90),
        ("poll-30", "the gateway polls the inverter over modbus every 30 s", "gateway", 370),
        ("poll-10", "gateways read their inverters every 10 seconds with firmware 2.4", "gateway", 45),
        ("ota-lukas", "Lukas owns the OTA firmware rollout, nothing ships to gateways without his ok", "firmware",
         340),
        ("ota-mei", "gateway firmware releases are Mei's call from now on, Lukas is on the battery team", None, 20),
        ("units", "energy is stored in Wh as integers everywhere, kWh is only for display", "units", 380),
        ("soc-unit", "battery state of charge is kept as a percentage with one decimal, not in Wh", None, 25),
        ("buffer", "the gateway keeps 7 days of readings on its SD card while it's offline and backfills once it's "
                   "back", None, 400),
        ("buffer-trial", "trying a 30 day buffer on ten beta gateways that have the bigger SD cards", None, 14),
        ("tariffs", "feed-in tariffs are entered by the user, we never guess what their energy contract is",
         "tariffs", 335),
        ("tariffs-api", "we might pull tariffs from supplier APIs next year, octopus has a decent one", None, 30),
        ("dead-inverter", "a dead inverter alert fires after 2h of zero production in daylight", "alerts", 210),
        ("side-storm", "a customer's inverter died in the storm on tuesday and the helpdesk asked why no alert came, "
                       "it was night", None, 4),
        ("installers", "installers get read-only access to their customers' systems and the customer can revoke it "
                       "any time", "installers", 240),
        ("side-fair", "met an installer at the intersolar fair who wants API access for his crm, told him to email "
                      "sales", None, 6),
        ("tickets", "customer tickets live in Zendesk, the help button in the app opens one", None, 150),
        ("forecast", "production forecasts are built from Open-Meteo irradiance data", None, 160),
        ("commissioning", "every new install gets a commissioning checklist in the installer app, the system doesn't "
                          "go live until it's signed", "installers", 260),
        ("calibration", "CT clamps are calibrated once at install, the installer types in the factor", None, 280),
    ],
    "hotel": [
        ("chan-siteminder", "rates and availability go out to booking.com and expedia through SiteMinder",
         "channels", 385),
        ("chan-cloudbeds", "the OTAs get our rates from Cloudbeds' channel manager, room types mapped 1:1", None, 55),
        ("checkin-3pm", "check-in is from 3pm, early check-in only if the room is ready", "policies", 350),
        ("checkin-2pm", "arrivals from 2pm starting next monday, the confirmation emails already say so", None, 30),
        ("audit-auto", "night audit runs automatically at 3am, nobody has to press anything", "audit", 360),
        ("audit-manual", "the night manager closes the day by hand again, the automatic one kept firing before late "
                         "arrivals were in", None, 40),
        ("passports", "guest passport scans are deleted 30 days after check-out, only the registration card data "
                      "stays", "gdpr", 400),
        ("side-police", "police asked us to hold on to one guest's passport scan past the 30 days, flagged it by "
                        "hand", None, 4),
        ("keys", "key cards are encoded at the front desk on the VingCard encoder, one per guest unless they ask for "
                 "two", "keys", 370),
        ("spa-lockers", "the spa lockers got new RFID wristbands, seperate system from the room keys", None, 18),
        ("housekeeping", "housekeeping marks rooms clean on the tablet app and reception sees it straight away",
         "housekeeping", 340),
        ("minibar", "housekeeping can also log minibar usage on the tablet, it goes onto the guest's folio", None, 22),
        ("deposits", "card payments at the desk go through Adyen terminals and deposits are pre-authorised on "
                     "arrival", "payments", 200),
        ("side-preauth", "a guest's deposit pre-auth got stuck on their card for 8 days, their bank's fault, "
                         "wrote them an apology anyway", None, 2),
        ("groups", "group bookings of 5+ rooms go through the sales team, never the booking engine", None, 230),
        ("side-wedding", "the wedding group this saturday wants late checkout for everyone, passed it to sales", None,
         5),
        ("wifi", "guest wifi is UniFi with a captive portal, room number + surname to get on", None, 170),
        ("reviews", "guest reviews are collected through TrustYou, the request goes out two days after checkout",
         None, 150),
        ("cancellations", "cancellations are free until 48h before arrival, after that the first night gets charged",
         None, 260),
        ("breakfast", "breakfast is included in direct bookings, OTA bookings pay 18 per person", None, 280),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "school": [
        ("school-plagiarism", "do we still run essays through turnitin for plagiarism?", "plag-copyleaks",
         "replaced"),
        ("school-classlists", "how often do class lists sync from the MIS?", "sync-hourly", "replaced"),
        ("school-late", "do we accept late homework?", "late-locked", "replaced"),
        ("school-gc", "who handles the GC sync?", "gc-priti", "replaced"),
        ("school-grades", "how are grades stored?", "grades", "plain"),
        ("school-parents", "can parents message teachers through the portal?", "parents", "plain"),
        ("school-uploads", "what's the max file size for homework uploads?", "uploads", "plain"),
        ("school-backup", "how often is the db backed up?", "backups", "side-remark"),
        ("school-a11y", "which accessibility standard do pages have to meet?", "a11y", "side-remark"),
        ("school-quizzes", "what do we use for quizzes?", "quizzes", "stopwords"),
        ("school-remind", "when do kids get reminded about due work?", "reminders", "word-form"),
    ],
    "gym": [
        ("gym-door", "do members still scan a QR code at the door?", "door-nfc", "replaced"),
        ("gym-dd", "what collects the membership DDs?", "fees-stripe", "replaced"),
        ("gym-noshow", "how much is the no-show fee?", "noshow-8", "replaced"),
        ("gym-rn", "which react native version is the app on?", "rn-076", "replaced"),
        ("gym-capacity", "where does a class's capacity come from?", "capacity", "plain"),
        ("gym-waitlist", "what happens with the waitlist when someone cancels?", "waitlist", "plain"),
        ("gym-trainers", "where do trainers see their schedule?", "trainer-sched", "plain"),
        ("gym-heartrate", "do we store heart rate data?", "heartrate", "side-remark"),
        ("gym-hold", "how long can someone put their membership on hold?", "freeze", "side-remark"),
        ("gym-book", "how far ahead can members book a class?", "booking-window", "word-form"),
    ],
    "solar": [
        ("solar-influx", "what replaced influx for the inverter readings?", "ts-clickhouse", "replaced"),
        ("solar-poll", "how often does the gw poll the inverter?", "poll-10", "replaced"),
        ("solar-ota", "who signs off on OTA rollouts?", "ota-mei", "replaced"),
        ("solar-units", "what unit do we store energy in?", "units", "plain"),
        ("solar-buffer", "how many days of data does the gateway buffer offline?", "buffer", "plain"),
        ("solar-tariffs", "do we look up users' feed-in tariffs automatically?", "tariffs", "plain"),
        ("solar-deadinv", "when do we alert on a dead inverter?", "dead-inverter", "side-remark"),
        ("solar-installers", "what access do installers get?", "installers", "side-remark"),
        ("solar-tickets", "what do we use for support tickets?", "tickets", "stopwords"),
        ("solar-weather", "what do we use for weather forecasts?", "forecast", "stopwords"),
        ("solar-commission", "how do we commission a new system?", "commissioning", "word-form"),
        ("solar-ct", "how do we handle CT clamp calibration?", "calibration", "word-form"),
    ],
    "hotel": [
        ("hotel-channel", "what sends our rates to booking?", "chan-cloudbeds", "replaced"),
        ("hotel-checkin", "what time is check-in?", "checkin-2pm", "replaced"),
        ("hotel-audit", "does the night audit run by itself?", "audit-manual", "replaced"),
        ("hotel-passports", "how long do we keep passport scans?", "passports", "plain"),
        ("hotel-keys", "where do room key cards get encoded?", "keys", "plain"),
        ("hotel-housekeeping", "how does housekeeping mark a room clean?", "housekeeping", "plain"),
        ("hotel-deposits", "how do we take deposits?", "deposits", "side-remark"),
        ("hotel-groups", "who handles group bookings?", "groups", "side-remark"),
        ("hotel-wifi", "what do we use for wifi?", "wifi", "stopwords"),
        ("hotel-reviews", "what do we use for reviews?", "reviews", "stopwords"),
        ("hotel-cancel", "what happens if a guest cancels late?", "cancellations", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "school-plagiarism": "still-use", "school-classlists": "plain", "school-late": "plain",
    "school-gc": "abbreviation", "school-grades": "plain", "school-parents": "plain", "school-uploads": "plain",
    "school-backup": "plain", "school-a11y": "synonym", "school-quizzes": "plain", "school-remind": "plain",
    "gym-door": "still-use", "gym-dd": "abbreviation", "gym-noshow": "plain", "gym-rn": "version",
    "gym-capacity": "plain", "gym-waitlist": "plain", "gym-trainers": "plain", "gym-heartrate": "plain",
    "gym-hold": "synonym", "gym-book": "plain",
    "solar-influx": "switched-from", "solar-poll": "abbreviation", "solar-ota": "plain", "solar-units": "plain",
    "solar-buffer": "plain", "solar-tariffs": "synonym", "solar-deadinv": "plain", "solar-installers": "plain",
    "solar-tickets": "plain", "solar-weather": "plain", "solar-commission": "plain", "solar-ct": "plain",
    "hotel-channel": "alias", "hotel-checkin": "plain", "hotel-audit": "plain", "hotel-passports": "plain",
    "hotel-keys": "plain", "hotel-housekeeping": "plain", "hotel-deposits": "plain", "hotel-groups": "plain",
    "hotel-wifi": "plain", "hotel-reviews": "plain", "hotel-cancel": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "school": [("plag-turnitin", "plag-copyleaks"), ("sync-nightly", "sync-hourly"), ("late-48h", "late-locked"),
               ("gc-okafor", "gc-priti")],
    "gym": [("door-kisi", "door-salto"), ("door-salto", "door-nfc"), ("fees-gocardless", "fees-stripe"),
            ("noshow-5", "noshow-8"), ("rn-072", "rn-076")],
    "solar": [("ts-influx", "ts-clickhouse"), ("poll-30", "poll-10"), ("ota-lukas", "ota-mei")],
    "hotel": [("chan-siteminder", "chan-cloudbeds"), ("checkin-3pm", "checkin-2pm"), ("audit-auto", "audit-manual")],
}


def load_everyday_dev7() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
