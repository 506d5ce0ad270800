"""Entry script: see cognee_memory/cli/scrub.py (`python python/scrub.py --help`)."""

from cognee_memory.cli.scrub import main

if __name__ == "__main__":
    main()
