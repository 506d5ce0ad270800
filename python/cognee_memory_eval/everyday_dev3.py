"""Everyday questions, another CONSTRUCTED set (``everyday-dev3``) — not external data, a development set.

Written in wave 11 by a helper ("dev3") so that the team can measure its ranking on questions it did
not tune on (the first run), and then STUDY the misses: once studied it is not held out; but it was
written like a sealed set, without knowledge of the ranking. Its author did not read the ranking,
retrieval or update-detection code, ``docs/updates.md``, the sections of ``docs/evaluation.md`` other
than the dataset descriptions, the evaluation report or its results, the changelog or anyone's notes
on misses, and did not open the sealed sets (``everyday_blind*``, ``everyday_holdout``) at all. Seen:
``everyday_dev2`` as the file's template (structure and conventions, not its content), only the
module docstrings of ``everyday``, ``everyday_check``, ``everyday_fresh``, ``everyday_sealed`` and
``everyday_dev`` (to pick other kinds of product), ``everyday.NOW`` and ``build_workspace_job``'s
signature, the set-shape and registration tests, and the commit that registered ``everyday-dev2``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year: build and CI, databases, deploys, code style, testing, auth,
monitoring, dependencies, API limits, releases, feature flags, on-call and product decisions. Four
kinds of product not named in the docstrings read: an e-scooter sharing backend (Go services, gRPC,
Kubernetes on GKE, PostGIS), an e-signature / contract signing SaaS (Laravel and Vue on MySQL), a
language-learning flashcard app (Flutter and Firebase) and a landlord / rental property management
portal (ASP.NET Core on Azure). 18–19 memories each (75), remembered over more than a year (3–415
days ago), 39 of the 75 with a topic (as ``#topic text`` in the chat sends it), typed as developers
type into chat (short, some lower case, abbreviations, two typos, "lol"), some of two sentences with
the reason, and nine recent side remarks or incidents (3–6 days old) that mention a question's
words in passing without answering it; and 44 questions, each answered by exactly one memory, short
and casual.

Weighted towards the hard cases: 20 replaced, 9 plain, 6 side-remark, 5 stopwords (the only words a
question shares with its distractors are "what", "do", "we", "use" and the like) and 4 word-form.
``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 20 labelled pairs,
worded in other ways than the earlier sets' docstrings list: "ditched the self-hosted kafka cluster,
ride events are on Google Pub/Sub now", "upgraded everything to go 1.23", a threshold "20% now (was
15)", "moved paging over to incident.io", "swapped wkhtmltopdf for Gotenberg", "OTP texts go through
MessageBird from this month", an API quota "cut to 50" that names only "the old limit", "vuex is
out", "provider got the boot", "runs on FSRS since v4.2", "we now require iOS 16 or newer", "the
office mac mini is history", a raised allowance stated as "5 … now", "Killed the Mixpanel
integration" (a retirement with no successor), "net6 is out of support", "transactional mail is
Postmark since march" (names the category, not the old provider), "rent collection is
on Stripe now", "B2C is being sunset by Microsoft", "scratch StyleCop". Three of the 20 newer
memories share a topic with what they replace. Four questions (three of them "still"-questions) are
answered by an OLD decision (350–400 days) that is still true, with newer memories or recent side
remarks around it that share its words (Stripe and cards, "DBs" and RDS, Firestore, SQL).

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev3"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "scooters": [
        ("kafka", "ride events go through Kafka, one topic per city", "events", 400),
        ("pubsub", "ditched the self-hosted kafka cluster, ride events are on Google Pub/Sub now. one less thing to "
                   "babysit at 3am", None, 75),
        ("go121", "All services are on Go 1.21; go.mod and the CI image have to match.", "go", 330),
        ("go123", "upgraded everything to go 1.23 last week, remember to bump your local toolchain", None, 21),
        ("geofence", "No-parking zones are geofences stored as PostGIS polygons, the app checks them when a ride "
                     "ends.", "geofencing", 290),
        ("battery-15", "Scooters under 15% battery are hidden from the map.", "fleet", 260),
        ("battery-20", "hide threshold is 20% now (was 15), too many people got stranded halfway", None, 33),
        ("stripe-preauth", "we pre-authorise 10 EUR on the card via Stripe when a ride starts, captured at the end",
         "payments", 350),
        ("stripe-radar", "Turned on Stripe Radar fraud rules for non-EU cards after the chargeback wave.", "payments",
         60),
        ("grpc", "we use gRPC between services, protos live in the proto repo and are versioned with buf", None,
         310),
        ("k8s", "everything runs on GKE Autopilot in europe-west1, one namespace per service", None, 380),
        ("deploy-argo", "Deploys are ArgoCD syncing from the gitops repo: merging to main there means prod.", "deploy",
         240),
        ("side-deploy", "prod deploy of pricing-svc hung for 10 min this morning bc argo's cert expired, fixed now",
         None, 4),
        ("firmware-ota", "Scooter firmware goes out over the air in waves: 1% of the fleet, then 10%, then everyone "
                         "after 48h without faults.", "firmware", 200),
        ("side-firmware", "saw one of our scooters in the canal today, no firmware update is fixing that one", None,
         5),
        ("pager-opsgenie", "on-call alerts come through Opsgenie, weekly rotation", "oncall", 300),
        ("pager-incidentio", "moved paging over to incident.io, opsgenie is being shut down by atlassian anyway", None,
         28),
        ("city-launch", "New city launches need the city's permit number in the city config before the fleet can "
                        "be switched on.", None, 150),
    ],
    "esign": [
        ("laravel10", "backend is Laravel 10 on PHP 8.2", "php", 410),
        ("laravel11", "upgraded to Laravel 11 + PHP 8.3 over the weekend, composer.lock is committed", None, 18),
        ("mysql", "Main database is MySQL 8 on RDS, utf8mb4 everywhere.", "db", 390),
        ("rds-snapshots", "RDS snapshots are kept 30 days, plus a weekly copy to another region", "backups", 120),
        ("side-db", "tried PlanetScale for a side project on the weekend, branching DBs are neat", None, 6),
        ("pdf-wkhtml", "signed PDFs are rendered with wkhtmltopdf", "pdf", 340),
        ("pdf-gotenberg", "swapped wkhtmltopdf for Gotenberg (headless chrome in a container), fonts finally look "
                          "right", None, 50),
        ("audit-trail", "Every signature event (viewed, signed, declined) is written to the append-only audit_events "
                        "table with IP and user agent.", None, 300),
        ("sms-twilio", "SMS one-time codes for signers are sent via Twilio", "otp", 280),
        ("sms-messagebird", "OTP texts go through MessageBird from this month, Twilio got too pricey for DACH numbers",
         None, 40),
        ("retention", "Completed envelopes are kept 10 years, then deleted by the purge job.", "retention", 260),
        ("quota-100", "api: 100 envelopes/hour per account", "api", 230),
        ("quota-50", "API quota cut to 50 envelopes an hour per account, a spammer was maxing out the old limit all "
                     "week", "api", 15),
        ("vue2", "frontend is Vue 2 with Vuex", "frontend", 370),
        ("vue3", "finished the Vue 3 migration!! store is Pinia now, vuex is out", None, 65),
        ("sso-saml", "Enterprise customers can log in with SAML SSO, we use the onelogin php-saml lib.", "auth", 210),
        ("side-sso", "customer call about SSO ran long, they want SCIM too, not promising anything", None, 5),
        ("code-style", "php formatting is pint with the laravel preset, runs in a pre-commit hook", None, 180),
        ("renovate", "Renovate opens dependancy PRs on mondays, patch updates automerge when CI is green.", None,
         170),
    ],
    "flashcards": [
        ("state-provider", "state management is provider, keep it simple", "flutter", 400),
        ("state-riverpod", "we're on riverpod now, provider got the boot. new screens first, old ones get moved when "
                           "someone touches them", None, 90),
        ("srs-sm2", "Review scheduling uses SM-2 (the old Anki algorithm), intervals capped at 365 days.", "srs", 350),
        ("srs-fsrs", "spaced repetition runs on FSRS since v4.2, SM-2 is only kept for importing old decks", None, 30),
        ("firestore", "user progress is in Firestore, one doc per user per deck", "db", 380),
        ("side-firestore", "firestore reads spiked during the streak challenge, added a composite index", None, 5),
        ("tts", "audio for cards is generated with Google Cloud TTS and cached in Firebase Storage by text hash",
         None, 250),
        ("side-tts", "the new german voice pronounces 'Brötchen' so wrong lol", None, 4),
        ("crashlytics", "Crash reports: Firebase Crashlytics. #app-crashes gets pinged for anything above 0.5% of "
                        "sessions.", None, 300),
        ("ios-min-14", "min iOS is 14", "ios", 330),
        ("ios-min-16", "we now require iOS 16 or newer, under 2% of users were below", None, 26),
        ("revenuecat", "Subscriptions go through RevenueCat, the entitlement is called 'pro'.", "payments", 280),
        ("fastlane", "app store builds: fastlane on the mac mini in the office", "build", 360),
        ("codemagic", "the office mac mini is history, builds and store uploads happen on Codemagic", None, 110),
        ("streak-3", "Streak freezes: free users get 1 per week, Pro gets 3.", "gamification", 200),
        ("streak-5", "pro users get 5 streak freezes a week now, free stays at 1", "gamification", 12),
        ("l10n", "UI strings live in ARB files and get translated in Lokalise, never hardcode text in widgets",
         "i18n", 220),
        ("mixpanel", "screen views are tracked in Mixpanel, one event per route", "analytics", 310),
        ("mixpanel-killed", "Killed the Mixpanel integration entirely. we don't track screen views at all anymore "
                            "(GDPR, and nobody looked at them)", None, 45),
    ],
    "rentals": [
        ("dotnet6", ".NET 6 for all the services (LTS)", "dotnet", 415),
        ("dotnet8", "on .NET 8 now, all projects retargeted, net6 is out of support", None, 48),
        ("azure-sql", "Data lives in Azure SQL (General Purpose, 8 vCores), EF Core migrations are in the Data "
                      "project.", "db", 400),
        ("ef-migrations", "we run EF migrations as a separate release step, never on app startup", "migrations", 120),
        ("side-sql", "spent the afternoon on a slow SQL query in the rent ledger, missing index, fixed", None, 5),
        ("sendgrid", "All transactional email goes out through SendGrid.", "email", 300),
        ("postmark", "transactional mail is Postmark since march, deliverability with the old provider was awful",
         None, 70),
        ("reminders", "tenants recieve rent reminders 5 days before the due date", "tenants", 260),
        ("gocardless", "Tenants pay rent by SEPA direct debit through GoCardless.", "payments", 350),
        ("stripe", "rent collection is on Stripe now (cards and SEPA), the remaining GoCardless mandates run out by "
                   "the end of the year", None, 35),
        ("b2c", "Tenant and landlord logins are Azure AD B2C", "auth", 330),
        ("entra", "B2C is being sunset by Microsoft: new sign-ups land in Entra External ID, existing accounts "
                  "migrate in batches.", "auth", 22),
        ("stylecop", "C# style: StyleCop analyzers, warnings as errors", "style", 290),
        ("editorconfig", "scratch StyleCop, it's just .editorconfig + dotnet format in CI now", None, 60),
        ("maintenance-photos", "Tenants attach photos to maintenance requests; they're stored in Blob Storage in a "
                               "private container, SAS links valid for 1h.", None, 210),
        ("side-maintenance", "boiler at my own flat broke so i filed a maintenance request like a tenant would, "
                             "that form is way too long", None, 3),
        ("oncall", "Out of hours only P1s page someone (portal down, payments failing), everything else waits for "
                   "the morning.", "oncall", 240),
        ("side-oncall", "got paged at 2am on sunday, false alarm from the health check", None, 6),
        ("appinsights", "logs and tracing: Application Insights, 20% sampling in prod", None, 230),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "scooters": [
        ("scooters-events", "which message bus do trip events go over?", "pubsub", "replaced"),
        ("scooters-go", "what go version are we on?", "go123", "replaced"),
        ("scooters-battery", "at what battery % does a scooter disappear from the map?", "battery-20", "replaced"),
        ("scooters-paging", "do we still use opsgenie?", "pager-incidentio", "replaced"),
        ("scooters-preauth", "do we still hold 10 euros on the card when a ride starts?", "stripe-preauth", "plain"),
        ("scooters-nopark", "where are no-parking zones stored?", "geofence", "plain"),
        ("scooters-cluster", "which region is the k8s cluster in?", "k8s", "plain"),
        ("scooters-firmware", "how do we roll out new firmware to the scooters?", "firmware-ota", "side-remark"),
        ("scooters-prod", "how do services get deployed to prod?", "deploy-argo", "side-remark"),
        ("scooters-fraud", "what do we use against fraud?", "stripe-radar", "stopwords"),
        ("scooters-launching", "what's needed before launching in a new city?", "city-launch", "word-form"),
    ],
    "esign": [
        ("esign-php", "what php version is the backend on?", "laravel11", "replaced"),
        ("esign-pdf", "what replaced wkhtmltopdf?", "pdf-gotenberg", "replaced"),
        ("esign-otp", "which provider sends one-time codes to signers?", "sms-messagebird", "replaced"),
        ("esign-quota", "how many envelopes can an account send per hour through the api?", "quota-50", "replaced"),
        ("esign-vuex", "are we still on vuex?", "vue3", "replaced"),
        ("esign-db", "which db engine is prod on?", "mysql", "plain"),
        ("esign-retention", "how long do we keep finished contracts?", "retention", "plain"),
        ("esign-snapshots", "are db snapshots copied to another region?", "rds-snapshots", "plain"),
        ("esign-sso", "how do enterprise customers sign in?", "sso-saml", "side-remark"),
        ("esign-formatting", "what do we use for formatting?", "code-style", "stopwords"),
        ("esign-declines", "where do we log it when a signer declines?", "audit-trail", "word-form"),
    ],
    "flashcards": [
        ("flashcards-state", "which state mgmt lib are we on?", "state-riverpod", "replaced"),
        ("flashcards-srs", "what algorithm decides when a card comes back for review?", "srs-fsrs", "replaced"),
        ("flashcards-ios", "oldest iOS version we support?", "ios-min-16", "replaced"),
        ("flashcards-builds", "where do the ios store builds run?", "codemagic", "replaced"),
        ("flashcards-freezes", "how many streak freezes does pro get?", "streak-5", "replaced"),
        ("flashcards-mixpanel", "do we still track screen views in mixpanel?", "mixpanel-killed", "replaced"),
        ("flashcards-progress", "is user progress still in firestore?", "firestore", "plain"),
        ("flashcards-pronunciation", "how do we generate the pronunciation audio?", "tts", "side-remark"),
        ("flashcards-subscriptions", "what do we use for subscriptions?", "revenuecat", "stopwords"),
        ("flashcards-crashes", "what do we use for crash reporting?", "crashlytics", "stopwords"),
        ("flashcards-translators", "where do translators work on the UI text?", "l10n", "word-form"),
    ],
    "rentals": [
        ("rentals-dotnet", "what dotnet version do we target?", "dotnet8", "replaced"),
        ("rentals-email", "what did we switch to from sendgrid?", "postmark", "replaced"),
        ("rentals-rent", "how do tenants pay their rent?", "stripe", "replaced"),
        ("rentals-idp", "which IdP do new tenant accounts go to?", "entra", "replaced"),
        ("rentals-stylecop", "is stylecop still enforced?", "editorconfig", "replaced"),
        ("rentals-sqlserver", "are we still on SQL Server?", "azure-sql", "plain"),
        ("rentals-migrations", "do db migrations run when the app starts?", "ef-migrations", "plain"),
        ("rentals-photos", "where are photos from maintenance requests stored?", "maintenance-photos", "side-remark"),
        ("rentals-night", "what's allowed to page someone at night?", "oncall", "side-remark"),
        ("rentals-tracing", "what do we use for tracing?", "appinsights", "stopwords"),
        ("rentals-reminded", "when do tenants get reminded about rent?", "reminders", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "scooters-events": "synonym", "scooters-go": "version", "scooters-battery": "synonym",
    "scooters-paging": "still-use", "scooters-preauth": "still-use", "scooters-nopark": "plain",
    "scooters-cluster": "abbreviation", "scooters-firmware": "plain", "scooters-prod": "plain",
    "scooters-fraud": "plain", "scooters-launching": "plain",
    "esign-php": "version", "esign-pdf": "switched-from", "esign-otp": "abbreviation", "esign-quota": "plain",
    "esign-vuex": "still-use", "esign-db": "abbreviation", "esign-retention": "synonym",
    "esign-snapshots": "abbreviation", "esign-sso": "synonym", "esign-formatting": "plain",
    "esign-declines": "plain",
    "flashcards-state": "abbreviation", "flashcards-srs": "synonym", "flashcards-ios": "version",
    "flashcards-builds": "plain", "flashcards-freezes": "plain", "flashcards-mixpanel": "still-use",
    "flashcards-progress": "still-use", "flashcards-pronunciation": "plain", "flashcards-subscriptions": "plain",
    "flashcards-crashes": "plain", "flashcards-translators": "plain",
    "rentals-dotnet": "alias", "rentals-email": "switched-from", "rentals-rent": "plain",
    "rentals-idp": "abbreviation", "rentals-stylecop": "still-use", "rentals-sqlserver": "alias",
    "rentals-migrations": "abbreviation", "rentals-photos": "plain", "rentals-night": "synonym",
    "rentals-tracing": "plain", "rentals-reminded": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "scooters": [("kafka", "pubsub"), ("go121", "go123"), ("battery-15", "battery-20"),
                 ("pager-opsgenie", "pager-incidentio")],
    "esign": [("laravel10", "laravel11"), ("pdf-wkhtml", "pdf-gotenberg"), ("sms-twilio", "sms-messagebird"),
              ("quota-100", "quota-50"), ("vue2", "vue3")],
    "flashcards": [("state-provider", "state-riverpod"), ("srs-sm2", "srs-fsrs"), ("ios-min-14", "ios-min-16"),
                   ("fastlane", "codemagic"), ("streak-3", "streak-5"), ("mixpanel", "mixpanel-killed")],
    "rentals": [("dotnet6", "dotnet8"), ("sendgrid", "postmark"), ("gocardless", "stripe"), ("b2c", "entra"),
                ("stylecop", "editorconfig")],
}


def load_everyday_dev3() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
