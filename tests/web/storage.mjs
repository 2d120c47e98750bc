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
//   not be kept, and a level plays and is won; where it refuses a first visit's first write
//   (the first open there is), the win is said, and so is why it is not kept.
// - The site's data cleared after a win (DevTools' Storage.clearDataForOrigin, as the
//   browser's "clear site data"): the page says it writes the files again, and after level
//   2 is won a reload knows both wins.
// - The storage full as a win is written (the browser's put throws QuotaExceededError; a
//   quota set through DevTools is not held to writes this small): the win is said, a line
//   says the storage is full, and once there is room again (the page shown again) it is
//   written, and a reload knows it.
// - Another tab holds the files' lock and never lets go: the win is said within 10 s with
//   a line saying why it waits, and it is written once the lock is let go.
// - A progress.json record whose contents are a save but whose stamp is a number, a
//   date's words or the last Date there is: its wins are read, a new win is written with
//   a Date, and a reload knows them all. Records at /carillon/, /carillon/. and
//   /carillon/..: the page draws and plays.
// - No page meets an uncaught error in any of these.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checks, commandLine, expect, launch, note, open, readPack, saidLine, serve, sleep, watchedPages, whereOf } from './page.mjs';

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
const { fresh: freshPage, within } = watchedPages();
// The records of the browser's storage, by key: {stamp: what kind of stamp it has, text:
// its contents as text}; {} before the database is made.
const records = p => p.evaluate(() => new Promise((resolve, reject) => {
  indexedDB.databases().then(all => {
    if (!all.some(db => db.name === '/carillon')) return resolve({});
    const req = indexedDB.open('/carillon');
    req.onsuccess = () => {
      const db = req.result, out = {};
      if (!db.objectStoreNames.contains('FILE_DATA')) { db.close(); return resolve(out); }
      const cursor = db.transaction(['FILE_DATA']).objectStore('FILE_DATA').openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) { db.close(); return resolve(out); }
        const t = c.value && c.value.timestamp;
        out[c.key] = { stamp: t instanceof Date ? (isNaN(t.getTime()) ? 'an Invalid Date' : 'a Date') : typeof t,
          text: c.value && c.value.contents ? new TextDecoder().decode(c.value.contents) : null };
        c.continue();
      };
    };
    req.onerror = () => reject(req.error);
  });
}));
const keptWins = async p => wonLevels(((await records(p))['/carillon/progress.json'] || {}).text);
// Puts records (key: the JavaScript of its value, made in the page) into the browser's
// storage, as the page's database would hold them.
const putRecords = (p, all) => p.evaluate(all => new Promise((resolve, reject) => {
  const req = indexedDB.open('/carillon', 21);
  req.onupgradeneeded = () => req.result.createObjectStore('FILE_DATA').createIndex('timestamp', 'timestamp', { unique: false });
  req.onsuccess = () => {
    const tx = req.result.transaction(['FILE_DATA'], 'readwrite');
    for (const [key, value] of Object.entries(all)) tx.objectStore('FILE_DATA').put(eval(value), key);
    tx.oncomplete = () => { req.result.close(); resolve(); };
    tx.onerror = () => reject(tx.error);
  };
  req.onerror = () => reject(req.error);
}), all);
// Waits for the foot line to match re.
async function footLine(p, re, timeout = 10000) {
  try {
    await p.waitForFunction(s => new RegExp(s).test(document.getElementById('note').textContent), { timeout }, re.source);
  } catch {
    throw new Error(`the foot line never matched ${re} (it says "${await note(p)}")`);
  }
  return note(p);
}
// Level n won from its field, the banner then taken on by Enter to level n + 1.
async function win(p, n) {
  await clear(p, ['--level', String(n)], pack.levels[n - 1].solution);
  await saidLine(p, `level ${n} cleared`);
}
async function next(p) {
  await sleep(1500); // the banner, then a key the game takes again
  await p.keyboard.press('Enter');
  await sleep(800);
}
// A save that holds the wins of the levels, as the desktop writes it.
function saveWinning(levels) {
  const prefs = fs.mkdtempSync(path.join(os.tmpdir(), 'carillon-storage-'));
  try {
    for (const n of levels)
      execFileSync(desktop, ['--headless', '--level', String(n), '--autoplay'], { env: { ...process.env, CARILLON_PREFS: prefs } });
    return fs.readFileSync(path.join(prefs, 'progress.json'), 'utf8');
  } finally {
    fs.rmSync(prefs, { recursive: true, force: true });
  }
}
try {
  await check('three tabs win two levels and the daily and change a setting: a page opened after keeps all', () => within(browser, async context => {
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
  }));

  await check('a reload the moment a win is said still knows it', () => within(browser, async context => {
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
  }));

  for (const [what, record] of [['null', 'null'], ['a number', '42'], ['no contents', '({timestamp: new Date()})'],
    ['no timestamp', '({contents: new Uint8Array([123, 125])})']]) {
    await check(`a record of progress.json that is ${what}: the desktop's line for a damaged file, set aside`, () => within(browser, async context => {
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
    }));
  }

  for (const [what, setup] of [['missing', () => { delete window.indexedDB; Object.defineProperty(window, 'indexedDB', { value: undefined }); }],
    ['throwing', () => { Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); } }); }]]) {
    await check(`IndexedDB ${what}: the page plays, and says once that progress will not be kept`, () => within(browser, async context => {
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
    }));
  }

  // A first visit has no database to read, so the first open is the first win's write:
  // a refusal then comes after the game has asked at its start, and was kept silent.
  await check('IndexedDB refusing the first write of a first visit: the win is said, and so is why it is not kept', () => within(browser, async context => {
    const p = await freshPage(context);
    await open(p, `${server.url}?level=1`);
    await sleep(500);
    expect(!/will not be kept/.test(await note(p)), 'the page refused its storage before any write');
    await p.evaluate(() => {
      IDBFactory.prototype.open = () => { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); };
    });
    await win(p, 1);
    const shown = await footLine(p, /denied permission.*progress will not be kept$/);
    console.log(`  the page says: ${shown}`);
  }));

  const origin = server.url.replace(/\/$/, '');
  await check('the site\'s data cleared after a win: the files are written again, said, and with level 2 won a reload knows both', () => within(browser, async context => {
    const p = await freshPage(context);
    await open(p, `${server.url}?level=1`);
    await sleep(500);
    await win(p, 1);
    const cdp = await p.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // (a loaded machine takes seconds to delete a database, and the page's opens meanwhile
    // are refused and tried again)
    console.log(`  the page says: ${await footLine(p, /cleared while Carillon was open/, 30000)}`);
    await next(p);
    await win(p, 2);
    await open(p, server.url, 10000);
    const won = wonLevels(await readFile(p, 'progress.json'));
    expect(won.includes(1) && won.includes(2), `after the reload progress.json holds the wins of levels ${JSON.stringify(won)}`);
  }));

  await check('the storage full as level 2\'s win is written: said, kept in the page, written once there is room', () => within(browser, async context => {
    const p = await freshPage(context);
    await open(p, `${server.url}?level=1`);
    await sleep(500);
    await win(p, 1);
    await p.evaluate(() => {
      const put = IDBObjectStore.prototype.put;
      window.full = true;
      IDBObjectStore.prototype.put = function (...args) {
        if (window.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await next(p);
    await win(p, 2);
    console.log(`  the page says: ${await footLine(p, /storage for the page is full/)}`);
    expect(!(await keptWins(p)).includes(2), 'level 2 was written over a full quota');
    expect(wonLevels(await readFile(p, 'progress.json')).includes(2), 'the page lost level 2 from its files');
    await p.evaluate(() => { window.full = false; });
    await p.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))); // the page hidden and shown
    console.log(`  then: ${await footLine(p, /kept again/)}`);
    expect((await keptWins(p)).includes(2), 'level 2 is not written once there is room');
    await open(p, server.url);
    const won = wonLevels(await readFile(p, 'progress.json'));
    expect(won.includes(1) && won.includes(2), `after a reload progress.json holds the wins of levels ${JSON.stringify(won)}`);
  }));

  await check('another tab holds the files\' lock for good: the win is said with why it waits, and written once it is let go', () => within(browser, async context => {
    const holder = await freshPage(context), p = await freshPage(context);
    await holder.goto(`${server.url}licenses/Carillon.txt`); // a page of the origin
    await holder.evaluate(() => { navigator.locks.request('carillon-files', () => new Promise(letGo => { window.letGo = letGo; })); });
    await p.bringToFront();
    await open(p, `${server.url}?level=1`);
    await sleep(500);
    const at = Date.now();
    await clear(p, ['--level', '1'], pack.levels[0].solution);
    await saidLine(p, 'level 1 cleared', 10000);
    console.log(`  said after ${Date.now() - at} ms; the page says: ${await footLine(p, /holds the player's files/)}`);
    expect(!(await keptWins(p)).includes(1), 'level 1 was written under another tab\'s lock');
    await holder.evaluate(() => window.letGo());
    console.log(`  let go: ${await footLine(p, /kept again/)}`);
    expect((await keptWins(p)).includes(1), 'level 1 is not written once the lock is let go');
  }));

  const save = saveWinning([1, 2]);
  for (const [what, stamp] of [['a number', String(Date.parse('2026-11-30T12:00:00Z'))], ['a date\'s words', '"2026-11-30T12:00:00Z"'],
    ['the last Date there is', 'new Date(8.64e15)']]) {
    await check(`a progress.json record stamped with ${what}: its wins are read, and kept with a new one`, () => within(browser, async context => {
      const p = await freshPage(context);
      await p.goto(`${server.url}licenses/Carillon.txt`);
      await putRecords(p, { '/carillon/progress.json': `({timestamp: ${stamp}, mode: 33206, contents: new TextEncoder().encode(${JSON.stringify(save)})})` });
      await open(p, `${server.url}?level=3`);
      const before = wonLevels(await readFile(p, 'progress.json'));
      expect(before.includes(1) && before.includes(2), `the page read the wins of levels ${JSON.stringify(before)}`);
      expect((await readFile(p, 'progress.json.damaged')) === null, 'the file was set aside as damaged');
      await sleep(500);
      await win(p, 3);
      const kept = (await records(p))['/carillon/progress.json'];
      expect(kept.stamp === 'a Date', `the record written is stamped with ${kept.stamp}`);
      await open(p, server.url);
      const won = wonLevels(await readFile(p, 'progress.json'));
      expect([1, 2, 3].every(n => won.includes(n)), `after a reload progress.json holds the wins of levels ${JSON.stringify(won)}`);
    }));
  }

  await check('records at /carillon/, /carillon/. and /carillon/..: passed over, and the page plays', () => within(browser, async context => {
    const p = await freshPage(context);
    await p.goto(`${server.url}licenses/Carillon.txt`);
    const file = '({timestamp: new Date(), mode: 33206, contents: new TextEncoder().encode("{}")})';
    await putRecords(p, { '/carillon/': file, '/carillon/.': file, '/carillon/..': file });
    await open(p, `${server.url}?level=1`, 10000);
    await sleep(500);
    await win(p, 1);
  }));
} finally {
  await browser.close();
  await server.close();
}
done();
