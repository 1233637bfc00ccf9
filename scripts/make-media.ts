/**
 * Generates the illustrated image assets of the alumni portal into public/media/.
 *
 *   npx tsx scripts/make-media.ts
 *
 * Everything is drawn procedurally as flat vector SVG. The output is fully
 * deterministic: randomness comes from a seeded PRNG (mulberry32), never Math.random.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'media');

const BRAND = '#0F4C81';
const GOLD = '#C8A45C';

// ---------------------------------------------------------------- utilities

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  next(): number {
    let t = (this.a = (this.a + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** number -> compact string with one decimal */
let INT_ONLY = false; // covers use whole-pixel coordinates to stay small
const F = (v: number): string => {
  const r = INT_ONLY || Math.abs(v) >= 40 ? Math.round(v) : Math.round(v * 10) / 10;
  return (r === 0 ? 0 : r).toString();
};
/** opacity / offset -> compact string with two decimals */
const O = (v: number): string => String(Math.round(v * 100) / 100);

/** tagged template that formats interpolated numbers compactly */
function t(strs: TemplateStringsArray, ...vals: (number | string)[]): string {
  let s = strs[0];
  vals.forEach((v, i) => {
    s += (typeof v === 'number' ? F(v) : v) + strs[i + 1];
  });
  return s;
}

type RGB = [number, number, number];
function rgb(h: string): RGB {
  const s = h.replace('#', '');
  const f = s.length === 3 ? s.replace(/./g, (c) => c + c) : s;
  return [0, 2, 4].map((i) => parseInt(f.slice(i, i + 2), 16)) as RGB;
}
function hex(c: RGB): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
function mix(a: string, b: string, k: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((v, i) => v + (B[i] - v) * k) as RGB);
}

// path fragments
const rectD = (x: number, y: number, w: number, h: number) => t`M${x} ${y}h${w}v${h}h${-w}z`;
const ellD = (cx: number, cy: number, rx: number, ry: number) =>
  t`M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
const circD = (cx: number, cy: number, r: number) => ellD(cx, cy, r, r);

// elements
const R = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  extra.includes('rx=')
    ? t`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`
    : `<path fill="${fill}"${extra} d="${rectD(x, y, w, h)}"/>`;
const C = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  t`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  t`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const P = (d: string, fill: string, extra = '') => `<path fill="${fill}"${extra} d="${d}"/>`;
const S = (d: string, stroke: string, w: number, extra = '') =>
  `<path fill="none" stroke="${stroke}" stroke-width="${Math.round(w * 10) / 10}"${extra} d="${d}"/>`;

/** Catmull-Rom through points, as cubic Beziers */
function smooth(p: [number, number][]): string {
  let s = t`M${p[0][0]} ${p[0][1]}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i];
    const p1 = p[i];
    const p2 = p[i + 1];
    const p3 = p[i + 2] ?? p2;
    s += t`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return s;
}

/** groups path fragments by their paint attributes, keeping first-seen order */
class Batch {
  private m = new Map<string, string[]>();
  add(attrs: string, d: string) {
    const a = this.m.get(attrs);
    if (a) a.push(d);
    else this.m.set(attrs, [d]);
  }
  fill(color: string, d: string, op?: number) {
    this.add(`fill="${color}"` + (op === undefined ? '' : ` fill-opacity="${O(op)}"`), d);
  }
  stroke(color: string, w: number, d: string, extra = '') {
    this.add(`fill="none" stroke="${color}" stroke-width="${Math.round(w * 10) / 10}"${extra}`, d);
  }
  out(): string {
    let s = '';
    for (const [a, ds] of this.m) s += `<path ${a} d="${ds.join('')}"/>`;
    this.m.clear();
    return s;
  }
}

type Stop = [number, string, number?];
class Doc {
  defs: string[] = [];
  body: string[] = [];
  patterns = new Map<string, string>();
  private k = 0;
  constructor(
    public w: number,
    public h: number,
  ) {}
  id(): string {
    return 'i' + (this.k++).toString(36);
  }
  private grad(kind: string, attrs: string, stops: Stop[]): string {
    const id = this.id();
    const st = stops
      .map((s) => `<stop offset="${O(s[0])}" stop-color="${s[1]}"${s[2] === undefined ? '' : ` stop-opacity="${O(s[2])}"`}/>`)
      .join('');
    this.defs.push(`<${kind} id="${id}"${attrs}>${st}</${kind}>`);
    return `url(#${id})`;
  }
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    return this.grad(
      'linearGradient',
      t` x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"` + (user ? ' gradientUnits="userSpaceOnUse"' : ''),
      stops,
    );
  }
  rad(stops: Stop[]): string {
    return this.grad('radialGradient', '', stops);
  }
  add(...s: string[]) {
    this.body.push(...s);
  }
  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${defs}${this.body.join('')}</svg>\n`;
    return svg.replace(/ d="([^"]*)"/g, (_m, d: string) => ` d="${d.replace(/ -/g, '-')}"`);
  }
}

// ---------------------------------------------------------------- palettes

interface Time {
  key: string;
  sky: [string, string, string]; // zenith, middle, horizon
  haze: string; // colour distant things fade into
  hazeAmt: number;
  tint: number; // how much of the haze colour even near things take on
  light: number; // 1 = full daylight
  body: 'sun' | 'moon' | 'crescent';
  bodyColor: string;
  bodyY: number; // fraction of the horizon height
  bodyR: number;
  lit: number; // share of lit windows
  stars: number;
  cloud: string | null;
  glass: string;
}

const TIMES: Record<string, Time> = {
  dawn: {
    key: 'dawn',
    sky: ['#2d3f74', '#b98aa2', '#f8cc9c'],
    haze: '#e9b9a2',
    hazeAmt: 0.75,
    tint: 0.14,
    light: 0.74,
    body: 'sun',
    bodyColor: '#ffe3b3',
    bodyY: 0.86,
    bodyR: 24,
    lit: 0.22,
    stars: 6,
    cloud: '#f5bfae',
    glass: '#6d7ea8',
  },
  morning: {
    key: 'morning',
    sky: ['#5aa5df', '#a8d3f1', '#f3f0dc'],
    haze: '#d9e9f1',
    hazeAmt: 0.7,
    tint: 0,
    light: 1,
    body: 'sun',
    bodyColor: '#fff6d6',
    bodyY: 0.34,
    bodyR: 24,
    lit: 0,
    stars: 0,
    cloud: '#ffffff',
    glass: '#7ea8cb',
  },
  noon: {
    key: 'noon',
    sky: ['#1e6cc2', '#5ea5e3', '#cfe7f6'],
    haze: '#c3ddef',
    hazeAmt: 0.6,
    tint: 0,
    light: 1,
    body: 'sun',
    bodyColor: '#fffbea',
    bodyY: 0.17,
    bodyR: 22,
    lit: 0,
    stars: 0,
    cloud: '#ffffff',
    glass: '#5e8ebe',
  },
  golden: {
    key: 'golden',
    sky: ['#3d7dbd', '#e6cfa2', '#ffc979'],
    haze: '#f2d2a2',
    hazeAmt: 0.6,
    tint: 0.1,
    light: 0.96,
    body: 'sun',
    bodyColor: '#fff0c2',
    bodyY: 0.55,
    bodyR: 26,
    lit: 0,
    stars: 0,
    cloud: '#fff2dc',
    glass: '#c49966',
  },
  sunset: {
    key: 'sunset',
    sky: ['#22305e', '#d6687b', '#ffb357'],
    haze: '#ee907c',
    hazeAmt: 0.65,
    tint: 0.18,
    light: 0.64,
    body: 'sun',
    bodyColor: '#ffdb8c',
    bodyY: 0.9,
    bodyR: 34,
    lit: 0.35,
    stars: 0,
    cloud: '#f6a28c',
    glass: '#d9866c',
  },
  dusk: {
    key: 'dusk',
    sky: ['#141a45', '#5a3f84', '#e0849b'],
    haze: '#936c9b',
    hazeAmt: 0.6,
    tint: 0.08,
    light: 0.44,
    body: 'crescent',
    bodyColor: '#fdf3d4',
    bodyY: 0.3,
    bodyR: 17,
    lit: 0.55,
    stars: 16,
    cloud: null,
    glass: '#3e3a68',
  },
  night: {
    key: 'night',
    sky: ['#050b22', '#11285a', '#2b4d88'],
    haze: '#2a4477',
    hazeAmt: 0.55,
    tint: 0,
    light: 0.3,
    body: 'moon',
    bodyColor: '#fbf4dc',
    bodyY: 0.25,
    bodyR: 26,
    lit: 0.62,
    stars: 26,
    cloud: null,
    glass: '#1b2b4e',
  },
  mist: {
    key: 'mist',
    sky: ['#8da5b8', '#c4d2da', '#eaeee9'],
    haze: '#dfe6e6',
    hazeAmt: 0.92,
    tint: 0.06,
    light: 0.9,
    body: 'sun',
    bodyColor: '#fbf8ec',
    bodyY: 0.45,
    bodyR: 30,
    lit: 0,
    stars: 0,
    cloud: '#f3f5f4',
    glass: '#94a8b6',
  },
};
const TIME_KEYS = ['dawn', 'morning', 'noon', 'golden', 'sunset', 'dusk', 'night', 'mist'];

interface Season {
  key: string;
  ground: string;
  ground2: string;
  hill: string;
  tree: [string, string][];
  trunk: string;
  flower: string | null;
  snow: boolean;
}
const SEASONS: Record<string, Season> = {
  spring: {
    key: 'spring',
    ground: '#93c873',
    ground2: '#6fa95c',
    hill: '#6f9f78',
    tree: [
      ['#5ca459', '#8fcd75'],
      ['#ef9fb8', '#fbd0dd'],
    ],
    trunk: '#6b4a36',
    flower: '#f4a3bd',
    snow: false,
  },
  summer: {
    key: 'summer',
    ground: '#62a655',
    ground2: '#4b8d48',
    hill: '#4f8a63',
    tree: [
      ['#2f7b46', '#4fa25b'],
      ['#3f8a3e', '#6db657'],
    ],
    trunk: '#5e4230',
    flower: '#f3c94f',
    snow: false,
  },
  autumn: {
    key: 'autumn',
    ground: '#bba75e',
    ground2: '#a08b49',
    hill: '#9a8a5a',
    tree: [
      ['#dc8c2b', '#f3bb45'],
      ['#c2542e', '#e58442'],
      ['#e7b93a', '#f8d966'],
    ],
    trunk: '#5e4030',
    flower: '#e2733c',
    snow: false,
  },
  winter: {
    key: 'winter',
    ground: '#eef3f7',
    ground2: '#d6e1ea',
    hill: '#c6d4df',
    tree: [['#2f5a4b', '#4d7a67']],
    trunk: '#5a4a42',
    flower: null,
    snow: true,
  },
};
const SEASON_KEYS = ['spring', 'summer', 'autumn', 'winter'];

const WALLS = ['#c45d40', '#ece2cf', '#dfe4ea', '#b7c6d6', '#e6cea8', '#9c4f3d', '#f3f0e8', '#8fa6bd'];
const ROOFS = ['#4a5563', '#7b3b2e', '#2f4f6f', '#56625a'];

// ---------------------------------------------------------------- scene context

class Ctx {
  s: number;
  constructor(
    public doc: Doc,
    public tm: Time,
    public se: Season,
    public rng: Rng,
  ) {
    this.s = doc.w / 800;
  }
  get W() {
    return this.doc.w;
  }
  get H() {
    return this.doc.h;
  }
  /** apply lighting of the time of day and aerial perspective (depth 0 near .. 1 far) */
  tone(c: string, depth = 0): string {
    const dark = mix(this.tm.sky[0], '#000000', 0.45);
    const lit = mix(c, dark, (1 - this.tm.light) * 0.85);
    return mix(lit, this.tm.haze, Math.min(1, this.tm.tint + depth * this.tm.hazeAmt));
  }
  get night(): boolean {
    return this.tm.lit > 0.3;
  }
  get snowC(): string {
    return this.tone('#f7fafc', 0);
  }
}

// ---------------------------------------------------------------- sky & land

function sky(c: Ctx, hz: number, sx: number) {
  const { doc, tm, rng, W, s } = c;
  doc.add(
    R(
      0,
      0,
      W,
      c.H,
      doc.lin(
        [
          [0, tm.sky[0]],
          [0.58, tm.sky[1]],
          [1, tm.sky[2]],
        ],
        0,
        0,
        0,
        hz,
        true,
      ),
    ),
  );
  if (tm.stars) {
    let a = '';
    let b = '';
    const n = Math.round(tm.stars * s);
    for (let i = 0; i < n; i++) {
      const d = t`M${rng.range(0, W)} ${rng.range(4, hz * 0.72)}h0`;
      if (rng.chance(0.3)) a += d;
      else b += d;
    }
    doc.add(S(a, '#fffdf2', 2.6 * s, ' stroke-linecap="round"'), S(b, '#ffffff', 1.5 * s, ' stroke-opacity=".6" stroke-linecap="round"'));
  }
  const by = hz * tm.bodyY;
  const r = tm.bodyR * s;
  doc.add(
    C(
      sx,
      by,
      r * 6.5,
      doc.rad([
        [0, tm.bodyColor, 0.5],
        [0.3, tm.bodyColor, 0.16],
        [1, tm.bodyColor, 0],
      ]),
    ),
  );
  if (tm.body === 'sun') doc.add(C(sx, by, r, tm.bodyColor));
  else if (tm.body === 'moon') {
    doc.add(
      C(sx, by, r, tm.bodyColor),
      P(
        circD(sx - r * 0.3, by - r * 0.2, r * 0.22) +
          circD(sx + r * 0.35, by + r * 0.3, r * 0.15) +
          circD(sx + r * 0.1, by - r * 0.5, r * 0.1),
        '#d9cfb0',
        ' fill-opacity=".55"',
      ),
    );
  } else {
    const R2 = r * 1.3;
    doc.add(P(t`M${sx} ${by - r}A${r} ${r} 0 1 0 ${sx} ${by + r}A${R2} ${R2} 0 0 1 ${sx} ${by - r}Z`, tm.bodyColor));
  }
  if (tm.cloud) {
    let d = '';
    const k = rng.int(2, 3);
    for (let i = 0; i < k; i++) {
      const cw = rng.range(80, 160) * s;
      const cx = ((i + rng.range(0.1, 0.9)) / k) * W;
      const cy = rng.range(hz * 0.12, hz * 0.55);
      d +=
        ellD(cx, cy, cw * 0.5, cw * 0.08) +
        circD(cx - cw * 0.18, cy - cw * 0.05, cw * 0.14) +
        circD(cx + cw * 0.06, cy - cw * 0.08, cw * 0.19) +
        circD(cx + cw * 0.28, cy - cw * 0.02, cw * 0.1);
    }
    doc.add(P(d, tm.cloud, ' fill-opacity=".78"'));
  }
}

/** a band of smooth hills; everything below the ridge down to `bottom` is filled */
function hills(c: Ctx, bottom: number, baseY: number, amp: number, count: number, color: string, depth: number) {
  const { rng, W } = c;
  const pts: [number, number][] = [];
  const step = (W + 80) / count;
  for (let i = 0; i <= count; i++)
    pts.push([-40 + i * step + (i % count ? rng.range(-0.25, 0.25) * step : 0), baseY - rng.range(0.15, 1) * amp]);
  const fill = c.tone(color, depth);
  c.doc.add(P(smooth(pts) + t`L${W + 40} ${bottom}L-40 ${bottom}Z`, fill));
  if (c.se.snow && depth > 0.5) {
    // snow-covered ridge: light top edge
    c.doc.add(S(smooth(pts), c.tone('#ffffff', depth), 3 * c.s, ' stroke-opacity=".6"'));
  }
}

function ground(c: Ctx, y: number, depth = 0.25) {
  const { doc, se } = c;
  doc.add(
    R(
      0,
      y,
      c.W,
      c.H - y,
      doc.lin(
        [
          [0, c.tone(se.ground2, depth)],
          [1, c.tone(se.ground, 0)],
        ],
        0,
        y,
        0,
        c.H,
        true,
      ),
    ),
  );
}

function water(c: Ctx, y0: number, y1: number) {
  const { doc, tm } = c;
  const top = c.tone(mix(tm.sky[2], '#4a84ad', 0.3), 0.25);
  const bot = c.tone(mix(tm.sky[1], '#1c4d72', 0.6), 0);
  doc.add(
    R(
      0,
      y0,
      c.W,
      y1 - y0,
      doc.lin(
        [
          [0, top],
          [1, bot],
        ],
        0,
        y0,
        0,
        y1,
        true,
      ),
    ),
  );
}

function reflect(c: Ctx, id: string, y: number, op = 0.32) {
  c.doc.add(t`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * y})" opacity="${O(op)}"/>`);
}

