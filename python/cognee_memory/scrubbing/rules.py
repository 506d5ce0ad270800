"""Find credentials in memory text and replace them with typed placeholders.

``[REDACTED:aws-access-key]`` replaces the secret itself; the words around it stay, so a
memory still says *what* was configured without saying the value.

Detection has two layers:

* the token formats maintained by Yelp's ``detect-secrets`` (AWS, GitHub, GitLab, Slack,
  Stripe, OpenAI, JWT, SendGrid, npm, PyPI, Twilio, Discord, Telegram, …): every pattern of
  its regex-based plugins runs over the whole text, and its heuristic filters (UUIDs,
  sequential strings, templates) drop look-alikes;
* the few shapes it lacks or only flags by their first line: whole PEM private-key blocks
  (also JSON-escaped, as in a GCP service-account file), Google API keys, Azure connection
  strings and client secrets, fine-grained GitHub and current OpenAI/Anthropic keys,
  passwords inside URLs/DSNs, ``password=`` / ``secret:`` assignments, CLI flags, and
  high-entropy values assigned to key-like names.

Importing this module is cheap: ``detect-secrets`` is imported on the first scan, which
only happens in the service (the thin CLI clients never scan).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Callable, Iterable, Pattern

from cognee_memory.model import Memory

PLACEHOLDER = "[REDACTED:{kind}]"
# Fields of a memory that carry free text (and so may carry a pasted credential).
TEXT_FIELDS = ("decisions", "rationale", "open_questions", "references")

# Characters a token keeps going with; a library match is extended over them so a pattern
# that stops early (fixed length, lazy tail) never leaves part of the secret behind.
_TOKEN_TAIL = re.compile(r"[A-Za-z0-9_\-+/=]*")
_TOKEN_CHAR = re.compile(r"[A-Za-z0-9]")

# detect-secrets plugin → our placeholder type. Plugins absent here are not used:
# a public IP address is not a credential, the private-key plugin only sees the BEGIN line
# (whole blocks are found below), and the entropy/keyword plugins are replaced by the
# key-context rules below, which work on prose and mixed formats rather than per file type.
_LIBRARY_KINDS = {
    "AWSKeyDetector": "aws-access-key",
    "ArtifactoryDetector": "artifactory-token",
    "AzureStorageKeyDetector": "azure-storage-key",
    "BasicAuthDetector": "url-password",
    "CloudantDetector": "cloudant-credential",
    "DiscordBotTokenDetector": "discord-token",
    "GitHubTokenDetector": "github-token",
    "GitLabTokenDetector": "gitlab-token",
    "IbmCloudIamDetector": "ibm-cloud-key",
    "IbmCosHmacDetector": "ibm-cos-key",
    "JwtTokenDetector": "jwt",
    "MailchimpDetector": "mailchimp-key",
    "NpmDetector": "npm-token",
    "OpenAIDetector": "openai-key",
    "PypiTokenDetector": "pypi-token",
    "SendGridDetector": "sendgrid-key",
    "SlackDetector": "slack-token",
    "SoftlayerDetector": "softlayer-key",
    "SquareOAuthDetector": "square-secret",
    "StripeDetector": "stripe-key",
    "TelegramBotTokenDetector": "telegram-token",
    "TwilioKeyDetector": "twilio-key",
}


@dataclass(frozen=True)
class Finding:
    """One secret's position in a text and its type (never its value outside the span)."""

    start: int
    end: int
    kind: str


@dataclass(frozen=True)
class _Rule:
    kind: str
    pattern: Pattern[str]
    group: int = 0  # the group holding the secret (0 = the whole match)
    check: Callable[[str], bool] | None = None  # extra test on the secret value
    extend: bool = False  # extend the match over the rest of the token


# ---- value heuristics ------------------------------------------------------------------

