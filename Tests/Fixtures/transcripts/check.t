# vault: Samples

# The sample vault has no problems.
$ quire check
2> 0 errors, 0 warnings

$ quire check --json
> []
