# coursegen: `make site` builds the course into _site/, `make test` runs every test.
# Both install whatever Debian packages are missing first (scripts/deps.sh; quiet when all are present).

SWIFT ?= swift
SRC ?= content
OUT ?= _site
BIN_DEBUG = .build/debug/coursegen
BIN_RELEASE = .build/release/coursegen

.PHONY: all deps deps-test build release site test bench fuzz clean

all: build

deps:
	@scripts/deps.sh build

deps-test:
	@scripts/deps.sh build test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

site: build
	$(BIN_DEBUG) build $(SRC) -o $(OUT)

test: deps-test
	$(SWIFT) build
	$(SWIFT) test
	@for t in tests-browser/*.sh; do [ -e "$$t" ] || continue; echo "== $$t"; bash "$$t" || exit 1; done

bench: release
	@scripts/deps.sh build bench
	@bash bench/run-all.sh

fuzz: deps
	@bash fuzz/run-all.sh

clean:
	rm -rf .build _site .coursegen-cache bench/out fuzz/out
