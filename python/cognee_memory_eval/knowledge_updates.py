"""Knowledge updates: a CONSTRUCTED suite, written for this project — not external data.

Six realistic coding-project histories (a shop, a game backend, a banking app, a data
pipeline, a CLI tool, an internal wiki). Each project workspace holds six facts that changed
over time (database, API, deploy target, lint/style rule, testing/CI, tooling) — 36 update
histories in all, where a later memory replaces an earlier one ("we use Postgres" → "we moved
to SQLite") — plus three old facts that are still true and four recent distractors.

Two phases per workspace, through the real ingest path:
* ``active``: every memory Active (nobody marked anything outdated);
* ``superseded``: the older memory of each update re-ingested as Superseded, and the newer
  one ingested with ``supersedes`` = the older one (what a user or compaction would do).

A separate ingest variant (dataset ``knowledge-updates-auto``, one more workspace per project)
ingests the same memories one by one, oldest first, with ``update_policy: auto`` and nothing
marked: the policy has to find the updates itself. Besides the query metrics it is scored on
what the policy retired: the 36 outdated memories (found) and anything else (a false
supersession of a memory that is still true).

Queries: one ``update`` query per history (relevant = the newest fact; metric: it ranks
first) and one ``still-valid`` query per old-but-true fact (metric: it is in the top 5).
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from cognee_memory_eval.jobs import AUTO_INGEST, Phase, Query, WorkspaceJob

NOW = datetime(2026, 11, 21, tzinfo=timezone.utc)
PROJECTS = ("shop", "game", "banking", "pipeline", "cli", "wiki")
TOPICS = ("database", "api", "deploy", "style", "testing", "tooling")

# UPDATES[topic][project] = (older memory, newer memory, question)
UPDATES: dict[str, list[tuple[str, str, str]]] = {
    "database": [
        ("We use PostgreSQL 14 as the main database of the shop; all orders live there.",
         "We moved the shop's data from PostgreSQL to SQLite: one file is enough for our load and backups get simpler.",
         "Which database do we use?"),
        ("Player profiles are stored in MongoDB.",
         "Player profiles were migrated from MongoDB to PostgreSQL with JSONB columns last sprint.",
         "Where are player profiles stored?"),
        ("Session state is kept in Redis with a 30-minute TTL.",
         "We dropped Redis: session state now lives in signed, encrypted cookies, no server-side store.",
         "Where do we keep session state?"),
        ("The pipeline writes its output tables to MySQL 5.7.",
         "Output tables now go to DuckDB files on S3 instead of MySQL.",
         "Where does the pipeline write its output tables?"),
        ("The CLI caches results in a JSON file under ~/.cache.",
         "The CLI's cache is now a SQLite database (cache.db) instead of the JSON file.",
         "How does the CLI cache results?"),
        ("Wiki pages are indexed in Elasticsearch for search.",
         "Search over wiki pages moved from Elasticsearch to Postgres full-text search (tsvector columns).",
         "What powers search over wiki pages?"),
    ],
    "api": [
        ("The public API is versioned as /api/v1; clients send the X-Api-Key header.",
         "The public API moved to /api/v2 and clients authenticate with OAuth bearer tokens; v1 is switched off.",
         "Which API version and authentication do clients use?"),
        ("The game client talks to the backend over REST with JSON bodies.",
         "The game client now talks to the backend over gRPC with protobuf messages instead of REST.",
         "How does the game client talk to the backend?"),
        ("The app calls the payments provider's API version 2022-11-15.",
         "We upgraded the payments provider integration to API version 2024-06-20; the old one is deprecated.",
         "Which version of the payments API do we call?"),
        ("Ingestion pulls the vendor's data from their SOAP endpoint every night.",
         "The vendor retired SOAP; ingestion now pulls from their REST API every hour.",
         "How and how often do we pull the vendor's data?"),
        ("The CLI reads its configuration from an INI file (config.ini).",
         "The CLI switched its configuration format from INI to TOML (config.toml).",
         "What format is the CLI configuration file?"),
        ("The wiki's GraphQL API paginates with offset and limit.",
         "The wiki GraphQL API now uses cursor-based pagination; offset/limit arguments were removed.",
         "How does pagination work in the wiki API?"),
    ],
    "deploy": [
        ("The shop deploys to Heroku from the main branch.",
         "We left Heroku: the shop now deploys to Fly.io from the main branch.",
         "Where do we deploy the shop?"),
        ("Game servers run on EC2 instances that we manage by hand.",
         "Game servers moved from hand-managed EC2 to Kubernetes on EKS with autoscaling.",
         "Where do the game servers run?"),
        ("The banking backend deploys to the on-premise VM cluster every two weeks.",
         "Backend releases now go to Azure App Service with continuous deployment on every merge.",
         "How and where is the banking backend deployed?"),
        ("Pipeline jobs are scheduled with cron on a single server.",
         "We replaced cron with Airflow; pipeline jobs are scheduled as Airflow DAGs.",
         "How are pipeline jobs scheduled?"),
        ("The CLI is released to PyPI by hand with twine.",
         "CLI releases are published to PyPI by a GitHub Actions workflow on tags (trusted publishing); no manual uploads.",
         "How do we release the CLI to PyPI?"),
        ("The wiki is hosted on a DigitalOcean droplet.",
         "The wiki moved off DigitalOcean to Cloudflare Pages with a Workers backend.",
         "Where is the wiki hosted?"),
    ],
    "style": [
        ("Lint rule: the frontend uses ESLint with the Airbnb config.",
         "We replaced ESLint and the Airbnb config with Biome for both linting and formatting.",
         "Which linter do we use for the frontend?"),
        ("Python code is formatted with Black and linted with flake8.",
         "We switched from Black and flake8 to Ruff for formatting and linting.",
         "Which tools format and lint the Python code?"),
        ("The line length limit is 80 characters.",
         "We raised the maximum line length from 80 to 120 characters.",
         "What is the line length limit?"),
        ("SQL in the pipeline uses uppercase keywords, checked by hand in review.",
         "SQL style is now enforced automatically by sqlfluff, with lowercase keywords.",
         "How is SQL style enforced?"),
        ("Type checking: mypy runs in its default, non-strict mode.",
         "mypy now runs with --strict on the whole CLI package.",
         "How strict is type checking?"),
        ("Commit messages are free-form.",
         "Commit messages must follow Conventional Commits (feat:, fix:, ...), checked by commitlint.",
         "What is the rule for commit messages?"),
    ],
    "testing": [
        ("CI runs on Travis CI.",
         "We moved CI from Travis to GitHub Actions.",
         "Which CI service do we use?"),
        ("Unit tests are written with unittest.",
         "Tests were migrated from unittest to pytest with fixtures.",
         "Which test framework do we use?"),
        ("Frontend end-to-end tests run with Selenium.",
         "End-to-end tests moved from Selenium to Playwright.",
         "What do we use for end-to-end tests?"),
        ("Integration tests run against the shared staging database.",
         "Integration tests now start a throwaway Postgres with Testcontainers instead of using the shared staging database.",
         "What database do integration tests run against?"),
        ("Minimum test coverage is 70%.",
         "The coverage gate went up from 70% to 85%.",
         "What is the minimum test coverage?"),
        ("CI builds use Node 16.",
         "CI was upgraded from Node 16 to Node 20.",
         "Which Node version does CI use?"),
    ],
    "tooling": [
        ("The frontend uses React 17 with Create React App.",
         "We migrated the frontend from Create React App to Vite and React 18.",
         "What is the frontend build tool and React version?"),
        ("The game backend is written with Express.",
         "The game backend moved from Express to Fastify.",
         "Which web framework does the backend use?"),
        ("Python dependencies are managed with pip and requirements.txt.",
         "We switched dependency management to uv with a lock file; requirements.txt is gone.",
         "How do we manage Python dependencies?"),
        ("Dataframes are processed with pandas.",
         "Heavy transforms moved from pandas to Polars.",
         "Which dataframe library do we use?"),
        ("Logging uses the standard logging module with plain-text output.",
         "Logging switched to structlog with JSON output.",
         "How do we do logging?"),
        ("The project targets Python 3.8.",
         "The minimum Python version is now 3.11; support for 3.8 was dropped.",
         "Which Python version do we target?"),
    ],
}

# Old facts that never changed: (memory, question), three per project.
STILL_VALID: list[list[tuple[str, str]]] = [
    [("Prices are stored as integer cents, never as floats.", "How do we store prices?"),
     ("Feature flags are managed in LaunchDarkly.", "Where are feature flags managed?"),
     ("All timestamps are stored in UTC.", "Which timezone do we store timestamps in?")],
    [("Matchmaking rates players with Elo, K-factor 32.", "How does matchmaking rate players?"),
     ("Game assets are served from the CDN bucket game-assets.", "Where are game assets served from?"),
     ("The server tick rate is 30 Hz.", "What is the server tick rate?")],
    [("Every transfer above 1,000 EUR needs a two-factor confirmation.", "When is two-factor confirmation required?"),
     ("Account numbers are validated with the IBAN checksum.", "How are account numbers validated?"),
     ("Audit logs are kept for 7 years.", "How long do we keep audit logs?")],
    [("Raw input files are kept for 90 days in the landing bucket.", "How long do we keep raw input files?"),
     ("Each pipeline run is identified by a UUID run_id.", "How is a pipeline run identified?"),
     ("Data quality checks use Great Expectations.", "What do we use for data quality checks?")],
    [("The CLI exits with code 2 on bad arguments.", "Which exit code does the CLI use for bad arguments?"),
     ("The CLI prints JSON when --json is passed.", "How do we get JSON output from the CLI?"),
     ("The CLI is licensed under Apache-2.0.", "What license does the CLI use?")],
    [("Wiki pages are written in Markdown with YAML front matter.", "What format are wiki pages written in?"),
     ("Only members of the docs team can delete pages.", "Who can delete wiki pages?"),
     ("Image uploads are limited to 5 MB.", "What is the image upload size limit?")],
]

# Recent memories near the questions' subjects that answer none of them: four per project.
DISTRACTORS: list[list[str]] = [
    ["We added an index on orders.created_at to speed up the admin dashboard.",
     "Partners' API rate limit is 100 requests per minute.",
     "The checkout page got a new layout with a progress bar.",
     "Code review needs one approval from the backend team."],
    ["Fixed a crash when two players join the same lobby at once.",
     "The leaderboard shows the top 100 players per region.",
     "We discussed sharding the player database but decided to wait.",
     "Latency dashboards for the game servers are in Grafana."],
    ["The login screen now supports Face ID.",
     "Support asked for clearer error messages on failed transfers.",
     "Monthly statements are generated as PDF files.",
     "We will review the cloud hosting costs next quarter."],
    ["A late vendor file on Tuesday delayed the morning reports.",
     "The orders output table has 120 million rows.",
     "Analysts want a new churn dashboard.",
     "Backfills must be announced in the data channel."],
    ["Added shell completion for bash and zsh to the CLI.",
     "Users asked for a --quiet flag.",
     "The README got a new quickstart section.",
     "Error messages should always suggest the fix."],
    ["The wiki sidebar now collapses on small screens.",
     "We fixed broken links after renaming the onboarding section.",
     "Editors asked for page templates.",
     "Page view statistics are shown to admins."],
]


def _stamp(days_ago: float) -> str:
    return (NOW - timedelta(days=days_ago)).strftime("%Y-%m-%dT%H:%M:%SZ")


def project_job(index: int) -> WorkspaceJob:
    """One project's workspace: 6 update histories, 3 still-valid facts, 4 distractors."""
    project = PROJECTS[index]
    now = _stamp(0)
    rows: list[dict] = []
    queries: list[Query] = []
    superseding: list[dict] = []
    for t, topic in enumerate(TOPICS):
        old, new, question = UPDATES[topic][index]
        old_age = 60 + 45 * ((index + 2 * t) % 7)  # 60–330 days ago
        new_age = 3 + 9 * ((5 * index + t) % 6)  # 3–48 days ago
        old_row = {"id": f"{project}-{topic}-old", "text": old, "topic": topic,
                   "source_created_at": _stamp(old_age), "status": "Active"}
        new_row = {"id": f"{project}-{topic}-new", "text": new, "topic": topic,
                   "source_created_at": _stamp(new_age), "status": "Active"}
        rows += [old_row, new_row]
        superseding += [{**old_row, "status": "Superseded"}, {**new_row, "supersedes": [old_row["id"]]}]
        queries.append(Query(f"{project}-{topic}", question, frozenset({new_row["id"]}), now, "update"))
    for i, (fact, question) in enumerate(STILL_VALID[index]):
        mid = f"{project}-fact-{i + 1}"
        rows.append({"id": mid, "text": fact, "topic": "conventions",
                     "source_created_at": _stamp(200 + 60 * i + 20 * index), "status": "Active"})
        queries.append(Query(mid, question, frozenset({mid}), now, "still-valid"))
    for i, text in enumerate(DISTRACTORS[index]):
        rows.append({"id": f"{project}-note-{i + 1}", "text": text, "topic": "notes",
                     "source_created_at": _stamp(1 + 5 * i + index), "status": "Active"})
    return WorkspaceJob(
        dataset="knowledge-updates", name=f"updates-{project}",
        phases=[Phase("active", rows, queries), Phase("superseded", superseding, queries)],
        info={"now": now, "histories": len(TOPICS)},
    )


def auto_policy_job(index: int) -> WorkspaceJob:
    """The same project, nothing marked, ingested one memory at a time oldest first with the
    ``auto`` update policy (phase ``auto``)."""
    plain = project_job(index)
    rows = sorted(plain.phases[0].memories, key=lambda row: (row["source_created_at"], row["id"]))
    outdated = sorted(row["id"] for row in rows if row["id"].endswith("-old"))
    return WorkspaceJob(
        dataset="knowledge-updates-auto", name=f"updates-auto-{PROJECTS[index]}",
        phases=[Phase("auto", rows, plain.phases[0].queries, ingest=dict(AUTO_INGEST), one_by_one=True)],
        info={**plain.info, "outdated": outdated,
              "still_valid_facts": sorted(row["id"] for row in rows if "-fact-" in row["id"])},
    )


def load_knowledge_updates(projects: int | None = None, auto_policy: bool = False) -> list[WorkspaceJob]:
    indexes = range(len(PROJECTS) if projects is None else min(projects, len(PROJECTS)))
    jobs = [project_job(i) for i in indexes]
    return jobs + ([auto_policy_job(i) for i in indexes] if auto_policy else [])
