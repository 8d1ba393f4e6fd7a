# vault: Tests/Fixtures/vaults/hidden-fields

# Lines written in Quire's old order hide the Obsidian Tasks plugin's fields from it: check says
# which, at the column where the plugin stops reading.
$ quire check
> inbox.md:3:66: warning: Obsidian Tasks stops reading at '[remind:: 1d before]', so it does not see this task's priority, recurrence and due date; move Quire's own fields right after the description, or run 'quire tidy'
> inbox.md:4:17: warning: Obsidian Tasks stops reading at '📅 2026-11-27 10:00', so it does not see this task's due date; move Quire's own fields right after the description, or run 'quire tidy'
2> 0 errors, 2 warnings

# tidy shows first, then rewrites only those lines, in the order Quire writes.
$ quire tidy --dry-run
> would rewrite inbox.md:3
>   - - [ ] Pay rent #home ⏫ 🔁 every month 📅 2026-11-25 09:00  [remind:: 1d before]
>   + - [ ] Pay rent #home  [dueTime:: 09:00]  [remind:: 1d before] ⏫ 🔁 every month 📅 2026-11-25
> would rewrite inbox.md:4
>   - - [ ] Call Anna 📅 2026-11-27 10:00
>   + - [ ] Call Anna  [dueTime:: 10:00] 📅 2026-11-27
2> 2 lines would change

$ quire tidy
> rewrote inbox.md:3
>   - - [ ] Pay rent #home ⏫ 🔁 every month 📅 2026-11-25 09:00  [remind:: 1d before]
>   + - [ ] Pay rent #home  [dueTime:: 09:00]  [remind:: 1d before] ⏫ 🔁 every month 📅 2026-11-25
> rewrote inbox.md:4
>   - - [ ] Call Anna 📅 2026-11-27 10:00
>   + - [ ] Call Anna  [dueTime:: 10:00] 📅 2026-11-27
2> 2 lines changed

$ quire check
2> 0 errors, 0 warnings

# A new task with a due time and a reminder is written the same way.
$ quire --today 2026-11-24 add 'Submit slides fri 17:00 !high remind 1h before'
> added c1bb435b inbox.md:6: Submit slides · due 2026-11-27 17:00 · high · remind 1h before
