"""Runs the two new-user questions against a real store in this process and writes what it
observed as JSON (test_everyday_questions.py asserts). Memories are remembered one at a time,
as ``@memory /remember #topic text`` sends them (default update policy, no dates given), and
questions are asked with the default retrieve options.

    python everyday_driver.py {databases|style|words_asked_once|words_asked_between|successors|remarks_and_word_forms|
        subjects|replacements|products|changes|plans_and_ideas|values}
        WORKSPACE OUTPUT.json

(one store per process: each scenario runs in its own)
"""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from cognee_memory.backend.service import MemoryService
from cognee_memory.config import StoreConfig
from driver_support import jsonl

DATABASE = [
    ("pg-15", "database", "We use PostgreSQL 15 as the database everywhere, including the test suite "
                          "(started with docker-compose)."),
    ("sqlite-tests", "testing", "We switched the unit tests from Postgres to SQLite in memory (faster, no Docker); "
                                "Postgres stays only in the CI integration job."),
    ("pg-16", "database", "Production moved from PostgreSQL 15 to PostgreSQL 16 (managed, on Fly.io)."),
]
STYLE = [
    ("ruff", "style", "We switched from black to ruff format (line length 100) for all Python code."),
    ("react", "frontend", "The web UI uses React 18 with Vite; we decided against Next.js."),
]


async def remember(service: MemoryService, memories: list[tuple[str, str | None, str]]) -> list[dict[str, Any]]:
    replies = []
    for memory_id, topic, text in memories:
        row = {"id": memory_id, "text": text, "status": "Active", **({"topic": topic} if topic else {})}
        replies.append(await service.handle({"op": "ingest", "text": jsonl([row])}))
        await asyncio.sleep(1.1)  # remembered one after the other: each has its own time
    return replies


async def databases(service: MemoryService) -> dict[str, Any]:
    ingests = await remember(service, DATABASE)
    return {"database_ingests": ingests,
            "tests_database": await service.handle({"op": "retrieve", "query": "which database do we use for tests?"})}


async def style(service: MemoryService) -> dict[str, Any]:
    await remember(service, STYLE)
    return {"formatter": await service.handle({"op": "retrieve", "query": "which formatter do we use?"})}


# Two memories share the question's words to different degrees; a third shares none.
WORDS = [
    ("sqlite", "database", "For tests we use SQLite in memory; Postgres only in production."),
    ("alembic", "database", "Database migrations run with Alembic before each release."),
    ("vite", "frontend", "The web UI uses React 18 with Vite."),
]
WORDS_QUESTION = "which database do we use in tests?"


async def words_asked_once(service: MemoryService) -> dict[str, Any]:
    await remember(service, WORDS)
    return {"words_asked_once": await service.handle({"op": "retrieve", "query": WORDS_QUESTION})}


async def words_asked_between(service: MemoryService) -> dict[str, Any]:
    """The same memories, the question asked after each one is remembered (as a user does): the
    last answer must not depend on when the full-text index was built."""
    for memory in WORDS:
        await remember(service, [memory])
        await service.handle({"op": "retrieve", "query": WORDS_QUESTION})
    return {"words_asked_between": await service.handle({"op": "retrieve", "query": WORDS_QUESTION})}


# Each later memory replaces an earlier one yet shares almost no word with the question asked.
SUCCESSORS = [
    ("twilio", "clinic", "Patients get an SMS reminder 24 hours before their appointment, sent with Twilio."),
    ("py310", "pipeline", "The pipeline code targets Python 3.10."),
    ("sphinx", "docs", "Docs are built with Sphinx and hosted on Read the Docs."),
    ("queue", "clinic", "Reminder jobs are queued in SQS and picked up by the notifier."),
    ("messagebird", None, "We cancelled the Twilio subscription, patient texts go out through MessageBird now."),
    ("py312", None, "Minimum is now 3.12 because we use the new type parameter syntax."),
    ("mkdocs", None, "The documentation site now uses MkDocs Material."),
]
SUCCESSOR_QUESTIONS = {"sms": "Who sends our SMS reminders?",
                       "python": "Which Python version does the pipeline need?",
                       "sphinx": "What replaced Sphinx?"}


