// links.mjs: levels as links, and the page's clipboard, in a real headless chromium
// (make test-web, after test.mjs).
//
//   node tests/web/links.mjs WEB_DIR DESKTOP_CARILLON
//
// What a player relies on, through real input over the DevTools protocol, on a phone's
// screen (390x844, three pixels a point, touch) where it matters:
// - ?code= of level 40 opens that field: the answer (levelgen's, tapped where the
//   desktop lays the field out for that screen) clears it, as the desktop says it;
// - ?daily=2026-11-30 plays that day's level, and once won Ctrl+C hands on the share
//   line with a link to that day (?daily=2026-11-30), which opens the same field;
// - Ctrl+C in play shares a link to the level (the page's own address with ?code=): to
//   the Web Share API where the browser has one and the pointer is a finger, to the
//   clipboard otherwise; the link opens the same field in a new page; the words the game
//   is handed to say under the field are what happened (shared, or on the clipboard);
// - Ctrl+V on the select plays what the player copied (a link, with white space around
//   it, as a chat hands it on), not the game's own last copy; with the clipboard
//   refused, one line on the page says so;
// - a bad ?code= shows the desktop's own one line at the foot of the page, over the
//   level select; a bad ?daily= date likewise, a day still to come (when it opens), and a
//   value with a NUL in it (%00: named as linked, never cut short at the NUL).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEIGHT, PHONE, WIDTH, checks, commandLine, expect, forALink, launch, note, open, saidLine, serve, sleep } from './page.mjs';

const { web, desktop, levelgen } = commandLine('links');
const started = Date.now();
const { check, done } = checks('links');

// The desktop, run with a scratch folder for its files: its stdout, stderr and status.
function desktopRun(args) {
  const prefs = fs.mkdtempSync(path.join(os.tmpdir(), 'carillon-links-'));
  try {
    return spawnSync(desktop, args, { env: { ...process.env, CARILLON_PREFS: prefs }, encoding: 'utf8' });
  } finally {
    fs.rmSync(prefs, { recursive: true, force: true });
  }
}
// Where the desktop lays out the dots of the field args name (--code C, --daily D) on a
// screen of size's points: one {x, y} a dot, in the field's order.
function dotsFor(args, size) {
  const out = desktopRun(['--headless', '--size', `${size.width}x${size.height}`, ...args, '--where']).stdout;
  return out.trim().split('\n').filter(line => /^[0-9]/.test(line)).map(line => { // (a dot's line: no button, words)
    const [, x, y] = line.split(' ').map(Number);
    return { x, y };
  });
}
// The solver's answer to a code: the dots to tap, in order.
function answerOf(code) {
  const line = execFileSync(levelgen, ['solve', '--code', code], { encoding: 'utf8' });
  return line.match(/answer ([0-9 ]+);/)[1].trim().split(' ').map(Number);
}
// What the desktop says once the field of args is cleared by its answer, as a player's
// taps clear it: the solver's win is helped, taps with no dot held are read.
function clearedLine(args) {
  return desktopRun([...args, '--headless', '--autoplay']).stdout.trim().replace(/, helped$/, ', read');
}
// The desktop's one line for args, without its name and the hint to --help, in the
// words the page says it of its link (no option names: forALink).
function desktopLine(args) {
  return forALink(desktopRun([...args, '--headless', '--frames', '1']).stderr.trim().replace(/^carillon: /, ''));
}

// Taps (a finger on a touch page, a click otherwise) the answer's dots.
async function play(page, dots, answer, touch) {
  for (const i of answer) {
    const p = dots[i];
    if (touch) await page.touchscreen.tap(p.x, p.y);
    else await page.mouse.click(p.x, p.y);
    await sleep(300);
  }
}
async function ctrl(page, key) {
  await page.keyboard.down('Control');
  await page.keyboard.press(key);
  await page.keyboard.up('Control');
}
async function waitFor(page, fn, what, timeout = 10000) {
  try {
    await page.waitForFunction(fn, { timeout });
  } catch {
    throw new Error(`${what} (the page's note: "${await note(page)}")`);
  }
}
// Waits for the page to hand the game these words of what came of a copy, to say under the
// field.
async function noted(page, line) {
  try {
    await page.waitForFunction(l => Module.carillonNoted === l, { timeout: 10000 }, line);
  } catch {
    throw new Error(`the game was not told "${line}" (it was told "${await page.evaluate(() => Module.carillonNoted)}")`);
  }
}

