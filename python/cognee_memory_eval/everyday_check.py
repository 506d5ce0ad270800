"""Everyday questions, a second CONSTRUCTED set (``everyday-check``) — not external data.

Written after the ranking rules were tuned on ``everyday``, to estimate how far that tuning
carries to workspaces of another kind: a game studio, a fintech API, a university lab's data
pipeline and an open-source library. 12–18 one-sentence memories each, remembered over most of
a year (some with a topic, as ``#topic text`` in the chat sends it, many without), and 40 plain
questions a developer would type, each answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` (``replaced``, ``word-form``, ``stopwords``,
``side-remark``, ``plain``; see that module), so the two sets compare group by group.
``PHRASING`` labels how each question is worded, what users really type: ``abbreviation`` (k8s,
db, PR, VCS), ``synonym`` (sign in / log in, vulnerabilities / security reports), ``still-use``
("do we still use X?"), ``switched-from`` ("what replaced X?"), ``version`` ("which Node
version?"), ``alias`` (a tool named differently from the memory: Postgres / PostgreSQL,
GH Actions / GitHub Actions), or ``plain``.

The questions and labels were committed before the first run and are not edited after seeing
results. Once studied, this set is no longer held-out: judge changes on the public sets too.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-check"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "game": [
        ("unity", "The prototype is built in Unity 2022 LTS.", "engine", 300),
        ("godot", "After the runtime fee announcement we ported everything to Godot 4 and cancelled the Unity "
                  "licences.", None, 40),
        ("jenkins", "Nightly builds for all consoles run on a Jenkins box in the office.", "builds", 280),
        ("teamcity", "Console builds are now produced by TeamCity agents in the cloud; the Jenkins box in the "
                     "office was retired.", None, 25),
        ("perforce", "Art assets are versioned in Perforce; code stays in git.", "vcs", 250),
        ("steam", "Achievements and cloud saves go through Steamworks.", "platform", 200),
        ("fmod", "Sound designers author all audio in FMOD Studio.", "audio", 180),
        ("drums", "Someone joked in standup that the audio team should get a bigger office because of the drum kit.",
         "misc", 5),
        ("jira", "Bugs are tracked in Jira under the project key GAME.", None, 220),
        ("telemetry", "Player progress tracking (telemetry) is sent to GameAnalytics.", "analytics", 110),
        ("crowdin", "Strings are translated through Crowdin; the German and Japanese builds ship first.", "l10n", 150),
        ("backtrace", "Crash dumps from players are uploaded to Backtrace.", "stability", 90),
        ("eac", "Multiplayer matches are protected by Easy Anti-Cheat.", "multiplayer", 100),
        ("rollback", "Networking uses a rollback netcode library for the fighting mode.", "multiplayer", 130),
        ("gdscript", "Gameplay scripts are written in GDScript; only the pathfinding module is C#.", None, 35),
        ("fps", "We target 60 fps on the Switch and 120 fps on PC.", "performance", 60),
        ("playtest", "Playtest sessions are every other Friday; feedback goes into a Notion board.", "qa", 120),
    ],
    "payapi": [
        ("pg13", "The ledger lives in PostgreSQL 13 on RDS.", "database", 280),
        ("aurora", "In March the ledger moved to Aurora (PostgreSQL-compatible, version 15).", "migration", 60),
        ("auth0", "API clients authenticate with OAuth2 client credentials issued by Auth0.", "auth", 240),
        ("okta", "Staff sign in to the admin console through Okta SSO.", "admin", 150),
        ("datadog", "Request logs are shipped to Datadog with card numbers masked.", "observability", 100),
        ("eks", "All services run on Kubernetes (EKS) in eu-west-1.", "infra", 260),
        ("fargate", "We left EKS: services now run as ECS Fargate tasks and the cluster is deleted.", None, 30),
        ("terraform", "We use Terraform for all infrastructure.", "infra", 200),
        ("idempotency", "Every POST endpoint requires an Idempotency-Key header.", "api", 200),
        ("ratelimit", "Rate limits are 100 requests per second per API key, enforced at the gateway.", "gateway", 120),
        ("kong", "The API gateway is Kong.", "gateway", 220),
        ("bouncers", "At the offsite someone suggested renaming the gateway team to 'the bouncers'.", "misc", 8),
        ("node18", "Services are written in TypeScript on Node 18.", "backend", 270),
        ("node22", "We upgraded every service to Node 22 LTS before Node 18 reached end of life.", None, 20),
        ("pci", "Card data never touches our servers; hosted fields keep us out of PCI scope.", "compliance", 190),
        ("webhooks", "Webhooks are signed with HMAC-SHA256 and retried with exponential backoff for 3 days.",
         "webhooks", 90),
        ("sqs", "Background jobs go through SQS queues.", None, 140),
        ("merge", "Pull requests must pass GitHub Actions checks and one review before merge.", "process", 180),
    ],
    "lab": [
        ("slurm", "Heavy jobs run on the university HPC cluster through Slurm.", "compute", 280),
        ("gpus", "GPU jobs must request at most 2 A100s per user at a time.", "compute", 100),
        ("conda", "Environments are managed with conda, one environment.yml per project.", "env", 250),
        ("uv", "We dropped conda for uv; each project now has a pyproject.toml and a lockfile.", None, 35),
        ("py310", "The pipeline code targets Python 3.10.", "python", 240),
        ("py312", "Minimum is now 3.12 because we use the new type parameter syntax.", None, 28),
        ("snakemake", "The image-processing pipeline is written in Snakemake.", "pipeline", 220),
        ("nextflow", "We rewrote the image-processing workflow in Nextflow so it can run in the cloud too.", None, 45),
        ("dvc", "Raw microscope images are versioned with DVC on the lab's S3-compatible storage.", "data", 200),
        ("windows", "The PI complained that the new microscope's software only runs on Windows.", "misc", 10),
        ("sqlite", "Sample metadata lives in a SQLite database that the pipeline reads at start.", "metadata", 130),
        ("ethics", "Patient-derived samples need their ethics approval number in the metadata sheet.", "compliance",
         160),
        ("tape", "The shared drive is backed up nightly to the university tape archive.", None, 140),
        ("zenodo", "Every paper's code and processed data are archived on Zenodo with a DOI.", "publishing", 120),
        ("nbstripout", "Notebooks are stripped of outputs by nbstripout before commit.", "git", 90),
        ("meeting", "Lab meeting moved to Wednesdays at 10.", None, 60),
    ],
    "oss": [
        ("travis", "CI runs on Travis for Linux and macOS.", "ci", 300),
        ("actions", "Moved CI to GitHub Actions; the Travis config was deleted.", None, 50),
        ("sphinx", "Docs are built with Sphinx and hosted on Read the Docs.", "docs", 240),
        ("mkdocs", "The documentation site now uses MkDocs Material.", None, 20),
        ("semver", "We follow semantic versioning; breaking changes only in major releases.", "releases", 260),
        ("py38", "The library supports Python 3.8 and newer.", "compat", 280),
        ("py39", "Python 3.8 support was dropped in 2.0; the floor is 3.9.", None, 40),
        ("trusted", "Releases are published to PyPI by a trusted-publishing workflow on tag push.", "releases", 110),
        ("dco", "Contributors must sign off their commits (DCO); there is no CLA.", "contributing", 200),
        ("approvals", "Two maintainer approvals are required to merge a pull request.", "governance", 150),
        ("apache", "The project is licensed under Apache-2.0.", "legal", 290),
        ("vendor", "Licence question from a user: can they vendor the code in an MIT project? We said yes, "
                   "keeping the NOTICE file.", "support", 15),
        ("deps", "Runtime dependencies are limited to numpy and typing-extensions.", "deps", 180),
        ("mypy", "Type checking runs with mypy --strict in CI.", "typing", 130),
        ("pyright", "We replaced mypy with pyright because it is faster on our generics.", None, 25),
        ("security", "Security reports go to the security@ address by email, never to public issues.", "security", 100),
        ("discord", "User support moved from Gitter to a Discord server.", "community", 70),
        ("asv", "Benchmarks run with asv and the results are published on a GitHub Pages site.", "perf", 90),
    ],
}

# workspace → questions (id, question, the memory that answers it, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "game": [
        ("game-engine", "Which engine are we on?", "godot", "replaced"),
        ("game-unity", "Do we still use Unity?", "godot", "replaced"),
        ("game-nightly", "Where do the nightly builds run?", "teamcity", "replaced"),
        ("game-vcs", "Which VCS do artists use for their assets?", "perforce", "plain"),
        ("game-audio", "What tool does the audio team use?", "fmod", "side-remark"),
        ("game-bugs", "Where do we track bugs?", "jira", "word-form"),
        ("game-translations", "What do we use for translations?", "crowdin", "word-form"),
        ("game-framerate", "What's the frame rate target on Switch?", "fps", "plain"),
        ("game-cheaters", "What do we use against cheaters?", "eac", "stopwords"),
        ("game-playtest", "When do we playtest?", "playtest", "plain"),
    ],
    "payapi": [
        ("payapi-postgres", "Which Postgres version is the ledger on?", "aurora", "replaced"),
        ("payapi-k8s", "Do we still run k8s?", "fargate", "replaced"),
        ("payapi-node", "Which Node version do we run?", "node22", "replaced"),
        ("payapi-staff-login", "How do employees log in to the admin console?", "okta", "word-form"),
        ("payapi-tokens", "How do integrators get access tokens?", "auth0", "plain"),
        ("payapi-gateway", "What is our API gateway?", "kong", "side-remark"),
        ("payapi-ratelimit", "What's the rate limit per key?", "ratelimit", "plain"),
        ("payapi-pr", "What does a PR need before it can be merged?", "merge", "plain"),
        ("payapi-webhooks", "Are webhooks signed?", "webhooks", "plain"),
        ("payapi-background", "What do we use for background jobs?", "sqs", "stopwords"),
    ],
    "lab": [
        ("lab-conda", "What did we switch to from conda?", "uv", "replaced"),
        ("lab-python", "Which Python version does the pipeline need?", "py312", "replaced"),
        ("lab-workflow", "What workflow manager do we use?", "nextflow", "replaced"),
        ("lab-microscope", "Where do we keep the raw microscope data?", "dvc", "side-remark"),
        ("lab-db", "Which db holds sample metadata?", "sqlite", "plain"),
        ("lab-gpus", "How many GPUs can I request?", "gpus", "word-form"),
        ("lab-meeting", "What day is the group meeting?", "meeting", "plain"),
        ("lab-papers", "Where do we publish code for papers?", "zenodo", "plain"),
        ("lab-backup", "How often do we back up the shared drive?", "tape", "word-form"),
        ("lab-compute", "What do we use for big compute jobs?", "slurm", "stopwords"),
    ],
    "oss": [
        ("oss-ci", "Do we run CI on GH Actions?", "actions", "replaced"),
        ("oss-sphinx", "What replaced Sphinx?", "mkdocs", "replaced"),
        ("oss-python", "What's the oldest Python we support?", "py39", "replaced"),
        ("oss-mypy", "Do we still use mypy?", "pyright", "replaced"),
        ("oss-license", "What license is the project under?", "apache", "side-remark"),
        ("oss-pr", "How many approvals does a PR need?", "approvals", "plain"),
        ("oss-cla", "Do contributors need to sign a CLA?", "dco", "plain"),
        ("oss-benchmarks", "What do we use for benchmarks?", "asv", "stopwords"),
        ("oss-vulnerabilities", "Where should people report vulnerabilities?", "security", "plain"),
        ("oss-help", "Where do users ask for help?", "discord", "plain"),
    ],
}

# question id → how it is worded (module docstring)
PHRASING: dict[str, str] = {
    "game-engine": "plain", "game-unity": "still-use", "game-nightly": "plain", "game-vcs": "abbreviation",
    "game-audio": "plain", "game-bugs": "plain", "game-translations": "plain", "game-framerate": "synonym",
    "game-cheaters": "plain", "game-playtest": "plain",
    "payapi-postgres": "alias", "payapi-k8s": "abbreviation", "payapi-node": "version",
    "payapi-staff-login": "synonym", "payapi-tokens": "synonym", "payapi-gateway": "plain",
    "payapi-ratelimit": "plain", "payapi-pr": "abbreviation", "payapi-webhooks": "plain",
    "payapi-background": "plain",
    "lab-conda": "switched-from", "lab-python": "version", "lab-workflow": "plain", "lab-microscope": "plain",
    "lab-db": "abbreviation", "lab-gpus": "plain", "lab-meeting": "synonym", "lab-papers": "plain",
    "lab-backup": "plain", "lab-compute": "plain",
    "oss-ci": "alias", "oss-sphinx": "switched-from", "oss-python": "version", "oss-mypy": "still-use",
    "oss-license": "plain", "oss-pr": "abbreviation", "oss-cla": "plain", "oss-benchmarks": "plain",
    "oss-vulnerabilities": "synonym", "oss-help": "synonym",
}


# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled after the first run (from how the set was written, not from results),
# for the remember-time classifier's verdicts (``bench.everyday_misses --update-policy``).
REPLACES: dict[str, list[tuple[str, str]]] = {
    "game": [("unity", "godot"), ("jenkins", "teamcity")],
    "payapi": [("pg13", "aurora"), ("eks", "fargate"), ("node18", "node22")],
    "lab": [("conda", "uv"), ("py310", "py312"), ("snakemake", "nextflow")],
    "oss": [("travis", "actions"), ("sphinx", "mkdocs"), ("py38", "py39"), ("mypy", "pyright")],
}


def load_everyday_check() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
