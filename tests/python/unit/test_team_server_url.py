"""The --team-server URL: what it names, each way it can be wrong, and a password in it never
echoed. The CLI cases fail before anything connects, so no server is needed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cognee_memory.backend.client import profile_args
from cognee_memory.cli import migrate, retrieve
from cognee_memory.config import ServerConfig, StoreConfig, parse_team_server

SECRET = "Tr0ub4dor.3"
FORM = "postgresql://USER@HOST[:PORT]/SPACE[?sslmode=MODE]"


@pytest.mark.parametrize(("url", "expected"), [
    ("postgresql://team@db.internal/payments", ServerConfig("db.internal", 5432, "team", "payments")),
    ("postgres://team@db.internal:6543/payments", ServerConfig("db.internal", 6543, "team", "payments")),
    ("postgresql://team@db.internal/payments?sslmode=verify-full",
     ServerConfig("db.internal", 5432, "team", "payments", "verify-full")),
    ("  postgresql://team_payments@10.0.0.7:5433/p_2026\n", ServerConfig("10.0.0.7", 5433, "team_payments", "p_2026")),
    ("postgresql://alice%40corp@[::1]:6000/shared", ServerConfig("::1", 6000, "alice@corp", "shared")),
])
def test_a_good_url_names_the_server_and_the_space(url: str, expected: ServerConfig) -> None:
    assert parse_team_server(url) == expected


@pytest.mark.parametrize("server", [
    ServerConfig("db.internal", 5432, "team", "payments"),
    ServerConfig("::1", 6000, "alice@corp", "shared", "require"),
])
def test_the_url_of_a_server_reads_back_as_the_same_server(server: ServerConfig) -> None:
    assert parse_team_server(server.url) == server


@pytest.mark.parametrize(("url", "fragment"), [
    ("mysql://team@db.internal/payments", "postgresql://"),
    ("db.internal/payments", "postgresql://"),
    ("postgresql:///payments", "HOST is missing"),
    ("postgresql://db.internal/payments", "USER is missing"),
    ("postgresql://@db.internal/payments", "USER is missing"),
    ("postgresql://team@db.internal", "SPACE is missing"),
    ("postgresql://team@db.internal/", "SPACE is missing"),
    ("postgresql://team@db.internal/Pay-Ments", "space name 'Pay-Ments'"),
    ("postgresql://team@db.internal/a/b", "space name"),
    ("postgresql://team@db.internal:http/payments", "PORT must be a number"),
    ("postgresql://team@db.internal:70000/payments", "PORT must be a number"),
    ("postgresql://team@db.internal:0/payments", "PORT must be 1-65535"),
    ("postgresql://team@[::1/payments", "HOST is not valid"),
    ("postgresql://team@db.internal/payments?sslmode=sometimes", "sslmode must be one of disable, prefer"),
    ("postgresql://team@db.internal/payments?sslmode=require&sslmode=disable", "more than once"),
    ("postgresql://team@db.internal/payments?connect_timeout=5", "unknown URL parameter(s) 'connect_timeout'"),
    ("postgresql://team@db.internal/payments#main", "#fragment"),
])
def test_a_bad_url_says_what_to_fix(url: str, fragment: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_team_server(url)
    assert fragment in str(caught.value)


@pytest.mark.parametrize("url", [
    f"postgresql://team:{SECRET}@db.internal/payments",
    f"postgres://team:{SECRET}@db.internal:5432/payments?sslmode=require",
    f"postgresql://team:{SECRET}@db.internal:nonsense/Bad-Space?x=1",
    f"postgresql://team@db.internal/payments?password={SECRET}",
    "postgresql://team:@db.internal/payments",
])
def test_a_password_in_the_url_is_refused_without_echoing_it(url: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_team_server(url)
    message = str(caught.value)
    assert "COGNEE_MEMORY_PG_PASSWORD" in message
    assert SECRET not in message and "db.internal" not in message


def test_the_backend_is_started_with_the_url_and_never_a_password(tmp_path: Path) -> None:
    server = ServerConfig("db.internal", 6543, "team", "payments", "require")
    argv = profile_args(StoreConfig.create(tmp_path, None, "local", "postgres", server))
    assert argv == ["--profile", "postgres", "--team-server",
                    "postgresql://team@db.internal:6543/payments?sslmode=require"]


# ---- the CLI -------------------------------------------------------------------------------

CLEAN_ENV = {name: None for name in ("COGNEE_MEMORY_WORKSPACE", "COGNEE_MEMORY_STORAGE_DIR", "COGNEE_MEMORY_EMBEDDER",
                                     "COGNEE_MEMORY_DIRECT", "COGNEE_MEMORY_PROFILE", "COGNEE_MEMORY_TEAM_SERVER")}


def invalid_argument(command, args: list[str], env: dict[str, str] | None = None) -> str:
    """Run the command in-process; it must fail with one INVALID_ARGUMENT line (exit 2). Returns
    everything it wrote (stdout and stderr)."""
    result = CliRunner(env={**CLEAN_ENV, **(env or {})}).invoke(command.main, args)
    assert result.exit_code == 2, (result.stdout, result.stderr, result.exception)
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    assert json.loads(lines[0])["error"]["code"] == "INVALID_ARGUMENT"
    return result.stdout + result.stderr


def test_the_postgres_profile_without_a_team_server_asks_for_one(workspace: Path) -> None:
    output = invalid_argument(retrieve, ["-w", str(workspace), "--profile", "postgres", "-q", "which database?"])
    assert "--team-server" in output and FORM in output
    assert not any(workspace.iterdir())  # nothing created


def test_migrate_without_a_team_server_asks_for_one(workspace: Path) -> None:
    assert "--team-server" in invalid_argument(migrate, ["-w", str(workspace), "to-team"])


@pytest.mark.parametrize("route", ["argv", "environment"])
def test_a_password_in_the_team_server_is_refused_and_not_echoed(workspace: Path, route: str) -> None:
    url = f"postgresql://team:{SECRET}@db.internal/payments"
    args = ["-w", str(workspace), "--profile", "postgres", "-q", "which database?", "--verbose"]
    if route == "argv":
        output = invalid_argument(retrieve, [*args, "--team-server", url])
    else:
        output = invalid_argument(retrieve, args, env={"COGNEE_MEMORY_TEAM_SERVER": url})
    assert "COGNEE_MEMORY_PG_PASSWORD" in output
    assert SECRET not in output and url not in output
    assert not any(workspace.iterdir())


def test_a_bad_team_server_names_the_option_and_the_part_to_fix(workspace: Path) -> None:
    output = invalid_argument(retrieve, ["-w", str(workspace), "--profile", "postgres", "-q", "q",
                                         "--team-server", "postgresql://team@db.internal/payments?sslmode=maybe"])
    assert "--team-server is not valid" in output and "sslmode must be one of" in output
