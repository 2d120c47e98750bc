// bench.mjs: the web build's figures (make bench-web, run by make bench after the
// desktop's), each against its target (issue 32, docs/design.md "the page"):
//
//   node tests/web/bench.mjs WEB_DIR DESKTOP_CARILLON
//
// Each figure is printed with the load average beside it: on cores shared with other
// work, every time here is longer than on a quiet machine.
//
// - A phone's first visit, on the profile page-speed tools use: 390x844 at 3 pixels a
//   point with touch, 150 ms round trips, 1.6 Mbps down, the CPU 4x slower
//   (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate), every file served
//   gzipped as a host sends it, a fresh profile each time: the bytes on the wire before
//   the game's first frame (Network.loadingFinished's encodedDataLength of every request
//   finished by then), at most 250 KB; the first frame (performance mark
//   'carillon-first-frame', from navigation), at most 2.5 s, median of RUNS.
// - The offline cache: every file the service worker keeps (sw.js's list), gzipped, at
//   most 400 KB.
// - Bytes sent: each file of WEB_DIR gzip-compressed (level 9), as a server would send it.
// - First frame on the desktop's kind of machine: 680x990 on 127.0.0.1, no throttling,
//   median of RUNS; and when each phase of the boot before it ended (MARKS).
// - Frame time: the busiest level (most dots) with its whole answer tapped at once by
//   real clicks; each frame step's own time (src/web/main.c: events, play, drawing) over
//   the frames drawn while the rings are in flight, median and 95th percentile, at
//   680x990 and on the phone with the CPU 4x slower (p95 at most 8 ms). Wall time on a
//   machine that may be busy with other work.
// - While a pack grows (?seed=GROW_SEED): every frame step between the first (which draws
//   the page's first frame and starts the job) and the one that takes the pack in (and
//   draws the select for it), both shown apart: median, 95th percentile and the longest;
//   the time to grow it as the page says it (from the job's start to its result taken
//   in), against the desktop's `levelgen pack --seed GROW_SEED --threads 1` timed just
//   before (wall time of the process, best of two), and the worker's own time (from the
//   job posted to its levels back) likewise. Grown GROWS times, each run shown; each
//   figure's median is held to its target (1.5x).
// - While endless level 121 grows (?level=120, the pack's last: the next is grown at
//   once): every frame step from the first (which draws the page's first frame too, shown
//   apart) to the one in which the job's result came in (Module.carillonGrown): median,
//   95th percentile and the longest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { HEIGHT, PHONE, WIDTH, commandLine, dotsOf, launch, open, readPack, serve, sleep, whereOf } from './page.mjs';