function shimmer(c: Ctx, y0: number, y1: number, n: number, sunX?: number) {
  const { rng, W, s, tm } = c;
  let d = '';
  for (let i = 0; i < n; i++) {
    const y = rng.range(y0, y1);
    const w = rng.range(10, 40) * s * (0.5 + (y - y0) / (y1 - y0));
    d += t`M${rng.range(0, W)} ${y}h${w}`;
  }
  c.doc.add(S(d, '#ffffff', 1.6 * s, ' stroke-opacity=".28" stroke-linecap="round"'));
  if (sunX !== undefined) {
    let g = '';
    for (let y = y0 + 4 * s, i = 0; y < y1; y += 9 * s, i++) {
      const w = (46 - i * 2.2 + rng.range(-8, 8)) * s;
      if (w > 4) g += t`M${sunX - w / 2 + rng.range(-6, 6) * s} ${y}h${w}`;
    }
    c.doc.add(S(g, tm.bodyColor, 3 * s, ' stroke-opacity=".55" stroke-linecap="round"'));
  }
}

// ---------------------------------------------------------------- buildings

/** a grid of windows as a pattern (shared per cell size and colour, aligned to a global grid); lit ones added at dusk / night */
function windows(
  c: Ctx,
  x: number,
  y: number,
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  ww: number,
  wh: number,
  depth: number,
  align = false,
) {
  const { doc, tm, rng } = c;
  const glass = c.tone(tm.glass, depth);
  if (align) {
    const nx = Math.ceil(x / cw) * cw;
    const ny = Math.ceil(y / ch) * ch;
    if (nx + cols * cw > x + cols * cw + 0.01 && cols > 1) cols--;
    if (ny + rows * ch > y + rows * ch + 0.01 && rows > 1) rows--;
    x = nx;
    y = ny;
  }
  const key = align ? t`${cw},${ch},${ww},${wh},${glass}` : '';
  let id = align ? doc.patterns.get(key) : undefined;
  if (!id) {
    id = doc.id();
    if (align) doc.patterns.set(key, id);
    doc.defs.push(
      t`<pattern id="${id}" patternUnits="userSpaceOnUse"${align ? '' : t` x="${x}" y="${y}"`} width="${cw}" height="${ch}"><rect x="${(cw - ww) / 2}" y="${(ch - wh) / 2}" width="${ww}" height="${wh}" fill="${glass}"/></pattern>`,
    );
  }
  doc.add(R(x, y, cols * cw, rows * ch, `url(#${id})`));
  if (tm.lit > 0) {
    let d = '';
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < cols; k++)
        if (rng.chance(tm.lit * (1 - depth * 0.85))) d += t`M${x + k * cw + (cw - ww) / 2} ${y + r * ch + ch / 2}h${ww}`;
    if (d) doc.add(S(d, mix('#ffd77e', tm.haze, depth * 0.5), wh));
  }
}

/** teaching block with a window grid */
function block(c: Ctx, x: number, base: number, w: number, h: number, wall: string, depth: number, cw = 14, ch = 16) {
  const { doc } = c;
  const fw = w * 0.8;
  doc.add(R(x, base - h, w, h, c.tone(wall, depth)), R(x + fw, base - h, w - fw, h, c.tone(mix(wall, '#1a2233', 0.3), depth)));
  doc.add(R(x - 2 * c.s, base - h - 4 * c.s, w + 4 * c.s, 5 * c.s, c.se.snow ? c.snowC : c.tone(mix(wall, '#ffffff', 0.4), depth)));
  const cols = Math.max(1, Math.floor((fw - 8) / cw));
  const rows = Math.max(1, Math.floor((h - 10) / ch));
  windows(c, x + (fw - cols * cw) / 2, base - h + 6 * c.s, cols, rows, cw, ch, cw * 0.55, ch * 0.55, depth, true);
}

/** classical library with columns, pediment and optional dome */
function library(c: Ctx, cx: number, base: number, w: number, h: number, wall: string, depth: number, dome: boolean, roof = ROOFS[2]) {
  const { doc } = c;
  const Wc = c.tone(wall, depth);
  const Sh = c.tone(mix(wall, '#1a2233', 0.35), depth);
  const Tr = c.tone(mix(wall, '#ffffff', 0.5), depth);
  const top = base - 8 - h;
  const pw = w * 0.48;
  if (dome) {
    const dh = h * 0.42;
    const r = w * 0.15;
    doc.add(R(cx - r * 0.9, top - dh, r * 1.8, dh, Wc), R(cx + r * 0.3, top - dh, r * 0.6, dh, Sh));
    doc.add(P(t`M${cx - r} ${top - dh}A${r} ${r * 0.95} 0 0 1 ${cx + r} ${top - dh}Z`, c.se.snow ? c.snowC : c.tone(roof, depth)));
    doc.add(R(cx - 3 * c.s, top - dh - r * 0.95 - 10 * c.s, 6 * c.s, 11 * c.s, Tr));
  }
  doc.add(R(cx - w / 2, top, w, h, Wc), R(cx - pw / 2, top, pw, h, Sh));
  // wing windows: tall arched-look windows
  const ww = (w - pw) / 2;
  const cols = Math.max(1, Math.floor((ww - 10) / (16 * c.s)));
  const cwid = (ww - 10) / cols;
  windows(c, cx - w / 2 + 5, top + h * 0.18, cols, 2, cwid, h * 0.36, cwid * 0.5, h * 0.26, depth);
  windows(c, cx + pw / 2 + 5, top + h * 0.18, cols, 2, cwid, h * 0.36, cwid * 0.5, h * 0.26, depth);
  // colonnade
  const k = 6;
  const colW = pw / (k * 2.1);
  let cols2 = '';
  for (let i = 0; i < k; i++) cols2 += rectD(cx - pw / 2 + 4 + i * ((pw - 8 - colW) / (k - 1)), top + 4, colW, h - 4);
  doc.add(P(cols2, Tr));
  // entablature + pediment
  doc.add(R(cx - w / 2 - 3, top - 7 * c.s, w + 6, 8 * c.s, Tr));
  const pt = top - 7 * c.s;
  const ph = h * 0.34;
  doc.add(P(t`M${cx - pw / 2 - 8} ${pt}L${cx} ${pt - ph}L${cx + pw / 2 + 8} ${pt}Z`, Tr));
  doc.add(P(t`M${cx - pw / 2 + 8} ${pt - 3}L${cx} ${pt - ph + 7}L${cx + pw / 2 - 8} ${pt - 3}Z`, Sh));
  if (c.se.snow)
    doc.add(
      S(
        t`M${cx - pw / 2 - 8} ${pt - 1}L${cx} ${pt - ph - 1}L${cx + pw / 2 + 8} ${pt - 1}M${cx - w / 2 - 3} ${top - 7 * c.s}H${cx - pw / 2 - 8}M${cx + pw / 2 + 8} ${top - 7 * c.s}H${cx + w / 2 + 3}`,
        c.snowC,
        4 * c.s,
      ),
    );
  // steps
  doc.add(
    R(cx - pw / 2 - 10, base - 8, pw + 20, 4, Tr),
    R(cx - pw / 2 - 22, base - 4, pw + 44, 4, c.tone(mix(wall, '#888888', 0.3), depth)),
  );
}

/** clock tower; returns its top y */
function tower(c: Ctx, cx: number, base: number, w: number, h: number, wall: string, roof: string, depth: number): number {
  const { doc, tm } = c;
  const Wc = c.tone(wall, depth);
  const Sh = c.tone(mix(wall, '#1a2233', 0.32), depth);
  const Tr = c.tone(mix(wall, '#ffffff', 0.45), depth);
  const top = base - h;
  doc.add(R(cx - w / 2, top, w, h, Wc), R(cx + w * 0.2, top, w * 0.3, h, Sh));
  let slits = '';
  for (let y = top + w * 0.6; y < base - w * 0.8; y += w * 0.95) slits += rectD(cx - w * 0.1, y, w * 0.2, w * 0.48);
  doc.add(P(slits, c.night ? mix('#ffd77e', tm.haze, depth * 0.5) : c.tone(tm.glass, depth)));
  const cs = w * 1.18;
  const ct = top - cs;
  doc.add(R(cx - cs / 2, ct, cs, cs, Wc), R(cx + cs * 0.2, ct, cs * 0.3, cs, Sh));
  doc.add(R(cx - cs / 2 - 3, top - 3, cs + 6, 4, Tr), R(cx - cs / 2 - 4, ct - 4, cs + 8, 5, c.se.snow ? c.snowC : Tr));
  const cy = ct + cs / 2;
  const face = c.night ? '#ffe9b0' : c.tone('#f8f4e6', depth);
  doc.add(C(cx, cy, cs * 0.34, face, t` stroke="${c.tone(GOLD, depth)}" stroke-width="${2 * c.s}"`));
  doc.add(
    S(
      t`M${cx} ${cy}V${cy - cs * 0.24}M${cx} ${cy}L${cx + cs * 0.16} ${cy + cs * 0.06}`,
      c.tone('#2a2a33', depth),
      2 * c.s,
      ' stroke-linecap="round"',
    ),
  );
  const bh = cs * 0.78;
  const bt = ct - 4 - bh;
  doc.add(R(cx - cs * 0.42, bt, cs * 0.84, bh, Wc));
  doc.add(
    P(
      t`M${cx - cs * 0.18} ${ct - 4}V${bt + bh * 0.45}A${cs * 0.18} ${cs * 0.18} 0 0 1 ${cx + cs * 0.18} ${bt + bh * 0.45}V${ct - 4}Z`,
      c.night ? c.tone('#ffcf70', depth * 0.5) : c.tone('#2c3442', depth),
    ),
  );
  const rh = cs * 1.35;
  doc.add(P(t`M${cx - cs * 0.56} ${bt}L${cx} ${bt - rh}L${cx + cs * 0.56} ${bt}Z`, c.tone(roof, depth)));
  doc.add(P(t`M${cx} ${bt - rh}L${cx + cs * 0.56} ${bt}H${cx}Z`, c.tone(mix(roof, '#000000', 0.25), depth)));
  if (c.se.snow)
    doc.add(P(t`M${cx} ${bt - rh}L${cx - cs * 0.3} ${bt - rh * 0.45}L${cx - cs * 0.1} ${bt - rh * 0.5}L${cx} ${bt - rh * 0.42}Z`, c.snowC));
  doc.add(R(cx - 1 * c.s, bt - rh - 14 * c.s, 2 * c.s, 14 * c.s, Tr), C(cx, bt - rh - 14 * c.s, 2.5 * c.s, c.tone(GOLD, depth)));
  return bt - rh - 14 * c.s;
}

/** upturned Chinese eave roof */
function eave(c: Ctx, cx: number, y: number, hw: number, rh: number, fill: string, ridge: string) {
  c.doc.add(
    P(
      t`M${cx - hw - rh * 0.7} ${y - rh * 0.45}Q${cx - hw} ${y + rh * 0.08} ${cx - hw * 0.72} ${y}H${cx + hw * 0.72}Q${cx + hw} ${y + rh * 0.08} ${cx + hw + rh * 0.7} ${y - rh * 0.45}L${cx + hw * 0.8} ${y - rh * 0.5}L${cx + hw * 0.66} ${y - rh}H${cx - hw * 0.66}L${cx - hw * 0.8} ${y - rh * 0.5}Z`,
      fill,
    ),
    R(cx - hw * 0.7, y - rh - 3 * c.s, hw * 1.4, 4 * c.s, ridge),
  );
  if (c.se.snow)
    c.doc.add(
      P(
        t`M${cx - hw * 0.66} ${y - rh}H${cx + hw * 0.66}L${cx + hw * 0.76} ${y - rh * 0.62}H${cx - hw * 0.76}Z`,
        c.snowC,
        ' fill-opacity=".9"',
      ),
    );
}

