# bench.mk: the peers `make bench` measures Carillon against in process, linked into
# the bench when their libraries are installed (scripts/install-deps.sh --bench):
# GLPK's C library (libglpk-dev) and nauty's (libnauty2-dev, its build for graphs of at
# most 64 vertices in 64-bit words, libnautyL1). Without one, its section says it is
# skipped, so `make test`, which builds the bench, needs neither. The objects that see
# the choice depend on a stamp named after it: installing a peer later rebuilds them.
bench_has = $(shell printf '\043include <$(1)>\n' | $(CC) -E -x c - >/dev/null 2>&1 && echo yes)
BENCH_GLPK  := $(call bench_has,glpk.h)
BENCH_NAUTY := $(call bench_has,nauty/nauty.h)
BENCH_PEER_CFLAGS := $(if $(BENCH_GLPK),-DBENCH_GLPK) $(if $(BENCH_NAUTY),-DBENCH_NAUTY)
BENCH_PEER_LIBS   := $(if $(BENCH_GLPK),-lglpk) $(if $(BENCH_NAUTY),-lnautyL1)
BENCH_STAMP := $(BUILD)/bench/peers$(if $(BENCH_GLPK),-glpk)$(if $(BENCH_NAUTY),-nauty).stamp

$(BENCH_STAMP):
	@mkdir -p $(dir $@)
	@touch $@
$(BUILD)/obj/bench/glpk.o $(BUILD)/obj/bench/nauty.o: $(BENCH_STAMP)
