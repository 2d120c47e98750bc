// touch.mjs: a phone's whole game with a finger, in a real headless chromium (make
// test-web, after links.mjs).
//
//   node tests/web/touch.mjs WEB_DIR DESKTOP_CARILLON
//
// On a phone's screen (390x844 CSS pixels, three device pixels to one, touch, a coarse
// pointer), with taps over the DevTools protocol (page.touchscreen) where the desktop's
// --where says the game put each dot and button on that screen:
// - the page starts the game as after a touch (--touch: the pointer is coarse);
// - ?code= of level 40 opens it; a dot not in the answer, the Undo button, then the
//   answer's three dots clear it: "level 1 cleared in 4 taps (par 3), over par" (every tap
//   of the try counts, the one taken back too; a wrong tap not taken back would have left
//   two taps for three);
// - Restart after another wrong tap is a new try: the answer clears it in 3, read (taps,
//   no dot held);
// - a dot held by a finger shows its preview and a lens clear of the finger (the picture
//   changes while it is held), and sliding off lets go without a tap: the answer then
//   clears it in 3, par (a dot was held);
// - Levels goes to the level select; on the pack's select Page → turns a page and a
//   swipe rightward (across the title) turns it back: the picture as it opened;
// - a finger 8 points past the edge of level 1's small, normal and big dot taps it;
// - the select's tiles are a finger's: at least 44 CSS pixels across where the desktop's
//   --where puts them at the same size in points, and the page turns as many pages as
//   that grid has (the page at 3x once drew all 120 tiles, 26 pixels across, on one).
import { execFileSync } from 'node:child_process';
import {
  PHONE, buttonsOf, checks, commandLine, expect, launch, open, readPack, serve, sleep, tilesOf, whereOf,
} from './page.mjs';

const { web, desktop, levelgen } = commandLine('touch');
const { check, done } = checks('touch');

const level40 = execFileSync(levelgen, ['code', 'assets/levels.json', '--level', '40'], { encoding: 'utf8' }).trim();
const answer = execFileSync(levelgen, ['solve', '--code', level40], { encoding: 'utf8' })
  .match(/answer ([0-9 ]+);/)[1].trim().split(' ').map(Number);
const args = ['--code', level40];
const dots = whereOf(desktop, args, PHONE), buttons = buttonsOf(desktop, args, PHONE);
const selectButtons = buttonsOf(desktop, [], PHONE), tiles = tilesOf(desktop, [], PHONE);
// the grid of tiles (where a chosen tile lights and the numbers change with the page)
const grid = tiles.length && {
  x: 0, width: PHONE.width,
  y: Math.min(...tiles.map(t => t.y - t.r)) - 8,
  height: Math.max(...tiles.map(t => t.y + t.r)) - Math.min(...tiles.map(t => t.y - t.r)) + 16,
};
const wrong = dots.findIndex((_, i) => !answer.includes(i));
const middle = b => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

