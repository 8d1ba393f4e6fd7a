# vault: Samples

# By priority, achieved goals last: bar, amount of target, percent.
$ quire --today 2026-11-24 goal list
> emergency-fund
>   Emergency fund                   ████████████░░░░░░░░  63%  1900 / 3000 EUR  [savings]
> etf-portfolio
>   First 5000 EUR in the world ETF  ████░░░░░░░░░░░░░░░░  22%  1100 / 5000 EUR  [savings]
> run-200km
>   Run 200 km this autumn           ████████████░░░░░░░░  64%  128.3 / 200 km  [fitness]
> read-24-books
>   Read 24 books in 2026            ██████████████░░░░░░  70%  17 / 24 books  [reading]
> new-laptop
>   New laptop for uni               ████████████████████ 100%  1200 / 1200 EUR  [savings]  achieved

$ quire --today 2026-11-24 goal list --list savings --json
> {"goals":[{"slug":"emergency-fund","name":"Emergency fund","list":"savings","target":3000,"invested":1900,"percent":63.3,"unit":"EUR","priority":"high","achieved":false,"color":"green","start":"2026-03-01","end":"2027-03-01","file":"goals/emergency-fund.md"},{"slug":"etf-portfolio","name":"First 5000 EUR in the world ETF","list":"savings","target":5000,"invested":1100,"percent":22,"unit":"EUR","priority":"medium","achieved":false,"color":"#1f6feb","start":"2026-05-01","end":"2028-12-31","file":"goals/etf-portfolio.md"},{"slug":"new-laptop","name":"New laptop for uni","list":"savings","target":1200,"invested":1200,"percent":100,"unit":"EUR","priority":"high","achieved":true,"color":"orange","start":"2026-02-01","end":"2026-09-30","file":"goals/new-laptop.md"}]}

# A progress line goes after the goal's last one; a negative amount as it is, or after --.
$ quire --today 2026-11-24 goal log run +6.2 canal loop
> logged: 2026-11-24 +6.2 canal loop goals/run-200km.md:26
> Run 200 km this autumn: 134.5 / 200 km (67%)

$ quire --today 2026-11-24 goal log emergency -- -50 dentist
> logged: 2026-11-24 -50 dentist goals/emergency-fund.md:29
> Emergency fund: 1850 / 3000 EUR (61%)

$ quire --today 2026-11-24 goal log emergency -30 parking fine
> logged: 2026-11-24 -30 parking fine goals/emergency-fund.md:30
> Emergency fund: 1820 / 3000 EUR (60%)

$ quire --today 2026-11-24 goal log read-24 +7
> logged: 2026-11-24 +7 goals/read-24-books.md:29
> Read 24 books in 2026: 24 / 24 books (100%) — target reached!

$ quire --today 2026-11-24 goal list --list reading
> read-24-books
>   Read 24 books in 2026  ████████████████████ 100%  24 / 24 books  [reading]  achieved

# A new goal from the template, then its first progress line under "## Progress".
$ quire --today 2026-11-24 goal new 'Bike for the commute' --target 800 --unit EUR --list savings --priority high
> goals/bike-for-the-commute.md
2> created goals/bike-for-the-commute.md

$ quire --today 2026-11-24 goal log bike +120 birthday money
> logged: 2026-11-24 +120 birthday money goals/bike-for-the-commute.md:19
> Bike for the commute: 120 / 800 EUR (15%)

$ quire --today 2026-11-24 goal list --list savings
> bike-for-the-commute
>   Bike for the commute             ███░░░░░░░░░░░░░░░░░  15%  120 / 800 EUR  [savings]
> emergency-fund
>   Emergency fund                   ████████████░░░░░░░░  60%  1820 / 3000 EUR  [savings]
> etf-portfolio
>   First 5000 EUR in the world ETF  ████░░░░░░░░░░░░░░░░  22%  1100 / 5000 EUR  [savings]
> new-laptop
>   New laptop for uni               ████████████████████ 100%  1200 / 1200 EUR  [savings]  achieved

# Bad input: no amount, an amount that is not a number, a goal that does not exist.
64$ quire --today 2026-11-24 goal log bike
2> Error: give an amount after the goal: quire goal log SLUG +500 (or -150 to take some back)
2> Usage: quire goal log [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <slug> [<amount> <note> ...]
2>   See 'quire goal log --help' for more information.

64$ quire --today 2026-11-24 goal log bike lots
2> Error: amount 'lots' is not a number; write +500, 12.5 or -150
2> Usage: quire goal log [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <slug> [<amount> <note> ...]
2>   See 'quire goal log --help' for more information.

1$ quire --today 2026-11-24 goal log car +5
2> quire: error: no goal 'car'; the goals are: bike-for-the-commute, emergency-fund, etf-portfolio, new-laptop, read-24-books, run-200km

# One goal with every progress line (a unique slug prefix names it).
$ quire goal show emergency
> Emergency fund  goals/emergency-fund.md
> ████████████░░░░░░░░ 60%  1820 / 3000 EUR
>   2026-03-01       +400  first transfer  goals/emergency-fund.md:19
>   2026-04-01       +200  monthly transfer  goals/emergency-fund.md:20
>   2026-05-01       +200  monthly transfer  goals/emergency-fund.md:21
>   2026-06-01       +200  monthly transfer  goals/emergency-fund.md:22
>   2026-07-01       +200  monthly transfer  goals/emergency-fund.md:23
>   2026-08-01       +200  monthly transfer  goals/emergency-fund.md:24
>   2026-09-01       +200  monthly transfer  goals/emergency-fund.md:25
>   2026-09-02       -150  bike repair  goals/emergency-fund.md:26
>   2026-10-01       +200  monthly transfer  goals/emergency-fund.md:27
>   2026-11-01       +250  monthly transfer and the tax refund  goals/emergency-fund.md:28
>   2026-11-24        -50  dentist  goals/emergency-fund.md:29
>   2026-11-24        -30  parking fine  goals/emergency-fund.md:30

1$ quire goal show nosuch
2> quire: error: no goal 'nosuch'; the goals are: bike-for-the-commute, emergency-fund, etf-portfolio, new-laptop, read-24-books, run-200km
