// page.mjs: what the browser test and the web bench share. A static server for
// build/web on 127.0.0.1 (a free port) that can be taken offline, Debian's chromium
// headless through puppeteer-core, and where a level's dots are on the canvas (asked of
// the game itself).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import puppeteer from 'puppeteer-core';

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2', '.txt': 'text/plain',
};

// Serves dir until close(); resolves to {url, close, state}. With state.gzip set, every
// file goes gzipped (level 9) to a browser that accepts it, as a host sends it. While state.offline is set
// every request is dropped unanswered (and counted in state.dropped), as with no network;
// state.edit[NAME], when set, rewrites the text of the file NAME before it is sent;
// state.delay[NAME], when set, holds the file NAME back that many ms (a slow network).
export function serve(dir) {
  dir = path.resolve(dir);
  const state = { offline: false, dropped: 0, edit: {}, delay: {}, gzip: false };
  const server = http.createServer((req, res) => {
    if (state.offline) {
      state.dropped++;
      req.socket.destroy();
      return;
    }
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(dir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    // as a host sends it: its type, length and time of change (an edited file's length
    // is its new text's)
    const send = () => {
      const edit = state.edit[path.basename(file)];
      let body = edit ? Buffer.from(edit(fs.readFileSync(file, 'utf8'))) : null;
      const headers = {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Last-Modified': fs.statSync(file).mtime.toUTCString(),
      };
      if (state.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        body = zlib.gzipSync(body || fs.readFileSync(file), { level: 9 });
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body ? body.length : fs.statSync(file).size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else if (body) res.end(body);
      else fs.createReadStream(file).pipe(res);
    };
    const delay = state.delay[path.basename(file)];
    if (delay) setTimeout(send, delay);
    else send();
  });
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    state,
    close: () => new Promise(done => { server.closeAllConnections(); server.close(done); }),
  })));
}

export function launch() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--mute-audio'],
  });
}

// The two arguments every script takes, the browser build's folder and the desktop's
// game (whose --where places the taps, and beside which levelgen is found): a missing one
// is the usage line and exit 2.
export function commandLine(script) {
  const [web, desktop] = process.argv.slice(2);
  if (!web || !desktop) {
    console.error(`usage: node tests/web/${script}.mjs WEB_DIR DESKTOP_CARILLON`);
    process.exit(2);
  }
  return { web, desktop, levelgen: path.join(path.dirname(desktop), 'levelgen') };
}

// A phone held upright: 390 x 844 points at three pixels a point, touch and no mouse.
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// The window the tests use: the canvas's own shape (CANVAS_WIDTH x CANVAS_HEIGHT in
// src/game/draw/view.h), at one pixel a point, as the desktop's --size 680x990.
export const WIDTH = 680, HEIGHT = 990;

// Where the dots of level n of the baked pack (or of packFile) sit on a canvas of WIDTH x HEIGHT, one
// {x, y, r} a dot in the pack's order (CSS pixels at one a point): the game's own layout,
// which the page shares with the desktop (src/game/draw/view.c), as the desktop binary says
// it (carillon --headless --size WxH --level N --where), never worked out again here.
export function dotsOf(desktop, n, packFile = 'assets/levels.json', size = { width: WIDTH, height: HEIGHT }) {
  return whereOf(desktop, ['--pack', packFile, '--level', String(n)], size);
}

// The same for the level the desktop's arguments name (--level, --code or --daily), on a
// screen of size's points.
export function whereOf(desktop, args, size = { width: WIDTH, height: HEIGHT }) {
  return laidOut(desktop, args, size).dots;
}

// The on-screen buttons of play on that screen, by name: {x, y, w, h} in CSS pixels (at
// one a point), as the desktop says (its --where's "button NAME x y w h" lines).
export function buttonsOf(desktop, args, size = { width: WIDTH, height: HEIGHT }) {
  return laidOut(desktop, args, size).buttons;
}

// The level select's tiles of the page shown on that screen, {n, x, y, r} in CSS pixels
// (at one a point), as the desktop says (its --where's "tile N x y r" lines).
export function tilesOf(desktop, args, size = { width: WIDTH, height: HEIGHT }) {
  return laidOut(desktop, args, size).tiles;
}

