"""Entry script: see cognee_memory/cli/backend.py (`python python/backend.py --help`)."""

from cognee_memory.cli.backend import main

if __name__ == "__main__":
    main()
