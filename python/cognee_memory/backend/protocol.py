"""The backend's wire format (no Cognee, no numpy: the thin client imports it).

One request per connection: the client sends one JSON object on one line, the backend
answers with one JSON object on one line (the same response the CLI prints) and closes
the connection.
"""

from __future__ import annotations

import json
import socket
from typing import Any

from cognee_memory import __version__

# Bumped whenever a request or response changes shape; a backend with another
# protocol (or package version) is replaced by the client.
PROTOCOL_VERSION = 3  # 2: update detection, supersede/restore; 3: storage profiles (status reports profile, server)
BACKEND_VERSION = f"{__version__}+p{PROTOCOL_VERSION}"

# The longest request line the backend reads: the largest legitimate request is one ingest or
# import part (requests.MAX_BATCH_BYTES = 12 MiB once escaped; the CLIs split larger files) plus
# its envelope.
MAX_REQUEST_BYTES = 16 * 1024 * 1024


def encode(message: dict[str, Any]) -> bytes:
    """One message as one line of UTF-8 JSON."""
    return (json.dumps(message, ensure_ascii=False) + "\n").encode()


def decode(line: bytes) -> Any:
    """One received line → its JSON value; raises ``json.JSONDecodeError`` (a ValueError)."""
    return json.loads(line)


def receive_line(sock: socket.socket) -> bytes:
    """Read one message from a blocking socket: up to its newline, or until the peer closes
    (b"" when it closed without answering)."""
    chunks = []
    while True:
        chunk = sock.recv(1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
        if chunk.endswith(b"\n"):
            break
    return b"".join(chunks)
