# Quire: `make demo` builds and runs Quire on the sample vault; `make test` runs the tests.
# Both install the system libraries first when they are missing (Debian/Ubuntu: apt; macOS: brew).

SWIFT ?= swift
DEMO_DAY ?= 2026-11-24
QUIRE = .build/debug/quire

.PHONY: deps build demo test lint release bench clean fuzz fuzz-build man install uninstall

deps:
	@./.ci/install-deps

build: deps
	$(SWIFT) build

# The sample vault's story is the week of 2026-11-23; the demo pins "today" to its Tuesday.
demo: build
	$(QUIRE) --vault Samples --today $(DEMO_DAY) tasks
	@echo
	$(QUIRE) --vault Samples --now $(DEMO_DAY)T07:55 remind --to $(DEMO_DAY)T23:59
	@echo
	$(QUIRE) --vault Samples recur "every month on the 1st Friday" --start $(DEMO_DAY) --count 3
	@echo
	$(QUIRE) --vault Samples --now $(DEMO_DAY)T07:55 --no-color agenda
	@echo
	$(QUIRE) --vault Samples --now $(DEMO_DAY)T07:55 --no-color cal
	@echo
	$(QUIRE) --vault Samples --today $(DEMO_DAY) --no-color habit list
	@echo
	@echo "--- quire export --json (first 25 lines; the whole object has tasks, events, habits, ...)"
	@$(QUIRE) --vault Samples export --json | head -n 25
	@echo "..."
	@echo
	$(QUIRE) --vault Samples check

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The house style (.swift-format: 2 spaces, 120 columns, ordered imports), checked, not debated.
# `swift format -i -r Sources Tests` applies it.
lint:
	$(SWIFT) format lint --strict -r Sources Tests

# On Linux the release binary carries the Swift runtime and Foundation (--static-swift-stdlib):
# a process then starts in ~9 ms instead of ~19 ms, which is most of a quick command.
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

release: deps
	$(SWIFT) build -c release $(STATIC_STDLIB)

# `make install [PREFIX=/usr/local] [DESTDIR=...]`: the static release binary (its templates compiled in), one man
# page per command from swift-argument-parser's GenerateManual plugin (it builds the package itself; the debug
# configuration reuses `make build`'s build, and the pages do not depend on it), and the bash/zsh/fish completions
# the binary prints. `make uninstall` removes exactly those files. docs/service.md then keeps `quire watch` running.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
MAN_OUT = .build/plugins/GenerateManual/outputs/quire

man: build
	rm -rf $(MAN_OUT)
	$(SWIFT) package plugin generate-manual --configuration debug --multi-page --authors "Quire contributors"

install: release man
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 .build/release/quire $(BINDIR)/quire
	install -m 644 $(MAN_OUT)/*.1 $(MANDIR)/
	.build/release/quire --generate-completion-script bash > $(BASHDIR)/quire
	.build/release/quire --generate-completion-script zsh > $(ZSHDIR)/_quire
	.build/release/quire --generate-completion-script fish > $(FISHDIR)/quire.fish
	@echo "installed $(BINDIR)/quire, $$(ls $(MAN_OUT)/*.1 | wc -l) man pages and the bash, zsh and fish completions"

uninstall:
	rm -f $(BINDIR)/quire $(MANDIR)/quire.1 $(MANDIR)/quire.*.1 $(BASHDIR)/quire $(ZSHDIR)/_quire $(FISHDIR)/quire.fish

bench: release
	./Benchmarks/run.sh

# Fuzzing (docs/fuzzing.md): the libFuzzer targets of Tests/Fuzz exist only when QUIRE_FUZZ=1 and build in their own
# scratch folder. `make fuzz` builds them, seeds their corpora and runs each for FUZZ_TIME seconds, one at a time.
# `--sanitize=fuzzer` lets libFuzzer provide main (SwiftPM then keeps the executables' entry point as it is); the Swift
# driver honours only the last `-sanitize=`, so the combined `-sanitize=fuzzer,address` comes after it.
FUZZ_SCRATCH = .build-fuzz
FUZZ_TARGETS = FuzzNote FuzzTaskLine FuzzFrontMatter FuzzICalendar FuzzRecurrence FuzzFlashcard FuzzQuery
FUZZ_TIME ?= 60

fuzz-build: deps
	@for target in $(FUZZ_TARGETS); do \
	  QUIRE_FUZZ=1 $(SWIFT) build -c debug --scratch-path $(FUZZ_SCRATCH) --sanitize=fuzzer \
	    -Xswiftc -sanitize=fuzzer,address --product $$target || exit 1; \
	done

fuzz: fuzz-build
	python3 Tests/Fuzz/seed.py $(FUZZ_SCRATCH)/corpus
	@for target in $(FUZZ_TARGETS); do \
	  FUZZ_SCRATCH=$(FUZZ_SCRATCH) Tests/Fuzz/run.sh $$target $(FUZZ_TIME) || exit 1; \
	done

clean:
	rm -rf .build
