# The desktop's metadata (desktop/): `make screenshots` remakes the pictures the AppStream
# metainfo shows with the game's own --screenshot (headless, a fresh preference folder,
# 1280x720), recompressed without loss by ImageMagick for the repository (the game writes
# stored deflate, 2.7 MB a picture). Run it after a visible change; commit the pictures.
SHOTS := select hold chain
SHOT_ARGS_select := --frames 30
SHOT_ARGS_hold   := --autoplay --level 56 --frames 6
SHOT_ARGS_chain  := --autoplay --level 56 --frames 14

.PHONY: screenshots FORCE
screenshots: $(SHOTS:%=desktop/screenshots/%.png)
desktop/screenshots/%.png: $(CARILLON) $(BAKED_PACK) $(FONT) FORCE
	@mkdir -p $(BUILD)/screenshots
	prefs=$$(mktemp -d) && CARILLON_PREFS=$$prefs $(CARILLON) --headless --size 1280x720 \
	  $(SHOT_ARGS_$*) --screenshot $(BUILD)/screenshots/$*.png > /dev/null; \
	  status=$$?; rm -rf "$$prefs"; exit $$status
	convert $(BUILD)/screenshots/$*.png -strip -define png:exclude-chunks=date,time \
	  -define png:compression-level=9 $@
