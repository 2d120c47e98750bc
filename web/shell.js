// shell.js: the page's side of the web build (emcc --pre-js), before the game starts.
//
// It hands the game its canvas and the URL's ?level=, ?seed=, ?code= and ?daily (today)
// or ?daily=YYYY-MM-DD as the desktop's command line (so a bad value gets the desktop's
// own one-line message, and the level select opens), --touch where the pointer is coarse
// (a phone's finger), and reads the player's
// folder /carillon from IndexedDB (store.js) before main runs; src/web/main.c has each
// file the game writes stored back at once (library.js). With
// ?seed it starts the worker that grows the pack at once, before the game. After the
// first frame, once no levels grow, it registers the service worker (sw.js) that keeps
// the build for offline play, and says once, on the page, when a new build has taken
// over from the one playing. SDL's sound plays through an AudioWorklet (audio-sink.js), not the deprecated
// ScriptProcessorNode.
var Module = typeof Module !== 'undefined' ? Module : {};
Module.canvas = document.getElementById('canvas');
Module.carillonFrames = [];
Module.arguments = (function () {
  var args = [], query = new URLSearchParams(location.search);
  ['level', 'seed', 'code'].forEach(function (name) {
    if (query.has(name)) args.push('--' + name, query.get(name));
  });
  if (query.has('daily')) {
    args.push('--daily');
    if (query.get('daily') !== '') args.push(query.get('daily'));
  }
  // a phone: the game starts as after a touch (a held dot shown clear of the finger)
  if (window.matchMedia && matchMedia('(pointer: coarse)').matches) args.push('--touch');
  return args;
})();
// A pack grows from the first frame (?seed): its first worker is started now, so that it
// loads and compiles its module while the page's own is still on its way, rather than
// after (library.js takes it as its first worker). It is named for a BroadcastChannel of
// its own (web/grow.js), by which the pack's job reaches it at once.
if (Module.arguments.indexOf('--seed') >= 0 && window.Worker) {
  try {
    Module.carillonEarlyLine = 'carillon-grow-' + Math.random().toString(36).slice(2);
    Module.carillonEarlyWorker = new Worker('carillon-grow.js', { name: Module.carillonEarlyLine });
    // one that cannot load before it is taken is let go: library.js starts its own
    Module.carillonEarlyWorker.onerror = function (e) {
      e.preventDefault();
      Module.carillonEarlyWorker = null;
    };
  } catch (e) {
    console.warn('no worker to grow levels: ' + e.message);
  }
}
Module.print = function (line) { console.log(line); };
Module.printErr = function (line) { console.warn(line); };

// The player's files are read from IndexedDB (store.js) as soon as the script has run
// (preInit), while the wasm is still on its way: opening takes a while in a browser just
// started. They are written into the folder only once the module's memory is there
// (preRun): before it, emscripten's MEMFS fails to write a file it has begun (it looks
// whether the bytes are in that memory), which left every file empty whenever IndexedDB
// answered before the wasm was ready, and the game set them all aside as damaged.
var carillonFiles; // resolves to the records read
Module.preInit = (Module.preInit || []).concat(function () {
  FS.mkdir('/carillon');
  ENV.CARILLON_PREFS = '/carillon';
  carillonFiles = carillonStore.read();
});
Module.preRun = (Module.preRun || []).concat(function () {
  addRunDependency('carillon-prefs');
  carillonFiles.then(function (files) {
    carillonStore.loadInto(files);
    performance.mark('carillon-prefs');
    removeRunDependency('carillon-prefs');
  });
});

