// phones.mjs: the browser's half of tests/pixels/phones.sh (a maintainer's tool, not a
// test): the web build as a phone, each screen shot once it rests.
//
//   node tests/pixels/phones.mjs WEB_DIR DESKTOP_CARILLON PREFS OUTDIR SIZE...
//
// For each SIZE (WxH in CSS pixels) a fresh browser context (its own IndexedDB) with
// touch, a coarse pointer and three pixels a point (two when the screen is under 400
// points high and narrower than 640: a small tablet or a desktop's window, not a phone
// held sideways); the player's folder filled from PREFS (every file in it) before the
// game reads it; then web-SIZE-select, -statistics (its Stats button tapped), -play
// (?level=40), -win (the solver's answer tapped where the desktop's --where puts the
// dots on that screen) and -workshop (the select's Workshop button) in OUTDIR.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buttonsOf, launch, open, serve, sleep, whereOf } from '../web/page.mjs';

const [web, desktop, prefs, out, ...sizes] = process.argv.slice(2);
if (!web || !desktop || !prefs || !out || !sizes.length) {
  console.error('usage: node tests/pixels/phones.mjs WEB_DIR DESKTOP_CARILLON PREFS OUTDIR SIZE...');
  process.exit(2);
}
const levelgen = path.join(path.dirname(desktop), 'levelgen');
const answer = execFileSync(levelgen, ['solve', 'assets/levels.json', '--level', '40'], { encoding: 'utf8' })
  .match(/answer ([0-9 ]+);/)[1].trim().split(' ').map(Number);
const files = Object.fromEntries(fs.readdirSync(prefs).map(f => [f, fs.readFileSync(path.join(prefs, f), 'utf8')]));
const middle = b => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

const server = await serve(web);
const browser = await launch();
try {
  for (const size of sizes) {
    const [width, height] = size.split('x').map(Number);
    const scale = height < 400 && width < 640 ? 2 : 3;
    const screen = { width, height, deviceScaleFactor: scale, isMobile: true, hasTouch: true };
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(screen);
    page.on('pageerror', e => console.log(`${size}: page error: ${e.message}`));
    // The picture once it rests: the same in two shots 300 ms apart (up to 15 s).
    const shot = async name => {
      let last = await page.screenshot({ encoding: 'base64' });
      for (let i = 0; i < 50; i++) {
        await sleep(300);
        const now = await page.screenshot({ encoding: 'base64' });
        if (now === last) break;
        last = now;
      }
      const file = path.join(out, `web-${size}-${name}.png`);
      fs.writeFileSync(file, Buffer.from(last, 'base64'));
      console.log(file);
    };
    const tap = async (p, wait = 800) => {
      await page.touchscreen.tap(p.x, p.y);
      await sleep(wait);
    };

    // the player's files, written into IndexedDB by the page's own file system
    await open(page, server.url);
    await page.evaluate(async files => {
      for (const [name, text] of Object.entries(files)) FS.writeFile(`/carillon/${name}`, text);
      await Module.carillonStore.keep();
    }, files);

    const select = buttonsOf(desktop, [], screen);
    await open(page, server.url);
    // a line at the foot of the page (a file the game could not read): the shots are not
    // of the seeded files; said, so the run is taken again
    const note = await page.$eval('#note', e => e.textContent);
    if (note) console.log(`${size}: the page said: ${note}`);
    await shot('select');
    await tap(middle(select.stats));
    await shot('statistics');

    await open(page, `${server.url}?level=40`);
    await shot('play');
    const dots = whereOf(desktop, ['--level', '40'], screen);
    for (const i of answer) await tap(dots[i], 1500);
    const said = await page.$eval('#said', e => e.textContent);
    if (!/level 40 cleared/.test(said)) console.log(`${size}: level 40 was not cleared (the page said: ${said.slice(-200)})`);
    await shot('win');

    await open(page, server.url);
    await tap(middle(select.workshop));
    await shot('workshop');
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
