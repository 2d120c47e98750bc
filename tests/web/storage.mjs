// storage.mjs: nothing a player wins in the page is lost to a reload, a second tab or a
// browser that refuses storage (make test-web).
//
//   node tests/web/storage.mjs WEB_DIR DESKTOP_CARILLON
//
// - Two tabs and a third, all opened before any win: one wins level 1, the next (which
//   never heard of it) level 3, the third the daily level; then the second changes a
//   setting. A page opened after them finds both levels won, the day won and the
//   setting: no tab wrote back a stale copy of a file, or of the folder.
// - A win is in the browser's storage before the page says it: a reload the moment the
//   line shows still knows the level is won.
// - A record of progress.json that is not a file's (null, a number, no contents) gets the
//   desktop's own line for a damaged file, and is set aside as progress.json.damaged.
// - Where IndexedDB is missing or throws, the page draws, says once that progress will
//   not be kept, and a level plays and is won.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WIDTH, HEIGHT, checks, commandLine, expect, launch, note, open, readPack, saidLine, serve, sleep, whereOf } from './page.mjs';

const { web, desktop, levelgen } = commandLine('storage');
const { check, done } = checks('storage');
const pack = readPack();

const readFile = (p, name) => p.evaluate(n => (FS.analyzePath('/carillon/' + n).exists ? FS.readFile('/carillon/' + n, { encoding: 'utf8' }) : null), name);
const wonLevels = text => (text ? JSON.parse(text).packs.flatMap(p => p.won.map(w => w.level)) : []);

// Clicks the answer of the field args name (--level N, --daily D) as the desktop lays it out.
async function clear(page, args, answer) {
  const dots = whereOf(desktop, args);
  for (const i of answer) {
    await page.mouse.click(dots[i].x, dots[i].y);
    await sleep(300);
  }
}
function answerOfCode(code) {
  const line = execFileSync(levelgen, ['solve', '--code', code], { encoding: 'utf8' });
  return line.match(/answer ([0-9 ]+);/)[1].trim().split(' ').map(Number);
}
// The desktop's one line for a progress.json holding text.
function desktopLineFor(text) {
  const prefs = fs.mkdtempSync(path.join(os.tmpdir(), 'carillon-storage-'));
  try {
    fs.writeFileSync(path.join(prefs, 'progress.json'), text);
    const out = spawnSync(desktop, ['--headless', '--frames', '1'], { encoding: 'utf8', env: { ...process.env, CARILLON_PREFS: prefs } });
    return out.stderr.trim().split('\n')[0].replace(/^carillon: /, '').split(prefs).join('/carillon');
  } finally {
    fs.rmSync(prefs, { recursive: true, force: true });
  }
}

