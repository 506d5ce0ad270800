"""Entry script: see cognee_memory/cli/evaluate.py (`python python/evaluate.py --help`)."""

from cognee_memory.cli.evaluate import main

if __name__ == "__main__":
    main()