if ('serviceWorker' in navigator) {
  // A page already under a worker that sees another take over plays an older build; so
  // does one whose worker has just kept a build deployed without a new sw.js (sw.js).
  var carillonServed = navigator.serviceWorker.controller;
  var carillonUpdated = function () {
    document.getElementById('note').textContent = 'Carillon has been updated: reload the page to play the new version';
  };
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    if (carillonServed) carillonUpdated();
  });
  navigator.serviceWorker.addEventListener('message', function (e) {
    if (e.data && e.data.carillon === 'updated') carillonUpdated();
  });
}
// The service worker is registered once the game has drawn its first frame (library.js
// calls this) and no levels grow: installing it fetches every file of the build again and
// stores them, which at once would compete with the page's own fetches and with the
// worker growing a pack (?seed=5's took 2.2 s beside it, 1.9 s after it, in headless
// chromium on two cores). While levels grow it looks again a second later.
Module.carillonKeep = function () {
  if (!('serviceWorker' in navigator)) return;
  var grow = Module.carillonGrow;
  if (grow && Object.keys(grow.jobs).length) return setTimeout(Module.carillonKeep, 1000);
  navigator.serviceWorker.register('sw.js').catch(function (err) {
    console.warn('Carillon cannot be kept for offline play: ' + err.message);
  });
  // the worker in charge looks whether the host's files changed without a new sw.js
  if (navigator.serviceWorker.controller) navigator.serviceWorker.controller.postMessage({ carillon: 'check' });
};

// The browser starts its sound in a process of its own, which takes a few hundred ms the
// first time (0.3 to 0.6 s in headless chromium, all of it on this thread): the
// AudioContext SDL would make as the game opens is made here, just after this script,
// while the page's files are still on their way, so that the wait overlaps theirs in
// place of delaying the first frame. SDL takes the one it finds (Module.SDL2), and it
// resumes on the first tap or key, as SDL's own does.
setTimeout(function () {
  var Context = window.AudioContext || window.webkitAudioContext;
  if (!Context || (Module.SDL2 && Module.SDL2.audioContext)) return;
  try {
    Module.SDL2 = Module.SDL2 || {};
    Module.SDL2.audioContext = new Context();
    autoResumeAudioContext(Module.SDL2.audioContext);
  } catch (e) {
    console.warn('the sound cannot be started: ' + e.message);
  }
}, 0);

// SDL 2.26 (Debian's) plays sound through a ScriptProcessorNode, the only path it has for
// emscripten (Debian's emscripten, 3.1.6, has no audio worklets of its own, and theirs need
// threads). Where the browser has AudioWorklet, SDL gets a stand-in with the node's
// interface as SDL uses it (onaudioprocess, with an outputBuffer of the same size, on the
// page's thread, connect, disconnect), whose blocks an AudioWorkletNode plays; LEAD blocks
// stay queued in it, as the node kept its own buffers ahead.
(function () {
  var Context = window.AudioContext || window.webkitAudioContext, LEAD = 2;
  if (!Context || !window.AudioWorkletNode) return;
  Context.prototype.createScriptProcessor = function (size, inputs, channels) {
    var context = this, node = null, target = null;
    var stand = { onaudioprocess: null };
    // One block from SDL's callback, sent to the sink, which asks for each next one.
    function fill() {
      var data = [];
      for (var c = 0; c < channels; c++) data.push(new Float32Array(size));
      if (stand.onaudioprocess)
        stand.onaudioprocess({ outputBuffer: { numberOfChannels: channels, getChannelData: function (c) { return data[c]; } } });
      node.port.postMessage(data, data.map(function (a) { return a.buffer; }));
    }
    context.audioWorklet.addModule('audio-sink.js').then(function () {
      node = new AudioWorkletNode(context, 'carillon-sink', { numberOfInputs: 0, outputChannelCount: [channels] });
      node.port.onmessage = fill;
      for (var i = 0; i < LEAD; i++) fill();
      if (target) node.connect(target);
    }, function (err) {
      console.warn('the sound cannot be played: ' + err.message);
    });
    stand.connect = function (to) {
      target = to;
      if (node) node.connect(to);
    };
    stand.disconnect = function () {
      target = null;
      if (node) {
        node.port.onmessage = null;
        node.disconnect();
      }
    };
    return stand;
  };
})();
