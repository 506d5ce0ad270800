"""Entry script: see cognee_memory/cli/supersede.py (`python python/supersede.py --help`)."""

from cognee_memory.cli.supersede import main

if __name__ == "__main__":
    main()
