# Carillon's one entry point. `make` builds everything and bakes the level pack;
# `make run` plays; `make test` runs the unit and shell tests (the package's, Windows',
# the browser's and the daily levels' checks are their own targets: test-deb,
# test-windows, test-web, check-daily, each run by .ci/run); `make bench` prints the figures.
# `make SANITIZE=1 test` builds into build/san with AddressSanitizer and UBSan;
# `make fuzz FUZZ_SECONDS=N` runs each fuzz target (tests/fuzz) for N seconds;
# `make install` (PREFIX, BINDIR, DESTDIR) installs the game, levelgen, their data,
# manual pages, desktop entry, AppStream metainfo and icons; mk/*.mk add more targets.

CC      ?= cc
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
DESTDIR ?=
BUILD   ?= build
CFLAGS  ?= -O2 -g
WARN    := -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes
ifeq ($(SANITIZE),1)
BUILD   := build/san
CFLAGS  := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
LDFLAGS += -fsanitize=address,undefined
endif
# The fuzz targets' build: clang, with libFuzzer's coverage hooks in every object.
ifeq ($(FUZZ),1)
CC      := clang
BUILD   := build/fuzz
CFLAGS  := -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
LDFLAGS += -fsanitize=address,undefined
endif
FUZZ_SECONDS ?= 60

CJSON_CFLAGS := $(shell pkg-config --cflags libcjson 2>/dev/null)
CJSON_LIBS   := $(shell pkg-config --libs libcjson 2>/dev/null || echo -lcjson)
SDL_CFLAGS   := $(shell pkg-config --cflags sdl2 SDL2_mixer SDL2_ttf 2>/dev/null)
SDL_LIBS     := $(shell pkg-config --libs sdl2 SDL2_mixer SDL2_ttf 2>/dev/null)
CMOCKA_LIBS  := $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

