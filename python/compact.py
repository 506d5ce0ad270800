"""Entry script: see cognee_memory/cli/compact.py (`python python/compact.py --help`)."""

from cognee_memory.cli.compact import main

if __name__ == "__main__":
    main()
