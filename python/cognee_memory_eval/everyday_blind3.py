"""Everyday questions, another CONSTRUCTED set (``everyday-blind3``) — not external data, sealed.

Written in wave 10 by a helper who has never read the ranking, retrieval, update-detection or scoring
code, the docs on updates and ranking, the evaluation report or its results, the changelog, the issue
or anyone's notes on misses, and not run by its author (no evaluation, no misses bench, no retrieval):
it is measured once, on a final ranking, so that number is one nobody tuned on. Seen: ``everyday_blind``
as the file's template, only the module docstrings of the other ``everyday*`` sets (to pick other
kinds of product), ``everyday.NOW`` and ``build_workspace_job``, and the set-shape tests.

Unlike the earlier sets, each workspace is ONE software product's developer memory, what a VS Code
user builds with ``@memory remember`` over a year: build and CI, databases, deploys, code style,
testing, auth, monitoring, releases, feature flags, on-call and product decisions. Four kinds of
product not used in the other sets: a password manager's browser extension (with its sync API), a
Laravel SaaS for small landlords (rent collection, maintenance requests), a car-sharing company's
Flutter app and an Elixir/Phoenix ticketing platform for concerts and festivals. 18 memories each,
remembered over more than a year (2–415 days ago), 40 of the 72 with a topic (as ``#topic text`` in
the chat sends it), mostly one sentence with some of two, typed the way developers type in chat
(lower case, abbreviations, a typo), and recent side remarks and incidents (2–10 days old) that
mention a question's words in passing without answering it; and 44 short, casual questions, each
answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` (16 replaced, 12 plain, 6 side-remark, 5
stopwords, 5 word-form) and ``PHRASING`` the same labels as ``everyday_check`` (15 plain, 14 synonym,
6 still-use, 4 abbreviation, 2 version, 2 switched-from, 1 alias). The sixteen labelled replacements
are worded sixteen ways: "X is gone, we use Y", "bumped to N", an on-call handed over to another team,
"dropped X" with no successor, "moved X off A onto B", "we went back to X", a raised limit, "no more X",
an arrow from old to new, "now on Y", a correction a few days after the decision it corrects, a new
tool that does not name the old one, "Y instead of X from now on", "X's been replaced by Y", a lowered
cap and a shutdown "for good" with nothing replacing it. Two share a topic with the memory they
replace. Three still-use questions are answered by an old decision (350–415 days) that nothing
replaced, with newer memories around sharing its words. The word-form questions use another form of
the answer's key word (a noun for a verb, an -ing form, an adjective for a noun), and each of those
workspaces holds a memory that uses the word in another sense.

The questions, the groups, the phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-blind3"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "vault": [
        ("webpack", "The extension is bundled with webpack 5, one config per browser target (chrome, firefox, "
                    "edge).", "build", 405),
        ("vite", "webpack is gone, we use Vite with the CRXJS plugin for all three targets now. dev reload is "
                 "finally instant", None, 64),
        ("chrome109", "We support Chrome 109 and newer since it's the last version that runs on Windows 7 and 8.",
         "browsers", 330),
        ("chrome116", "bumped minimum_chrome_version to 116 in the manifest, the side panel needs it", None, 41),
        ("pager", "Our team carries the pager for the sync API, one-week rotations, handoff mondays at 10.",
         "oncall", 300),
        ("platform", "Sync API on-call went over to the Platform team in October: alerts route to their "
                     "PagerDuty, we only get paged for the extension itself.", None, 33),
        ("safari", "The Safari build comes out of Xcode's web extension converter, Jonas looks after it.", None,
         280),
        ("nosafari", "We dropped the Safari version. 0.4% of installs and every App Store review took a week, it's "
                     "not coming back.", None, 58),
        ("prettier", "prettier config: printWidth 100, singleQuote, no semis. Don't argue formatting in PRs, just "
                     "run npm run fmt", "style", 390),
        ("versions", "package.json and manifest.json versions have to match or the Chrome Web Store upload gets "
                     "rejected, `npm version` bumps both.", "release", 210),
        ("crypto", "Vault items are encrypted on the device with AES-256-GCM; the key is derived from the master "
                   "password with Argon2id and never leaves the browser.", "crypto", 415),
        ("side-hint", "support is drowning in 'forgot my master password' tickets since the 3.5 email went out, we "
                      "can't recover those by design", None, 3),
        ("testcontainers", "Sync API integration tests spin up a real Postgres 16 with testcontainers, we stopped "
                           "mocking the db after the jsonb bug.", "testing", 260),
        ("side-ci", "CI was red most of the morning bc the testcontainers image pull hit Docker Hub's rate limit, "
                    "reran after lunch", None, 2),
        ("syncdb", "The sync API stores one encrypted blob per vault item in Postgres on RDS, the server never sees "
                   "plaintext.", "backend", 320),
        ("sentry", "No analytics in the extension. Crash reports go to Sentry with URLs and form values scrubbed in "
                   "beforeSend.", "privacy", 240),
        ("flags", "Feature flags are a flags.json on our CDN that the extension refetches every 6 hours, so a kill "
                  "switch can take up to 6h to reach everyone.", None, 180),
        ("autofill", "Autofill matches saved logins on eTLD+1 using the public suffix list, so accounts.example.com "
                     "and example.com share entries.", "autofill", 200),
    ],
    "rentals": [
        ("forge", "We deploy with Laravel Forge to two DigitalOcean droplets, a push to main runs the deploy "
                  "script.", "deploy", 370),
        ("vapor", "Moved the app off the Forge droplets onto Laravel Vapor (Lambda), the droplets get destroyed at "
                  "the end of the month.", None, 45),
        ("pest", "Switched the test suite from PHPUnit to Pest, new tests should be written as Pest closures.",
         "testing", 230),
        ("phpunit", "we went back to PHPUnit. Pest's parallel runs kept deadlocking on the shared test db and "
                    "nobody had time to dig in", None, 30),
        ("photo5", "Tenants can attach up to 5 photos of max 5 MB each to a maintenance request.", "maintenance",
         290),
        ("photo20", "upload limit for maintenance photos is 20MB each now, phone pics kept getting rejected",
         "maintenance", 22),
        ("mailgun", "Rent reminders and receipts are sent through Mailgun from mg.rentdesk.app.", "email", 300),
        ("postmark", "no more Mailgun, all transactional mail goes out through Postmark, DKIM for the new domain is "
                     "set up", None, 50),
        ("stripe", "Rent is pulled by Stripe ACH debit on the 1st; paying by card adds a 2.9% fee that the tenant "
                   "pays, not the landlord.", "payments", 280),
        ("horizon", "Queues run on Redis with Horizon, the monthly rent run has its own 'billing' queue so it never "
                    "waits behind emails.", "queues", 240),
        ("pint", "Code style is PSR-12 enforced by Laravel Pint, CI fails if pint would change anything.", None,
         350),
        ("side-pdf", "lease PDF formatting broke for addresses with a second line, fixed in 4.12, pls check the "
                     "Bristol leases", None, 7),
        ("retry", "Failed rent debits are retried on day 3 and day 7, after the second failure the landlord gets an "
                  "email and it's on them.", "payments", 190),
        ("side-fail", "a tenant in Leeds had their rent payment fail twice because the bank account was closed, the "
                      "landlord's asking why nobody told him sooner", None, 4),
        ("meili", "Property and tenant lookup goes through Meilisearch via Laravel Scout, reindex with php artisan "
                  "scout:import.", None, 200),
        ("browsershot", "Leases, receipts and rent statements are rendered to PDF by Browsershot from Blade views.",
         "documents", 160),
        ("tenancy", "Every landlord account is a tenant in the multi-tenancy sense: one database with a landlord_id "
                    "global scope on every model.", "architecture", 320),
        ("staging", "staging is staging.rentdesk.app, reseeded every night from anonymised prod data. Never point "
                    "it at live Stripe keys.", None, 150),
    ],
    "carshare": [
        ("provider", "App state is managed with Provider and ChangeNotifier, one notifier per feature.", "state",
         395),
        ("riverpod", "Provider → Riverpod. New screens use Riverpod only, old ones get migrated when someone "
                     "touches them anyway.", None, 80),
        ("bitrise", "iOS and Android builds run on Bitrise, the workflows live in bitrise.yml in the repo root.",
         "ci", 340),
        ("codemagic", "now on Codemagic for the app builds, their M2 machines are half the price and code signing "
                      "just works", None, 62),
        ("ios14", "min iOS for the next release is 14.0, we can finally drop the iOS 13 workarounds", None, 12),
        ("ios15", "correction: min iOS has to be 15, the new maps SDK wont build for 14", None, 9),
        ("gmaps", "Car locations are shown with google_maps_flutter, the API key is restricted to our bundle ids.",
         "maps", 300),
        ("mapbox", "The map screen runs on Mapbox GL since 5.2, tiles are cached so it works in underground "
                   "garages.", "map", 50),
        ("unlock", "Cars unlock over Bluetooth LE with a signed token from the backend that stays valid for 5 "
                   "minutes, so the car itself needs no connection.", "unlock", 270),
        ("snake", "The backend's JSON is snake_case; json_serializable maps it to camelCase fields in the Dart "
                  "models.", "api", 310),
        ("release", "We release to the stores every other Tuesday: Android starts at a 20% staged rollout, iOS uses "
                    "phased release.", "release", 230),
        ("login", "Riders sign in with their phone number and an SMS code through Firebase Auth, there are no "
                  "passwords.", "auth", 250),
        ("side-sms", "SMS codes weren't arriving for Vodafone NL customers most of yesterday, Firebase status page "
                     "stayed green the whole time", None, 5),
        ("goldens", "UI is covered by golden tests; regenerate them with flutter test --update-goldens on the Mac "
                    "mini only, fonts render differently on Linux.", "testing", 200),
        ("side-goldens", "goldens were red on three PRs today, someone updated them from their linux laptop agian",
         None, 3),
        ("amplitude", "Product analytics events go to Amplitude, names are object_verb like car_unlocked or "
                      "trip_ended.", None, 220),
        ("booking", "Riders can book a car up to 30 days ahead, and we hold it for 15 minutes past the start time.",
         "reservations", 180),
        ("macmini", "pls book the Mac mini in #devices before you sign a release, only one person can use the "
                    "keychain at a time", None, 6),
    ],
    "tickets": [
        ("gigalixir", "We deploy to Gigalixir with git push gigalixir main, two replicas.", "deploy", 380),
        ("fly", "Fly.io instead of Gigalixir from now on, onsale spikes need machines in three regions and we want "
                "to scale them ourselves.", None, 70),
        ("braintree", "Card payments go through Braintree, promoters get paid out by bank transfer after the "
                      "event.", "payments", 350),
        ("stripe", "Braintree's been replaced by Stripe Connect, promoters now get their payouts directly and we "
                   "take our cut as an application fee.", None, 48),
        ("max10", "One order can contain at most 10 tickets.", "checkout", 260),
        ("max6", "per-order ticket cap lowered to 6, the scalper bots cleaned out the Arena presale", "checkout",
         25),
        ("resale", "Fans can resell tickets at face value through our resale page, we take 5%.", "resale", 300),
        ("noresale", "Shut the fan-to-fan resale down for good, the chargebacks weren't worth it. Nothing replaces "
                     "it.", None, 30),
        ("oban", "Emails, payouts and ticket PDFs are all Oban jobs in Postgres, each kind on its own queue, no "
                 "Redis anywhere.", "jobs", 210),
        ("seats", "Reserved seats are held for 8 minutes while the buyer pays, then they go back to the pool.",
         "checkout", 220),
        ("deploywindow", "Deploys only tuesday to thursday mornings, and never within 48 hours before a big onsale.",
         "release", 240),
        ("uuid", "All primary keys are UUIDv7, never serial ids, people used to guess other orders' URLs on the old "
                 "site.", "db", 405),
        ("side-ids", "door staff at the Arena keep asking for photo IDs, that's the venue's rule not ours, point "
                     "people at the venue FAQ", None, 6),
        ("scanning", "The door scanner app downloads the event's ticket list an hour before doors and works "
                     "offline, scans sync every 30 s when there's a connection.", None, 190),
        ("side-wifi", "40 min queue at the Tivoli entrance last night, the venue's wifi was down and the promoter "
                      "is furious", None, 2),
        ("refunds", "Refunds only happen automatically if an event is cancelled or moved, anything else is up to "
                    "the promoter.", None, 230),
        ("expenses", "offsite expenses: receipts into Pleo by the 5th, finance does the refunds with the next "
                     "payroll", None, 10),
        ("queue", "Big onsales put everyone in a virtual queue at start time and positions are random, not first "
                  "come first served.", "onsale", 150),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "vault": [
        ("vault-bundler", "are we still on webpack?", "vite", "replaced"),
        ("vault-chrome", "whats the oldest chrome we still support", "chrome116", "replaced"),
        ("vault-oncall", "who gets woken up when the sync server falls over?", "platform", "replaced"),
        ("vault-safari", "do we still ship for safari?", "nosafari", "replaced"),
        ("vault-style", "whats our line length", "prettier", "plain"),
        ("vault-flags", "how long till a feature toggle reaches everyone?", "flags", "plain"),
        ("vault-versions", "do the manifest and package.json versions need to be in sync?", "versions", "plain"),
        ("vault-argon", "are we still using argon2 for the master password?", "crypto", "side-remark"),
        ("vault-testdb", "do the sync api tests run against postgresql or a mock?", "testcontainers",
         "side-remark"),
        ("vault-errors", "what are we using for error monitoring", "sentry", "stopwords"),
        ("vault-autofill", "how does autofill matching work for subdomains?", "autofill", "word-form"),
    ],
    "rentals": [
        ("rentals-deploy", "how do we deploy the app now?", "vapor", "replaced"),
        ("rentals-tests", "pest or phpunit for new tests?", "phpunit", "replaced"),
        ("rentals-photos", "how big can a photo on a repair request be?", "photo20", "replaced"),
        ("rentals-mail", "what replaced mailgun?", "postmark", "replaced"),
        ("rentals-fee", "who eats the processing fee when a tenant pays by card?", "stripe", "plain"),
        ("rentals-rentrun", "which queue does the rent run go on?", "horizon", "plain"),
        ("rentals-pint", "are we still on pint for formatting?", "pint", "plain"),
        ("rentals-retry", "when do failed rent payments get retried?", "retry", "side-remark"),
        ("rentals-search", "what do we use for search?", "meili", "stopwords"),
        ("rentals-pdf", "what do we use to generate pdfs?", "browsershot", "stopwords"),
        ("rentals-tenancy", "is the app multi-tenant with one shared db?", "tenancy", "word-form"),
    ],
    "carshare": [
        ("carshare-state", "what do we use for state in new screens?", "riverpod", "replaced"),
        ("carshare-ci", "where does CI build the app?", "codemagic", "replaced"),
        ("carshare-ios", "what's the lowest iOS version we support?", "ios15", "replaced"),
        ("carshare-maps", "which maps sdk is the app on now?", "mapbox", "replaced"),
        ("carshare-unlock", "how long is an unlock token good for?", "unlock", "plain"),
        ("carshare-api", "is the api json camelCase or snake_case?", "snake", "plain"),
        ("carshare-release", "how often do we ship to the app stores?", "release", "plain"),
        ("carshare-login", "how do riders log in?", "login", "side-remark"),
        ("carshare-goldens", "which machine do i regen goldens on?", "goldens", "side-remark"),
        ("carshare-analytics", "what do we use for usage tracking?", "amplitude", "stopwords"),
        ("carshare-booking", "how far in advance can riders make a booking?", "booking", "word-form"),
    ],
    "tickets": [
        ("tickets-hosting", "where is the app hosted these days?", "fly", "replaced"),
        ("tickets-payments", "what replaced braintree?", "stripe", "replaced"),
        ("tickets-cap", "how many tickets can someone buy in one go?", "max6", "replaced"),
        ("tickets-resale", "can fans still resell tickets through us?", "noresale", "replaced"),
        ("tickets-seats", "how long is a seat blocked while someone pays?", "seats", "plain"),
        ("tickets-deploy", "when are we not allowed to deploy?", "deploywindow", "plain"),
        ("tickets-uuid", "are we still using uuids for ids?", "uuid", "plain"),
        ("tickets-scanners", "do the door scanners work without wifi?", "scanning", "side-remark"),
        ("tickets-oban", "what do we use for background jobs?", "oban", "stopwords"),
        ("tickets-refund", "when do we refund a ticket?", "refunds", "word-form"),
        ("tickets-queuing", "how does queuing work for big on-sales?", "queue", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "vault-bundler": "still-use", "vault-chrome": "version", "vault-oncall": "synonym", "vault-safari": "still-use",
    "vault-style": "synonym", "vault-flags": "synonym", "vault-versions": "plain", "vault-argon": "still-use",
    "vault-testdb": "alias", "vault-errors": "synonym", "vault-autofill": "plain",
    "rentals-deploy": "plain", "rentals-tests": "plain", "rentals-photos": "synonym",
    "rentals-mail": "switched-from", "rentals-fee": "plain", "rentals-rentrun": "plain", "rentals-pint": "still-use",
    "rentals-retry": "synonym", "rentals-search": "plain", "rentals-pdf": "plain", "rentals-tenancy": "abbreviation",
    "carshare-state": "plain", "carshare-ci": "abbreviation", "carshare-ios": "version",
    "carshare-maps": "abbreviation", "carshare-unlock": "synonym", "carshare-api": "plain",
    "carshare-release": "synonym", "carshare-login": "synonym", "carshare-goldens": "abbreviation",
    "carshare-analytics": "synonym", "carshare-booking": "plain",
    "tickets-hosting": "synonym", "tickets-payments": "switched-from", "tickets-cap": "synonym",
    "tickets-resale": "still-use", "tickets-seats": "synonym", "tickets-deploy": "plain", "tickets-uuid": "still-use",
    "tickets-scanners": "synonym", "tickets-oban": "plain", "tickets-refund": "plain", "tickets-queuing": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "vault": [("webpack", "vite"), ("chrome109", "chrome116"), ("pager", "platform"), ("safari", "nosafari")],
    "rentals": [("forge", "vapor"), ("pest", "phpunit"), ("photo5", "photo20"), ("mailgun", "postmark")],
    "carshare": [("provider", "riverpod"), ("bitrise", "codemagic"), ("ios14", "ios15"), ("gmaps", "mapbox")],
    "tickets": [("gigalixir", "fly"), ("braintree", "stripe"), ("max10", "max6"), ("resale", "noresale")],
}


def load_everyday_blind3() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