async def successors(service: MemoryService) -> dict[str, Any]:
    await remember(service, SUCCESSORS)
    return {f"successor_{key}": await service.handle({"op": "retrieve", "query": question})
            for key, question in SUCCESSOR_QUESTIONS.items()}


# A recent remark about an occasion beside the older fact it mentions, and a word written in
# another form ("kept" for "keep", "licence" for "licensed"): (id, topic, text, days ago).
REMARKS = [
    ("fmod", "audio", "Sound designers build all game audio in FMOD Studio.", 200),
    ("drums", None, "Someone joked at the retro that the audio team needs a bigger room for the drum kit.", 3),
    ("retention", "compliance", "Closed claim files are kept for 10 years, then a job deletes them.", 170),
    ("legal", None, "Legal asked again how long we keep the call recordings, I forwarded it to compliance.", 6),
    ("geo", "rights", "Titles only play in the countries of their licence deal; VPN ranges are blocked.", 200),
    ("party", None, "Watch party is dead: turned off last month, nobody was watching together.", 20),
]
REMARK_QUESTIONS = {"audio": "What tool does the audio team use?",
                    "licensed": "How do we stop people watching outside the licensed countries?"}


async def remarks_and_word_forms(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active", **({"topic": topic} if topic else {}),
             "source_created_at": (now - timedelta(days=days)).isoformat()}
            for memory_id, topic, text, days in REMARKS]
    await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {f"remark_{key}": await service.handle({"op": "retrieve", "query": question})
            for key, question in REMARK_QUESTIONS.items()}


# Two memories within the gate's band: a newer one on another subject ("office Wi-Fi") must not win
# by its age, a newer one on the same subject (commit messages) still does: (id, topic, text, days ago).
SUBJECTS = [
    ("chip", "hardware", "Wi-Fi is an ESP32-C3 module with Espressif's AT firmware.", 280),
    ("office-wifi", None, "Office Wi-Fi keeps dropping in the meeting rooms, IT ordered new access points.", 4),
    ("commits-free", "git", "Commit messages are free-form.", 300),
    ("commits-conventional", None, "Commit messages must follow Conventional Commits, commitlint checks them in CI.",
     15),
]
SUBJECT_QUESTIONS = {"chip": "Which Wi-Fi chip do we use?", "commits": "What's the rule for commit messages?"}


async def subjects(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active", **({"topic": topic} if topic else {}),
             "source_created_at": (now - timedelta(days=days)).isoformat()}
            for memory_id, topic, text, days in SUBJECTS]
    await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {f"subject_{key}": await service.handle({"op": "retrieve", "query": question})
            for key, question in SUBJECT_QUESTIONS.items()}


# Decisions replaced by a short note that names only the kind of thing and the new choice ("Our
# formatter is dprint now."): one word in common with the old one, both within the gate's band.
# Nobody marked the change; the newer note must still come first. (id, text, days ago)
REPLACEMENTS = [
    ("prettier", "The formatter is Prettier.", 300),
    ("dprint", "Our formatter is dprint now.", 5),
    ("pylint", "Linter: pylint.", 280),
    ("ruff", "The linter is Ruff now.", 4),
    ("cloudfront", "The CDN is CloudFront.", 210),
    ("fastly", "CDN switched to Fastly.", 11),
    ("vault", "Secrets live in Vault.", 200),
    ("doppler", "Secrets are in Doppler now.", 12),
    # Not a replacement: "Wi-Fi" (one word) in common and a change cue, about another subject.
    ("chip", "Wi-Fi is an ESP32-C3 module.", 290),
    ("wifi-password", "Office Wi-Fi now needs the new password from IT.", 3),
    # Not a replacement either: a change for a part ("Business dashboards") of what the older one says.
    ("grafana", "Dashboards are in Grafana.", 220),
    ("metabase", "Business dashboards live in Metabase now.", 10),
    # Nor a note on a property of the thing ("CI minutes budget"), one word in common and a cue.
    ("gha", "Our CI is GitHub Actions.", 250),
    ("ci-minutes", "CI minutes budget was raised now.", 5),
]
REPLACEMENT_QUESTIONS = {"formatter": "Which formatter do we use?", "linter": "What linter do we use?",
                         "cdn": "Which CDN do we use?", "secrets": "Where are secrets stored?",
                         "chip": "Which Wi-Fi chip do we use?", "dashboards": "Where are the dashboards?",
                         "ci": "What CI do we use?"}


