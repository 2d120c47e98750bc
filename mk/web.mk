# The browser build (included from the Makefile): the game's core (src/base, src/levelgen,
# src/game) compiled by Debian's emscripten with the page's own front end (src/web and
# web/: the browser's canvas, text, sound and events, no SDL), against cJSON built from
# Debian's source (scripts/foreign-libs.sh, cached outside the clone).
#
#   make web         build/web/: index.html, carillon.js, carillon.wasm, carillon.data (the
#                    pack, in bytes), the game's two faces cut to its glyphs (words.woff2,
#                    display.woff2), the web app manifest and its icons (painted by
#                    build/carillon-icon), the service worker sw.js, and licenses/
#                    (Carillon's, the fonts' and cJSON's)
#   make serve       builds, then serves build/web/ on 127.0.0.1:$(WEB_PORT)
#   make test-web    the page in Debian's headless chromium (tests/web/test.mjs, links.mjs, touch.mjs,
#                    reading.mjs, storage.mjs and start.mjs, with
#                    tests/web/endless.c for the desktop's endless levels)
#   make bench-web   the web figures (also run by make bench)

WEB_PORT ?= 8000
# The pack the page fetches: the baked pack in bytes (levelgen/packbytes.h), 16 KB where
# the JSON is 205 (gzipped, 14 against 23).
WEB_PACK := $(BUILD)/gen/levels.pack
WEB_OUT  := build/web
WEB_OBJ  := build/wasm
EMCC     ?= emcc
# Debian's emcc runs its JavaScript optimiser with node and Debian's acorn.
WEB_ENV  := NODE_PATH=/usr/share/nodejs
# Every object is held to its layer as on the desktop (the Makefile's layered and
# contract_only): the front end sees the game through its contract alone.
WEB_CFLAGS := $(WARN) -O2 -mbulk-memory -msimd128 -Isrc -I$(WEB_PREFIX)/include
WEB_LIBS := $(WEB_PREFIX)/lib/libcjson.a
# No -pthread (Debian's emscripten has no threaded libc): levels grow in a Web Worker, a
# module of its own (carillon-grow.js, the levelgen core: src/web/worker/).
WEB_LDFLAGS := -O2 -mbulk-memory -msimd128 -sALLOW_MEMORY_GROWTH=1 -sFORCE_FILESYSTEM=1 \
  -sEXPORTED_RUNTIME_METHODS=FS -sENVIRONMENT=web \
  '-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=$$carillonFoot,$$carillonHand' \
  --pre-js web/store.js --pre-js web/page.js --js-library web/library.js --js-library web/canvas.js
# The worker (the levelgen core alone) is compiled apart, at -O3 with link-time
# optimisation: the pair tests of geometry.c are then inlined into grow.c's loops, where
# the pack's time goes. seed 5's pack in node, CPU time: 1.94 s at -O2, 1.61 s with -flto
# (the desktop's levelgen pack --threads 1: 1.51 s); -O3 a little less again; -msimd128
# no gain.
GROW_OBJ := build/wasm-grow
GROW_CFLAGS := $(WARN) -O3 -flto -Isrc -I$(WEB_PREFIX)/include
GROW_LDFLAGS := -O3 -flto -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=worker -sEXPORTED_FUNCTIONS=_malloc,_free \
  --pre-js web/grow.js

