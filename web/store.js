// store.js: the player's files in the browser's IndexedDB, one record a file (emcc
// --pre-js, before page.js).
//
// The game keeps its four files (progress, settings, workshop, daily results) and any it
// set aside as damaged in the folder /carillon of its in-memory file system, and says
// each time it has written one (the host's stored call: carillon_store, library.js).
// Here each such file, and only it, is written to its own record (the records emscripten's
// IDBFS made and reads: key the path, value {timestamp, mode, contents}), so a tab never
// writes back a file it did not change. Tabs coordinate: every write is made under a Web
// Lock, and told to the other tabs of the page (a BroadcastChannel), which put the new
// file in their folder at once, so their next save merges with it, as two copies of the
// desktop game merge under a file's lock. A write that finds its record written by another
// tab since this one last read it (the two saved at once) writes nothing: the other's file
// goes into the folder, and the game stores its own again, merged with it
// (carillon_merge in src/web/main.c). A line the game says (a level cleared) is shown only
// once every write asked for before it is in IndexedDB (afterKept), so a reload the moment
// it shows keeps the win.
//
// A win said is a win kept, or a line at the foot of the page says why, and it is tried
// again: the files are always whole in the page's memory, and what could not be written
// is written when it can be.
// - The storage cleared while the page is open (the browser's "clear site data"): the
//   database closes under the page, which writes every file afresh into a new one (the
//   opens the browser refuses while it deletes the old one tried again, AGAIN_MS on).
// - The storage full (a quota): the files wait, said once, and are tried again on the next
//   change, when the page is shown or hidden, and every RETRY_MS.
// - The tabs' lock held past LOCK_WAIT_MS (a frozen tab): said (the player is not to
//   reload this page), and the write waits for it and goes through once it is let go.
// - The database opened at a higher version by a newer build in another tab: this one lets
//   go of it (it would hold the upgrade up for good) and says to reload. An open that
//   hangs (an older tab holds an upgrade up) is waited for OPEN_WAIT_MS: the page plays on,
//   and takes the files in, merged, once it opens.
// A record that is not a file's (null, a number, no contents) is read as a file of the
// record's own JSON, which no reader takes, so the game sets it aside as damaged with its
// own line, as it does a file damaged byte by byte; contents with a stamp that is not a
// Date (a number, a string, none, past the last Date) are the file, stamped as best read.
// A key that names no file of the folder (/carillon/, /carillon/.) is passed over. A
// browser that refuses storage (no IndexedDB, one that throws or will not open) plays all
// the same with its files in memory; refused says why, for the game's one line.
// Module.carillonSynced counts the times every write asked for was done (the tests wait on
// it). The foot line and a text handed to the game are library.js's (carillonFoot,
// carillonHand), linked in for it (mk/web.mk).
var carillonStore = Module.carillonStore = (function () {
  var DIR = '/carillon', STORE = 'FILE_DATA', VERSION = 21, FILE_MODE = 33206, LOCK = 'carillon-files';
  var OPEN_WAIT_MS = 4000, LOCK_WAIT_MS = 3000, RETRY_MS = 15000;
  // A database cleared under the page refuses the opens made while it is being deleted
  // ("The connection was closed"): they are tried again AGAIN_MS, twice that, ... later,
  // AGAIN_MOST times, before the files wait for RETRY_MS with a line.
  var AGAIN_MS = 250, AGAIN_MOST = 4;
  var tab = Math.random().toString(36).slice(2);
  var store = {
    refused: null, // why nothing is kept, or null
    db: null,      // the open database (opened at the first write when there was none)
    opening: null, // the open under way, a promise of the database or null
    seen: {},      // name: the stamp of the record this tab last read or wrote
    loaded: {},    // name: the bytes read at the start (what storeAll compares with)
    queue: [],     // names to write
    held: [],      // names whose write waits (a full storage, no database yet)
    writing: false,
    waiting: [],   // what waits for every write asked for to be done
    trouble: null, // the line said of what holds the writes back, or null
    cleared: false, // the database went under the page, and is being written anew
    reopen: false, // an open failed while the database was being cleared: try again
    again: 0,      // writes in a row that found the database closing
  };

  // The lines the page says of its storage, at its foot.
  var LINES = {
    full: 'this browser\'s storage for the page is full: your progress is kept in this page and written as soon as ' +
      'there is room (keep the page open)',
    locked: 'another Carillon tab holds the player\'s files and does not let go: your progress is kept in this page ' +
      'and written once it does (close that tab, and keep this one open)',
    blocked: 'an older Carillon open in another tab holds this browser\'s storage: your progress is kept in this page ' +
      'and written once that tab is closed or reloaded (keep this one open)',
    slow: 'this browser\'s storage does not answer (another Carillon tab may hold it up: closing or reloading it lets ' +
      'it go): your progress is kept in this page and written once it answers (keep this one open)',
    newer: 'a newer Carillon has opened this browser\'s storage in another tab (reload this page to play it)',
    cleared: 'this browser\'s storage was cleared while Carillon was open: your progress is written to it again',
    kept: 'your progress is kept again',
    // the storage refused for why, for good
    refuses: function (why) {
      return 'this browser refuses the page its storage (' + why + ')';
    },
    // a write that failed for why, to be tried again
    failing: function (why) {
      return 'progress cannot be kept in this browser\'s storage (' + why + '): it is kept in this page and tried again';
    },
  };

  function refuse(why) {
    store.refused = why;
    return null;
  }
  // A refusal met while the page plays, said as the game says one met as it starts.
  function refusedNow(why) {
    refuse(why);
    carillonFoot(why + ', so progress will not be kept');
    release();
  }
  // What holds the writes back, said once; the lines said after it are let through (the
  // foot line says why their files are not yet kept).
  function trouble(line) {
    if (store.trouble === line) return;
    store.trouble = line;
    carillonFoot(line);
    release();
  }
  // Every file written again after a trouble (or the storage cleared): said.
  function mended() {
    if (store.cleared) carillonFoot(LINES.cleared);
    else if (store.trouble) carillonFoot(LINES.kept);
    store.cleared = false;
    store.trouble = null;
  }

  // The database, opened (made, the first time); resolves to null, with refused set, when
  // the browser keeps nothing, and to null with the trouble said when it does not open in
  // OPEN_WAIT_MS (it is taken in when it does: arrived). A refusal met as the page starts
  // (starting) is the game's to say with its first frame; one met later (a first visit's
  // first write) is said here, as the game has asked already.
  function open(starting) {
    if (store.refused) return Promise.resolve(null);
    if (store.db) return Promise.resolve(store.db);
    if (store.opening) return store.opening; // (null, while an open that hangs is waited for)
    store.opening = new Promise(function (resolve) {
      var req, blocked = false, late = false, timer;
      var done = function (db) {
        clearTimeout(timer);
        store.opening = null;
        resolve(db);
      };
      var refused = function (why) {
        if (starting) refuse(why);
        else refusedNow(why);
        return null;
      };
      try {
        if (!window.indexedDB) return done(refused('this browser has no storage for the page'));
        req = indexedDB.open(DIR, VERSION);
      } catch (e) {
        return done(refused(LINES.refuses(e.message)));
      }
      timer = setTimeout(function () {
        late = true;
        trouble(blocked ? LINES.blocked : LINES.slow);
        resolve(null);
      }, OPEN_WAIT_MS);
      req.onblocked = function () { blocked = true; };
      req.onupgradeneeded = function () {
        var files = req.result.objectStoreNames.contains(STORE) ? req.transaction.objectStore(STORE)
          : req.result.createObjectStore(STORE);
        if (!files.indexNames.contains('timestamp')) files.createIndex('timestamp', 'timestamp', { unique: false });
      };
      req.onsuccess = function () {
        var db = req.result;
        watch(db);
        store.db = db;
        if (!late) return done(db);
        store.opening = null;
        arrived(db);
      };
      req.onerror = function (e) {
        e.preventDefault();
        var err = req.error, why = err && err.name === 'VersionError' ? LINES.newer
          : LINES.refuses(err ? err.message : 'no reason given');
        if (err && err.name === 'QuotaExceededError') trouble(LINES.full); // (tried again as the files are)
        else if (store.cleared && !late && !(err && err.name === 'VersionError')) store.reopen = true;
        else if (late) refusedNow(why);
        else refused(why);
        if (late) store.opening = null;
        else done(null);
      };
    });
    return store.opening;
  }

  // The database let go of when another page needs it: deleted (site data cleared), it is
  // made again and every file written to it; upgraded by a newer build, this one keeps
  // nothing from then on, and says to reload.
  function watch(db) {
    db.onversionchange = function (e) {
      db.close();
      if (store.db === db) store.db = null;
      if (e.newVersion === null) return lost();
      refusedNow(LINES.newer);
    };
    db.onclose = function () {
      if (store.db !== db) return;
      store.db = null;
      lost();
    };
  }
  // The database gone under the page: every file of the folder written to a new one.
  function lost() {
    store.seen = {};
    store.cleared = true;
    folder().forEach(ask);
    flush();
  }
  // The database, opened late: its files taken in (the game merges them with its own),
  // and the files that waited for it written.
  function arrived(db) {
    readAll(db).then(function (files) {
      Object.keys(files).forEach(function (name) { taken(Object.assign({ name: name }, files[name])); });
      if (!store.held.length) mended();
      retry();
    });
  }

  // Whether a database of the player's files is there at all: a first visit has none, and
  // asking is quicker than opening, and so making, an empty one.
  function there() {
    try {
      if (!window.indexedDB) return Promise.resolve(true);
      if (!indexedDB.databases) return Promise.resolve(true);
      return indexedDB.databases().then(function (all) {
        return all.some(function (db) { return db.name === DIR; });
      }, function () { return true; });
    } catch (e) {
      return Promise.resolve(true);
    }
  }

  // A record's stamp in ms: its Date, or a number or a date's words read as one, within
  // the Dates there are and not after now (0 when none can be read).
  function stampOf(value) {
    var t = value && value.timestamp;
    var ms = t instanceof Date ? t.getTime() : typeof t === 'number' ? t : typeof t === 'string' ? Date.parse(t) : NaN;
    return isFinite(ms) ? Math.min(Math.max(ms, 0), Date.now()) : 0;
  }
  // A record's file: its contents as bytes (a buffer, a view, text or a list of bytes),
  // or, for a record that holds none, the record's own JSON in full.
  function bytesOf(value) {
    var c = value !== null && typeof value === 'object' ? value.contents : undefined;
    if (c instanceof ArrayBuffer) return new Uint8Array(c);
    if (ArrayBuffer.isView(c)) return new Uint8Array(c.buffer, c.byteOffset, c.byteLength).slice();
    if (typeof c === 'string') return new TextEncoder().encode(c);
    if (Array.isArray(c) && c.every(function (b) { return b === (b & 255); })) return Uint8Array.from(c);
    var shown;
    try { shown = JSON.stringify(value); } catch (e) { shown = undefined; }
    return new TextEncoder().encode(shown === undefined ? String(value) : shown);
  }
  // The file a key names in the folder, or null for a key that names none.
  function nameOf(key) {
    key = String(key);
    var name = key.slice(DIR.length + 1);
    if (key.indexOf(DIR + '/') !== 0 || !name || name === '.' || name === '..' || name.indexOf('/') >= 0) return null;
    return name;
  }

  // Every record of the folder: name -> {bytes, stamp}.
  function readAll(db) {
    return new Promise(function (resolve) {
      var files = {}, unreadable = function (e) {
        if (e && e.preventDefault) e.preventDefault();
        refuse('the saved progress cannot be read from this browser\'s storage');
        resolve({});
      };
      try {
        var cursor = db.transaction([STORE], 'readonly').objectStore(STORE).openCursor();
        cursor.onsuccess = function () {
          var c = cursor.result;
          if (!c) return resolve(files);
          var name = nameOf(c.key);
          if (name) files[name] = { bytes: bytesOf(c.value), stamp: stampOf(c.value) };
          else console.warn('the browser\'s storage holds ' + JSON.stringify(String(c.key)) + ', which names no file: passed over');
          c.continue();
        };
        cursor.onerror = unreadable;
      } catch (e) {
        unreadable(e);
      }
    });
  }

  // Reads the records, once (as the page starts, beside the module's download); into
  // the folder by loadInto once the module's memory is there.
  store.read = function () {
    return there().then(function (is) {
      if (!is) return {};
      return open(true).then(function (db) { return db ? readAll(db) : {}; });
    });
  };
  store.loadInto = function (files) {
    Object.keys(files).forEach(function (name) {
      try {
        FS.writeFile(DIR + '/' + name, files[name].bytes);
      } catch (e) {
        return console.warn('the browser\'s storage holds ' + name + ', which cannot be a file: passed over');
      }
      store.seen[name] = files[name].stamp;
      store.loaded[name] = files[name].bytes;
    });
  };

  function same(a, b) {
    if (!a || !b || a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  function fileOf(name) {
    var path = DIR + '/' + name;
    return FS.analyzePath(path).exists ? FS.readFile(path) : null;
  }
  // The game's files in the folder (not its locks and files half written).
  function folder() {
    return FS.readdir(DIR).filter(function (n) { return n[0] !== '.' && !/\.(lock|tmp-\w+)$/.test(n); });
  }
  function ask(name) {
    if (store.queue.indexOf(name) < 0) store.queue.push(name);
  }

  // What waits for the writes (said lines) goes once none is asked for, or once what holds
  // them back is said.
  function release() {
    var waiting = store.waiting;
    store.waiting = [];
    waiting.forEach(function (fn) { fn(); });
  }
  function settle() {
    if (store.writing || store.queue.length) return store.trouble ? release() : undefined;
    if (!store.held.length) Module.carillonSynced = (Module.carillonSynced || 0) + 1;
    release();
  }

  // The names that wait, asked for again.
  function retry() {
    clearTimeout(store.timer);
    store.timer = 0;
    var names = store.held;
    store.held = [];
    names.forEach(ask);
    flush();
  }
  function hold(names, line) {
    names.forEach(function (n) { if (store.held.indexOf(n) < 0) store.held.push(n); });
    if (line) trouble(line);
    if (!store.timer) store.timer = setTimeout(function () { store.timer = 0; retry(); }, RETRY_MS);
  }

  // The names written to db in one transaction; resolves to what came of it: {wrote,
  // stale (files another tab wrote meanwhile), held (names not written), line (why)}.
  function write(db, names) {
    return new Promise(function (resolve) {
      var stale = [], wrote = [], tx, failed = null;
      try {
        tx = db.transaction([STORE], 'readwrite');
      } catch (e) { // closing under the page: written again to the one made anew
        if (store.db === db) store.db = null;
        return resolve({ wrote: [], stale: [], held: [], again: names });
      }
      var files = tx.objectStore(STORE);
      names.forEach(function (name) {
        var key = DIR + '/' + name, get = files.get(key);
        get.onsuccess = function () {
          var v = get.result, stamp = stampOf(v);
          if (v && v.writer !== tab && stamp > (store.seen[name] || 0)) {
            stale.push({ name: name, bytes: bytesOf(v), stamp: stamp });
            return;
          }
          var bytes = fileOf(name), now = Math.max(Date.now(), (store.seen[name] || 0) + 1, stamp + 1);
          try { // (a full storage may throw here, not abort)
            if (bytes) files.put({ timestamp: new Date(now), mode: FILE_MODE, contents: bytes, writer: tab }, key);
            else if (v) files.delete(key);
            else return;
          } catch (e) {
            failed = failed || e;
            return tx.abort();
          }
          wrote.push({ name: name, bytes: bytes, stamp: now });
        };
      });
      tx.oncomplete = function () {
        wrote.forEach(function (w) {
          store.seen[w.name] = w.stamp;
          if (store.channel) store.channel.postMessage(w);
        });
        resolve({ wrote: wrote, stale: stale, held: [] });
      };
      tx.onerror = function (e) { e.preventDefault(); };
      tx.onabort = function () {
        var err = failed || tx.error, full = err && err.name === 'QuotaExceededError';
        resolve({ wrote: [], stale: [], held: names, line: full ? LINES.full
          : LINES.failing(err ? err.message : 'the write was stopped') });
      };
    });
  }

  // work() under the tabs' lock; a lock not had in LOCK_WAIT_MS is said, and waited for.
  function locked(work) {
    var locks = navigator.locks;
    if (!locks || !locks.request) return work();
    if (!window.AbortSignal || !AbortSignal.timeout) return locks.request(LOCK, work);
    return locks.request(LOCK, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, work).catch(function (err) {
      if (!err || err.name !== 'TimeoutError') throw err;
      trouble(LINES.locked);
      return locks.request(LOCK, work);
    });
  }

  // The queued files written, under the tabs' lock; a file another tab wrote meanwhile is
  // taken in and handed to the game to merge.
  function flush() {
    if (store.writing || !store.queue.length) return settle();
    store.writing = true;
    var names = store.queue;
    store.queue = [];
    locked(function () {
      return open().then(function (db) {
        if (db) return write(db, names);
        if (store.reopen) return { wrote: [], stale: [], held: [], again: names };
        return { wrote: [], stale: [], held: store.refused ? [] : names };
      });
    }).then(function (r) {
      store.writing = false;
      store.reopen = false;
      r.stale.forEach(taken);
      if (r.again) { // the database went: the files again, to a new one, once it can be made
        r.again.forEach(ask);
        if (++store.again > AGAIN_MOST) {
          hold(store.queue.splice(0), LINES.failing('it closes as it is opened'));
        } else {
          return setTimeout(flush, AGAIN_MS << (store.again - 1));
        }
      } else {
        store.again = 0;
      }
      if (r.held.length) hold(r.held, r.line);
      if (r.wrote.length && !store.held.length && !store.queue.length) mended();
      flush();
    }, function (err) {
      store.writing = false;
      hold(names, LINES.failing(err && err.message));
      flush();
    });
  }

  // Another tab's file, into the folder when newer than the one this tab has, and the
  // game's own stored again over it, merged.
  function taken(w) {
    if (!take(w)) return;
    if (Module._carillon_merge) carillonHand('_carillon_merge', DIR + '/' + w.name);
  }
  function take(w) {
    if (w.stamp <= (store.seen[w.name] || 0)) return false;
    var path = DIR + '/' + w.name;
    if (w.bytes) FS.writeFile(path, w.bytes);
    else if (FS.analyzePath(path).exists) FS.unlink(path);
    store.seen[w.name] = w.stamp;
    return true;
  }

  // The file name (in the folder) the game wrote: written, and with a file set aside as
  // damaged, the file it was (gone, or written anew). Files that waited go with it.
  store.persist = function (path) {
    if (store.refused) return settle();
    var name = path.slice(path.lastIndexOf('/') + 1), base = name.replace(/\.damaged(-\d+)?$/, '');
    [name, base].forEach(ask);
    retry();
  };
  // Every file of the folder that is not as it was read (the game set one aside as it
  // started), and every file read that is gone.
  store.persistAll = function () {
    var names = folder();
    Object.keys(store.loaded).forEach(function (n) { if (names.indexOf(n) < 0) names.push(n); });
    names.forEach(function (n) {
      if (!same(fileOf(n), store.loaded[n])) store.persist(DIR + '/' + n);
    });
    settle();
  };
  // Writes every file changed since it was read (a page that wrote the folder itself, as
  // the tests seed it); resolves once they are in IndexedDB.
  store.keep = function () {
    return new Promise(function (resolve) {
      store.persistAll();
      store.afterKept(resolve);
    });
  };
  // Calls fn once every write asked for so far is done, or what holds it back is said (at
  // once with none).
  store.afterKept = function (fn) {
    if ((!store.writing && !store.queue.length) || store.trouble) return fn();
    store.waiting.push(fn);
  };

  try {
    store.channel = window.BroadcastChannel ? new BroadcastChannel('carillon-files') : null;
    if (store.channel) store.channel.onmessage = function (e) { if (e.data && e.data.name) take(e.data); };
  } catch (e) {
    store.channel = null;
  }
  // A page shown again, or about to be left, tries what waits once more.
  document.addEventListener('visibilitychange', function () { if (store.held.length) retry(); });
  return store;
})();
