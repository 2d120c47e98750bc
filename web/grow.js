// grow.js: the JavaScript side of the page's Web Worker that grows levels (emcc --pre-js
// of carillon-grow.js; src/web/worker/grow.c is its C side, src/web/growworker.c and
// web/library.js the page's).
//
// The page posts one job at a time: {id, pack: true, lo, hi, threads} for a whole pack
// of seed hi:lo, or {id, pack: false, lo, hi, prev, kept, count} for the endless level
// to follow the level prev (its bytes) with count kept entries of the page's repeat set
// (their bytes), each with levelSize and keptSize, the layouts the page was built with.
// The worker answers {id, part, done, total} as the core reports progress (part: the
// share's, or -1), then {id, count,
// levels} (the levels' bytes) or {id, error}. A pack grown by two workers comes as
// {id, pack: true, lo, hi, part, parts} to each, which grows that share of the pool and
// answers {id, share: part, grown} (its pool's bytes); then {id, order: true, lo, hi,
// parts, shares: [{part, grown}]} to the first, which takes the other shares in, orders
// the pool and answers as for a whole pack. A message that comes before the module is
// ready waits for it.
var carillonJob = 0, carillonPart = -1, carillonWaiting = [];
// The progress last posted, and when (performance.now()).
var carillonDone = -1, carillonTotal = -1, carillonToldAt = 0;

Module.onRuntimeInitialized = function () {
  var waiting = carillonWaiting;
  carillonWaiting = null;
  waiting.forEach(carillonGrow);
};

// A job marked twice comes by postMessage and by the channel named for this worker
// (library.js); the first to come is grown, the other let go.
var carillonHeard = {};
function carillonAsked(ask) {
  if (ask.twice && carillonHeard[ask.id]) {
    delete carillonHeard[ask.id];
    return;
  }
  if (ask.twice) carillonHeard[ask.id] = true;
  if (carillonWaiting) carillonWaiting.push(ask);
  else carillonGrow(ask);
}
self.onmessage = function (e) { carillonAsked(e.data); };
if (self.name && self.BroadcastChannel) new BroadcastChannel(self.name).onmessage = function (e) { carillonAsked(e.data); };

// The core's progress (from grow.c), passed on when it moved, and then at most once in
// PROGRESS_MS, but always when a stage is done: a pack moves some 2,000 times, and each
// message is a task on the page's thread, which draws at most one change a frame.
var PROGRESS_MS = 20;
function carillonProgress(done, total) {
  if (done === carillonDone && total === carillonTotal) return;
  var at = performance.now();
  if (done < total && total === carillonTotal && at - carillonToldAt < PROGRESS_MS) return;
  carillonDone = done;
  carillonTotal = total;
  carillonToldAt = at;
  postMessage({ id: carillonJob, part: carillonPart, done: done, total: total });
}

function carillonGrow(ask) {
  carillonJob = ask.id;
  carillonPart = ask.pack && ask.parts > 1 ? ask.part : -1; // a share's progress, or a whole job's
  carillonDone = carillonTotal = -1;
  if (ask.levelSize !== _grow_level_size() || ask.keptSize !== _grow_kept_size()) {
    postMessage({ id: ask.id, error: 'the page and its level grower come from different builds: reload the page' });
    return;
  }
  var status;
  if (ask.pack && ask.parts > 1) {
    status = _grow_share(ask.lo, ask.hi, ask.part, ask.parts);
    if (status === 0) {
      var pool = _grow_pool(), grown = HEAPU8.slice(pool, pool + _grow_pool_size() * _grow_grown_size()).buffer;
      postMessage({ id: ask.id, share: ask.part, grown: grown }, [grown]);
      return;
    }
  } else if (ask.order) {
    ask.shares.forEach(function (share) {
      var bytes = _malloc(share.grown.byteLength);
      HEAPU8.set(new Uint8Array(share.grown), bytes);
      _grow_take_share(bytes, share.part, ask.parts);
      _free(bytes);
    });
    status = _grow_ordered(ask.lo, ask.hi);
  } else if (ask.pack) {
    status = _grow_pack(ask.lo, ask.hi, ask.threads);
  } else {
    var prev = _malloc(ask.prev.byteLength), kept = _malloc(Math.max(1, ask.kept.byteLength));
    HEAPU8.set(new Uint8Array(ask.prev), prev);
    HEAPU8.set(new Uint8Array(ask.kept), kept);
    status = _grow_next(prev, kept, ask.count, ask.lo, ask.hi);
    _free(prev);
    _free(kept);
  }
  if (status !== 0) {
    postMessage({ id: ask.id, error: UTF8ToString(_grow_why()) });
    return;
  }
  var count = _grown_count(), at = _grown_levels();
  var levels = HEAPU8.slice(at, at + count * ask.levelSize).buffer;
  _grown_free();
  postMessage({ id: ask.id, count: count, levels: levels }, [levels]);
}
