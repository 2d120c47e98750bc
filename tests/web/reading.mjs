// reading.mjs: the puzzle the levels are made for, on the page as a phone plays it (make
// test-web; issue 43, design.md "What a hold shows"), in a real headless chromium.
//
//   node tests/web/reading.mjs WEB_DIR DESKTOP_CARILLON
//
// On a phone's screen (390x844, three pixels a point, touch), the words the page draws
// caught as it draws them (CanvasRenderingContext2D's fillText):
// - a finger held on a dot of level 40 shows its ring and the dots it touches: the lens
//   counts the dots the desktop's --hold D --where lights ("touches N"), never the chain
//   ("pops"); the shot is kept in build/screens/ to be looked at;
// - level 1 cleared by taps is read: the banner says "Read", the line said ends ", read",
//   its tile's line on the select says "best: par, read" and the statistics count it;
// - with the settings' whole chains on (the assist), the daily cleared by taps is
//   helped, and its share line says "with help"; without, read, with its star;
// - a win worth winning (issue 42): level 12 cleared clean at par and cleared after an
//   undone tap end under different headlines ("Read", "Over par by 1"); a try lost,
//   restarted and cleared in two taps says "2 taps (par 2)"; the settings offer music.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  PHONE, buttonsOf, checks, commandLine, expect, launch, open, readPack, saidLine, serve, sleep, whereOf,
} from './page.mjs';

const { web, desktop, levelgen } = commandLine('reading');
const { check, done } = checks('reading');
const shots = 'build/screens';
fs.mkdirSync(shots, { recursive: true });

// The desktop's lines for args with dot held: what its preview lights.
function litBy(args, dot) {
  const out = execFileSync(desktop, ['--headless', '--size', `${PHONE.width}x${PHONE.height}`, ...args, '--hold',
    String(dot), '--where'], { encoding: 'utf8', env: { ...process.env, CARILLON_PREFS: fs.mkdtempSync('/tmp/carillon-lit-') } });
  return out.split('\n').filter(l => l.startsWith('lit ')).map(l => Number(l.split(' ')[1]));
}
const answerOf = args => execFileSync(levelgen, ['solve', ...args], { encoding: 'utf8' })
  .match(/answer ([0-9 ]+);/)[1].trim().split(' ').map(Number);
const middle = b => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