/** campus gate: traditional paifang (style 0) or grand arch (style 1) */
function gate(c: Ctx, cx: number, base: number, w: number, h: number, depth: number, style: number) {
  const { doc } = c;
  if (style === 0) {
    const pillar = c.tone('#a8392c', depth);
    const pshade = c.tone('#7e2a22', depth);
    const beam = c.tone('#2f5d7c', depth);
    const roof = c.tone('#304656', depth);
    const ridge = c.tone('#1f2f3a', depth);
    const pw = w * 0.05;
    const stone = c.tone('#d8d2c4', depth);
    for (const [f, ph] of [
      [-0.42, 0.62],
      [-0.16, 0.86],
      [0.16, 0.86],
      [0.42, 0.62],
    ]) {
      const x = cx + f * w;
      doc.add(
        R(x - pw / 2, base - h * ph, pw, h * ph, pillar),
        R(x + pw * 0.15, base - h * ph, pw * 0.35, h * ph, pshade),
        R(x - pw * 0.9, base - h * 0.09, pw * 1.8, h * 0.09, stone),
      );
    }
    doc.add(R(cx - w * 0.19, base - h * 0.8, w * 0.38, h * 0.08, beam), R(cx - w * 0.19, base - h * 0.64, w * 0.38, h * 0.035, beam));
    doc.add(
      R(
        cx - w * 0.08,
        base - h * 0.76,
        w * 0.16,
        h * 0.12,
        c.tone(BRAND, depth),
        t` stroke="${c.tone(GOLD, depth)}" stroke-width="${2 * c.s}"`,
      ),
    );
    doc.add(R(cx - w * 0.45, base - h * 0.58, w * 0.3, h * 0.06, beam), R(cx + w * 0.15, base - h * 0.58, w * 0.3, h * 0.06, beam));
    eave(c, cx, base - h * 0.82, w * 0.22, h * 0.2, roof, ridge);
    eave(c, cx - w * 0.3, base - h * 0.6, w * 0.15, h * 0.14, roof, ridge);
    eave(c, cx + w * 0.3, base - h * 0.6, w * 0.15, h * 0.14, roof, ridge);
    doc.add(C(cx, base - h * 1.05, 4 * c.s, c.tone(GOLD, depth)));
  } else {
    const wall = c.tone('#e9e4da', depth);
    const sh = c.tone('#b9b3a8', depth);
    const r = w * 0.27;
    doc.add(
      P(
        t`M${cx - w / 2} ${base}V${base - h}H${cx + w / 2}V${base}H${cx + r}V${base - h * 0.42}A${r} ${r} 0 0 0 ${cx - r} ${base - h * 0.42}V${base}Z`,
        wall,
      ),
    );
    doc.add(P(t`M${cx + w / 2 - w * 0.06} ${base}V${base - h}H${cx + w / 2}V${base}Z`, sh));
    doc.add(
      P(
        t`M${cx + r} ${base}V${base - h * 0.42}A${r} ${r} 0 0 0 ${cx - r} ${base - h * 0.42}V${base}H${cx - r + 5 * c.s}V${base - h * 0.42}A${r - 5 * c.s} ${r - 5 * c.s} 0 0 1 ${cx + r - 5 * c.s} ${base - h * 0.42}V${base}Z`,
        sh,
      ),
    );
    doc.add(
      R(cx - w / 2 - 4 * c.s, base - h - 8 * c.s, w + 8 * c.s, 9 * c.s, c.tone(BRAND, depth)),
      R(cx - w / 2 - 4 * c.s, base - h - 1 * c.s, w + 8 * c.s, 3 * c.s, c.tone(GOLD, depth)),
    );
    if (c.se.snow) doc.add(R(cx - w / 2 - 4 * c.s, base - h - 11 * c.s, w + 8 * c.s, 4 * c.s, c.snowC));
    doc.add(C(cx, base - h * 0.8, h * 0.09, 'none', t` stroke="${c.tone(GOLD, depth)}" stroke-width="${3 * c.s}"`));
    let ribs = '';
    for (let i = 1; i < 4; i++)
      ribs += t`M${cx - w / 2 + (i * (w / 2 - r)) / 4} ${base - h + 14 * c.s}V${base - 6 * c.s}M${cx + w / 2 - (i * (w / 2 - r)) / 4} ${base - h + 14 * c.s}V${base - 6 * c.s}`;
    doc.add(S(ribs, sh, 1.5 * c.s));
  }
}

/** stadium seen from outside, with floodlight masts */
function stadium(c: Ctx, cx: number, base: number, w: number, h: number, depth: number) {
  const { doc } = c;
  const wall = c.tone('#e4e8ec', depth);
  const rib = c.tone('#aeb8c3', depth);
  const band = c.tone(BRAND, depth);
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  // floodlight masts behind
  const lamp = c.night ? '#fff3c4' : c.tone('#f0f0f0', depth);
  for (const mx of [x0 + w * 0.05, x1 - w * 0.05]) {
    doc.add(R(mx - 2 * c.s, base - h * 1.9, 4 * c.s, h * 1.6, c.tone('#6b7783', depth)));
    doc.add(R(mx - 14 * c.s, base - h * 2.05, 28 * c.s, 12 * c.s, c.tone('#4d5863', depth)));
    doc.add(R(mx - 12 * c.s, base - h * 2.05 + 2 * c.s, 24 * c.s, 8 * c.s, lamp));
    if (c.night)
      doc.add(
        C(
          mx,
          base - h * 2.0,
          60 * c.s,
          doc.rad([
            [0, '#fff6d0', 0.55],
            [1, '#fff6d0', 0],
          ]),
        ),
      );
  }
  const body = t`M${x0} ${base}V${base - h * 0.55}Q${x0} ${base - h} ${x0 + w * 0.18} ${base - h}H${x1 - w * 0.18}Q${x1} ${base - h} ${x1} ${base - h * 0.55}V${base}Z`;
  doc.add(P(body, wall));
  const id = doc.id();
  doc.defs.push(
    t`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${16 * c.s}" height="10"><rect width="${4 * c.s}" height="10" fill="${rib}"/></pattern>`,
  );
  doc.add(P(body, `url(#${id})`, ' fill-opacity=".8"'));
  doc.add(
    P(
      t`M${x0 + w * 0.04} ${base - h * 0.95}Q${cx} ${base - h * 1.28} ${x1 - w * 0.04} ${base - h * 0.95}Q${cx} ${base - h * 1.08} ${x0 + w * 0.04} ${base - h * 0.95}Z`,
      c.se.snow ? c.snowC : band,
    ),
  );
  doc.add(R(x0, base - h * 0.3, w, h * 0.3, c.tone('#c7cfd7', depth)), R(x0, base - h * 0.34, w, h * 0.05, band));
  let gates = '';
  for (let i = 0; i < 7; i++) gates += rectD(x0 + w * (0.08 + i * 0.14), base - h * 0.22, w * 0.05, h * 0.22);
  doc.add(P(gates, c.night ? '#ffd77e' : c.tone('#5a6673', depth)));
}

function cableBridge(c: Ctx, x0: number, x1: number, deck: number, tx: number, th: number, depth: number) {
  const { doc, s } = c;
  const col = c.tone('#e8ecef', depth);
  const dk = c.tone('#6c7a88', depth);
  let cables = '';
  for (let i = 1; i <= 7; i++) {
    const ty = deck - th + 10 * s + i * 5 * s;
    cables += t`M${tx} ${ty}L${tx - i * 26 * s} ${deck}M${tx} ${ty}L${tx + i * 26 * s} ${deck}`;
  }
  doc.add(S(cables, col, 1.2 * s, ' stroke-opacity=".85"'));
  let piers = '';
  for (let x = x0 + 60 * s; x < x1; x += 140 * s) piers += rectD(x, deck + 6 * s, 7 * s, 36 * s);
  doc.add(P(piers, dk));
  doc.add(R(x0, deck, x1 - x0, 6 * s, col), R(x0, deck + 6 * s, x1 - x0, 3 * s, dk));
  doc.add(P(t`M${tx - 7 * s} ${deck + 42 * s}L${tx - 3 * s} ${deck - th}H${tx + 3 * s}L${tx + 7 * s} ${deck + 42 * s}Z`, col));
  if (c.night) doc.add(S(t`M${x0} ${deck - 1}H${x1}`, '#ffd77e', 2.5 * s, t` stroke-dasharray="${2 * s} ${12 * s}"`));
}

/** stone arch bridge; evenodd leaves the arch open */
function archBridge(c: Ctx, cx: number, y: number, hw: number, rise: number, depth: number) {
  const { doc, s } = c;
  const col = c.tone('#e2ddd2', depth);
  const r = rise * 0.68;
  doc.add(
    P(
      t`M${cx - hw} ${y}Q${cx} ${y - rise * 2} ${cx + hw} ${y}ZM${cx - r} ${y}A${r} ${r} 0 0 1 ${cx + r} ${y}Z`,
      col,
      ' fill-rule="evenodd"',
    ),
  );
  doc.add(S(t`M${cx - r - 6 * s} ${y}A${r + 6 * s} ${r + 6 * s} 0 0 1 ${cx + r + 6 * s} ${y}`, c.tone('#b9b2a4', depth), 3 * s));
  let posts = '';
  for (let i = 1; i < 12; i++) {
    const f = i / 12;
    const x = cx - hw + 2 * hw * f;
    const yy = y - rise * 4 * f * (1 - f);
    posts += t`M${x} ${yy}v${-12 * s}`;
  }
  doc.add(
    S(t`M${cx - hw} ${y - 12 * s}Q${cx} ${y - rise * 2 - 12 * s} ${cx + hw} ${y - 12 * s}` + posts, c.tone('#cfc8b8', depth), 2.5 * s),
  );
  if (c.se.snow) doc.add(S(t`M${cx - hw} ${y - 1}Q${cx} ${y - rise * 2 - 1} ${cx + hw} ${y - 1}`, c.snowC, 3 * s));
}

function pavilion(c: Ctx, cx: number, base: number, sz: number, depth: number) {
  const { doc } = c;
  const pil = c.tone('#a8392c', depth);
  doc.add(R(cx - sz, base - sz * 0.12, sz * 2, sz * 0.12, c.tone('#d8d2c4', depth)));
  let p = '';
  for (const f of [-0.72, -0.26, 0.26, 0.72]) p += rectD(cx + f * sz - sz * 0.04, base - sz * 0.8, sz * 0.08, sz * 0.7);
  doc.add(P(p, pil), R(cx - sz * 0.78, base - sz * 0.38, sz * 1.56, sz * 0.04, pil));
  eave(c, cx, base - sz * 0.78, sz * 0.86, sz * 0.42, c.tone('#33485a', depth), c.tone('#1f2f3a', depth));
  doc.add(C(cx, base - sz * 1.25, sz * 0.06, c.tone(GOLD, depth)));
}

// ---------------------------------------------------------------- vegetation & props

type TreeKind = 'round' | 'cone' | 'tall' | 'bare' | 'willow';
interface TreeSpec {
  x: number;
  b: number;
  s: number;
  k?: TreeKind;
  p?: number;
}

