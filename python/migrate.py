"""Entry script: see cognee_memory/cli/migrate.py (`python python/migrate.py --help`)."""

from cognee_memory.cli.migrate import main

if __name__ == "__main__":
    main()