BASE_SRC := $(wildcard src/base/*.c)
LG_SRC   := $(wildcard src/levelgen/*.c)
TOOL_SRC := $(wildcard src/levelgen/tool/*.c)
# The pure game: its modules, a folder each part (play, select, workshop, files, sound,
# draw, levels, icon) beside the session; the icon's program is built on its own.
GAME_DIRS := src/game $(patsubst %/,%,$(wildcard src/game/*/))
GAME_SRC := $(filter-out src/game/icon/main.c,$(wildcard $(GAME_DIRS:%=%/*.c)))
SHELL_SRC := $(filter-out src/sdl/main.c,$(wildcard src/sdl/*.c))
TEST_SRC := $(wildcard tests/unit/test_*.c)
BENCH_SRC := $(wildcard bench/*.c)
SUPPORT_SRC := $(wildcard tests/support/*.c)
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
SOAK_SRC := $(wildcard tests/soak/*.c)

BASE_LIB := $(BUILD)/libbase.a
LG_LIB   := $(BUILD)/liblevelgen.a
GAME_LIB := $(BUILD)/libgame.a
SHELL_LIB := $(BUILD)/libshell.a
LEVELGEN := $(BUILD)/levelgen
CARILLON := $(BUILD)/carillon
ICON_TOOL := $(BUILD)/carillon-icon
ICON_SIZES := 16 22 24 32 48 64 128 256 512
ICONS    := $(ICON_SIZES:%=$(BUILD)/icons/%.png)
TESTS    := $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%)
BENCH    := $(BUILD)/bench/bench
SUPPORT_LIB := $(BUILD)/libsupport.a
REPLAYS  := $(FUZZ_SRC:tests/fuzz/%.c=$(BUILD)/replay/%)
FUZZERS  := $(FUZZ_SRC:tests/fuzz/%.c=$(BUILD)/fuzzers/%)
SOAKS    := $(SOAK_SRC:tests/soak/%.c=$(BUILD)/soak/%)

PACK_JSON  := levels/carillon.json
BAKED_PACK := assets/levels.json
FONT       := assets/DejaVuSans.ttf
FONT_SRC   := /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
# the title's and numbers' face (fonts-quicksand, SIL Open Font License), with its licence
# (not DISPLAY: a make variable of that name would be exported over X's to every recipe)
FACE       := assets/Quicksand-Medium.ttf assets/Quicksand.copyright
FACE_SRC   := /usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf
# The licences shipped beside a build for another platform (mk/web.mk, mk/windows.mk): Debian's
# copyright files (NAME=package) of the fonts and of the libraries built into the program.
FONT_LICENCES := DejaVu=fonts-dejavu-core Quicksand=fonts-quicksand
LIB_LICENCES  := SDL2=libsdl2-dev SDL2_ttf=libsdl2-ttf-dev SDL2_mixer=libsdl2-mixer-dev \
  FreeType=libfreetype-dev cJSON=libcjson-dev

ALL_CFLAGS = $(WARN) $(CPPFLAGS) $(CFLAGS) -Isrc -MMD -MP
LG_LIBS    = $(CJSON_LIBS) -lm -lpthread

.PHONY: all run test check bench bench-quick pack check-daily deps deps-test deps-bench fuzz fuzzers soak clean install uninstall
.SECONDARY:
all: $(LEVELGEN) $(if $(wildcard src/sdl/main.c),$(CARILLON) $(BUILD)/unjoined $(BUILD)/house $(ICONS)) $(if $(wildcard $(PACK_JSON)),$(BAKED_PACK)) $(if $(wildcard src/sdl/main.c),$(FONT) $(FACE))

deps:
	@scripts/install-deps.sh
deps-test:
	@scripts/install-deps.sh --test
deps-bench:
	@scripts/install-deps.sh --test --bench

# The layers are a build fact: each object's dependencies (the .d file the compiler wrote)
# may name no header of a layer above its own (base < levelgen < game < the front ends,
# sdl and web), and the pure game, compiled without SDL's include path, names no SDL
# header either.
ABOVE_BASE := src/(levelgen|game|sdl|web)/
ABOVE_LG   := src/(game|sdl|web)/
ABOVE_GAME := src/(sdl|web)/|(^|[ /])SDL[^/ ]*\.h|/SDL2/
layered = @! grep -qE '$(1)' $(@:.o=.d) || { echo "$<: includes what its layer may not:" \
  $$(tr ' ' '\n' < $(@:.o=.d) | grep -E '$(1)' | sed 's/:$$//' | sort -u | head -3); rm -f $@; exit 1; }
# The pure game's .d files list system headers too (-MD), so <SDL2/SDL.h> shows there.
GAME_CFLAGS = $(subst -MMD,-MD,$(ALL_CFLAGS))
# A front end (src/sdl, src/web) reaches the game through its contract alone: the only
# game headers its objects may name are game/carillon.h, the command line's
# game/options.h and what its runner may do with a grower's job, game/levels/growjob.h.
CONTRACT  := src/game/(carillon|options|levels/growjob)\.h
contract_only = @! tr ' ' '\n' < $(@:.o=.d) | sed 's/:$$//' | grep -E '^src/game/' | grep -qvxE '$(CONTRACT)' || \
  { echo "$<: a front end includes game headers beside the contract (game/carillon.h):" \
  $$(tr ' ' '\n' < $(@:.o=.d) | sed 's/:$$//' | grep -E '^src/game/' | grep -vxE '$(CONTRACT)' | sort -u | head -3); \
  rm -f $@; exit 1; }

$(BUILD)/obj/base/%.o: src/base/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
	$(call layered,$(ABOVE_BASE))
$(BUILD)/obj/levelgen/%.o: src/levelgen/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
	$(call layered,$(ABOVE_LG))
$(BUILD)/obj/game/%.o: src/game/%.c
	@mkdir -p $(dir $@)
	$(CC) $(GAME_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
	$(call layered,$(ABOVE_GAME))
$(BUILD)/obj/sdl/%.o: src/sdl/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(SDL_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
	$(call contract_only)
$(BUILD)/obj/tests/%.o: tests/unit/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests $(SDL_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
$(BUILD)/obj/bench/%.o: bench/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(BENCH_PEER_CFLAGS) -Itests $(SDL_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
$(BUILD)/obj/support/%.o: tests/support/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests -c $< -o $@
$(BUILD)/obj/fuzz/%.o: tests/fuzz/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(CJSON_CFLAGS) -c $< -o $@
$(BUILD)/obj/soak/%.o: tests/soak/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

BASE_OBJ := $(BASE_SRC:src/base/%.c=$(BUILD)/obj/base/%.o)
LG_OBJ   := $(LG_SRC:src/levelgen/%.c=$(BUILD)/obj/levelgen/%.o)
TOOL_OBJ := $(TOOL_SRC:src/levelgen/%.c=$(BUILD)/obj/levelgen/%.o)
GAME_OBJ := $(GAME_SRC:src/game/%.c=$(BUILD)/obj/game/%.o)
SHELL_OBJ := $(SHELL_SRC:src/sdl/%.c=$(BUILD)/obj/sdl/%.o)

# An archive is made afresh whenever its folder changes, so a file moved or renamed leaves
# no stale member behind.
$(BASE_LIB): $(BASE_OBJ) src/base
	rm -f $@ && $(AR) rcs $@ $(filter %.o,$^)
$(LG_LIB): $(LG_OBJ) src/levelgen
	rm -f $@ && $(AR) rcs $@ $(filter %.o,$^)
$(GAME_LIB): $(GAME_OBJ) $(GAME_DIRS)
	rm -f $@ && $(AR) rcs $@ $(filter %.o,$^)
$(SHELL_LIB): $(SHELL_OBJ) src/sdl
	rm -f $@ && $(AR) rcs $@ $(filter %.o,$^)
$(SUPPORT_LIB): $(SUPPORT_SRC:tests/support/%.c=$(BUILD)/obj/support/%.o)
	rm -f $@ && $(AR) rcs $@ $^
$(LEVELGEN): $(TOOL_OBJ) $(LG_LIB) $(BASE_LIB)
	$(CC) $(LDFLAGS) -o $@ $^ $(LG_LIBS)
$(CARILLON): $(BUILD)/obj/sdl/main.o $(SHELL_LIB) $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
	$(CC) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LG_LIBS)
# Inside src/game the folders stand in an order, lowest first (a word a folder, or a file
# of src/game itself; words joined by commas stand level): the contract and the words
# every part shares, sound, the player's files, the drawing kit and painter, the
# screens' table, the icon, then the screens (play, the workshop that tries its fields
# in play, the select, the growing screen) and the session on top. A file includes the
# game's headers of its own place or below, but for GAME_UPWARD, each with its reason:
# - files/workshopfile.h>workshop/workshop.h: the file keeps the workshop's fields as
#   the workshop holds them (struct workshop_field), not a copy of its own to convert.
# And no two files include each other, nor two objects call each other
# (scripts/check-house.sh; tests/cli/house.sh tries it on probes).
GAME_ORDER := carillon,options,keymap,textstyle,pads,words,warnings sound files draw screen icon play workshop select \
  levels boot,session,midend
GAME_UPWARD := files/workshopfile.h>workshop/workshop.h
$(BUILD)/house: scripts/check-house.sh $(BASE_OBJ) $(LG_OBJ) $(TOOL_OBJ) $(GAME_OBJ) $(SHELL_OBJ)
	@scripts/check-house.sh '$(GAME_ORDER)' '$(GAME_UPWARD)' $(filter %.o,$^) && touch $@

# Nothing of the game is joined to a front end by the linker: no symbol the game's
# objects leave undefined is one the desktop's front end defines (a front end hands the
# game tables of calls instead: carillon.h).
$(BUILD)/unjoined: $(GAME_LIB) $(SHELL_LIB)
	@nm -u --format=posix $(GAME_LIB) | awk '{print $$1}' | sort -u > $@.wanted
	@nm --defined-only --format=posix $(SHELL_LIB) | awk '$$2 ~ /^[TDBRV]$$/ {print $$1}' | sort -u > $@.given
	@joined=$$(comm -12 $@.wanted $@.given); rm -f $@.wanted $@.given; \
	  if [ -n "$$joined" ]; then echo "the game calls what the front end defines (joined by the linker):" $$joined; \
	  exit 1; fi; touch $@
$(ICON_TOOL): $(BUILD)/obj/game/icon/main.o $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
	$(CC) $(LDFLAGS) -o $@ $^ $(LG_LIBS)
$(BUILD)/icons/%.png: $(ICON_TOOL)
	@mkdir -p $(dir $@)
	$(ICON_TOOL) $@ $*
# Only the tests of the shell (those that include SDL or a header of src/sdl) link it and
# SDL; every other test links the game alone, as a front end without SDL would.
SHELL_TESTS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(shell grep -l '\#include <SDL\|\#include "sdl/' $(TEST_SRC)))
$(filter-out $(SHELL_TESTS),$(TESTS)): $(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(SUPPORT_LIB) $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(LG_LIBS)
$(SHELL_TESTS): $(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(SUPPORT_LIB) $(SHELL_LIB) $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SDL_LIBS) $(LG_LIBS)
$(BENCH): $(BENCH_SRC:bench/%.c=$(BUILD)/obj/bench/%.o) $(SUPPORT_LIB) $(SHELL_LIB) $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LG_LIBS) $(BENCH_PEER_LIBS)

# A fuzz target links with replay.c's main for the tests, or with libFuzzer to fuzz; the
# loaders it reaches are the pure game's and the core's, so it links no SDL.
FUZZ_LINK := $(BUILD)/obj/fuzz/fuzz.o $(BUILD)/obj/levelgen/tool/args.o $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
$(BUILD)/replay/%: $(BUILD)/obj/fuzz/%.o $(BUILD)/obj/fuzz/replay.o $(FUZZ_LINK)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(LG_LIBS)
$(BUILD)/fuzzers/%: $(BUILD)/obj/fuzz/%.o $(FUZZ_LINK)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -fsanitize=fuzzer -o $@ $^ $(LG_LIBS)
$(BUILD)/soak/%: $(BUILD)/obj/soak/%.o $(LG_LIB) $(BASE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(LG_LIBS)

# Baking re-proves every level; a level that fails stops the build.
$(BAKED_PACK): $(PACK_JSON) $(LEVELGEN)
	@mkdir -p $(dir $@)
	$(LEVELGEN) bake $(PACK_JSON) -o $@
$(FONT): $(FONT_SRC)
	@mkdir -p $(dir $@)
	cp $< $@
assets/Quicksand-Medium.ttf: $(FACE_SRC)
	@mkdir -p $(dir $@)
	cp $< $@
assets/Quicksand.copyright: /usr/share/doc/fonts-quicksand/copyright
	@mkdir -p $(dir $@)
	cp $< $@

# run, test, bench and soak install what is missing first, then build in a make of their
# own: this make read pkg-config's flags when it started, before SDL was there to ask.
run: deps
	@$(MAKE) --no-print-directory all
	$(CARILLON)

# The bench is built (not run) with the tests, so it cannot fall behind the code.
test: deps-test
	@$(MAKE) --no-print-directory all $(TESTS) $(REPLAYS) $(BENCH)
	@tests/run-all.sh $(BUILD)

# The fast tests alone, in a minute: those that open no window and are not marked slow
# (tests/run-all.sh --fast).
check: deps-test
	@$(MAKE) --no-print-directory all $(TESTS) $(REPLAYS)
	@tests/run-all.sh $(BUILD) --fast

bench: deps-bench
	@$(MAKE) --no-print-directory all $(BENCH)
	$(BENCH)
	@$(MAKE) --no-print-directory bench-web

# The bench's quick pass: every section once, small (its figures mean little), so that a
# section that hangs or crashes fails CI; bounded by a timeout all the same.
bench-quick: deps-bench
	@$(MAKE) --no-print-directory all $(BENCH)
	timeout -k 5 600 $(BENCH) --quick

# The soak: the game autoplays every level in one process under valgrind, and 1,000
# levels grow on demand in one process with memory watched. Minutes, not part of test.
soak: deps-test
	@$(MAKE) --no-print-directory all $(SOAKS)
	@tests/soak/run.sh $(BUILD)

# Each fuzz target for FUZZ_SECONDS, one after another (FUZZ_TARGETS=NAME... for some).
fuzz:
	@scripts/install-deps.sh --fuzz
	@$(MAKE) --no-print-directory FUZZ=1 fuzzers
	@tests/fuzz/run.sh build/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
fuzzers: $(FUZZERS)

# Every daily level from 2026 to 2100, none a repeat of another or of a shipped level, and
# the committed table of days that take a later candidate (src/levelgen/daily_skips.h)
# exactly what that derives: a few minutes; CI runs it.
check-daily: $(LEVELGEN)
	$(LEVELGEN) daily --check 2026-01-01 2100-12-31 --pack $(PACK_JSON)

# Grows the pack afresh from its seed; commit the diff if a rule changed.
PACK_SEED ?= 1
pack: $(LEVELGEN)
	$(LEVELGEN) pack --seed $(PACK_SEED) -o $(PACK_JSON)

# The game finds its data beside itself, in ../share/carillon (assets.h), wherever it lands
# (BINDIR is /usr/games in the Debian package: ../share/carillon is still beside it).
APP_ID  := io.github.carillon.Carillon
SHARE   := $(DESTDIR)$(PREFIX)/share
DATADIR := $(SHARE)/carillon
MAN6    := $(SHARE)/man/man6
install: all
	install -d $(DESTDIR)$(BINDIR) $(DATADIR) $(MAN6) $(SHARE)/applications $(SHARE)/metainfo
	install -m 755 $(CARILLON) $(LEVELGEN) $(DESTDIR)$(BINDIR)/
	install -m 644 $(BAKED_PACK) $(FONT) $(FACE) $(DATADIR)/
	install -m 644 man/carillon.6 man/levelgen.6 $(MAN6)/
	install -m 644 desktop/$(APP_ID).desktop $(SHARE)/applications/
	install -m 644 desktop/$(APP_ID).metainfo.xml $(SHARE)/metainfo/
	for n in $(ICON_SIZES); do \
	  install -D -m 644 $(BUILD)/icons/$$n.png $(SHARE)/icons/hicolor/$${n}x$$n/apps/carillon.png || exit 1; \
	done
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/carillon $(DESTDIR)$(BINDIR)/levelgen \
	  $(DATADIR)/levels.json $(DATADIR)/DejaVuSans.ttf $(DATADIR)/Quicksand-Medium.ttf $(DATADIR)/Quicksand.copyright $(MAN6)/carillon.6 $(MAN6)/levelgen.6 \
	  $(SHARE)/applications/$(APP_ID).desktop $(SHARE)/metainfo/$(APP_ID).metainfo.xml \
	  $(foreach n,$(ICON_SIZES),$(SHARE)/icons/hicolor/$(n)x$(n)/apps/carillon.png)
	-rmdir $(DATADIR)

clean:
	rm -rf build assets

include $(wildcard mk/*.mk)
-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
