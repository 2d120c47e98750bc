// store.js: the player's files in the browser's IndexedDB, one record a file (emcc
// --pre-js, before shell.js).
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
// A record that is not a file's (null, a number, no contents) is read as a file of words
// no reader takes, so the game sets it aside as damaged with its own line, as it does a
// file damaged byte by byte. A browser that refuses storage (no IndexedDB, one that
// throws or will not open) plays all the same with its files in memory; refused says why,
// for the game's one line. Module.carillonSynced counts the times every write asked for
// was done (the tests wait on it). The foot line and a text handed to the game are
// library.js's (carillonFoot, carillonHand), linked in for it (mk/web.mk).
var carillonStore = Module.carillonStore = (function () {
  var DIR = '/carillon', STORE = 'FILE_DATA', VERSION = 21, FILE_MODE = 33206;
  var tab = Math.random().toString(36).slice(2);
  var store = {
    refused: null, // why nothing is kept, or null
    db: null,      // the open database (opened at the first write when there was none)
    seen: {},      // name: the stamp of the record this tab last read or wrote
    loaded: {},    // name: the bytes read at the start (what storeAll compares with)
    queue: [],     // names to write
    writing: false,
    waiting: [],   // what waits for every write asked for to be done
  };

  function refuse(why) {
    store.refused = why;
    return null;
  }

  // The database, opened (made, the first time); resolves to null, with refused set, when
  // the browser keeps nothing.
  function open() {
    return new Promise(function (resolve) {
      var idb, req;
      try {
        idb = window.indexedDB;
        if (!idb) return resolve(refuse('this browser has no storage for the page'));
        req = idb.open(DIR, VERSION);
      } catch (e) {
        return resolve(refuse('this browser refuses the page its storage (' + e.message + ')'));
      }
      req.onupgradeneeded = function () {
        var files = req.result.objectStoreNames.contains(STORE) ? req.transaction.objectStore(STORE)
          : req.result.createObjectStore(STORE);
        if (!files.indexNames.contains('timestamp')) files.createIndex('timestamp', 'timestamp', { unique: false });
      };
      req.onsuccess = function () {
        store.db = req.result;
        resolve(store.db);
      };
      req.onerror = function (e) {
        e.preventDefault();
        resolve(refuse('this browser refuses the page its storage (' + (req.error ? req.error.message : 'no reason given') + ')'));
      };
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

  // A record's file, or the words that stand for a record that is not one.
  function bytesOf(key, value) {
    var c = value && value.contents;
    if (c instanceof ArrayBuffer) c = new Uint8Array(c);
    if (c instanceof Uint8Array && value.timestamp instanceof Date && !isNaN(value.timestamp.getTime())) return c;
    var shown;
    try { shown = JSON.stringify(value); } catch (e) { shown = String(value); }
    return new TextEncoder().encode('(the browser\'s record of ' + key + ' is not a file: ' + String(shown).slice(0, 80) + ')');
  }

  // Every record of the folder: name -> {bytes, stamp}.
  function readAll(db) {
    return new Promise(function (resolve) {
      var files = {};
      try {
        var cursor = db.transaction([STORE], 'readonly').objectStore(STORE).openCursor();
        cursor.onsuccess = function () {
          var c = cursor.result;
          if (!c) return resolve(files);
          var key = String(c.key);
          if (key.indexOf(DIR + '/') === 0 && key.indexOf('/', DIR.length + 1) < 0) {
            var v = c.value, stamp = v && v.timestamp instanceof Date ? v.timestamp.getTime() : 0;
            files[key.slice(DIR.length + 1)] = { bytes: bytesOf(key, v), stamp: stamp || 0 };
          }
          c.continue();
        };
        cursor.onerror = function (e) {
          e.preventDefault();
          refuse('the saved progress cannot be read from this browser\'s storage');
          resolve({});
        };
      } catch (e) {
        refuse('the saved progress cannot be read from this browser\'s storage');
        resolve({});
      }
    });
  }

  // Reads the records, once (as the page starts, beside the module's download); into
  // the folder by loadInto once the module's memory is there.
  store.read = function () {
    return there().then(function (is) {
      if (!is) return {};
      return open().then(function (db) { return db ? readAll(db) : {}; });
    });
  };
  store.loadInto = function (files) {
    Object.keys(files).forEach(function (name) {
      FS.writeFile(DIR + '/' + name, files[name].bytes);
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

  // What waits for the writes (said lines) goes once none is asked for.
  function settle() {
    if (store.writing || store.queue.length) return;
    Module.carillonSynced = (Module.carillonSynced || 0) + 1;
    var waiting = store.waiting;
    store.waiting = [];
    waiting.forEach(function (fn) { fn(); });
  }

  // The queued files written, under the tabs' lock; a file another tab wrote meanwhile is
  // taken in and handed to the game to merge.
  function flush() {
    if (store.writing || !store.queue.length) return settle();
    store.writing = true;
    var names = store.queue;
    store.queue = [];
    var work = function () {
      return (store.db ? Promise.resolve(store.db) : open()).then(function (db) {
        if (!db) return [];
        return new Promise(function (resolve) {
          var stale = [], wrote = [], tx;
          try {
            tx = db.transaction([STORE], 'readwrite');
          } catch (e) {
            refuse('progress cannot be kept in this browser\'s storage (' + e.message + ')');
            return resolve([]);
          }
          var files = tx.objectStore(STORE);
          names.forEach(function (name) {
            var key = DIR + '/' + name, get = files.get(key);
            get.onsuccess = function () {
              var v = get.result, stamp = v && v.timestamp instanceof Date ? v.timestamp.getTime() : 0;
              if (v && v.writer !== tab && stamp > (store.seen[name] || 0)) {
                stale.push({ name: name, bytes: bytesOf(key, v), stamp: stamp });
                return;
              }
              var bytes = fileOf(name), now = Math.max(Date.now(), (store.seen[name] || 0) + 1, stamp + 1);
              if (bytes) files.put({ timestamp: new Date(now), mode: FILE_MODE, contents: bytes, writer: tab }, key);
              else if (v) files.delete(key);
              else return;
              store.seen[name] = now;
              wrote.push({ name: name, bytes: bytes, stamp: now });
            };
          });
          tx.oncomplete = function () {
            if (store.channel) wrote.forEach(function (w) { store.channel.postMessage(w); });
            resolve(stale);
          };
          tx.onerror = tx.onabort = function (e) {
            if (e && e.preventDefault) e.preventDefault();
            carillonFoot('progress cannot be kept in this browser\'s storage');
            resolve([]);
          };
        });
      });
    };
    var locked = navigator.locks && navigator.locks.request ? navigator.locks.request('carillon-files', work) : work();
    locked.then(function (stale) {
      store.writing = false;
      stale.forEach(function (s) { // taken in, and the game's own stored again over it
        take(s);
        if (Module._carillon_merge) carillonHand('_carillon_merge', DIR + '/' + s.name);
      });
      flush();
    }, function (err) {
      store.writing = false;
      carillonFoot('progress cannot be kept in this browser\'s storage (' + (err && err.message) + ')');
      flush();
    });
  }

  // Another tab's file, into the folder, when newer than the one this tab has.
  function take(w) {
    if (w.stamp <= (store.seen[w.name] || 0)) return;
    var path = DIR + '/' + w.name;
    if (w.bytes) FS.writeFile(path, w.bytes);
    else if (FS.analyzePath(path).exists) FS.unlink(path);
    store.seen[w.name] = w.stamp;
  }

  // The file name (in the folder) the game wrote: written, and with a file set aside as
  // damaged, the file it was (gone, or written anew).
  store.persist = function (path) {
    if (store.refused) return settle();
    var name = path.slice(path.lastIndexOf('/') + 1), base = name.replace(/\.damaged(-\d+)?$/, '');
    [name, base].forEach(function (n) { if (store.queue.indexOf(n) < 0) store.queue.push(n); });
    flush();
  };
  // Every file of the folder that is not as it was read (the game set one aside as it
  // started), and every file read that is gone.
  store.persistAll = function () {
    var names = FS.readdir(DIR).filter(function (n) { return n[0] !== '.' && !/\.(lock|tmp-\w+)$/.test(n); });
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
  // Calls fn once every write asked for so far is done (at once with none).
  store.afterKept = function (fn) {
    if (!store.writing && !store.queue.length) return fn();
    store.waiting.push(fn);
  };

  try {
    store.channel = window.BroadcastChannel ? new BroadcastChannel('carillon-files') : null;
    if (store.channel) store.channel.onmessage = function (e) { if (e.data && e.data.name) take(e.data); };
  } catch (e) {
    store.channel = null;
  }
  return store;
})();
