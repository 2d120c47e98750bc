# Sourced by tests/fuzz/run.sh and tests/cli/fuzz_replay.sh: where each fuzz target's
# inputs are, and how long they may be. Its own folder tests/fuzz/corpus/NAME (seeds, and every finding kept as a
# regression input), then the test data that already holds inputs of its kind.
# fuzz_save's folder lives here too once the save loader exists.
seeds_of() {
  case $1 in
  fuzz_pack) echo tests/fuzz/corpus/pack tests/data/good tests/data/bad tests/data/unproven ;;
  fuzz_options) echo tests/fuzz/corpus/options ;;
  fuzz_levelgen_args) echo tests/fuzz/corpus/levelgen_args ;;
  *) echo "tests/fuzz/corpus/${1#fuzz_}" ;;
  esac
}

# libFuzzer's longest input: a pack with a few levels is some kilobytes; a command
# line is short, and libFuzzer's own default grows it as needed.
max_len_of() {
  case $1 in
  fuzz_pack) echo 16384 ;;
  *) echo 1024 ;;
  esac
}
