# vault: Tests/Fixtures/vaults/plain-notes

# A folder without .quire/ keeps its index in the user's cache ($XDG_CACHE_HOME/quire/vaults/<hash>/,
# `quire index --path` says where), never in the folder; commands read through it as in a vault.
# (One Markdown note makes the folder a vault Quire writes into: an empty folder is refused, not-a-vault.t.)
$ quire index
> 1 notes indexed: 1 added, 0 changed, 0 touched, 0 removed, 0 unchanged

$ quire add 'water the plants' --due 2026-11-25
> added 1d0552b3 inbox.md:1

$ quire index
> 2 notes indexed: 1 added, 0 changed, 0 touched, 0 removed, 1 unchanged

$ quire search plants
> inbox.md:1: - [ ] water the [plants] 📅 2026-11-25
