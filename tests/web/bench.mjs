// bench.mjs: the web build's figures (make bench-web, run by make bench after the
// desktop's). Aims (issue #10): under 1.5 MB sent in all, gzip-compressed; the select's
// first frame under 1.5 s from navigation; frames under 8 ms.
//
//   node tests/web/bench.mjs WEB_DIR DESKTOP_CARILLON
//
// - Bytes sent: each file of WEB_DIR gzip-compressed (level 9), as a server would send it.
// - First frame: headless chromium on 127.0.0.1, navigation start to the end of the
//   game's first frame step (performance mark 'carillon-first-frame'), a fresh profile
//   each time, median of RUNS.
// - Frame time: the busiest level (most dots) with its whole answer tapped at once by
//   real clicks; each frame step's own time (src/web/main.c: events, play, drawing) over
//   the frames drawn while the rings are in flight, median and 95th percentile. Wall
//   time on a machine that may be busy with other work.
// - Frame time while a pack grows (?seed=GROW_SEED): every frame step from the first to
//   the one that says the pack is grown, median, 95th percentile and the longest.
// - Frame time while endless level 121 grows (?level=120, the pack's last: the next is
//   grown at once): every frame step from the first (which draws the page's first frame
//   too) to the one in which the job ended (Module.carillonGrown), each, median, 95th
//   percentile and the longest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { HEIGHT, WIDTH, dotsOf, launch, open, readPack, serve, sleep } from './page.mjs';

const RUNS = 5, GROW_SEED = 5;
const [web, desktop] = process.argv.slice(2);
if (!web || !desktop) {
  console.error('usage: node tests/web/bench.mjs WEB_DIR DESKTOP_CARILLON');
  process.exit(2);
}
const median = xs => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const target = (name, value, aim, unit) =>
  console.log(`  ${name.padEnd(34)} ${value.toFixed(2).padStart(9)} ${unit.padEnd(3)} (target < ${aim} ${unit}) ${value < aim ? 'ok' : 'OVER'}`);

console.log('web: the browser build in headless chromium (tests/web/bench.mjs)');
let total = 0;
// The page's own files; licenses/ is shipped beside them but never fetched by the page.
for (const name of fs.readdirSync(web).sort().filter(n => fs.statSync(path.join(web, n)).isFile())) {
  const bytes = fs.readFileSync(path.join(web, name));
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`  ${name.padEnd(34)} ${String(bytes.length).padStart(9)} bytes, ${String(gz).padStart(9)} gzipped`);
}
target('sent in all, gzipped', total / 1e6, 1.5, 'MB');

const server = await serve(web);
const browser = await launch();
try {
  const first = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
    await open(page, server.url);
    first.push(await page.evaluate(() => performance.getEntriesByName('carillon-first-frame')[0].startTime));
    await context.close();
  }
  target(`first frame of the select (median of ${RUNS})`, median(first), 1500, 'ms');

  const pack = readPack();
  const busiest = pack.levels.reduce((best, lv) => (lv.dots.length >= best.dots.length ? lv : best));
  const page = await browser.newPage();
  await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await open(page, `${server.url}?level=${busiest.level}`);
  await sleep(1000);
  const before = await page.evaluate(() => Module.carillonFrames.length);
  const where = dotsOf(desktop, busiest.level);
  for (const i of busiest.solution) {
    const p = where[i];
    await page.mouse.click(p.x, p.y);
  }
  await sleep(3000);
  // The frames drawn while the rings are in flight: from the first that draws to the
  // first that does not (a step with nothing moving draws nothing: well under 0.5 ms).
  const all = await page.evaluate(n => Module.carillonFrames.slice(n), before);
  if (process.env.BENCH_DEBUG) console.log(all.map(x => x.toFixed(1)).join(' '));
  const from = all.findIndex(ms => ms >= 0.5), to = all.findIndex((ms, i) => i > from && ms < 0.5);
  const steps = all.slice(from, to < 0 ? all.length : to);
  console.log(`  level ${busiest.level} (${busiest.dots.length} dots), its ${busiest.solution.length} taps at once: ${steps.length} frames drawn while the rings fly`);
  target('busiest level, frame step (median)', median(steps), 8, 'ms');
  console.log(`  ${''.padEnd(34)} ${pct(steps, 95).toFixed(2).padStart(9)} ms  (95th percentile)`);

  // Frames while a pack grows on the page's one thread (?seed=GROW_SEED): each frame step
  // lends the grower a slice (src/web/growfiber.c), from the first frame to the one that
  // says the pack is grown.
  const growing = await browser.createBrowserContext();
  const grower = await growing.newPage();
  await grower.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  const t0 = Date.now();
  await open(grower, `${server.url}?seed=${GROW_SEED}`);
  const grown = await grower.evaluate(() => new Promise(resolve => (function look() {
    if (/levels grown/.test(document.getElementById('said').textContent)) resolve(Module.carillonFrames.slice());
    else requestAnimationFrame(look);
  })()));
  const wall = (Date.now() - t0) / 1000;
  console.log(`  ?seed=${GROW_SEED}: 120 levels grown on the page in ${wall.toFixed(1)} s, ${grown.length} frames`);
  target('frame step while a pack grows (median)', median(grown), 8, 'ms');
  console.log(`  ${''.padEnd(34)} ${pct(grown, 95).toFixed(2).padStart(9)} ms  (95th percentile), ${Math.max(...grown).toFixed(2)} ms the longest`);
  await growing.close();

  const past = await browser.createBrowserContext();
  const endless = await past.newPage();
  await endless.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await open(endless, `${server.url}?level=120`);
  const during = await endless.evaluate(() => new Promise(resolve => (function look() {
    if (Module.carillonGrown) resolve(Module.carillonFrames.slice(0, Module.carillonGrown[0] + 1));
    else requestAnimationFrame(look);
  })()));
  // Few frames: each is shown. The first step also draws the page's first frame (tens of
  // ms with nothing growing: ?level=119).
  console.log(`  ?level=120: endless level 121 grown on the page in ${during.length} frames: ${during.map(ms => ms.toFixed(1)).join(' ')} ms`);
  target('frame step while level 121 grows (median)', median(during), 8, 'ms');
  console.log(`  ${''.padEnd(34)} ${pct(during, 95).toFixed(2).padStart(9)} ms  (95th percentile), ${Math.max(...during).toFixed(2)} ms the longest`);
  await past.close();
} finally {
  await browser.close();
  await server.close();
}
