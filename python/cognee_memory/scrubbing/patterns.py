"""What a credential looks like: the rule tables and value checks that ``rules.py`` scans with.

Two layers:

* the token formats maintained by Yelp's ``detect-secrets`` (AWS, GitHub, GitLab, Slack,
  Stripe, OpenAI, JWT, SendGrid, npm, PyPI, Twilio, Discord, Telegram, …): every pattern of
  its regex-based plugins (``library_rules``), with its heuristic filters (UUIDs, sequential
  strings, templates) dropping look-alikes;
* the few shapes it lacks or only flags by their first line (``OWN_RULES``): whole PEM
  private-key blocks (also JSON-escaped, as in a GCP service-account file), Google API keys,
  Azure connection strings and client secrets, fine-grained GitHub and current
  OpenAI/Anthropic keys, passwords inside URLs/DSNs, CLI flags, and passwords in prose; and
  ``password=`` / ``secret:`` assignments with a plausible value (``ASSIGN_RULES``).

``detect-secrets`` is imported on the first scan, not with this module.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Pattern

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
class Rule:
    kind: str
    pattern: Pattern[str]
    group: int = 0  # the group holding the secret (0 = the whole match)
    check: Callable[[str], bool] | None = None  # extra test on the secret value
    extend: bool = False  # extend the match over the rest of the token


# ---- value heuristics ------------------------------------------------------------------

# Words that make a value a documented stand-in ("YOUR_API_KEY", "changeme", "<redacted>"), matched
# as whole words of the value (split at case changes, digits and punctuation), never inside one:
# "Sampler#7731x" is a password, not a sample.
_PLACEHOLDER_WORDS = frozenset({"your", "example", "placeholder", "changeme", "dummy", "redacted", "sample",
                                "todo", "insert", "replace", "none", "null"})
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_CHANGE_ME = re.compile(r"change[_\- ]?me", re.IGNORECASE)
# Elided or masked values, anywhere in the value.
_MASKED = re.compile(r"xxxx|\*\*\*|\.\.\.|…", re.IGNORECASE)
# A value that names where the secret comes from instead of holding it: a shell or template
# expansion (always), or a variable, format field or SQL parameter whose name is a name (see _is_name).
_EXPANSION = re.compile(r"\$\{.*\}|\$\(.*\)|\{\{.*\}\}|\{%.*%\}", re.DOTALL)
_NAMED_REFERENCE = re.compile(r"\$\{?(?P<a>[^{}()]+?)\}?|%\((?P<b>[^()]+)\)[sd]|%(?P<c>[^%]+)%|@(?P<d>.+)|"
                              r"<(?P<e>[^<>]+)>|\{(?P<f>[^{}]+)\}|\[(?P<g>[^\[\]]+)\]")
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


def _is_name(value: str) -> bool:
    """A variable or parameter name ("DB_PASSWORD", "apiKey", "your key", "secrets.TOKEN"), not a
    value that only has a name's characters: one mixing upper case, lower case and digits
    ("x9KqT2mLp7", "Vq81mZr") is a random string."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.\- ]*", value.strip()):
        return False
    mixed = re.search(r"[a-z]", value) and re.search(r"[A-Z]", value) and re.search(r"\d", value)
    return not mixed


def _stand_in_word(word: str) -> bool:
    """A stand-in word; in an upper-case run, where word boundaries do not show, anywhere
    inside it (the AWS documentation's "…EXAMPLEKEY")."""
    lowered = word.lower()
    if lowered in _PLACEHOLDER_WORDS:
        return True
    return word.isupper() and any(w in lowered for w in _PLACEHOLDER_WORDS if len(w) >= 5)


def is_placeholder(value: str) -> bool:
    """Documentation stand-ins and references, not values: ``<your key>``, ``YOUR_API_KEY``,
    ``sk-...``, ``${TOKEN}``, ``$DB_PASSWORD``, ``{password}``, ``@user_id``, ``%(pw)s``.

    Only a whole value is judged a reference, and only a whole word a stand-in word: a
    password may hold ``{ } < > $ @ %`` or start with a word such as "Sample"."""
    stripped = value.strip("'\"`")
    if not stripped or stripped.lower() in _NOT_VALUES:
        return True
    if _MASKED.search(stripped) or _CHANGE_ME.search(stripped) or _EXPANSION.fullmatch(stripped):
        return True
    reference = _NAMED_REFERENCE.fullmatch(stripped)
    if reference and _is_name(next(g for g in reference.groups() if g is not None)):
        return True
    if any(_stand_in_word(word) for word in _WORDS.findall(stripped)):
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


