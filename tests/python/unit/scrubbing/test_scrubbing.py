"""Secret scrubbing: the corpus of secret-bearing and secret-free snippets, placeholders,
memory fields, idempotence, and the cheap import the thin CLIs rely on."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

from cognee_memory.model import Memory, Status
from cognee_memory.scrubbing.patterns import is_placeholder
from cognee_memory.scrubbing.rules import (
    find_secrets,
    redaction_report,
    scrub_json,
    scrub_memory,
    scrub_text,
)

DATA = Path(__file__).resolve().parents[2] / "data"
SECRET_SNIPPETS = json.loads((DATA / "secret_snippets.json").read_text(encoding="utf-8"))
SECRET_FREE_SNIPPETS = json.loads((DATA / "secret_free_snippets.json").read_text(encoding="utf-8"))
MAX_ALTERED_SHARE = 0.05


def test_corpora_are_large_enough_to_mean_something():
    assert len(SECRET_SNIPPETS) >= 50
    assert len(SECRET_FREE_SNIPPETS) >= 50


@pytest.mark.parametrize("case", SECRET_SNIPPETS, ids=[c["kind"] for c in SECRET_SNIPPETS])
def test_every_secret_in_the_corpus_is_redacted(case):
    scrubbed, counts = scrub_text(case["text"])
    leaked = [secret for secret in case["secrets"] if secret in scrubbed]
    assert not leaked, f"{case['kind']} leaked into: {scrubbed}"
    assert sum(counts.values()) >= 1
    assert "[REDACTED:" in scrubbed


def test_secret_free_snippets_are_almost_never_altered():
    altered = [c["text"] for c in SECRET_FREE_SNIPPETS if scrub_text(c["text"])[0] != c["text"]]
    assert len(altered) / len(SECRET_FREE_SNIPPETS) <= MAX_ALTERED_SHARE, altered


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("key AKIAQ3EGRJ7KX5NB2MTW here", "key [REDACTED:aws-access-key] here"),
        ("DB_PASSWORD=\"pg-Xk29vLq\"", "DB_PASSWORD=\"[REDACTED:password]\""),
        ("postgres://app:pg-Xk29vLq@db:5432/app", "postgres://app:[REDACTED:url-password]@db:5432/app"),
        ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq3Lr9Tb1x",
         "aws_secret_access_key = [REDACTED:aws-secret-key]"),
    ],
)
def test_only_the_secret_is_replaced_by_a_typed_placeholder(text, expected):
    assert scrub_text(text)[0] == expected


def test_a_token_format_names_the_type_even_under_a_generic_key_name():
    scrubbed, counts = scrub_text("export AWS_ACCESS_KEY_ID=AKIAQ3EGRJ7KX5NB2MTW")
    assert scrubbed == "export AWS_ACCESS_KEY_ID=[REDACTED:aws-access-key]"
    assert counts == {"aws-access-key": 1}


def test_a_whole_private_key_block_becomes_one_placeholder():
    block = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0t\n-----END RSA PRIVATE KEY-----"
    scrubbed, counts = scrub_text(f"key:\n{block}\nthat's it")
    assert scrubbed == "key:\n[REDACTED:private-key]\nthat's it"
    assert counts == {"private-key": 1}


@pytest.mark.parametrize("case", SECRET_SNIPPETS, ids=[c["kind"] for c in SECRET_SNIPPETS])
def test_scrubbing_twice_changes_nothing_more(case):
    once, _ = scrub_text(case["text"])
    twice, counts = scrub_text(once)
    assert twice == once
    assert not counts


def test_findings_never_overlap_and_are_ordered():
    text = "token = ghp_4f9Kd82LmQx7Vb3Nc1Tz6Yw0Rh5Jp8Ua2EiO and jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVlLWhlcmUtMTIzNDU"
    findings = find_secrets(text)
    assert [f.kind for f in findings] == ["github-token", "jwt"]
    assert all(a.end <= b.start for a, b in zip(findings, findings[1:]))


def test_every_text_field_of_a_memory_is_scrubbed_and_nothing_else_changes():
    now = datetime(2026, 11, 21, tzinfo=timezone.utc)
    memory = Memory(
        id="m1", text="Use ghp_4f9Kd82LmQx7Vb3Nc1Tz6Yw0Rh5Jp8Ua2EiO for releases", topic="ci",
        status=Status.ACTIVE, source_created_at=now, created_at=now,
        decisions=["store AKIAQ3EGRJ7KX5NB2MTW in the vault"], rationale=["password: Xk29vLq-pg"],
        open_questions=["rotate sk_live_51HqLkbCz8Yx2Vn4Mp6Rt8Wq0?"],
        references=["https://ci:Xk29vLq-pg@ci.acme.dev/job/1"], importance=0.5, supersedes=["m0"],
    )
    scrubbed, counts = scrub_memory(memory)
    assert counts == {"github-token": 1, "aws-access-key": 1, "password": 1, "stripe-key": 1, "url-password": 1}
    dumped = json.dumps(scrubbed.to_json())
    for secret in ("ghp_4f9K", "AKIAQ3EG", "Xk29vLq-pg", "sk_live_51"):
        assert secret not in dumped
    untouched = ("id", "topic", "status", "source_created_at", "created_at", "importance", "supersedes")
    assert {k: scrubbed.to_json()[k] for k in untouched} == {k: memory.to_json()[k] for k in untouched}


def test_a_memory_without_secrets_is_returned_as_is():
    memory = Memory(id="m2", text="We chose SQLite for tests.", decisions=["SQLite in CI"])
    scrubbed, counts = scrub_memory(memory)
    assert scrubbed is memory
    assert not counts


def test_the_report_counts_types_and_never_carries_a_value():
    _, counts = scrub_text("AKIAQ3EGRJ7KX5NB2MTW and AKIAZ7ABCDEFGHJKLMNP and password=Xk29vLq-pg")
    report = redaction_report(counts)
    assert report == {"count": 3, "by_type": {"aws-access-key": 2, "password": 1}}


def test_nested_json_strings_are_scrubbed_and_other_values_kept():
    value = {"state": "applied", "context": ["token ghp_4f9Kd82LmQx7Vb3Nc1Tz6Yw0Rh5Jp8Ua2EiO"], "n": 3}
    cleaned, counts = scrub_json(value)
    assert cleaned == {"state": "applied", "context": ["token [REDACTED:github-token]"], "n": 3}
    assert counts == {"github-token": 1}


def test_importing_the_scrubber_does_not_import_the_detection_library():
    code = "import sys, cognee_memory.scrubbing.rules; print('detect_secrets' in sys.modules)"
    python_dir = Path(__file__).resolve().parents[4] / "python"
    out = subprocess.run([sys.executable, "-c", code], cwd=python_dir, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("value", [
    "<your key>", "YOUR_API_KEY", "sk-...", "${TOKEN}", "${DB_PASSWORD:-changeme}", "$DB_PASSWORD", "$password",
    "{password}", "{{ secrets.DEPLOY_TOKEN }}", "@user_id", "%(DB_PASSWORD)s", "%PASSWORD%", "<redacted>",
    "changeme", "change_me", "sample", "xxxxxxxx", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "null",
])
def test_documented_stand_ins_and_references_are_placeholders(value):
    assert is_placeholder(value)


@pytest.mark.parametrize("value", [
    "Zq8{mT4}vB1x", "k9<Rt2>mQ7wz", "Sampler#7731x", "$x9KqT2mLp7", "@Vq81mZr!kP", "%Tg8kL2#vR9", "{Zp4-9Kq}",
    "Dummyx4!Lk9q", "Examplary7#Q",
])
def test_a_password_holding_template_characters_or_a_stand_in_prefix_is_a_value(value):
    assert not is_placeholder(value)


@pytest.mark.parametrize("text", [
    "postgres://app:Zq8{mT4}vB1x@db.prod:5432/app", "mysql://root:k9<Rt2>mQ7wz@host/db",
    "password: Sampler#7731x", "DB_PASS='$x9KqT2mLp7'", "redis password is @Vq81mZr!kP",
])
def test_the_reviewed_secret_shapes_are_redacted(text):
    secret = {"postgres": "Zq8{mT4}vB1x", "mysql:": "k9<Rt2>mQ7wz", "password:": "Sampler#7731x",
              "DB_PASS": "$x9KqT2mLp7", "redis": "@Vq81mZr!kP"}
    value = next(v for k, v in secret.items() if text.startswith(k))
    scrubbed, counts = scrub_text(text)
    assert value not in scrubbed and sum(counts.values()) == 1, scrubbed
