// test.mjs: the web build in a real headless chromium (make test-web).
//
//   node tests/web/test.mjs WEB_DIR DESKTOP_CARILLON
//
// What a player relies on, through real input over the DevTools protocol:
// - Carillon's licence (MIT) and the fonts' (SIL OFL for Quicksand, DejaVu's) are served
//   beside the page;
// - the page loads and draws; a real click on the answer's dot of level 1 (its place
//   on the canvas as the desktop game lays it out: carillon --where) clears it, with the bell heard: the
//   page's audio output has a partial at the dot's pitch (and had none before the tap),
//   played through an AudioWorklet: no ScriptProcessorNode was made;
// - the page says the win, and a reload still knows it: the select opens on level 2,
//   Enter plays it and its answer clears it; and a reload whose module comes 2 s late
//   (IndexedDB answering long before it) reads the progress whole, with nothing said;
// - a gamepad through the Gamepad API (a standard-mapping pad the page is handed): its
//   d-pad shows the focus on level 1's dot and its A taps it, clearing the level;
// - ?level=97 shows level 97 as the desktop's --headless --screenshot does, and the
//   select with ?level=abc as the desktop's select, within a small tolerance (chromium
//   draws on Canvas 2D with the browser's text, the desktop headless with SDL's software renderer and SDL_ttf), with the
//   desktop's own one line for the bad value on the page;
// - a damaged progress file in the browser's storage gets the desktop's one line on the
//   page, is set aside, and the game goes on;
// - every player file is kept across a reload: a setting (M mutes), a field made in the
//   workshop and a daily level won, each read back from the browser's storage after the
//   reload (the progress: the reload above);
// - the service worker takes the page over on its first load and keeps every file of the
//   build in one cache named by the build's digest; with the network gone, a reload
//   draws the select as the desktop does and a level plays; a new build (a new sw.js)
//   replaces that cache with its own, and the page says so once; so do files deployed
//   without a new sw.js (the worker asks the host for their headers once a page has
//   drawn), and a reload then has them;
// - the web app manifest parses (chromium's own parser finds no error) and names its
//   icons, each served, of the size it says, the game's painter's pixels in under 30 KB
//   (packed into a palette: under 1% apart);
// - Esc, Esc on the select is no way out: the page never quits, and a level plays after;
// - ?seed=3 grows, in the page's Web Worker, the pack the desktop's `levelgen pack --seed
//   3` writes: the page names its digest (of every dot of every level), and the desktop
//   files its progress in that pack under the same digest; and so do two workers, each
//   growing a share, where the page is told the machine has four cores, and a page
//   without BroadcastChannel (the job then comes to the worker by postMessage alone);
// - N after winning level 119 sets level 121 growing as soon as 120, the pack's last,
//   plays; winning 120 gives endless level 121 on the page as the desktop grows it
//   (tests/web/endless.c): the desktop's answer to its 121, clicked, clears the page's
//   121 in its 5 taps.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEIGHT, WIDTH, commandLine, controlled, dotsOf, forALink, launch, open, readPack, serve, sleep, whereOf } from './page.mjs';

const { web, desktop, levelgen } = commandLine('test');
const bin = path.dirname(desktop);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carillon-web-'));
const pack = readPack();
const started = Date.now();
let failures = 0;
let passed = 0;

async function check(name, body) {
  console.log(`[ RUN      ] web: ${name}`);
  try {
    await body();
    console.log(`[       OK ] web: ${name}`);
    passed++;
  } catch (e) {
    failures++;
    console.log(`[  FAILED  ] web: ${name}: ${e.message}`);
  }
}
function expect(ok, what) {
  if (!ok) throw new Error(what);
}

// A level's pitch: bell_pitch of src/game/sound/bells.c (C5, the pentatonic degrees, big an
// octave down, small an octave up).
function pitch(dot) {
  const degree = [0, 2, 4, 7, 9, 12][dot.note];
  const octave = { big: 0.5, small: 2, normal: 1 }[dot.size];
  return 523.2511 * octave * Math.pow(2, degree / 12);
}

