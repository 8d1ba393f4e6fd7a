# vault: Samples

# Bad usage exits with 64 (EX_USAGE) and says what to write.
64$ quire --today 2026-13-01 tasks
2> Error: --today '2026-13-01' is not a date; write YYYY-MM-DD
2> Usage: quire [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <subcommand>
2>   See 'quire --help' for more information.

64$ quire tasks --due tomorrow
2> Error: The value 'tomorrow' is invalid for '--due <when>'. Please provide one of 'today', 'week', 'overdue', 'month' or 'uncompleted'.
2> Help:  --due <when>  Only tasks due: today, week (to the end of this week), overdue, month (to the end of this month), or uncompleted (earlier this month, still open).
2> Usage: quire tasks [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] [--due <when>] [--tag <tag>] [--course <code>] [--expired]
2>   See 'quire tasks --help' for more information.

64$ quire frobnicate
2> Error: Unexpected argument 'frobnicate'
2> Usage: quire [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <subcommand>
2>   See 'quire --help' for more information.

# A vault that does not exist is a user error (exit 1), named.
1$ quire --vault /no/such/folder tasks
2> quire: error: vault folder '/no/such/folder' does not exist; pass --vault DIR or run 'quire init'
