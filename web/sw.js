// sw.js: the service worker that lets the page play offline after one visit.
//
// make web writes the build's digest (of every file below) and the list of its files in
// place of BUILD and FILES. Installing caches every file under a cache named by that
// digest; once active, it takes every open page over and drops the caches of other
// builds, so a new build replaces the old one whole (a changed file changes the digest,
// and with it this file, which is what makes the browser install it). Requests are
// answered from the cache, the URL's query (?level=, ?seed=) aside, and from the network
// for anything not in it.
//
// Each file is kept with the SHA-256 of its bytes (a header of its own), and checked
// against it each time it is served: a file damaged in the cache (overwritten, cut short)
// is fetched again, kept and served; with no network to mend it from, the page is told in
// words what is wrong and what to do (the script or page asked for says it; the wasm and
// the pack come with X-Carillon-Damaged, which page.js says).
const BUILD = '@BUILD@';
const FILES = ['./', @FILES@];
const CACHE = 'carillon-' + BUILD;
const DIGEST = 'X-Carillon-SHA256';

const hex = bytes => Array.from(new Uint8Array(bytes), b => b.toString(16).padStart(2, '0')).join('');
const sha256 = async bytes => hex(await crypto.subtle.digest('SHA-256', bytes));

// A response from the network as it is kept: its bytes, and their digest beside its headers.
async function sealed(res) {
  const bytes = await res.arrayBuffer(), headers = new Headers(res.headers);
  headers.set(DIGEST, await sha256(bytes));
  return new Response(bytes, { status: res.status, statusText: res.statusText, headers });
}

// Every file of the build into the cache named name, past the browser's HTTP cache,
// which may still hold another build's files.
async function keep(name) {
  const cache = await caches.open(name);
  await Promise.all(FILES.map(async f => {
    const res = await fetch(new Request(f, { cache: 'reload' }));
    if (!res.ok) throw new Error(`${f}: the host answered ${res.status}`);
    await cache.put(f, await sealed(res));
  }));
}

// The caches of the build but keepName, dropped.
function dropAllBut(keepName) {
  return caches.keys()
    .then(names => Promise.all(names.filter(n => n.startsWith('carillon-') && n !== keepName).map(n => caches.delete(n))));
}

self.addEventListener('install', event => {
  event.waitUntil(keep(CACHE).then(() => self.skipWaiting()));
});

self.addEventListener('activate', event => {
  event.waitUntil(dropAllBut(CACHE).then(() => self.clients.claim()));
});

// The cache in use: the newest of this build's (a redeploy makes CACHE-2, -3, ...).
function current() {
  return caches.keys().then(names => {
    const mine = names.filter(n => n === CACHE || n.startsWith(CACHE + '-'));
    return mine.sort((a, b) => (a.length - b.length) || (a < b ? -1 : 1)).pop() || CACHE;
  });
}

// What the page is told of a kept file found damaged when no network can mend it: the
// page's words in the form of what was asked for.
function damaged(url) {
  const file = new URL(url).pathname.split('/').pop() || 'index.html';
  const line = `The copy of Carillon this browser keeps for offline play is damaged (${file}), and there is no ` +
    'network to mend it from: connect to the network and reload the page.';
  if (file.endsWith('.js')) {
    return new Response(`if (self.document) document.getElementById('note').textContent = ${JSON.stringify(line)};`,
      { headers: { 'Content-Type': 'text/javascript' } });
  }
  if (file === 'index.html') {
    return new Response('<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      `<title>Carillon</title><body style="background:#0e1324;color:#fc6;font:16px sans-serif;padding:2em">${line}`,
      { headers: { 'Content-Type': 'text/html' } });
  }
  return new Response(line, { status: 503, headers: { 'X-Carillon-Damaged': line } });
}

// A request answered from the cache, its file checked; a damaged one fetched again.
async function answer(request) {
  const cache = await caches.open(await current());
  const hit = await cache.match(request, { ignoreSearch: true });
  if (!hit) return fetch(request);
  const bytes = await hit.clone().arrayBuffer();
  if (hit.headers.get(DIGEST) === (await sha256(bytes))) return hit;
  const url = new URL(request.url);
  url.search = '';
  let fresh;
  try {
    fresh = await fetch(new Request(url, { cache: 'reload' }));
  } catch (e) {
    return damaged(url);
  }
  if (!fresh.ok) return damaged(url);
  const kept = await sealed(fresh);
  await cache.put(url, kept.clone());
  return kept;
}

self.addEventListener('fetch', event => {
  if (event.request.method !== 'GET') return;
  event.respondWith(answer(event.request));
});

// What tells a file's version apart, as a host says it.
const stamp = res => ['etag', 'last-modified', 'content-length'].map(h => res.headers.get(h) || '').join('|');

// Whether any file of the build the host serves differs from the one kept in cache name;
// false when the network cannot say.
async function redeployed(name) {
  const cache = await caches.open(name);
  for (const f of FILES) {
    const kept = await cache.match(f);
    let now;
    try {
      now = await fetch(new Request(f, { method: 'HEAD', cache: 'no-store' }));
    } catch (e) {
      return false;
    }
    if (!now.ok) return false;
    if (!kept || stamp(now) !== stamp(kept)) return true;
  }
  return false;
}

self.addEventListener('message', event => {
  if (!event.data || event.data.carillon !== 'check') return;
  event.waitUntil(current().then(async name => {
    if (!(await redeployed(name))) return;
    const n = name === CACHE ? 2 : Number(name.slice(CACHE.length + 1)) + 1, next = CACHE + '-' + n;
    await keep(next);
    await dropAllBut(next);
    for (const client of await self.clients.matchAll()) client.postMessage({ carillon: 'updated' });
  }));
});
