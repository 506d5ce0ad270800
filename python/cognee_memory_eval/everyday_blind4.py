"""Everyday questions, another CONSTRUCTED set (``everyday-blind4``) — not external data, sealed.

Written in wave 11 by a helper ("blind4") who has never read the ranking, retrieval, update-detection
or scoring code, the docs on updates and ranking, the evaluation report or its results, the changelog,
the issue or anyone's notes on misses, and not run by its author (no evaluation, no misses bench, no
retrieval): it is measured once, on a final ranking, so that number is one nobody tuned on. Seen:
``everyday_blind3`` as the file's template (structure and conventions, not its content), only the
module docstrings of ``everyday``, ``everyday_check``, ``everyday_fresh``, ``everyday_sealed``,
``everyday_dev`` and ``everyday_dev2`` (to pick other kinds of product; not the sealed ``everyday_blind``,
``everyday_blind2`` or ``everyday_holdout``), ``everyday.NOW`` and ``build_workspace_job``'s signature
(the grep that found them also showed the first two memories of ``everyday``'s first workspace), the
registration commit of ``everyday-blind3``, and the set-shape and registration tests.

As in ``everyday_blind3``, each workspace is ONE software product's developer memory, what a VS Code
user builds with ``@memory remember`` over a year: build and CI, databases, deploys, code style,
testing, auth, monitoring, dependencies, API limits, releases, feature flags, on-call and product
decisions. Four kinds of product not used in the other sets: a language-learning flashcard app
(SwiftUI on iOS, a Go API on Cloud Run), an e-signature SaaS for contracts (ASP.NET Core, Angular,
SQL Server on Azure), a running and cycling activity tracker (Kotlin Multiplatform apps, a Rust/axum
backend on TimescaleDB) and a booking engine and channel manager for small hotels (Spring Boot, Kafka,
MySQL). 18–19 memories each (73), remembered over more than a year (3–415 days ago), 43 of the 73
with a topic (as ``#topic text`` in the chat sends it), typed as developers type into chat (short,
some lower case, abbreviations, a typo or two), some of two sentences with the reason, and twelve recent
side remarks or incidents (3–11 days old) that mention a question's words in passing without
answering it; and 44 short, casual questions, each answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` (15 replaced, 10 plain, 8 side-remark, 5
stopwords, 6 word-form) and ``PHRASING`` the same labels as ``everyday_check`` (18 plain, 11 synonym,
5 abbreviation, 6 still-use, 2 switched-from, 1 version, 1 alias). The fifteen labelled replacements
are worded fifteen ways: the old pipeline "ripped out", a new scheduler "live for all users" that
calls the old one only "the old scheduler", "swapped X for Y", a new number "from today" with no
word about raising it, the last request served by the old host, "merged the X upgrade", a limit now
counted per account "instead of per key", a vendor sunsetting the old tool, a format switch with the
old one kept for old app versions, a move explained by the old vendor's invoice, a repository
"archived read-only", a planned migration "scrapped" ten days later (the newer memory keeps the old
tool), "finished the rollout", a cluster "turned off" and night pages handed to a support desk. Two
share a topic with the memory they replace. Five questions are answered by an old decision (360–415
days) that nothing replaced, with newer memories around it that share its words (four of them
still-use questions). The word-form questions use another form of the answer's key word (an -ing
form, a verb for a noun), and some of those workspaces hold a memory that uses the word in
another sense.

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-blind4"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "flashcards": [
        ("actions", "iOS builds and TestFlight uploads run on GitHub Actions macOS runners, fastlane does signing "
                    "and the upload.", "ci", 400),
        ("xcodecloud", "moved the iOS builds to Xcode Cloud and ripped the fastlane lanes out of the workflow. "
                       "every green build on main lands in TestFlight by itself", None, 52),
        ("sm2", "Review scheduling is plain SM-2 like Anki, new cards start with an ease of 2.5.", "srs", 385),
        ("fsrs", "FSRS is live for all users as of 2.8. the old scheduler's code path gets deleted after 2.9 "
                 "ships", "srs", 40),
        ("polly", "Audio for example sentences is generated with Amazon Polly once per sentence and cached in the "
                  "GCS bucket.", "audio", 300),
        ("eleven", "swapped Polly for ElevenLabs on all the pronunciation clips, learners kept calling the old "
                   "voices robotic. regenerating the backlog this week", None, 27),
        ("markdown", "Card text is stored as Markdown plus our ruby extension for furigana. Never store HTML in the "
                     "cards table.", "content", 410),
        ("side-cards", "the markdown preview in the card editor lags on decks over 5k cards, can someone profile it "
                       "before the 3.1 cut", None, 6),
        ("revenuecat", "Subscriptions go through RevenueCat; the backend trusts their webhook and never the "
                       "receipt the app sends.", "payments", 260),
        ("streak", "Missing a day resets the streak unless a streak freeze is equipped, a freeze costs 200 gems.",
         "product", 230),
        ("side-streak", "someone emailed the CEO about losing a 412 day streak during tuesday's outage, support "
                        "restored it by hand", None, 4),
        ("offline", "Decks live in SQLite (GRDB) on the phone. Reviews done offline queue up and sync in one batch "
                    "when the connection comes back.", None, 210),
        ("translate60", "/translate is capped at 60 requests/min per user since the DeepL bill spiked", "api",
         190),
        ("translate150", "per-user limit on /translate is 150/min from today, the DeepL Pro plan has loads of "
                         "headroom", None, 33),
        ("auth", "Auth is Sign in with Apple or an email magic link, we don't do passwords.", "auth", 320),
        ("side-magic", "magic link emails went to junk for hotmail addresses on monday so ppl couldn't log in for a "
                       "few hours, SES reputation dashboard looked fine tho", None, 5),
        ("lokalise", "UI strings sit in the String Catalog, translators work in Lokalise and we pull with their "
                     "CLI before cutting a release.", None, 280),
        ("goose", "DB migrations are goose SQL files. never edit one that's already merged, add a new one", "db",
         290),
    ],
    "esign": [
        ("appservice", "The API runs on Azure App Service (P1v3), 2 instances behind Front Door, deploys are a slot "
                       "swap.", "deploy", 395),
        ("aks", "last request served from App Service was tuesday night, everything runs on AKS now. the plan "
                "gets deleted friday, helm charts are in /deploy", None, 42),
        ("efcore", "All data access goes through EF Core, no raw SQL outside the Reporting project.", "db", 360),
        ("side-db", "DBA asked us to stop running ad-hoc queries on the prod db from SSMS, use the read replica "
                    "for that stuff", None, 8),
        ("pades", "Finished PDFs are converted to the PDF/A format and sealed with a PAdES signature from our "
                  "HSM-backed key in Azure Key Vault, each signer's step gets its own timestamp.", "crypto", 340),
        ("side-cert", "renewal for the document signing cert is due in feb, Marta has the calendar invite and the "
                      "DigiCert login", None, 9),
        ("angular16", "Web app is Angular 16 with NgRx for state.", "frontend", 380),
        ("angular18", "merged the Angular 18 upgrade. new components use signals, NgRx only where it's already "
                      "there", None, 30),
        ("ratelimit-key", "Public API allows 100 requests per 10 s per API key, over that it's a 429 with "
                          "Retry-After.", "api", 220),
        ("ratelimit-acct", "rate limits are counted per account now instead of per key: 300 req/10s shared across "
                           "all of a customer's keys", "api", 18),
        ("opsgenie", "On-call is a weekly rotation in Opsgenie, the primary acks within 15 minutes.", "oncall",
         270),
        ("incidentio", "Atlassian is sunsetting Opsgenie so schedules and escalations live in incident.io as of "
                       "this week. install the app and check your notification rules", None, 15),
        ("residency", "EU customers' documents stay in West Europe storage accounts. Never replicate them to a US "
                      "region.", "compliance", 415),
        ("side-us", "the new East US 2 storage account for US customers is live, connection string's in Key Vault",
         None, 11),
        ("reminders", "Unsigned envelopes get a reminder email after 3 days and expire after 30 unless the sender "
                      "extends them.", "product", 250),
        ("side-remind", "customer in Lyon got every reminder twice yesterday, the job ran on both pods. fixing teh "
                        "lock", None, 4),
        ("appinsights", "Traces, logs and metrics go to App Insights, sampled at 20% but failed requests are always "
                        "kept.", None, 200),
        ("dotnetformat", ".editorconfig + dotnet format --verify-no-changes in the pipeline, and warnings are "
                         "errors in Release builds", "style", 330),
        ("sso", "Enterprise SSO: SAML and OIDC both go through Duende IdentityServer, one scheme per customer.",
         "auth", 290),
    ],
    "stride": [
        ("gpx", "Activities are uploaded as GPX files and parsed on the server.", "uploads", 340),
        ("fit", "Switched activity uploads to FIT, a third of the size and the watches speak it natively. server "
                "still reads GPX from old app versions until march", None, 47),
        ("mapbox", "Map tiles come from Mapbox, the token is scoped to our app ids.", "maps", 360),
        ("protomaps", "Mapbox invoice tripled so we self-host now: Protomaps tiles on Cloudflare R2, MapLibre "
                      "renders them in both apps", None, 75),
        ("gitlab", "CI runs on GitLab CI with our two self-hosted runners in the office.", "ci", 400),
        ("github", "repo and pipelines migrated to GitHub last week, the gitlab project is archived read-only. the "
                   "office boxes are registered as Actions runners now", None, 14),
        ("onesignal", "plan for next sprint: move push notifications off FCM onto OneSignal so marketing can send "
                      "campaigns themselves", "notifications", 24),
        ("fcm", "scrapped the OneSignal move, push stays on FCM. marketing gets a campaign screen in our admin "
                "instead", None, 10),
        ("timescale", "GPS points go into a TimescaleDB hypertable, one chunk per week, compressed after 30 days.",
         "db", 300),
        ("privacy", "Privacy zones hide the first and last 500 m of an activity around a user's saved addresses.",
         "privacy", 250),
        ("side-privacy", "someone on reddit found a neighbour's house from a leaderboard screenshot, turned out "
                         "their zone was set on the wrong address", None, 6),
        ("garmin", "Garmin activities arrive through their Health API push, we never poll Garmin.", "integrations",
         380),
        ("side-garmin", "Garmin Connect was down ~2h yesterday evening, a few users asked where their runs went. "
                        "their status page confimed it, nothing to do on our side", None, 3),
        ("sqlxtest", "Backend tests use #[sqlx::test] so every test gets a fresh database. don't mock the "
                     "queries", "testing", 260),
        ("renovate", "Renovate opens the bump PRs on monday mornings; backend patch versions automerge when CI is "
                     "green.", None, 150),
        ("premium", "Premium is 7.99 a month or 59.99 a year, and the 14-day trial doesn't ask for a card.",
         "pricing", 210),
        ("otel", "Backend traces go through OpenTelemetry to Honeycomb, app crashes go to Crashlytics.",
         "monitoring", 190),
        ("apiversions", "Apps send an X-Api-Version header and the backend keeps the last three versions working.",
         "api", 270),
    ],
    "innkeep": [
        ("java17", "All services run on Java 17 (Temurin images).", "build", 390),
        ("java21", "Finished the Java 21 rollout across all services, virtual threads are OK in new code", None,
         36),
        ("rabbit", "Availability updates to the OTAs are published on RabbitMQ, one queue per channel.",
         "channels", 370),
        ("kafka", "availability fan-out runs on Kafka, turned the RabbitMQ cluster off yesterday", None, 64),
        ("bookingapi", "Booking.com's connectivity API takes 10 requests per second per property, so batch the rate "
                       "updates.", "api", 280),
        ("overbook", "We never overbook: when the last room sells it closes on every channel at once, even if an "
                     "OTA hasn't confirmed yet.", "product", 410),
        ("side-overbook", "hotel in Porto was double-booked last weekend because the front desk sold a walk-in "
                          "from their paper diary, not our bug", None, 9),
        ("flyway", "MySQL 8 on RDS. Schema changes go through Flyway and have to stay backwards compatible for one "
                   "release.", "db", 330),
        ("adyen", "Guest card details never touch our servers: Adyen drop-in, we only keep the token.", "payments",
         320),
        ("side-adyen", "hotel in Sevilla says a guest's card was declined twice, Adyen says the issuer refused it",
         None, 5),
        ("spotless", "Spotless with google-java-format runs on every build, don't fight the formatter.", "style",
         240),
        ("pact", "Pact contract tests between the booking engine and the channel service, the broker is at "
                 "pact.internal", "testing", 220),
        ("pagerduty", "on-call: one dev a week, friday to friday, paged through PagerDuty", "oncall", 300),
        ("desk", "from november the night pager goes to the 24/7 support desk in Lisbon first, devs only get the "
                 "escalations", None, 21),
        ("argocd", "Deploys go through Argo CD from the gitops repo, the prod sync is manual.", "deploy", 180),
        ("side-argo", "argo sync of the channel service to prod hung for 20 min today, restarted the app "
                      "controller", None, 3),
        ("cancellation", "Free cancellation defaults to 48h before arrival, hotels can change it per rate plan.",
         "product", 200),
        ("unleash", "Flags live in Unleash, anything older than 90 days shows up in the monday cleanup.", None, 160),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "flashcards": [
        ("flashcards-testflight", "how do ios builds get onto testflight these days?", "xcodecloud", "replaced"),
        ("flashcards-srs", "which spaced repetition algo are we on?", "fsrs", "replaced"),
        ("flashcards-tts", "what do we use for TTS", "eleven", "replaced"),
        ("flashcards-translate", "whats the per user limit on translate now", "translate150", "replaced"),
        ("flashcards-markdown", "do we still store cards as markdown?", "markdown", "plain"),
        ("flashcards-migrations", "ok to edit a migration after its merged?", "goose", "plain"),
        ("flashcards-streak", "what happens to a streak if someone skips a day?", "streak", "side-remark"),
        ("flashcards-login", "how do users log in?", "auth", "side-remark"),
        ("flashcards-iap", "what are we using for in-app purchases?", "revenuecat", "stopwords"),
        ("flashcards-l10n", "what do we use for l10n?", "lokalise", "stopwords"),
        ("flashcards-offline", "how does syncing work for offline reviews?", "offline", "word-form"),
    ],
    "esign": [
        ("esign-hosting", "are we still on app service?", "aks", "replaced"),
        ("esign-angular", "what angular version is the web app on", "angular18", "replaced"),
        ("esign-ratelimit", "whats the rate limit on the public api?", "ratelimit-acct", "replaced"),
        ("esign-oncall", "what did we move to from opsgenie?", "incidentio", "replaced"),
        ("esign-efcore", "are we still doing all db access through ef core?", "efcore", "plain"),
        ("esign-residency", "can EU documents be copied to a US region?", "residency", "plain"),
        ("esign-sso", "how does single sign-on work for enterprise customers?", "sso", "plain"),
        ("esign-reminders", "when does an unsigned envelope get a reminder?", "reminders", "side-remark"),
        ("esign-signkey", "where does the key we sign pdfs with live?", "pades", "side-remark"),
        ("esign-telemetry", "what do we use for telemetry?", "appinsights", "stopwords"),
        ("esign-formatting", "do we check formatting in the pipeline?", "dotnetformat", "word-form"),
    ],
    "stride": [
        ("stride-upload", "what file format do activity uploads use?", "fit", "replaced"),
        ("stride-tiles", "what did we replace mapbox with?", "protomaps", "replaced"),
        ("stride-ci", "is ci still on gitlab?", "github", "replaced"),
        ("stride-push", "are we moving push over to onesignal?", "fcm", "replaced"),
        ("stride-trial", "do people need a card for the free trial?", "premium", "plain"),
        ("stride-api", "how many old api versions do we keep working?", "apiversions", "plain"),
        ("stride-privacy", "how much of a run does a privacy zone hide?", "privacy", "side-remark"),
        ("stride-garmin", "do we still get garmin activities by push?", "garmin", "side-remark"),
        ("stride-deps", "what do we use for dependency updates?", "renovate", "stopwords"),
        ("stride-mocking", "are we mocking the db in backend tests?", "sqlxtest", "word-form"),
        ("stride-tracing", "what do we use for tracing on the backend", "otel", "word-form"),
    ],
    "innkeep": [
        ("innkeep-jdk", "which jdk are we on", "java21", "replaced"),
        ("innkeep-broker", "what broker carries availability updates to the otas?", "kafka", "replaced"),
        ("innkeep-oncall", "who gets paged at night?", "desk", "replaced"),
        ("innkeep-bookingcom", "how many req/s does booking.com let us send?", "bookingapi", "plain"),
        ("innkeep-schema", "how do schema changes get rolled out?", "flyway", "plain"),
        ("innkeep-pact", "how do we test the booking engine against the channel service?", "pact", "plain"),
        ("innkeep-cards", "do we store guests' card numbers?", "adyen", "side-remark"),
        ("innkeep-deploy", "how do we ship to prod?", "argocd", "side-remark"),
        ("innkeep-flags", "what do we use for feature toggles?", "unleash", "stopwords"),
        ("innkeep-overbooking", "are we still strict about no overbooking?", "overbook", "word-form"),
        ("innkeep-cancel", "how long before arrival can guests cancel for free?", "cancellation", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "flashcards-testflight": "plain", "flashcards-srs": "synonym", "flashcards-tts": "abbreviation",
    "flashcards-translate": "plain", "flashcards-markdown": "still-use", "flashcards-migrations": "plain",
    "flashcards-streak": "synonym", "flashcards-login": "synonym", "flashcards-iap": "synonym",
    "flashcards-l10n": "abbreviation", "flashcards-offline": "plain",
    "esign-hosting": "still-use", "esign-angular": "version", "esign-ratelimit": "plain",
    "esign-oncall": "switched-from", "esign-efcore": "still-use", "esign-residency": "synonym",
    "esign-sso": "abbreviation", "esign-reminders": "plain", "esign-signkey": "synonym",
    "esign-telemetry": "synonym", "esign-formatting": "plain",
    "stride-upload": "plain", "stride-tiles": "switched-from", "stride-ci": "still-use", "stride-push": "plain",
    "stride-trial": "plain", "stride-api": "plain", "stride-privacy": "plain", "stride-garmin": "still-use",
    "stride-deps": "synonym", "stride-mocking": "abbreviation", "stride-tracing": "plain",
    "innkeep-jdk": "alias", "innkeep-broker": "synonym", "innkeep-oncall": "plain",
    "innkeep-bookingcom": "abbreviation", "innkeep-schema": "plain", "innkeep-pact": "plain",
    "innkeep-cards": "plain", "innkeep-deploy": "synonym", "innkeep-flags": "synonym",
    "innkeep-overbooking": "still-use", "innkeep-cancel": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "flashcards": [("actions", "xcodecloud"), ("sm2", "fsrs"), ("polly", "eleven"), ("translate60", "translate150")],
    "esign": [("appservice", "aks"), ("angular16", "angular18"), ("ratelimit-key", "ratelimit-acct"),
              ("opsgenie", "incidentio")],
    "stride": [("gpx", "fit"), ("mapbox", "protomaps"), ("gitlab", "github"), ("onesignal", "fcm")],
    "innkeep": [("java17", "java21"), ("rabbit", "kafka"), ("pagerduty", "desk")],
}


def load_everyday_blind4() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
