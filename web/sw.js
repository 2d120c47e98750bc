// sw.js: the service worker that lets the page play offline after one visit.
//
// make web writes the build's digest (of every file below) and the list of its files in
// place of BUILD and FILES. Installing caches every file under a cache named by that
// digest; once active, it takes every open page over and drops the caches of other
// builds, so a new build replaces the old one whole (a changed file changes the digest,
// and with it this file, which is what makes the browser install it). Requests are
// answered from the cache, the URL's query (?level=, ?seed=) aside, and from the network
// for anything not in it.
const BUILD = '@BUILD@';
const FILES = ['./', @FILES@];
const CACHE = 'carillon-' + BUILD;

// Every file of the build into the cache named name, past the browser's HTTP cache,
// which may still hold another build's files.
function keep(name) {
  return caches.open(name).then(cache => cache.addAll(FILES.map(f => new Request(f, { cache: 'reload' }))));
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

self.addEventListener('fetch', event => {
  if (event.request.method !== 'GET') return;
  event.respondWith(current()
    .then(name => caches.open(name))
    .then(cache => cache.match(event.request, { ignoreSearch: true }))
    .then(hit => hit || fetch(event.request)));
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
