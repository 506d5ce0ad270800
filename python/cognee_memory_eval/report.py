"""The run's Markdown report and its plot (metric vs half-life), from the results dict."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cognee_memory_eval.locomo import CATEGORIES
from cognee_memory_eval.settings import COSINE, DEFAULT, grid_name

LABELS = {"recall@10": "Recall@10", "ndcg@10": "nDCG@10", "newest_first": "newest fact first",
          "answer_first": "answer first"}
PLOT_NAME = "retrieval-quality.png"
PHASE_LABELS = {"superseded": " (older one Superseded)", "auto": " (update_policy auto, nothing marked)",
                "active": " (nothing marked)"}
UPDATE_SUITES = ("knowledge-updates", "decision-records")


def _f(value: Any) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:+.1f} %"


def _grid(results: dict[str, Any]) -> list[tuple[str, float | None, bool]]:
    return [(name, s["half_life_days"], s["status"]) for name, s in results["settings"].items() if s["grid"]]


def headline_rows(results: dict[str, Any]) -> list[str]:
    lines = ["| dataset | metric | plain cosine | default (H = 7 d, status) | best setting | default vs cosine |",
             "|---|---|---|---|---|---|"]
    for name, s in results["summary"]["datasets"].items():
        metric = LABELS.get(s["metric"], s["metric"]) + PHASE_LABELS.get(s["phase"], "")
        lines.append(f"| {name} | {metric} | {_f(s['cosine'])} | {_f(s['default'])} | "
                     f"{s['best_setting']} ({_f(s['best'])}) | {_pct(s['default_vs_cosine_relative'])} |")
    return lines


def _table(head: list[str], data: dict[str, Any], names: list[str],
           cells: Callable[[dict[str, Any]], list[Any]]) -> list[str]:
    """A Markdown table with one row per setting of ``names`` that ``data`` measured:
    the setting's name, then ``cells`` of its metrics, each formatted by ``_f``."""
    rows = [[name, *map(_f, cells(data["metrics"][name]))] for name in names if name in data["metrics"]]
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head), *("| " + " | ".join(r) + " |" for r in rows)]


def _retrieval_table(data: dict[str, Any], names: list[str]) -> list[str]:
    keys = ("recall@5", "recall@10", "ndcg@10", "mrr")
    return _table(["setting", "Recall@5", "Recall@10", "nDCG@10", "MRR@10"], data, names,
                  lambda m: [m["overall"][k] for k in keys])


def _category_table(data: dict[str, Any], names: list[str]) -> list[str]:
    groups = sorted({g for name in names if name in data["metrics"] for g in data["metrics"][name]["by_group"]})
    head = [f"{g} {CATEGORIES.get(int(g), '')} (n={data['metrics'][COSINE]['by_group'][g]['n']})" for g in groups]
    return _table(["Recall@10 / MRR@10", *head], data, names,
                  lambda m: [f"{_f(m['by_group'][g]['recall@10'])} / {_f(m['by_group'][g]['mrr'])}" for g in groups])


def _updates_table(data: dict[str, Any], names: list[str]) -> list[str]:
    head = ["setting", "newest first (nothing marked)", "outdated first (nothing marked)",
            "newest first (older Superseded)", "still-valid old fact in top 5 (older Superseded)"]
    return _table(head, data, names, lambda m: [m["active"]["newest_first"], m["active"]["outdated_first"],
                                                m["superseded"]["newest_first"], m["superseded"]["still_valid_top5"]])


def _auto_updates_table(data: dict[str, Any], names: list[str]) -> list[str]:
    keys = ("newest_first", "outdated_first", "still_valid_top5")
    return _table(["setting", "newest first", "outdated first", "still-valid old fact in top 5"], data, names,
                  lambda m: [m["auto"][k] for k in keys])