const server = await serve(web);
const browser = await launch();
async function freshPage(context) {
  const p = await context.newPage();
  await p.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await p.mouse.move(0, 0);
  p.on('pageerror', e => console.log(`page error: ${e.message}`));
  return p;
}
try {
  await check('three tabs win two levels and the daily and change a setting: a page opened after keeps all', async () => {
    const context = await browser.createBrowserContext();
    const day = '2026-11-30', code = execFileSync(levelgen, ['daily', day], { encoding: 'utf8' }).trim();
    const a = await freshPage(context), b = await freshPage(context), c = await freshPage(context);
    // a tab in the background draws no frames (the browser holds back its animation
    // frames): each is brought to the front to play, as a player would
    for (const [p, url] of [[a, `${server.url}?level=1`], [b, `${server.url}?level=3`], [c, `${server.url}?daily=${day}`]]) {
      await p.bringToFront();
      await open(p, url);
    }
    await a.bringToFront();
    await sleep(500);
    await clear(a, ['--level', '1'], pack.levels[0].solution);
    await saidLine(a, 'level 1 cleared');
    await b.bringToFront();
    await sleep(300);
    await clear(b, ['--level', '3'], pack.levels[2].solution);
    await saidLine(b, 'level 3 cleared');
    await c.bringToFront();
    await sleep(300);
    await clear(c, ['--daily', day], answerOfCode(code));
    await saidLine(c, `daily ${day} cleared`);
    await b.bringToFront();
    await sleep(1500); // the win's banner, then a key the game takes again
    const before = await b.evaluate(() => Module.carillonSynced || 0);
    await b.keyboard.press('KeyM'); // B's settings: mute
    await b.waitForFunction(n => (Module.carillonSynced || 0) > n, { timeout: 20000 }, before);
    const d = await freshPage(context);
    await d.bringToFront();
    await open(d, server.url);
    const won = wonLevels(await readFile(d, 'progress.json')), daily = await readFile(d, 'daily.json');
    const settings = JSON.parse((await readFile(d, 'settings.json')) || '{}');
    console.log(`  after: levels won ${JSON.stringify(won)}; daily.json ${daily && daily.replace(/\s+/g, ' ')}`);
    expect(won.includes(1) && won.includes(3), `progress.json holds the wins of levels ${JSON.stringify(won)}`);
    expect(daily && daily.includes(`"date":"${day}","won":true`), `daily.json holds ${daily}`);
    expect(settings.mute === true, `settings.json holds ${JSON.stringify(settings)}`);
    await context.close();
  });

  await check('a reload the moment a win is said still knows it', async () => {
    const context = await browser.createBrowserContext();
    const p = await freshPage(context);
    await open(p, `${server.url}?level=2`);
    await sleep(500);
    const dots = whereOf(desktop, ['--level', '2']), answer = pack.levels[1].solution;
    for (const i of answer.slice(0, -1)) {
      await p.mouse.click(dots[i].x, dots[i].y);
      await sleep(300);
    }
    const last = dots[answer[answer.length - 1]];
    await p.mouse.click(last.x, last.y);
    await p.waitForFunction(() => /level 2 cleared/.test(document.getElementById('said').textContent), { timeout: 20000, polling: 'mutation' });
    await p.evaluate(() => location.reload()); // at once
    await p.waitForFunction(() => window.Module && Module.carillonFrames && Module.carillonFrames.length > 0, { timeout: 60000 });
    const won = wonLevels(await readFile(p, 'progress.json'));
    expect(won.includes(2), `after the reload progress.json holds the wins of levels ${JSON.stringify(won)}`);
    await context.close();
  });

  for (const [what, record] of [['null', 'null'], ['a number', '42'], ['no contents', '({timestamp: new Date()})'],
    ['no timestamp', '({contents: new Uint8Array([123, 125])})']]) {
    await check(`a record of progress.json that is ${what}: the desktop's line for a damaged file, set aside`, async () => {
      const context = await browser.createBrowserContext();
      const p = await freshPage(context);
      await open(p, server.url);
      await p.evaluate(value => new Promise((resolve, reject) => {
        const req = indexedDB.open('/carillon', 21);
        req.onupgradeneeded = () => req.result.createObjectStore('FILE_DATA').createIndex('timestamp', 'timestamp', { unique: false });
        req.onsuccess = () => {
          const tx = req.result.transaction(['FILE_DATA'], 'readwrite');
          tx.objectStore('FILE_DATA').put(eval(value), '/carillon/progress.json');
          tx.oncomplete = () => { req.result.close(); resolve(); };
          tx.onerror = () => reject(tx.error);
        };
        req.onerror = () => reject(req.error);
      }), record);
      await open(p, server.url);
      await sleep(800);
      const shown = await note(p), text = await readFile(p, 'progress.json.damaged');
      const line = desktopLineFor(text || '');
      console.log(`  the page says: ${shown}`);
      expect(text !== null, 'no progress.json.damaged');
      expect(shown === line, `the page says "${shown}", the desktop "${line}"`);
      await context.close();
    });
  }

  for (const [what, setup] of [['missing', () => { delete window.indexedDB; Object.defineProperty(window, 'indexedDB', { value: undefined }); }],
    ['throwing', () => { Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); } }); }]]) {
    await check(`IndexedDB ${what}: the page plays, and says once that progress will not be kept`, async () => {
      const context = await browser.createBrowserContext();
      const p = await freshPage(context);
      await p.evaluateOnNewDocument(setup);
      await open(p, server.url);
      await sleep(500);
      const shown = await note(p);
      console.log(`  the page says: ${shown}`);
      expect(/progress will not be kept$/.test(shown), `the page says "${shown}"`);
      await p.keyboard.press('Enter'); // level 1, from the select
      await sleep(800);
      await clear(p, ['--level', '1'], pack.levels[0].solution);
      await saidLine(p, 'level 1 cleared');
      await context.close();
    });
  }
} finally {
  await browser.close();
  await server.close();
}
done();
