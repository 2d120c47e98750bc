// audio-sink.js: the AudioWorklet processor that plays the game's sound (loaded by
// web/page.js with audioWorklet.addModule).
//
// The game's voices are rendered on the page's thread (src/web/main.c, carillon_sound) and
// each block is posted here: one Float32Array a channel, played in order, 128 frames at a
// time. Each block played asks the page for the next, so a few stay queued; when none is
// (the page too busy), the rest of that quantum is silence.
class CarillonSink extends AudioWorkletProcessor {
  constructor() {
    super();
    this.queue = [];
    this.at = 0; // frames of queue[0] played
    this.port.onmessage = e => this.queue.push(e.data);
  }

  process(inputs, outputs) {
    const out = outputs[0], n = out[0].length;
    let i = 0;
    while (i < n && this.queue.length > 0) {
      const block = this.queue[0], len = block[0].length, take = Math.min(n - i, len - this.at);
      for (let c = 0; c < out.length; c++)
        out[c].set(block[Math.min(c, block.length - 1)].subarray(this.at, this.at + take), i);
      i += take;
      this.at += take;
      if (this.at === len) {
        this.queue.shift();
        this.at = 0;
        this.port.postMessage(null);
      }
    }
    return true;
  }
}
registerProcessor('carillon-sink', CarillonSink);
