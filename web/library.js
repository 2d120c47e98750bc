// library.js: what src/web/main.c and src/web/growworker.c call in the page (emcc
// --js-library), all on the page's one thread; the canvas's calls are canvas.js's.
mergeInto(LibraryManager.library, {
  // A line for the player (a level cleared): the console, and #said for screen readers,
  // once every file written before it is in the browser's storage (a win said is a win
  // kept, a reload then or not).
  carillon_said: function (line) {
    line = UTF8ToString(line);
    Module.carillonStore.afterKept(function () {
      console.log(line);
      var p = document.createElement('p');
      p.textContent = line;
      document.getElementById('said').appendChild(p);
    });
  },

  // What went wrong but let the game go on: one line at the foot of the page.
  carillon_warned: function (line) {
    carillonFoot(UTF8ToString(line));
  },
  carillon_warned__deps: ['$carillonFoot'],
  $carillonFoot: function (line) {
    console.warn(line);
    document.getElementById('note').textContent = line;
  },

  // Hands text to the game's exported function name, a copy in the module's memory for
  // the length of the call, with any further arguments after it; returns what it returns.
  $carillonHand: function (name, text) {
    var size = lengthBytesUTF8(text) + 1, ptr = _malloc(size);
    stringToUTF8(text, ptr, size);
    var more = Array.prototype.slice.call(arguments, 2), got = Module[name].apply(null, [ptr].concat(more));
    _free(ptr);
    return got;
  },
  $carillonHand__deps: ['malloc', 'free'],

  // What the game copies, onto the page's clipboard (navigator.clipboard), by its kind
  // (carillon.h: enum carillon_copy_kind): a level's code becomes a link to this page
  // that plays it, and the daily's share line gains the link to its day, each link this
  // page's address with the query the game gives (code=..., daily=...); a link is handed
  // to the Web Share API instead where the browser has one and the pointer is a finger
  // (a phone), whose sheet can copy too.
  // What came of it, once the browser says, goes back to the game in words (said under
  // the field: carillon_copied in src/web/main.c, kept in Module.carillonNoted); what
  // fails is said at the foot of the page too.
  carillon_copy: function (kind, text, query) {
    var CODE = 1, SHARE = 2;
    text = UTF8ToString(text);
    var url = kind === CODE || kind === SHARE ? location.origin + location.pathname + '?' + UTF8ToString(query) : null;
    var what = 'the text';
    if (kind === CODE) {
      text = url;
      what = 'a link to this field';
    } else if (kind === SHARE) {
      text = text + ' ' + url;
      what = 'the share line, with a link to its day,';
    }
    var noted = function (line) {
      Module.carillonNoted = line;
      carillonHand('_carillon_copied', line);
    };
    var refused = function (why, err) {
      var line = 'nothing was copied: ' + why + ' (' + (err && err.message ? err.message : err) + ')';
      carillonFoot(line);
      noted(line);
    };
    var copy = function () {
      if (!navigator.clipboard || !navigator.clipboard.writeText)
        return refused('this page has no clipboard', 'the browser gives it none here');
      navigator.clipboard.writeText(text).then(function () {
        Module.carillonCopied = text;
        noted(what + ' is on the clipboard');
      }, function (err) { refused('the browser refused the clipboard', err); });
    };
    if (url && navigator.share && matchMedia('(pointer: coarse)').matches) {
      navigator.share(text === url ? { url: url } : { text: text }).then(function () {
        Module.carillonShared = text;
        noted(what + ' was shared');
      }, function (err) {
        if (err && err.name === 'AbortError') return noted('nothing was shared: the share sheet was closed');
        copy();
      });
    } else {
      copy();
    }
  },
  carillon_copy__deps: ['$carillonHand', '$carillonFoot'],

  // Ctrl+V: the page's clipboard's text, handed to the game (carillon_pasted in
  // src/web/main.c) once the browser gives it; a refusal is said in one line.
  carillon_paste: function () {
    var refused = function (why) {
      carillonFoot('Ctrl+V: this page may not read the clipboard (' + why + ')');
    };
    if (!navigator.clipboard || !navigator.clipboard.readText)
      return refused('the browser gives it no clipboard here');
    navigator.clipboard.readText().then(function (text) {
      carillonHand('_carillon_pasted', text);
    }, function (err) { refused(err && err.message ? err.message : String(err)); });
  },
  carillon_paste__deps: ['$carillonHand', '$carillonFoot'],

  // A player's file the game wrote (the host's stored), into the browser's storage at
  // once (store.js); with none, every file the game set aside as it started.
  carillon_store: function (path) {
    if (path) Module.carillonStore.persist(UTF8ToString(path));
    else Module.carillonStore.persistAll();
  },

  // Why the browser keeps none of the player's files, into out (size bytes), or 0 when
  // it keeps them.
  carillon_refused: function (out, size) {
    var why = Module.carillonStore.refused;
    if (!why) return 0;
    stringToUTF8(why, out, size);
    return 1;
  },

  // The sound's samples a second, or 0 when the page has no sound (page.js made its
  // context as it loaded).
  carillon_sound_rate: function () {
    return Module.carillonAudio ? Module.carillonAudio.sampleRate : 0;
  },

  // The settings' full screen: asked of the browser, which may refuse it (it grants it
  // only in answer to a key or a tap); the game plays on either way.
  carillon_fullscreen: function (on) {
    var d = document;
    if (on && !d.fullscreenElement && d.documentElement.requestFullscreen)
      d.documentElement.requestFullscreen().catch(function () {});
    else if (!on && d.fullscreenElement) d.exitFullscreen().catch(function () {});
  },

  // The game has opened: the page's loop and events begin (page.js).
  carillon_start: function () {
    Module.carillonRun();
  },

  // A performance mark named name, at a phase of the boot, for the bench.
  carillon_mark: function (name) {
    performance.mark(UTF8ToString(name));
  },

  // Each frame step's cost in ms (the latest 10,000) and whether it drew
  // (Module.carillonDrew), and the first frame's time, for the bench; after the first,
  // the service worker is registered (web/page.js), in a task of its own.
  carillon_framed: function (ms, drew) {
    var frames = Module.carillonFrames = Module.carillonFrames || [];
    var drawn = Module.carillonDrew = Module.carillonDrew || [];
    if (frames.length === 0) {
      performance.mark('carillon-first-frame');
      var loading = document.getElementById('loading');
      if (loading) loading.remove();
      setTimeout(Module.carillonKeep);
    }
    if (frames.length >= 10000) {
      frames.shift();
      drawn.shift();
    }
    frames.push(ms);
    drawn.push(!!drew);
  },

  // The grower's jobs (src/web/growworker.c), grown in Web Workers (carillon-grow.js,
  // web/grow.js says what goes back and forth), each started when a job first needs it
  // and again after one was stopped. A whole pack is grown by as many workers as the job
  // asks threads (two, as on the desktop) and the machine has cores beside the one that
  // draws the page (a worker more there would make the frames wait on it): each grows a
  // share of the pool, and the first orders it; an endless level by the first alone.
  // Module.carillonGrow.jobs holds each job's progress and, once it has come, its result,
  // until the frame step takes it in.
  carillon_grow_start: function (wholePack, lo, hi, threads, prev, levelSize, kept, keptSize, keptCount) {
    var g = Module.carillonGrow = Module.carillonGrow || { next: 1, jobs: {}, workers: [] };
    var parts = wholePack ? Math.max(1, Math.min(threads, (navigator.hardwareConcurrency || 1) - 1, 2)) : 1;
    // Each worker answers for the job it was given; a share done, with every share in,
    // sends the pool to the first worker to be ordered.
    var heard = function (e) {
      var m = e.data, job = g.jobs[m.id];
      if (!job) return;
      if ('done' in m && m.part < 0) { // a whole job's, or the ordering's
        job.done = m.done;
        job.total = m.total;
      } else if ('done' in m) { // a share's: the shares' together
        job.doneBy[m.part] = m.done;
        job.totalBy[m.part] = m.total;
        job.done = job.doneBy.reduce(function (a, b) { return a + b; }, 0);
        job.total = job.totalBy.reduce(function (a, b) { return a + b; }, 0);
      } else if ('share' in m) {
        job.shares[m.share] = { part: m.share, grown: m.grown };
        if (job.shares.filter(Boolean).length < job.parts) return;
        var others = job.shares.slice(1);
        // (the workers are one module: the page never reads the shares' bytes)
        g.workers[0].postMessage(Object.assign({}, job.ask, { pack: false, order: true, parts: job.parts, shares: others }),
                                 others.map(function (s) { return s.grown; }));
      } else {
        job.result = m;
        // How long each job took from its posting to its result, for the bench.
        (Module.carillonGrowMs = Module.carillonGrowMs || []).push(performance.now() - job.posted);
      }
    };
    for (var k = 0; k < parts; k++) {
      if (g.workers[k]) continue;
      var worker = Module.carillonEarlyWorker; // started with the page (shell.js), if any
      if (worker) g.line = Module.carillonEarlyLine;
      Module.carillonEarlyWorker = null;
      try {
        worker = worker || new Worker('carillon-grow.js');
      } catch (e) {
        console.warn('no worker to grow levels: ' + e.message);
        if (k === 0) return 0;
        parts = k; // fewer workers, as many shares
        break;
      }
      worker.onmessage = heard;
      // It could not be loaded, or it failed: every job it had fails with one line.
      worker.onerror = (function (failed) {
        return function (e) {
          e.preventDefault();
          var at = g.workers.indexOf(failed);
          if (at < 0) return;
          g.workers.forEach(function (w) { w.terminate(); });
          g.workers = [];
          g.line = null;
          for (var id in g.jobs)
            if (!g.jobs[id].result) g.jobs[id].result = { error: 'the level grower stopped: ' + (e.message || 'it could not be loaded') };
        };
      })(worker);
      g.workers[k] = worker;
    }
    var id = g.next++, ask = { id: id, pack: !!wholePack, lo: lo >>> 0, hi: hi >>> 0, threads: threads,
                               levelSize: levelSize, keptSize: keptSize }, move = [];
    if (!wholePack) {
      ask.prev = HEAPU8.slice(prev, prev + levelSize).buffer;
      ask.kept = HEAPU8.slice(kept, kept + keptSize * keptCount).buffer;
      ask.count = keptCount;
      move = [ask.prev, ask.kept];
    }
    var job = g.jobs[id] = { done: 0, total: 1, result: null, posted: performance.now(), ask: ask, parts: parts,
                             shares: [], doneBy: [], totalBy: [] };
    if (parts === 1) {
      // A worker's first messages wait for the page's thread to hear that it has started,
      // which a busy boot puts off by a few hundred ms: the first worker's own channel
      // reaches it at once. A pack's job (no bytes to move) goes both ways; the worker
      // takes the first to come.
      if (g.line && wholePack && window.BroadcastChannel) {
        ask.twice = true;
        var line = new BroadcastChannel(g.line);
        line.postMessage(ask);
        line.close();
      }
      g.workers[0].postMessage(ask, move);
      return id;
    }
    for (var part = 0; part < parts; part++)
      g.workers[part].postMessage(Object.assign({}, ask, { part: part, parts: parts }));
    return id;
  },

  // -2 while the job grows (its progress in *done of *total), -1 when it failed, else how
  // many levels it grew.
  carillon_grow_poll: function (id, done, total) {
    var job = Module.carillonGrow.jobs[id];
    HEAP32[done >> 2] = job.done;
    HEAP32[total >> 2] = Math.max(1, job.total);
    if (!job.result) return -2;
    return job.result.error !== undefined ? -1 : job.result.count;
  },

  // The job's levels into out (outBytes of room), or the words of its failure into why.
  carillon_grow_take: function (id, out, outBytes, why, whySize) {
    var g = Module.carillonGrow, job = g.jobs[id];
    delete g.jobs[id];
    if (job.result.error !== undefined) stringToUTF8(job.result.error, why, whySize);
    else HEAPU8.set(new Uint8Array(job.result.levels, 0, Math.min(outBytes, job.result.levels.byteLength)), out);
  },

  // Forgets the job; one still growing stops the workers with it.
  carillon_grow_stop: function (id) {
    var g = Module.carillonGrow, job = g.jobs[id];
    delete g.jobs[id];
    if (job && !job.result && g.workers.length) {
      g.workers.forEach(function (w) { w.terminate(); });
      g.workers = [];
      g.line = null;
    }
  },

  // A grower's job's result was taken in, in the frame step now running: its index in
  // carillonFrames, for the bench.
  carillon_grown: function () {
    (Module.carillonGrown = Module.carillonGrown || []).push((Module.carillonFrames || []).length);
  },
});