async def replacements(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active",
             "source_created_at": (now - timedelta(days=days)).isoformat()}
            for memory_id, text, days in REPLACEMENTS]
    await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {f"replacement_{key}": {"default": await service.handle({"op": "retrieve", "query": question}),
                                   "band_alone": await service.handle({"op": "retrieve", "query": question,
                                                                       "relevance_same_subject": False})}
            for key, question in REPLACEMENT_QUESTIONS.items()}


# Memories that name only the product (the tool's kind is nowhere in their words), beside ones
# that share "we use" and a word or two with the questions.
PRODUCTS = [
    ("sentry", "Sentry is wired into the api and the worker, alerts go to #backend.", 200),
    ("configcat", "ConfigCat holds the flags; delete a flag two releases after launch.", 120),
    ("posthog", "PostHog, self-hosted, for funnels and retention charts.", 90),
    ("pnpm", "We use pnpm in every package and pin Node 20; use corepack to get it.", 20),
    ("tracking-pixels", "Marketing asked us to drop the tracking pixels from the checkout page.", 10),
]
# A store too large for the vector search to reach them: notes that share "we use" and read
# closer to the questions than a product's name does.
PRODUCT_FILLERS = [(f"note-{i}", f"We use the {area} checklist for step {i} of the {team} rota.", 30 + i)
                   for i, (area, team) in enumerate((a, t) for a in ("release", "onboarding", "security", "support",
                                                                      "hiring", "budget", "travel", "office", "design",
                                                                      "billing")
                                                     for t in ("web", "mobile", "data", "platform", "infra",
                                                               "growth", "sales", "ops", "qa", "docs"))]
PRODUCT_QUESTIONS = {"errors": ("What do we use for error tracking?", "sentry"),
                     "toggles": ("what do we use for feature toggles?", "configcat"),
                     "analytics": ("What do we use for analytics?", "posthog")}


async def products(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active",
             "source_created_at": (now - timedelta(days=days)).isoformat()}
            for memory_id, text, days in [*PRODUCTS, *PRODUCT_FILLERS]]
    await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {f"product_{key}": await service.handle({"op": "retrieve", "query": question})
            for key, (question, _) in PRODUCT_QUESTIONS.items()}


# Changes said in other words than the decision's: a chain of moves, a handover, a switch-off for good,
# beside a cover for a week that changes nothing.
CHANGES = [
    ("host-do", "The API server runs on one DigitalOcean droplet.", 400, "infra"),
    ("host-hetzner", "moved the API server off DO to a Hetzner dedicated box, half the cost", 250, None),
    ("host-fly", "API lives on Fly.io now (two regions), cancelled the hetzner box", 20, None),
    ("search-owner", "Lena owns the search service, ask her before touching the ranking code", 300, "ownership"),
    ("search-handover", "Karim took over the search service from Lena, send reviews his way", 30, None),
    ("pager-cover", "Lena took over the search pager this week while Karim is away", 2, None),
    ("pings", "the desktop app sends anonymous usage pings to our analytics box, opt-out in settings", 300,
     "telemetry"),
    ("pings-off", "turned off the usage pings for good, nobody looked at them", 40, "telemetry"),
    ("editor", "We format the docs with Prettier on save.", 200, "docs"),
    ("roster-dave", "dave makes the dispatch roster every friday", 360, None),
    ("roster-kelsey", "dave's swamped w/ estimates. so the roster is kelsey's job now, she posts it thurs", 75, None),
    ("meds-medivet", "food + meds come from medivet supply, order goes out tuesdays before noon. linda approves "
     "anything over 500€", 410, None),
    ("meds-covetrus", "switched supplier, medivet kept shorting us on insulin. covetrus from now on, rep is jo, orders "
     "in by wednesday 3pm", 200, None),
]
CHANGE_QUESTIONS = {"hosting": "where is the API server hosted?", "owner": "who owns the search service?",
                    "pings": "does the desktop app still send usage pings?", "roster": "who does the dispatch scheduling?",
                    "meds": "who do we order meds from?", "approvals": "who approves big orders?"}


