"""Acting as another local user in tests: a forked child that drops to a throwaway account.

The tests that need it are skipped (with the reason) unless they run as root. The other user
is the throwaway ``cmtest`` account where there is one (``useradd -M cmtest``), else ``nobody``.
"""

from __future__ import annotations

import os
import pwd
from typing import Callable

import pytest

OTHER_USERS = ("cmtest", "nobody")


def other_uid() -> int:
    """The other user's uid, or skip the test saying why there is none."""
    if os.geteuid() != 0:
        pytest.skip("acting as another local user needs root (to switch uid in a child)")
    for name in OTHER_USERS:
        try:
            return pwd.getpwnam(name).pw_uid
        except KeyError:
            continue
    pytest.skip(f"no '{OTHER_USERS[0]}' account: create one with 'useradd -M {OTHER_USERS[0]}'")


def as_other_user(work: Callable[[], None], *, wait: bool = True) -> int:
    """Run ``work`` in a forked child as the other user. With ``wait``, returns its exit
    status (0 when ``work`` returned, 1 when it raised); otherwise returns its pid."""
    uid = other_uid()
    gid = pwd.getpwuid(uid).pw_gid
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 1
        try:
            os.setgroups([])
            os.setgid(gid)
            os.setuid(uid)
            work()
            code = 0
        finally:
            os._exit(code)
    if not wait:
        return pid
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)
