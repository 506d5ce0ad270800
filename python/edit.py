"""Entry script: see cognee_memory/cli/edit.py (`python python/edit.py --help`)."""

from cognee_memory.cli.edit import main

if __name__ == "__main__":
    main()
