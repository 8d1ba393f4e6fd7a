# vault: Samples

# Decks with their cards, the cards due today and the new ones.
$ quire --today 2026-11-25 deck list
> CS101 terms  6 cards    1 due    4 new    decks/cs101-terms.md
> physics      2 cards    1 due    1 new    notes/physics-cards.md
> Spanish A2   9 cards    3 due    5 new    decks/spanish.md

$ quire --today 2026-11-25 deck list --json
> {"decks":[{"name":"CS101 terms","cards":6,"due":1,"new":4,"file":"decks/cs101-terms.md"},{"name":"physics","cards":2,"due":1,"new":1,"file":"notes/physics-cards.md"},{"name":"Spanish A2","cards":9,"due":3,"new":5,"file":"decks/spanish.md"}]}

# A quiz is shuffled with the seed; commands come one per line on a pipe.
$ quire quiz 'CS101 terms' --seed 7
< flip
< next
< remove
< flip
< wrong
< remove
< next
< quit
> Quiz: CS101 terms, 6 cards (seed 7). Commands: flip, next, remove, quit.
> Q [1/6]: What are the three steps of a loop
>    that walks a linked list?
> A: 1. start at the head
>    2. handle the current node
>    3. follow the next reference until it is empty
> Q [2/6]: Big-O notation
> removed; 5 left
> Q [2/5]: recursion
> A: a function that solves a problem by calling itself on a smaller instance
> removed; 4 left
> Q [2/4]: linked list
> Q [3/4]: algorithm
> Quiz ended with 4 cards not removed.
2> unknown command 'wrong'; type flip, next, remove or quit

# It ends by itself when every card is removed.
$ quire quiz spanish --seed 2
< r
< r
< r
< r
< r
< r
< r
< r
< f
< r
> Quiz: Spanish A2, 9 cards (seed 2). Commands: flip, next, remove, quit.
> Q [1/9]: el gato
> removed; 8 left
> Q [1/8]: madrugar
> removed; 7 left
> Q [1/7]: el sueño
> removed; 6 left
> Q [1/6]: Conjugate "ser" in the present tense
>    (yo, tú, él/ella)
> removed; 5 left
> Q [1/5]: la mariposa
> removed; 4 left
> Q [1/4]: la cita
> removed; 3 left
> Q [1/3]: la biblioteca
> removed; 2 left
> Q [1/2]: How do you say
>    "I have to study tonight"?
> removed; 1 left
> Q [1/1]: el examen
> A: the exam
> removed; 0 left
> Every card removed. Quiz over.

# Due cards only, graded with the plugin's SM-2 variant; the comment is rewritten in place.
$ quire --today 2026-11-25 review 'Spanish A2'
< flip
< good
< hard
< flip
< easy
> Review: Spanish A2, 3 cards. Commands: flip; again, hard, good, easy; skip; quit.
> Q: la mariposa
> A: the butterfly
> good: next review 2026-11-28 (in 3 days, ease 230)  decks/spanish.md:15
> Q: el gato
> hard: next review 2026-11-27 (in 2 days, ease 230)  decks/spanish.md:12
> Q: la biblioteca
> A: the library
> easy: next review 2026-12-06 (in 11 days, ease 270)  decks/spanish.md:23
> Reviewed 3 cards; 0 due in 'Spanish A2' today.

$ quire --today 2026-11-25 review 'Spanish A2'
> No cards due in 'Spanish A2' today (5 new; 'quire review Spanish A2 --new' includes them).

$ quire --today 2026-11-25 review 'Spanish A2' --card 'el examen' --grade good
> good: next review 2026-11-28 (in 3 days, ease 250)  decks/spanish.md:26

$ quire --today 2026-11-25 review 'Spanish A2' --card 'the exam' --grade again
> again: next review 2026-11-26 (in 1 day, ease 250)  decks/spanish.md:26

$ quire --today 2026-11-25 deck list
> CS101 terms  6 cards    1 due    4 new    decks/cs101-terms.md
> physics      2 cards    1 due    1 new    notes/physics-cards.md
> Spanish A2   9 cards    0 due    4 new    decks/spanish.md

# Cards, decks: add, create, rename, archive.
$ quire card add 'CS101 terms' 'What does a::b mean?' nothing:
> added decks/cs101-terms.md:28

$ quire quiz 'CS101 terms' --seed 1
< n
< n
< n
< n
< n
< n
< f
< q
> Quiz: CS101 terms, 7 cards (seed 1). Commands: flip, next, remove, quit.
> Q [1/7]: algorithm
> Q [2/7]: base case
> Q [3/7]: What does a::b mean?
> Q [4/7]: recursion
> Q [5/7]: What are the three steps of a loop
>    that walks a linked list?
> Q [6/7]: Big-O notation
> Q [7/7]: linked list
> A: a sequence of nodes in which each node holds a value and a reference to the next
> Quiz ended with 7 cards not removed.

$ quire deck new 'Physics formulas'
> created decks/physics-formulas.md

$ quire quiz 'Physics formulas'
> Deck 'Physics formulas' has no cards; nothing to quiz.

$ quire review 'Physics formulas'
> Deck 'Physics formulas' has no cards; nothing to review.

$ quire deck rename 'Physics formulas' Mechanics
> renamed decks/physics-formulas.md to decks/mechanics.md

$ quire deck rm mechanics
> moved decks/mechanics.md to archive/decks/mechanics.md

$ quire deck new Mechanics
> created decks/mechanics.md

$ quire deck rm Mechanics
> moved decks/mechanics.md to archive/decks/mechanics-2.md

$ quire --today 2026-11-25 deck list --json
> {"decks":[{"name":"CS101 terms","cards":7,"due":1,"new":5,"file":"decks/cs101-terms.md"},{"name":"physics","cards":2,"due":1,"new":1,"file":"notes/physics-cards.md"},{"name":"Spanish A2","cards":9,"due":0,"new":4,"file":"decks/spanish.md"}]}

1$ quire quiz nothing
2> quire: error: no deck named 'nothing'; decks: CS101 terms, Spanish A2, physics

64$ quire review spanish --card x
2> Error: --card and --grade go together
2> Usage: quire review [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <deck> [--card <front>] [--grade <grade>] [--new]
2>   See 'quire review --help' for more information.

1$ quire review spanish --card 'no such front' --grade good
2> quire: error: no card in decks/spanish.md shows 'no such front'; 'quire quiz' lists fronts

# A card answered "again" comes back at the end of the session.
$ quire --today 2026-11-27 review 'Spanish A2'
< again
< skip
< good
< quit
> Review: Spanish A2, 3 cards. Commands: flip; again, hard, good, easy; skip; quit.
> Q: the exam
> again: next review 2026-11-28 (in 1 day, ease 250)  decks/spanish.md:26
> Q: el gato
> Q: How do you say
>    "I have to study tonight"?
> good: next review 2026-12-07 (in 10 days, ease 250)  decks/spanish.md:40
> Q: the exam
> Reviewed 2 cards; 1 due in 'Spanish A2' today.