function trees(c: Ctx, list: TreeSpec[], depth: number) {
  const { se, rng } = c;
  const B = new Batch();
  const trunk = c.tone(se.trunk, depth);
  B.fill(trunk, '');
  const sorted = [...list].sort((a, b) => a.b - b.b);
  for (const tr of sorted) {
    const { x, b, s } = tr;
    let k: TreeKind = tr.k ?? 'round';
    if (se.snow && k === 'round') k = tr.p && tr.p % 2 ? 'cone' : 'bare';
    if (se.snow && k === 'willow') k = 'bare';
    const pal = se.tree[(tr.p ?? 0) % se.tree.length];
    const dk = c.tone(pal[0], depth);
    const lt = c.tone(pal[1], depth);
    const small = s < 26 * c.s;
    if (small && k !== 'bare' && k !== 'willow') {
      B.fill(trunk, rectD(x - s * 0.06, b - s * 0.6, s * 0.12, s * 0.6));
      if (k === 'cone') B.fill(dk, t`M${x} ${b - s * 2}L${x + s * 0.5} ${b - s * 0.35}H${x - s * 0.5}Z`);
      else if (k === 'tall') B.fill(dk, ellD(x, b - s * 1.3, s * 0.32, s));
      else B.fill(dk, ellD(x, b - s * 1.25, s * 0.6, s * 0.62));
      continue;
    }
    if (k === 'round') {
      B.fill(trunk, t`M${x - s * 0.07} ${b}L${x - s * 0.04} ${b - s}H${x + s * 0.04}L${x + s * 0.07} ${b}Z`);
      B.fill(
        dk,
        circD(x, b - s * 1.35, s * 0.55) + circD(x - s * 0.38, b - s * 1.02, s * 0.38) + circD(x + s * 0.4, b - s * 1.06, s * 0.4),
      );
      B.fill(lt, circD(x - s * 0.14, b - s * 1.5, s * 0.3) + circD(x - s * 0.44, b - s * 1.1, s * 0.18));
    } else if (k === 'cone') {
      B.fill(trunk, rectD(x - s * 0.05, b - s * 0.4, s * 0.1, s * 0.4));
      B.fill(
        dk,
        t`M${x} ${b - s * 2.1}L${x + s * 0.36} ${b - s * 1.2}H${x - s * 0.36}ZM${x} ${b - s * 1.6}L${x + s * 0.55} ${b - s * 0.35}H${x - s * 0.55}Z`,
      );
      B.fill(lt, t`M${x} ${b - s * 2.1}V${b - s * 1.2}H${x - s * 0.36}ZM${x} ${b - s * 1.6}V${b - s * 0.35}H${x - s * 0.55}Z`);
      if (se.snow)
        B.fill(
          c.snowC,
          t`M${x} ${b - s * 2.1}L${x + s * 0.17} ${b - s * 1.68}L${x} ${b - s * 1.76}L${x - s * 0.17} ${b - s * 1.68}ZM${x - s * 0.2} ${b - s * 1.1}L${x + s * 0.3} ${b - s * 0.9}L${x} ${b - s * 1.0}L${x - s * 0.32} ${b - s * 0.82}Z`,
        );
    } else if (k === 'tall') {
      B.fill(trunk, rectD(x - s * 0.05, b - s * 0.5, s * 0.1, s * 0.5));
      B.fill(dk, ellD(x, b - s * 1.3, s * 0.32, s * 1.0));
      B.fill(lt, t`M${x} ${b - s * 2.3}A${s * 0.32} ${s} 0 0 0 ${x} ${b - s * 0.3}Z`);
    } else if (k === 'bare') {
      B.fill(trunk, t`M${x - s * 0.07} ${b}L${x - s * 0.03} ${b - s * 1.2}H${x + s * 0.03}L${x + s * 0.07} ${b}Z`);
      B.stroke(
        trunk,
        s * 0.05,
        t`M${x} ${b - s * 0.6}L${x - s * 0.5} ${b - s * 1.3}L${x - s * 0.62} ${b - s * 1.62}M${x} ${b - s * 0.85}L${x + s * 0.55} ${b - s * 1.45}L${x + s * 0.5} ${b - s * 1.8}M${x} ${b - s * 1.1}L${x - s * 0.12} ${b - s * 1.9}M${x - s * 0.3} ${b - s * 1.0}L${x - s * 0.62} ${b - s * 1.1}M${x + s * 0.3} ${b - s * 1.15}L${x + s * 0.12} ${b - s * 1.7}`,
        ' stroke-linecap="round"',
      );
      B.stroke(
        trunk,
        s * 0.025,
        t`M${x - s * 0.5} ${b - s * 1.3}l${-s * 0.3} ${-s * 0.1}M${x - s * 0.56} ${b - s * 1.45}l${s * 0.2} ${-s * 0.4}M${x + s * 0.52} ${b - s * 1.6}l${s * 0.28} ${-s * 0.14}M${x + s * 0.5} ${b - s * 1.5}l${-s * 0.16} ${-s * 0.38}M${x - s * 0.12} ${b - s * 1.9}l${-s * 0.2} ${-s * 0.2}M${x - s * 0.08} ${b - s * 1.7}l${s * 0.22} ${-s * 0.26}M${x + s * 0.2} ${b - s * 1.5}l${s * 0.1} ${-s * 0.3}`,
        ' stroke-linecap="round"',
      );
      if (se.snow)
        B.stroke(
          c.snowC,
          s * 0.04,
          t`M${x - s * 0.5} ${b - s * 1.32}L${x - s * 0.25} ${b - s * 0.97}M${x + s * 0.5} ${b - s * 1.42}L${x + s * 0.25} ${b - s * 1.12}`,
          ' stroke-linecap="round"',
        );
    } else {
      B.fill(
        trunk,
        t`M${x - s * 0.1} ${b}Q${x} ${b - s * 0.8} ${x - s * 0.05} ${b - s * 1.5}H${x + s * 0.05}Q${x + s * 0.05} ${b - s * 0.8} ${x + s * 0.1} ${b}Z`,
      );
      B.fill(dk, ellD(x, b - s * 1.65, s * 0.75, s * 0.42));
      let d = '';
      for (let i = -7; i <= 7; i++) {
        const xi = x + i * s * 0.1;
        const len = s * (0.6 + rng.next() * 0.5 - Math.abs(i) * 0.04);
        d += t`M${xi} ${b - s * 1.7}q${s * 0.08} ${len / 2} ${i * s * 0.02} ${len}`;
      }
      B.stroke(lt, s * 0.07, d, ' stroke-linecap="round"');
    }
  }
  c.doc.add(B.out());
}

/** a distant row of trees drawn as one cheap silhouette band (two tones for depth) */
function treeRow(c: Ctx, x0: number, x1: number, b: number, s: number, depth: number, kinds: TreeKind[]) {
  const { rng, se } = c;
  const row = (y: number, sz: number, col: string, op = 1) => {
    const base = y - sz * 0.45;
    x0 = Math.round(x0);
    let d = t`M${x0} ${y}V${base}`;
    let x = x0;
    while (x < x1) {
      const k = se.snow ? rng.pick(['cone', 'bare'] as TreeKind[]) : rng.pick(kinds);
      const w = 2 * Math.round((sz * rng.range(1, 1.5)) / 2);
      const h = Math.round(sz * rng.range(1.0, 1.5));
      if (k === 'cone') d += t`l${w / 2} ${-h * 1.5} ${w / 2} ${h * 1.5}`;
      else if (k === 'tall') d += t`a${w * 0.4} ${h * 1.2} 0 0 1 ${w * 0.8} 0`;
      else d += t`a${w / 2} ${h * 0.75} 0 0 1 ${w} 0`;
      x += k === 'tall' ? w * 0.8 : w;
    }
    d += t`L${x} ${y}Z`;
    c.doc.add(P(d, col, op < 1 ? ` fill-opacity="${O(op)}"` : ''));
  };
  const pal = se.tree[se.tree.length > 1 ? 1 : 0];
  row(b - s * 0.25, s * 1.1, c.tone(se.snow ? '#4f6f68' : se.tree[0][0], depth + 0.08));
  row(b, s * 0.85, c.tone(se.snow ? '#7d8a86' : pal[1], depth));
}

function lamps(c: Ctx, pts: [number, number, number][], depth: number) {
  const { doc } = c;
  let poles = '';
  let heads = '';
  for (const [x, b, h] of pts) {
    poles += rectD(x - h * 0.025, b - h, h * 0.05, h);
    heads += rectD(x - h * 0.09, b - h - h * 0.08, h * 0.18, h * 0.1);
    if (c.night)
      doc.add(
        C(
          x,
          b - h - h * 0.02,
          h * 0.55,
          doc.rad([
            [0, '#ffe7a6', 0.6],
            [1, '#ffe7a6', 0],
          ]),
        ),
      );
  }
  doc.add(P(poles, c.tone('#3b4450', depth)), P(heads, c.night ? '#ffeebc' : c.tone('#e9eef2', depth)));
}

function flowers(c: Ctx, x0: number, x1: number, y: number, h: number, depth: number) {
  const { se, rng, doc } = c;
  doc.add(P(ellD((x0 + x1) / 2, y, (x1 - x0) / 2, h), c.tone(mix(se.ground2, '#203020', 0.25), depth)));
  if (!se.flower) return;
  let d = '';
  for (let i = 0; i < (x1 - x0) / (6 * c.s); i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * 0.85;
    d += t`M${(x0 + x1) / 2 + (Math.cos(a) * rr * (x1 - x0)) / 2} ${y + Math.sin(a) * rr * h}h0`;
  }
  doc.add(S(d, c.tone(se.flower, depth), 4 * c.s, ' stroke-linecap="round"'));
}

function birds(c: Ctx, x: number, y: number, n: number, color: string) {
  const { rng, s } = c;
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-50, 50) * s;
    const by = y + rng.range(-20, 20) * s;
    const w = rng.range(5, 9) * s;
    d += t`M${bx - w} ${by - w * 0.4}Q${bx - w * 0.4} ${by - w * 0.5} ${bx} ${by}Q${bx + w * 0.4} ${by - w * 0.5} ${bx + w} ${by - w * 0.4}`;
  }
  c.doc.add(S(d, color, 1.6 * s, ' stroke-linecap="round"'));
}

function pathway(c: Ctx, topL: number, topR: number, yTop: number, botL: number, botR: number, yBot: number) {
  const col = c.se.snow ? c.tone('#dfe6ee') : c.tone('#dccfb8');
  c.doc.add(
    P(
      t`M${topL} ${yTop}H${topR}L${botR} ${yBot}H${botL}Z`,
      c.doc.lin([
        [0, c.tone(col, 0.3)],
        [1, col],
      ]),
    ),
  );
}

// ---------------------------------------------------------------- covers (800x450)

const pickWall = (r: Rng) => r.pick(WALLS);

function campusSkyline(c: Ctx, x0: number, x1: number, base: number, depth: number, maxH: number) {
  const { rng } = c;
  let x = x0;
  while (x < x1) {
    const w = rng.range(80, 150) * c.s;
    const h = rng.range(0.4, 1) * maxH;
    block(c, x, base, w, h, pickWall(rng), depth, 12 * c.s, 14 * c.s);
    x += w + rng.range(8, 40) * c.s;
  }
}

type Layout = (c: Ctx, v: number) => void;

const coverLayouts: Layout[] = [
  // 0: river with cable-stayed bridge
  (c, v) => {
    const { doc, rng, W, H } = c;
    const hz = 290;
    const sx = 520 + rng.range(-120, 120);
    sky(c, hz, sx);
    const gid = doc.id();
    doc.add(`<g id="${gid}">`);
    hills(c, hz, 250, 60, 5, c.se.hill, 0.85);
    campusSkyline(c, 10, 420, hz, 0.55, 80);
    tower(c, 470, hz, 22, 70, WALLS[v % WALLS.length], ROOFS[v % 4], 0.5);
    campusSkyline(c, 510, 790, hz, 0.55, 80);
    treeRow(c, 0, 800, hz + 2, 22, 0.45, ['round', 'round', 'cone']);
    doc.add('</g>');
    water(c, hz, H);
    reflect(c, gid, hz);
    doc.add(R(0, hz - 2, W, 4, c.tone(c.se.ground2, 0.4)));
    shimmer(c, hz + 8, H, 12, sx);
    cableBridge(c, -10, 810, 345, 230 + v * 90, 150, 0.2);
    doc.add(P(t`M0 392Q150 394 300 450H0Z`, c.tone(c.se.ground2)));
    trees(
      c,
      [
        { x: 40, b: 430, s: 40, p: 1 },
        { x: 120, b: 440, s: 46 },
        { x: 210, b: 456, s: 30, p: 1 },
      ],
      0,
    );
    lamps(c, [[170, 445, 46]], 0);
  },
  // 1: library on the lawn
  (c, v) => {
    const { rng, H } = c;
    const hz = 300;
    sky(c, hz, v % 2 ? 180 : 640);
    hills(c, H, 262, 55, 4, c.se.hill, 0.85);
    hills(c, H, 296, 30, 6, c.se.ground2, 0.55);
    ground(c, hz);
    block(c, 20, hz + 14, 150, 70, pickWall(rng), 0.45);
    block(c, 620, hz + 14, 160, 60, pickWall(rng), 0.45);
    treeRow(c, 150, 300, hz + 16, 16, 0.35, ['round', 'tall']);
    treeRow(c, 500, 640, hz + 16, 16, 0.35, ['round', 'tall']);
    library(c, 400, 352, 300, 84, v % 2 ? WALLS[1] : WALLS[6], 0.08, v % 2 === 0);
    pathway(c, 372, 428, 352, 250, 550, H);
    flowers(c, 200, 320, 380, 10, 0);
    flowers(c, 480, 600, 380, 10, 0);
    trees(
      c,
      [
        { x: 100, b: 378, s: 40, p: 1 },
        { x: 700, b: 380, s: 44, p: 1 },
        { x: 760, b: 370, s: 34, k: 'tall' },
      ],
      0.1,
    );
    trees(c, [{ x: 26, b: 480, s: 78, p: 0 }], 0);
    lamps(
      c,
      [
        [300, 420, 52],
        [500, 420, 52],
      ],
      0,
    );
  },
  // 2: the campus gate
  (c, v) => {
    const { rng, H } = c;
    const hz = 300;
    sky(c, hz, v % 2 ? 620 : 170);
    hills(c, H, 255, 70, 4, c.se.hill, 0.85);
    campusSkyline(c, 40, 300, hz + 6, 0.55, 70);
    tower(c, 560, hz + 6, 20, 62, pickWall(rng), ROOFS[1], 0.5);
    campusSkyline(c, 600, 780, hz + 6, 0.55, 60);
    ground(c, hz + 4);
    treeRow(c, 0, 800, hz + 10, 15, 0.4, ['round', 'cone']);
    pathway(c, 370, 430, hz + 8, 140, 660, H);
    gate(c, 400, 392, v % 2 ? 380 : 460, v % 2 ? 150 : 170, 0.05, v % 2);
    trees(
      c,
      [
        { x: 40, b: 405, s: 38, k: 'cone' },
        { x: 100, b: 400, s: 30, k: 'cone' },
        { x: 700, b: 400, s: 30, k: 'cone' },
        { x: 760, b: 405, s: 38, k: 'cone' },
      ],
      0,
    );
    flowers(c, 40, 180, 430, 12, 0);
    flowers(c, 620, 760, 430, 12, 0);
  },
  // 3: clock tower among teaching blocks
  (c, v) => {
    const { rng, H } = c;
    const hz = 330;
    const tx = v % 2 ? 520 : 300;
    sky(c, hz, v % 2 ? 200 : 620);
    hills(c, H, 250, 100, 4, c.se.hill, 0.9);
    hills(c, H, 312, 40, 6, c.se.ground2, 0.6);
    ground(c, hz);
    block(c, 30, 345, 170, 96, pickWall(rng), 0.3);
    block(c, 180, 345, 90, 64, pickWall(rng), 0.25);
    block(c, 600, 345, 170, 112, pickWall(rng), 0.3);
    block(c, tx === 300 ? 420 : 330, 345, 130, 76, pickWall(rng), 0.25);
    tower(c, tx, 352, 40, 150, v % 2 ? WALLS[0] : WALLS[2], ROOFS[v % 2 ? 2 : 1], 0.08);
    c.doc.add(
      P(
        t`M${tx - 16} 352H${tx + 16}C${tx + 60} 390 ${tx - 120} 400 ${tx - 60} 450H${tx - 150}C${tx - 190} 400 ${tx - 10} 390 ${tx - 16} 352Z`,
        c.se.snow ? c.tone('#e3eaf1') : c.tone('#dccfb8'),
      ),
    );
    trees(
      c,
      [
        { x: 60, b: 410, s: 44 },
        { x: 150, b: 420, s: 36, p: 1 },
        { x: 460, b: 420, s: 40, p: 1 },
        { x: 560, b: 410, s: 50 },
        { x: 700, b: 430, s: 46, p: 1 },
        { x: 770, b: 415, s: 34, k: 'tall' },
      ],
      0.05,
    );
    flowers(c, 200, 300, 440, 8, 0);
  },
  // 4: stadium
  (c, v) => {
    const { H, doc } = c;
    const hz = 300;
    sky(c, hz, v % 2 ? 660 : 140);
    hills(c, H, 250, 60, 5, c.se.hill, 0.85);
    campusSkyline(c, 0, 800, hz + 10, 0.5, 70);
    ground(c, hz + 8);
    treeRow(c, 0, 800, hz + 16, 16, 0.4, ['round', 'tall']);
    stadium(c, 410 + (v % 2 ? 30 : -30), 372, 440, 86, 0.1);
    doc.add(P(ellD(400, 420, 330, 26), c.se.snow ? c.tone('#e6ecf2') : c.tone('#d8cdb9')));
    trees(
      c,
      [
        { x: 30, b: 440, s: 50, p: 1 },
        { x: 110, b: 452, s: 38 },
        { x: 700, b: 448, s: 44 },
        { x: 775, b: 440, s: 52, p: 1 },
      ],
      0,
    );
    lamps(
      c,
      [
        [220, 430, 48],
        [600, 430, 48],
      ],
      0,
    );
  },
  // 5: lake with stone arch bridge and willow
  (c, v) => {
    const { doc, rng, H } = c;
    const hz = 292;
    const sx = v % 2 ? 600 : 220;
    sky(c, hz, sx);
    const gid = doc.id();
    doc.add(`<g id="${gid}">`);
    hills(c, hz, 236, 80, 4, c.se.hill, 0.88);
    hills(c, hz, 272, 34, 6, c.se.ground2, 0.62);
    pavilion(c, 650, hz, 40, 0.5);
    library(c, 230, hz, 130, 40, WALLS[6], 0.55, true);
    treeRow(c, 0, 150, hz, 14, 0.5, ['round', 'cone']);
    treeRow(c, 330, 600, hz, 14, 0.5, ['round', 'tall']);
    doc.add('</g>');
    water(c, hz, H);
    reflect(c, gid, hz);
    doc.add(R(0, hz - 2, c.W, 3, c.tone(c.se.ground2, 0.45)));
    shimmer(c, hz + 6, H, 24, sx);
    const bid = doc.id();
    doc.add(`<g id="${bid}">`);
    archBridge(c, 440, 372, 190, 52, 0.15);
    doc.add('</g>');
    reflect(c, bid, 372, 0.35);
    doc.add(P(t`M560 450Q640 420 800 416V450Z`, c.tone(c.se.ground2)));
    let reeds = '';
    for (let i = 0; i < 16; i++) {
      const x = 620 + i * 11 + rng.range(-4, 4);
      reeds += t`M${x} 450q${rng.range(-8, 8)} -20 ${rng.range(-6, 6)} ${-rng.range(26, 46)}`;
    }
    doc.add(S(reeds, c.tone(c.se.key === 'autumn' ? '#b49a58' : '#5f8f4f'), 2.5, ' stroke-linecap="round"'));
    doc.add(P(t`M0 400Q90 404 170 450H0Z`, c.tone(c.se.ground2)));
    trees(c, [{ x: 70, b: 440, s: 92, k: 'willow' }], 0);
  },
];

