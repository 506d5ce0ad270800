"""Entry script: see cognee_memory_eval/cli.py (`python python/evaluate.py --help`)."""

from cognee_memory_eval.cli import main

if __name__ == "__main__":
    main()
