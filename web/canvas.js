// canvas.js: the game's canvas on the page's Canvas 2D (emcc --js-library; its C side,
// src/web/canvas.c, says what each call is). The layer comes as the box that changed. Sprites are kept as canvases of their
// pixels, and each tint one is drawn in as a canvas of its own, its colours times the
// tint (the glows: a note's colour each); light is added with 'lighter'. Words are the
// browser's text in the game's two faces (index.html loads them), placed as SDL_ttf
// places them: the top of a line, its ascent down, the baseline.
mergeInto(LibraryManager.library, {
  // fontOn: the style whose face the context holds (null: none, or the canvas was
  // resized, which resets it); widths: each string's measure by style, kept until the
  // faces change size (the same lines are drawn frame after frame, and measuring and
  // setting a face cost more than drawing).
  $pageCanvas: { out: null, layer: null, sprites: [], fonts: [], fontOn: null, w: 0, h: 0, widths: null },

  // A canvas holding w x h pixels (R, G, B, A bytes).
  $pageImage: function (rgba, w, h) {
    var c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    c.getContext('2d').putImageData(new ImageData(rgba, w, h), 0, 0);
    return c;
  },
  $pageImage__deps: ['$pageCanvas'],

  // The output's context, drawn as the game's calls come, at full opacity.
  $pageDraw: function (alpha, add) {
    var c = pageCanvas.out || (pageCanvas.out = Module.canvas.getContext('2d', { alpha: false }));
    c.globalAlpha = alpha;
    c.globalCompositeOperation = add ? 'lighter' : 'source-over';
    return c;
  },
  $pageDraw__deps: ['$pageCanvas'],

  // The words' context set to style's face.
  $pageFont: function (style) {
    var c = pageDraw(1, false);
    if (c.canvas.width !== pageCanvas.w || c.canvas.height !== pageCanvas.h) { // resized: reset
      pageCanvas.w = c.canvas.width;
      pageCanvas.h = c.canvas.height;
      pageCanvas.fontOn = null;
    }
    if (pageCanvas.fontOn !== style) c.font = pageCanvas.fonts[style].font;
    pageCanvas.fontOn = style;
    return c;
  },
  // The width of text in style, measured once.
  $pageWidth: function (text, style) {
    var widths = pageCanvas.widths || (pageCanvas.widths = new Map()); // (a library's values are literals)
    var key = style + '\n' + text, w = widths.get(key);
    if (w === undefined) {
      if (widths.size > 1000) widths.clear();
      widths.set(key, (w = pageFont(style).measureText(text).width));
    }
    return w;
  },
  $pageWidth__deps: ['$pageFont', '$pageCanvas'],
  $pageFont__deps: ['$pageDraw', '$pageCanvas'],

  page_clear: function () {
    var c = pageDraw(1, false);
    c.fillStyle = '#000';
    c.fillRect(0, 0, c.canvas.width, c.canvas.height);
  },
  page_clear__deps: ['$pageDraw', '$pageCanvas'],

  page_layer: function (w, h) {
    var l = document.createElement('canvas');
    l.width = w;
    l.height = h;
    pageCanvas.layer = l.getContext('2d', { alpha: false });
    return pageCanvas.layer ? 1 : 0;
  },
  page_layer__deps: ['$pageCanvas'],
  // The layer's box x, y, bw x bh (in rgba, w x h) put on the page's copy of the layer,
  // and the whole copy drawn.
  page_layer_show: function (rgba, w, h, x, y, bw, bh) {
    if (bw > 0 && bh > 0) {
      var px = new ImageData(new Uint8ClampedArray(HEAPU8.buffer, rgba, w * h * 4), w, h);
      pageCanvas.layer.putImageData(px, 0, 0, x, y, bw, bh);
    }
    pageDraw(1, false).drawImage(pageCanvas.layer.canvas, 0, 0);
  },
  page_layer_show__deps: ['$pageDraw', '$pageCanvas'],

  page_sprite_make: function (id, rgba, w, h, add) {
    var px = new Uint8ClampedArray(HEAPU8.subarray(rgba, rgba + w * h * 4));
    pageCanvas.sprites[id] = { px: px, w: w, h: h, add: add, image: pageImage(px, w, h), tints: {} };
  },
  page_sprite_make__deps: ['$pageImage', '$pageCanvas'],
  page_sprite_drop: function (id) {
    pageCanvas.sprites[id] = null;
  },
  page_sprite_drop__deps: ['$pageCanvas'],

  page_sprite: function (id, x, y, w, h, r, g, b, alpha) {
    var s = pageCanvas.sprites[id];
    if (!s) return;
    var image = s.image, key = r + ',' + g + ',' + b;
    if (key !== '255,255,255') {
      image = s.tints[key];
      if (!image) {
        var px = new Uint8ClampedArray(s.px), mul = [r / 255, g / 255, b / 255];
        for (var i = 0; i < px.length; i++) if ((i & 3) !== 3) px[i] = Math.floor(px[i] * mul[i & 3] + 0.5);
        image = s.tints[key] = pageImage(px, s.w, s.h);
      }
    }
    pageDraw(alpha / 255, s.add).drawImage(image, x, y, w, h);
  },
  page_sprite__deps: ['$pageDraw', '$pageImage', '$pageCanvas'],

  // An outline is four lines a pixel wide, inside the rectangle, as SDL draws it.
  page_rect: function (whole, x, y, w, h, r, g, b, alpha, fill) {
    var c = pageDraw(alpha / 255, false);
    c.fillStyle = 'rgb(' + r + ',' + g + ',' + b + ')';
    if (whole) {
      x = y = 0;
      w = c.canvas.width;
      h = c.canvas.height;
    }
    if (fill) return c.fillRect(x, y, w, h);
    c.fillRect(x, y, w, 1);
    c.fillRect(x, y + h - 1, w, 1);
    c.fillRect(x, y + 1, 1, h - 2);
    c.fillRect(x + w - 1, y + 1, 1, h - 2);
  },
  page_rect__deps: ['$pageDraw', '$pageCanvas'],

  page_font: function (style, px, display) {
    var f = pageCanvas.fonts[style] = { font: px + 'px ' + (display ? 'CarillonDisplay' : 'CarillonWords') };
    pageCanvas.fontOn = null;
    pageCanvas.widths = null;
    var c = pageFont(style), m = c.measureText('Hg');
    f.ascent = Math.ceil(m.fontBoundingBoxAscent);
    f.height = f.ascent + Math.ceil(m.fontBoundingBoxDescent);
  },
  page_font__deps: ['$pageFont', '$pageCanvas'],

  page_words_width: function (str, style) {
    return pageWidth(UTF8ToString(str), style);
  },
  page_words_width__deps: ['$pageWidth'],
  page_words_height: function (style) {
    return pageCanvas.fonts[style].height;
  },
  page_words_height__deps: ['$pageCanvas'],

  // The top of the line at (left, top), scaled by scale (a line narrowed to fit: the game
  // says where, carillon_words_box).
  page_words: function (str, style, r, g, b, alpha, left, top, scale) {
    var c = pageFont(style);
    c.globalAlpha = Math.max(0, Math.min(1, alpha));
    c.fillStyle = 'rgb(' + r + ',' + g + ',' + b + ')';
    c.setTransform(scale, 0, 0, scale, left, top);
    c.fillText(UTF8ToString(str), 0, pageCanvas.fonts[style].ascent);
    c.setTransform(1, 0, 0, 1, 0, 0);
  },
  page_words__deps: ['$pageFont', '$pageCanvas'],
});
