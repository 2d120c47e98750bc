// start.mjs: the page always starts, or says in the page why it cannot (make test-web).
//
//   node tests/web/start.mjs WEB_DIR DESKTOP_CARILLON
//
// Each within 10 s, and with no uncaught error in any page:
// - Another page of the origin opens the player's database at a higher version (a newer
//   build): the game tab open lets go of it and says to reload; a game tab opened after
//   draws and says its progress will not be kept.
// - A tab that never lets go of the database (an older build's) holds such an upgrade up:
//   a game tab opened then draws, and says why its progress waits (its open is queued
//   behind the upgrade: the browser tells it no more than that the storage does not
//   answer).
// - A file the service worker keeps (carillon.wasm, carillon.js, carillon.data) damaged
//   in its cache: online, the page draws, and the cache holds the build's file again;
//   offline, the page says the kept copy is damaged and what to do.
// - No 2D canvas (getContext gives none) and no WebAssembly: the page says why it cannot
//   be played, in the page.
import fs from 'node:fs';
import path from 'node:path';
import { checks, commandLine, controlled, expect, launch, note, open, serve, sleep, watchedPages } from './page.mjs';

const { web } = commandLine('start');
const { check, done } = checks('start');
const server = await serve(web);
const browser = await launch();
const { fresh: freshPage, within } = watchedPages();
// Opens url, and waits up to 10 s for the game's first frame; the time it took.
async function drawsWithin10s(p, url) {
  const at = Date.now();
  await p.goto(url, { waitUntil: 'domcontentloaded' });
  try {
    await p.waitForFunction(() => window.Module && Module.carillonFrames && Module.carillonFrames.length > 0, { timeout: 10000 });
  } catch {
    throw new Error(`no frame within 10 s (the page says "${await note(p)}")`);
  }
  return Date.now() - at;
}
// Waits up to 10 s for the text of the element id (or of the whole page) to match re.
async function says(p, re, id) {
  try {
    await p.waitForFunction((s, id) => new RegExp(s).test((id ? document.getElementById(id) : document.body).textContent),
      { timeout: 10000 }, re.source, id);
  } catch {
    throw new Error(`the page never said ${re} (it says "${await p.evaluate(() => document.body.innerText)}")`);
  }
  return p.evaluate(id => (id ? document.getElementById(id) : document.body).textContent.trim(), id);
}
// A page of the origin that is not the game's.
const elsewhere = `${server.url}licenses/Carillon.txt`;

try {
  await check('a newer build opens the database in another tab: the game tab lets go and says so; a new one draws and says why', () => within(browser, async context => {
    const game = await freshPage(context), other = await freshPage(context), late = await freshPage(context);
    await game.bringToFront(); // (a tab behind draws no frames)
    await open(game, server.url);
    await game.evaluate(() => Module.carillonStore.keep()); // the database made
    await game.keyboard.press('KeyM'); // a setting written: the game tab has it open
    await game.waitForFunction(() => Module.carillonStore.db !== null, { timeout: 10000 });
    await other.goto(elsewhere);
    const upgraded = await other.evaluate(() => new Promise(resolve => {
      const req = indexedDB.open('/carillon', 22);
      req.onupgradeneeded = () => { if (!req.result.objectStoreNames.contains('FILE_DATA')) req.result.createObjectStore('FILE_DATA'); };
      req.onsuccess = () => resolve('opened');
      req.onerror = () => resolve(`failed: ${req.error && req.error.name}`);
      setTimeout(() => resolve('blocked for 10 s'), 10000);
    }));
    expect(upgraded === 'opened', `the newer build's open: ${upgraded}`);
    console.log(`  the game tab says: ${await says(game, /newer Carillon/, 'note')}`);
    await late.bringToFront();
    console.log(`  a new game tab drew in ${await drawsWithin10s(late, server.url)} ms`);
    console.log(`  and says: ${await says(late, /newer Carillon.*progress will not be kept/, 'note')}`);
  }));

  await check('an older tab holds an upgrade up: a new game tab draws within 10 s and says why its progress waits', () => within(browser, async context => {
    const holder = await freshPage(context), other = await freshPage(context), late = await freshPage(context);
    await holder.goto(elsewhere);
    // an older build's tab: the database open, and no ear for a newer one
    await holder.evaluate(() => new Promise(resolve => {
      const req = indexedDB.open('/carillon', 21);
      req.onupgradeneeded = () => req.result.createObjectStore('FILE_DATA');
      req.onsuccess = () => { window.held = req.result; resolve(); };
    }));
    await other.goto(elsewhere);
    await other.evaluate(() => { window.asked = indexedDB.open('/carillon', 22); });
    await late.bringToFront();
    console.log(`  a new game tab drew in ${await drawsWithin10s(late, server.url)} ms`);
    console.log(`  and says: ${await says(late, /storage does not answer \(another Carillon tab may hold it up/, 'note')}`);
  }));

  // The service worker in charge of a fresh context's page, every file kept.
  async function kept(context) {
    const p = await freshPage(context);
    await open(p, server.url);
    expect(await controlled(p), 'no service worker controls the page');
    return p;
  }
  // Overwrites the cache's copy of file with a few wrong bytes.
  const damage = (p, file) => p.evaluate(async file => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const old = await cache.match(file);
      if (!old) throw new Error(`${file} is not kept`);
      await cache.put(file, new Response('damaged', { headers: old.headers })); // its headers, its digest among them
    }
  }, file);
  // The SHA-256 of the cache's copy of file, and of the build's.
  const cachedDigest = (p, file) => p.evaluate(async file => {
    const name = (await caches.keys())[0], hit = await (await caches.open(name)).match(file);
    const bytes = await hit.arrayBuffer();
    return Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), b => b.toString(16).padStart(2, '0')).join('');
  }, file);
  const builtDigest = file => import('node:crypto').then(c => c.createHash('sha256').update(fs.readFileSync(path.join(web, file))).digest('hex'));

  for (const file of ['carillon.wasm', 'carillon.js', 'carillon.data']) {
    await check(`${file} damaged in the service worker's cache: online the page draws and the cache is mended; offline it says so`, () => within(browser, async context => {
      const p = await kept(context);
      await damage(p, file);
      console.log(`  online, the page drew in ${await drawsWithin10s(p, server.url)} ms`);
      expect((await cachedDigest(p, file)) === (await builtDigest(file)), `the cache's ${file} is not the build's again`);
      await damage(p, file);
      server.state.offline = true;
      try {
        const q = await freshPage(context); // (a tab of its own: the last one's memory would serve the good file)
        await q.goto(server.url, { waitUntil: 'domcontentloaded' });
        console.log(`  offline, the page says: ${await says(q, /is damaged \(.*and there is no network/, 'note')}`);
      } finally {
        server.state.offline = false;
      }
    }));
  }

  for (const [what, setup, re] of [
    ['no 2D canvas', () => { HTMLCanvasElement.prototype.getContext = () => null; }, /no canvas to draw on/],
    ['no WebAssembly', () => { delete window.WebAssembly; }, /runs no WebAssembly/]]) {
    await check(`${what}: the page says why it cannot be played`, () => within(browser, async context => {
      const p = await freshPage(context);
      await p.evaluateOnNewDocument(setup);
      await p.goto(server.url, { waitUntil: 'domcontentloaded' });
      console.log(`  the page says: ${await says(p, re, 'arrived')}`);
      await sleep(1000); // what the runtime does after, if anything
    }));
  }
} finally {
  await browser.close();
  await server.close();
}
done();
