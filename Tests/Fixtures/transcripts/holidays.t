# vault: Samples

# The sample vault's config says country: DE, subdivision: BE (Berlin); the year is today's.
$ quire --today 2026-11-24 holidays
> 2026-01-01	Neujahr
> 2026-03-08	Frauentag
> 2026-04-03	Karfreitag
> 2026-04-06	Ostermontag
> 2026-05-01	Erster Mai
> 2026-05-14	Christi Himmelfahrt
> 2026-05-25	Pfingstmontag
> 2026-10-03	Tag der Deutschen Einheit
> 2026-12-25	Erster Weihnachtstag
> 2026-12-26	Zweiter Weihnachtstag

# England 2022: substitute days are separate lines, marked "(observed)"; one-off bank holidays by year.
$ quire holidays --country GB --subdivision ENG --year 2022
> 2022-01-01	New Year's Day
> 2022-01-03	New Year's Day (observed)
> 2022-04-15	Good Friday
> 2022-04-18	Easter Monday
> 2022-05-02	May Day
> 2022-06-02	Spring Bank Holiday
> 2022-06-03	Platinum Jubilee of Elizabeth II
> 2022-08-29	Late Summer Bank Holiday
> 2022-09-19	State Funeral of Queen Elizabeth II
> 2022-12-25	Christmas Day
> 2022-12-26	Boxing Day
> 2022-12-27	Christmas Day (observed)

# US 2021: Juneteenth from 2021; New Year's Day 2022 (a Saturday) is observed on Friday 31 December 2021.
$ quire holidays --country US --year 2021 --json
> [
> {"date":"2021-01-01","name":"New Year's Day","observed":false},
> {"date":"2021-01-18","name":"Martin Luther King Jr. Day","observed":false},
> {"date":"2021-02-15","name":"Washington's Birthday","observed":false},
> {"date":"2021-05-31","name":"Memorial Day","observed":false},
> {"date":"2021-06-18","name":"Juneteenth National Independence Day","observed":true},
> {"date":"2021-06-19","name":"Juneteenth National Independence Day","observed":false},
> {"date":"2021-07-04","name":"Independence Day","observed":false},
> {"date":"2021-07-05","name":"Independence Day","observed":true},
> {"date":"2021-09-06","name":"Labor Day","observed":false},
> {"date":"2021-10-11","name":"Columbus Day","observed":false},
> {"date":"2021-11-11","name":"Veterans Day","observed":false},
> {"date":"2021-11-25","name":"Thanksgiving Day","observed":false},
> {"date":"2021-12-24","name":"Christmas Day","observed":true},
> {"date":"2021-12-25","name":"Christmas Day","observed":false},
> {"date":"2021-12-31","name":"New Year's Day","observed":true}
> ]

# The vault's subdivision belongs to its country: with another --country it does not apply.
$ quire holidays --country fr --year 2026
> 2026-01-01	Jour de l'an
> 2026-04-06	Lundi de Pâques
> 2026-05-01	Fête du Travail
> 2026-05-08	Fête de la Victoire
> 2026-05-14	Ascension
> 2026-05-25	Lundi de Pentecôte
> 2026-07-14	Fête nationale
> 2026-08-15	Assomption
> 2026-11-01	Toussaint
> 2026-11-11	Armistice
> 2026-12-25	Noël

# New South Wales moves Australia Day 2025 (a Sunday) to the Monday, under its own name.
$ quire holidays --country AU --subdivision NSW --year 2025 --json
> [
> {"date":"2025-01-01","name":"New Year's Day","observed":false},
> {"date":"2025-01-27","name":"Australia Day","observed":false},
> {"date":"2025-04-18","name":"Good Friday","observed":false},
> {"date":"2025-04-19","name":"Easter Saturday","observed":false},
> {"date":"2025-04-20","name":"Easter Sunday","observed":false},
> {"date":"2025-04-21","name":"Easter Monday","observed":false},
> {"date":"2025-04-25","name":"ANZAC Day","observed":false},
> {"date":"2025-06-09","name":"King's Birthday","observed":false},
> {"date":"2025-10-06","name":"Labour Day","observed":false},
> {"date":"2025-12-25","name":"Christmas Day","observed":false},
> {"date":"2025-12-26","name":"Boxing Day","observed":false}
> ]

# Unknown codes name what is supported.
1$ quire holidays --country XX --year 2026
2> quire: error: no holidays known for country 'XX'; supported: AU, CA, DE, FR, GB, US

1$ quire holidays --subdivision XYZ --year 2026
2> quire: error: no holidays known for subdivision 'XYZ' of DE; supported: BB, BE, BW, BY, HB, HE, HH, MV, NI, NW, RP, SH, SL, SN, ST, TH

# A folder with no config and no --country.
1$ quire --vault journal holidays --year 2026
2> quire: error: no country for holidays; pass --country CODE or set 'country:' in .quire/config.yaml

# A year outside the rules is bad usage.
64$ quire holidays --country US --year 1969
2> Error: --year 1969 is outside 1970-2100, the years holidays are known for
2> Usage: quire holidays [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] [--country <code>] [--subdivision <code>] [--year <year>]
2>   See 'quire holidays --help' for more information.
