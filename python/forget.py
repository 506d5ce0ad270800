"""Entry script: see cognee_memory/cli/forget.py (`python python/forget.py --help`)."""

from cognee_memory.cli.forget import main

if __name__ == "__main__":
    main()
