// library.js: what src/web/main.c calls in the page (emcc --js-library), all on the
// page's one thread.
mergeInto(LibraryManager.library, {
  // A line for the player (a level cleared): the console, and #said for screen readers.
  carillon_said: function (line) {
    line = UTF8ToString(line);
    console.log(line);
    var p = document.createElement('p');
    p.textContent = line;
    document.getElementById('said').appendChild(p);
  },

  // What went wrong but let the game go on: one line at the foot of the page.
  carillon_note: function (line) {
    line = UTF8ToString(line);
    console.warn(line);
    document.getElementById('note').textContent = line;
  },

  // Writes /carillon back to IndexedDB; a write asked for while one runs follows it.
  // Module.carillonSynced counts the writes done with nothing more asked for.
  carillon_sync: function () {
    var sync = Module.carillonSyncState = Module.carillonSyncState || { running: false, again: false };
    if (sync.running) { sync.again = true; return; }
    sync.running = true;
    FS.syncfs(false, function (err) {
      sync.running = false;
      if (err) document.getElementById('note').textContent = 'progress cannot be kept in this browser\'s storage';
      if (sync.again) { sync.again = false; _carillon_sync(); }
      else Module.carillonSynced = (Module.carillonSynced || 0) + 1;
    });
  },
  carillon_sync__deps: ['$FS'],

  // The main loop's callback: the frame step, called through its export (see
  // carillon_step in src/web/main.c).
  carillon_enter: function (arg) {
    Module['_carillon_step'](arg);
  },

  // Each frame step's cost in ms (the latest 600), and the first frame's time, for the
  // bench.
  carillon_frame: function (ms) {
    var frames = Module.carillonFrames = Module.carillonFrames || [];
    if (frames.length === 0) performance.mark('carillon-first-frame');
    if (frames.length >= 600) frames.shift();
    frames.push(ms);
  },

  // A grower's job ended in the frame step now running: its index in carillonFrames,
  // for the bench.
  carillon_grown: function () {
    (Module.carillonGrown = Module.carillonGrown || []).push((Module.carillonFrames || []).length);
  },
});