_PLACEHOLDER_WORDS = re.compile(
    r"your|example|placeholder|changeme|change_me|dummy|redacted|sample|xxxx|\*\*\*|\.\.\.|…|"
    r"<|>|\{|\}|\$\(|%\(|\bnone\b|\bnull\b|todo|insert|replace",
    re.IGNORECASE,
)
_NOT_VALUES = {"true", "false", "null", "none", "nil", "undefined", "required", "optional",
               "string", "str", "bytes", "int", "secret", "password", "token", "env", "bool"}
# A value that is code reading the secret from elsewhere, not the secret itself.
_INDIRECT = re.compile(
    r"^(?:os\.|process\.env|env\.|settings\.|config\.|self\.|this\.|secrets\.|vault\.|getenv|"
    r"request\.|args\.|params\.|input\(|read|get_|load|fetch|/|\./|~/)|[()\[\]]",
    re.IGNORECASE,
)


def shannon_entropy(value: str) -> float:
    """Bits per character of ``value`` (0 for an empty string)."""
    if not value:
        return 0.0
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def is_placeholder(value: str) -> bool:
    """Documentation stand-ins (``<your key>``, ``YOUR_API_KEY``, ``sk-...``, ``${TOKEN}``)."""
    stripped = value.strip("'\"`")
    if not stripped or stripped.lower() in _NOT_VALUES:
        return True
    if stripped.startswith(("$", "%", "@")) or _PLACEHOLDER_WORDS.search(stripped):
        return True
    return len(set(stripped.lower()) - set("-_.")) <= 2  # "xxxxxxxx", "0000-0000", "aaaa"


def _library_filtered(value: str) -> bool:
    """detect-secrets' own heuristics for values that only look like secrets."""
    from detect_secrets.filters import heuristic

    return (
        heuristic.is_potential_uuid(value)
        or heuristic.is_sequential_string(value)
        or heuristic.is_templated_secret(value)
    )


def looks_random(value: str, *, min_length: int = 16, min_entropy: float = 3.5) -> bool:
    """A machine-made credential: long, letters and digits mixed, high entropy."""
    core = value.strip("'\"`")
    if len(core) < min_length or is_placeholder(core) or _library_filtered(core):
        return False
    if not (re.search(r"[A-Za-z]", core) and re.search(r"\d", core)):
        return False
    if re.fullmatch(r"[0-9a-f]{40}|[0-9a-f]{64}", core):
        return False  # a git SHA or checksum written on its own
    return shannon_entropy(core) >= min_entropy


def _plausible_password(value: str) -> bool:
    core = value.strip("'\"`")
    return len(core) >= 4 and not is_placeholder(core) and not _INDIRECT.search(core)


