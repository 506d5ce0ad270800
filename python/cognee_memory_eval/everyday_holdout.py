"""Everyday questions, a fourth CONSTRUCTED set (``everyday-holdout``) — not external data, sealed.

Written without looking at the ranking or update-detection code or at anyone's notes on misses, and
not run by anyone while the rules were being changed: it is measured once, at the end of a landing,
so that number is honest. Four kinds of team not used in the other sets: a logistics / route
planning team, an e-learning platform, a retail point-of-sale team and a small SaaS CRM. 17 memories
each, remembered over most of a year (2–340 days ago), about half with a topic (as ``#topic text``
in the chat sends it), mostly one sentence with some of two or three; and 44 questions, each
answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` and ``PHRASING`` the same labels as
``everyday_check``. The fifteen replaced decisions are worded in varied ways (version bumps naming
only the new number, switches naming only the new thing, switches naming the old one with
different verbs, retirements); three share a topic with the memory they replace.

The questions, the groups, the phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-holdout"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "logistics": [
        ("osrm", "Routes are computed with a self-hosted OSRM instance on the car profile.", "routing", 330),
        ("valhalla", "moved route calculation over to Valhalla so we get truck restrictions (height, weight)",
         "routing", 45),
        ("ortools", "The daily vehicle routing problem is solved with Google OR-Tools, 30 second time limit per "
                    "depot.", "optimizer", 290),
        ("pg13", "Trip data lives in Postgres 13 with PostGIS.", "database", 310),
        ("pg16", "upgraded the trips db to pg 16 last night, PostGIS came along fine", None, 12),
        ("tracking", "Drivers' phones send a GPS ping every 30 seconds while a tour is active.", None, 260),
        ("mqtt", "GPS pings from the driver app go through an MQTT broker (Mosquitto) into the tracker.",
         "tracking", 240),
        ("kafka", "Mosquitto is gone, the driver app publishes positions straight to Kafka now.", None, 30),
        ("eta", "Customers get an ETA window of 2 hours, narrowed to 30 minutes once the driver is two stops "
                "away.", "notifications", 200),
        ("depots", "We run 14 depots; Rotterdam and Antwerp are the only ones with cold storage.", None, 180),
        ("pod", "Proof of delivery is a photo plus the recipient's signature, stored in S3 for 18 months.",
         "delivery", 150),
        ("hereapi", "Geocoding of customer addresses is done with the HERE API.", "geocoding", 220),
        ("nominatim", "We stopped paying for HERE; addresses are geocoded by our own Nominatim server now.", None,
         20),
        ("tacho", "Driving hours come from the tachograph download and must respect the EU 9 hour daily "
                  "limit.", "compliance", 170),
        ("dispatch", "Dispatchers plan the next day's tours before 16:00. After that changes go through the "
                     "shift lead.", None, 120),
        ("standup", "Standup is at 8:15 because the dispatch floor is busiest at 9.", None, 90),
        ("side-kafka", "Kafka consumer lag alert fired again last night, I bumped the partitions for the "
                       "invoices topic.", None, 3),
    ],
    "elearning": [
        ("moodle", "Courses are authored in Moodle and exported as SCORM packages.", "authoring", 320),
        ("video", "Lesson videos are hosted on Vimeo with domain-restricted embeds.", "video", 280),
        ("mux", "switched lesson video hosting to Mux, signed playback URLs instead of domain restrictions",
         "video", 35),
        ("py38", "The grading service runs on Python 3.8.", "backend", 300),
        ("py312", "grading service is on python 3.12 now", None, 15),
        ("celery", "Autograder jobs run as Celery tasks with Redis as the broker.", "grading", 250),
        ("sandbox", "Student code is executed in a gVisor sandbox with a 10 second CPU limit and no network.",
         "security", 230),
        ("certs", "Certificates are PDFs generated with WeasyPrint once a learner passes the final quiz with "
                  "at least 80%.", None, 190),
        ("sso", "Universities log in through SAML via their own identity provider; everyone else uses email "
                "and password.", "auth", 210),
        ("sendgrid", "Course reminder emails are sent through SendGrid.", "email", 260),
        ("postmark", "We left SendGrid after the deliverability problems. Transactional mail goes out via "
                     "Postmark.", None, 25),
        ("forum", "The discussion forum is Discourse, embedded under each lesson.", None, 160),
        ("a11y", "Every lesson must pass WCAG 2.1 AA before it is published; captions are required for all "
                 "videos.", "accessibility", 140),
        ("plagiarism", "Essay submissions are checked for plagiarism with Turnitin.", "grading", 200),
        ("turnitin-end", "Turnitin contract ended in June, plagiarism checks are switched off until procurement "
                         "picks a new vendor.", None, 40),
        ("analytics", "Learning events are recorded as xAPI statements in a Learning Locker LRS.", None, 110),
        ("side-video", "The marketing team wants the homepage hero video to autoplay, told them to ask design.",
         None, 4),
    ],
    "pos": [
        ("terminals", "Card payments in the stores go through Adyen terminals.", "payments", 310),
        ("stripe-terminal", "all stores are on Stripe Terminal now, Adyen readers were collected last week",
         None, 28),
        ("offline", "The till keeps working offline and queues sales in SQLite; they sync when the connection "
                    "comes back.", "offline", 270),
        ("electron", "The till app is an Electron app running on Windows 10 PCs.", "till", 300),
        ("tauri", "We ported the till from Electron to Tauri, it starts in under two seconds on the old PCs.",
         None, 50),
        ("receipts", "Receipts are printed on Epson TM-T88 printers over ESC/POS.", "hardware", 240),
        ("scanners", "Barcode scanners are Zebra DS2208 in keyboard-wedge mode.", "hardware", 230),
        ("fiscal", "In Germany every sale must be signed by a TSE (fiskaly cloud TSE) before the receipt is "
                   "printed.", "compliance", 210),
        ("inventory", "Stock levels sync from the ERP every 15 minutes.", None, 190),
        ("sap", "The ERP is SAP Business One.", "erp", 330),
        ("loyalty", "Loyalty points are 1 point per euro, redeemable from 500 points.", "loyalty", 150),
        ("returns", "Returns without a receipt need a store manager PIN and are refunded as store credit only.",
         None, 130),
        ("endofday", "Cashiers do the end-of-day cash count (Z report) before 22:00; the report goes to head "
                     "office automatically.", None, 170),
        ("updates", "Till updates are rolled out with Intune to five pilot stores first, then everyone a week "
                    "later.", "deployment", 160),
        ("mdm", "Intune is retired for the tills, they are managed with Microsoft Configuration Manager since "
                "the licence change.", None, 22),
        ("win10", "Windows 10 reaches end of support in October, till PCs get Windows 11 IoT LTSC in the "
                  "autumn refresh.", "till", 35),
        ("side-loyalty", "Customer asked in the Hamburg store whether loyalty points expire, I said I'd check.",
         None, 2),
    ],
    "crm": [
        ("rails6", "The CRM is a Rails 6.1 monolith.", "backend", 340),
        ("rails7", "Rails 7.2 upgrade is done and deployed.", None, 18),
        ("heroku", "Production runs on Heroku with two performance-M dynos.", "hosting", 300),
        ("render", "We migrated off Heroku to Render in September, same Postgres plan.", "hosting", 60),
        ("search", "Contact search uses pg_search full-text search inside Postgres.", "search", 260),
        ("billing", "Subscriptions are billed through Chargebee.", "billing", 250),
        ("stripebilling", "Chargebee has been cancelled; subscriptions and invoices are handled by Stripe "
                          "Billing directly.", None, 30),
        ("imports", "CSV imports of contacts are capped at 50,000 rows per file; bigger files must be split.",
         None, 200),
        ("dedupe", "Duplicate contacts are merged when the email address matches, case-insensitive.",
         "data quality", 180),
        ("gmail", "Email sync connects to Gmail and Outlook with OAuth and pulls mail every five minutes.",
         "integrations", 220),
        ("webhooks", "Outgoing webhooks are signed with HMAC-SHA256 and retried for 24 hours.", None, 170),
        ("sidekiq", "Background jobs run on Sidekiq.", "jobs", 280),
        ("goodjob", "dropped Sidekiq and Redis, background jobs are on GoodJob in Postgres", None, 45),
        ("support", "Customer support runs in Intercom. Enterprise customers also get a shared Slack channel.",
         None, 150),
        ("trial", "New workspaces get a 14 day free trial without a credit card.", "pricing", 190),
        ("gdpr", "When a customer deletes their account, all contacts are hard-deleted after 30 days.",
         "privacy", 140),
        ("side-trial", "Sales wants to run a trial of Gong for call recording next quarter, not our call.",
         None, 3),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "logistics": [
        ("logistics-routing", "What do we compute routes with?", "valhalla", "replaced"),
        ("logistics-osrm", "Are we still on OSRM?", "valhalla", "replaced"),
        ("logistics-postgres", "Which Postgres version is the trips database?", "pg16", "replaced"),
        ("logistics-mosquitto", "What replaced Mosquitto?", "kafka", "replaced"),
        ("logistics-geocode", "What geocodes customer addresses?", "nominatim", "replaced"),
        ("logistics-vrp", "What solves the VRP?", "ortools", "plain"),
        ("logistics-gps", "How often do drivers' phones send their location?", "tracking", "word-form"),
        ("logistics-cold", "Which depots have cold storage?", "depots", "plain"),
        ("logistics-pod", "How long do we keep POD photos?", "pod", "plain"),
        ("logistics-hours", "What is the daily driving limit?", "tacho", "word-form"),
        ("logistics-late", "What if a tour has to change after it's planned?", "dispatch", "stopwords"),
    ],
    "elearning": [
        ("elearning-video", "Where are lesson videos hosted?", "mux", "replaced"),
        ("elearning-python", "What Python version does the grader use?", "py312", "replaced"),
        ("elearning-sendgrid", "Do we still send emails with SendGrid?", "postmark", "replaced"),
        ("elearning-plagiarism", "How are essays checked for plagiarism?", "turnitin-end", "replaced"),
        ("elearning-authoring", "Where are courses written?", "moodle", "word-form"),
        ("elearning-autograder", "What queue do autograder jobs use?", "celery", "plain"),
        ("elearning-sandbox", "Can student code reach the network?", "sandbox", "plain"),
        ("elearning-certificate", "When does a learner get a certificate?", "certs", "word-form"),
        ("elearning-login", "How do university students sign in?", "sso", "plain"),
        ("elearning-captions", "Do videos need captions?", "a11y", "side-remark"),
        ("elearning-forum", "What is the forum?", "forum", "stopwords"),
    ],
    "pos": [
        ("pos-card", "Which card terminals do the stores use?", "stripe-terminal", "replaced"),
        ("pos-adyen", "Are the Adyen readers still in use?", "stripe-terminal", "replaced"),
        ("pos-framework", "What is the till app built with?", "tauri", "replaced"),
        ("pos-intune", "What manages the tills instead of Intune?", "mdm", "replaced"),
        ("pos-offline", "What happens when the till loses its connection?", "offline", "plain"),
        ("pos-printer", "Which receipt printers do we have?", "receipts", "word-form"),
        ("pos-tse", "What signs sales in Germany?", "fiscal", "plain"),
        ("pos-erp", "Which ERP do we use?", "sap", "plain"),
        ("pos-loyalty", "How many points does a customer need to redeem?", "loyalty", "side-remark"),
        ("pos-returns", "Can a customer return something without the receipt?", "returns", "plain"),
        ("pos-zreport", "When is the Z report due?", "endofday", "stopwords"),
    ],
    "crm": [
        ("crm-rails", "Which Rails version are we on?", "rails7", "replaced"),
        ("crm-hosting", "Where does production run?", "render", "replaced"),
        ("crm-chargebee", "Is Chargebee still our billing?", "stripebilling", "replaced"),
        ("crm-jobs", "What runs background jobs?", "goodjob", "replaced"),
        ("crm-search", "How does contact search work?", "search", "plain"),
        ("crm-import", "What's the limit for importing contacts?", "imports", "word-form"),
        ("crm-duplicates", "When are duplicate contacts merged?", "dedupe", "plain"),
        ("crm-mail", "How often is email synced?", "gmail", "word-form"),
        ("crm-webhook", "How are webhooks signed?", "webhooks", "plain"),
        ("crm-trial", "How long is the free trial?", "trial", "side-remark"),
        ("crm-deletion", "What happens to contacts when an account is deleted?", "gdpr", "stopwords"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "logistics-routing": "synonym", "logistics-osrm": "still-use", "logistics-postgres": "version",
    "logistics-mosquitto": "switched-from", "logistics-geocode": "plain", "logistics-vrp": "abbreviation",
    "logistics-gps": "synonym", "logistics-cold": "plain", "logistics-pod": "abbreviation",
    "logistics-hours": "synonym", "logistics-late": "plain",
    "elearning-video": "plain", "elearning-python": "version", "elearning-sendgrid": "still-use",
    "elearning-plagiarism": "plain", "elearning-authoring": "synonym", "elearning-autograder": "plain",
    "elearning-sandbox": "synonym", "elearning-certificate": "plain", "elearning-login": "synonym",
    "elearning-captions": "plain", "elearning-forum": "plain",
    "pos-card": "plain", "pos-adyen": "still-use", "pos-framework": "synonym", "pos-intune": "switched-from",
    "pos-offline": "synonym", "pos-printer": "plain", "pos-tse": "abbreviation", "pos-erp": "plain",
    "pos-loyalty": "plain", "pos-returns": "plain", "pos-zreport": "alias",
    "crm-rails": "version", "crm-hosting": "plain", "crm-chargebee": "still-use", "crm-jobs": "plain",
    "crm-search": "plain", "crm-import": "plain", "crm-duplicates": "plain", "crm-mail": "plain",
    "crm-webhook": "plain", "crm-trial": "plain", "crm-deletion": "synonym",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "logistics": [("osrm", "valhalla"), ("pg13", "pg16"), ("mqtt", "kafka"), ("hereapi", "nominatim")],
    "elearning": [("video", "mux"), ("py38", "py312"), ("sendgrid", "postmark"), ("plagiarism", "turnitin-end")],
    "pos": [("terminals", "stripe-terminal"), ("electron", "tauri"), ("updates", "mdm")],
    "crm": [("rails6", "rails7"), ("heroku", "render"), ("billing", "stripebilling"), ("sidekiq", "goodjob")],
}


def load_everyday_holdout() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
