"""What the thin client says when the backend dies mid-request, and how it treats storage
folders it cannot use (no Cognee: a fake backend answers on the socket)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from conftest import REPO_ROOT
from other_user import as_other_user, other_uid

from cognee_memory.backend import client, code_identity, protocol
from cognee_memory.backend.paths import socket_path
from cognee_memory.config import StoreConfig
from cognee_memory.errors import MemoryToolError


def _dying_backend(sock_path: Path, ready: threading.Event) -> None:
    """Answers status like a real backend; takes any other request and closes without answering."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(sock_path))
    server.listen(4)
    ready.set()
    while True:
        conn, _ = server.accept()
        with conn:
            request = json.loads(protocol.receive_line(conn))
            if request.get("op") != "status":
                return  # "killed" while handling the write
            conn.sendall(protocol.encode({"success": True, "version": protocol.BACKEND_VERSION,
                                          "embedder": "local", "profile": "local",
                                          "code": code_identity.current().to_json()}))


def test_a_backend_that_dies_mid_request_is_reported_as_maybe_done_and_safe_to_retry(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    config = StoreConfig.create(workspace)
    config.storage_dir.mkdir(mode=0o700)
    ready = threading.Event()
    threading.Thread(target=_dying_backend, args=(socket_path(config), ready), daemon=True).start()
    assert ready.wait(10)
    with pytest.raises(MemoryToolError) as caught:
        client.call(config, {"op": "ingest", "text": '{"text": "x"}\n'})
    error = caught.value
    assert error.code == "BACKEND_UNAVAILABLE" and error.retryable
    assert "may or may not have been" in error.message and "Retrying is safe" in error.message
    assert "was kept" not in error.message  # it cannot know that the write was not kept


def test_a_storage_path_that_is_a_file_is_storage_unusable(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    proc = subprocess.run(
        [sys.executable, "python/retrieve.py", "--workspace", str(tmp_path), "--storage-dir", str(blocker / "store"),
         "--query", "db"], cwd=REPO_ROOT, capture_output=True, text=True, timeout=120)
    body = json.loads(proc.stdout)
    assert proc.returncode == 1 and body["error"]["code"] == "STORAGE_UNUSABLE", body
    assert "--storage-dir" in body["error"]["message"]
    assert "Traceback" not in proc.stderr


# A folder another user owns is refused before its mode matters: they could put anything in it.
@pytest.mark.parametrize("name, code", [("existing", b"UNSAFE_PATH"), ("new/inside", b"STORAGE_UNUSABLE")])
def test_a_storage_folder_this_user_cannot_write_is_refused(name: str, code: bytes) -> None:
    other_uid()
    from cognee_memory.durable import private_folder

    base = Path(tempfile.mkdtemp(prefix="cm-readonly-"))
    os.chmod(base, 0o755)  # another user can enter it but not write it
    (base / "existing").mkdir(mode=0o755)
    read_fd, write_fd = os.pipe()

    def open_as_other_user() -> None:
        try:
            private_folder(base / name)
            os.write(write_fd, b"opened")
        except MemoryToolError as exc:
            os.write(write_fd, exc.code.encode())

    try:
        status = as_other_user(open_as_other_user)
        os.close(write_fd)
        answer = os.read(read_fd, 64)
    finally:
        os.close(read_fd)
        shutil.rmtree(base, ignore_errors=True)
    assert (status, answer) == (0, code)
