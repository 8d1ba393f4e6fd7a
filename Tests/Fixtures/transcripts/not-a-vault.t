
# No vault: an empty folder (no .quire/, no .obsidian/, no Markdown note). Commands that write notes
# refuse with one line that names `quire init`, and leave the folder as it was.
1$ quire add 'Buy milk'
2> quire: error: this folder is not a vault (no .quire/, no .obsidian/, no Markdown note); nothing was written. Run 'quire init' to make it one, or pass --vault DIR

1$ quire --today 2026-11-24 journal
2> quire: error: this folder is not a vault (no .quire/, no .obsidian/, no Markdown note); nothing was written. Run 'quire init' to make it one, or pass --vault DIR

1$ quire --today 2026-11-24 event add Dentist --date 2026-11-25
2> quire: error: this folder is not a vault (no .quire/, no .obsidian/, no Markdown note); nothing was written. Run 'quire init' to make it one, or pass --vault DIR

1$ quire --today 2026-11-24 habit check stretch
2> quire: error: this folder is not a vault (no .quire/, no .obsidian/, no Markdown note); nothing was written. Run 'quire init' to make it one, or pass --vault DIR

1$ quire --today 2026-11-24 dream new
2> quire: error: this folder is not a vault (no .quire/, no .obsidian/, no Markdown note); nothing was written. Run 'quire init' to make it one, or pass --vault DIR

# Reading commands find nothing, and write nothing either.
$ quire --today 2026-11-24 tasks
> No open tasks.

# Once `quire init` made it a vault, the same write goes through.
$ quire init
> created .quire/config.yaml
> created .gitignore
> created .gitattributes
> created journal/
> created planner/
> created habits/
> created dreams/
> created goals/
> created courses/
> created decks/
> created notes/
> created inbox.md
> vault ready at .

$ quire add 'Buy milk'
> added 9608c557 inbox.md:3