function cover(i: number): string {
  const L = i % 6;
  const k = Math.floor(i / 6);
  const tm = TIMES[TIME_KEYS[(3 * L + 3 * k) % 8]];
  const se = SEASONS[SEASON_KEYS[(L + k * 3 + 1) % 4]];
  const doc = new Doc(800, 450);
  const c = new Ctx(doc, tm, se, new Rng(1000 + i * 7919));
  INT_ONLY = true;
  coverLayouts[L](c, k);
  INT_ONLY = false;
  if (k % 2) {
    doc.body.unshift('<g transform="matrix(-1 0 0 1 800 0)">');
    doc.body.push('</g>');
  }
  return doc.toString();
}

// ---------------------------------------------------------------- scenery (1200x800)

function petals(c: Ctx, n: number, x0: number, x1: number, y0: number, y1: number, color: string) {
  const { rng, s } = c;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const r = rng.range(2.5, 4.5) * s;
    d += t`M${x} ${y}q${r} ${-r} ${r * 2} 0q${-r} ${r} ${-r * 2} 0z`;
  }
  c.doc.add(P(d, color, ' fill-opacity=".9"'));
}

function snowfall(c: Ctx, n: number) {
  const { rng, W, H, s } = c;
  let a = '';
  let b = '';
  for (let i = 0; i < n; i++) {
    const d = t`M${rng.range(0, W)} ${rng.range(0, H)}h0`;
    if (rng.chance(0.4)) a += d;
    else b += d;
  }
  c.doc.add(S(a, '#ffffff', 7 * s, ' stroke-linecap="round"'), S(b, '#ffffff', 4 * s, ' stroke-opacity=".75" stroke-linecap="round"'));
}

function graduates(c: Ctx, pts: [number, number, number][]) {
  const { rng, doc } = c;
  const skins = ['#f3d2bd', '#e8b996', '#c98e66', '#8d5a3b'];
  let gowns = '';
  let trims = '';
  let caps = '';
  const heads = new Batch();
  for (const [x, b, s] of pts) {
    gowns += t`M${x - s * 0.42} ${b}L${x - s * 0.34} ${b - s * 0.9}Q${x} ${b - s * 1.12} ${x + s * 0.34} ${b - s * 0.9}L${x + s * 0.42} ${b}Z`;
    trims += t`M${x - s * 0.12} ${b - s * 1.02}L${x} ${b - s * 0.7}L${x + s * 0.12} ${b - s * 1.02}Z`;
    heads.fill(c.tone(rng.pick(skins)), circD(x, b - s * 1.22, s * 0.2));
    caps += t`M${x - s * 0.3} ${b - s * 1.38}L${x} ${b - s * 1.5}L${x + s * 0.3} ${b - s * 1.38}L${x} ${b - s * 1.28}Z`;
  }
  doc.add(P(gowns, c.tone('#1b2a44')), P(trims, c.tone(GOLD)), heads.out(), P(caps, c.tone('#141c2c')));
}

function flyingCaps(c: Ctx, n: number, x0: number, x1: number, y0: number, y1: number) {
  const { rng, doc, s } = c;
  for (let i = 0; i < n; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const z = rng.range(14, 22) * s;
    doc.add(
      t`<g transform="translate(${x} ${y}) rotate(${rng.range(-35, 35)})">` +
        P(t`M${-z} 0L0 ${-z * 0.42}L${z} 0L0 ${z * 0.42}Z`, '#1b2433') +
        P(t`M${-z * 0.45} ${z * 0.2}v${z * 0.32}q${z * 0.45} ${z * 0.18} ${z * 0.9} 0v${-z * 0.32}`, '#243044') +
        S(t`M0 0L${z * 0.7} ${z * 0.25}v${z * 0.5}`, GOLD, 2 * s) +
        '</g>',
    );
  }
}

function lotus(c: Ctx, x: number, y: number, s: number, flower: boolean) {
  const { doc } = c;
  doc.add(
    P(
      t`M${x} ${y}m${-s} 0a${s} ${s * 0.32} 0 1 0 ${2 * s} 0a${s} ${s * 0.32} 0 1 0 ${-2 * s} 0zM${x} ${y}l${s * 0.5} ${-s * 0.3}`,
      c.tone('#3f8a48'),
    ),
  );
  doc.add(S(t`M${x} ${y}l${s * 0.6} ${-s * 0.2}`, c.tone('#2d6b38'), 2 * c.s));
  if (flower) {
    const fy = y - s * 0.8;
    doc.add(S(t`M${x + s * 0.1} ${y}q${s * 0.2} ${-s * 0.4} 0 ${-s * 0.8}`, c.tone('#2d6b38'), 2.5 * c.s));
    doc.add(
      P(
        t`M${x} ${fy}q${-s * 0.45} ${-s * 0.1} ${-s * 0.35} ${-s * 0.45}q${s * 0.25} ${s * 0.05} ${s * 0.35} ${s * 0.3}q${-s * 0.05} ${-s * 0.35} ${s * 0.2} ${-s * 0.5}q${s * 0.25} ${s * 0.15} ${s * 0.2} ${s * 0.5}q${s * 0.1} ${-s * 0.25} ${s * 0.35} ${-s * 0.3}q${s * 0.1} ${s * 0.35} ${-s * 0.35} ${s * 0.45}z`,
        c.tone('#f28fb0'),
      ),
    );
  }
}

interface Scenery {
  name: string;
  time: string;
  season: string;
  draw: (c: Ctx) => void;
}

