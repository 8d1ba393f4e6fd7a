
# A folder without .quire/ keeps no index: quire index says so; the other commands read the
# notes themselves, and search builds an index in memory for the run.
1$ quire index
2> quire: error: the vault has no .quire/ folder, so it keeps no index (quire init makes one)

$ quire add 'water the plants' --due 2026-11-25
> added 1d0552b3 inbox.md:1

$ quire search plants
> inbox.md:1: - [ ] water the [plants] 📅 2026-11-25
