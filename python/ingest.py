"""Entry script: see cognee_memory/cli/ingest.py (`python python/ingest.py --help`)."""

from cognee_memory.cli.ingest import main

if __name__ == "__main__":
    main()