const server = await serve(web);
const origin = server.url.replace(/\/$/, '');
const browser = await launch();
try {
  const phone = await browser.createBrowserContext();
  await phone.overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const page = await phone.newPage();
  await page.setViewport(PHONE);
  page.on('pageerror', e => console.log(`page error: ${e.message}`));
  await page.evaluateOnNewDocument(() => {
    window.__drawn = [];
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.__drawn.push(String(text));
      return fill.call(this, text, ...rest);
    };
    navigator.share = data => {
      window.__shared = data;
      return Promise.resolve();
    };
  });
  const drawnSince = async mark => (await page.evaluate(() => window.__drawn)).slice(mark);
  const drawnCount = () => page.evaluate(() => window.__drawn.length);
  const tap = async (p, wait = 900) => {
    await page.touchscreen.tap(p.x, p.y);
    await sleep(wait);
  };

  await check("a finger's hold on level 40 shows the ring and the dots it touches, and no chain's count", async () => {
    const code = execFileSync(levelgen, ['code', 'assets/levels.json', '--level', '40'], { encoding: 'utf8' }).trim();
    const args = ['--code', code], dots = whereOf(desktop, args, PHONE);
    // the dot whose ring touches the most, and whose chain is more than that
    let held = 0, lit = [];
    for (let d = 0; d < dots.length; d++) {
      const l = litBy(args, d);
      if (l.length > lit.length) [held, lit] = [d, l];
    }
    expect(lit.length > 0, 'no dot of level 40 touches another');
    await open(page, `${server.url}?code=${code}`);
    await sleep(800);
    const mark = await drawnCount();
    await page.touchscreen.touchStart(dots[held].x, dots[held].y);
    await sleep(700);
    await page.screenshot({ path: `${shots}/web-hold-390x844.png`, captureBeyondViewport: false });
    const words = await drawnSince(mark);
    await page.touchscreen.touchMove(dots[held].x + 150, dots[held].y + 150);
    await page.touchscreen.touchEnd();
    console.log(`  dot ${held} held: the desktop lights ${lit.join(' ')}; the page drew ${JSON.stringify([...new Set(words)].filter(w => /touches|pops/.test(w)))} (kept in ${shots}/web-hold-390x844.png)`);
    expect(words.includes(`touches ${lit.length}`), `the lens did not say "touches ${lit.length}"`);
    expect(!words.some(w => /^pops /.test(w)), 'the lens counted the chain');
  });

  await check('level 1 cleared by a tap is read: its banner, its line, its tile and the statistics say so', async () => {
    await open(page, `${server.url}?level=1`);
    await sleep(800);
    const dots = whereOf(desktop, ['--level', '1'], PHONE), [first] = answerOf(['assets/levels.json', '--level', '1']);
    const mark = await drawnCount();
    await tap(dots[first], 3500);
    await saidLine(page, 'level 1 cleared in 1 tap (par 1), read');
    expect((await drawnSince(mark)).includes('Read'), 'the banner\'s headline is not "Read"');
    const buttons = buttonsOf(desktop, ['--level', '1'], PHONE);
    await tap(middle(buttons.levels), 1200);
    // the select opens on level 2: the choice back to level 1, with the keys (the phone has them too)
    let since = await drawnCount();
    await page.keyboard.press('ArrowLeft');
    await sleep(600);
    const line = (await drawnSince(since)).find(w => w.startsWith('Level 1 '));
    expect(line && line.endsWith('best: par, read'), `the tile's line says "${line}"`);
    since = await drawnCount();
    await page.keyboard.press('KeyT');
    await sleep(800);
    const stats = await drawnSince(since);
    expect(stats.includes('read'), 'the statistics have no "read" column');
  });

  // What level n's tap on dot pops, by the rules (dot_touches: the ring's reach plus the
  // other's radius), of the dots still standing.
  const RADIUS = { small: 12, normal: 18, big: 26 }, RING = { small: 56, normal: 100, big: 160 };
  const chainOf = (level, dot, standing) => {
    const popped = new Set([dot]), todo = [dot];
    while (todo.length) {
      const a = level.dots[todo.pop()];
      level.dots.forEach((b, i) => {
        if (standing.has(i) && !popped.has(i) && Math.hypot(a.x - b.x, a.y - b.y) <= RING[a.size] + RADIUS[b.size]) {
          popped.add(i);
          todo.push(i);
        }
      });
    }
    return popped;
  };
  const level12 = readPack().levels[11], dots12 = whereOf(desktop, ['--level', '12'], PHONE);
  const shown = async since => (await drawnSince(since)).filter(w => /^(Read|Par|Over par|Helped)/.test(w));

  await check('level 12 cleared clean at par and after an undone tap end under different headlines', async () => {
    expect(level12.taps === 2, `level 12 has par ${level12.taps}`);
    const buttons = buttonsOf(desktop, ['--level', '12'], PHONE);
    await open(page, `${server.url}?level=12`);
    await sleep(800);
    let since = await drawnCount();
    for (const i of level12.solution) await tap(dots12[i]);
    await sleep(2500);
    const clean = await shown(since);
    await tap({ x: PHONE.width / 2, y: 200 }, 300); /* off the banner's button: to level 13 */
    await open(page, `${server.url}?level=12`);
    await sleep(800);
    const wrong = level12.dots.findIndex((_, i) => !level12.solution.includes(i));
    since = await drawnCount();
    await tap(dots12[wrong]);
    await tap({ x: buttons.undo.x + buttons.undo.w / 2, y: buttons.undo.y + buttons.undo.h / 2 });
    for (const i of level12.solution) await tap(dots12[i]);
    await sleep(2500);
    const undone = await shown(since);
    console.log(`  headlines: clean ${JSON.stringify(clean)}, after an undo ${JSON.stringify(undone)}`);
    expect(clean.includes('Read'), 'the clean win is not headed "Read"');
    expect(undone.includes('Over par by 1'), 'the win after an undone tap is not headed "Over par by 1"');
  });

  await check('a try lost, restarted and cleared in two taps says "2 taps (par 2)"', async () => {
    await open(page, `${server.url}?level=12`);
    await sleep(800);
    const standing = new Set(level12.dots.map((_, i) => i));
    for (let t = 0; t < level12.taps; t++) { /* dots outside the answer, standing, until the taps run out */
      const dot = [...standing].find(i => !level12.solution.includes(i) &&
        ![...chainOf(level12, i, standing)].some(j => level12.solution.includes(j)));
      expect(dot !== undefined, 'no wrong dot left to tap');
      chainOf(level12, dot, standing).forEach(i => standing.delete(i));
      await tap(dots12[dot]);
    }
    await sleep(1500);
    await tap({ x: PHONE.width / 2, y: PHONE.height / 2 }, 800); /* the banner: try again */
    const since = await drawnCount();
    for (const i of level12.solution) await tap(dots12[i]);
    await sleep(2500);
    const words = await drawnSince(since);
    expect(words.some(w => w.startsWith('2 taps (par 2)')), `the banner said ${JSON.stringify(words.filter(w => /taps/.test(w)))}`);
    await saidLine(page, 'level 12 cleared in 2 taps (par 2), read');
  });

  await check('the settings offer music', async () => {
    await open(page, server.url);
    await sleep(800);
    const since = await drawnCount();
    await page.keyboard.press('KeyS');
    await sleep(800);
    expect((await drawnSince(since)).includes('Music'), 'the settings have no Music row');
  });

  for (const assist of [false, true]) {
    await check(`the daily cleared by taps ${assist ? 'with whole chains shown is helped' : 'is read, with its star'}`, async () => {
      const day = '2026-11-30', args = ['--daily', day];
      const context = await browser.createBrowserContext();
      const p = await context.newPage();
      await p.setViewport(PHONE);
      await p.evaluateOnNewDocument(() => {
        navigator.share = data => {
          window.__shared = data;
          return Promise.resolve();
        };
      });
      try {
        await open(p, `${server.url}?daily=${day}`);
        await sleep(800);
        if (assist) { // the settings (S), down to whole chains, switched, closed back into the day
          const rows = 1 + ['mute', 'music', 'fullscreen', 'reduced_motion', 'shape_marks', 'whole_chains'].indexOf('whole_chains');
          await p.keyboard.press('KeyS');
          await sleep(400);
          for (let i = 0; i < rows; i++) await p.keyboard.press('ArrowDown');
          await p.keyboard.press('Enter');
          await p.keyboard.press('Escape');
          await sleep(600);
        }
        const dots = whereOf(desktop, args, PHONE);
        const code = execFileSync(levelgen, ['daily', day], { encoding: 'utf8' }).trim();
        for (const i of answerOf(['--code', code])) {
          await p.touchscreen.tap(dots[i].x, dots[i].y);
          await sleep(900);
        }
        await saidLine(p, `daily ${day} cleared in`);
        const said = await p.$eval('#said', e => e.textContent);
        expect(said.trim().endsWith(assist ? ', helped' : ', read'), `the page said: ${said.slice(-120)}`);
        await sleep(1500);
        await p.keyboard.down('Control');
        await p.keyboard.press('KeyC');
        await p.keyboard.up('Control');
        await p.waitForFunction(() => window.__shared, { timeout: 10000 });
        const line = (await p.evaluate(() => window.__shared)).text;
        console.log(`  shared: ${line}`);
        expect(assist ? line.includes(', with help ') : line.includes(', read \u2b50 '), `the share line is "${line}"`);
      } finally {
        await context.close();
      }
    });
  }
  await page.close();
} finally {
  await browser.close();
  server.close();
}
done();
