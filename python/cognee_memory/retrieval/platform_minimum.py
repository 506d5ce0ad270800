"""A platform's oldest supported version said by its build setting: "deployment target is 16 since the digital key
sdk" (iOS) or "bumped minSdk to 28" (Android API level 28, that is Android 9) answers "what's the minimum iOS for the
customer app?" or "what's the oldest android the parent app runs on?" after "the customer app supports iOS 14 and up".
Developers say it so; the words share nothing with the question, so ``retrieval/unmarked.py`` reads such a note
however far down it ranks.

Pure: regular expressions and one table of Android API levels.
"""

from __future__ import annotations

import re

# "deployment target is 16", "iOS deployment target bumped to 17.2"
_IOS_SETTING = re.compile(r"\bdeployment target\b[^\d,;.]{0,20}?(\d+(?:\.\d+)?)", re.I)
# "minSdk 24", "bumped minSdk to 28", "minSdkVersion = 26", "min sdk is 29"
_ANDROID_SETTING = re.compile(r"\bmin[ _-]?sdk(?:[ _-]?version)?\b[^\d,;.]{0,12}?(\d+)", re.I)
_IOS = re.compile(r"\bios\s+(\d+(?:\.\d+)?)", re.I)
_ANDROID = re.compile(r"\bandroid\s+(\d+(?:\.\d+)?)|\b(?:api(?: level)?|min[ _-]?sdk)\s+(\d+)", re.I)
# A question about the oldest version that runs: "minimum iOS", "oldest android", "which iOS do we support?".
_ASKS = re.compile(r"\b(?:minimum|min|oldest|lowest|earliest|support|supports|supported|runs? on|target)\b", re.I)
# Android API level → Android version (developer.android.com's table).
_ANDROID_OF_API = {21: 5.0, 22: 5.1, 23: 6.0, 24: 7.0, 25: 7.1, 26: 8.0, 27: 8.1, 28: 9.0, 29: 10.0, 30: 11.0,
                   31: 12.0, 32: 12.1, 33: 13.0, 34: 14.0, 35: 15.0, 36: 16.0}


def _android_version(match: re.Match[str]) -> float | None:
    if match.group(1):
        return float(match.group(1))
    return _ANDROID_OF_API.get(int(match.group(2)))


def minimum_raised(query: str, hit: str, newer: str) -> str:
    """"iOS 14 → 16" when the question asks which oldest version of a platform runs, the hit gives that platform's
    version and the newer note sets the platform's build setting to another one; "" otherwise."""
    if not _ASKS.search(query):
        return ""
    asked = query.lower()
    if re.search(r"\bios\b", asked):
        old, new = _IOS.search(hit), _IOS_SETTING.search(newer)
        if old and new and float(old.group(1)) != float(new.group(1)):
            return f"iOS {old.group(1)} → {new.group(1)}"
    if re.search(r"\bandroid\b", asked):
        old, new = _ANDROID.search(hit), _ANDROID_SETTING.search(newer)
        before = _android_version(old) if old else None
        after = _ANDROID_OF_API.get(int(new.group(1))) if new else None
        if before is not None and after is not None and before != after:
            return f"Android {before:g} → {after:g} (API {new.group(1)})"
    return ""


def setting_notes(query: str, texts: list[str]) -> frozenset[int]:
    """The indexes of ``texts`` that set a build setting of a platform the question asks the oldest version of."""
    if not _ASKS.search(query):
        return frozenset()
    asked = [pattern for platform, pattern in (("ios", _IOS_SETTING), ("android", _ANDROID_SETTING))
             if re.search(rf"\b{platform}\b", query, re.I)]
    return frozenset(k for k, text in enumerate(texts) if any(p.search(text) for p in asked))
