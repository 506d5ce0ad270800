"""Everything that differs between operating systems, chosen at run time, behind one small interface.

- ``locks``: exclusive and shared file locks (``fcntl`` on POSIX, ``msvcrt`` on Windows).
- ``ownership``: whether a file or folder is this user's and private (POSIX modes and owners;
  on Windows a no-op: files under the user's profile are private by their ACLs).
- ``transport``: how the thin client reaches the workspace's backend (a Unix socket where the
  OS has ``AF_UNIX``, otherwise loopback TCP authenticated with a token only this user can read).

No other module of the product imports a POSIX-only or Windows-only module at module level
(a test checks).
"""
