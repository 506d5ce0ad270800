"""Everyday questions: a CONSTRUCTED set, written for this project — not external data.

Three small team workspaces (a web shop, a mobile app, a data platform) of one-sentence
decisions, remembered over most of a year, and 30 plain questions a new user would ask, each
answered by exactly one memory. The questions are written to hit what goes wrong in practice:

* ``replaced``: a later decision replaces an earlier one and the two share no topic (or the newer
  has none), often not even the question's words;
* ``word-form``: a word that collides with another memory's ("log in" vs logging, "logs");
* ``stopwords``: the question shares only "what do we use" with most memories;
* ``side-remark``: another memory mentions the question's subject in passing;
* ``plain``: none of the above.

Metric: the answer ranks first (``answer_first``), per group too. A tuning set, not a held-out
one: judge changes on the public datasets as well.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from cognee_memory_eval.jobs import Phase, Query, WorkspaceJob

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "shop": [
        ("heroku", "We deploy the storefront to Heroku with a Procfile.", "deploy", 200),
        ("fly", "The storefront now runs on Fly.io machines in Frankfurt; the Heroku app was shut down.", "infra", 20),
        ("argon", "Customers log in with email and password; passwords are hashed with Argon2.", "auth", 150),
        ("loki", "Application logging goes to stdout as JSON and is shipped to Loki.", "observability", 60),
        ("stripe", "Payments are handled by Stripe Checkout.", "payments", 300),
        ("adyen", "We replaced Stripe with Adyen for all card payments because of lower fees in the EU.", None, 15),
        ("cloudfront", "Product images are stored in an S3 bucket behind CloudFront.", "media", 120),
        ("odoo", "Inventory counts come from Odoo, our warehouse management system, synced every 15 minutes.",
         "inventory", 90),
        ("alarm", "Night-time alarms were added to protect the warehouse after the break-in.", "office", 10),
        ("pg14", "We use PostgreSQL 14 for orders and customers.", "database", 250),
        ("pg16", "The orders database was upgraded from PostgreSQL 14 to PostgreSQL 16 last week.", "ops", 7),
        ("mailchimp", "Email newsletters are sent with Mailchimp.", "marketing", 180),
        ("postmark", "Transactional emails (receipts, password resets) go through Postmark.", "email", 100),
        ("unleash", "Risky releases go out behind feature flags in Unleash.", "releases", 45),
    ],
    "mobile": [
        ("rn", "The iOS and Android apps are built with React Native 0.72.", "mobile", 220),
        ("kotlin", "We rewrote the Android app in Kotlin with Jetpack Compose; React Native is gone from Android.",
         "android", 25),
        ("sentry", "Crash reports are collected with Sentry.", "monitoring", 160),
        ("fcm", "Push notifications are sent through Firebase Cloud Messaging.", "notifications", 130),
        ("signin", "Users sign in with Apple or Google; there are no app-specific passwords.", "auth", 90),
        ("amplitude", "Analytics events are logged to Amplitude.", "analytics", 70),
        ("biweekly", "App releases go out every two weeks on Thursday.", "releases", 200),
        ("weekly", "Releases moved to a weekly train every Tuesday after the QA team grew.", None, 12),
        ("apollo", "The backend API is GraphQL served by Apollo Server.", "api", 240),
        ("watermelon", "Offline data is cached in SQLite on the device via WatermelonDB.", "storage", 110),
        ("tokens", "Design tokens live in Figma and are exported with Style Dictionary.", "design", 80),
        ("fastlane", "App Store screenshots are generated with fastlane snapshot.", "tooling", 60),
        ("review", "Someone asked whether the App Store review team reads our screenshots' captions; nobody knows.",
         "misc", 3),
        ("ios15", "The minimum supported iOS version is 15.", "ios", 150),
        ("ios16", "We raised the bar to iOS 16 so we can use the new navigation APIs.", None, 18),
    ],
    "data": [
        ("airflow", "Nightly ETL jobs are orchestrated with Airflow 2.", "orchestration", 260),
        ("dagster", "We moved all pipelines off Airflow onto Dagster assets.", None, 30),
        ("snowflake", "The warehouse is Snowflake; analysts query it through dbt models.", "warehouse", 200),
        ("bigquery", "Snowflake costs pushed us to BigQuery; all analytics tables moved there in June.", "finance", 40),
        ("access", "Access to the warehouse needs a ticket approved by the data owner, to protect the warehouse "
                   "from accidental deletes.", "security", 20),
        ("expectations", "Data quality checks run with Great Expectations before each load.", "quality", 120),
        ("cloudwatch", "Logs from every job are kept for 30 days in CloudWatch.", "observability", 90),
        ("metabase", "Analysts log in to Metabase with Google SSO.", "bi", 60),
        ("black", "Python code in the platform repo is formatted with black.", "style", 210),
        ("ruff", "We switched the platform repo to ruff for linting and formatting.", "tooling", 14),
        ("landing", "Raw files land in the S3 bucket raw-landing and are kept for 90 days.", "storage", 150),
        ("pii", "PII columns are hashed with SHA-256 before they reach the warehouse.", "privacy", 100),
    ],
}

# workspace → questions (id, question, the memory that answers it, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "shop": [
        ("shop-host", "Where is the storefront hosted?", "fly", "replaced"),
        ("shop-login", "How do customers log in?", "argon", "word-form"),
        ("shop-logs", "Where do our logs go?", "loki", "word-form"),
        ("shop-cards", "Who processes card payments?", "adyen", "replaced"),
        ("shop-inventory", "Which system tracks warehouse inventory?", "odoo", "side-remark"),
        ("shop-postgres", "Which PostgreSQL version do we run?", "pg16", "replaced"),
        ("shop-reset", "What sends password reset emails?", "postmark", "plain"),
        ("shop-flags", "Which tool do we use for feature flags?", "unleash", "stopwords"),
        ("shop-images", "Where are product images stored?", "cloudfront", "plain"),
        ("shop-newsletter", "What do we use for newsletters?", "mailchimp", "stopwords"),
    ],
    "mobile": [
        ("mobile-android", "What is the Android app written in?", "kotlin", "replaced"),
        ("mobile-login", "How do users log in to the app?", "signin", "word-form"),
        ("mobile-crashes", "Where do crash reports go?", "sentry", "plain"),
        ("mobile-releases", "When do app releases go out?", "weekly", "replaced"),
        ("mobile-push", "What do we use for push notifications?", "fcm", "stopwords"),
        ("mobile-analytics", "Which analytics tool do we use?", "amplitude", "stopwords"),
        ("mobile-screenshots", "How are App Store screenshots made?", "fastlane", "side-remark"),
        ("mobile-ios", "What is the minimum iOS version?", "ios16", "replaced"),
        ("mobile-offline", "How does the app keep data offline?", "watermelon", "plain"),
        ("mobile-tokens", "Where do design tokens come from?", "tokens", "plain"),
    ],
    "data": [
        ("data-orchestration", "What orchestrates our pipelines?", "dagster", "replaced"),
        ("data-warehouse", "Which data warehouse do we use?", "bigquery", "replaced"),
        ("data-logs", "Where are job logs kept?", "cloudwatch", "word-form"),
        ("data-metabase", "How do analysts log in to Metabase?", "metabase", "word-form"),
        ("data-format", "How is Python code formatted?", "ruff", "replaced"),
        ("data-raw", "How long do we keep raw files?", "landing", "plain"),
        ("data-quality", "What checks data quality?", "expectations", "stopwords"),
        ("data-access", "Who approves warehouse access?", "access", "plain"),
        ("data-pii", "What happens to PII columns?", "pii", "plain"),
        ("data-personal", "Do we hash personal data?", "pii", "side-remark"),
    ],
}


def _stamp(days_ago: float) -> str:
    return (NOW - timedelta(days=days_ago)).strftime("%Y-%m-%dT%H:%M:%SZ")


def build_workspace_job(dataset: str, name: str, memories: list[tuple[str, str, str | None, float]],
                        questions: list[tuple[str, str, str, str]]) -> WorkspaceJob:
    """One workspace of a constructed everyday set: memory ids are prefixed with ``name``, every
    question is asked at ``NOW`` (shared by ``everyday_check``)."""
    now = _stamp(0)
    rows = [{"id": f"{name}-{mid}", "text": text, "status": "Active", "source_created_at": _stamp(days),
             **({"topic": topic} if topic else {})} for mid, text, topic, days in memories]
    queries = [Query(qid, text, frozenset({f"{name}-{answer}"}), now, group)
               for qid, text, answer, group in questions]
    return WorkspaceJob(dataset=dataset, name=f"{dataset}-{name}", phases=[Phase("active", rows, queries)],
                        info={"now": now})


def workspace_job(name: str) -> WorkspaceJob:
    return build_workspace_job("everyday", name, MEMORIES[name], QUESTIONS[name])


def load_everyday() -> list[WorkspaceJob]:
    return [workspace_job(name) for name in MEMORIES]
