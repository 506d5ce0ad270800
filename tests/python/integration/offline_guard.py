"""Installed as ``sitecustomize`` in the subprocesses of the integration tests (copied into a
temporary folder that is put first on PYTHONPATH; never imported by pytest itself).

* Network: any attempt to reach a host that is not loopback (or an AF_UNIX socket) is
  appended to ``$OFFLINE_GUARD_NET_LOG`` and fails, as it would on a machine without network.
* Files: any write, mkdir, rename or SQLite connection under one of the folders listed in
  ``$OFFLINE_GUARD_FORBIDDEN`` (os.pathsep-separated) is appended to ``$OFFLINE_GUARD_FS_LOG``.
  Native code (the graph and vector databases) is invisible to audit hooks; the tests
  inspect the folders for that.
"""

import ipaddress
import os
import socket
import sys
import traceback

_NET_LOG = os.environ.get("OFFLINE_GUARD_NET_LOG")
_FS_LOG = os.environ.get("OFFLINE_GUARD_FS_LOG")
_FORBIDDEN = [os.path.realpath(p) for p in os.environ.get("OFFLINE_GUARD_FORBIDDEN", "").split(os.pathsep) if p]
_busy = False


def _record(log, line):
    global _busy
    if not log or _busy:
        return
    _busy = True
    try:
        where = "".join(traceback.format_stack(limit=6)[:-2]).replace("\n", " | ")
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(f"{os.getpid()} {line} :: {where}\n")
    finally:
        _busy = False


def _is_local_host(host):
    if host is None or host in ("localhost", ""):
        return True
    if isinstance(host, bytes):
        host = host.decode(errors="replace")
    try:
        return ipaddress.ip_address(str(host).split("%")[0]).is_loopback
    except ValueError:
        return False


def _allowed(family, address):
    if family == getattr(socket, "AF_UNIX", object()) or isinstance(address, (str, bytes)):
        return True
    return _is_local_host(address[0])


def _blocked(what, address):
    _record(_NET_LOG, f"{what} {address!r}")
    return OSError(101, f"network is disabled in this test ({what} {address!r})")


_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex
_create_connection = socket.create_connection
_getaddrinfo = socket.getaddrinfo


def connect(self, address):
    if not _allowed(self.family, address):
        raise _blocked("connect", address)
    return _connect(self, address)


def connect_ex(self, address):
    if not _allowed(self.family, address):
        raise _blocked("connect_ex", address)
    return _connect_ex(self, address)


def create_connection(address, *args, **kwargs):
    if not _is_local_host(address[0]):
        raise _blocked("create_connection", address)
    return _create_connection(address, *args, **kwargs)


def getaddrinfo(host, *args, **kwargs):
    if not _is_local_host(host):
        _record(_NET_LOG, f"getaddrinfo {host!r}")
        raise socket.gaierror(socket.EAI_NONAME, f"name resolution is disabled in this test ({host!r})")
    return _getaddrinfo(host, *args, **kwargs)


socket.socket.connect = connect
socket.socket.connect_ex = connect_ex
socket.create_connection = create_connection
socket.getaddrinfo = getaddrinfo


def _inside_forbidden(path):
    if isinstance(path, int) or path is None:
        return False
    try:
        real = os.path.realpath(os.fsdecode(path))
    except (TypeError, ValueError):
        return False
    return any(real == root or real.startswith(root + os.sep) for root in _FORBIDDEN)


def _writes(mode, flags):
    if isinstance(mode, str):
        return any(c in mode for c in "wax+")
    if isinstance(flags, int):
        return bool(flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT))
    return False


def _audit(event, args):
    if _busy or not _FORBIDDEN:
        return
    if event == "open" and len(args) >= 3 and _writes(args[1], args[2]):
        paths = [args[0]]
    elif event in ("os.mkdir", "sqlite3.connect"):
        paths = [args[0]]
    elif event in ("os.rename", "shutil.copyfile", "shutil.move"):
        paths = [args[1]]
    else:
        return
    for path in paths:
        if _inside_forbidden(path):
            _record(_FS_LOG, f"{event} {os.fsdecode(path)}")


if _FORBIDDEN:
    sys.addaudithook(_audit)
