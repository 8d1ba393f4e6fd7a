# vault: Tests/Fixtures/vaults/no-config

# A vault with .quire/ but no config.yaml: the defaults are used, and every command says how to get one.
$ quire check
> .quire/config.yaml: warning: no config file: the defaults are used; write one with 'quire templates export DIR' and copy DIR/config.yaml to .quire/ ('quire init' does it for a new vault)
2> 0 errors, 1 warning

$ quire --today 2026-11-24 tasks
> Due today (1)
>   458d6414  2026-11-24        Water the plants  inbox.md:3
2> .quire/config.yaml: warning: no config file: the defaults are used; write one with 'quire templates export DIR' and copy DIR/config.yaml to .quire/ ('quire init' does it for a new vault)