def _strong_password(value: str) -> bool:
    """A password named in prose: needs a mix of character classes to be told from words."""
    core = value.strip("'\"`").rstrip(".,;:!?)")
    classes = sum(bool(re.search(p, core)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
    return len(core) >= 6 and classes >= 2 and re.search(r"\d|[^A-Za-z0-9]", core) is not None \
        and _plausible_password(core)


def _secret_value(value: str) -> bool:
    """A value given to a secret-named key: a password-like or random-looking string."""
    core = value.strip("'\"`")
    if not _plausible_password(core) or len(core) < 6:
        return False
    return bool(re.search(r"\d|[^A-Za-z0-9\-_. ]", core)) or looks_random(core, min_length=20, min_entropy=3.0)


def _token_value_ok(value: str) -> bool:
    """A token-shaped match that is not a documented stand-in (``ghp_xxxx…``, ``…EXAMPLE``)."""
    return not is_placeholder(value) and not _library_filtered(value)


# ---- rules the library lacks -------------------------------------------------------------

_PASSWORD_NAMES = r"pass(?:word|wd|phrase)?|pwd|contrase[ñn]a|db_?pass|key_?pass"
_SECRET_NAMES = (
    r"secret|api_?key|auth_?key|service_?key|account_?key|db_?key|database_?key|priv(?:ate)?_?key|"
    r"client_?key|access_?key|secret_?key|signing_?key|encryption_?key|master_?key|sas_?key"
)
_TOKEN_NAMES = r"token|bearer|credentials?|auth|session_?id|cookie|signature|salt|api_?token|webhook"
# NAME = VALUE with the usual separators (=, :, :=, =>), the name optionally quoted and
# prefixed/suffixed (DB_PASSWORD, "client_secret", aws_secret_access_key). The keyword is
# found first and the name grown around it: a leading lazy ``\w*?`` costs 10× more.
_NAME_CHARS = re.compile(r"[A-Za-z0-9_.\-]*")
_ASSIGN_REST = re.compile(
    r"[A-Za-z0-9_.\-]*[\"']?[ \t]*(?::=|=>|=|:)[ \t]*"
    r"(\"[^\"\n]+\"|'[^'\n]+'|`[^`\n]+`|[^\s\"'`,;&]+)"
)


_BRACKETS = re.compile(r"[()\[\]]")
_PROSE_GOES_ON = re.compile(r"[ \t]+[A-Za-z]")


@dataclass(frozen=True)
class _AssignRule:
    kind: str
    keyword: Pattern[str]
    check: Callable[[str], bool]


def _assignment(names: str) -> Pattern[str]:
    return re.compile(names, re.IGNORECASE)


_OWN_RULES: tuple[_Rule, ...] = (
    # PEM private keys, whole block: real newlines or JSON-escaped "\n" (GCP service
    # accounts); a block cut off before its END line is redacted to the end of its body.
    _Rule("private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?:(?:\\n|\s)+[A-Za-z0-9+/=]{16,})*)",
        re.DOTALL)),
    _Rule("private-key", re.compile(r"PuTTY-User-Key-File-\d: .*?Private-MAC: [0-9a-f]+", re.DOTALL)),
    _Rule("gcp-api-key", re.compile(r"(?<![A-Za-z0-9])AIza[0-9A-Za-z_\-]{35}"), check=_token_value_ok),
    _Rule("github-token", re.compile(r"(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{40,}"), check=_token_value_ok),
    _Rule("github-token", re.compile(r"(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9]{30,}"), check=_token_value_ok),
    _Rule("anthropic-key", re.compile(r"(?<![A-Za-z0-9])sk-ant-[a-z]+\d*-[A-Za-z0-9_\-]{20,}"), check=_token_value_ok),
    _Rule("openai-key", re.compile(
        r"(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{32,}"), check=looks_random),
    _Rule("stripe-key", re.compile(r"(?<![A-Za-z0-9])(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{20,}"), check=_token_value_ok),
    _Rule("slack-token", re.compile(r"(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9\-]{10,}"), check=_token_value_ok),
    _Rule("slack-webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]+")),
    # Azure: connection-string keys, SAS signatures, Entra ID client secrets (…8Q~…).
    _Rule("azure-storage-key", re.compile(
        r"(?:AccountKey|SharedAccessKey|SharedAccessSignature|AccessKey)=([^;\s\"']+)", re.IGNORECASE), group=1, check=_token_value_ok),
    _Rule("azure-sas-token", re.compile(r"[?&]sig=([A-Za-z0-9%+/=]{20,})"), group=1, check=_token_value_ok),
    _Rule("azure-client-secret", re.compile(r"(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}")),
    # user:password@host in any URL or DSN; the password only (the host stays readable).
    _Rule("url-password", re.compile(
        r"\b[a-z][a-z0-9+.\-]*://[^\s:/@\"']*:([^\s@\"']+)@", re.IGNORECASE), group=1, check=_plausible_password),
    _Rule("bearer-token", re.compile(r"\b(?:Bearer|Token|Basic)[ \t]+([A-Za-z0-9_\-.~+/]{16,}=*)"), group=1,
          check=lambda v: looks_random(v, min_entropy=3.0)),
    # CLI flags: --password hunter2, --token=..., -p'...' is too ambiguous to take.
    _Rule("password", re.compile(
        r"--(?:password|passwd|db-password)[ =](\"[^\"\n]+\"|'[^'\n]+'|[^\s\"']+)", re.IGNORECASE), group=1,
          check=_plausible_password),
    _Rule("secret", re.compile(
        r"--(?:token|api-key|secret|client-secret|access-key)[ =](\"[^\"\n]+\"|'[^'\n]+'|[^\s\"']+)",
        re.IGNORECASE), group=1, check=lambda v: looks_random(v, min_length=12, min_entropy=3.0)),
    # "the staging password is Tr0ub4dor&3" in prose.
    _Rule("password", re.compile(
        rf"\b(?:{_PASSWORD_NAMES}|secret)\b(?: for [\w.\-]+)?[ \t]+(?:is|was|are|=|:)[ \t]+[\"'`]?"
        r"([^\s\"'`]+?)[\"'`]?(?=[.,;:!?)]?(?:\s|$))", re.IGNORECASE), group=1, check=_strong_password),
)


