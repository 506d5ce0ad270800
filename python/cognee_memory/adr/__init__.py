"""Architecture decision records (ADRs) read from a workspace: where they are (``folders``),
what each says (``parse``), when it was written (``history``) and how they link up as
memories (``collection``)."""