def _supersession_lines(stats: dict[str, Any]) -> list[str]:
    lines = [f"Retired by the policy: {stats['superseded']} of {stats['memories']} memories "
             f"({_pct(stats['superseded_share']).lstrip('+')}); {stats['superseded_evidence']} of them hold a "
             "question's evidence."]
    if "outdated" in stats:
        lines[0] += (f" Outdated memories found: {stats['outdated_found']} of {stats['outdated']} "
                     f"({stats['right_successor']} linked to the right newer memory). False supersessions: "
                     f"{stats['false_supersessions']} of {stats['still_true']} still-true memories "
                     f"({_pct(stats['false_rate']).lstrip('+')}), {stats['still_valid_facts_retired']} of them among "
                     f"the {stats['still_valid_facts']} still-valid old facts.")
        if stats["false_examples"]:
            lines.append("False supersessions (retired ← by, confidence): "
                         + "; ".join(f"`{e}`" for e in stats["false_examples"]) + ".")
        if "non_updates" in stats:
            lines.append(f"Labelled non-updates (look-alike records where neither replaces the other) the policy "
                         f"linked as an update: {stats['false_on_non_updates']} of {stats['non_updates']} "
                         f"({stats['non_updates_suggested']} more only suggested)"
                         + (": " + "; ".join(f"`{e}`" for e in stats["non_update_examples"]) if stats["non_update_examples"] else "")
                         + ".")
        if stats["missed"]:
            lines.append(f"Outdated memories the policy left Active ({stats.get('missed_but_suggested', 0)} of them "
                         "suggested as an update below the auto threshold): "
                         + ", ".join(f"`{m}`" for m in stats["missed"]) + ".")
    return [line for item in lines for line in (item, "")]


def _auto_targets(t: dict[str, Any]) -> list[str]:
    passing = ", ".join(f"`{p}`" for p in t["passing"]) or "none"
    out = [f"- {t['rule']}: **{passing}**. False supersessions {_pct(t['false_rate']).lstrip('+')} "
           f"({'met' if t['false_rate_met'] else 'NOT met'}); outdated memories the policy retired: "
           f"{_pct(t['outdated_found']).lstrip('+')}"
           + (f"; LoCoMo sessions retired: {t['locomo_superseded']}." if t["locomo_superseded"] is not None else "."),
           "", "| setting | newest first (auto) | outdated first (auto) | still-valid in top 5 (auto) | "
           "LoCoMo sessions R@10 (auto) | vs plain cosine | vs same setting, policy off | meets all |",
           "|---|---|---|---|---|---|---|---|"]
    for r in t["rows"]:
        out.append(f"| {r['setting']} | {_f(r['newest_first'])} | {_f(r['outdated_first'])} | "
                   f"{_f(r['still_valid_top5'])} | {_f(r.get('locomo_recall@10'))} | {_pct(r.get('locomo_vs_cosine'))} | "
                   f"{_pct(r.get('locomo_vs_policy_off'))} | {'yes' if r['met'] else 'no'} |")
    if t["locomo_superseded"] == 0:
        out += ["", "The policy retired no LoCoMo session, so \"vs same setting, policy off\" shows only what the "
                "variant's shared topic does: nothing to cosine-scored settings; the rrf rows drop because "
                "fusion's graph retriever lists the topic siblings of the five strongest vector hits but not those "
                "hits, and with every session under one topic the siblings outrank the hits."]
    return out