# NAME = VALUE assignments (.env, YAML, JSON, code, ini, libpq DSNs).
_ASSIGN_RULES: tuple[_AssignRule, ...] = (
    _AssignRule("password", _assignment(_PASSWORD_NAMES), _plausible_password),
    _AssignRule("secret", _assignment(_SECRET_NAMES), _secret_value),
    _AssignRule("high-entropy-secret", _assignment(_TOKEN_NAMES), looks_random),
)


def _name_kind(name: str, default: str) -> str:
    lowered = name.lower()
    if "aws" in lowered and "secret" in lowered:
        return "aws-secret-key"
    return default


# ---- the library's rules ---------------------------------------------------------------


@lru_cache(maxsize=1)
def _library_rules() -> tuple[_Rule, ...]:
    """Every pattern of detect-secrets' regex-based plugins, with our placeholder type."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    rules: list[_Rule] = []
    for plugin_class in get_mapping_from_secret_type_to_class().values():
        kind = _LIBRARY_KINDS.get(plugin_class.__name__)
        denylist = getattr(plugin_class, "denylist", None)
        if kind is None or not isinstance(denylist, (list, tuple)):
            continue
        for pattern in denylist:
            rule_kind = kind
            group = 0
            if plugin_class.__name__ == "AWSKeyDetector" and pattern.groups:
                rule_kind, group = "aws-secret-key", pattern.groups
            elif plugin_class.__name__ == "BasicAuthDetector":
                group = 1
            rules.append(_Rule(rule_kind, pattern, group=group, check=_token_value_ok, extend=group == 0))
    return tuple(rules)


# ---- scanning --------------------------------------------------------------------------


def _matches(rule: _Rule, text: str) -> Iterable[Finding]:
    for match in rule.pattern.finditer(text):
        start, end = match.span(rule.group)
        if start < 0 or end <= start:
            continue
        if rule.extend:
            # Left: a match inside a longer token (a base64 blob, a hash) is not a credential.
            if start > 0 and _TOKEN_CHAR.match(text[start - 1]):
                continue
            while start < end and not _TOKEN_CHAR.match(text[start]):
                start += 1  # patterns that anchor on a leading separator (=, :, space)
            end = _TOKEN_TAIL.match(text, end).end()
            while end > start and not _TOKEN_CHAR.match(text[end - 1]) and text[end - 1] != "=":
                end -= 1
        value = text[start:end]
        if rule.check is not None and not rule.check(value):
            continue
        yield Finding(start, end, rule.kind)


def _assignments(rule: _AssignRule, text: str) -> Iterable[Finding]:
    for match in rule.keyword.finditer(text):
        rest = _ASSIGN_REST.match(text, match.end())
        if rest is None:
            continue
        name_start = match.start()
        while name_start > 0 and _NAME_CHARS.fullmatch(text[name_start - 1]):
            name_start -= 1
        if name_start > 0 and text[name_start - 1] in "\"'":
            name_start -= 1
        value_start, value_end = rest.span(1)
        value = text[value_start:value_end]
        quoted = value[0] in "\"'`" and value[-1] == value[0]
        if quoted:
            value_start, value_end, value = value_start + 1, value_end - 1, value[1:-1]
        elif value.isalpha() and _PROSE_GOES_ON.match(text, value_end):
            continue  # "Passwords: rotated every 90 days" is a sentence, not an assignment
        # Brackets mark code (os.environ["X"]) only outside quotes; a quoted literal may hold them.
        if rule.check(value) or (quoted and rule.check(_BRACKETS.sub("", value))):
            yield Finding(value_start, value_end, _name_kind(text[name_start:match.end()], rule.kind))


# Types that only say "a secret-looking value under a secret-looking name": a token format
# found on the same span names it better.
GENERIC_KINDS = frozenset({"password", "secret", "high-entropy-secret", "bearer-token"})


def _specificity(f: Finding) -> tuple[bool, int]:
    return f.kind not in GENERIC_KINDS, f.end - f.start


def _merge(findings: list[Finding]) -> list[Finding]:
    """Overlapping findings become one span, typed by its most specific, longest finding."""
    merged: list[tuple[int, int, Finding]] = []
    for f in sorted(findings, key=lambda f: (f.start, -(f.end - f.start))):
        if merged and f.start < merged[-1][1]:
            start, end, longest = merged[-1]
            if _specificity(f) > _specificity(longest):
                longest = f
            merged[-1] = (start, max(end, f.end), longest)
        else:
            merged.append((f.start, f.end, f))
    return [Finding(start, end, longest.kind) for start, end, longest in merged]


def find_secrets(text: str) -> list[Finding]:
    """Every secret in ``text``, in order, never overlapping."""
    if not text:
        return []
    found = [f for rule in (*_OWN_RULES, *_library_rules()) for f in _matches(rule, text)]
    found += [f for rule in _ASSIGN_RULES for f in _assignments(rule, text)]
    return _merge(found)


def scrub_text(text: str) -> tuple[str, Counter[str]]:
    """``text`` with every secret replaced by ``[REDACTED:<type>]``, and the count per type."""
    findings = find_secrets(text)
    counts: Counter[str] = Counter()
    pieces: list[str] = []
    last = 0
    for f in findings:
        pieces.append(text[last:f.start])
        pieces.append(PLACEHOLDER.format(kind=f.kind))
        counts[f.kind] += 1
        last = f.end
    pieces.append(text[last:])
    return "".join(pieces), counts


def scrub_memory(memory: Memory) -> tuple[Memory, Counter[str]]:
    """A copy of ``memory`` with every text field scrubbed; everything else is unchanged."""
    counts: Counter[str] = Counter()
    text, found = scrub_text(memory.text)
    counts.update(found)
    lists: dict[str, list[str]] = {}
    for name in TEXT_FIELDS:
        cleaned = []
        for item in getattr(memory, name):
            item, found = scrub_text(item)
            counts.update(found)
            cleaned.append(item)
        lists[name] = cleaned
    if not counts:
        return memory, counts
    return replace(memory, text=text, **lists), counts


def scrub_memories(memories: list[Memory]) -> tuple[list[Memory], dict[str, Counter[str]]]:
    """Scrub each memory; also returns the counts of the memories that changed, by id."""
    cleaned: list[Memory] = []
    changed: dict[str, Counter[str]] = {}
    for memory in memories:
        scrubbed, counts = scrub_memory(memory)
        cleaned.append(scrubbed)
        if counts:
            changed[memory.id] = counts
    return cleaned, changed


def redaction_report(counts: Counter[str]) -> dict[str, Any]:
    """The response field: how many secrets of which types were redacted (never the values)."""
    return {"count": sum(counts.values()), "by_type": dict(sorted(counts.items()))}


def scrub_json(value: Any) -> tuple[Any, Counter[str]]:
    """Every string inside a JSON-like value scrubbed (e.g. compaction's kept context lines)."""
    counts: Counter[str] = Counter()
    if isinstance(value, str):
        return scrub_text(value)
    if isinstance(value, list):
        items = []
        for item in value:
            item, found = scrub_json(item)
            counts.update(found)
            items.append(item)
        return items, counts
    if isinstance(value, dict):
        cleaned = {}
        for key, item in value.items():
            cleaned[key], found = scrub_json(item)
            counts.update(found)
        return cleaned, counts
    return value, counts
