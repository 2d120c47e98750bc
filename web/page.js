// page.js: the page's side of its front end (emcc --pre-js; src/web/main.c is the C
// side): the command line from the URL, the player's folder from IndexedDB, the game's
// faces, the loop, the browser's events, the sound and the service worker.
//
// - The URL's ?level=, ?seed=, ?code= and ?daily[=YYYY-MM-DD] become the desktop's
//   command line (a bad value gets the desktop's own line, and the select opens; a NUL,
//   which would end the C string, goes as %00, so the line names the value as linked);
//   --touch where the pointer is coarse (a phone's finger).
// - A browser that cannot play the game at all (no WebAssembly, no 2D canvas) is told so
//   in the page, in the loading line's place, and nothing more runs.
// - The game's wasm and its pack (carillon.data, the pack's bytes) are fetched here,
//   counted as they arrive; one the service worker finds damaged with no network to mend
//   it from is said, with what to do.
// - The player's folder /carillon is read from IndexedDB (store.js) as soon as this
//   script has run, and written into the module's files once its memory is there.
// - The loop: an animation frame calls the game's carillon_tick after any event, and
//   again when the game asked to be woken (at once while something moves); at rest the
//   page does nothing at all. A gamepad connected is looked at every frame.
// - Keys by the browser's name (KeyboardEvent.key), pointers in window points (CSS
//   pixels): the game's table says what they ask. Only the first finger down counts.
// - The sound: the game's voices (carillon_sound) into an AudioWorklet (audio-sink.js),
//   resumed on the first tap or key (the browser's autoplay rule).
// - After the first frame, once no levels grow, the service worker (sw.js) that keeps the
//   build for offline play is registered; a new build taking over is said once.
var Module = typeof Module !== 'undefined' ? Module : {};
Module.canvas = document.getElementById('canvas');