def markdown(results: dict[str, Any], plot: str | None = PLOT_NAME) -> str:
    run = results["run"]
    grid = [name for name, _, _ in _grid(results)]
    extras = [n for n, s in results["settings"].items() if not s["grid"] and n not in (COSINE, DEFAULT)]
    names = [COSINE, DEFAULT, *grid, *extras, "vector-only"]
    out = [
        "# Retrieval quality",
        "",
        f"One run: {run['workspaces']} throwaway workspaces built through the real ingest path and queried "
        f"through the real retrieve path with `now` fixed; {len(results['settings'])} settings; "
        f"{run['seconds']:.0f} s wall time ({run['parallel']} worker processes, {run['cpus']} CPUs). "
        "How to run and what each number means: [`docs/evaluation.md`](../evaluation.md).",
        "",
        "`cosine` = plain similarity (no recency, no status); `default` = the spec's defaults (half-life 7 days, "
        "status multipliers, Superseded hidden); `H=… +status` = the spec's formula at another half-life; "
        "`H=…` without `+status` = recency only; `vector-only` = the vector store's own order (no graph, no ranking).",
        "",
        "## Headline",
        "",
        *headline_rows(results),
        "",
    ]
    targets = results["summary"]["targets"]
    if targets:
        out += ["## Targets", ""]
        for key, label in (("everyday_answer_first", "everyday questions"),
                           ("everyday_check_answer_first", "everyday questions, check set"),
                           ("everyday_fresh_answer_first", "everyday questions, fresh set"),
                           ("everyday_holdout_answer_first", "everyday questions, holdout set"),
                           ("everyday_sealed_answer_first", "everyday questions, sealed set"),
                           ("everyday_blind_answer_first", "everyday questions, blind set"),
                           ("everyday_dev_answer_first", "everyday questions, dev set"),
                           ("everyday_blind2_answer_first", "everyday questions, second blind set"),
                           ("everyday_blind3_answer_first", "everyday questions, third blind set"),
                           ("everyday_dev2_answer_first", "everyday questions, second dev set"),
                           ("everyday_dev3_answer_first", "everyday questions, third dev set"),
                           ("everyday_blind4_answer_first", "everyday questions, fourth blind set"),
                           ("everyday_blind5_answer_first", "everyday questions, fifth blind set"),
                           ("everyday_dev4_answer_first", "everyday questions, fourth dev set"),
                           ("everyday_dev5_answer_first", "everyday questions, fifth dev set"),
                           ("everyday_dev6_answer_first", "everyday questions, sixth dev set"),
                           ("everyday_dev7_answer_first", "everyday questions, seventh dev set"),
                           ("everyday_dev8_answer_first", "everyday questions, eighth dev set"),
                           ("everyday_dev9_answer_first", "everyday questions, ninth dev set"),
                           ("everyday_dev10_answer_first", "everyday questions, tenth dev set"),
                           ("everyday_dev11_answer_first", "everyday questions, eleventh dev set"),
                           ("everyday_dev12_answer_first", "everyday questions, twelfth dev set"),
                           ("everyday_dev13_answer_first", "everyday questions, thirteenth dev set"),
                           ("everyday_dev14_answer_first", "everyday questions, fourteenth dev set")):
            if key in targets:
                t = targets[key]
                groups = ", ".join(f"{g} {_f(v)}" for g, v in t["by_group"].items())
                out.append(f"- {label}: answer first (default) ≥ {t['target']}: **{_f(t['value'])}** "
                           f"of {t['n']} ({groups}) — {'met' if t['met'] else 'NOT met'}.")
        if "cranfield_default_ndcg@10" in targets:
            t = targets["cranfield_default_ndcg@10"]
            out.append(f"- Cranfield, default stack nDCG@10 ≥ {t['target']}: **{_f(t['value'])}** — "
                       f"{'met' if t['met'] else 'NOT met'}.")
        if "spec_compatible_settings" in targets:
            t = targets["spec_compatible_settings"]
            passing = ", ".join(f"`{p}`" for p in t["passing"]) or "none"
            out.append(f"- A spec-compatible setting with {t['rule']}: **{passing}**.")
            out += ["", "| setting | " + " | ".join(f"{d} R@10 vs cosine" for d in t["rows"][0]["locomo_recall@10_vs_cosine"])
                    + " | newest first (Superseded marked) | newest first (nothing marked) | meets both |",
                    "|---|" + "---|" * (len(t["rows"][0]["locomo_recall@10_vs_cosine"]) + 3)]
            for row in t["rows"]:
                losses = " | ".join(_pct(v) for v in row["locomo_recall@10_vs_cosine"].values())
                out.append(f"| {row['setting']} | {losses} | {_f(row['newest_first_marked'])} | "
                           f"{_f(row['newest_first_unmarked'])} | {'yes' if row['met'] else 'no'} |")
        if "decision_records" in targets:
            t = targets["decision_records"]
            line = (f"- Decision records (real, {t['updates']} updates, {t['still_valid']} still-valid records), default: "
                    f"newest first nothing marked **{_f(t['newest_first_unmarked'])}** (goal ≥ "
                    f"{t['targets']['newest_first_unmarked']}), marked **{_f(t['newest_first_marked'])}** (goal ≥ "
                    f"{t['targets']['newest_first_marked']}), still-valid in top 5 {_f(t['still_valid_top5_unmarked'])} / "
                    f"{_f(t['still_valid_top5_marked'])} (goal ≥ {t['targets']['still_valid_top5']})")
            if "false_on_non_updates" in t:
                line += (f"; policy auto: false supersessions on labelled non-updates **{t['false_on_non_updates']} of "
                         f"{t['non_updates']}** (goal 0), outdated records found {t['outdated_found']} of {t['outdated']}")
            out.append(line + f" — {'met' if t['met'] else 'NOT met'}.")
        if "auto_policy" in targets:
            out += ["" if "spec_compatible_settings" in targets else None, *_auto_targets(targets["auto_policy"])]
            out = [line for line in out if line is not None]
        out.append("")
    if plot:
        out += [f"![metric vs half-life]({plot})", ""]
    for name, data in results["datasets"].items():
        out += [f"## {name}", "",
                f"{data['workspaces']} workspace(s), {data['memories']} memories, {data['queries']} queries; "
                f"share of returned results found by the graph stage (default): "
                f"{_f(data['found_by_graph'].get(DEFAULT, 0.0))}; worker time {data['timing']['total_s']} s "
                f"(open {data['timing']['open_s']}, ingest {data['timing']['ingest_s']}, "
                f"queries {data['timing']['query_s']}).", ""]
        if "dropped_questions" in data:
            dropped = data["dropped_questions"]
            out += [f"Questions dropped: {dropped['no_valid_evidence']} without a well-formed evidence id, "
                    f"{dropped['no_memory_holds_evidence']} whose evidence no memory of this granularity holds.", ""]
        if "supersessions" in data:
            out += _supersession_lines(data["supersessions"])
        if name in {f"{suite}-auto" for suite in UPDATE_SUITES}:
            out += _auto_updates_table(data, names)
        elif name in UPDATE_SUITES:
            out += _updates_table(data, names)
            best = results["summary"]["datasets"][name]["best_setting"]
            phase = results["summary"]["datasets"][name]["phase"]
            missed = data["metrics"][best][phase]["missed"]
            where = "with the older fact Superseded" if phase == "superseded" else "with nothing marked"
            out += ["", f"Update questions that `{best}` (the best) still misses {where} "
                    f"(question → what ranked first): " + ("; ".join(f"`{m}`" for m in missed) or "none") + "."]
        else:
            out += _retrieval_table(data, names)
            if name.startswith("locomo-"):
                out += ["", "Per category:", "", *_category_table(data, [COSINE, DEFAULT, *[
                    n for n in (grid_name(90.0, True), grid_name(365.0, True), grid_name(3650.0, True),
                                grid_name(None, True)) if n in data["metrics"]], *extras])]
        out.append("")
    if results.get("skipped_settings"):
        out += ["## Settings not measured", ""]
        out += [f"- `{name}`: {why}" for name, why in results["skipped_settings"].items()]
        out.append("")
    return "\n".join(out)


