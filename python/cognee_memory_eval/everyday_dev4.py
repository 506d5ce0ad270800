"""Everyday questions, another CONSTRUCTED set (``everyday-dev4``) — not external data, a development set.

Written in wave 12 by a helper ("dev4") so that the team can measure its ranking on questions it did
not tune on (the first run), and then STUDY the misses: once studied it is not held out; but it was
written like a sealed set, without knowledge of the ranking. Its author did not read the ranking,
retrieval or update-detection code, ``docs/updates.md``, ``docs/lexical-and-usage.md``, the sections
of ``docs/evaluation.md`` other than the dataset descriptions, the evaluation report or its results,
the changelog or anyone's notes on misses, and did not open the sealed sets (``everyday_blind*``,
``everyday_holdout``) at all. Seen: ``everyday_dev3`` as the file's template (structure and
conventions, not its content), the head of ``everyday_dev2``, only the module docstrings of
``everyday``, ``everyday_check``, ``everyday_fresh``, ``everyday_sealed`` and ``everyday_dev`` (to
pick other kinds of product), ``everyday.NOW`` and ``build_workspace_job``'s signature, the set-shape
and registration tests, and the commit that registered ``everyday-dev3``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a truck
fleet telematics platform (Elixir / Phoenix, MQTT trackers, TimescaleDB), a retail point-of-sale
system for small shops (Kotlin Android terminals, Spring Boot on Cloud SQL), a concert and festival
ticketing site (FastAPI, Svelte, Postgres on AWS) and an open-source password manager (a Rust core,
a Tauri desktop app, a browser extension and a sync server). 20 memories each (80), remembered over
more than a year (2–420 days ago), 36 of the 80 with a topic (as ``#topic text`` in the chat sends
it), typed as developers type into chat (short, some lower case, abbreviations, three typos, "lol"),
some of two sentences with the reason, and nine recent side remarks or incidents (2–6 days old)
that mention a question's words in passing without answering it; and 44 questions, each answered by
exactly one memory, short and casual.

Weighted towards REPLACED decisions: 24 replaced, 8 plain, 6 side-remark, 3 stopwords and 3
word-form. ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 27 labelled
pairs, among them three chains of three (Elixir 1.14 → 1.15 → "all apps build on 1.17 + OTP 27
now", which no longer says "elixir"; Jenkins → GitLab runners → "finished the move to GitHub
Actions", which no longer says "CI"; a DigitalOcean droplet → a Hetzner box → Fly.io); the question
is answered by the last. The changes are worded in many ways: only the new thing ("tickets render
with Typst now", "3.13 is live on all services"), only the category ("card-present payments moved
to Adyen", "all stores got Star mC-Print3s"), another product of the same kind with no change word
("AppSignal is where crashes … show up"), retirement ("got decommissioned, Cloudflare Waiting Room
handles it", "turned off the usage pings for good", "the pg_dump cron is gone"), values ("ping
interval is 10 seconds now", "every 15 min now", a legal retention limit that shares almost no
words with the 24-month policy it cuts), a schedule ("release day moved to thursday mornings"),
ownership ("Inês took over …", "Priya's the owner of everything billing from now on", asked about
as "paddle", a word only the old memory has), policies reversed ("force-pushing feature branches is
fine again", "we accept cards offline again", "no more refunds once a show is on sale"), and plans
that happened ("migration is done", "v2 migration done!"). In most pairs the OLD memory shares more
of the question's words than the new one. Three of the 27 newer memories share a topic with what
they replace. All 8 plain questions are answered by an OLD decision (360–410 days) that is still
true, with newer memories or recent side remarks around it that share its words (TimescaleDB and
the positions table, the tachograph, a schema per merchant, fiskaly, offline QR checks, Stripe,
vault encryption, sync).

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev4"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "fleet": [
        ("ping-30s", "trackers send a position every 30s while the ignition is on, every 10 min when parked", "gps",
         385),
        ("ping-10s", "ping interval is 10 seconds now when driving, dispatch wanted smoother dots on the map. parked "
                     "stays as is", None, 62),
        ("elixir-114", "we're on Elixir 1.14 / OTP 25, versions pinned in .tool-versions", "elixir", 410),
        ("elixir-115", "bumped elixir to 1.15 and otp 26, ci image too", None, 215),
        ("elixir-117", "all apps build on 1.17 + OTP 27 now, the old base images are deleted from ECR", None, 19),
        ("sentry", "exceptions from the phoenix apps go to Sentry (SaaS, team plan)", "errors", 340),
        ("appsignal", "AppSignal is where crashes and slow endpoints show up, every app ships the agent", None, 78),
        ("release-tue", "No deploys on fridays. The release train leaves tuesdays at 10:00.", "releases", 300),
        ("release-thu", "release day moved to thursday mornings so support is fully staffed the day after",
         "releases", 41),
        ("owner-marek", "Marek owns the geofence + alerting service, ping him before changing any rules",
         "geofencing", 290),
        ("owner-ines", "Inês took over alerting and geofences from marek last sprint, send her the reviews", None, 27),
        ("retention-24", "raw GPS points are kept 24 months in timescale, then a retention policy drops the chunks",
         "data", 330),
        ("retention-13", "legal says location history can't be kept beyond 13 months, the drop job on the positions "
                         "table was changed to match. daily aggregates stay forever", None, 55),
        ("timescale", "Positions live in TimescaleDB hypertables, one chunk per day.", "db", 400),
        ("tachograph", "driver hours come from the tachograph download, never from our own ignition data. the tacho "
                       "is the legal source", "compliance", 365),
        ("side-tacho", "tachograph reader in truck 114 died again, the driver wrote his hours on paper", None, 3),
        ("harsh-braking", "harsh braking alert fires above 0.45 g, fleets can overide it in their settings", None,
         150),
        ("side-braking", "alert storm last night, one tracker with a loose mount reported harsh braking every few "
                         "seconds", None, 2),
        ("eta", "ETAs = OSRM route + live speed, recalculated every 2 min", None, 180),
        ("side-eta", "customer called bc the ETA on the tracking link was 40 min off, the truck was on a ferry lol",
         None, 5),
    ],
    "pos": [
        ("pay-sumup", "card payments on the terminals go through the SumUp SDK", "payments", 390),
        ("pay-adyen", "card-present payments moved to Adyen in every store, the october rollout is done", None, 70),
        ("ci-jenkins", "backend CI = the jenkins box under the desk in the office, dont unplug it", "ci", 420),
        ("ci-gitlab", "moved the backend pipelines to gitlab runners, the old jenkins job configs are archived in "
                      "ops/old-jenkins", None, 240),
        ("ci-gha", "finished the move to GitHub Actions. the gitlab mirror is read-only from today", None, 25),
        ("offline-cash", "When a terminal loses connection it's cash only, no offline card payments.", "offline",
         330),
        ("offline-cards", "we accept cards offline again up to 50 EUR a transaction, the risk team signed off", None,
         45),
        ("printer-epson", "receipt printers are Epson TM-m30, usb only", "hardware", 310),
        ("printer-star", "all stores got Star mC-Print3s over bluetooth, one driver less to maintain", None, 80),
        ("force-no", "no force pushes, ever. not even on your own branch", "git", 350),
        ("force-yes", "force-pushing feature branches is fine again, main and release/* stay protected", None, 30),
        ("price-nightly", "Price changes sync to the terminals every night at 02:00.", "pricing", 305),
        ("price-15", "prices push out to the tills every 15 min now, stores hated waiting until the next morning",
         None, 50),
        ("db-postgres", "backend db is Postgres on Cloud SQL, every merchant gets their own schema", "db", 400),
        ("side-schema", "lost the morning to a flaky schema migration on the staging db, the logs were useless",
         None, 4),
        ("fiscal", "germany: every sale must be signed by a TSE, we use fiskaly's cloud TSE. no signature = illegal "
                   "receipt", "fiscal", 360),
        ("side-fiskaly", "fiskaly status page was red for 20 min yesterday, sales queued up and went through after",
         None, 2),
        ("barcode", "barcodes are scanned with ML Kit on the device camera, no seperate scanner hardware", None, 200),
        ("side-barcode", "customer tried to pay with a screenshot of a gift card barcode at store 7, that's not a "
                         "thing we support", None, 6),
        ("staff-login", "Cashiers sign in with a 4-digit PIN + their NFC badge; auto sign-out after 10 min idle.",
         "staff", 190),
    ],
    "tickets": [
        ("queue-redis", "big onsales go through our own waiting room (redis sorted set + a tiny go service)",
         "onsale", 380),
        ("queue-cf", "the home-made waiting room got decommissioned, Cloudflare Waiting Room handles the big onsales "
                     "now", None, 65),
        ("npm", "frontend uses npm, commit package-lock.json with every dependency change", "frontend", 340),
        ("pnpm", "pnpm migration is done, lockfile is pnpm-lock.yaml now. nuke node_modules before you install",
         None, 35),
        ("pdf-weasy", "PDF tickets are rendered with WeasyPrint from jinja templates", None, 300),
        ("pdf-typst", "tickets render with Typst now, ~10x faster during onsales and the QR codes are sharper too",
         None, 40),
        ("py311", "python 3.11 everywhere (Dockerfiles + pyproject), dont mix versions", "python", 360),
        ("py313", "3.13 is live on all services since tuesday", None, 12),
        ("refund-48h", "Customers can get a full refund up to 48h before the event.", "refunds", 310),
        ("refund-resale", "no more refunds once a show is on sale, the resale marketplace is the only way out now "
                          "(cancelled shows excepted)", None, 50),
        ("backup-dump", "db backups: nightly pg_dump to S3 at 03:00", "backups", 330),
        ("backup-pitr", "database moved to RDS with point-in-time recovery, the pg_dump cron is gone", "backups",
         100),
        ("ticket-qr", "every ticket's QR is a signed JWT, door scanners check it offline with the public key",
         "scanning", 370),
        ("stripe-checkout", "Stripe Checkout for all ticket payments, card data never touches our servers",
         "payments", 410),
        ("payouts", "promoter payouts run every monday for last week's events, via Stripe Connect", None, 240),
        ("seat-hold", "seats in a cart are held for 10 minutes, then released back into the pool", "checkout", 200),
        ("side-seats", "venue manager asked if we can hold seats for the band's families, told him to use comp "
                       "tickets", None, 4),
        ("fees", "booking fee: 8% capped at 5 EUR per ticket, always shown before checkout", None, 180),
        ("side-fees", "people on twitter are angry about booking fees again, different ticketing company but we get "
                      "the replies", None, 6),
        ("search", "event search = meilisearch, reindexed on every publish", None, 220),
    ],
    "vault": [
        ("kdf-pbkdf2", "master password KDF is PBKDF2-SHA256 with 600k iterations", "crypto", 410),
        ("kdf-argon2", "new vaults derive their keys with Argon2id (64 MiB, 3 passes), older ones get upgraded on the "
                       "next unlock", None, 85),
        ("tauri1", "desktop app is Tauri 1.x, allowlist lives in tauri.conf.json", "desktop", 380),
        ("tauri2", "tauri v2 migration done! capability files replace the allowlist", None, 60),
        ("host-do", "The sync server runs on a single DigitalOcean droplet.", "infra", 420),
        ("host-hetzner", "moved the sync server off DO to a hetzner dedicated box, half the price", None, 260),
        ("host-fly", "sync API lives on Fly.io now (fra + ams), cancelled the hetzner box", None, 18),
        ("mv2", "browser extension stays on Manifest V2 as long as chrome keeps pushing the deadline", "extension",
         330),
        ("mv3", "extension ships as MV3 on chrome and firefox since 2.8", None, 70),
        ("telemetry", "the desktop app sends anonymous usage pings to our Plausible instance, opt-out in settings",
         "telemetry", 290),
        ("telemetry-off", "turned off the usage pings for good. a password manager phoning home is a bad look",
         "telemetry", 50),
        ("billing-tom", "billing and the paddle integration are Tom's area", None, 270),
        ("billing-priya", "Priya's the owner of everything billing from now on, Tom moved to the sync rewrite", None,
         20),
        ("zero-knowledge", "Server never sees plaintext: vault items are encrypted client-side with "
                           "XChaCha20-Poly1305 before they sync.", "crypto", 400),
        ("sync-conflicts", "sync conflicts are last-write-wins per item, the losing version goes to item histroy",
         "sync", 390),
        ("autofill", "autofill only fills on an exact domain match, subdomains need a manual rule", "autofill", 160),
        ("side-autofill", "autofill broke on github's new sign-in page for an hour, hotfixed in 2.9.1", None, 5),
        ("fuzz", "parser + crypto code get fuzzed nightly with cargo-fuzz", None, 210),
        ("weblate", "translations happen on Weblate, volunteers do most of them", None, 230),
        ("signing", "mac + windows installers are code-signed in CI, the keys sit in a cloud HSM", None, 190),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "fleet": [
        ("fleet-interval", "how often does a moving truck report its position?", "ping-10s", "replaced"),
        ("fleet-elixir", "what elixir version are we on?", "elixir-117", "replaced"),
        ("fleet-errors", "do we still pay for sentry?", "appsignal", "replaced"),
        ("fleet-release", "when does the release train leave?", "release-thu", "replaced"),
        ("fleet-owner", "who owns the geofence service?", "owner-ines", "replaced"),
        ("fleet-retention", "how long do we keep raw gps data?", "retention-13", "replaced"),
        ("fleet-db", "do truck positions still go into timescale?", "timescale", "plain"),
        ("fleet-hours", "are driver hours still taken from the tachograph?", "tachograph", "plain"),
        ("fleet-braking", "what g-force triggers a harsh braking alert?", "harsh-braking", "side-remark"),
        ("fleet-eta", "how do we work out the ETA?", "eta", "side-remark"),
    ],
    "pos": [
        ("pos-card", "which psp takes card payments at the till?", "pay-adyen", "replaced"),
        ("pos-ci", "where does backend ci run?", "ci-gha", "replaced"),
        ("pos-offline", "can the till take cards when the internet is down?", "offline-cards", "replaced"),
        ("pos-printer", "what did we replace the epson printers with?", "printer-star", "replaced"),
        ("pos-force", "can i force push my branch?", "force-yes", "replaced"),
        ("pos-prices", "how often do price changes reach the terminals?", "price-15", "replaced"),
        ("pos-schema", "how do we separate merchants in the db?", "db-postgres", "plain"),
        ("pos-tse", "do we still use fiskaly for the tse?", "fiscal", "plain"),
        ("pos-barcode", "how do we scan barcodes?", "barcode", "side-remark"),
        ("pos-login", "how does shop staff log in on a till?", "staff-login", "word-form"),
    ],
    "tickets": [
        ("tickets-queue", "what runs the virtual queue when a big show goes on sale?", "queue-cf", "replaced"),
        ("tickets-pkg", "which package manager does the frontend use?", "pnpm", "replaced"),
        ("tickets-pdf", "what generates the pdf tickets?", "pdf-typst", "replaced"),
        ("tickets-python", "which python version do the services run?", "py313", "replaced"),
        ("tickets-refund", "until when can a customer get their money back?", "refund-resale", "replaced"),
        ("tickets-backup", "how is the postgres db backed up?", "backup-pitr", "replaced"),
        ("tickets-scan", "do door scanners still verify the ticket QR offline?", "ticket-qr", "plain"),
        ("tickets-stripe", "are ticket payments still going through stripe?", "stripe-checkout", "plain"),
        ("tickets-hold", "how long are seats held in the cart?", "seat-hold", "side-remark"),
        ("tickets-fee", "how's the booking fee calculated?", "fees", "side-remark"),
        ("tickets-search", "what do we use for search?", "search", "stopwords"),
        ("tickets-paid", "when do promoters get paid?", "payouts", "word-form"),
    ],
    "vault": [
        ("vault-kdf", "what kdf do we use for the master password?", "kdf-argon2", "replaced"),
        ("vault-tauri", "which tauri version is the desktop app on?", "tauri2", "replaced"),
        ("vault-host", "where's the sync server hosted?", "host-fly", "replaced"),
        ("vault-manifest", "is the extension still on manifest v2?", "mv3", "replaced"),
        ("vault-pings", "does the desktop app still send usage stats?", "telemetry-off", "replaced"),
        ("vault-billing", "who do i ask about paddle stuff?", "billing-priya", "replaced"),
        ("vault-cipher", "which cipher encrypts the vault items?", "zero-knowledge", "plain"),
        ("vault-conflicts", "how do we handle sync conflicts?", "sync-conflicts", "plain"),
        ("vault-subdomains", "will autofill fill on a subdomain?", "autofill", "side-remark"),
        ("vault-fuzz", "what do we use for fuzzing?", "fuzz", "stopwords"),
        ("vault-translations", "what do we use for translations?", "weblate", "stopwords"),
        ("vault-signed", "how do the installers get signed?", "signing", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "fleet-interval": "synonym", "fleet-elixir": "version", "fleet-errors": "still-use", "fleet-release": "plain",
    "fleet-owner": "plain", "fleet-retention": "abbreviation", "fleet-db": "alias", "fleet-hours": "still-use",
    "fleet-braking": "plain", "fleet-eta": "synonym",
    "pos-card": "abbreviation", "pos-ci": "abbreviation", "pos-offline": "synonym", "pos-printer": "switched-from",
    "pos-force": "plain", "pos-prices": "plain", "pos-schema": "abbreviation", "pos-tse": "still-use",
    "pos-barcode": "plain", "pos-login": "synonym",
    "tickets-queue": "synonym", "tickets-pkg": "plain", "tickets-pdf": "plain", "tickets-python": "version",
    "tickets-refund": "synonym", "tickets-backup": "alias", "tickets-scan": "still-use",
    "tickets-stripe": "still-use", "tickets-hold": "plain", "tickets-fee": "plain", "tickets-search": "plain",
    "tickets-paid": "plain",
    "vault-kdf": "abbreviation", "vault-tauri": "version", "vault-host": "plain", "vault-manifest": "still-use",
    "vault-pings": "still-use", "vault-billing": "plain", "vault-cipher": "plain", "vault-conflicts": "plain",
    "vault-subdomains": "plain", "vault-fuzz": "plain", "vault-translations": "plain", "vault-signed": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "fleet": [("ping-30s", "ping-10s"), ("elixir-114", "elixir-115"), ("elixir-115", "elixir-117"),
              ("sentry", "appsignal"), ("release-tue", "release-thu"), ("owner-marek", "owner-ines"),
              ("retention-24", "retention-13")],
    "pos": [("pay-sumup", "pay-adyen"), ("ci-jenkins", "ci-gitlab"), ("ci-gitlab", "ci-gha"),
            ("offline-cash", "offline-cards"), ("printer-epson", "printer-star"), ("force-no", "force-yes"),
            ("price-nightly", "price-15")],
    "tickets": [("queue-redis", "queue-cf"), ("npm", "pnpm"), ("pdf-weasy", "pdf-typst"), ("py311", "py313"),
                ("refund-48h", "refund-resale"), ("backup-dump", "backup-pitr")],
    "vault": [("kdf-pbkdf2", "kdf-argon2"), ("tauri1", "tauri2"), ("host-do", "host-hetzner"),
              ("host-hetzner", "host-fly"), ("mv2", "mv3"), ("telemetry", "telemetry-off"),
              ("billing-tom", "billing-priya")],
}


def load_everyday_dev4() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
