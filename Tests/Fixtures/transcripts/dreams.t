# vault: Samples

# Newest first, with the came-true flag and the prediction.
$ quire --today 2026-11-24 dream list
> 2026-11-22  not yet    Flying over the Spree  dreams/2026-11-22-flying-over-the-spree.md
>             prediction: The physics midterm will go well.
> 2026-11-16  not yet    Teeth in the lecture hall  dreams/2026-11-16-teeth.md
>             prediction: Something will go wrong at the dentist.
> 2026-10-28  came true  Grandma's house with an extra room  dreams/2026-10-28-grandmas-house.md
>             prediction: A letter from Grandma will arrive this week.

$ quire --today 2026-11-24 dream list --json
> {"dreams":[{"file":"dreams/2026-11-22-flying-over-the-spree.md","date":"2026-11-22","title":"Flying over the Spree","cameTrue":false,"prediction":"The physics midterm will go well."},{"file":"dreams/2026-11-16-teeth.md","date":"2026-11-16","title":"Teeth in the lecture hall","cameTrue":false,"prediction":"Something will go wrong at the dentist."},{"file":"dreams/2026-10-28-grandmas-house.md","date":"2026-10-28","title":"Grandma's house with an extra room","cameTrue":true,"prediction":"A letter from Grandma will arrive this week."}]}

# The three most frequent meaningful words (ties alphabetically) and the meanings of its symbols.
$ quire dream analyze dreams/2026-11-22-flying-over-the-spree.md
> Top words in dreams/2026-11-22-flying-over-the-spree.md:
>   low    2
>   water  2
>   bent   1
> Meanings:
>   water: Feelings and the unconscious; clear calm water suggests peace, rough water turmoil.
>   bridge: A transition from one stage of life to the next, or a connection you are building.
>   exam: Fear of being judged or found unprepared, common long after school ends.
>   fly: Freedom and perspective; flying easily suggests confidence, struggling to stay up suggests doubt.
>   hand: Ability and help; what you hold on to and what you give away.

$ quire dream analyze dreams/2026-10-28-grandmas-house.md --json
> {"file":"dreams/2026-10-28-grandmas-house.md","topWords":[{"word":"envelope","count":2},{"word":"house","count":2},{"word":"lavender","count":2}],"meanings":[{"word":"house","meaning":"The self: each room a different part of your mind, life or memory."},{"word":"chair","meaning":"A pause, or the position you hold among other people."},{"word":"door","meaning":"A new opportunity, or a choice between staying and going through."},{"word":"kitchen","meaning":"Nourishment and creativity, where raw things become something new."},{"word":"letter","meaning":"A message you are waiting for, or something you need to say."}]}

# --save writes the analysis into the front matter; a second run changes nothing.
$ quire dream analyze dreams/2026-11-16-teeth.md --save --json
> {"file":"dreams/2026-11-16-teeth.md","topWords":[{"word":"hand","count":2},{"word":"tooth","count":2},{"word":"april","count":1}],"meanings":[{"word":"hand","meaning":"Ability and help; what you hold on to and what you give away."},{"word":"tooth","meaning":"Worry about appearance, ageing or losing control; losing teeth is one of the commonest anxious dreams."},{"word":"clock","meaning":"Pressure of time, deadlines, or a sense that a chance is running out."},{"word":"cold","meaning":"Emotional distance, or a part of life that has lost its warmth."},{"word":"room","meaning":"A part of your mind or life; an unknown room is an undiscovered side of you."}]}

$ quire dream analyze dreams/2026-11-16-teeth.md --save
> Top words in dreams/2026-11-16-teeth.md:
>   hand   2
>   tooth  2
>   april  1
> Meanings:
>   hand: Ability and help; what you hold on to and what you give away.
>   tooth: Worry about appearance, ageing or losing control; losing teeth is one of the commonest anxious dreams.
>   clock: Pressure of time, deadlines, or a sense that a chance is running out.
>   cold: Emotional distance, or a part of life that has lost its warmth.
>   room: A part of your mind or life; an unknown room is an undiscovered side of you.
> the analysis in dreams/2026-11-16-teeth.md is up to date

# came_true is toggled in place.
$ quire dream true dreams/2026-11-16-teeth.md
> came_true: true  dreams/2026-11-16-teeth.md

$ quire dream true dreams/2026-11-16-teeth.md
> dreams/2026-11-16-teeth.md already has came_true: true; nothing changed

$ quire dream false dreams/2026-10-28-grandmas-house.md
> came_true: false  dreams/2026-10-28-grandmas-house.md

$ quire --today 2026-11-24 dream list --json
> {"dreams":[{"file":"dreams/2026-11-22-flying-over-the-spree.md","date":"2026-11-22","title":"Flying over the Spree","cameTrue":false,"prediction":"The physics midterm will go well."},{"file":"dreams/2026-11-16-teeth.md","date":"2026-11-16","title":"Teeth in the lecture hall","cameTrue":true,"prediction":"Something will go wrong at the dentist."},{"file":"dreams/2026-10-28-grandmas-house.md","date":"2026-10-28","title":"Grandma's house with an extra room","cameTrue":false,"prediction":"A letter from Grandma will arrive this week."}]}

# A new dream note from the template (no terminal here, so the path is printed).
$ quire --today 2026-11-24 dream new 'The green door' --prediction 'A letter comes'
> dreams/2026-11-24-the-green-door.md

$ quire --today 2026-11-24 dream list
> 2026-11-24  not yet    The green door  dreams/2026-11-24-the-green-door.md
>             prediction: A letter comes
> 2026-11-22  not yet    Flying over the Spree  dreams/2026-11-22-flying-over-the-spree.md
>             prediction: The physics midterm will go well.
> 2026-11-16  came true  Teeth in the lecture hall  dreams/2026-11-16-teeth.md
>             prediction: Something will go wrong at the dentist.
> 2026-10-28  not yet    Grandma's house with an extra room  dreams/2026-10-28-grandmas-house.md
>             prediction: A letter from Grandma will arrive this week.

1$ quire dream analyze notes/routines.md
2> quire: error: notes/routines.md: not a dream note; give it 'type: dream' in its front matter or move it to dreams/

1$ quire dream analyze dreams/missing.md
2> quire: error: no note 'dreams/missing.md' in the vault; give its path (relative to the vault or the current folder)

1$ quire dream true ../outside.md
2> quire: error: '../outside.md' is not a path inside the vault; give a vault-relative path without '..'
