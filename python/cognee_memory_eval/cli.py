"""evaluate: retrieval quality on LoCoMo, Cranfield and the knowledge-update suite."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import click

from cognee_memory.checks import at_least_one
from cognee_memory.config import EMBEDDERS
from cognee_memory.envelope import ok_without_version
from cognee_memory.errors import bad_argument
from cognee_memory.cli.common import JsonCommand, configure_logging, run_command

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_DATASETS_DIR = REPO_ROOT.parent / "shared" / "datasets"
# --smoke: one LoCoMo conversation (8 questions, sessions), 50 Cranfield documents, one project, one
# decision-record repository
# (plain and with update_policy auto).
SMOKE = {"conversations": 1, "questions": 8, "granularities": ("sessions",), "cranfield_docs": 50, "update_projects": 1,
         "decision_repositories": 1, "locomo_auto_policy": False}
# … and of the constructed everyday sets only the first: each further set adds minutes, and the sealed ones are
# run once on a final ranking, not on every test run.
SMOKE_DATASETS = ("locomo", "cranfield", "updates", "decisions", "everyday")


def chosen_datasets(datasets: tuple[str, ...], smoke: bool) -> tuple[str, ...]:
    """The datasets asked for (in order, once each); none asked: the smoke's few or all of them."""
    from cognee_memory_eval.sweep import DATASETS

    return tuple(dict.fromkeys(datasets)) or (SMOKE_DATASETS if smoke else DATASETS)


def _at_least_one(name: str, value: int | None) -> int | None:
    return value if value is None else at_least_one(name, value)


@click.command(cls=JsonCommand)
@click.option("--datasets-dir", default=str(DEFAULT_DATASETS_DIR), show_default=True,
              envvar="COGNEE_MEMORY_DATASETS_DIR",
              help="Folder holding locomo/ and cranfield/ (read by path, never copied).")
@click.option("--dataset", "datasets", multiple=True,
              type=click.Choice(["locomo", "cranfield", "updates", "decisions", "everyday", "everyday-check",
                                 "everyday-fresh", "everyday-holdout", "everyday-sealed", "everyday-blind",
                                 "everyday-dev", "everyday-blind2", "everyday-blind3",
                                 "everyday-dev2", "everyday-dev3", "everyday-blind4", "everyday-blind5",
                                 "everyday-dev4", "everyday-dev5", "everyday-dev6",
                                 "everyday-dev7", "everyday-dev8", "everyday-dev9",
                                 "everyday-dev10", "everyday-dev11", "everyday-dev12",
                                 "everyday-dev13", "everyday-dev14"]),
              help="Evaluate only these (repeatable; default: all twenty-eight). 'decisions' = real architecture "
                   "decision records of public repositories (cognee_memory_eval/data/); 'everyday' = plain "
                   "questions over small workspaces of one-sentence decisions (constructed); 'everyday-check' = "
                   "a second such set of other kinds of teams, written after the rules were tuned on 'everyday'; "
                   "'everyday-fresh' = a third, of yet other teams, written before anyone tuned on it; 'everyday-holdout' = a fourth, "
                   "sealed: run once at the end of a landing; 'everyday-sealed' = a fifth, sealed: run once on the "
                   "final ranking of wave 8; 'everyday-blind' = a sixth, sealed: written without reading the "
                   "ranking code, run once on a final ranking; 'everyday-dev' = a seventh, a development "
                   "set whose misses are studied; 'everyday-blind2' = an eighth, sealed: written without "
                   "reading the ranking code, measured once on a final ranking; 'everyday-blind3' = a ninth, "
                   "sealed: developer memories of four software products, written the same way; 'everyday-dev2' = "
                   "a tenth, a second development set of four products' developer memories, written the same "
                   "way but studied; 'everyday-dev3' = an eleventh, a third such development set of four "
                   "other products, first run by the team; 'everyday-blind4' = a twelfth, sealed: four more "
                   "products' developer memories, written without reading the ranking code, never run by its "
                   "author, measured once on a final ranking; 'everyday-blind5' = a thirteenth, sealed the "
                   "same way, of four further products; 'everyday-dev4' = a fourteenth, a fourth development "
                   "set of four other products' developer memories, weighted towards replaced decisions, first "
                   "run by the team; 'everyday-dev5' = a fifteenth, a fifth development set of four other "
                   "products' developer memories, shaped like a held-out set, first run by the team; "
                   "'everyday-dev6' = a sixteenth, a sixth development set of four other products' developer "
                   "memories, shaped like a held-out set, kept unseen until the end of its session as a check; "
                   "'everyday-dev7' = a seventeenth, a seventh development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev8' = an eighteenth, an eighth development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev9' = a nineteenth, a ninth development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev10' = a twentieth, a tenth development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev11' = a twenty-first, an eleventh development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev12' = a twenty-second, a twelfth development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev13' = a twenty-third, a thirteenth development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team; "
                   "'everyday-dev14' = a twenty-fourth, a fourteenth development set of four other products' developer "
                   "memories, shaped like a held-out set, written blind to the ranking, first run by the team.")
