# Sourced by tests/fuzz/run.sh and tests/cli/fuzz_replay.sh: where each fuzz target's
# inputs are, and how long they may be.

# Its own folder tests/fuzz/corpus/NAME (seeds, and every finding kept as a regression
# input), then the test data that already holds inputs of its kind.
seeds_of() {
  case $1 in
  fuzz_pack) echo tests/fuzz/corpus/pack tests/data/good tests/data/bad tests/data/unproven ;;
  fuzz_options) echo tests/fuzz/corpus/options ;;
  fuzz_levelgen_args) echo tests/fuzz/corpus/levelgen_args ;;
  fuzz_save) echo tests/fuzz/corpus/save tests/data/bad-saves ;;
  fuzz_settings) echo tests/fuzz/corpus/settings tests/data/bad-saves ;;
  fuzz_code) echo tests/fuzz/corpus/code ;;
  fuzz_daily) echo tests/fuzz/corpus/daily ;;
  fuzz_workshop) echo tests/fuzz/corpus/workshop ;;
  esac
}

# libFuzzer's longest input: a pack with a few levels, or a save with a few packs, is
# some kilobytes; a command line or the settings are short.
max_len_of() {
  case $1 in
  fuzz_pack | fuzz_save | fuzz_daily | fuzz_workshop) echo 16384 ;;
  *) echo 1024 ;;
  esac
}
