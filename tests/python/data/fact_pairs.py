"""Writes fact_pairs.json: (old, new) memory pairs whose old memory states several facts, each
labelled with the facts of the old memory that are STILL TRUE after the new one.

Three groups, written for the "updates never hide a true fact" measurement
(`python -m cognee_memory_eval.bench.update_detection`, "hidden facts"):
* partial  — the new memory changes some of the old memory's facts; the rest stay true;
* whole    — the new memory changes every fact of the old one (nothing stays true);
* related  — the new memory changes none of them (everything stays true).

Kept as a script so the pairs stay readable; run it after editing:
    python tests/python/data/fact_pairs.py
"""

import json
from pathlib import Path

OLD, NEW = "2026-03-02T10:00:00Z", "2026-03-20T15:00:00Z"


def pair(pid, group, old, new, query, still_true, topic=None):
    return {
        "id": pid, "group": group, "query": query, "still_true": list(still_true),
        "old": {"text": old, "topic": topic, "references": [], "source_created_at": OLD, "status": "Active", "decisions": []},
        "new": {"text": new, "topic": topic, "references": [], "source_created_at": NEW, "status": "Active", "decisions": []},
    }


P, W, R = "partial", "whole", "related"
PAIRS = [
    # ---- partial: some facts change, the others stay true ----
    pair("prod-and-tests", P, "We use PostgreSQL 16 in production and SQLite in tests.",
         "We switched the test database from SQLite to Testcontainers Postgres.",
         "which database do we use in tests?", ["We use PostgreSQL 16 in production"], "database"),
    pair("deploy-day-and-tags", P, "Deploys happen on Fridays and releases are tagged by the on-call engineer.",
         "Deploys happen on Tuesdays now.", "which day do we deploy?",
         ["releases are tagged by the on-call engineer"], "release"),
    pair("cache-and-queue", P, "We use Redis for caching and RabbitMQ for the job queue.",
         "We replaced RabbitMQ with SQS for the job queue.", "what runs the job queue?",
         ["We use Redis for caching"], "infrastructure"),
    pair("lint-and-format", P, "ESLint checks the code and Prettier formats it.",
         "We switched formatting from Prettier to Biome.", "what formats the code?",
         ["ESLint checks the code"], "style"),
    pair("node-and-pnpm", P, "The services run on Node 18; dependencies are installed with pnpm.",
         "The services run on Node 20 now.", "which Node version do the services use?",
         ["dependencies are installed with pnpm"], "runtime"),
    pair("pool-and-timeout", P, "The connection pool has 20 connections. Queries time out after 5 seconds.",
         "The connection pool now has 50 connections.", "how many connections does the pool have?",
         ["Queries time out after 5 seconds"], "database"),
    pair("ci-and-coverage", P, "CI runs on GitHub Actions and coverage must stay above 80 percent.",
         "We migrated CI from GitHub Actions to GitLab CI.", "where does CI run?",
         ["coverage must stay above 80 percent"], "ci"),
    pair("auth-and-sessions", P, "Login uses Auth0, and sessions expire after 12 hours.",
         "Login moved from Auth0 to Keycloak.", "which identity provider handles login?",
         ["sessions expire after 12 hours"], "auth"),
    pair("bundler-and-css", P, "The frontend is bundled with webpack and styled with Tailwind.",
         "We replaced webpack with Vite for the frontend bundle.", "what bundles the frontend?",
         ["styled with Tailwind"], "frontend"),
    pair("logs-and-metrics", P, "We log with winston and export metrics to Prometheus.",
         "We no longer use winston; logging goes through pino.", "which logging library do we use?",
         ["export metrics to Prometheus"], "observability"),
    pair("replicas-and-region", P, "The API deployment runs 3 replicas in eu-west-1.",
         "The API deployment runs 6 replicas since the launch.", "how many replicas does the API run?",
         ["in eu-west-1"], "deploy"),
    pair("backup-and-encryption", P, "Nightly backups are kept for 30 days; they are encrypted with KMS.",
         "Nightly backups are kept for 90 days from now on.", "how long are backups kept?",
         ["they are encrypted with KMS"], "database"),
    pair("python-and-poetry", P, "The backend targets Python 3.10 and uses Poetry for packaging.",
         "The backend now targets Python 3.12.", "which Python version does the backend target?",
         ["uses Poetry for packaging"], "runtime"),
    pair("orm-and-migrations", P, "Database access goes through SQLAlchemy 1.4, and Alembic runs the migrations.",
         "Database access goes through SQLAlchemy 2.0 after the upgrade.", "which SQLAlchemy version do we use?",
         ["Alembic runs the migrations"], "database"),
    pair("upload-and-types", P, "The maximum upload size is 10 MB; only PNG and JPEG files are accepted.",
         "The maximum upload size is 25 MB.", "what is the maximum upload size?",
         ["only PNG and JPEG files are accepted"], "uploads"),
    pair("review-and-merge", P, "Pull requests need two approvals, and we squash-merge into main.",
         "Pull requests need one approval now.", "how many approvals does a pull request need?",
         ["we squash-merge into main"], "git"),
    pair("jest-and-playwright", P, "Unit tests use Jest and end-to-end tests use Playwright.",
         "Unit tests use Vitest instead of Jest.", "which test runner do unit tests use?",
         ["end-to-end tests use Playwright"], "testing"),
    pair("standup-and-retro", P, "Standup is at 9:30 every day; the retro is on Friday afternoons.",
         "Standup moved to 10:00.", "when is standup?", ["the retro is on Friday afternoons"], "team"),
    # ---- whole: every fact changes ----
    pair("pg-version", W, "We use PostgreSQL 15 in production.", "We upgraded production to PostgreSQL 16.",
         "which PostgreSQL version runs in production?", [], "database"),
    pair("redis-memcached", W, "We use Redis for caching sessions.",
         "We switched session caching from Redis to Memcached.", "what caches sessions?", [], "caching"),
    pair("deploy-day", W, "Deploys happen on Fridays.", "Deploys happen on Tuesdays now.", "which day do we deploy?", [], "release"),
    pair("timeout", W, "The HTTP client timeout is 30 seconds.", "The HTTP client timeout is 10 seconds after the incident review.",
         "what is the HTTP client timeout?", [], "http"),
    pair("both-versions", W, "The services run on Node 18 and the backend targets Python 3.10.",
         "The services run on Node 20 and the backend targets Python 3.12 now.", "which versions do we run?", [], "runtime"),
    pair("k8s-version", W, "The cluster runs Kubernetes 1.27.", "The cluster was upgraded to Kubernetes 1.29.",
         "which Kubernetes version does the cluster run?", [], "infrastructure"),
    # ---- related: nothing changes ----
    pair("billing-analytics", R, "We use Postgres for billing and Redis for rate limits.", "We use ClickHouse for analytics.",
         "which database does analytics use?", ["We use Postgres for billing", "Redis for rate limits"], "database"),
    pair("ios-android", R, "The iOS app is released every two weeks and reviewed by Dana.",
         "The Android app is released every week.", "how often is the Android app released?",
         ["The iOS app is released every two weeks", "reviewed by Dana"], "mobile"),
    pair("docs-and-api", R, "The docs are built with MkDocs and hosted on GitHub Pages.", "The public API is documented with OpenAPI 3.1.",
         "how is the API documented?", ["The docs are built with MkDocs", "hosted on GitHub Pages"], "docs"),
]

if __name__ == "__main__":
    out = Path(__file__).with_suffix(".json")
    out.write_text(json.dumps(PAIRS, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(PAIRS)} pairs to {out}")
