"""Everyday questions, another CONSTRUCTED set (``everyday-dev2``) — not external data, a development set.

Written in wave 10 by a helper ("dev2") to be STUDIED next wave: the team reads its misses and fixes
what generalises, so it is not held out; but it was written like a sealed set, without knowledge of
the ranking. Its author did not read the ranking, retrieval or update-detection code, the docs on
updates and ranking, the evaluation report or its results, the changelog, the issue or anyone's
notes on misses. Seen: ``everyday_dev`` as the file's template (structure and conventions, not its
content), only the module docstrings of the other ``everyday*`` sets (to pick other kinds of
product), ``everyday.NOW`` and ``build_workspace_job``'s signature, and the set-shape and
registration tests.

As in ``everyday_blind3``, each workspace is ONE software product's developer memory, what a VS Code
user builds with ``@memory remember`` over a year: build and CI, databases, deploys, code style,
testing, auth, monitoring, dependencies, API limits, releases, feature flags, on-call and product
decisions. Four kinds of product not used in the other sets: a podcast hosting platform (Django and
Celery), a restaurant online-ordering and kitchen display system (NestJS), a family-tree / genealogy
website (Rails) and a recipe and meal-planning app (React Native with Expo and Supabase). 18 memories
each (72), remembered over more than a year (3–420 days ago), 40 of the 72 with a topic (as
``#topic text`` in the chat sends it), typed as developers type into chat (short, some lower case,
abbreviations, a typo), some of two sentences with the reason, and seven recent side remarks or
incidents (3–7 days old) that mention a question's words in passing without answering it; and 44
questions, each answered by exactly one memory, short and casual.

Weighted towards the hard cases: 18 replaced, 10 plain, 6 side-remark, 6 stopwords (the only words a
question shares with its distractors are "we", "use", "do", "our") and 4 word-form. ``PHRASING`` uses
all seven labels of ``everyday_check``. ``REPLACES`` holds 19 labelled pairs worded the ways people
write a change in chat: "Jest → Vitest", "moved the celery broker to SQS", "Heroku is gone, Render
now", "dropped elasticsearch", "Biome instead of eslint and prettier", "bumped to 3.12", "now on Node
22", "replaced by EAS Build", "no more Amplitude", "we went back to Elasticsearch" (a pair chained on
the "dropped" one), "Sidekiq is deprecated, use GoodJob", download counting handed to another team, a
raised rate limit, a lowered upload cap, the self-order kiosks retired with no successor, a kitchen
display memory that does not name the printers it replaces, a release cadence changed only three
days after the last one, and "new error tracker is GlitchTip" (naming only the category). Two
of the 19 newer memories share a topic with what they replace. Three still-use questions are
answered by an OLD decision (380–410 days) that is still true, with newer memories around it that
share its words.

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev2"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "podcasts": [
        ("broker-redis", "celery broker is Redis, one queue per task type (transcode, feeds, stats).", "queues", 400),
        ("broker-sqs", "moved the celery broker to SQS. redis only does caching now", None, 60),
        ("transcode-128", "Audio uploads get transcoded to 128 kbps MP3 with ffmpeg in a celery task.", "transcoding",
         330),
        ("transcode-192", "transcodes are 192k now, music shows sounded muddy at the old setting", None, 25),
        ("sentry", "We use Sentry for exceptions from django and the workers, alerts go to #pod-alerts.", "errors",
         380),
        ("glitchtip", "new error tracker is GlitchTip, self hosted on the ops box", None, 40),
        ("py310", "Python 3.10 across the repo, pinned in .python-version", "python", 300),
        ("py312", "bumped to 3.12 in .python-version, the Dockerfile and the CI matrix", None, 14),
        ("stats-ours", "IAB-certified download counting is our code, the data team only reads the tables.", "stats",
         280),
        ("stats-insights", "Download counting belongs to the Insights team from this quarter, we just ship them the "
                           "raw CDN logs.", None, 30),
        ("rss", "RSS feeds are rendered on request and cached at Cloudflare for 5 minutes. Apple and Spotify poll "
                "them way too often otherwise.", "feeds", 250),
        ("pgbouncer", "prod db is PostgreSQL behind pgbouncer in transaction mode, so no session-level advisory "
                      "locks", "db", 410),
        ("replica", "Added a Postgres read replica, the stats pages read from it.", "db",
         90),
        ("deploy", "Deploys go through GitHub Actions to Fly.io: main auto-deploys once CI is green.", "deploy", 200),
        ("side-deploy", "friday deploy freeze made everyone grumpy again, fine by me", None, 3),
        ("whisper", "Episode transcripts come from Whisper large-v3 on a rented GPU box.", None, 150),
        ("unleash", "Feature flags live in Unleash, one project per app, clean them up after full rollout.", None,
         180),
        ("migrations", "Schema migrations have to stay backwards compatible for one release: never drop a column in "
                       "the same deploy that stops reading it.", "migrations", 220),
    ],
    "kitchen": [
        ("jest", "unit tests run on Jest with ts-jest", "testing", 390),
        ("vitest", "Jest → Vitest. whole suite is 40s instead of 4 min", None, 20),
        ("kiosk", "Self-order kiosks run the same React app in kiosk mode on Android tablets.", "kiosk", 280),
        ("kiosk-gone", "Kiosk mode is switched off for good, the last pilot restaurant sent its tablets back.", None,
         10),
        ("eslint", "eslint + prettier, 100 char lines, single quotes", "style", 350),
        ("biome", "Biome instead of eslint and prettier: one config file, same 100 col limit", None, 45),
        ("rate-60", "The public ordering API is rate limited to 60 requests per minute per API key.", "api", 260),
        ("rate-300", "raised the partner limit to 300/min, Uber Eats and friends were hitting 429s every lunch "
                     "rush", None, 8),
        ("printers", "Kitchen tickets print on Epson TM-m30 printers over ePOS.", "printers", 240),
        ("kds", "Orders show up on the kitchen display screens now and the line cooks bump them when plated.", None,
         30),
        ("utc", "All timestamps are stored in UTC and only converted to the restaurant's timezone in the UI.", "time",
         200),
        ("pin", "staff log in on the tablets with a 4 digit PIN, managers also tap their badge", "auth", 400),
        ("auth0", "we use Auth0 for owner logins to the back office, google sign-in only", "auth", 70),
        ("allergens", "Allergen info comes from the menu service and has to be shown on every item, it's a legal "
                      "requirement.", None, 160),
        ("oncall", "On-call is one week, handover Monday 9:00 in #kds-ops; PagerDuty pages the primary.", "oncall",
         190),
        ("side-oncall", "was on call for the saturday dinner rush, quiet apart from one printer jam in Lyon", None, 4),
        ("eta", "Delivery ETAs come from the Google Distance Matrix API, cached per postcode pair for 10 min.", None,
         150),
        ("refunds", "Refunds above 50 EUR need a manager's approval in the back office.", "payments", 170),
    ],
    "genealogy": [
        ("heroku", "app runs on Heroku, two performance-M dynos", "deploy", 420),
        ("render", "Heroku is gone, Render now. same Procfile", None, 55),
        ("sidekiq", "Background jobs (GEDCOM imports, PDF reports) run on Sidekiq.", "jobs", 330),
        ("goodjob", "Sidekiq is deprecated, use GoodJob for any new job class. the old ones get ported as we touch "
                    "them", None, 35),
        ("es", "Person search runs on Elasticsearch with phonetic matching for surnames.", "search", 300),
        ("es-dropped", "dropped elasticsearch, name search is pg_trgm + Double Metaphone in postgres now", None, 150),
        ("es-back", "we went back to Elasticsearch for person search, trigrams fell over on the 40M row persons "
                    "table", None, 6),
        ("dna-20", "DNA raw data uploads are capped at 20 MB per file", "uploads", 260),
        ("dna-10", "Lowered the DNA upload cap to 10 MB, the big files kept timing out the importer.", "uploads", 40),
        ("living", "Living people are hidden on public trees: anyone born less than 100 years ago without a death "
                   "date shows as 'Private'.", "privacy", 380),
        ("noindex", "public trees get a noindex header for now, the SEO people want to revisit it in Q1", None, 20),
        ("thumbs", "Scanned records sit on S3 in eu-central-1, thumbnails are served through imgproxy.", None, 200),
        ("crowdin", "we use i18n-tasks for missing keys; the German and Polish translations come from Crowdin "
                    "volunteers", "i18n", 170),
        ("backups", "Nightly pg_dump to a seperate B2 bucket, kept for 35 days.", "backups", 230),
        ("side-backup", "my laptop backup ate the whole disk again lol", None, 3),
        ("2fa", "2FA is mandatory for anyone with editor rights on a shared tree, TOTP only (no SMS).", "auth", 190),
        ("side-2fa", "a co-owner of one big tree lost his phone with the authenticator on it, sent him the recovery "
                     "flow", None, 5),
        ("merge", "When two profiles are merged the older record id wins and the other becomes a redirect.", "merging",
         140),
    ],
    "recipes": [
        ("appcenter", "app builds run on App Center", "build", 380),
        ("eas", "App Center replaced by EAS Build, Microsoft is shutting App Center down anyway.", None, 120),
        ("amplitude", "product analytics in Amplitude, events are named object_action", "analytics", 300),
        ("posthog", "no more Amplitude, product events go to PostHog (EU cloud). naming stays the same", None, 16),
        ("supabase", "we use Supabase for the backend: Postgres, auth and storage, project in eu-central", "backend",
         410),
        ("rls", "Every table needs RLS policies, reviewers check them in the PR.", "db", 90),
        ("side-storage", "supabase storage bill jumped after the video recipes launch, looking into it", None, 7),
        ("node18", "CI is GitHub Actions on Node 18", "ci", 320),
        ("node22", "now on Node 22 in CI and eas.json", None, 10),
        ("release-biweekly", "Store releases go out every second Tuesday.", "releases", 12),
        ("release-weekly", "releases are weekly from now on, every tuesday, review times got short enough", "releases",
         9),
        ("units", "Recipe quantities are stored metric and converted to cups/oz on the device, based on the locale.",
         "units", 180),
        ("side-units", "argued with my mum about cups vs grams for 20 mins on sunday", None, 4),
        ("photos", "recipe photos are resized on upload to 1080px wide webp by an edge function", None, 160),
        ("side-photos", "the photos from the food shoot look amazing, Jana is uploading them to the drive", None, 3),
        ("onesignal", "Push notifications go through OneSignal.", None, 140),
        ("configcat", "ConfigCat holds the flags, one per unreleased screen, deleted two releases after launch.",
         "flags", 200),
        ("ota", "OTA updates via EAS Update on the production channel, JS-only fixes, anything native needs a store "
                "build.", "ota", 150),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "podcasts": [
        ("podcasts-broker", "is the celery broker still redis?", "broker-sqs", "replaced"),
        ("podcasts-bitrate", "what bitrate do we encode episodes at?", "transcode-192", "replaced"),
        ("podcasts-exceptions", "where do backend exceptions get reported?", "glitchtip", "replaced"),
        ("podcasts-python", "which python version are we on?", "py312", "replaced"),
        ("podcasts-downloads", "who owns the download numbers?", "stats-insights", "replaced"),
        ("podcasts-rss", "how long are RSS feeds cached?", "rss", "plain"),
        ("podcasts-pgbouncer", "do we still use pgbouncer?", "pgbouncer", "plain"),
        ("podcasts-deploy", "how do we deploy to prod?", "deploy", "side-remark"),
        ("podcasts-transcripts", "what do we use for transcripts?", "whisper", "stopwords"),
        ("podcasts-flags", "what do we use for feature flags?", "unleash", "stopwords"),
        ("podcasts-migrating", "can i drop a column when migrating?", "migrations", "word-form"),
    ],
    "kitchen": [
        ("kitchen-jest", "what replaced jest?", "vitest", "replaced"),
        ("kitchen-kiosk", "do we still support self-order kiosks?", "kiosk-gone", "replaced"),
        ("kitchen-linter", "which linter do we run?", "biome", "replaced"),
        ("kitchen-ratelimit", "what's the rate limit for partner API keys?", "rate-300", "replaced"),
        ("kitchen-tickets", "how do new orders reach the cooks?", "kds", "replaced"),
        ("kitchen-timezone", "what timezone are order times stored in?", "utc", "plain"),
        ("kitchen-signin", "how do staff sign in on the tablets?", "pin", "plain"),
        ("kitchen-allergens", "where does allergen info come from?", "allergens", "plain"),
        ("kitchen-oncall", "when is the on-call handover?", "oncall", "side-remark"),
        ("kitchen-eta", "what do we use for delivery ETAs?", "eta", "stopwords"),
        ("kitchen-refunding", "who approves refunding a big order?", "refunds", "word-form"),
    ],
    "genealogy": [
        ("genealogy-heroku", "are we still on heroku?", "render", "replaced"),
        ("genealogy-jobs", "what should a new background job use?", "goodjob", "replaced"),
        ("genealogy-surname", "what powers surname search?", "es-back", "replaced"),
        ("genealogy-dna", "max size for a DNA upload?", "dna-10", "replaced"),
        ("genealogy-living", "do we still hide living people on public trees?", "living", "plain"),
        ("genealogy-google", "can google index public trees?", "noindex", "plain"),
        ("genealogy-polish", "who translates the app into polish?", "crowdin", "plain"),
        ("genealogy-backups", "how long are backups kept on Backblaze?", "backups", "side-remark"),
        ("genealogy-twofactor", "do editors need two-factor?", "2fa", "side-remark"),
        ("genealogy-thumbnails", "what do we use for thumbnails?", "thumbs", "stopwords"),
        ("genealogy-merging", "which id survives when merging duplicate profiles?", "merge", "word-form"),
    ],
    "recipes": [
        ("recipes-builds", "what builds the app binaries?", "eas", "replaced"),
        ("recipes-analytics", "where do product analytics events go?", "posthog", "replaced"),
        ("recipes-node", "what node version does CI use?", "node22", "replaced"),
        ("recipes-cadence", "how often do we ship to the app stores?", "release-weekly", "replaced"),
        ("recipes-supabase", "still on supabase for auth?", "supabase", "plain"),
        ("recipes-rls", "do new tables need row level security?", "rls", "plain"),
        ("recipes-units", "how do we handle cups vs grams?", "units", "side-remark"),
        ("recipes-photos", "what size do recipe photos get resized to?", "photos", "side-remark"),
        ("recipes-push", "what do we use for push notifications?", "onesignal", "stopwords"),
        ("recipes-toggles", "what do we use for feature toggles?", "configcat", "stopwords"),
        ("recipes-ota", "what can we fix with an over-the-air update?", "ota", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "podcasts-broker": "still-use", "podcasts-bitrate": "synonym", "podcasts-exceptions": "synonym",
    "podcasts-python": "version", "podcasts-downloads": "synonym", "podcasts-rss": "plain",
    "podcasts-pgbouncer": "still-use", "podcasts-deploy": "abbreviation", "podcasts-transcripts": "plain",
    "podcasts-flags": "plain", "podcasts-migrating": "plain",
    "kitchen-jest": "switched-from", "kitchen-kiosk": "still-use", "kitchen-linter": "synonym",
    "kitchen-ratelimit": "plain", "kitchen-tickets": "synonym", "kitchen-timezone": "plain",
    "kitchen-signin": "synonym", "kitchen-allergens": "plain", "kitchen-oncall": "plain",
    "kitchen-eta": "abbreviation", "kitchen-refunding": "synonym",
    "genealogy-heroku": "still-use", "genealogy-jobs": "plain", "genealogy-surname": "synonym",
    "genealogy-dna": "abbreviation", "genealogy-living": "still-use", "genealogy-google": "synonym",
    "genealogy-polish": "plain", "genealogy-backups": "alias", "genealogy-twofactor": "abbreviation",
    "genealogy-thumbnails": "plain", "genealogy-merging": "plain",
    "recipes-builds": "synonym", "recipes-analytics": "plain", "recipes-node": "version",
    "recipes-cadence": "synonym", "recipes-supabase": "still-use", "recipes-rls": "abbreviation",
    "recipes-units": "plain", "recipes-photos": "plain", "recipes-push": "plain", "recipes-toggles": "synonym",
    "recipes-ota": "abbreviation",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "podcasts": [("broker-redis", "broker-sqs"), ("transcode-128", "transcode-192"), ("sentry", "glitchtip"),
                 ("py310", "py312"), ("stats-ours", "stats-insights")],
    "kitchen": [("jest", "vitest"), ("kiosk", "kiosk-gone"), ("eslint", "biome"), ("rate-60", "rate-300"),
                ("printers", "kds")],
    "genealogy": [("heroku", "render"), ("sidekiq", "goodjob"), ("es", "es-dropped"), ("es-dropped", "es-back"),
                  ("dna-20", "dna-10")],
    "recipes": [("appcenter", "eas"), ("amplitude", "posthog"), ("node18", "node22"),
                ("release-biweekly", "release-weekly")],
}


def load_everyday_dev2() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