// Every node that feeds the speakers also feeds an analyser, so the test hears the page;
// window.__scriptProcessors counts the deprecated ScriptProcessorNodes the page makes.
function listen() {
  const make = BaseAudioContext.prototype.createScriptProcessor;
  window.__scriptProcessors = 0;
  BaseAudioContext.prototype.createScriptProcessor = function (...args) {
    window.__scriptProcessors++;
    return make.apply(this, args);
  };
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (target, ...rest) {
    if (target instanceof AudioDestinationNode) {
      const ctx = target.context;
      if (!ctx.__analyser) {
        ctx.__analyser = ctx.createAnalyser();
        ctx.__analyser.fftSize = 32768;
        ctx.__analyser.smoothingTimeConstant = 0;
        window.__analyser = ctx.__analyser;
      }
      connect.call(this, ctx.__analyser);
    }
    return connect.call(this, target, ...rest);
  };
  // The strongest level seen per frequency bin over ms milliseconds, in dB.
  window.__hear = ms => new Promise(resolve => {
    const a = window.__analyser;
    if (!a) return resolve(null);
    const most = new Float32Array(a.frequencyBinCount).fill(-Infinity), now = new Float32Array(most.length);
    const end = performance.now() + ms;
    (function sample() {
      a.getFloatFrequencyData(now);
      for (let i = 0; i < now.length; i++) if (now[i] > most[i]) most[i] = now[i];
      if (performance.now() < end) setTimeout(sample, 10);
      else resolve({ db: Array.from(most), hz: a.context.sampleRate / a.fftSize });
    })();
  });
}

// The strongest partial within 2% of hz, and how far it stands above the spectrum's
// median (dB).
function partialAt(spectrum, hz) {
  const bins = spectrum.db.map(v => (Number.isFinite(v) ? v : -200));
  const sorted = [...bins].sort((a, b) => a - b), median = sorted[sorted.length >> 1];
  let best = -200;
  for (let i = Math.floor((hz * 0.98) / spectrum.hz); i <= Math.ceil((hz * 1.02) / spectrum.hz); i++)
    best = Math.max(best, bins[i]);
  return best - median;
}

// The share of pixels of two same-sized PNGs differing by more than 10% (ImageMagick).
function differingShare(a, b) {
  const r = spawnSync('compare', ['-metric', 'AE', '-fuzz', '10%', a, b, 'null:'], { encoding: 'utf8' });
  const n = parseFloat(r.stderr);
  expect(Number.isFinite(n), `compare failed: ${r.stderr.trim()}`);
  return n / (WIDTH * HEIGHT);
}

function desktopShot(name, args) {
  const out = path.join(tmp, `desktop-${name}.png`), prefs = fs.mkdtempSync(path.join(tmp, 'prefs-'));
  execFileSync(desktop, ['--headless', '--size', `${WIDTH}x${HEIGHT}`, '--frames', '180', '--screenshot', out, ...args],
    { env: { ...process.env, CARILLON_PREFS: prefs }, stdio: ['ignore', 'ignore', 'pipe'] });
  return out;
}

async function canvasShot(page, name) {
  const out = path.join(tmp, `web-${name}.png`);
  // without resizing the page around the shot (touch.mjs says why)
  await (await page.$('#canvas')).screenshot({ path: out, captureBeyondViewport: false });
  return out;
}

const said = page => page.$eval('#said', e => e.textContent);
// Waits for the page to say a line matching re (its source); what names it when it never does.
async function saidLine(page, re, what, timeout = 20000) {
  try {
    await page.waitForFunction(src => new RegExp(src).test(document.getElementById('said').textContent), { timeout }, re.source);
  } catch {
    throw new Error(`${what} was never said (the page said: ${(await said(page)).slice(-200)})`);
  }
  return (await said(page)).match(re)[0];
}
const note = page => page.$eval('#note', e => e.textContent);

