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

self.addEventListener('install', event => {
  event.waitUntil(caches.open(CACHE)
    // past the browser's HTTP cache, which may still hold another build's files
    .then(cache => cache.addAll(FILES.map(f => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', event => {
  event.waitUntil(caches.keys()
    .then(names => Promise.all(names.filter(n => n.startsWith('carillon-') && n !== CACHE).map(n => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', event => {
  if (event.request.method !== 'GET') return;
  event.respondWith(caches.open(CACHE)
    .then(cache => cache.match(event.request, { ignoreSearch: true }))
    .then(hit => hit || fetch(event.request)));
});