@click.option("--granularity", "granularities", multiple=True,
              type=click.Choice(["sessions", "observations", "turns-sessions"]),
              help="LoCoMo memory granularity (repeatable; default: sessions and observations).")
@click.option("--conversations", type=int, default=None, help="Only the first N LoCoMo conversations.")
@click.option("--questions", type=int, default=None, help="At most N questions per LoCoMo conversation.")
@click.option("--cranfield-docs", type=int, default=None, help="Only the first N Cranfield documents (and their queries).")
@click.option("--update-projects", type=int, default=None, help="Only the first N knowledge-update projects (of 6).")
@click.option("--decision-repositories", type=int, default=None,
              help="Only the first N repositories of the decision-record set (of 16).")
@click.option("--half-life", "half_lives", multiple=True, type=float,
              help="Half-lives (days) to sweep instead of 1 3 7 14 30 90 180 365 730 3650 (repeatable).")
@click.option("--setting", "extra", multiple=True, metavar="NAME=JSON",
              help="An extra setting: retrieve options as a JSON object (repeatable), e.g. "
                   "'long={\"half_life_days\": 365}'.")
@click.option("--no-auto-policy", "no_auto_policy", is_flag=True,
              help="Skip the update_policy auto variants (one ingest per memory; the slowest part of a full run).")
@click.option("--smoke", is_flag=True, help="A small subset that runs in about a minute.")
@click.option("--parallel", type=int, default=2, show_default=True, help="Workspaces built at the same time.")
@click.option("--embedder", type=click.Choice(EMBEDDERS), default="local", show_default=True,
              help="The embedder every workspace's store is built with (as the commands' --embedder).")
@click.option("--work-dir", default=None, help="Keep the throwaway workspaces here (default: a temporary folder).")
@click.option("--out", "out_dir", default=None,
              help="Write results.json, report.md and the plot here; stdout then carries a short summary.")
@click.option("--from-results", "from_results", default=None,
              help="Do not evaluate: re-render report.md and the plot into --out from an earlier results.json.")
