"""Entry script: see cognee_memory/cli/feedback.py (`python python/feedback.py --help`)."""

from cognee_memory.cli.feedback import main

if __name__ == "__main__":
    main()
