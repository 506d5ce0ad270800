"""Keep the team server's password out of every message and log line (one rule for all).

The password is never logged or reported on purpose; these guard against a library's error
text or log record carrying it, in plain form or percent-encoded as inside a URL.
"""

from __future__ import annotations

import logging
from urllib.parse import quote

from cognee_memory.config import read_password

MASK = "***"


def redact(text: str) -> str:
    """The text with the team server's password (plain or URL-encoded) replaced by ***."""
    password = read_password()
    if password:
        # Longest form first, so a form containing the other is masked whole.
        for form in sorted({password, quote(password, safe="")}, key=len, reverse=True):
            text = text.replace(form, MASK)
    return text


class RedactPassword(logging.Filter):
    """Replace the server password in every record a handler writes (defence in depth:
    the password is never logged on purpose, but a library's error text might carry it)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            try:
                message = record.getMessage()
            except Exception:
                message = str(record.msg)
            cleaned = redact(message)
            if cleaned != message:
                record.msg, record.args = cleaned, None
        elif isinstance(record.msg, dict):  # structlog's event dict
            record.msg = {k: redact(v) if isinstance(v, str) else v for k, v in record.msg.items()}
        if record.exc_info and record.exc_info[1] is not None and redact(str(record.exc_info[1])) != str(record.exc_info[1]):
            record.exc_info, record.exc_text = None, None  # drop a traceback rather than leak
        return True


_REDACTOR = RedactPassword()


def guard_log_handlers() -> None:
    """Put the redaction filter on every handler that exists now (call again after Cognee's import)."""
    loggers = [logging.getLogger(), logging.getLogger("cognee_memory"),
               *[lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)]]
    for logger in loggers:
        for handler in logger.handlers:
            if _REDACTOR not in handler.filters:
                handler.addFilter(_REDACTOR)