function laidOut(desktop, args, size) {
  const prefs = fs.mkdtempSync(path.join(os.tmpdir(), 'carillon-where-'));
  try {
    const out = execFileSync(desktop, ['--headless', '--size', `${size.width}x${size.height}`, ...args, '--where'],
      { env: { ...process.env, CARILLON_PREFS: prefs }, encoding: 'utf8' });
    const dots = [], buttons = {}, tiles = [];
    for (const line of out.trim().split('\n')) {
      const words = line.split(' ');
      if (words[0] === 'row' || words[0] === 'lit' || words[0] === 'words') {
        // the select's row of tiles under the grid, what a hold lights, a line of words: no dot
      } else if (words[0] === 'button') {
        const [x, y, w, h] = words.slice(2).map(Number);
        buttons[words[1]] = { x, y, w, h };
      } else if (words[0] === 'tile') {
        const [n, x, y, r] = words.slice(1).map(Number);
        tiles.push({ n, x, y, r });
      } else {
        const [, x, y, r] = words.map(Number);
        dots.push({ x, y, r });
      }
    }
    return { dots, buttons, tiles };
  } finally {
    fs.rmSync(prefs, { recursive: true, force: true });
  }
}

// Opens url in page and waits for the game's first frame (timeout ms at most).
export async function open(page, url, timeout = 60000) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.Module && Module.carillonFrames && Module.carillonFrames.length > 0, { timeout });
}

// Whether a service worker controls the page, waiting up to 20 s for one to take it over.
export const controlled = page => page.evaluate(() => new Promise(resolve => {
  if (navigator.serviceWorker.controller) resolve(true);
  navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true));
  setTimeout(() => resolve(false), 20000);
}));

// Pages that keep their uncaught errors: fresh(context) opens one at the tests' size, the
// mouse in its corner; within(browser, body) runs body in a context of its own and fails
// the check when any page met an uncaught error since the last check.
export function watchedPages() {
  const errors = [];
  const clean = () => expect(errors.length === 0, `page errors: ${errors.splice(0).join('; ')}`);
  return {
    async fresh(context) {
      const p = await context.newPage();
      await p.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
      await p.mouse.move(0, 0);
      p.on('pageerror', e => {
        console.log(`page error: ${e.message}`);
        errors.push(e.message);
      });
      return p;
    },
    // body(context) in a browser context of its own (its own storage and service worker),
    // closed after it whether it passes or not; no page of it may meet an uncaught error.
    async within(browser, body) {
      const context = await browser.createBrowserContext();
      try {
        await body(context);
        clean();
      } finally {
        await context.close();
      }
    },
  };
}

export const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

// The desktop's line about its command line as the page says it of its link: the link's
// parameters for the options' names, no path for the page's own pack and no pointer to --help.
export const forALink = line => line.replace(/ \(try 'carillon --help'\)$/, '').replace(/^--(level|seed) /, "the link's $1 ")
  .replace(/^--daily: /, "the link's day: ").replace(/^assets\/levels\.json: /, '');

// What the page has said (#said, a line a level cleared) and its foot line (#note).
export const said = page => page.$eval('#said', e => e.textContent);
export const note = page => page.$eval('#note', e => e.textContent);
// Waits for the page to say text.
export async function saidLine(page, text, timeout = 20000) {
  try {
    await page.waitForFunction(t => document.getElementById('said').textContent.includes(t), { timeout }, text);
  } catch {
    throw new Error(`"${text}" was never said (the page said: ${(await said(page)).slice(-200)}; its note: ${await note(page)})`);
  }
}

// The baked pack the page plays (run from the project's folder).
export function readPack() {
  return JSON.parse(fs.readFileSync('assets/levels.json', 'utf8'));
}

// A run of named checks, each counted: check(name, body) runs body and says whether it
// passed ("web NAME: ..."), a failure not stopping the run; done() says the tally and
// exits, non-zero after any failure. expect(ok, what) fails a check, saying what.
export function checks(label) {
  let passed = 0, failures = 0;
  return {
    async check(name, body) {
      console.log(`[ RUN      ] web ${label}: ${name}`);
      try {
        await body();
        console.log(`[       OK ] web ${label}: ${name}`);
        passed++;
      } catch (e) {
        failures++;
        console.log(`[  FAILED  ] web ${label}: ${name}: ${e.message}`);
      }
    },
    done() {
      console.log(`web ${label}: ${passed} passed, ${failures} failed`);
      process.exit(failures ? 1 : 0);
    },
  };
}
export function expect(ok, what) {
  if (!ok) throw new Error(what);
}
