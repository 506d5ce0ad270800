"""Entry script: see cognee_memory/cli/retrieve.py (`python python/retrieve.py --help`)."""

from cognee_memory.cli.retrieve import main

if __name__ == "__main__":
    main()