const level40 = execFileSync(levelgen, ['code', 'assets/levels.json', '--level', '40'], { encoding: 'utf8' }).trim();
const server = await serve(web);
const origin = server.url.replace(/\/$/, '');
const browser = await launch();
try {
  // A phone: touch, and a share sheet (the Web Share API, as phones' browsers have it;
  // headless chromium on Linux has none, so the page's call is caught here).
  const phone = await browser.createBrowserContext();
  await phone.overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const tap = await phone.newPage();
  await tap.setViewport(PHONE);
  await tap.evaluateOnNewDocument(() => {
    navigator.share = data => {
      window.__shared = data;
      return Promise.resolve();
    };
  });
  tap.on('pageerror', e => console.log(`page error: ${e.message}`));

  let shared = null;
  await check('?code= of level 40 opens it on a phone, its answer tapped clears it, and Ctrl+C shares its link', async () => {
    const args = ['--code', level40], want = clearedLine(args);
    expect(/^level 1 cleared in \d+ taps? \(par \d+\), read$/.test(want), `the desktop says "${want}"`);
    await open(tap, `${server.url}?code=${level40}`);
    await sleep(800);
    expect((await note(tap)) === '', `an unexpected note: ${await note(tap)}`);
    await ctrl(tap, 'KeyC');
    await waitFor(tap, () => window.__shared, 'nothing was handed to the share sheet');
    shared = await tap.evaluate(() => window.__shared);
    console.log(`  shared: ${JSON.stringify(shared)}`);
    expect(shared.url === `${server.url}?code=${level40}`, `the link shared is ${JSON.stringify(shared)}`);
    await noted(tap, 'a link to this field was shared');
    await play(tap, dotsFor(args, PHONE), answerOf(level40), true);
    await saidLine(tap, want);
    console.log(`  the page said: ${want}`);
  });

  await check('the shared link opens the same field in a new page, and its answer clears it', async () => {
    expect(shared, 'no link was shared');
    const page = await phone.newPage();
    await page.setViewport(PHONE);
    await open(page, shared.url);
    await sleep(800);
    const code = new URL(shared.url).searchParams.get('code');
    expect(code === level40, `the link holds another code: ${code}`);
    await play(page, dotsFor(['--code', code], PHONE), answerOf(level40), true);
    await saidLine(page, clearedLine(['--code', level40]));
    await page.close();
  });

  await check('?daily=2026-11-30 plays that day, and its share line carries its link', async () => {
    const code = execFileSync(levelgen, ['daily', '2026-11-30'], { encoding: 'utf8' }).trim();
    const args = ['--daily', '2026-11-30'], want = clearedLine(args);
    await tap.evaluate(() => { window.__shared = null; });
    await open(tap, `${server.url}?daily=2026-11-30`);
    await sleep(800);
    expect(!(await note(tap)).startsWith('--daily'), `the day was refused: ${await note(tap)}`);
    await play(tap, dotsFor(args, PHONE), answerOf(code), true);
    await saidLine(tap, want);
    await sleep(1500);
    await ctrl(tap, 'KeyC');
    await waitFor(tap, () => window.__shared, 'nothing was handed to the share sheet');
    const line = (await tap.evaluate(() => window.__shared)).text;
    console.log(`  shared: ${line}`);
    expect(line.startsWith('Carillon daily 2026-11-30 (Mon): '), `the share line is "${line}"`);
    expect(line.endsWith(` ${server.url}?daily=2026-11-30`), `the share line has no link to its day: "${line}"`);
    await noted(tap, 'the share line, with a link to its day, was shared');
  });

  // A desktop browser: a mouse, no share sheet, the clipboard.
  const desk = await browser.createBrowserContext();
  await desk.overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const page = await desk.newPage();
  await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await page.mouse.move(0, 0);
  page.on('pageerror', e => console.log(`page error: ${e.message}`));
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const size = { width: WIDTH, height: HEIGHT };

  await check('Ctrl+C in play puts the link on the clipboard; Ctrl+V plays what the player copied', async () => {
    await open(page, `${server.url}?code=${level40}`);
    await sleep(800);
    await ctrl(page, 'KeyC');
    await waitFor(page, () => Module.carillonCopied, 'nothing was copied');
    const copied = await clipboard();
    expect(copied === `${server.url}?code=${level40}`, `the clipboard holds "${copied}"`);
    await noted(page, 'a link to this field is on the clipboard');
    // the player copies another level (as a chat hands it on), and pastes it on the select
    const level2 = execFileSync(levelgen, ['code', 'assets/levels.json', '--level', '2'], { encoding: 'utf8' }).trim();
    await page.evaluate(text => navigator.clipboard.writeText(text), `  ${server.url}?code=${level2}\n`);
    await page.keyboard.press('Escape');
    await sleep(500);
    await ctrl(page, 'KeyV');
    await sleep(1500);
    await play(page, dotsFor(['--code', level2], size), answerOf(level2), false);
    await saidLine(page, clearedLine(['--code', level2]));
  });

  await check('a bad ?code= says the desktop\'s one line over the select; so do a bad ?daily= date, a day to come and a NUL', async () => {
    for (const [query, args] of [['code=C1Ks7cpxRM5M35ORPgdvwja3m', ['--code', 'C1Ks7cpxRM5M35ORPgdvwja3m']],
      ['daily=2027-02-30', ['--daily', '2027-02-30']], ['daily=2030-01-01', ['--daily', '2030-01-01']],
      // a NUL would end the value in C: it is named as linked, never dropped
      ['level=1%00', ['--level', '1%00']], ['code=C1Ks7cpxRM5M35%00', ['--code', 'C1Ks7cpxRM5M35%00']]]) {
      const line = desktopLine(args);
      // a fresh profile, so that no other warning waits on the select
      const fresh = await browser.createBrowserContext(), page = await fresh.newPage();
      await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
      await page.mouse.move(0, 0);
      await open(page, `${server.url}?${query}`);
      await sleep(1000);
      const shown = await note(page);
      console.log(`  ?${query}: the page says: ${shown}`);
      expect(line.length > 0 && shown === line, `the page says "${shown}", the desktop "${line}"`);
      expect(!shown.includes('--'), `the page names an option: "${shown}"`);
      // the select is in front: Enter plays its level 1, which one tap clears
      await page.keyboard.press('Enter');
      await sleep(800);
      const level1 = execFileSync(levelgen, ['code', 'assets/levels.json', '--level', '1'], { encoding: 'utf8' }).trim();
      await play(page, dotsFor(['--code', level1], size), answerOf(level1), false);
      await saidLine(page, 'level 1 cleared');
      await fresh.close();
    }
  });

  await check('Ctrl+V with the clipboard refused: one line on the page says so', async () => {
    const refused = await browser.createBrowserContext();
    const other = await refused.newPage();
    await other.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
    await open(other, server.url);
    await sleep(500);
    await ctrl(other, 'KeyV');
    await waitFor(other, () => document.getElementById('note').textContent !== '', 'nothing was said');
    const shown = await note(other);
    console.log(`  the page says: ${shown}`);
    expect(/^Ctrl\+V: this page may not read the clipboard \(.+\)$/.test(shown), `the page says "${shown}"`);
    await refused.close();
  });
} finally {
  await browser.close();
  await server.close();
}
console.log(`web links: the test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
done();