const SCENERY: Scenery[] = [
  {
    name: 'spring cherry blossoms by the lake',
    time: 'morning',
    season: 'spring',
    draw: (c) => {
      const { doc, H, W } = c;
      const hz = 470;
      sky(c, hz, 860);
      const gid = doc.id();
      doc.add(`<g id="${gid}">`);
      hills(c, hz, 360, 120, 4, c.se.hill, 0.85);
      hills(c, hz, 430, 50, 6, c.se.ground2, 0.6);
      library(c, 640, hz, 260, 70, WALLS[6], 0.45, true);
      tower(c, 900, hz, 30, 110, WALLS[0], ROOFS[1], 0.45);
      treeRow(c, 0, 500, hz, 22, 0.45, ['round', 'round', 'tall']);
      treeRow(c, 780, 1200, hz, 22, 0.45, ['round', 'tall']);
      doc.add('</g>');
      water(c, hz, H);
      reflect(c, gid, hz);
      doc.add(R(0, hz - 3, W, 5, c.tone(c.se.ground2, 0.4)));
      shimmer(c, hz + 10, H, 30, 860);
      doc.add(P(t`M0 610Q260 600 420 800H0Z`, c.tone(c.se.ground)), P(t`M1200 660Q1000 680 940 800H1200Z`, c.tone(c.se.ground)));
      trees(
        c,
        [
          { x: 110, b: 700, s: 120, p: 1 },
          { x: 300, b: 760, s: 90, p: 1 },
          { x: 1100, b: 760, s: 110, p: 1 },
        ],
        0,
      );
      petals(c, 40, 0, W, 300, H, '#f9c6d6');
      birds(c, 320, 200, 4, c.tone('#3d4a5c'));
    },
  },
  {
    name: 'summer sports field',
    time: 'noon',
    season: 'summer',
    draw: (c) => {
      const { doc, H } = c;
      const hz = 400;
      sky(c, hz, 950);
      hills(c, H, 340, 80, 5, c.se.hill, 0.85);
      campusSkyline(c, 0, 1200, hz, 0.45, 110);
      treeRow(c, 0, 1200, hz + 4, 22, 0.35, ['round', 'tall']);
      // bleachers
      doc.add(P(t`M120 470L180 410H1020L1080 470Z`, c.tone('#c9d1da', 0.1)));
      let rows = '';
      for (let i = 0; i < 5; i++) rows += t`M${180 - i * 12} ${420 + i * 11}H${1020 + i * 12}`;
      doc.add(S(rows, c.tone(BRAND, 0.1), 4));
      doc.add(P(t`M120 470H1080V480H120Z`, c.tone('#8996a4', 0.1)));
      // track in perspective
      doc.add(P(ellD(600, 640, 700, 170), c.tone('#c45a3f')));
      doc.add(P(ellD(600, 640, 560, 120), c.tone('#58a24c')));
      let stripes = '';
      for (let i = 0; i < 8; i++) stripes += t`M${60 + i * 140} 530L${20 + i * 150} 760h70L${120 + i * 140} 530z`;
      doc.add(`<clipPath id="fld"><path d="${ellD(600, 640, 560, 120)}"/></clipPath>`);
      doc.add(P(stripes, c.tone('#6cb35a'), ' clip-path="url(#fld)"'));
      let lanes = '';
      for (let i = 1; i < 5; i++) lanes += ellD(600, 640, 560 + i * 28, 120 + i * 10);
      doc.add(S(lanes, '#ffffff', 2, ' stroke-opacity=".8"'));
      doc.add(S(ellD(600, 640, 260, 60) + t`M600 520V760`, '#ffffff', 3, ' stroke-opacity=".8"'));
      doc.add(S(t`M80 650V590H120V650M1080 650V590H1120V650`, '#ffffff', 5));
      doc.add(P(t`M0 700Q200 760 260 800H0ZM1200 690Q1000 760 960 800H1200Z`, c.tone(c.se.ground2)));
      trees(
        c,
        [
          { x: 60, b: 780, s: 80 },
          { x: 1150, b: 780, s: 90, p: 1 },
        ],
        0,
      );
    },
  },
  {
    name: 'autumn ginkgo avenue',
    time: 'golden',
    season: 'autumn',
    draw: (c) => {
      const { doc, W, H } = c;
      const hz = 430;
      const vx = 600;
      sky(c, hz, 600);
      hills(c, H, 400, 60, 5, c.se.hill, 0.85);
      block(c, 500, hz + 6, 200, 120, WALLS[0], 0.5, 14, 16);
      ground(c, hz);
      doc.add(
        P(
          t`M${vx - 14} ${hz + 4}H${vx + 14}L980 ${H}H220Z`,
          doc.lin([
            [0, c.tone('#e4d6b8', 0.4)],
            [1, c.tone('#d9c6a0')],
          ]),
        ),
      );
      doc.add(S(t`M${vx} ${hz + 8}L600 ${H}`, c.tone('#f2e7cf'), 6, ' stroke-dasharray="30 30"'));
      const left: TreeSpec[] = [];
      const right: TreeSpec[] = [];
      for (let i = 0; i < 7; i++) {
        const f = Math.pow(0.68, i);
        const b = hz + 6 + (H + 60 - hz) * f;
        const s = 150 * f;
        left.push({ x: vx - (vx - 120) * f - 20 * f, b, s, p: i % 2 ? 2 : 0 });
        right.push({ x: vx + (vx - 120) * f + 20 * f, b, s, p: i % 2 ? 0 : 2 });
      }
      trees(c, left.slice(2), 0.1);
      trees(c, right.slice(2), 0.1);
      trees(c, left.slice(0, 2), 0);
      trees(c, right.slice(0, 2), 0);
      petals(c, 70, 0, W, 560, H, c.tone('#f4c542'));
      petals(c, 20, 0, W, 100, 500, c.tone('#f6cf55'));
    },
  },
  {
    name: 'winter snow on the library',
    time: 'mist',
    season: 'winter',
    draw: (c) => {
      const { H } = c;
      const hz = 520;
      sky(c, hz, 300);
      hills(c, H, 420, 90, 4, c.se.hill, 0.8);
      ground(c, hz);
      trees(
        c,
        [
          { x: 160, b: hz + 10, s: 60, k: 'cone' },
          { x: 230, b: hz + 14, s: 48, k: 'cone' },
          { x: 980, b: hz + 12, s: 62, k: 'cone' },
          { x: 1060, b: hz + 8, s: 46, k: 'cone' },
        ],
        0.3,
      );
      library(c, 600, 590, 520, 150, WALLS[6], 0.05, true);
      pathway(c, 540, 660, 590, 380, 820, H);
      trees(
        c,
        [
          { x: 90, b: 720, s: 110, k: 'cone' },
          { x: 1120, b: 740, s: 120, k: 'bare' },
          { x: 300, b: 700, s: 80, k: 'bare' },
        ],
        0,
      );
      lamps(
        c,
        [
          [440, 700, 110],
          [760, 700, 110],
        ],
        0,
      );
      snowfall(c, 140);
    },
  },
  {
    name: 'campus night lights',
    time: 'night',
    season: 'summer',
    draw: (c) => {
      const { doc, rng, W, H } = c;
      const hz = 500;
      sky(c, hz, 980);
      hills(c, H, 430, 80, 5, c.se.hill, 0.8);
      campusSkyline(c, 0, 380, hz + 10, 0.35, 170);
      tower(c, 520, hz + 20, 46, 220, WALLS[2], ROOFS[2], 0.15);
      block(c, 640, hz + 20, 260, 180, WALLS[3], 0.15);
      block(c, 930, hz + 20, 250, 140, WALLS[7], 0.2);
      ground(c, hz + 10);
      doc.add(P(t`M0 610Q600 560 1200 620V680Q600 620 0 670Z`, c.tone('#cfc6b4')));
      lamps(
        c,
        [
          [120, 650, 120],
          [400, 620, 120],
          [720, 615, 120],
          [1020, 640, 120],
        ],
        0,
      );
      trees(
        c,
        [
          { x: 230, b: 720, s: 90 },
          { x: 880, b: 760, s: 100, p: 1 },
          { x: 1140, b: 790, s: 80 },
        ],
        0,
      );
      // fireflies / light specks
      let d = '';
      for (let i = 0; i < 24; i++) d += t`M${rng.range(0, W)} ${rng.range(620, H)}h0`;
      doc.add(S(d, '#ffe9a0', 4, ' stroke-linecap="round" stroke-opacity=".7"'));
    },
  },
  {
    name: 'graduation square',
    time: 'morning',
    season: 'summer',
    draw: (c) => {
      const { doc, rng, H } = c;
      const hz = 470;
      sky(c, hz, 220);
      hills(c, H, 400, 70, 5, c.se.hill, 0.85);
      block(c, 40, hz + 10, 260, 130, WALLS[0], 0.35);
      block(c, 880, hz + 10, 280, 140, WALLS[0], 0.35);
      tower(c, 600, hz + 20, 54, 200, WALLS[6], ROOFS[1], 0.2);
      doc.add(R(760, 160, 5, 340, c.tone('#c9ced4', 0.2)), P(t`M765 165h80l-10 22 10 22h-80z`, c.tone('#d23b33', 0.2)));
      ground(c, hz + 10);
      doc.add(
        P(
          t`M0 520H1200V800H0Z`,
          doc.lin([
            [0, c.tone('#e0d8c8', 0.3)],
            [1, c.tone('#cfc3ad')],
          ]),
        ),
      );
      let tiles = '';
      for (let i = -8; i <= 8; i++) tiles += t`M${600 + i * 40} 520L${600 + i * 130} 800`;
      for (let y = 540; y < 800; y += (y - 480) * 0.35) tiles += t`M0 ${y}H1200`;
      doc.add(S(tiles, c.tone('#b9ad96'), 1.5, ' stroke-opacity=".6"'));
      flowers(c, 20, 300, 540, 18, 0.1);
      flowers(c, 900, 1180, 540, 18, 0.1);
      const pts: [number, number, number][] = [];
      for (let row = 0; row < 3; row++)
        for (let i = 0; i < 9 - row; i++) pts.push([170 + row * 45 + i * 110 + rng.range(-15, 15), 660 + row * 60, 70 + row * 14]);
      graduates(c, pts);
      flyingCaps(c, 9, 150, 1050, 180, 420);
      trees(
        c,
        [
          { x: 40, b: 800, s: 100 },
          { x: 1170, b: 800, s: 100, p: 1 },
        ],
        0,
      );
    },
  },
  {
    name: 'misty river bridge',
    time: 'mist',
    season: 'spring',
    draw: (c) => {
      const { doc, W, H } = c;
      const hz = 480;
      sky(c, hz, 800);
      const gid = doc.id();
      doc.add(`<g id="${gid}">`);
      hills(c, hz, 330, 140, 4, c.se.hill, 0.95);
      hills(c, hz, 410, 70, 5, c.se.hill, 0.75);
      campusSkyline(c, 100, 1100, hz, 0.6, 90);
      treeRow(c, 0, 1200, hz, 20, 0.55, ['round', 'tall']);
      doc.add('</g>');
      water(c, hz, H);
      reflect(c, gid, hz, 0.25);
      shimmer(c, hz + 10, H, 30);
      const bid = doc.id();
      doc.add(`<g id="${bid}">`);
      archBridge(c, 560, 600, 330, 100, 0.05);
      doc.add('</g>');
      reflect(c, bid, 600, 0.3);
      // boat
      doc.add(P(t`M840 690q90 14 180 0l-26 18h-128z`, c.tone('#5b4636')), P(t`M880 690q20-34 80 0z`, c.tone('#8a6a4a')));
      doc.add(S(t`M1000 688l40-70`, c.tone('#3e3026'), 3));
      doc.add(P(t`M0 620Q150 630 300 800H0Z`, c.tone(c.se.ground2)));
      trees(c, [{ x: 120, b: 760, s: 150, k: 'willow' }], 0);
      birds(c, 700, 250, 5, c.tone('#55606c', 0.2));
      doc.add(
        R(
          0,
          0,
          W,
          H,
          doc.lin([
            [0, '#ffffff', 0],
            [0.6, '#ffffff', 0.18],
            [1, '#ffffff', 0],
          ]),
        ),
      );
    },
  },
  {
    name: 'summer lotus pond with pavilion',
    time: 'golden',
    season: 'summer',
    draw: (c) => {
      const { doc, rng, W, H } = c;
      const hz = 440;
      sky(c, hz, 300);
      const gid = doc.id();
      doc.add(`<g id="${gid}">`);
      hills(c, hz, 340, 90, 4, c.se.hill, 0.85);
      treeRow(c, 0, 1200, hz, 28, 0.4, ['round', 'round', 'tall']);
      pavilion(c, 760, hz, 130, 0.15);
      doc.add('</g>');
      water(c, hz, H);
      reflect(c, gid, hz, 0.35);
      shimmer(c, hz + 10, H, 24, 300);
      doc.add(R(600, hz - 6, 320, 8, c.tone('#d8d2c4', 0.15)));
      for (let i = 0; i < 22; i++) {
        const y = rng.range(500, 780);
        lotus(c, rng.range(0, W), y, (20 + (y - 480) * 0.14) * 1, rng.chance(0.4));
      }
      birds(c, 420, 180, 3, c.tone('#54483c'));
    },
  },
  {
    name: 'riverside city at dusk',
    time: 'dusk',
    season: 'autumn',
    draw: (c) => {
      const { doc, rng, W, H } = c;
      const hz = 500;
      sky(c, hz, 260);
      const gid = doc.id();
      doc.add(`<g id="${gid}">`);
      hills(c, hz, 420, 70, 5, '#5a5a7a', 0.85);
      let x = 0;
      while (x < W) {
        const w = rng.range(50, 110);
        const h = rng.range(100, 300) * (1 - Math.abs(x - 700) / 1400);
        block(c, x, hz, w, h, rng.pick(['#8fa6bd', '#b7c6d6', '#dfe4ea']), 0.35, 12, 14);
        x += w + rng.range(4, 20);
      }
      tower(c, 240, hz, 30, 150, WALLS[2], ROOFS[2], 0.3);
      doc.add('</g>');
      water(c, hz, H);
      reflect(c, gid, hz, 0.4);
      shimmer(c, hz + 10, H, 40);
      cableBridge(c, -20, 1220, 600, 820, 230, 0.15);
      doc.add(P(t`M0 720Q400 700 1200 730V800H0Z`, c.tone('#4b4a44')));
      lamps(
        c,
        [
          [100, 730, 70],
          [400, 718, 70],
          [700, 720, 70],
          [1000, 728, 70],
        ],
        0,
      );
      trees(
        c,
        [
          { x: 250, b: 770, s: 60, p: 2 },
          { x: 850, b: 780, s: 64, p: 0 },
        ],
        0,
      );
    },
  },
  {
    name: 'autumn maple hill at sunset',
    time: 'sunset',
    season: 'autumn',
    draw: (c) => {
      const { doc, W, H } = c;
      const hz = 470;
      sky(c, hz, 860);
      hills(c, H, 400, 110, 4, '#8a6a7a', 0.85);
      hills(c, H, 470, 70, 5, '#9c7a4a', 0.55);
      library(c, 420, 520, 300, 80, WALLS[4], 0.35, true);
      treeRow(c, 40, 260, 528, 32, 0.35, ['round']);
      treeRow(c, 580, 1180, 528, 32, 0.35, ['round', 'tall']);
      doc.add(P(t`M0 540Q600 500 1200 560V800H0Z`, c.tone('#a8843f')));
      doc.add(S(t`M420 540C600 600 200 660 520 800`, c.tone('#e0c995'), 40));
      trees(
        c,
        [
          { x: 120, b: 700, s: 110, p: 1 },
          { x: 260, b: 780, s: 90, p: 0 },
          { x: 880, b: 720, s: 120, p: 1 },
          { x: 1080, b: 790, s: 100, p: 2 },
        ],
        0,
      );
      petals(c, 50, 0, W, 500, H, c.tone('#d8532e'));
      birds(c, 700, 300, 5, c.tone('#3a2a30'));
    },
  },
  {
    name: 'spring teaching plaza with fountain',
    time: 'dawn',
    season: 'spring',
    draw: (c) => {
      const { doc, H } = c;
      const hz = 480;
      sky(c, hz, 900);
      hills(c, H, 410, 70, 5, c.se.hill, 0.85);
      block(c, 80, hz + 20, 380, 200, WALLS[3], 0.2, 18, 20);
      block(c, 740, hz + 20, 380, 230, WALLS[1], 0.2, 18, 20);
      doc.add(P(t`M470 ${hz + 20}V${hz - 90}H730V${hz + 20}Z`, c.tone('#8fb0cf', 0.2)));
      let mull = '';
      for (let x = 490; x < 730; x += 30) mull += t`M${x} ${hz - 90}V${hz + 20}`;
      doc.add(S(mull, c.tone('#e8eef4', 0.2), 3));
      ground(c, hz + 20);
      doc.add(
        P(
          t`M0 540H1200V800H0Z`,
          doc.lin([
            [0, c.tone('#e2d8c6', 0.2)],
            [1, c.tone('#d1c3aa')],
          ]),
        ),
      );
      doc.add(P(ellD(600, 660, 260, 60), c.tone('#b8ad9a')), P(ellD(600, 656, 236, 50), c.tone('#7fb3d1')));
      doc.add(P(ellD(600, 620, 50, 14), c.tone('#b8ad9a')), R(588, 560, 24, 60, c.tone('#c9bfae')));
      doc.add(
        S(
          t`M600 560q-60-80-130 70M600 560q60-80 130 70M600 560q-30-110-70 90M600 560q30-110 70 90M600 560V470`,
          '#e6f4ff',
          6,
          ' stroke-opacity=".8" stroke-linecap="round"',
        ),
      );
      flowers(c, 40, 280, 740, 26, 0);
      flowers(c, 920, 1160, 740, 26, 0);
      trees(
        c,
        [
          { x: 60, b: 620, s: 80, p: 1 },
          { x: 1140, b: 620, s: 80, p: 1 },
        ],
        0.05,
      );
    },
  },
  {
    name: 'starry night observatory',
    time: 'night',
    season: 'winter',
    draw: (c) => {
      const { doc, rng, H } = c;
      const hz = 520;
      sky(c, hz, 240);
      // milky way band
      doc.add(
        P(
          t`M-100 420C300 200 700 120 1300 40V200C700 260 300 360 -100 560Z`,
          doc.lin(
            [
              [0, '#9fb4ff', 0],
              [0.5, '#c8d4ff', 0.18],
              [1, '#9fb4ff', 0],
            ],
            0,
            0,
            0,
            1,
          ),
        ),
      );
      let d = '';
      for (let i = 0; i < 60; i++) {
        const f = rng.next();
        d += t`M${-100 + f * 1400} ${480 - f * 380 + rng.range(-70, 70)}h0`;
      }
      doc.add(S(d, '#ffffff', 2, ' stroke-linecap="round" stroke-opacity=".8"'));
      hills(c, H, 470, 90, 4, c.se.hill, 0.6);
      doc.add(P(t`M560 800C700 520 780 440 890 440C1000 440 1100 500 1240 560V800Z`, c.tone(c.se.hill, 0.45)));
      // observatory on the hill
      doc.add(R(830, 370, 120, 76, c.tone('#dfe4ea', 0.2)), P(t`M820 372A70 70 0 0 1 960 372Z`, c.tone('#c9d3de', 0.2)));
      doc.add(R(870, 400, 40, 46, '#ffd77e'));
      doc.add(P(t`M880 302L900 302L904 372H876Z`, c.tone('#1c2336', 0.2)));
      doc.add(S(t`M890 330l56-56`, c.tone('#8b98a8', 0.2), 9));
      hills(c, H, 560, 60, 5, c.se.ground2, 0.3);
      block(c, 60, 600, 260, 160, WALLS[1], 0.1, 16, 18);
      block(c, 360, 600, 200, 120, WALLS[0], 0.1, 16, 18);
      ground(c, 600, 0.1);
      trees(
        c,
        [
          { x: 620, b: 640, s: 60, k: 'cone' },
          { x: 700, b: 650, s: 50, k: 'cone' },
          { x: 1100, b: 700, s: 90, k: 'cone' },
          { x: 200, b: 780, s: 80, k: 'bare' },
        ],
        0,
      );
      lamps(
        c,
        [
          [480, 700, 90],
          [860, 700, 90],
        ],
        0,
      );
    },
  },
];

