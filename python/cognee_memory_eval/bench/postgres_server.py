"""A real PostgreSQL server with pgvector, on loopback, for benchmarks and tests (the test
suite's ``pg_server`` fixture starts one).

The binaries come from the ``pgserver`` wheel (PostgreSQL 16 with the ``vector`` extension
built in); Debian's own PostgreSQL has no pgvector. We drive ``initdb`` and ``pg_ctl``
ourselves so the server uses password authentication over TCP, like a team's server.
PostgreSQL refuses to run as root: under root the server runs as ``nobody``.
"""

from __future__ import annotations

import atexit
import functools
import importlib.util
import os
import secrets
import shutil
import socket
import stat
import subprocess
import tempfile
from pathlib import Path

ADMIN_USER = "cm_admin"


def binaries() -> Path:
    spec = importlib.util.find_spec("pgserver")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("pgserver is not installed: pip install 'pgserver==0.1.4' (the test extra has it)")
    return Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin"


def reachable_by_others(path: Path) -> bool:
    """True when a user other than the owner can walk every folder down to ``path``."""
    path = path.resolve()
    return all(folder.stat().st_mode & stat.S_IXOTH for folder in (path, *path.parents))


@functools.cache
def binaries_for_nobody() -> Path:
    """The binaries where ``nobody`` can run them.

    A checkout inside a private folder (``mktemp -d`` makes it 0700) hides the venv's binaries
    from ``nobody``; such a process copies the install once into a 0755 temporary folder, with
    the wheel's ``pgserver.libs`` beside it where the binaries' RPATH looks for libpq.
    """
    bin_dir = binaries()
    if reachable_by_others(bin_dir):
        return bin_dir
    package = bin_dir.parent.parent
    copy = Path(tempfile.mkdtemp(prefix="cognee-memory-pginstall-"))
    copy.chmod(0o755)
    atexit.register(shutil.rmtree, copy, ignore_errors=True)
    (copy / package.name).mkdir()
    (copy / package.name).chmod(0o755)  # not from the umask: a store test may have set 0o077
    shutil.copytree(package / "pginstall", copy / package.name / "pginstall", symlinks=True)
    libs = package.parent / f"{package.name}.libs"
    if libs.is_dir():
        shutil.copytree(libs, copy / libs.name, symlinks=True)
    return copy / package.name / "pginstall" / "bin"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PostgresServer:
    """initdb + pg_ctl start on 127.0.0.1; ``stop()`` always removes everything."""

    def __init__(self, *, durable: bool = False) -> None:
        self._as_nobody = os.geteuid() == 0
        self.bin = binaries_for_nobody() if self._as_nobody else binaries()
        # Random, and with "+", "~" and "." that a URL encoder may touch (Cognee 1.6.5 takes
        # no characters beyond letters, digits and . _ ~ + -; see workspace.password_problem).
        self.password = "Pw+~." + secrets.token_hex(12)
        self.user = ADMIN_USER
        self.host = "127.0.0.1"
        self.port = _free_port()
        self.root = Path(tempfile.mkdtemp(prefix="cognee-memory-pg-"))
        self.root.chmod(0o755)
        self.data = self.root / "data"
        self.durable = durable
        self.started = False

    def _run(self, *args: str) -> None:
        kwargs = {"user": 65534, "group": 65534, "extra_groups": []} if self._as_nobody else {}
        subprocess.run([str(self.bin / args[0]), *args[1:]], check=True, capture_output=True,
                       text=True, timeout=120, cwd=self.root, **kwargs)

    def start(self) -> "PostgresServer":
        pwfile = self.root / "pw"
        pwfile.write_text(self.password + "\n")
        if self._as_nobody:
            os.chown(self.root, 65534, 65534)
            os.chown(pwfile, 65534, 65534)
        try:
            self._run("initdb", "-D", str(self.data), "-U", self.user, f"--pwfile={pwfile}",
                      "--auth=scram-sha-256", "-E", "UTF8", "--no-instructions")
        finally:
            pwfile.unlink()
        options = [
            f"-c listen_addresses={self.host}", f"-c port={self.port}", "-c unix_socket_directories=''",
            "-c max_connections=300",
        ]
        if not self.durable:  # tests: throwaway data, no need to wait for the disk
            options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "server.log"), "-w", "-t", "60",
                  "-o", " ".join(options), "start")
        self.started = True
        return self

    def env(self) -> dict[str, str]:
        """What a member's client needs in the environment: the password (never in argv)."""
        return {"COGNEE_MEMORY_PG_PASSWORD": self.password}

    def team_server(self, space: str) -> str:
        """The --team-server URL of ``space`` on this server (no password)."""
        return f"postgresql://{self.user}@{self.host}:{self.port}/{space}"

    def stop(self) -> None:
        try:
            if self.started:
                self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")
                self.started = False
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
