# vault: Samples

# The sample vault has no problems.
$ quire check
2> skipped: templates/ (Obsidian template folders) — 1 note
2> 0 errors, 0 warnings

$ quire check --json
> []