def _series(results: dict[str, Any]) -> list[tuple[str, str, dict[str, float]]]:
    """(dataset label, metric key path, {setting: value}) for every plotted dataset."""
    out = []
    for name, data in results["datasets"].items():
        short = "updates" if name.startswith("knowledge-updates") else "decision records"
        if name in {f"{suite}-auto" for suite in UPDATE_SUITES}:
            out.append((f"{short}: newest first (policy auto)", "auto",
                        {s: m["auto"]["newest_first"] for s, m in data["metrics"].items()}))
        elif name in UPDATE_SUITES:
            for phase, label in (("superseded", "older Superseded"), ("active", "nothing marked")):
                out.append((f"{short}: newest first ({label})", phase,
                            {s: m[phase]["newest_first"] for s, m in data["metrics"].items()}))
        else:
            metric = data["primary_metric"]
            out.append((f"{name}: {LABELS[metric]}", metric, {s: m["overall"][metric] for s, m in data["metrics"].items()}))
    return out


def plot(results: dict[str, Any], path: Path) -> Path:
    """Metric vs half-life (log axis; 'off' = no decay at the right), solid = status on."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    grid = _grid(results)
    finite = sorted({h for _, h, _ in grid if h is not None})
    off_x = finite[-1] * 4 if finite else 1.0
    fig, ax = plt.subplots(figsize=(11, 5.2), dpi=100)
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for i, (label, _, values) in enumerate(_series(results)):
        for status, style in ((True, "-"), (False, ":")):
            points = sorted(((off_x if h is None else h), values[name]) for name, h, st in grid
                            if st == status and name in values)
            if points:
                xs, ys = zip(*points)
                # Dotted on top and wider, so a status-off line stays visible where it matches.
                ax.plot(xs, ys, style, marker="o" if status else None, markersize=3, color=colours[i % len(colours)],
                        linewidth=1.4 if status else 2.2, zorder=2 if status else 3,
                        label=f"{label}{'' if status else ' — no status'}")
    ax.axvline(7, color="grey", linewidth=0.8, linestyle="--")
    ax.text(7, 1.02, "default 7 d", ha="center", fontsize=7, color="grey")
    ax.set_xscale("log")
    ticks = [*finite, off_x]
    ax.set_xticks(ticks)
    ax.set_xticklabels([f"{t:g}" for t in finite] + ["off"], fontsize=7)
    ax.set_xlabel("half-life (days, log scale; off = no recency decay)")
    ax.set_ylabel("metric (see legend)")
    ax.set_ylim(0, 1.05)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    ax.set_title("Retrieval quality vs half-life (solid: status on, dotted: status off)", fontsize=9)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path
