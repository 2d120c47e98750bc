// shell.js: the page's side of the web build (emcc --pre-js), before the game starts.
//
// It hands the game its canvas and the URL's ?level= and ?seed= as the desktop's command
// line (so a bad value gets the desktop's own one-line message), and mounts the player's
// folder /carillon on IndexedDB (emscripten's IDBFS), loaded before main runs;
// src/web/main.c writes it back after every step that changed a file (library.js).
var Module = typeof Module !== 'undefined' ? Module : {};
Module.canvas = document.getElementById('canvas');
Module.carillonFrames = [];
Module.arguments = (function () {
  var args = [], query = new URLSearchParams(location.search);
  ['level', 'seed'].forEach(function (name) {
    if (query.has(name)) args.push('--' + name, query.get(name));
  });
  return args;
})();
Module.print = function (line) { console.log(line); };
Module.printErr = function (line) { console.warn(line); };

Module.preRun = (Module.preRun || []).concat(function () {
  FS.mkdir('/carillon');
  FS.mount(IDBFS, {}, '/carillon');
  ENV.CARILLON_PREFS = '/carillon';
  addRunDependency('carillon-prefs');
  FS.syncfs(true, function (err) {
    if (err) document.getElementById('note').textContent = 'the saved progress cannot be read from this browser\'s storage';
    removeRunDependency('carillon-prefs');
  });
});