const server = await serve(web);
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await page.evaluateOnNewDocument(listen);
  page.on('pageerror', e => console.log(`page error: ${e.message}`));

  await check('level 1 cleared by a click on its dot, its bell heard, the win said', async () => {
    await open(page, `${server.url}?level=1`);
    await sleep(500);
    const level = pack.levels[0], dot = level.dots[level.solution[0]];
    const quiet = await page.evaluate(() => window.__hear(200));
    expect(quiet, 'the page sends no audio anywhere');
    expect(partialAt(quiet, pitch(dot)) < 20, 'a bell was heard before any tap');
    const p = dotsOf(desktop, 1)[level.solution[0]];
    await page.mouse.click(p.x, p.y);
    const heard = await page.evaluate(() => window.__hear(400));
    const above = partialAt(heard, pitch(dot));
    console.log(`  the tap's bell: a partial at ${pitch(dot).toFixed(1)} Hz, ${above.toFixed(1)} dB above the median`);
    expect(above >= 30, `no partial at ${pitch(dot).toFixed(1)} Hz (${above.toFixed(1)} dB above the median)`);
    await page.waitForFunction(() => /level 1 cleared/.test(document.getElementById('said').textContent), { timeout: 20000 });
    console.log(`  the page said: ${await said(page)}`);
    const processors = await page.evaluate(() => window.__scriptProcessors);
    expect(processors === 0, `the page made ${processors} ScriptProcessorNode(s), which browsers deprecate`);
    await page.waitForFunction(() => Module.carillonSynced > 0, { timeout: 20000 });
  });

  await check('a reload still knows level 2 is open: the select opens on it and it plays', async () => {
    await open(page, server.url);
    await sleep(500);
    await page.keyboard.press('Enter');
    await sleep(800);
    const level = pack.levels[1], p = dotsOf(desktop, 2)[level.solution[0]];
    await page.mouse.click(p.x, p.y);
    await page.waitForFunction(() => /level 2 cleared/.test(document.getElementById('said').textContent), { timeout: 20000 });
    expect(!/level 1 cleared/.test(await said(page)), 'level 1 was played again');
  });

  await check('a gamepad (the Gamepad API, standard mapping): the d-pad shows the focus on level 1\'s dot, A taps it', async () => {
    await open(page, `${server.url}?level=1`);
    await sleep(500);
    const before = ((await said(page)).match(/level 1 cleared/g) || []).length;
    await page.evaluate(() => {
      const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
      window.__pad = { id: 'a test pad', index: 0, mapping: 'standard', connected: true, buttons, axes: [0, 0, 0, 0] };
      navigator.getGamepads = () => [window.__pad];
      window.dispatchEvent(new Event('gamepadconnected'));
    });
    const press = async i => {
      await page.evaluate(i => Object.assign(window.__pad.buttons[i], { pressed: true, value: 1 }), i);
      await sleep(250);
      await page.evaluate(i => Object.assign(window.__pad.buttons[i], { pressed: false, value: 0 }), i);
      await sleep(250);
    };
    await press(14); // the d-pad's left: the focus shows, on the one dot
    await press(0); // A: held, then let go: the tap
    await page.waitForFunction(n => (document.getElementById('said').textContent.match(/level 1 cleared/g) || []).length > n,
      { timeout: 20000 }, before).catch(() => { throw new Error('the pad did not clear level 1'); });
  });

  // IndexedDB answers long before the module is ready: the player's files must still be
  // read whole (emscripten's MEMFS cannot write them before the module's memory is there,
  // and once left every file empty, each then set aside as damaged).
  await check('the player\'s files are read whole when the game\'s module comes late', async () => {
    const before = await page.evaluate(() => FS.readFile('/carillon/progress.json', { encoding: 'utf8' }));
    await page.setBypassServiceWorker(true); // the cache would send the module at once
    server.state.delay['carillon.wasm'] = 2000;
    try {
      await open(page, server.url);
    } finally {
      server.state.delay = {};
      await page.setBypassServiceWorker(false);
    }
    const shown = await note(page);
    expect(shown === '', `the page says: ${shown}`);
    const after = await page.evaluate(() => FS.readFile('/carillon/progress.json', { encoding: 'utf8' }));
    expect(after === before, `progress.json read as ${after.length} bytes, ${before.length} before the reload`);
  });

  await check('Carillon\'s licence and the fonts\' are shipped beside the page', async () => {
    for (const [name, words] of [['Carillon', 'MIT License'], ['Quicksand', 'Open Font License'], ['DejaVu', 'Bitstream Vera']]) {
      const res = await fetch(`${server.url}licenses/${name}.txt`);
      expect(res.ok, `licenses/${name}.txt is not served (${res.status})`);
      expect((await res.text()).includes(words), `licenses/${name}.txt does not hold the ${words} text`);
    }
  });

  // Each in a fresh profile of its own (a browser context).
  async function freshPage() {
    const context = await browser.createBrowserContext();
    const p = await context.newPage();
    await p.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
    await p.mouse.move(0, 0);
    return p;
  }
  const synced = p => p.evaluate(() => Module.carillonSynced || 0);
  // Waits for a write of the browser's storage after the `before`th.
  const syncedPast = (p, before, what) => p.waitForFunction(n => (Module.carillonSynced || 0) > n, { timeout: 20000 }, before)
    .catch(() => { throw new Error(`${what}: the browser's storage was never written`); });
  const readFile = (p, name) => p.evaluate(n => (FS.analyzePath('/carillon/' + n).exists ? FS.readFile('/carillon/' + n, { encoding: 'utf8' }) : null), name);
  const keys = async (p, ...names) => { for (const k of names) { await p.keyboard.press(k); await sleep(150); } };

  await check('every player file is kept across a reload: settings, the workshop, the daily level', async () => {
    const p = await freshPage();
    await open(p, server.url);
    await sleep(800);

    let before = await synced(p);
    await keys(p, 'm');
    await syncedPast(p, before, 'M (mute)');
    await open(p, server.url);
    const settings = JSON.parse(await readFile(p, 'settings.json') ?? '{}');
    expect(settings.mute === true, `after a reload settings.json says ${JSON.stringify(settings)}`);

    await sleep(500);
    before = await synced(p);
    await keys(p, 'PageDown', 'ArrowRight', 'Enter'); // past the last level: the workshop
    await sleep(500);
    await keys(p, 'Space'); // a dot of the palette's where the cursor starts
    await syncedPast(p, before, 'a dot placed in the workshop');
    await open(p, server.url);
    const shelf = JSON.parse(await readFile(p, 'workshop.json') ?? '{}');
    const field = shelf.fields?.[(shelf.current ?? 1) - 1];
    expect(field?.dots?.length === 1, `after a reload workshop.json holds ${JSON.stringify(shelf).slice(0, 200)}`);

    await sleep(500);
    const today = new Date().toISOString().slice(0, 10);
    const code = execFileSync(levelgen, ['daily', today], { encoding: 'utf8' }).trim();
    const day = JSON.parse(execFileSync(levelgen, ['decode', code], { encoding: 'utf8' })).levels[0];
    const where = whereOf(desktop, ['--daily', today]);
    before = await synced(p);
    await keys(p, 'PageDown', 'ArrowLeft', 'Enter'); // past the last level: the daily level
    await sleep(800);
    for (const i of day.solution) {
      await p.mouse.click(where[i].x, where[i].y);
      await sleep(100);
    }
    await syncedPast(p, before, `today's daily level (${today}) won`);
    await open(p, server.url);
    const daily = await readFile(p, 'daily.json');
    expect(daily && daily.includes(`"date":"${today}"`), `after a reload daily.json holds ${daily}`);
    await p.browserContext().close();
  });

  const built = fs.readFileSync(path.join(web, 'sw.js'), 'utf8');
  const files = [...built.match(/const FILES = \[(.*)\];/)[1].matchAll(/'([^']+)'/g)].map(m => m[1]);
  const offline = await freshPage();
  const caches = p => p.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map(r => new URL(r.url).pathname.slice(1));
    return out;
  });

  await check('the service worker takes over on the first load and keeps the whole build', async () => {
    await open(offline, server.url);
    expect(await controlled(offline), 'no service worker controls the page after its first load');
    const held = await caches(offline), names = Object.keys(held);
    const digest = built.match(/const BUILD = '([0-9a-f]+)'/)[1];
    console.log(`  caches: ${names.join(', ')}; ${files.length} files of the build`);
    expect(names.length === 1 && names[0] === `carillon-${digest}`, `the caches are ${names.join(', ')}`);
    for (const f of files) {
      expect(held[names[0]].includes(f === './' ? '' : f), `${f} is not kept`);
      expect(f === './' || fs.existsSync(path.join(web, f)), `sw.js keeps ${f}, which the build has not`);
    }
    for (const f of fs.readdirSync(web).filter(n => fs.statSync(path.join(web, n)).isFile() && n !== 'sw.js'))
      expect(files.includes(f), `the build's ${f} is not kept for offline play`);
  });

  await check('offline, a reload draws the select as the desktop does and a level plays', async () => {
    server.state.offline = true;
    try {
      await open(offline, server.url);
      await sleep(2500);
      const share = differingShare(await canvasShot(offline, 'offline-select'), desktopShot('select', []));
      console.log(`  with the network gone (${server.state.dropped} requests dropped): the select, ${(share * 100).toFixed(2)}% of pixels differ`);
      expect(share < 0.02, `${(share * 100).toFixed(2)}% of the select's pixels differ from the desktop's`);
      await keys(offline, 'Enter');
      await sleep(800);
      const level = pack.levels[0], p = dotsOf(desktop, 1)[level.solution[0]];
      await offline.mouse.click(p.x, p.y);
      await saidLine(offline, /level 1 cleared/, 'level 1 cleared offline');
    } finally {
      server.state.offline = false;
    }
  });

  await check('a new build replaces the old one\'s cache, and the page says so once', async () => {
    server.state.edit['sw.js'] = text => text.replace(/const BUILD = '([0-9a-f]+)'/, "const BUILD = '$1next'");
    try {
      await open(offline, server.url);
      await offline.waitForFunction(() => /updated/.test(document.getElementById('note').textContent), { timeout: 30000 })
        .catch(() => { throw new Error('the page never said it was updated'); });
      const said = await note(offline);
      console.log(`  the page says: ${said}`);
      // The old cache goes as the new worker activates (controllerchange may come first).
      await offline.waitForFunction(async () => (await caches.keys()).length === 1, { timeout: 20000 }).catch(() => {});
      const names = Object.keys(await caches(offline));
      expect(names.length === 1 && names[0].endsWith('next'), `after the new build the caches are ${names.join(', ')}`);
      await open(offline, server.url);
      await sleep(1500);
      expect(!/updated/.test(await note(offline)), 'the page said it was updated again');
    } finally {
      server.state.edit = {};
    }
  });
  await check('files deployed without a new sw.js reach the player: the page says so once, and a reload has them', async () => {
    // the worker of the build before (its sw.js as it was served), the page's file changed
    server.state.edit['sw.js'] = text => text.replace(/const BUILD = '([0-9a-f]+)'/, "const BUILD = '$1next'");
    server.state.edit['index.html'] = text => text.replace('</body>', '<!-- redeployed --></body>');
    try {
      await open(offline, server.url);
      await offline.waitForFunction(() => /updated/.test(document.getElementById('note').textContent), { timeout: 30000 })
        .catch(() => { throw new Error('the page never said it was updated'); });
      await open(offline, server.url);
      const html = await offline.evaluate(() => document.documentElement.outerHTML);
      expect(html.includes('<!-- redeployed -->'), 'the reload served the old index.html');
      await sleep(1500);
      expect(!/updated/.test(await note(offline)), 'the page said it was updated again');
      const names = Object.keys(await caches(offline));
      expect(names.length === 1, `the caches are ${names.join(', ')}`);
    } finally {
      server.state.edit = {};
    }
  });
  await offline.browserContext().close();

  await check('the web app manifest parses and names icons the game painted', async () => {
    const res = await fetch(`${server.url}manifest.webmanifest`);
    expect(res.ok, `manifest.webmanifest is not served (${res.status})`);
    const m = JSON.parse(await res.text());
    expect(m.name === 'Carillon' && m.short_name && m.start_url && m.display === 'standalone' &&
      /^#[0-9a-f]{6}$/.test(m.background_color) && /^#[0-9a-f]{6}$/.test(m.theme_color), `the manifest: ${JSON.stringify(m)}`);
    const p = await freshPage();
    await open(p, server.url);
    const cdp = await p.createCDPSession();
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url.endsWith('manifest.webmanifest'), `the page links no manifest (${parsed.url})`);
    expect(parsed.errors.length === 0, `chromium finds errors in the manifest: ${JSON.stringify(parsed.errors)}`);
    await p.browserContext().close();
    const want = new Set(['192 any', '512 any', '512 maskable']), seen = new Set();
    for (const icon of m.icons) {
      const got = await fetch(new URL(icon.src, server.url));
      expect(got.ok && got.headers.get('content-type') === 'image/png', `the icon ${icon.src} is not served as a PNG`);
      const bytes = Buffer.from(await got.arrayBuffer());
      const w = bytes.readUInt32BE(16), h = bytes.readUInt32BE(20);
      expect(icon.sizes === `${w}x${h}`, `${icon.src} says ${icon.sizes} and is ${w}x${h}`);
      const painted = path.join(tmp, `icon-${w}.png`);
      execFileSync(path.join(bin, 'carillon-icon'), [...(icon.purpose === 'maskable' ? ['--maskable'] : []), painted, String(w)]);
      // the painter's pixels, packed into a palette (pngquant): under 1% apart, root mean square
      const served = path.join(tmp, `served-${w}-${icon.purpose}.png`);
      fs.writeFileSync(served, bytes);
      const r = spawnSync('compare', ['-metric', 'RMSE', served, painted, 'null:'], { encoding: 'utf8' });
      const apart = Number((r.stderr.match(/\(([0-9.e-]+)\)/) || [])[1]);
      expect(apart < 0.01, `${icon.src} is not the game's painter's ${icon.purpose} icon (${r.stderr.trim()} apart)`);
      expect(bytes.length < 30000, `${icon.src} takes ${bytes.length} bytes`);
      seen.add(`${w} ${icon.purpose}`);
    }
    for (const w of want) expect(seen.has(w), `no icon of ${w}`);
  });

  // A fresh profile, as the desktop's fresh preference folder.
  const fresh = await browser.createBrowserContext();
  const clean = await fresh.newPage();
  await clean.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await clean.mouse.move(0, 0);

  await check('?level=97 shows level 97 as the desktop does', async () => {
    await open(clean, `${server.url}?level=97`);
    await sleep(3000);
    const share = differingShare(await canvasShot(clean, 'level97'), desktopShot('level97', ['--level', '97']));
    console.log(`  ${(share * 100).toFixed(2)}% of pixels differ by more than 10%`);
    expect(share < 0.01, `${(share * 100).toFixed(2)}% of the pixels differ from the desktop's`);
    expect((await note(clean)) === '', `an unexpected note: ${await note(clean)}`);
  });

  await check('?level=abc says the desktop\'s one line and shows the select', async () => {
    const desk = spawnSync(desktop, ['--level', 'abc'], { encoding: 'utf8' });
    const line = forALink(desk.stderr.trim().replace(/^carillon: /, ''));
    expect(!line.includes('--'), `the page's line names an option: ${line}`);
    await open(clean, `${server.url}?level=abc`);
    await sleep(3000);
    const shown = await note(clean);
    console.log(`  the page says: ${shown}`);
    expect(shown.includes(line), `the page says "${shown}", the desktop "${line}"`);
    expect(!shown.includes('\n'), 'more than one line');
    const share = differingShare(await canvasShot(clean, 'select'), desktopShot('select', []));
    console.log(`  the select: ${(share * 100).toFixed(2)}% of pixels differ by more than 10%`);
    expect(share < 0.02, `${(share * 100).toFixed(2)}% of the select's pixels differ from the desktop's`);
  });
  await check('a damaged progress file: the desktop\'s one line on the page, and play goes on', async () => {
    await clean.evaluate(() => {
      FS.writeFile('/carillon/progress.json', 'not json at all');
      return Module.carillonStore.keep();
    });
    await open(clean, server.url);
    await sleep(1000);
    const prefs = fs.mkdtempSync(path.join(tmp, 'prefs-'));
    fs.writeFileSync(path.join(prefs, 'progress.json'), 'not json at all');
    const desk = spawnSync(desktop, ['--headless', '--frames', '1'], { encoding: 'utf8', env: { ...process.env, CARILLON_PREFS: prefs } });
    const line = desk.stderr.trim().split('\n')[0].replace(/^carillon: /, '').split(prefs).join('/carillon');
    const shown = await note(clean);
    console.log(`  the page says: ${shown}`);
    expect(line.length > 0 && shown === line, `the page says "${shown}", the desktop "${line}"`);
    expect(await clean.evaluate(() => FS.readdir('/carillon').some(f => f.startsWith('progress.json.damaged'))),
      'the damaged file was not set aside');
  });

  await check('?seed=3 grows the pack the desktop\'s levelgen pack --seed 3 writes', async () => {
    const grown = path.join(tmp, 'seed3.json'), prefs = fs.mkdtempSync(path.join(tmp, 'prefs-'));
    execFileSync(levelgen, ['pack', '--seed', '3', '-o', grown], { stdio: 'ignore' });
    execFileSync(desktop, ['--headless', '--autoplay', '--level', '1', '--pack', grown],
      { env: { ...process.env, CARILLON_PREFS: prefs }, stdio: 'ignore' });
    const filed = JSON.parse(fs.readFileSync(path.join(prefs, 'progress.json'), 'utf8')).packs[0].pack;
    const t0 = Date.now();
    await open(clean, `${server.url}?seed=3`);
    const line = await saidLine(clean, /seed 3: 120 levels grown[^)]*\)/, 'the pack grown', 120000);
    console.log(`  the page says (after ${((Date.now() - t0) / 1000).toFixed(1)} s): ${line}`);
    console.log(`  the desktop files levelgen's pack as ${filed}`);
    expect(line.endsWith(`(pack ${filed})`), `the page grew another pack than the desktop's ${filed}`);
    // The same pack on a page set up otherwise before its scripts run: its line, and how
    // many workers grew it.
    const grownBy = async (setup, what) => {
      const context = await browser.createBrowserContext(), p = await context.newPage();
      await p.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
      await p.evaluateOnNewDocument(setup);
      const t = Date.now();
      await open(p, `${server.url}?seed=3`);
      const said = await saidLine(p, /seed 3: 120 levels grown[^)]*\)/, what, 120000);
      const workers = await p.evaluate(() => Module.carillonGrow.workers.length);
      console.log(`  ${what}, by ${workers} worker(s) (after ${((Date.now() - t) / 1000).toFixed(1)} s): ${said}`);
      await context.close();
      return { said, workers };
    };
    // Where the machine has cores to spare (four here, as the page is told), two workers
    // grow it, each a share of the pool: the same pack.
    const two = await grownBy(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }),
      'the pack grown by two workers');
    expect(two.workers === 2, `the page grew it with ${two.workers} worker(s), not two`);
    expect(two.said.endsWith(`(pack ${filed})`), `two workers grew another pack than the desktop's ${filed}`);
    // A browser without BroadcastChannel: the pack's job reaches the worker started with
    // the page by postMessage alone.
    const plain = await grownBy(() => { delete window.BroadcastChannel; }, 'the pack grown without BroadcastChannel');
    expect(plain.said.endsWith(`(pack ${filed})`), `without BroadcastChannel the page grew another pack than the desktop's ${filed}`);
  });

  await check('N to level 120 sets 121 growing; the page grows it as the desktop does', async () => {
    const grown = path.join(tmp, 'endless.json');
    fs.writeFileSync(grown, execFileSync(path.join(bin, 'web-test', 'endless'), ['assets/levels.json', '1'],
      { encoding: 'utf8', maxBuffer: 1 << 26 }));
    const levels = JSON.parse(fs.readFileSync(grown, 'utf8')).levels;
    const last = levels[119], next = levels[120];
    expect(next.level === 121 && next.taps === 5, `the desktop's level after 120 is level ${next.level} of ${next.taps} taps`);
    const at119 = dotsOf(desktop, 119), at120 = dotsOf(desktop, 120), at121 = dotsOf(desktop, 121, grown);
    await open(clean, `${server.url}?level=119`);
    await sleep(1000);
    for (const i of pack.levels[118].solution) {
      const p = at119[i];
      await clean.mouse.click(p.x, p.y);
    }
    await saidLine(clean, /level 119 cleared/, 'level 119 cleared');
    await clean.keyboard.press('n');
    // On the pack's last level, the one after it is set growing at once.
    await clean.waitForFunction(() => Module.carillonGrow && Module.carillonGrow.next > 1, { timeout: 10000 })
      .catch(() => { throw new Error('no level was set growing within 10 s of N to level 120, the last'); });
    await sleep(500);
    for (const i of last.solution) {
      const p = at120[i];
      await clean.mouse.click(p.x, p.y);
    }
    await saidLine(clean, /level 120 cleared/, 'level 120 cleared');
    await clean.keyboard.press('n');
    await sleep(1500);
    for (const i of next.solution) {
      const p = at121[i];
      await clean.mouse.click(p.x, p.y);
    }
    const line = await saidLine(clean, /level 121 cleared[^)]*\)/, 'level 121 cleared (by the desktop\'s answer)');
    console.log(`  the page says: ${line}`);
    expect(line === 'level 121 cleared in 5 taps (par 5)', `the page says "${line}"`);
  });
  await fresh.close();

  await check('Esc, Esc on the select at 1024x768 leaves the game playing: a page never quits', async () => {
    const context = await browser.createBrowserContext();
    const p = await context.newPage();
    await p.setViewport({ width: 1024, height: 768, deviceScaleFactor: 1 });
    try {
      await open(p, server.url);
      await sleep(500);
      for (let i = 0; i < 3; i++) {
        await p.keyboard.press('Escape');
        await sleep(300);
      }
      expect(!/ended|reload the page/.test(await note(p)), `the page says: ${await note(p)}`);
      await p.keyboard.press('Enter'); /* level 1, still playing */
      await sleep(800);
      const level = pack.levels[0], at = dotsOf(desktop, 1, 'assets/levels.json', { width: 1024, height: 768 });
      const dot = at[level.solution[0]];
      await p.mouse.click(dot.x, dot.y);
      await saidLine(p, /level 1 cleared/, 'level 1 cleared after Esc, Esc');
    } finally {
      await context.close();
    }
  });
} finally {
  await browser.close();
  await server.close();
}
console.log(`web: the test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures) {
  console.log(`pictures kept in ${tmp}`);
  console.log(`web: ${passed} passed, ${failures} failed`);
  process.exit(1);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`web: ${passed} passed, 0 failed`);
