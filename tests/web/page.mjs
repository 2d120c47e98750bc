// page.mjs: what the browser test and the web bench share. A static server for
// build/web on 127.0.0.1 (a free port), Debian's chromium headless through puppeteer-core,
// and the arithmetic that puts a level's dot on the canvas.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
};

// Serves dir until close(); resolves to {url, close}.
export function serve(dir) {
  dir = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(dir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise(done => server.close(done)),
  })));
}

export function launch() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--mute-audio'],
  });
}

// The window the tests use: the canvas's own shape (CANVAS_WIDTH x CANVAS_HEIGHT in
// src/game/view.h), at one pixel a point, as the desktop's --size 680x928.
export const WIDTH = 680, HEIGHT = 928;
const SIDE = 20, TOP = 84, CANVAS_WIDTH = 680;

// Where dot (x, y) of a level sits on a canvas of the canvas's shape, width w: stacked,
// the field at w / CANVAS_WIDTH pixels a unit, VIEW_SIDE units in and VIEW_TOP down.
export function dotPoint(dot, w = WIDTH) {
  const k = w / CANVAS_WIDTH;
  return { x: (SIDE + dot.x) * k, y: (TOP + dot.y) * k };
}

// Opens url in page and waits for the game's first frame.
export async function open(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.Module && Module.carillonFrames.length > 0, { timeout: 60000 });
}

export const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

// The baked pack the page plays (run from the project's folder).
export function readPack() {
  return JSON.parse(fs.readFileSync('assets/levels.json', 'utf8'));
}