@click.option("--verbose", "-v", is_flag=True, help="Log progress to stderr.")
def main(datasets_dir: str, datasets: tuple[str, ...], granularities: tuple[str, ...], conversations: int | None,
         questions: int | None, cranfield_docs: int | None, update_projects: int | None,
         decision_repositories: int | None,
         half_lives: tuple[float, ...], extra: tuple[str, ...], no_auto_policy: bool, smoke: bool, parallel: int, embedder: str,
         work_dir: str | None,
         out_dir: str | None, from_results: str | None, verbose: bool) -> None:
    """Build one throwaway workspace per conversation/collection through the real ingest path,
    query it through the real retrieve path with every setting, and print the metrics as JSON.

    \b
    Examples:
      python python/evaluate.py --smoke
      python python/evaluate.py --out docs/evaluation        # the full run (≈ 15 min on 2 cores)
      python python/evaluate.py --dataset cranfield --setting 'rrf={"lexical": true}'
    """
    configure_logging(verbose)

    def work() -> dict[str, Any]:
        from cognee_memory_eval.settings import parse_setting

        if out_dir is not None or from_results is not None:
            _need_matplotlib()
        if from_results is not None:
            return _render_only(Path(from_results).expanduser(), out_dir)
        from cognee_memory_eval.sweep import DATASETS, EvaluationConfig, evaluate

        for name, value in (("--conversations", conversations), ("--questions", questions),
                            ("--cranfield-docs", cranfield_docs), ("--update-projects", update_projects),
                            ("--decision-repositories", decision_repositories),
                            ("--parallel", parallel)):
            _at_least_one(name, value)
        for h in half_lives:
            if not (math.isfinite(h) and h > 0):
                raise bad_argument(f"--half-life must be a finite number of days greater than 0, got {h}.")
        chosen = chosen_datasets(datasets, smoke)
        root = Path(datasets_dir).expanduser()
        if any(d in chosen for d in ("locomo", "cranfield")) and not root.is_dir():
            raise bad_argument(f"--datasets-dir {root} is not a folder; point it at shared/datasets "
                               "(or evaluate only the suites kept here with --dataset updates --dataset decisions).")
        options: dict[str, Any] = dict(SMOKE) if smoke else {}
        given = {"conversations": conversations, "questions": questions, "cranfield_docs": cranfield_docs,
                 "update_projects": update_projects, "decision_repositories": decision_repositories}
        options.update({k: v for k, v in given.items() if v is not None})
        if granularities:
            options["granularities"] = tuple(dict.fromkeys(granularities))
        config = EvaluationConfig(
            datasets_dir=root, datasets=chosen, extra_settings=[parse_setting(s) for s in extra],
            half_lives=tuple(sorted(set(half_lives))) or EvaluationConfig.half_lives, parallel=parallel,
            work_dir=Path(work_dir).expanduser().resolve() if work_dir else None, auto_policy=not no_auto_policy,
            embedder=embedder,
            **options,
        )
        results = evaluate(config)
        return results if out_dir is None else _write(results, Path(out_dir).expanduser())

    run_command(work)


def _need_matplotlib() -> None:
    """Checked before a long run, not after it."""
    import importlib.util

    if importlib.util.find_spec("matplotlib") is None:
        raise bad_argument("--out draws a plot and needs matplotlib: pip install -e '.[eval]' "
                           "(or run without --out for JSON on stdout).")


def _write(results: dict[str, Any], out: Path) -> dict[str, Any]:
    from cognee_memory_eval.report import PLOT_NAME, markdown, plot

    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n")
    plot(results, out / PLOT_NAME)
    (out / "report.md").write_text(markdown(results, PLOT_NAME) + "\n")
    # The results' own contract version: a re-rendered older run keeps the one it was made with.
    return ok_without_version(contract_version=results["contract_version"], out=str(out),
                              files=["results.json", "report.md", PLOT_NAME], summary=results["summary"],
                              run=results["run"])


def _render_only(source: Path, out_dir: str | None) -> dict[str, Any]:
    if out_dir is None:
        raise bad_argument("--from-results needs --out (where to write report.md and the plot).")
    try:
        results = json.loads(source.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise bad_argument(f"--from-results {source}: not a readable results.json ({exc}).") from None
    if not isinstance(results, dict) or results.get("success") is not True or "datasets" not in results:
        raise bad_argument(f"--from-results {source}: not the results.json of an evaluation run.")
    return _write(results, Path(out_dir).expanduser())


if __name__ == "__main__":
    main()
