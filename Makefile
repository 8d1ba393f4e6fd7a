# Quire: `make demo` builds and runs Quire on the sample vault; `make test` runs the tests.
# Both install the system libraries first when they are missing (Debian/Ubuntu: apt; macOS: brew).

SWIFT ?= swift
DEMO_DAY ?= 2026-11-24
QUIRE = .build/debug/quire

.PHONY: deps build demo test lint release bench clean fuzz fuzz-build

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

bench: release
	./Benchmarks/run.sh

# Fuzzing (docs/fuzzing.md): the libFuzzer targets of Tests/Fuzz exist only when QUIRE_FUZZ=1 and build in their own
# scratch folder. `make fuzz` builds them, seeds their corpora and runs each for FUZZ_TIME seconds, one at a time.
# `--sanitize=fuzzer` lets libFuzzer provide main (SwiftPM then keeps the executables' entry point as it is); the Swift
# driver honours only the last `-sanitize=`, so the combined `-sanitize=fuzzer,address` comes after it.
FUZZ_SCRATCH = .build-fuzz
FUZZ_TARGETS = FuzzNote FuzzTaskLine FuzzFrontMatter FuzzICalendar FuzzRecurrence FuzzFlashcard
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