// Why this browser cannot play at all, said in the page; the runtime's own complaint
// that follows (no WebAssembly) is the same news, kept from the console.
function carillonCannot(why) {
  var line = document.getElementById('arrived');
  line.textContent = 'Carillon cannot be played in this browser: ' + why + '.';
  line.style.color = '#fc6';
  addEventListener('error', function (e) { e.preventDefault(); });
  Module.carillonCannot = why;
}
if (typeof WebAssembly !== 'object') {
  carillonCannot('it runs no WebAssembly, which the game is made of (another browser, or this one with ' +
                 'WebAssembly allowed, plays it)');
} else if (!Module.canvas.getContext('2d', { alpha: false })) { // (canvas.js asks for the same)
  carillonCannot('it gives the page no canvas to draw on (it may be blocked, or short of memory: reloading, ' +
                 'or another browser, may play it)');
}
Module.carillonFrames = [];
Module.arguments = (function () {
  var args = [], query = new URLSearchParams(location.search);
  ['level', 'seed', 'code'].forEach(function (name) {
    if (query.has(name)) args.push('--' + name, query.get(name).replace(/\0/g, '%00'));
  });
  if (query.has('daily')) {
    args.push('--daily');
    if (query.get('daily') !== '') args.push(query.get('daily').replace(/\0/g, '%00'));
  }
  if (window.matchMedia && matchMedia('(pointer: coarse)').matches) args.push('--touch');
  return args;
})();
// A pack grows from the first frame (?seed): its first worker is started now, so that it
// loads its module while the page's own is still on its way (library.js takes it as its
// first worker). It is named for a BroadcastChannel of its own (web/grow.js), by which
// the pack's job reaches it at once.
if (Module.arguments.indexOf('--seed') >= 0 && window.Worker) {
  try {
    Module.carillonEarlyLine = 'carillon-grow-' + Math.random().toString(36).slice(2);
    Module.carillonEarlyWorker = new Worker('carillon-grow.js', { name: Module.carillonEarlyLine });
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

// How much of the game has arrived, said until the first frame (index.html's #arrived,
// whose data-total the build writes): the wasm counted as it streams in, the data file
// as emscripten's loader tells it.
var carillonArrived = { wasm: 0, data: 0 };
function carillonArriving(file, bytes) {
  var line = document.getElementById('arrived');
  carillonArrived[file] = bytes;
  if (line) line.textContent = Math.round((carillonArrived.wasm + carillonArrived.data) / 1024) + ' of ' +
    Math.round(line.dataset.total / 1024) + ' KB';
}
// The build's file name, its bytes counted as they stream in as what (wasm, data).
function carillonFetch(name, what) {
  return fetch(name).then(function (response) {
    var damaged = response.headers.get('X-Carillon-Damaged');
    if (damaged) throw new Error(damaged);
    if (!response.ok) throw new Error(name + ': the host answered ' + response.status);
    var reader = response.body.getReader(), parts = [], got = 0;
    var read = function () {
      return reader.read().then(function (chunk) {
        if (chunk.done) return new Blob(parts).arrayBuffer();
        parts.push(chunk.value);
        carillonArriving(what, (got += chunk.value.length));
        return read();
      });
    };
    return read();
  });
}
// Said, and the game not started: what it needs could not be had.
function carillonUnloaded(err) {
  carillonFoot('the game cannot be loaded: ' + err.message);
}
// (null once said that it could not be had: the game then never starts)
var carillonPack = Module.carillonCannot ? null : carillonFetch('carillon.data', 'data').then(null, function (err) {
  carillonUnloaded(err);
  return null;
});
Module.instantiateWasm = function (imports, done) {
  if (Module.carillonCannot) return {};
  carillonFetch('carillon.wasm', 'wasm').then(function (bytes) {
    return WebAssembly.instantiate(bytes, imports);
  }).then(function (made) {
    done(made.instance, made.module);
  }, carillonUnloaded);
  return {};
};

// The player's files, read while the wasm is on its way; written into the folder once
// the module's memory is there (MEMFS writes into it). The game's faces are waited for
// too: the game measures its words as it lays a screen out.
var carillonFiles;
Module.preInit = (Module.preInit || []).concat(function () {
  FS.mkdir('/carillon');
  carillonFiles = carillonStore.read();
});
Module.preRun = (Module.preRun || []).concat(function () {
  addRunDependency('carillon-pack');
  carillonPack.then(function (bytes) {
    if (!bytes) return;
    FS.mkdir('/assets');
    FS.writeFile('/assets/levels.pack', new Uint8Array(bytes));
    removeRunDependency('carillon-pack');
  });
  addRunDependency('carillon-prefs');
  carillonFiles.then(function (files) {
    carillonStore.loadInto(files);
    performance.mark('carillon-prefs');
    removeRunDependency('carillon-prefs');
  });
  addRunDependency('carillon-faces');
  var faces = document.fonts ? ['CarillonWords', 'CarillonDisplay'] : [];
  Promise.all(faces.map(function (face) {
    return document.fonts.load('16px ' + face).then(function (found) {
      if (!found.length) carillonFoot(face + ': the game\'s face could not be loaded; the browser\'s own is used');
    });
  })).then(function () { removeRunDependency('carillon-faces'); });
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
// Registered once the first frame is drawn (library.js) and no levels grow: installing
// fetches every file of the build again, which would compete with the page's own
// fetches and with a pack growing. While levels grow it looks again a second later.
Module.carillonKeep = function () {
  if (!('serviceWorker' in navigator)) return;
  var grow = Module.carillonGrow;
  if (grow && Object.keys(grow.jobs).length) return setTimeout(Module.carillonKeep, 1000);
  navigator.serviceWorker.register('sw.js').catch(function (err) {
    console.warn('Carillon cannot be kept for offline play: ' + err.message);
  });
  if (navigator.serviceWorker.controller) navigator.serviceWorker.controller.postMessage({ carillon: 'check' });
};

// The browser starts its sound in a process of its own, which takes a few hundred ms the
// first time: the context is made now, while the page's files are on their way.
setTimeout(function () {
  var Context = window.AudioContext || window.webkitAudioContext;
  try {
    if (Context) Module.carillonAudio = new Context();
  } catch (e) {
    console.warn('the sound cannot be started: ' + e.message);
  }
}, 0);

// The game's loop and the browser's events, started by the game once it has opened
// (carillon_start in library.js).
Module.carillonRun = function () {
  var canvas = Module.canvas, asked = false, timer = 0, ended = false;
  var wake = function () {
    if (ended || asked) return;
    clearTimeout(timer);
    asked = true;
    requestAnimationFrame(frame);
  };
  var frame = function () {
    asked = false;
    var pads = padsLook();
    var ratio = Math.min(window.devicePixelRatio || 1, 2), w = canvas.clientWidth, h = canvas.clientHeight;
    var pw = Math.round(w * ratio), ph = Math.round(h * ratio);
    if (canvas.width !== pw || canvas.height !== ph) {
      canvas.width = pw;
      canvas.height = ph;
    }
    var next = _carillon_tick(performance.now(), pw, ph, w, h);
    if (next === -2) return (ended = true);
    if (pads) next = 0;
    if (next === 0) wake();
    else if (next > 0) timer = setTimeout(wake, next);
  };
  var act = function (f) {
    return function (e) {
      if (ended) return;
      f(e);
      wake();
    };
  };

  addEventListener('keydown', act(function (e) {
    if (carillonHand('_carillon_key', e.key, e.shiftKey, e.ctrlKey || e.metaKey, e.repeat)) e.preventDefault();
  }));
  // A pointer's place in window points (a mouse at rest the game tells apart).
  var finger = null;
  var at = function (e, kind) {
    var box = canvas.getBoundingClientRect(), touch = e.pointerType !== 'mouse';
    _carillon_pointer(kind, e.clientX - box.left, e.clientY - box.top, touch);
  };
  canvas.addEventListener('pointerdown', act(function (e) {
    if (e.pointerType !== 'mouse') {
      if (finger !== null) return;
      finger = e.pointerId;
    }
    canvas.setPointerCapture && canvas.setPointerCapture(e.pointerId);
    at(e, e.button === 2 ? 3 : 0);
  }));
  canvas.addEventListener('pointermove', act(function (e) {
    if (e.pointerType !== 'mouse' && e.pointerId !== finger) return;
    at(e, 1);
  }));
  var up = act(function (e) {
    if (e.pointerType !== 'mouse') {
      if (e.pointerId !== finger) return;
      finger = null;
    } else if (e.button !== 0) return;
    at(e, 2);
  });
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', up);
  canvas.addEventListener('wheel', act(function (e) {
    if (e.deltaY) _carillon_pointer(e.deltaY < 0 ? 4 : 5, 0, 0, false);
  }), { passive: true });
  addEventListener('resize', wake);
  document.addEventListener('visibilitychange', act(function () {
    if (!document.hidden) _carillon_shown();
  }));
  addEventListener('gamepadconnected', wake);

  // Pads: looked at each frame while one is connected (and once more as the last goes),
  // their buttons by the browser's standard mapping, the sticks and triggers; the game
  // says what they ask (its dead zones and repeats).
  var padsSeen = false;
  var padsLook = function () {
    var pads = navigator.getGamepads ? Array.from(navigator.getGamepads()).filter(Boolean) : [];
    if (!pads.length && !padsSeen) return false;
    var held = 0, lt = 0, rt = 0, lx = 0, ly = 0, ry = 0;
    pads.forEach(function (p) {
      p.buttons.forEach(function (b, i) { if (b.pressed && i < 32) held |= 1 << i; });
      lt = Math.max(lt, p.buttons[6] ? p.buttons[6].value : 0);
      rt = Math.max(rt, p.buttons[7] ? p.buttons[7].value : 0);
      lx = lx || p.axes[0] || 0;
      ly = ly || p.axes[1] || 0;
      ry = ry || p.axes[3] || 0;
    });
    _carillon_pads(pads.length > 0, held >>> 0, lx, ly, ry, lt, rt, performance.now());
    padsSeen = pads.length > 0;
    return padsSeen;
  };
  carillonSound();
  wake();
};

// The game's voices, rendered a block at a time as the worklet asks, LEAD blocks ahead;
// the bells made one at a time while the page rests.
function carillonSound() {
  var context = Module.carillonAudio, BLOCK = 1024, LEAD = 2;
  if (!context || !window.AudioWorkletNode) return;
  var ahead = function () {
    if (_carillon_bells_ahead()) (window.requestIdleCallback || setTimeout)(ahead);
  };
  (window.requestIdleCallback || setTimeout)(ahead);
  var resume = function () { if (context.state !== 'running') context.resume(); };
  ['pointerdown', 'keydown'].forEach(function (e) { addEventListener(e, resume, true); });
  context.audioWorklet.addModule('audio-sink.js').then(function () {
    var node = new AudioWorkletNode(context, 'carillon-sink', { numberOfInputs: 0, outputChannelCount: [2] });
    var fill = function () {
      var left = new Float32Array(BLOCK), right = new Float32Array(BLOCK), at = _carillon_sound(BLOCK);
      if (at) {
        var pcm = HEAP16.subarray(at >> 1, (at >> 1) + BLOCK * 2);
        for (var i = 0; i < BLOCK; i++) {
          left[i] = pcm[2 * i] / 32768;
          right[i] = pcm[2 * i + 1] / 32768;
        }
      }
      node.port.postMessage([left, right], [left.buffer, right.buffer]);
    };
    node.port.onmessage = fill;
    for (var i = 0; i < LEAD; i++) fill();
    node.connect(context.destination);
  }, function (err) {
    console.warn('the sound cannot be played: ' + err.message);
  });
}