const RUNS = 5, GROW_SEED = 5, GROWS = 3;
// The boot's phases, as the page marks their ends: the player's files read, main entered,
// the pack and files loaded, the game opened.
const MARKS = ['carillon-prefs', 'carillon-main', 'carillon-loaded', 'carillon-opened'];
const { web, desktop, levelgen } = commandLine('bench');
const median = xs => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
// Each figure with the machine's load average over the last minute beside it (cores shared
// with other work make every time here longer: say how busy the machine was).
const load = () => `load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
const target = (name, value, aim, unit, digits = 2) =>
  console.log(`  ${name.padEnd(38)} ${value.toFixed(digits).padStart(9)} ${unit.padEnd(3)} (target <= ${aim} ${unit}) ${value <= aim ? 'ok' : 'OVER'}  [${load()}]`);

console.log(`web: the browser build in headless chromium (tests/web/bench.mjs), ${load()}`);
let total = 0;
// The page's own files; licenses/ is shipped beside them but never fetched by the page.
for (const name of fs.readdirSync(web).sort().filter(n => fs.statSync(path.join(web, n)).isFile())) {
  const bytes = fs.readFileSync(path.join(web, name));
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`  ${name.padEnd(38)} ${String(bytes.length).padStart(9)} bytes, ${String(gz).padStart(9)} gzipped`);
}
target('sent in all, gzipped', total / 1e6, 1.3, 'MB', 3);
const kept = fs.readFileSync(path.join(web, 'sw.js'), 'utf8').match(/'[^']+\.[a-z0-9]+'/g).map(q => q.slice(1, -1))
  .filter(n => fs.existsSync(path.join(web, n)));
const keptBytes = kept.reduce((sum, n) => sum + zlib.gzipSync(fs.readFileSync(path.join(web, n)), { level: 9 }).length, 0);
target(`the offline cache (${kept.length} files), gzipped`, keptBytes / 1024, 400, 'KB', 0);

const server = await serve(web);
const browser = await launch();

// A page as a phone on a phone network: PHONE's screen, 150 ms round trips, 1.6 Mbps down,
// 750 kbps up, the CPU 4x slower; the bytes on the wire of each request as it finishes.
async function phone(context) {
  const page = await context.newPage();
  await page.setViewport(PHONE);
  const cdp = await page.createCDPSession();
  const finished = [];
  let started = null;
  cdp.on('Network.requestWillBeSent', e => { if (started === null) started = e.timestamp; });
  cdp.on('Network.loadingFinished', e => finished.push({ at: e.timestamp, bytes: e.encodedDataLength }));
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions',
    { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp, before: ms => finished.filter(f => (f.at - started) * 1000 <= ms).reduce((a, f) => a + f.bytes, 0) };
}

// The steps of the frames drawn since frame n (the rings in flight; the page says which
// drew: Module.carillonDrew).
const drawnSince = (page, n) => page.evaluate(from => Module.carillonFrames.slice(from)
  .filter((ms, i) => Module.carillonDrew[from + i]), n);

try {
  server.state.gzip = true;
  const phoneFirst = [], phoneBytes = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.createBrowserContext();
    const { page, before } = await phone(context);
    await page.goto(server.url, { waitUntil: 'load', timeout: 120000 });
    await page.waitForFunction(() => window.Module && Module.carillonFrames.length > 0, { timeout: 120000 });
    const at = await page.evaluate(() => performance.getEntriesByName('carillon-first-frame')[0].startTime);
    phoneFirst.push(at);
    phoneBytes.push(before(at));
    console.log(`  a phone's first visit ${i + 1}: first frame at ${at.toFixed(0)} ms, ${(before(at) / 1024).toFixed(1)} KB on the wire before it  [${load()}]`);
    await context.close();
  }
  target(`phone: fetched before the first frame (median)`, median(phoneBytes) / 1024, 250, 'KB', 1);
  target(`phone: first frame (median of ${RUNS})`, median(phoneFirst) / 1000, 2.5, 's');
  server.state.gzip = false;

  const first = [], phases = {};
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
    await open(page, server.url);
    const marks = await page.evaluate(names => Object.fromEntries(
      names.map(n => [n, performance.getEntriesByName(n)[0]?.startTime])), [...MARKS, 'carillon-first-frame']);
    first.push(marks['carillon-first-frame']);
    for (const [n, t] of Object.entries(marks)) (phases[n] = phases[n] || []).push(t);
    await context.close();
  }
  target(`first frame of the select (median of ${RUNS})`, median(first), 1000, 'ms');
  // When each phase of the boot ended (the page's performance marks, web/page.js and
  // src/web/main.c), median ms from navigation.
  console.log(`  ${''.padEnd(38)} ${MARKS.map(n => `${n.replace('carillon-', '')} ${median(phases[n]).toFixed(0)}`).join(', ')} ms`);

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
  const steps = await drawnSince(page, before);
  console.log(`  level ${busiest.level} (${busiest.dots.length} dots), its ${busiest.solution.length} taps at once: ${steps.length} frames drawn while the rings fly`);
  target('busiest level, frame step (median)', median(steps), 8, 'ms');
  console.log(`  ${''.padEnd(38)} ${pct(steps, 95).toFixed(2).padStart(9)} ms  (95th percentile)`);
  await page.close();

  // The same on the phone, the CPU 4x slower, its answer tapped by a finger.
  const slow = await browser.createBrowserContext();
  const { page: held } = await phone(slow);
  await open(held, `${server.url}?level=${busiest.level}`);
  await sleep(2000);
  const phoneBefore = await held.evaluate(() => Module.carillonFrames.length);
  const phoneWhere = whereOf(desktop, ['--level', String(busiest.level)], PHONE);
  for (const i of busiest.solution) await held.touchscreen.tap(phoneWhere[i].x, phoneWhere[i].y);
  await sleep(6000);
  const phoneSteps = await drawnSince(held, phoneBefore);
  console.log(`  on the phone at 4x CPU: ${phoneSteps.length} frames drawn while the rings fly, median ${median(phoneSteps).toFixed(2)} ms`);
  target('phone 4x CPU, busiest level step (p95)', pct(phoneSteps, 95), 8, 'ms');
  await slow.close();

  // The desktop's pack of the same seed on one thread, as the yardstick.
  const out = path.join(os.tmpdir(), `carillon-bench-${process.pid}.json`);
  const desk = [];
  for (let i = 0; i < 2; i++) {
    const t = process.hrtime.bigint();
    execFileSync(levelgen, ['pack', '--seed', String(GROW_SEED), '--threads', '1', '-o', out], { stdio: 'ignore' });
    desk.push(Number(process.hrtime.bigint() - t) / 1e9);
  }
  fs.rmSync(out, { force: true });
  const deskBest = Math.min(...desk);
  console.log(`  the desktop's levelgen pack --seed ${GROW_SEED} --threads 1: ${deskBest.toFixed(2)} s (best of ${desk.length})`);

  // Frames while the pack grows in the page's workers (?seed=GROW_SEED), from the first
  // frame to the one that says the pack is grown; cores: what the page is told the
  // machine has (navigator.hardwareConcurrency), or its own.
  async function growPack(cores) {
    const context = await browser.createBrowserContext();
    const grower = await context.newPage();
    await grower.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
    if (cores)
      await grower.evaluateOnNewDocument(n => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }), cores);
    await open(grower, `${server.url}?seed=${GROW_SEED}`);
    const [steps, line] = await grower.evaluate(() => new Promise(resolve => (function look() {
      const m = document.getElementById('said').textContent.match(/seed \d+: \d+ levels grown in [0-9.]+ s/);
      if (m && Module.carillonGrown) resolve([Module.carillonFrames.slice(0, Module.carillonGrown[0] + 1), m[0]]);
      else requestAnimationFrame(look);
    })()));
    const workers = await grower.evaluate(() => Module.carillonGrow.workers.length);
    const workerSeconds = (await grower.evaluate(() => Module.carillonGrowMs[0])) / 1000;
    await context.close();
    // The first step draws the page's first frame and starts the job; the last takes the
    // pack in and draws the level select for it: both shown apart from those in between.
    return { steps, line, workers, workerSeconds, seconds: Number(line.match(/in ([0-9.]+) s/)[1]),
             grown: steps.slice(1, -1) };
  }
  // GROWS times, each in a fresh context: one run on two shared cores is one draw of the
  // machine's other work; each is shown, and the median of each figure is held to its target.
  const runs = [];
  for (let i = 0; i < GROWS; i++) {
    const run = await growPack(0), steps0 = run.steps;
    run.p95 = pct(run.grown, 95);
    run.longest = Math.max(...run.grown);
    console.log(`  the page: ${run.line} by ${run.workers} Web Worker${run.workers === 1 ? '' : 's'} (${os.cpus().length} cores, one left to the page), ${steps0.length} frames; the first ${steps0[0].toFixed(1)} ms, the last (the pack taken in, the select drawn) ${steps0[steps0.length - 1].toFixed(1)} ms; the workers' own ${run.workerSeconds.toFixed(2)} s (from the job posted to its levels back); frame step median ${median(run.grown).toFixed(2)}, p95 ${run.p95.toFixed(2)}, longest ${run.longest.toFixed(2)} ms  [${load()}]`);
    runs.push(run);
  }
  const mid = key => median(runs.map(r => r[key]));
  target(`pack grown, page / desktop 1 thread (median of ${GROWS})`, mid('seconds') / deskBest, 1.5, 'x');
  console.log(`  ${''.padEnd(38)} ${(mid('workerSeconds') / deskBest).toFixed(2).padStart(9)} x   (the workers' own, median)`);
  target(`frame step while a pack grows (p95, median of ${GROWS})`, mid('p95'), 8, 'ms');
  target(`frame step while it grows (longest, median of ${GROWS})`, mid('longest'), 16.7, 'ms');
  // Two workers, as a machine of four cores gets them (the page told so), for comparison
  // on this one: no target, as this machine has no core to spare beside them.
  const two = await growPack(4);
  console.log(`  told 4 cores: ${two.workers} workers, pack ${two.seconds.toFixed(1)} s = ${(two.seconds / deskBest).toFixed(2)} x the desktop's 1 thread; frame step p95 ${pct(two.grown, 95).toFixed(2)} ms, longest ${Math.max(...two.grown).toFixed(2)} ms  [${load()}]`);

  // Endless level 121: ?level=120 opens the pack's last level, whose successor grows at
  // once, from the page's first frame step (which also draws the page's first frame, tens
  // of ms with nothing growing: shown apart) to the one in which the result came in.
  const past = await browser.createBrowserContext();
  const endless = await past.newPage();
  await endless.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  await open(endless, `${server.url}?level=120`);
  const during = await endless.evaluate(() => new Promise(resolve => (function look() {
    if (Module.carillonGrown) resolve(Module.carillonFrames.slice(0, Module.carillonGrown[0] + 1));
    else requestAnimationFrame(look);
  })()));
  const after = during.slice(1);
  console.log(`  ?level=120: endless level 121 grown in the worker over ${during.length} frames; the first (the page's first frame) ${during[0].toFixed(1)} ms; the others median ${median(after).toFixed(2)} ms, p95 ${pct(after, 95).toFixed(2)} ms`);
  target('frame step while 121 grows (longest, 2nd on)', Math.max(0, ...after), 16.7, 'ms');
  await past.close();
} finally {
  await browser.close();
  await server.close();
}