function scenery(i: number): string {
  const sc = SCENERY[i];
  const doc = new Doc(1200, 800);
  const c = new Ctx(doc, TIMES[sc.time], SEASONS[sc.season], new Rng(5000 + i * 104729));
  sc.draw(c);
  return doc.toString();
}

// ---------------------------------------------------------------- portraits (400x500)

interface Portrait {
  skin: string;
  hair: string;
  style: 'short' | 'side' | 'buzz' | 'receding' | 'long' | 'longfront' | 'bob' | 'bun' | 'ponytail' | 'curly';
  clothes: 'suit' | 'shirt' | 'coat' | 'sweater' | 'turtleneck' | 'blouse';
  color: string; // main garment colour
  accent: string; // tie / inner shirt
  bg: [string, string];
  glasses?: boolean;
  beard?: boolean;
  mouth?: 'smile' | 'open';
}

const PORTRAITS: Portrait[] = [
  {
    skin: '#f2d3bd',
    hair: '#1f1a18',
    style: 'short',
    clothes: 'suit',
    color: '#1f3552',
    accent: '#a8342c',
    bg: ['#dbe8f5', '#b9d0ea'],
    glasses: true,
  },
  {
    skin: '#e9bf9f',
    hair: '#3a281e',
    style: 'longfront',
    clothes: 'blouse',
    color: '#7fb0d9',
    accent: GOLD,
    bg: ['#fde6d6', '#f6c9b1'],
    mouth: 'open',
  },
  {
    skin: '#f6dcc8',
    hair: '#221b18',
    style: 'bun',
    clothes: 'coat',
    color: '#f5f7f9',
    accent: '#6f9fd0',
    bg: ['#dcf1e8', '#b5ddcc'],
    glasses: true,
  },
  { skin: '#a8704c', hair: '#1a1512', style: 'side', clothes: 'shirt', color: '#f2b8c0', accent: '#d98d98', bg: ['#e7e1f5', '#cbc0ea'] },
  {
    skin: '#f3d6c2',
    hair: '#141414',
    style: 'bob',
    clothes: 'suit',
    color: '#3b3f4a',
    accent: '#ffffff',
    bg: ['#f8eccd', '#ecd69f'],
    mouth: 'open',
  },
  {
    skin: '#e6c0a2',
    hair: '#a9a9a6',
    style: 'receding',
    clothes: 'suit',
    color: '#6a5440',
    accent: BRAND,
    bg: ['#d6e9f5', '#a9cde6'],
    glasses: true,
  },
  {
    skin: '#6e4530',
    hair: '#17110e',
    style: 'curly',
    clothes: 'coat',
    color: '#f5f7f9',
    accent: '#3f8c7a',
    bg: ['#d3efee', '#9fd6d3'],
    mouth: 'open',
  },
  { skin: '#f1cdb2', hair: '#4a3022', style: 'long', clothes: 'sweater', color: '#d9a53a', accent: '#b5852a', bg: ['#fbe3ea', '#f2bccb'] },
  {
    skin: '#c58e66',
    hair: '#1b1614',
    style: 'buzz',
    clothes: 'shirt',
    color: '#5f86b5',
    accent: '#4a6f9c',
    bg: ['#e2f0dc', '#bcdcae'],
    mouth: 'open',
  },
  {
    skin: '#f4d9c6',
    hair: '#2a1f1a',
    style: 'ponytail',
    clothes: 'suit',
    color: BRAND,
    accent: '#ffffff',
    bg: ['#e4eef9', '#bcd3ee'],
    glasses: true,
  },
  {
    skin: '#d9a884',
    hair: '#2c2420',
    style: 'short',
    clothes: 'turtleneck',
    color: '#2f3b4c',
    accent: '#2f3b4c',
    bg: ['#fde9d5', '#f7c99c'],
    beard: true,
  },
  {
    skin: '#8d5a3b',
    hair: '#2b1d16',
    style: 'bun',
    clothes: 'blouse',
    color: '#3f8c6a',
    accent: GOLD,
    bg: ['#f6f1e3', '#e6d9b8'],
    mouth: 'open',
  },
];

function portrait(p: Portrait): string {
  const doc = new Doc(400, 500);
  const skin = p.skin;
  const shade = mix(skin, '#5a2e1e', 0.2);
  const hair = p.hair;
  const hairHi = mix(hair, '#ffffff', 0.16);
  const dark = mix(p.color, '#0a0f18', 0.3);
  doc.add(
    R(
      0,
      0,
      400,
      500,
      doc.lin([
        [0, p.bg[0]],
        [1, p.bg[1]],
      ]),
    ),
  );
  doc.add(
    C(200, 230, 175, '#ffffff', ' fill-opacity=".28"'),
    C(340, 80, 40, '#ffffff', ' fill-opacity=".18"'),
    C(50, 420, 60, '#ffffff', ' fill-opacity=".14"'),
  );

  // hair that sits behind head and shoulders
  const back: Record<string, string> = {
    long: 'M200 116C116 116 96 186 100 262C104 338 88 392 112 440H288C312 392 296 338 300 262C304 186 284 116 200 116Z',
    longfront: 'M200 116C116 116 96 186 100 262C104 338 88 392 112 440H288C312 392 296 338 300 262C304 186 284 116 200 116Z',
    bob: 'M200 116C118 116 100 186 104 250C106 296 108 324 124 342H276C292 324 294 296 296 250C300 186 282 116 200 116Z',
    bun: 'M200 94m-38 0a38 36 0 1 0 76 0a38 36 0 1 0-76 0Z',
    ponytail: 'M268 150C338 170 344 300 306 380C312 300 300 226 262 200Z',
  };
  if (back[p.style]) doc.add(P(back[p.style], hair));
  if (p.style === 'bun') doc.add(S('M170 84Q200 70 230 84', hairHi, 4, ' stroke-linecap="round" stroke-opacity=".7"'));

  // neck
  doc.add(P('M166 280V388Q200 410 234 388V280Z', skin), P('M166 290H234V336Q200 356 166 336Z', shade));

  // clothes
  const body = 'M28 500C32 432 84 394 152 380L172 376Q200 398 228 376L248 380C316 394 368 432 372 500Z';
  if (p.clothes === 'turtleneck') {
    doc.add(P(body, p.color), P('M164 318H236V384Q200 398 164 384Z', mix(p.color, '#ffffff', 0.08)));
    doc.add(S('M170 330H230M170 344H230M170 358H230M170 372H230', dark, 2, ' stroke-opacity=".5"'));
  } else {
    doc.add(P(body, p.color));
    doc.add(P('M28 500C32 432 84 394 152 380L160 379C112 400 84 440 80 500Z', dark, ' fill-opacity=".35"'));
  }
  if (p.clothes === 'suit') {
    doc.add(P('M164 378L200 462L236 378Q200 400 164 378Z', p.accent === '#ffffff' ? '#ffffff' : '#f4f6f8'));
    if (p.accent !== '#ffffff') doc.add(P('M193 400H207L211 412L205 418L214 472L200 490L186 472L195 418L189 412Z', p.accent));
    else doc.add(P('M180 392Q200 404 220 392L214 404Q200 410 186 404Z', GOLD, ' fill-opacity=".9"'));
    doc.add(P('M172 372L196 402L166 404Z', '#ffffff'), P('M228 372L204 402L234 404Z', '#ffffff'));
    doc.add(P('M158 380L200 466L190 478L146 412L150 390Z', dark), P('M242 380L200 466L210 478L254 412L250 390Z', dark));
    doc.add(C(200, 486, 4, dark), R(262, 430, 44, 6, mix(p.color, '#ffffff', 0.2), ' rx="2"'));
  } else if (p.clothes === 'shirt') {
    doc.add(S('M200 398V500', dark, 2), P(circD(200, 430, 3) + circD(200, 462, 3) + circD(200, 494, 3), mix(p.color, '#ffffff', 0.6)));
    doc.add(P('M170 370L200 398L162 408Z', mix(p.color, '#ffffff', 0.25)), P('M230 370L200 398L238 408Z', mix(p.color, '#ffffff', 0.25)));
    doc.add(R(240, 424, 40, 34, dark, ' fill-opacity=".25" rx="3"'));
  } else if (p.clothes === 'coat') {
    doc.add(P('M164 378L200 456L236 378Q200 400 164 378Z', p.accent));
    doc.add(P('M170 372L198 404L168 406Z', mix(p.accent, '#ffffff', 0.35)), P('M230 372L202 404L232 406Z', mix(p.accent, '#ffffff', 0.35)));
    doc.add(
      S('M160 380L200 458L186 500M240 380L200 458L214 500M136 400L158 440M264 400L242 440', '#c3ccd6', 3, ' stroke-linejoin="round"'),
    );
    doc.add(R(100, 440, 46, 8, '#d5dce4', ' rx="2"'), R(110, 424, 6, 22, BRAND, ' rx="2"'), R(120, 428, 5, 18, '#c0392b', ' rx="2"'));
    doc.add(
      S('M176 384C150 430 160 470 186 478M224 384C250 430 240 470 214 478', '#2d3440', 4, ' stroke-linecap="round"'),
      C(200, 482, 9, '#9aa6b2', ' stroke="#2d3440" stroke-width="3"'),
    );
  } else if (p.clothes === 'sweater') {
    doc.add(S('M166 380Q200 406 234 380', dark, 10, ' stroke-linecap="round"'));
    doc.add(P('M176 378L200 396L170 392Z', '#ffffff'), P('M224 378L200 396L230 392Z', '#ffffff'));
    let knit = '';
    for (let x = 70; x < 340; x += 22) knit += t`M${x} ${440 + Math.abs(200 - x) * 0.12}v60`;
    doc.add(S(knit, dark, 2, ' stroke-opacity=".25"'));
  } else if (p.clothes === 'blouse') {
    doc.add(P('M172 376Q200 398 228 376L236 380Q200 414 164 380Z', mix(p.color, '#ffffff', 0.3)));
    doc.add(S('M176 384Q200 420 224 384', p.accent, 2), P('M200 420l6 8-6 8-6-8z', p.accent));
  }

  // ears and head
  doc.add(E(124, 238, 13, 21, skin), E(276, 238, 13, 21, skin), E(126, 240, 6, 11, shade), E(274, 240, 6, 11, shade));
  doc.add(P('M124 222C124 160 158 132 200 132C242 132 276 160 276 222C276 288 240 326 200 326C160 326 124 288 124 222Z', skin));
  if (p.beard) {
    doc.add(
      P(
        'M132 258C138 318 172 338 200 338C228 338 262 318 268 258C258 292 236 304 200 304C164 304 142 292 132 258Z',
        hair,
        ' fill-opacity=".85"',
      ),
    );
    doc.add(P('M178 282Q200 270 222 282Q200 288 178 282Z', hair));
  }

  // face
  doc.add(E(152, 272, 15, 9, '#f07f7f', ' fill-opacity=".22"'), E(248, 272, 15, 9, '#f07f7f', ' fill-opacity=".22"'));
  const brow = p.style === 'receding' ? mix(hair, '#555555', 0.3) : hair;
  doc.add(S('M150 214Q166 204 182 212M218 212Q234 204 250 214', brow, 5.5, ' stroke-linecap="round"'));
  doc.add(E(167, 238, 7.5, 9, '#2a211e'), E(233, 238, 7.5, 9, '#2a211e'), C(170, 234, 2.4, '#ffffff'), C(236, 234, 2.4, '#ffffff'));
  doc.add(S('M201 244Q195 262 204 266', shade, 3.2, ' stroke-linecap="round"'));
  if (p.mouth === 'open')
    doc.add(P('M180 286Q200 308 220 286Q200 292 180 286Z', '#9a3b3b'), P('M184 288Q200 292 216 288L214 292Q200 295 186 292Z', '#ffffff'));
  else doc.add(S('M182 288Q200 302 218 288', '#9a4a44', 4, ' stroke-linecap="round"'));

  // front hair
  const front: Record<string, string> = {
    short:
      'M120 238C112 160 152 116 204 116C258 116 294 160 280 240C276 212 268 194 254 182C226 196 176 194 150 176C134 190 126 210 120 238Z',
    side: 'M120 240C106 150 160 110 212 114C264 118 296 164 280 240C274 204 262 184 244 174C214 168 178 178 154 200C140 212 128 224 120 240Z',
    buzz: 'M126 214C128 158 160 126 200 126C240 126 272 158 274 214C262 178 236 162 200 162C164 162 138 178 126 214Z',
    receding:
      'M122 238C114 172 146 134 168 130C150 150 140 176 138 200C132 214 126 226 122 238ZM278 238C286 172 254 134 232 130C250 150 260 176 262 200C268 214 274 226 278 238Z',
    long: 'M124 240C112 150 168 110 214 116C262 122 292 168 278 250C270 214 258 190 240 174C214 196 172 206 140 206C132 216 127 228 124 240Z',
    longfront:
      'M124 240C112 150 168 110 214 116C262 122 292 168 278 250C270 214 258 190 240 174C214 196 172 206 140 206C132 216 127 228 124 240ZM124 232C108 300 112 372 134 420C144 444 162 452 170 446C150 420 146 380 150 340C152 300 142 268 146 246Z',
    bob: 'M120 236C114 150 160 112 200 112C240 112 286 150 280 236C276 214 270 198 262 190H138C130 198 124 214 120 236Z',
    bun: 'M122 232C116 158 156 120 200 120C244 120 284 158 278 232C270 196 246 168 200 166C154 168 130 196 122 232Z',
    ponytail:
      'M120 238C108 156 158 116 206 116C256 116 294 158 280 238C272 204 256 184 236 174C208 168 170 176 150 194C136 206 126 222 120 238Z',
    curly:
      'M120 238C112 160 152 118 204 118C258 118 294 160 280 240C276 212 268 194 254 184C226 194 176 194 150 180C134 192 126 212 120 238Z',
  };
  doc.add(P(front[p.style], hair));
  if (p.style === 'curly') {
    let d = '';
    for (let a = 185; a <= 355; a += 15) {
      const r = (a * Math.PI) / 180;
      d += circD(200 + Math.cos(r) * 80, 205 + Math.sin(r) * 84, 20);
    }
    doc.add(P(d, hair));
  }
  if (p.style !== 'receding' && p.style !== 'buzz')
    doc.add(S('M168 132Q196 122 232 132', hairHi, 5, ' stroke-linecap="round" stroke-opacity=".6"'));

  if (p.glasses) {
    doc.add(
      `<g fill="#ffffff" fill-opacity=".18" stroke="#2a2a2e" stroke-width="4"><rect x="140" y="218" width="54" height="40" rx="13"/><rect x="206" y="218" width="54" height="40" rx="13"/></g>`,
    );
    doc.add(S('M194 234Q200 228 206 234M140 232L124 228M260 232L276 228', '#2a2a2e', 4, ' stroke-linecap="round"'));
  }
  return doc.toString();
}

