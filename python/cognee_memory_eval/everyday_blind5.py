"""Everyday questions, a fifth blind set (``everyday-blind5``) — CONSTRUCTED, not external data; sealed.

Written in wave 12 by a helper ("blind5") so that the team can measure its ranking ONCE, on a final
ranking, on data nobody tuned on. Its author did not read the ranking, retrieval or update-detection
code, ``docs/updates.md``, the sections of ``docs/evaluation.md`` other than the third dev set's
description (the template for this set's own section), the evaluation report or its results, the
changelog or anyone's notes on misses, did not open the other sealed sets (``everyday_blind*``,
``everyday_holdout``) or their descriptions at all, and never ran this set. Seen: ``everyday_dev3`` as
the file's template (structure and conventions, not its content), only the module docstrings of
``everyday``, ``everyday_check``, ``everyday_dev`` and ``everyday_dev2`` (to understand the groups and
pick other kinds of product), ``everyday.NOW`` and ``build_workspace_job``'s signature, the set-shape
and registration tests, the code changes of the commit that registered ``everyday-blind4``, and the
blind4 author's short notes (which name that set's four products, not its memories).

Each workspace is ONE software product's developer memory, what a VS Code user builds with ``@memory
remember`` over a year: runtime versions, frameworks, databases, hosting and deploys, payments,
third-party APIs, monitoring, dependencies, code style, limits, data retention, pricing and product
rules. Four kinds of product not named in the docstrings read nor in the list of earlier sets' domains
the author was given: an event ticketing platform (Node and TypeScript on AWS, Aurora Postgres, Adyen, a
door scanner app), an applicant tracking system for recruiters (Elixir and Phoenix, Oban), a warehouse
management system for a logistics provider (Java and Quarkus, Zebra handhelds, Kafka) and an online
fundraising platform for charities (Python on Cloud Run, SvelteKit, Gift Aid). 19 memories each (76),
remembered over more than a year (3–410 days ago), 42 of the 76 with a topic (as ``#topic text`` in the
chat sends it), typed as developers type into chat (short, some lower case, abbreviations, two typos,
"lol", "tbh"), some of two sentences with the reason, and seven recent side remarks or incidents (3–6
days old) that mention a question's words in passing without answering it; and 44 questions, each
answered by exactly one memory, short and casual.

Weighted towards the hard cases: 20 replaced, 9 plain, 6 side-remark, 5 stopwords (the only words a
question shares with its distractors are "what", "do", "we", "use" and the like) and 4 word-form.
``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 20 labelled pairs, one per
replaced question, worded as people write a change in chat: "Bumped everything to Node 22", "deleted the
last express router … fastify now", a per-order limit "lowered … to 6" that names the old number only as
a reason, "Moved error tracking and APM over to Datadog … the sentry project is archived", "resale fee
dropped to 5%", "OTP 27 + elixir 1.17 is merged", "said goodbye to fly after the migration weekend",
"resume parsing switched to Textkernel" (the older memory says "CV"), interview invites "synced through
Cronofy from this sprint on" (naming only the new service), "legal signed off on 12 months for
applicants we turn down (was 6)", "everything's on java 21 now", "finished moving off oracle", "SOTI
licence ran out and we didn't renew … Intune now", "all carrier bookings go through nShift now", "waves
every 15 min since peak season" (the older memory says "released every 30 minutes"), "moved to 3.12",
"switched deps to uv", "took PayPal off the donation pages" (a retirement with no successor), "hmrc
claims run weekly now" (not naming Gift Aid), "crm sync is event driven now … instead of the 15 min
batch". Four of the 20 newer memories share a topic with what they replace. Eight questions are answered
by an OLD decision (340–375 days) that is still true; five of them (four still-questions) have newer
memories or recent side remarks around them that share their words (Adyen and card payments, Oban,
pricing plans, Cloud Run, the platform fee).

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-blind5"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "tickets": [
        ("node18", "api and workers run on node 18, version pinned in .nvmrc", "runtime", 395),
        ("node22", "Bumped everything to Node 22 over the weekend, docker base images included. nvm use before "
                   "running stuff locally pls", None, 24),
        ("express", "we use express + typescript for the api, one router per domain (events, orders, venues)",
         "api", 385),
        ("fastify", "deleted the last express router on friday, the whole http layer is fastify now", None, 52),
        ("adyen", "Card payments go through Adyen Drop-in on the web, Apple Pay and Google Pay included.",
         "payments", 375),
        ("adyen-3ds", "3DS is forced on every card payment over 150 EUR now, adyen's risk team suggested it after "
                      "the stolen card spike in october", None, 61),
        ("cap-8", "max 8 tickets per order", "checkout", 260),
        ("cap-6", "lowered the per-order limit to 6, bots were clearing out whole blocks 8 at a time", None, 33),
        ("qr", "Every ticket has a signed QR code (ed25519). The door app verifies the signature offline and "
               "uploads the scans once it has signal again.", "entry", 290),
        ("side-entry", "worked the door at the leipzig show on saturday, the scanner app held up fine but ppl do "
                       "NOT have their tickets ready lol", None, 5),
        ("aurora", "db: postgres 15 on aurora serverless v2, eu-central-1, read replica for reporting", None, 365),
        ("sentry", "errors and perf traces go to Sentry, 10% trace sampling in prod", "monitoring", 320),
        ("datadog", "Moved error tracking and APM over to Datadog so it sits next to the infra metrics, the sentry "
                    "project is archived.", None, 44),
        ("resale-10", "fan-to-fan resale is capped at face value, we keep a 10% fee from the seller", "resale",
         200),
        ("resale-5", "resale fee dropped to 5% after the consumer org complaint", "resale", 18),
        ("deploy", "deploys: github actions builds the image, ECS does a rolling deploy, prod only after e2e is "
                   "green on staging", "deploy", 270),
        ("side-deploy", "deploy freeze until the festival on-sale is over, dont merge anything risky", None, 3),
        ("flags", "Feature flags are in LaunchDarkly; delete a flag once it's been at 100% for two weeks.", None,
         210),
        ("cancelled", "when an event is cancelled every order gets refunded automatically to the original card "
                      "within 14 days, no support ticket needed", None, 230),
    ],
    "hiring": [
        ("otp26", "elixir 1.15 on OTP 26, .tool-versions is the source of truth", "elixir", 400),
        ("otp27", "OTP 27 + elixir 1.17 is merged, CI image rebuilt. if mix complains locally just asdf install",
         None, 27),
        ("fly", "prod is on Fly.io, two machines in fra and one in ams", "hosting", 380),
        ("aws", "said goodbye to fly after the migration weekend, prod runs on ECS Fargate in eu-west-1 now", None,
         64),
        ("oban", "we use Oban for background jobs, queues are in config.exs. dont use Task.async for anything that "
                 "must not get lost", "jobs", 340),
        ("side-oban", "oban web showed 4k retries this morning, calendar sync was failing on expired tokens, fixed",
         None, 5),
        ("affinda", "CV parsing goes through the Affinda API", "cv", 300),
        ("textkernel", "resume parsing switched to Textkernel, Affinda kept mangling two-column PDFs", None, 55),
        ("nylas", "Interview scheduling syncs with Google Calendar and Outlook through Nylas.", "scheduling", 280),
        ("cronofy", "interview invites get synced through Cronofy from this sprint on, the outlook side finally "
                    "works", None, 31),
        ("retention-6", "Rejected candidates' data is deleted after 6 months unless they joined the talent pool.",
         "gdpr", 320),
        ("retention-12", "legal signed off on 12 months for applicants we turn down (was 6), talent pool consent "
                         "rules unchanged", "gdpr", 21),
        ("auth", "customer logins are email+password with phx.gen.auth, enterprise plans get SAML SSO through "
                 "WorkOS", "auth", 230),
        ("postings", "Job posts are pushed to LinkedIn and Indeed through the XML feed, regenerated every 4 hours.",
         None, 210),
        ("credo", "linting is credo --strict, formatting is mix format, CI runs them as seperate steps", "style",
         310),
        ("scorecards", "Interviewers fill in scorecards in the app and can't see anyone else's until they've "
                       "submitted their own.", "interviews", 240),
        ("side-scorecard", "sat in on an interview for our own backend role today, the scorecard form is way too "
                           "long tbh", None, 4),
        ("pricing", "pricing is per active job opening, not per seat, unlimited recruiters on every plan",
         "pricing", 350),
        ("agency-plan", "new Agency plan launched: flat monthly price per client workspace, billed yearly", None,
         45),
    ],
    "warehouse": [
        ("java17", "backend services are java 17 (temurin), maven wrapper is committed", "java", 410),
        ("java21", "everything's on java 21 now, virtual threads are fine to use in the picking service", None, 38),
        ("oracle", "Inventory DB is Oracle 19c, run by the DBA team. No schema changes without a ticket to them.",
         "db", 390),
        ("postgres", "inventory finished moving off oracle this month: postgres 16 on RDS, and the schema is ours "
                     "now", None, 70),
        ("soti", "scanner app releases get pushed to the Zebra handhelds with SOTI MobiControl, one warehouse at a "
                 "time", "devices", 300),
        ("intune", "SOTI licence ran out and we didn't renew, handheld app rollouts are done through Intune now",
         None, 45),
        ("zpl", "pack stations print shipping labels as ZPL, sent straight to the Zebra printers over TCP 9100",
         "labels", 280),
        ("side-labels", "printer at pack station 4 keeps printing labels half blank, facilities is swapping the "
                        "printhead", None, 3),
        ("carrier-adapters", "We book shipments through each carrier's own API (DHL, DPD, UPS), one adapter per "
                             "carrier.", "carriers", 330),
        ("nshift", "all carrier bookings go through nShift now, the per-carrier adapters are deleted", "carriers",
         42),
        ("waves-30", "picking is wave based, a new wave is released every 30 minutes", "picking", 260),
        ("waves-15", "waves every 15 min since peak season, we're keeping it that way", None, 28),
        ("kafka", "we use kafka for stock movements: topic stock.movements, the ERP consumes it", "events", 350),
        ("cutoff", "Same-day cut-off is per client and lives in client_config.cutoff_local (the warehouse's local "
                   "time).", "sla", 340),
        ("grafana", "Dashboards are Grafana on top of Prometheus; alerts land in #wms-alerts.", None, 300),
        ("returns", "returns get graded A/B/C at the returns desk: B goes back to stock as open-box, C goes to the "
                    "liquidation partner", "returns", 190),
        ("side-returns", "returns desk is 3 days behind after the january sales, we lent them two ppl", None, 6),
        ("tests", "integration tests run against testcontainers (postgres + kafka), never mock the repository "
                  "layer", None, 60),
        ("quarkus", "New services are Quarkus, not Spring Boot. native image only if cold start definately "
                    "matters", "java", 320),
    ],
    "donations": [
        ("py311", "python 3.11 everywhere, pinned in .python-version and the Dockerfile", "python", 405),
        ("py312", "moved to 3.12, the CI matrix only has 3.12 left", None, 30),
        ("poetry", "deps are managed with poetry, always commit poetry.lock", "deps", 360),
        ("uv", "switched deps to uv, `uv sync` is all you need now. poetry.lock is deleted", None, 50),
        ("cloudrun", "The API runs on Cloud Run in europe-west2 with min instances = 1, so the first donor of the "
                     "day doesn't hit a cold start.", "hosting", 340),
        ("side-cloudrun", "the receipts job is eating most of the cloud run bill this month, will look into it",
         None, 5),
        ("paypal", "PayPal is offered next to cards on every donation page", "payments", 300),
        ("paypal-gone", "took PayPal off the donation pages. under 2% of gifts and most of our disputes", None, 40),
        ("giftaid", "Gift Aid claims go to HMRC once a month through the Charities Online API, only for UK "
                    "taxpayers who ticked the declaration.", "giftaid", 320),
        ("giftaid-weekly", "hmrc claims run weekly now, charities wanted the money sooner", None, 25),
        ("receipts", "tax receipts are PDFs rendered with WeasyPrint and emailed right after the donation", None,
         280),
        ("recurring", "If a recurring card payment fails we retry 3 times over 7 days, then the donor gets an "
                      "'update your card' email.", "recurring", 250),
        ("svelte", "we use SvelteKit for the donation pages, server-rendered bc half our donors are on old phones",
         "frontend", 270),
        ("wcag", "every donation page must pass the axe checks in CI, target is WCAG 2.1 AA", "a11y", 230),
        ("plausible", "we use Plausible for page analytics, no GA: charities don't want a cookie banner on the "
                      "donate flow", None, 290),
        ("crm-batch", "Donations sync to each charity's Salesforce NPSP every 15 minutes.", "crm", 240),
        ("crm-webhooks", "crm sync is event driven now, one webhook per donation instead of the 15 min batch. "
                         "salesforce and hubspot both supported", "crm", 20),
        ("fees", "platform fee is 3% + card processing, donors can tick a box to cover it so the charity gets the "
                 "full amount", "pricing", 350),
        ("fee-cap", "platform fee is capped at 50 GBP per donation for gifts over 2k, big donors complained", None,
         75),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "tickets": [
        ("tickets-node", "which node version is the api on?", "node22", "replaced"),
        ("tickets-express", "are we still on express?", "fastify", "replaced"),
        ("tickets-cap", "how many tickets can someone buy in one order?", "cap-6", "replaced"),
        ("tickets-exceptions", "where do api exceptions show up?", "datadog", "replaced"),
        ("tickets-resale", "what cut do we take when a fan resells a ticket?", "resale-5", "replaced"),
        ("tickets-adyen", "do we still take card payments through adyen?", "adyen", "plain"),
        ("tickets-region", "which aws region is the db in?", "aurora", "plain"),
        ("tickets-offline", "how does the scanner app check tickets with no internet?", "qr", "side-remark"),
        ("tickets-prod", "how does the api get to prod?", "deploy", "side-remark"),
        ("tickets-flags", "what do we use for feature flags?", "flags", "stopwords"),
        ("tickets-refund", "how do we refund people when a show is cancelled?", "cancelled", "word-form"),
    ],
    "hiring": [
        ("hiring-otp", "which OTP release are we running?", "otp27", "replaced"),
        ("hiring-hosting", "where is prod hosted?", "aws", "replaced"),
        ("hiring-cv", "which service parses the CVs?", "textkernel", "replaced"),
        ("hiring-calendar", "how do interviews get onto people's calendars?", "cronofy", "replaced"),
        ("hiring-retention", "how long do we keep data on rejected candidates?", "retention-12", "replaced"),
        ("hiring-oban", "still on oban for background jobs?", "oban", "side-remark"),
        ("hiring-scorecards", "can interviewers see the other scorecards before they submit theirs?", "scorecards",
         "side-remark"),
        ("hiring-saml", "what handles SAML for enterprise customers?", "auth", "plain"),
        ("hiring-seat", "do we charge per seat?", "pricing", "plain"),
        ("hiring-lint", "what do we use for linting?", "credo", "stopwords"),
        ("hiring-postings", "how often are postings refreshed on linkedin?", "postings", "word-form"),
    ],
    "warehouse": [
        ("warehouse-jdk", "which JDK do we build with?", "java21", "replaced"),
        ("warehouse-oracle", "are we still on oracle?", "postgres", "replaced"),
        ("warehouse-soti", "what did we move to after soti?", "intune", "replaced"),
        ("warehouse-carriers", "how do we book shipments with the carriers?", "nshift", "replaced"),
        ("warehouse-waves", "how often are pick waves released?", "waves-15", "replaced"),
        ("warehouse-printers", "what format do we send to the label printers?", "zpl", "side-remark"),
        ("warehouse-topic", "which kafka topic has the stock movements?", "kafka", "plain"),
        ("warehouse-cutoff", "where's a client's same-day cutoff configured?", "cutoff", "plain"),
        ("warehouse-dashboards", "what do we use for dashboards?", "grafana", "stopwords"),
        ("warehouse-returned", "what happens to returned stuff that gets a B grade?", "returns", "word-form"),
    ],
    "donations": [
        ("donations-python", "what python version are we on?", "py312", "replaced"),
        ("donations-deps", "how do i install the dependencies?", "uv", "replaced"),
        ("donations-paypal", "can donors still pay with paypal?", "paypal-gone", "replaced"),
        ("donations-giftaid", "how often do we claim gift aid?", "giftaid-weekly", "replaced"),
        ("donations-salesforce", "how often do donations get pushed to salesforce?", "crm-webhooks", "replaced"),
        ("donations-cloudrun", "is the api still on cloud run?", "cloudrun", "side-remark"),
        ("donations-fees", "can donors still cover the platform fee?", "fees", "plain"),
        ("donations-failed", "what happens when a monthly donation fails?", "recurring", "plain"),
        ("donations-wcag", "which WCAG level do the donation pages have to meet?", "wcag", "plain"),
        ("donations-analytics", "what do we use for analytics?", "plausible", "stopwords"),
        ("donations-frontend", "what do we use for the frontend?", "svelte", "stopwords"),
        ("donations-receipts", "how do we render the receipt PDFs?", "receipts", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "tickets-node": "version", "tickets-express": "still-use", "tickets-cap": "plain",
    "tickets-exceptions": "synonym", "tickets-resale": "synonym", "tickets-adyen": "still-use",
    "tickets-region": "abbreviation", "tickets-offline": "synonym", "tickets-prod": "plain",
    "tickets-flags": "plain", "tickets-refund": "plain",
    "hiring-otp": "version", "hiring-hosting": "plain", "hiring-cv": "synonym", "hiring-calendar": "plain",
    "hiring-retention": "plain", "hiring-oban": "still-use", "hiring-scorecards": "plain", "hiring-saml": "plain",
    "hiring-seat": "plain", "hiring-lint": "plain", "hiring-postings": "plain",
    "warehouse-jdk": "alias", "warehouse-oracle": "still-use", "warehouse-soti": "switched-from",
    "warehouse-carriers": "plain", "warehouse-waves": "plain", "warehouse-printers": "plain",
    "warehouse-topic": "plain", "warehouse-cutoff": "plain", "warehouse-dashboards": "plain",
    "warehouse-returned": "plain",
    "donations-python": "version", "donations-deps": "abbreviation", "donations-paypal": "still-use",
    "donations-giftaid": "plain", "donations-salesforce": "plain", "donations-cloudrun": "still-use",
    "donations-fees": "still-use", "donations-failed": "synonym", "donations-wcag": "abbreviation",
    "donations-analytics": "plain", "donations-frontend": "plain", "donations-receipts": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "tickets": [("node18", "node22"), ("express", "fastify"), ("cap-8", "cap-6"), ("sentry", "datadog"),
                ("resale-10", "resale-5")],
    "hiring": [("otp26", "otp27"), ("fly", "aws"), ("affinda", "textkernel"), ("nylas", "cronofy"),
               ("retention-6", "retention-12")],
    "warehouse": [("java17", "java21"), ("oracle", "postgres"), ("soti", "intune"), ("carrier-adapters", "nshift"),
                  ("waves-30", "waves-15")],
    "donations": [("py311", "py312"), ("poetry", "uv"), ("paypal", "paypal-gone"), ("giftaid", "giftaid-weekly"),
                  ("crm-batch", "crm-webhooks")],
}


def load_everyday_blind5() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
