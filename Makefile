# coursegen: `make site` builds the course into _site/, `make test` runs every test.
# Both install whatever Debian packages are missing first (scripts/deps.sh; quiet when all are present).
# `make install` puts coursegen on the PATH: PREFIX/bin/coursegen and its default theme in
# PREFIX/share/coursegen/themes/default (PREFIX defaults to /usr/local; DESTDIR is honoured for packaging;
# CONFIG=debug installs the debug build instead, which tests-browser/install.sh uses to stay quick).

SWIFT ?= swift
SRC ?= content
OUT ?= _site
PREFIX ?= /usr/local
CONFIG ?= release
BINDIR = $(DESTDIR)$(PREFIX)/bin
DATADIR = $(DESTDIR)$(PREFIX)/share/coursegen
BIN_DEBUG = .build/debug/coursegen
BIN_RELEASE = .build/release/coursegen

.PHONY: all deps deps-test build release site serve install uninstall test bench fuzz clean

all: build

deps:
	@scripts/deps.sh build

deps-test:
	@scripts/deps.sh build test

# The debug build: what the tests run.
build: deps
	$(SWIFT) build

# The optimised coursegen alone (previews run several times faster than in the debug build).
release: deps
	$(SWIFT) build -c release --product coursegen

site: release
	$(BIN_RELEASE) build $(SRC) -o $(OUT)

serve: release
	$(BIN_RELEASE) serve $(SRC) -o $(OUT)

install: $(if $(filter debug,$(CONFIG)),build,release)
	install -d $(BINDIR) $(DATADIR)/themes
	install -m 755 .build/$(CONFIG)/coursegen $(BINDIR)/coursegen
	rm -rf $(DATADIR)/themes/default
	cp -R themes/default $(DATADIR)/themes/default

uninstall:
	rm -f $(BINDIR)/coursegen
	rm -rf $(DATADIR)

test: deps-test
	$(SWIFT) build
	$(SWIFT) test
	@for t in tests-browser/*.sh; do [ -e "$$t" ] || continue; echo "== $$t"; bash "$$t" || exit 1; done

bench: deps
	$(SWIFT) build -c release
	@scripts/deps.sh build bench
	@bash bench/run-all.sh

fuzz: deps
	@bash fuzz/run-all.sh

clean:
	rm -rf .build _site .coursegen-cache bench/out fuzz/out