WEB_SRC := $(wildcard src/base/*.c) $(wildcard src/levelgen/*.c) $(GAME_SRC) $(wildcard src/web/*.c)
WEB_OBJS := $(WEB_SRC:src/%.c=$(WEB_OBJ)/%.o) $(WEB_OBJ)/gen/builtin_pack.o
GROW_OBJS := $(patsubst src/%.c,$(GROW_OBJ)/%.o,$(wildcard src/base/*.c src/levelgen/*.c src/web/worker/*.c))
# (the worker's own files are the page's, src/web/worker/: what they may not name is the
# game and the desktop; base and levelgen are held to their layers by the native build)
ABOVE_WORKER := src/(game|sdl)/

.PHONY: web web-build web-licences serve test-web bench-web deps-web
deps-web:
	@scripts/install-deps.sh --web

# The libraries first (built once, then found in the cache), then a make of its own that
# knows where they are.
web: deps-web
	@$(MAKE) --no-print-directory $(WEB_PACK) $(FONT) $(FACE) $(BUILTIN_C) $(ICON_TOOL)
	@prefix=$$(scripts/foreign-libs.sh wasm) && \
	  $(MAKE) --no-print-directory web-build WEB_PREFIX="$$prefix"

web-build: $(WEB_OUT)/sw.js web-licences

# What the page loads, all kept by the service worker for offline play (page.js, in
# carillon.js, fetches carillon.wasm and carillon.data).
WEB_ICONS := icon-192.png icon-512.png icon-maskable-512.png
WEB_FILES := index.html carillon.js carillon.wasm carillon.data words.woff2 display.woff2 \
  carillon-grow.js carillon-grow.wasm audio-sink.js manifest.webmanifest $(WEB_ICONS)

# The service worker, with the build's digest (of every file it keeps) and their names
# written in: a new build is a new sw.js, which the browser installs in place of the old.
$(WEB_OUT)/sw.js: web/sw.js $(addprefix $(WEB_OUT)/,index.html carillon.js carillon.data carillon-grow.js audio-sink.js \
  words.woff2 display.woff2 manifest.webmanifest $(WEB_ICONS))
	digest=$$(cd $(WEB_OUT) && cat $(WEB_FILES) | sha256sum | cut -c1-16) && \
	  sed -e "s/@BUILD@/$$digest/" -e "s|@FILES@|$(foreach f,$(WEB_FILES),'$(f)',)|" $< > $@

# The painter writes its PNGs uncompressed (787 KB at 512); pngquant packs them into a
# palette of the painter's colours, 7, 24 and 19 KB (losslessly, optipng made 16, 60 and
# 46): the root-mean-square difference is under half a percent, not to be seen
# (test.mjs holds it under one).
WEB_ICON_PACK = pngquant --quality=90-100 --speed 1 --strip --force --output $@ $@.raw && rm $@.raw
$(WEB_OUT)/icon-maskable-%.png: $(ICON_TOOL)
	@mkdir -p $(dir $@)
	$(ICON_TOOL) --maskable $@.raw $* && $(WEB_ICON_PACK)
$(WEB_OUT)/icon-%.png: $(ICON_TOOL)
	@mkdir -p $(dir $@)
	$(ICON_TOOL) $@.raw $* && $(WEB_ICON_PACK)

# Carillon's own licence (LICENSE), the fonts' and those of the libraries built into
# carillon.wasm (emscripten's own libc among them), as licenses/NAME.txt beside the page.
WEB_LICENCES := $(FONT_LICENCES) cJSON=libcjson-dev emscripten=emscripten
web-licences:
	@mkdir -p $(WEB_OUT)/licenses
	@cp LICENSE $(WEB_OUT)/licenses/Carillon.txt
	@$(foreach l,$(WEB_LICENCES),cp /usr/share/doc/$(word 2,$(subst =, ,$(l)))/copyright \
	  $(WEB_OUT)/licenses/$(word 1,$(subst =, ,$(l))).txt &&) true

$(WEB_OBJ)/base/%.o: src/base/%.c mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) -MMD -MP -c $< -o $@
	$(call layered,$(ABOVE_BASE))
$(WEB_OBJ)/levelgen/%.o: src/levelgen/%.c mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) -MMD -MP -c $< -o $@
	$(call layered,$(ABOVE_LG))
$(WEB_OBJ)/game/%.o: src/game/%.c mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) -MMD -MP -c $< -o $@
	$(call layered,$(ABOVE_GAME))
$(WEB_OBJ)/%.o: src/%.c mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) -MMD -MP -c $< -o $@
	$(call contract_only)

# The worker's objects: the levelgen core and base, and its own C side, which may name
# nothing of the game or SDL.
$(GROW_OBJ)/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(GROW_CFLAGS) -MMD -MP -c $< -o $@
	$(call layered,$(ABOVE_WORKER))

$(WEB_OBJ)/gen/%.o: $(BUILD)/gen/%.c mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(WEB_CFLAGS) -c $< -o $@

$(WEB_OUT)/carillon.js: $(WEB_OBJS) $(WEB_LIBS) web/store.js web/page.js web/library.js web/canvas.js mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(WEB_LDFLAGS) -o $@ $(WEB_OBJS) $(WEB_LIBS)

# (and relinked when its flags here change: .SECONDARY keeps a missing object alone)
$(WEB_OUT)/carillon-grow.js: $(GROW_OBJS) $(WEB_PREFIX)/lib/libcjson.a web/grow.js mk/web.mk
	@mkdir -p $(dir $@)
	$(WEB_ENV) $(EMCC) $(GROW_LDFLAGS) -o $@ $(GROW_OBJS) $(WEB_PREFIX)/lib/libcjson.a

$(WEB_PACK): $(BAKED_PACK) $(LEVELGEN)
	@mkdir -p $(dir $@)
	$(LEVELGEN) bake $(BAKED_PACK) -o $@ --bytes
# The pack as it is: page.js fetches it and writes it into the module's files (an
# emscripten data package would fail with an error no page can catch).
$(WEB_OUT)/carillon.data: $(WEB_PACK)
	@mkdir -p $(dir $@)
	cp $< $@

# The page, with the bytes its loading line counts to (the wasm's and the data's).
$(WEB_OUT)/index.html: web/index.html $(WEB_OUT)/carillon.js $(WEB_OUT)/carillon.data
	sed "s/@BYTES@/$$(cat $(WEB_OUT)/carillon.wasm $(WEB_OUT)/carillon.data | wc -c)/" $< > $@

# The game's faces cut to the glyphs it writes (printable ASCII, the symbols its lines
# use, typographic quotes and dashes), as WOFF2: 15 and 12 KB where the whole faces are
# 760 and 95 KB. A glyph not kept is drawn by the browser's own face.
WEB_GLYPHS := U+0020-007E,U+00A0,U+00B5,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+2039-203A,U+2190-2193,U+221E
$(WEB_OUT)/words.woff2: $(FONT)
$(WEB_OUT)/display.woff2: $(word 1,$(FACE))
$(WEB_OUT)/words.woff2 $(WEB_OUT)/display.woff2:
	@mkdir -p $(dir $@)
	pyftsubset $< --unicodes='$(WEB_GLYPHS)' --layout-features=kern,liga --flavor=woff2 \
	  --output-file=$@ 2>/dev/null

$(WEB_OUT)/manifest.webmanifest $(WEB_OUT)/audio-sink.js: $(WEB_OUT)/%: web/%
	@mkdir -p $(dir $@)
	cp $< $@

serve: web
	@echo "serving $(WEB_OUT) at http://127.0.0.1:$(WEB_PORT)/ (Ctrl-C stops)"
	python3 -m http.server --bind 127.0.0.1 --directory $(WEB_OUT) $(WEB_PORT)

# The tests' npm packages (puppeteer-core, pinned in tests/web/package-lock.json).
tests/web/node_modules/.package-lock.json: tests/web/package-lock.json
	cd tests/web && npm ci --no-audit --no-fund --loglevel=error

# The endless levels the desktop grows after a pack, for the test to hold the page's against.
$(BUILD)/web-test/endless: tests/web/endless.c $(SUPPORT_LIB) $(GAME_LIB) $(LG_LIB) $(BASE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests $(LDFLAGS) -o $@ $^ $(LG_LIBS)

test-web: web tests/web/node_modules/.package-lock.json
	@$(MAKE) --no-print-directory all $(BUILD)/web-test/endless
	node tests/web/test.mjs $(WEB_OUT) $(BUILD)/carillon
	node tests/web/links.mjs $(WEB_OUT) $(BUILD)/carillon
	node tests/web/touch.mjs $(WEB_OUT) $(BUILD)/carillon
	node tests/web/reading.mjs $(WEB_OUT) $(BUILD)/carillon
	node tests/web/storage.mjs $(WEB_OUT) $(BUILD)/carillon
	node tests/web/start.mjs $(WEB_OUT) $(BUILD)/carillon

bench-web: web tests/web/node_modules/.package-lock.json
	@$(MAKE) --no-print-directory all
	node tests/web/bench.mjs $(WEB_OUT) $(BUILD)/carillon

-include $(shell find $(WEB_OBJ) $(GROW_OBJ) -name '*.d' 2>/dev/null)