@dataclass(frozen=True)
class AssignRule:
    kind: str
    keyword: Pattern[str]
    check: Callable[[str], bool]


def _assignment(names: str) -> Pattern[str]:
    return re.compile(names, re.IGNORECASE)


OWN_RULES: tuple[Rule, ...] = (
    # PEM private keys, whole block: real newlines or JSON-escaped "\n" (GCP service
    # accounts); a block cut off before its END line is redacted to the end of its body.
    Rule("private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?:(?:\\n|\s)+[A-Za-z0-9+/=]{16,})*)",
        re.DOTALL)),
    Rule("private-key", re.compile(r"PuTTY-User-Key-File-\d: .*?Private-MAC: [0-9a-f]+", re.DOTALL)),
    Rule("gcp-api-key", re.compile(r"(?<![A-Za-z0-9])AIza[0-9A-Za-z_\-]{35}"), check=_token_value_ok),
    Rule("github-token", re.compile(r"(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{40,}"), check=_token_value_ok),
    Rule("github-token", re.compile(r"(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9]{30,}"), check=_token_value_ok),
    Rule("anthropic-key", re.compile(r"(?<![A-Za-z0-9])sk-ant-[a-z]+\d*-[A-Za-z0-9_\-]{20,}"), check=_token_value_ok),
    Rule("openai-key", re.compile(
        r"(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{32,}"), check=looks_random),
    Rule("stripe-key", re.compile(r"(?<![A-Za-z0-9])(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{20,}"), check=_token_value_ok),
    Rule("slack-token", re.compile(r"(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9\-]{10,}"), check=_token_value_ok),
    Rule("slack-webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]+")),
    # Azure: connection-string keys, SAS signatures, Entra ID client secrets (…8Q~…).
    Rule("azure-storage-key", re.compile(
        r"(?:AccountKey|SharedAccessKey|SharedAccessSignature|AccessKey)=([^;\s\"']+)", re.IGNORECASE), group=1, check=_token_value_ok),
    Rule("azure-sas-token", re.compile(r"[?&]sig=([A-Za-z0-9%+/=]{20,})"), group=1, check=_token_value_ok),
    Rule("azure-client-secret", re.compile(r"(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}")),
    # user:password@host in any URL or DSN; the password only (the host stays readable).
    Rule("url-password", re.compile(
        r"\b[a-z][a-z0-9+.\-]*://[^\s:/@\"']*:([^\s@\"']+)@", re.IGNORECASE), group=1, check=_plausible_password),
    Rule("bearer-token", re.compile(r"\b(?:Bearer|Token|Basic)[ \t]+([A-Za-z0-9_\-.~+/]{16,}=*)"), group=1,
         check=lambda v: looks_random(v, min_entropy=3.0)),
    # CLI flags: --password hunter2, --token=..., -p'...' is too ambiguous to take.
    Rule("password", re.compile(
        r"--(?:password|passwd|db-password)[ =](\"[^\"\n]+\"|'[^'\n]+'|[^\s\"']+)", re.IGNORECASE), group=1,
         check=_plausible_password),
    Rule("secret", re.compile(
        r"--(?:token|api-key|secret|client-secret|access-key)[ =](\"[^\"\n]+\"|'[^'\n]+'|[^\s\"']+)",
        re.IGNORECASE), group=1, check=lambda v: looks_random(v, min_length=12, min_entropy=3.0)),
    # "the staging password is Tr0ub4dor&3" in prose.
    Rule("password", re.compile(
        rf"\b(?:{_PASSWORD_NAMES}|secret)\b(?: for [\w.\-]+)?[ \t]+(?:is|was|are|=|:)[ \t]+[\"'`]?"
        r"([^\s\"'`]+?)[\"'`]?(?=[.,;:!?)]?(?:\s|$))", re.IGNORECASE), group=1, check=_strong_password),
)


# NAME = VALUE assignments (.env, YAML, JSON, code, ini, libpq DSNs).
ASSIGN_RULES: tuple[AssignRule, ...] = (
    AssignRule("password", _assignment(_PASSWORD_NAMES), _plausible_password),
    AssignRule("secret", _assignment(_SECRET_NAMES), _secret_value),
    AssignRule("high-entropy-secret", _assignment(_TOKEN_NAMES), looks_random),
)


# ---- the library's rules ---------------------------------------------------------------


@lru_cache(maxsize=1)
def library_rules() -> tuple[Rule, ...]:
    """Every pattern of detect-secrets' regex-based plugins, with our placeholder type."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    rules: list[Rule] = []
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
            rules.append(Rule(rule_kind, pattern, group=group, check=_token_value_ok, extend=group == 0))
    return tuple(rules)