const server = await serve(web);
const browser = await launch();
try {
  const phone = await browser.createBrowserContext();
  const page = await phone.newPage();
  await page.setViewport(PHONE);
  page.on('pageerror', e => console.log(`page error: ${e.message}`));
  const said = () => page.$eval('#said', e => e.textContent);
  const cleared = async (taps, result) =>
    ((await said()).match(new RegExp(`level 1 cleared in ${taps} taps \\(par 3\\), ${result}`, 'g')) || []).length;
  const tap = async (p, wait = 1500) => {
    await page.touchscreen.tap(p.x, p.y);
    await sleep(wait);
  };
  const press = name => {
    expect(buttons[name] || selectButtons[name], `no button ${name}`);
    return tap(middle(buttons[name] || selectButtons[name]), 600);
  };
  // captureBeyondViewport off: on, chromium resizes the page around each shot, and the game,
  // told its window was 1x1 for a step, placed a finger let go then at the page's corner
  // (a swipe lost about one run in twenty, more with the page's thread busy).
  const shot = clip => page.screenshot({ clip, encoding: 'base64', captureBeyondViewport: false });
  // The picture in clip once it rests (the same in two shots 200 ms apart; up to 10 s):
  // a loaded machine draws the first frames late.
  const rested = async clip => {
    let last = await shot(clip);
    for (let i = 0; i < 50; i++) {
      await sleep(200);
      const now = await shot(clip);
      if (now === last) return now;
      last = now;
    }
    return last;
  };
  // Whether the resting picture in clip comes to pass test within 5 s.
  const comes = async (clip, test) => {
    for (let i = 0; i < 10; i++) {
      if (test(await rested(clip))) return true;
      await sleep(500);
    }
    return false;
  };

  await check('the page starts the game as after a touch (a coarse pointer: --touch)', async () => {
    await open(page, `${server.url}?code=${level40}`);
    const argv = await page.evaluate(() => Module.arguments);
    expect(argv.includes('--touch'), `the game was started with ${JSON.stringify(argv)}`);
  });

  await check('?code= of level 40: a wrong tap, Undo, then the answer clears it in 4 taps (par 3), over par', async () => {
    for (const name of ['levels', 'undo', 'hint', 'restart'])
      expect(buttons[name], `--where names no ${name} button: ${JSON.stringify(buttons)}`);
    expect(wrong >= 0, 'every dot is in the answer');
    await sleep(800);
    await tap(dots[wrong]);
    await press('undo');
    for (const i of answer) await tap(dots[i]);
    expect((await cleared(4, 'over par')) === 1, `the page said: ${(await said()).slice(-200)}`);
  });

  await check('Restart after a wrong tap is a new try: the answer clears it in 3 taps, read', async () => {
    await press('restart'); // the cleared level afresh
    await tap(dots[wrong]);
    await press('restart');
    for (const i of answer) await tap(dots[i]);
    expect((await cleared(3, 'read')) === 1, `the page said: ${(await said()).slice(-200)}`);
  });

  await check('a dot held by a finger shows its preview and a lens; sliding off lets go untapped', async () => {
    await press('restart');
    const d = dots[answer[0]];
    const above = { x: 0, y: 0, width: PHONE.width, height: PHONE.height };
    const before = await shot(above);
    await page.touchscreen.touchStart(d.x, d.y);
    await sleep(400);
    const held = await shot(above);
    await page.touchscreen.touchMove(d.x + 120, d.y + 120);
    await page.touchscreen.touchEnd();
    await sleep(600);
    const after = await shot(above);
    expect(held !== before, 'nothing showed while the dot was held');
    expect(after === before, 'the lens stayed after the finger slid off');
    await tap(dots[answer[0]]); // still standing: the slide tapped nothing
    await tap(dots[answer[1]]);
    await tap(dots[answer[2]]);
    expect((await cleared(3, 'par')) === 1, `the slide off tapped a dot (the page said: ${(await said()).slice(-200)})`);
  });

  await check('Levels goes to the levels', async () => {
    const whole = { x: 0, y: 0, width: PHONE.width, height: PHONE.height };
    const before = await shot(whole);
    await press('levels');
    // the code's one level on the select: its tile where the field was, the levels' buttons
    expect((await shot(whole)) !== before, 'Levels changed nothing');
    const after = await page.evaluate(() => document.getElementById('said').textContent);
    expect(!after.includes('cannot'), `the page said: ${after.slice(-200)}`);
  });

  await check("the pack's select: Page → turns a page, a swipe rightward turns it back", async () => {
    await open(page, server.url);
    await sleep(800);
    // the tiles, where the tile chosen is lit (the page's foot says once that the pack is
    // new, until the first press on the game)
    expect(grid, 'the desktop\'s --where names no tiles on the select');
    const whole = grid;
    const first = await rested(whole);
    await press('page-on');
    expect(await comes(whole, now => now !== first), 'Page → changed nothing');
    // across the title, above the tiles (a finger on a tile would choose it)
    const y = 60;
    await page.touchscreen.touchStart(60, y);
    await page.touchscreen.touchMove(160, y);
    await page.touchscreen.touchMove(330, y);
    await page.touchscreen.touchEnd();
    expect(await comes(whole, now => now === first), 'the swipe did not turn back a page');
  });
  await check("the select's tiles are a finger's, and turn as many pages as the desktop's at 390x844", async () => {
    const levels = readPack().levels.length, pages = Math.ceil(levels / tiles.length);
    const small = tiles.filter(t => 2 * t.r < 44);
    expect(small.length === 0, `tiles under 44 points across: ${JSON.stringify(small.slice(0, 3))}`);
    await open(page, server.url);
    await sleep(800);
    // from level 1, Page → turns the pages, then (on the last) takes the choice off the grid
    // to the endless tile under it, then does nothing: as many changes as pages
    let last = await rested(grid), turned = 0;
    for (let i = 0; i <= pages + 1; i++) {
      await press('page-on');
      if (!(await comes(grid, now => now !== last))) break;
      turned++;
      last = await rested(grid);
    }
    expect(turned === pages, `Page → changed the tiles ${turned} times; the desktop's grid of ${tiles.length} ` +
      `tiles (${2 * tiles[0].r} points across) makes ${pages} pages of ${levels} levels`);
  });
  // Level 1: any of its dots clears it (a learning level: its group loops back); a finger
  // 8 points past the edge of its small, its normal and its big dot (away from the others)
  // taps that dot (issue 39: the reach is from the edge, whatever the size).
  const one = whereOf(desktop, ['--level', '1'], PHONE);
  for (const [name, pick] of [['small', d => d.r === Math.min(...one.map(o => o.r))],
    ['big', d => d.r === Math.max(...one.map(o => o.r))],
    ['normal', d => d.r > Math.min(...one.map(o => o.r)) && d.r < Math.max(...one.map(o => o.r))]]) {
    await check(`a finger 8 points past the edge of level 1's ${name} dot taps it`, async () => {
      const d = one.find(pick);
      expect(d, `level 1 has no ${name} dot`);
      // of sixteen ways out, the one furthest from every other dot's edge
      let best = null, room = -1;
      for (let k = 0; k < 16; k++) {
        const a = k * Math.PI / 8, p = { x: d.x + (d.r + 8) * Math.cos(a), y: d.y + (d.r + 8) * Math.sin(a) };
        const clear = Math.min(...one.filter(o => o !== d).map(o => Math.hypot(o.x - p.x, o.y - p.y) - o.r));
        if (clear > room) [best, room] = [p, clear];
      }
      expect(room > 12, `no side of the ${name} dot is clear of the others (${room.toFixed(1)} points)`);
      const context = await browser.createBrowserContext();
      const p = await context.newPage();
      await p.setViewport(PHONE);
      try {
        await open(p, `${server.url}?level=1`);
        await sleep(800);
        await p.touchscreen.tap(best.x, best.y);
        await sleep(2500);
        const line = await p.$eval('#said', e => e.textContent);
        expect(/level 1 cleared in 1 tap/.test(line), `the page said: "${line.slice(-120)}"`);
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