// ---------------------------------------------------------------- hero banner (1600x520)

function hero(): string {
  const doc = new Doc(1600, 520);
  const rng = new Rng(20240901);
  const W = 1600;
  const H = 520;
  const hz = 430;
  const sunX = 1235;
  const sunY = 338;
  doc.add(
    R(
      0,
      0,
      W,
      H,
      doc.lin(
        [
          [0, '#0a2747'],
          [0.45, BRAND],
          [0.78, '#4f7faf'],
          [0.93, '#c9b48f'],
          [1, '#e6c98e'],
        ],
        0,
        0,
        0,
        hz,
        true,
      ),
    ),
  );
  doc.add(
    E(
      sunX,
      sunY + 20,
      760,
      360,
      doc.rad([
        [0, '#f3d79a', 0.6],
        [0.3, GOLD, 0.24],
        [1, GOLD, 0],
      ]),
    ),
  );
  // thin clouds
  let cl = '';
  for (let i = 0; i < 6; i++) {
    const x = 1040 + rng.range(-380, 420);
    const y = 170 + i * 30 + rng.range(-8, 8);
    const w = rng.range(140, 300);
    cl += t`M${x} ${y}h${w}a2.5 2.5 0 0 1 0 5h${-w}a2.5 2.5 0 0 1 0-5z`;
  }
  doc.add(P(cl, '#f1dfb8', ' fill-opacity=".16"'));
  doc.add(
    C(
      sunX,
      sunY,
      56,
      doc.lin([
        [0, '#f3dca6'],
        [1, GOLD],
      ]),
    ),
  );
  // stars fading in the dark upper-left
  let st = '';
  for (let i = 0; i < 40; i++) st += t`M${rng.range(0, 900)} ${rng.range(10, 220)}h0`;
  doc.add(S(st, '#ffffff', 2, ' stroke-linecap="round" stroke-opacity=".5"'));

  // far ridge
  const ridge = (base: number, amp: number, n: number, fill: string, op = 1) => {
    const pts: [number, number][] = [];
    for (let i = 0; i <= n; i++) pts.push([-40 + (i * (W + 80)) / n, base - rng.range(0.2, 1) * amp]);
    doc.add(P(smooth(pts) + t`L${W + 40} ${H}L-40 ${H}Z`, fill, op < 1 ? ` fill-opacity="${O(op)}"` : ''));
  };
  ridge(400, 60, 7, '#5a7fa6', 0.75);

  // far city
  let far = '';
  for (let x = 0; x < W;) {
    const w = rng.range(30, 80);
    const h = rng.range(30, 120) * (x > 700 ? 1.1 : 0.6) * (Math.abs(x + w / 2 - sunX) < 110 ? 0.35 : 1);
    far += rectD(x, hz - h, w, h + 10);
    x += w + rng.range(2, 14);
  }
  doc.add(P(far, '#3f6a96'));
  let farWin = '';
  for (let i = 0; i < 50; i++) farWin += t`M${rng.range(600, 1600)} ${rng.range(hz - 90, hz - 6)}h3`;
  doc.add(S(farWin, GOLD, 2, ' stroke-opacity=".55"'));

  // mid campus silhouette: teaching blocks, clock tower, domed library
  const mid = '#1f4f80';
  let m = '';
  m +=
    rectD(640, 360, 150, 80) +
    rectD(800, 372, 110, 70) +
    rectD(1340, 350, 170, 90) +
    rectD(1520, 368, 80, 70) +
    rectD(380, 390, 130, 50) +
    rectD(520, 380, 90, 60);
  // clock tower
  m += rectD(955, 250, 34, 190) + rectD(950, 212, 44, 40) + rectD(955, 182, 34, 30) + t`M950 182L972 128L994 182Z` + rectD(971, 112, 2, 18);
  // library with dome
  m +=
    rectD(1040, 380, 220, 60) +
    t`M1090 380L1150 346L1210 380Z` +
    rectD(1120, 336, 60, 30) +
    t`M1116 338A34 32 0 0 1 1184 338Z` +
    rectD(1147, 294, 6, 14);
  doc.add(P(m, mid));
  doc.add(C(972, 232, 12, '#f0d79c', ' fill-opacity=".9"'), S('M972 232V224M972 232L979 235', mid, 2));
  let cols = '';
  for (let i = 0; i < 6; i++) cols += rectD(1100 + i * 20, 386, 6, 40);
  doc.add(P(cols, '#2f6496'));
  let midWin = '';
  for (let i = 0; i < 70; i++) {
    const x = rng.pick([
      [640, 790],
      [800, 910],
      [1340, 1510],
      [380, 510],
      [1520, 1600],
    ] as [number, number][]);
    midWin += t`M${rng.range(x[0] + 6, x[1] - 8)} ${rng.range(385, 430)}h5`;
  }
  doc.add(S(midWin, '#f0d79c', 3, ' stroke-opacity=".7"'));

  // cable-stayed bridge on the right
  let cab = '';
  for (let i = 1; i <= 8; i++) cab += t`M1450 ${300 + i * 9}L${1450 - i * 34} 446M1450 ${300 + i * 9}L${1450 + i * 34} 446`;
  doc.add(
    S(cab, '#9cb6d2', 1.2, ' stroke-opacity=".7"'),
    P('M1444 470L1447 292H1453L1456 470Z', '#9db6d0'),
    R(1150, 444, 450, 6, '#9db6d0'),
  );

  // river
  doc.add(
    R(
      0,
      450,
      W,
      70,
      doc.lin(
        [
          [0, '#2d5c8c'],
          [1, '#0c2d50'],
        ],
        0,
        450,
        0,
        520,
        true,
      ),
    ),
  );
  let sh = '';
  for (let y = 456, i = 0; y < 520; y += 7, i++) {
    const w = 120 - i * 9 + rng.range(-20, 20);
    if (w > 6) sh += t`M${sunX - w / 2 + rng.range(-15, 15)} ${y}h${w}`;
  }
  doc.add(S(sh, GOLD, 3, ' stroke-linecap="round" stroke-opacity=".75"'));
  let rip = '';
  for (let i = 0; i < 40; i++) rip += t`M${rng.range(0, W)} ${rng.range(456, 516)}h${rng.range(10, 40)}`;
  doc.add(S(rip, '#ffffff', 1.5, ' stroke-linecap="round" stroke-opacity=".18"'));

  // near bank with tree silhouettes on the left
  doc.add(P('M0 448Q300 438 620 452L640 520H0Z', '#0b2a4a'));
  let tr = '';
  for (let x = 10; x < 600; x += rng.range(28, 50)) {
    const r = rng.range(16, 30);
    tr += circD(x, 440 - r * 0.9, r) + rectD(x - 2, 440 - r * 0.3, 4, 14);
  }
  doc.add(P(tr, '#0b2a4a'));
  // birds near the sun
  let bd = '';
  for (let i = 0; i < 5; i++) {
    const x = 1060 + i * 26 + rng.range(-10, 10);
    const y = 250 + rng.range(-30, 30);
    bd += t`M${x - 7} ${y - 3}Q${x - 3} ${y - 4} ${x} ${y}Q${x + 3} ${y - 4} ${x + 7} ${y - 3}`;
  }
  doc.add(S(bd, '#15365c', 1.6, ' stroke-linecap="round"'));

  // darken the left half so white text reads there
  doc.add(
    R(
      0,
      0,
      W,
      H,
      doc.lin(
        [
          [0, '#061a33', 0.82],
          [0.32, '#06213f', 0.62],
          [0.62, '#0a2a4c', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  return doc.toString();
}

// ---------------------------------------------------------------- emblem

function emblem(size: 64 | 32): string {
  if (size === 64) {
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
      `<circle cx="32" cy="32" r="31" fill="${GOLD}"/>` +
      `<circle cx="32" cy="32" r="28" fill="${BRAND}"/>` +
      `<circle cx="32" cy="32" r="25.6" fill="none" stroke="${GOLD}" stroke-width=".8" stroke-opacity=".75"/>` +
      `<circle cx="32" cy="14.5" r="2.6" fill="${GOLD}"/>` +
      '<path fill="#ffffff" d="M31 21.5C26.5 18.6 20.6 18 15.5 19.2V38.6C20.6 37.6 26.5 38.2 31 41.2ZM33 21.5C37.5 18.6 43.4 18 48.5 19.2V38.6C43.4 37.6 37.5 38.2 33 41.2Z"/>' +
      `<path fill="none" stroke="${BRAND}" stroke-width="1" stroke-opacity=".45" d="M19 24.5C22.5 24 25.5 24.6 28 26M19 28.5C22.5 28 25.5 28.6 28 30M36 26C38.5 24.6 41.5 24 45 24.5M36 30C38.5 28.6 41.5 28 45 28.5"/>` +
      '<path fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" d="M13.5 46.5C17.5 43 21.5 43 25.5 46.5S33.5 50 37.5 46.5S46 43 50.5 46.5"/>' +
      `<path fill="none" stroke="${GOLD}" stroke-width="1.8" stroke-linecap="round" d="M18 51.5C21 49 24 49 27 51.5S33 54 36 51.5S42 49 46 51.5"/>` +
      '</svg>\n'
    );
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    `<circle cx="16" cy="16" r="16" fill="${GOLD}"/>` +
    `<circle cx="16" cy="16" r="14" fill="${BRAND}"/>` +
    '<path fill="#ffffff" d="M15.3 10.2C13 8.8 10 8.6 7.5 9.2V19C10 18.5 13 18.8 15.3 20.3ZM16.7 10.2C19 8.8 22 8.6 24.5 9.2V19C22 18.5 19 18.8 16.7 20.3Z"/>' +
    '<path fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" d="M7 24C9.5 22 11.5 22 13.5 24S18 26 20 24S23.5 22 25 23.5"/>' +
    '</svg>\n'
  );
}

// ---------------------------------------------------------------- QR codes

async function qr(text: string): Promise<string> {
  const svg: string = await QRCode.toString(text, { type: 'svg', margin: 1, color: { dark: '#1a1a1a', light: '#ffffff' } });
  let out = svg.replace(/\s(width|height)="[^"]*"/g, '');
  out = out.replace('<svg ', '<svg width="240" height="240" ');
  return out.endsWith('\n') ? out : out + '\n';
}

// ---------------------------------------------------------------- main

async function main() {
  mkdirSync(OUT, { recursive: true });
  const written: [string, number][] = [];
  const write = (name: string, content: string) => {
    writeFileSync(join(OUT, name), content);
    written.push([name, Buffer.byteLength(content)]);
  };
  const pad = (i: number) => String(i + 1).padStart(2, '0');

  for (let i = 0; i < 24; i++) write(`cover-${pad(i)}.svg`, cover(i));
  PORTRAITS.forEach((p, i) => write(`portrait-${pad(i)}.svg`, portrait(p)));
  write('hero.svg', hero());
  write('logo.svg', emblem(64));
  write('favicon.svg', emblem(32));
  write('qr-service-account.svg', await qr('https://mp.weixin.qq.com/bjcc-alumni-service'));
  write('qr-mini-program.svg', await qr('https://wxaurl.cn/bjcc-alumni-miniprogram'));
  for (let i = 0; i < SCENERY.length; i++) write(`scenery-${pad(i)}.svg`, scenery(i));

  const limits: [RegExp, number][] = [
    [/^cover-/, 8000],
    [/^scenery-/, 12000],
  ];
  let bad = 0;
  for (const [name, size] of written) {
    const lim = limits.find(([re]) => re.test(name))?.[1];
    if (lim && size >= lim) {
      bad++;
      console.error(`  ! ${name} is ${size} bytes (limit ${lim})`);
    }
  }
  console.log(`wrote ${written.length} files to ${OUT}`);
  if (bad) process.exitCode = 1;
}

await main();
