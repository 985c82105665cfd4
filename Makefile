# The README's two commands: `make demo` runs coordgraph on the TaskBoard sample, `make test` runs the tests.
SWIFT ?= swift
SAMPLE := Samples/TaskBoard/taskboard.yml

.PHONY: demo test bootstrap build release readme trials picture format lint

bootstrap:
	@./scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build --product coordgraph

release: bootstrap
	$(SWIFT) build -c release --product coordgraph

# The sample has defects planted on purpose, so coordgraph exits 1 (error findings): that is the expected result.
demo: build
	@mkdir -p out
	@status=0; $(SWIFT) run --skip-build coordgraph check $(SAMPLE) --svg out/taskboard.svg || status=$$?; \
	if [ $$status -eq 1 ]; then echo "demo: exit 1 (error findings: the sample's planted defects); drawn in out/taskboard.svg"; \
	else exit $$status; fi

test: bootstrap
	$(SWIFT) test

readme: build
	COORDGRAPH_UPDATE_README=1 $(SWIFT) test --filter ReadmeTests

# Rewrites the trial apps' reading snapshots (Tests/CoordGraphTests/Snapshots/Trials): review the diff before committing.
trials: build
	COORDGRAPH_RECORD_TRIALS=1 $(SWIFT) test --filter TrialAppTests

picture: build
	./scripts/update-docs-picture.sh

# Fixtures are input data (some of it Swift that does not compile, on purpose): left as they are.
SWIFT_FILES = find Sources Tests Benchmarks -name '*.swift' -not -path '*/Fixtures/*' -print0

format:
	$(SWIFT_FILES) | xargs -0 $(SWIFT) format format --in-place

lint:
	$(SWIFT_FILES) | xargs -0 $(SWIFT) format lint --strict
