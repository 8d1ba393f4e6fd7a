#!/usr/bin/env python3
"""Writes the reference holiday lists Quire's holiday rules are tested against.

Source: the python `holidays` package (https://github.com/vacanza/holidays, MIT licence).
Run it from anywhere with the package installed (`pip install holidays`):

    python3 Tests/Fixtures/holidays/generate.py

It writes `<CC>.json` and `<CC>-<SUBDIVISION>.json` next to itself, one entry per holiday
for every year 2000-2040 (the `public` category, the package's default). Names come in the
country's language (`language=` below). The package joins several holidays on one date
with "; " (sorted); they are split into separate entries here, in that order. An observed
(substitute) day is named "<name> (observed)" by the package in every language used here;
it becomes `"name": "<name>", "observed": true`.

Quire's own test (Tests/QuireCoreTests/Calendar/HolidayFixtureTests.swift) reads these files;
the package is not needed at test time. To check other years without committing them:

    python3 generate.py --first 1970 --last 2100 --out /tmp/holidays-wide
    HOLIDAY_FIXTURES=/tmp/holidays-wide swift test --filter HolidayFixtureTests
"""

import argparse
import json
import os

import holidays

FIRST_YEAR = 2000
LAST_YEAR = 2040

# Country -> (language, subdivisions Quire supports). Each class's `supported_languages`
# lists what is available; the country's own language is chosen (Canada: English).
COUNTRIES = {
    "US": ("en_US", []),
    "GB": ("en_GB", ["ENG", "NIR", "SCT", "WLS"]),
    "CA": ("en_CA", ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]),
    "DE": (
        "de",
        ["BB", "BE", "BW", "BY", "HB", "HE", "HH", "MV", "NI", "NW", "RP", "SH", "SL", "SN", "ST", "TH"],
    ),
    "FR": ("fr", ["57", "6AE", "971", "972", "973", "974", "976", "BL", "MF", "NC", "PF", "PM", "TF", "WF"]),
    "AU": ("en_AU", ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]),
}

OBSERVED_SUFFIX = " (observed)"


def entries(country, subdivision, language, first, last):
    out = []
    for year in range(first, last + 1):
        calendar = holidays.country_holidays(country, subdiv=subdivision, years=year, language=language)
        for day in sorted(calendar):
            if day.year != year:
                continue
            for name in calendar.get_list(day):
                observed = name.endswith(OBSERVED_SUFFIX)
                if observed:
                    name = name[: -len(OBSERVED_SUFFIX)]
                out.append({"date": day.isoformat(), "name": name, "observed": observed})
    return out


def write(folder, country, subdivision, language, first, last):
    cls = type(holidays.country_holidays(country))
    assert language in cls.supported_languages, (country, language, cls.supported_languages)
    data = {
        "source": "python holidays package",
        "version": holidays.__version__,
        "country": country,
        "subdivision": subdivision,
        "language": language,
        "years": [first, last],
        "holidays": entries(country, subdivision, language, first, last),
    }
    name = country if subdivision is None else f"{country}-{subdivision}"
    # One holiday a line: small diffs when the package changes.
    lines = [json.dumps(h, ensure_ascii=False) for h in data.pop("holidays")]
    head = json.dumps(data, ensure_ascii=False)[:-1]
    text = head + ',\n"holidays": [\n' + ",\n".join(lines) + "\n]}\n"
    with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as f:
        f.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=FIRST_YEAR)
    parser.add_argument("--last", type=int, default=LAST_YEAR)
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for country, (language, subdivisions) in COUNTRIES.items():
        write(args.out, country, None, language, args.first, args.last)
        for subdivision in subdivisions:
            write(args.out, country, subdivision, language, args.first, args.last)


if __name__ == "__main__":
    main()