async def changes(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active",
             "source_created_at": (now - timedelta(days=days)).isoformat(), **({"topic": topic} if topic else {})}
            for memory_id, text, days, topic in CHANGES]
    await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {f"change_{key}": await service.handle({"op": "retrieve", "query": question})
            for key, question in CHANGE_QUESTIONS.items()}


# A change said beside a plan, and an idea nobody has decided on: (id, text, days ago).
PLANS_AND_IDEAS = [
    ("node-18", "All services run on Node 18.", 400),
    ("node-22", "Upgraded every service to Node 22 LTS, and we might try Bun for the CLI at some point.", 70),
    ("review-one", "Pull requests need one approving review before merge.", 380),
    ("review-idea", "Sam suggested two approvals instead of one for the payments repo, nobody decided anything yet.",
     35),
    ("ci-jenkins", "CI runs on our self-hosted Jenkins, one job per repository.", 420),
    ("ci-actions", "Moved every pipeline over to GitHub Actions last week; the Jenkins box gets switched off on Friday.",
     40),
]
PLAN_QUESTIONS = {"node": "which Node version do our services run?",
                  "approvals": "how many approvals does a pull request need?",
                  "ci": "which CI do we use?"}


async def plans_and_ideas(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active", "source_created_at": (now - timedelta(days=days)).isoformat()}
            for memory_id, text, days in PLANS_AND_IDEAS]
    remembered = await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {"plans_remembered": remembered, **{f"plan_{key}": await service.handle({"op": "retrieve", "query": question})
                                               for key, question in PLAN_QUESTIONS.items()}}


# A new user's notes (an online shop): a time of day of another job changes no span.
VALUES = [
    ("refund-window", "refund window is 30 days from delivery, NOT from order date. support keeps asking so pinning "
     "it here", 320),
    ("reindex", "moved the reindex job to 4:30am, it kept colliding with the backup window", 60),
    ("returns", "returns go back to the warehouse in leipzig, label via the shipstation portal", 200),
]
VALUE_QUESTIONS = {"refund": "how long is the refund window"}


async def values(service: MemoryService) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    rows = [{"id": memory_id, "text": text, "status": "Active", "source_created_at": (now - timedelta(days=days)).isoformat()}
            for memory_id, text, days in VALUES]
    await service.handle({"op": "ingest", "text": jsonl(rows)})
    return {f"value_{key}": await service.handle({"op": "retrieve", "query": question})
            for key, question in VALUE_QUESTIONS.items()}


SCENARIOS = {"databases": databases, "style": style, "words_asked_once": words_asked_once,
             "words_asked_between": words_asked_between, "successors": successors,
             "remarks_and_word_forms": remarks_and_word_forms, "subjects": subjects,
             "replacements": replacements, "products": products, "changes": changes,
             "plans_and_ideas": plans_and_ideas, "values": values}


def main() -> None:
    name, root, output = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    service = MemoryService(StoreConfig.create(root))
    output.write_text(json.dumps(asyncio.run(SCENARIOS[name](service)), default=str))


if __name__ == "__main__":
    main()
