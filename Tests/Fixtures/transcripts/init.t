
# A new vault in an empty folder, then its (empty) task list and a clean check.
$ quire init life
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
> vault ready at life

$ quire --vault life tasks
> No open tasks.

$ quire --vault life check
2> 0 errors, 0 warnings

# A second init refuses and changes nothing.
1$ quire init life
2> quire: error: 'life' already holds a vault (.quire/); nothing was changed

# --vault names the folder too (so does $QUIRE_VAULT); a file is not a vault.
$ quire --vault second init
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
> vault ready at second

1$ quire --vault life/inbox.md tasks
2> quire: error: vault 'life/inbox.md' is a file, not a folder; pass the vault's folder to --vault
