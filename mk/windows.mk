# Windows (64-bit), cross-built with Debian's mingw-w64 against SDL2, SDL2_ttf (FreeType),
# SDL2_mixer and cJSON built from Debian's own source packages by scripts/foreign-libs.sh
# (cached outside the clone, as for the browser). Both programs are linked statically,
# so the zip needs no DLLs.
#
#   make windows        build/win64/Carillon-VERSION-win64.zip: carillon.exe, levelgen.exe,
#                       assets\ (pack and fonts), README.txt, licenses\
#   make test-windows   the zip unpacked and run under Debian's wine (tests/package/windows.sh)
WIN_CC    := x86_64-w64-mingw32-gcc
WIN_RC    := x86_64-w64-mingw32-windres
WIN_OUT   := build/win64
WIN_OBJ   := $(WIN_OUT)/obj
WIN_VERSION = $(shell sed -n 's/^#define CARILLON_VERSION "\(.*\)"/\1/p' $(wildcard src/*/*.h))
WIN_NAME   = Carillon-$(WIN_VERSION)-win64
WIN_PKG   := env PKG_CONFIG_LIBDIR=$(WIN_PREFIX)/lib/pkgconfig pkg-config --static
# %zu and friends need MinGW's own printf; GCC takes format(printf) in our headers for
# Microsoft's, so the formats are checked by the Linux build (-Wno-format here). The
# core and the pure game see no SDL; the SDL shell (src/sdl) gets SDL's flags, whose
# -Dmain=SDL_main (declared by SDL_main.h) lets SDL2main hand the game its arguments in
# UTF-8. SDL2_ttf and SDL2_mixer install no .pc file when cross-built.
WIN_CFLAGS     = $(WARN) -Wno-format -O2 -Isrc -D__USE_MINGW_ANSI_STDIO=1 $(shell $(WIN_PKG) --cflags libcjson)
WIN_SDL_CFLAGS = $(shell $(WIN_PKG) --cflags sdl2 freetype2) -include SDL_main.h
WIN_GAME_LIBS  = -lSDL2_ttf -lSDL2_mixer $(shell $(WIN_PKG) --libs sdl2 freetype2 libcjson) -lm -lpthread
WIN_TOOL_LIBS  = $(shell $(WIN_PKG) --libs libcjson) -lm -lpthread
# The files of each program, as the Linux build has them (the Makefile's lists).
WIN_TOOL_SRC := $(BASE_SRC) $(LG_SRC) $(TOOL_SRC)
WIN_GAME_SRC := $(BASE_SRC) $(LG_SRC) $(GAME_SRC) $(SHELL_SRC) src/sdl/main.c
WIN_TOOL_OBJ := $(WIN_TOOL_SRC:src/%.c=$(WIN_OBJ)/%.o)
WIN_GAME_OBJ := $(WIN_GAME_SRC:src/%.c=$(WIN_OBJ)/%.o) $(WIN_OBJ)/gen/builtin_pack.o

.PHONY: windows windows-build test-windows deps-windows
deps-windows:
	@scripts/install-deps.sh --windows

# The libraries first (built once, then found in the cache), the pack, font and icons of
# the native build, then a make of its own that knows where the libraries are.
windows: deps-windows
	@$(MAKE) --no-print-directory $(BAKED_PACK) $(FONT) $(FACE) $(ICONS)
	@prefix=$$(scripts/foreign-libs.sh win64) && \
	  $(MAKE) --no-print-directory windows-build WIN_PREFIX="$$prefix"
	@ls -l $(WIN_OUT)/$(WIN_NAME).zip

windows-build: $(WIN_OUT)/$(WIN_NAME).zip

$(WIN_OBJ)/sdl/%.o: src/sdl/%.c
	@mkdir -p $(dir $@)
	$(WIN_CC) $(WIN_CFLAGS) $(WIN_SDL_CFLAGS) -MMD -MP -c $< -o $@
$(WIN_OBJ)/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(WIN_CC) $(WIN_CFLAGS) -MMD -MP -c $< -o $@
# The built-in levels, generated on the host (mk/builtin.mk).
$(WIN_OBJ)/gen/builtin_pack.o: $(BUILTIN_C)
	@mkdir -p $(dir $@)
	$(WIN_CC) $(WIN_CFLAGS) -c $< -o $@

# The icon Windows shows for carillon.exe: the painter's PNGs in one .ico.
$(WIN_OUT)/carillon.ico: $(BUILD)/icons/16.png $(BUILD)/icons/32.png $(BUILD)/icons/48.png $(BUILD)/icons/256.png
	@mkdir -p $(dir $@)
	convert $^ $@
$(WIN_OBJ)/carillon-res.o: $(WIN_OUT)/carillon.ico
	printf '1 ICON "%s"\n' carillon.ico > $(WIN_OUT)/carillon.rc
	$(WIN_RC) -I $(WIN_OUT) $(WIN_OUT)/carillon.rc -o $@

# SDL's -mwindows: a window of its own and no console beside it when opened from Explorer.
$(WIN_OUT)/carillon.exe: $(WIN_GAME_OBJ) $(WIN_OBJ)/carillon-res.o
	$(WIN_CC) -static -s -o $@ $^ $(WIN_GAME_LIBS)
$(WIN_OUT)/levelgen.exe: $(WIN_TOOL_OBJ)
	$(WIN_CC) -static -s -o $@ $^ $(WIN_TOOL_LIBS)

# Carillon's own licence (LICENSE), and those of what is built into the programs and the
# fonts': Debian's copyright files of the packages whose sources they were built from
# (NAME=package).
WIN_LICENCES := $(LIB_LICENCES) mingw-w64=mingw-w64-x86-64-dev $(FONT_LICENCES)
$(WIN_OUT)/$(WIN_NAME).zip: $(WIN_OUT)/carillon.exe $(WIN_OUT)/levelgen.exe $(BAKED_PACK) $(FONT) $(FACE) windows/README.txt LICENSE
	rm -rf $(WIN_OUT)/$(WIN_NAME) $@
	mkdir -p $(WIN_OUT)/$(WIN_NAME)/assets $(WIN_OUT)/$(WIN_NAME)/licenses
	cp $(WIN_OUT)/carillon.exe $(WIN_OUT)/levelgen.exe $(WIN_OUT)/$(WIN_NAME)/
	cp $(BAKED_PACK) $(FONT) $(FACE) $(WIN_OUT)/$(WIN_NAME)/assets/
	sed 's/$$/\r/' windows/README.txt > $(WIN_OUT)/$(WIN_NAME)/README.txt
	sed 's/$$/\r/' LICENSE > $(WIN_OUT)/$(WIN_NAME)/licenses/Carillon.txt
	$(foreach l,$(WIN_LICENCES),sed 's/$$/\r/' /usr/share/doc/$(word 2,$(subst =, ,$(l)))/copyright \
	  > $(WIN_OUT)/$(WIN_NAME)/licenses/$(word 1,$(subst =, ,$(l))).txt &&) true
	cd $(WIN_OUT) && zip -qr -X $(WIN_NAME).zip $(WIN_NAME)

test-windows: windows
	@tests/package/windows.sh $(WIN_OUT)/$(WIN_NAME).zip

-include $(shell find $(WIN_OBJ) -name '*.d' 2>/dev/null)
