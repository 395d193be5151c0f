import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { storeImage, type MediaStorage, type StoredImage } from "#server/services/media.ts";

/**
 * Flat illustrations of the product families, drawn as SVG and stored through the
 * normal media pipeline. Nothing is downloaded and no text is baked into an image.
 */

export const IMAGE_SIZES = {
  square: [800, 800],
  tall: [750, 1000],
  article: [1200, 675],
  wide: [1600, 500],
  hero: [1920, 800],
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

interface Palette {
  bg: [string, string];
  glow: string;
  ground: [string, string];
  body: string;
  dark: string;
  accent: string;
  metal: string;
  deco: string;
}

const WARM_WHITE = "#faf7f0";
const CHARCOAL = "#1f2933";
const DEEP_GREEN = "#0f5132";
const LIME = "#8bc34a";

/** Colour variants; odd variants are also mirrored so neighbouring images differ. */
const PALETTES: Palette[] = [
  { bg: [WARM_WHITE, "#dfeccd"], glow: "#ffffff", ground: ["#a9d17a", LIME], body: LIME, dark: CHARCOAL, accent: DEEP_GREEN, metal: "#b9c3cc", deco: LIME },
  {
    bg: ["#17704a", "#0a3b25"],
    glow: "#2a8a5c",
    ground: [DEEP_GREEN, "#0a3b25"],
    body: LIME,
    dark: CHARCOAL,
    accent: WARM_WHITE,
    metal: "#d5dce2",
    deco: LIME,
  },
  { bg: ["#3a4856", CHARCOAL], glow: "#4b5b6a", ground: ["#2b3743", "#18212a"], body: LIME, dark: "#10171e", accent: "#c5e39a", metal: "#cfd7de", deco: LIME },
  {
    bg: ["#c2e396", "#86bd46"],
    glow: "#e2f2cc",
    ground: ["#3f7f3a", DEEP_GREEN],
    body: DEEP_GREEN,
    dark: CHARCOAL,
    accent: WARM_WHITE,
    metal: "#e6ebef",
    deco: WARM_WHITE,
  },
  {
    bg: ["#fbf6ea", "#eadfc6"],
    glow: "#ffffff",
    ground: ["#c9d9a4", "#9cbf6a"],
    body: DEEP_GREEN,
    dark: CHARCOAL,
    accent: LIME,
    metal: "#b3bcc4",
    deco: DEEP_GREEN,
  },
  {
    bg: ["#eef5ea", "#b7d6a3"],
    glow: "#ffffff",
    ground: ["#7fb450", "#5a9a3a"],
    body: LIME,
    dark: CHARCOAL,
    accent: DEEP_GREEN,
    metal: "#c2cbd3",
    deco: DEEP_GREEN,
  },
];

export const VARIANT_COUNT = PALETTES.length;

/** Each drawing fits a 400×300 box whose ground line is y = 290. */
type Drawing = (c: Palette) => string;

const wheel = (c: Palette, x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.dark}"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.42)}" fill="${c.metal}"/>`;

const batteryPack = (c: Palette, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(h / 4)}" fill="${c.dark}"/>` +
  `<rect x="${x + w * 0.12}" y="${y + h * 0.38}" width="${w * 0.76}" height="${Math.max(5, h * 0.18)}" rx="3" fill="${c.body === LIME ? LIME : c.accent}"/>`;

const stroke = (color: string, width: number) => `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const DRAWINGS = {
  mower: (c) =>
    `<path d="M128 182 L44 44" ${stroke(c.dark, 13)}/><rect x="18" y="28" width="60" height="18" rx="9" fill="${c.dark}"/>` +
    `<path d="M58 150 H132 L124 222 H66 Z" fill="${c.dark}" opacity="0.8"/>` +
    `<path d="M96 236 Q100 150 176 146 H318 Q364 146 372 196 L374 238 Z" fill="${c.body}"/>` +
    `<rect x="108" y="214" width="262" height="12" rx="6" fill="${c.dark}" opacity="0.22"/>` +
    batteryPack(c, 206, 118, 86, 34) +
    wheel(c, 134, 246, 42) +
    wheel(c, 334, 256, 32),
  robot: (c) =>
    `<path d="M58 252 Q62 168 204 160 Q346 168 350 252 Z" fill="${c.body}"/>` +
    `<path d="M132 190 Q204 150 290 184 Q236 208 140 206 Z" fill="${c.dark}" opacity="0.85"/>` +
    `<circle cx="262" cy="186" r="12" fill="${c.accent}"/>` +
    `<rect x="52" y="240" width="304" height="20" rx="10" fill="${c.dark}"/>` +
    `<path d="M204 160 V128" ${stroke(c.dark, 6)}/><circle cx="204" cy="124" r="8" fill="${c.accent}"/>` +
    wheel(c, 108, 262, 28) +
    wheel(c, 312, 270, 18),
  chainsaw: (c) =>
    `<path d="M210 186 H372 A26 26 0 0 1 372 238 H210 Z" fill="${c.metal}"/>` +
    `<path d="M210 180 H372 A32 32 0 0 1 372 244 H210" fill="none" stroke="${c.dark}" stroke-width="6" stroke-dasharray="7 5"/>` +
    `<path d="M72 164 Q72 120 122 116 H222 Q252 116 252 150 V234 Q252 256 226 256 H96 Q72 256 72 232 Z" fill="${c.body}"/>` +
    `<path d="M102 122 Q158 36 242 112" ${stroke(c.dark, 16)}/>` +
    `<path d="M74 196 H24 Q8 196 8 212 V236 Q8 252 24 252 H80" ${stroke(c.dark, 16)}/>` +
    `<path d="M252 118 L280 82" ${stroke(c.dark, 12)}/>` +
    batteryPack(c, 110, 168, 96, 58),
  pole: (c) =>
    `<path d="M40 280 L300 70" ${stroke(c.metal, 12)}/>` +
    `<g transform="rotate(-39 49 261)"><rect x="14" y="236" width="78" height="50" rx="12" fill="${c.body}"/>${batteryPack(c, 24, 246, 56, 30)}</g>` +
    `<path d="M110 214 L136 192" ${stroke(c.dark, 18)}/>` +
    `<rect x="268" y="48" width="64" height="48" rx="12" fill="${c.body}" transform="rotate(-39 300 72)"/>` +
    `<path d="M318 70 L392 10" ${stroke(c.metal, 18)}/><path d="M318 70 L392 10" fill="none" stroke="${c.dark}" stroke-width="4" stroke-dasharray="6 5"/>`,
  trimmer: (c) =>
    `<path d="M76 52 L322 238" ${stroke(c.metal, 12)}/>` +
    `<g transform="rotate(37 74 48)"><rect x="22" y="18" width="104" height="60" rx="14" fill="${c.body}"/>${batteryPack(c, 40, 30, 66, 30)}</g>` +
    `<path d="M162 110 Q196 58 236 118" ${stroke(c.dark, 13)}/>` +
    `<path d="M270 226 A66 66 0 0 1 388 238" ${stroke(c.body, 16)}/>` +
    `<circle cx="326" cy="252" r="26" fill="${c.dark}"/>` +
    `<path d="M326 266 L276 288 M326 266 L378 286" ${stroke(c.accent, 4)}/>`,
  hedge: (c) =>
    `<rect x="214" y="168" width="178" height="26" fill="${c.metal}"/>` +
    `<path d="${teeth(214, 392, 168, -12)} ${teeth(214, 392, 194, 12)}" fill="${c.metal}"/>` +
    `<rect x="214" y="178" width="178" height="6" fill="${c.dark}" opacity="0.35"/>` +
    `<path d="M40 152 Q40 120 82 118 H204 Q232 118 232 150 V212 Q232 238 204 238 H82 Q40 238 40 206 Z" fill="${c.body}"/>` +
    `<path d="M196 124 Q150 36 104 124" ${stroke(c.dark, 15)}/>` +
    `<path d="M44 158 Q-2 182 44 230" ${stroke(c.dark, 15)}/>` +
    `<rect x="226" y="122" width="14" height="108" rx="7" fill="${c.dark}"/>` +
    batteryPack(c, 80, 164, 96, 50),
  blower: (c) =>
    `<path d="M196 152 L378 176 L378 206 L196 220 Z" fill="${c.body}"/>` +
    `<rect x="370" y="172" width="18" height="38" rx="5" fill="${c.dark}"/>` +
    `<circle cx="150" cy="186" r="66" fill="${c.body}"/><circle cx="150" cy="186" r="38" fill="${c.dark}" opacity="0.85"/>` +
    `<path d="M100 128 Q150 58 210 130" ${stroke(c.dark, 16)}/>` +
    batteryPack(c, 96, 240, 110, 36) +
    `<path d="M404 176 H470 M404 192 H490 M404 208 H462" ${stroke(c.deco, 6)} stroke-dasharray="18 10" opacity="0.7"/>`,
  battery: (c) =>
    `<rect x="122" y="44" width="156" height="44" rx="12" fill="${c.dark}" opacity="0.85"/>` +
    `<rect x="88" y="72" width="224" height="200" rx="28" fill="${c.dark}"/>` +
    `<rect x="88" y="150" width="224" height="24" fill="${c.body === LIME ? LIME : c.accent}"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${136 + i * 36}" y="212" width="26" height="12" rx="6" fill="${LIME}" opacity="${i < 3 ? 1 : 0.3}"/>`).join(""),
  charger: (c) =>
    `<path d="M46 252 C0 252 12 290 -40 290" ${stroke(c.dark, 8)}/>` +
    `<path d="M46 216 Q46 188 78 188 H322 Q354 188 354 216 V258 Q354 276 336 276 H64 Q46 276 46 258 Z" fill="${c.body}"/>` +
    `<path d="M80 250 H150 M80 262 H150" ${stroke(c.dark, 5)} opacity="0.35"/>` +
    `<rect x="118" y="84" width="164" height="116" rx="20" fill="${c.dark}"/>` +
    `<rect x="118" y="128" width="164" height="18" fill="${LIME}"/>` +
    `<circle cx="306" cy="234" r="9" fill="${c.accent}"/>`,
  washer: (c) =>
    `<path d="M94 112 V42 H168 V112" ${stroke(c.dark, 12)}/>` +
    `<rect x="68" y="108" width="128" height="156" rx="24" fill="${c.body}"/>` +
    batteryPack(c, 92, 130, 80, 44) +
    wheel(c, 160, 266, 24) +
    `<path d="M196 212 C270 212 230 122 292 122" ${stroke(c.dark, 7)}/>` +
    `<path d="M284 110 H332 V132 H300 L296 156 H282 Z" fill="${c.dark}"/>` +
    `<path d="M332 120 H382" ${stroke(c.metal, 7)}/>` +
    `<path d="M388 120 L430 96 M388 120 L434 120 M388 120 L430 144" ${stroke(c.deco, 4)} opacity="0.7"/>`,
  drill: (c) =>
    `<path d="M96 96 H286 Q306 96 306 120 V150 Q306 168 286 168 H206 L190 232 H134 L154 168 H96 Q70 168 70 132 Q70 96 96 96 Z" fill="${c.body}"/>` +
    `<rect x="304" y="108" width="40" height="50" rx="9" fill="${c.dark}"/>` +
    `<rect x="342" y="126" width="56" height="14" rx="3" fill="${c.metal}"/>` +
    `<rect x="196" y="172" width="14" height="26" rx="6" fill="${c.dark}"/>` +
    `<circle cx="112" cy="132" r="16" fill="${c.dark}" opacity="0.3"/>` +
    batteryPack(c, 100, 226, 124, 52),
  tiller: (c) =>
    `<path d="M196 168 L70 52" ${stroke(c.dark, 12)}/><rect x="40" y="36" width="64" height="18" rx="9" fill="${c.dark}"/>` +
    `<rect x="160" y="126" width="126" height="86" rx="20" fill="${c.body}"/>` +
    batteryPack(c, 184, 100, 80, 32) +
    `<path d="M130 230 Q220 168 330 230 Z" fill="${c.dark}"/>` +
    [186, 276]
      .map((x) => `<circle cx="${x}" cy="252" r="30" ${stroke(c.metal, 9)} stroke-dasharray="11 8"/><circle cx="${x}" cy="252" r="9" fill="${c.dark}"/>`)
      .join(""),
  snow: (c) =>
    `<path d="M168 166 L66 50" ${stroke(c.dark, 12)}/><rect x="36" y="34" width="64" height="18" rx="9" fill="${c.dark}"/>` +
    `<rect x="136" y="138" width="140" height="92" rx="18" fill="${c.body}"/>` +
    batteryPack(c, 156, 112, 84, 32) +
    `<path d="M262 146 H360 Q384 146 384 170 V262 H262 Z" fill="${c.dark}"/>` +
    `<path d="M282 176 L364 246 M282 216 L340 262 M312 162 L376 216" ${stroke(c.metal, 6)}/>` +
    `<path d="M300 146 L306 78 Q310 58 336 62 L354 68" ${stroke(c.body, 20)}/>` +
    wheel(c, 176, 254, 34),
  light: (c) =>
    `<path d="M200 176 L128 288 M200 176 L272 288 M200 176 V288" ${stroke(c.dark, 8)}/>` +
    `<path d="M200 176 V126" ${stroke(c.dark, 12)}/>` +
    `<rect x="126" y="36" width="148" height="96" rx="18" fill="${c.body}"/>` +
    `<rect x="142" y="52" width="116" height="64" rx="10" fill="#fff8d6"/>` +
    `<path d="M100 50 L60 30 M96 84 H46 M100 118 L60 138 M300 50 L340 30 M304 84 H354 M300 118 L340 138" ${stroke(c.deco, 6)} opacity="0.6"/>` +
    batteryPack(c, 160, 200, 80, 30),
  vacuum: (c) =>
    `<path d="M246 158 C326 158 300 252 352 252" ${stroke(c.dark, 14)}/>` +
    `<rect x="338" y="242" width="54" height="22" rx="7" fill="${c.dark}"/>` +
    `<rect x="70" y="124" width="176" height="140" rx="30" fill="${c.body}"/>` +
    `<rect x="60" y="104" width="196" height="40" rx="16" fill="${c.dark}"/>` +
    batteryPack(c, 112, 78, 92, 30) +
    `<path d="M100 190 H216" ${stroke(c.dark, 6)} opacity="0.25"/>` +
    wheel(c, 96, 272, 16) +
    wheel(c, 220, 272, 16),
  leaf: (c) =>
    `<path d="M70 270 C70 120 196 36 352 36 C352 188 246 270 70 270 Z" fill="${c.body}"/>` +
    `<path d="M70 270 C150 200 236 126 340 48" ${stroke(c.accent, 7)}/>` +
    `<path d="M150 200 L140 134 M200 156 L196 96 M250 116 L252 70 M150 200 L214 214 M200 156 L268 170 M250 116 L308 124" ${stroke(c.accent, 4)} opacity="0.8"/>`,
  scene: (c) =>
    `<circle cx="112" cy="70" r="36" fill="#f4c95d" opacity="0.9"/>` +
    `<path d="M-20 290 Q110 150 250 290 Z" fill="${c.body}" opacity="0.55"/>` +
    `<path d="M150 290 Q300 170 420 290 Z" fill="${c.body}"/>` +
    `<rect x="282" y="150" width="14" height="80" rx="6" fill="${c.dark}"/>` +
    `<circle cx="289" cy="140" r="40" fill="${c.body}"/><circle cx="266" cy="162" r="26" fill="${c.body}"/><circle cx="312" cy="164" r="26" fill="${c.body}"/>` +
    `<circle cx="289" cy="140" r="40" fill="${c.dark}" opacity="0.15"/>` +
    `<path d="M40 250 H60 M70 262 H96 M190 268 H220" ${stroke(c.dark, 4)} opacity="0.2"/>`,
} satisfies Record<string, Drawing>;

export type ImageKind = keyof typeof DRAWINGS;

/** A kind of drawing in one colour variant; the size is chosen where it is used. */
export interface Art {
  kind: ImageKind;
  variant: number;
}

export const art = (kind: ImageKind, variant = 0): Art => ({ kind, variant: variant % VARIANT_COUNT });

/** A saw-tooth edge from x1 to x2 along y, pointing `depth` pixels up (negative) or down. */
function teeth(x1: number, x2: number, y: number, depth: number): string {
  let d = `M${x1} ${y}`;
  for (let x = x1; x + 12 <= x2; x += 12) d += ` L${x + 6} ${y + depth} L${x + 12} ${y}`;
  return `${d} Z`;
}

/** Deterministic pseudo-random numbers, so a variant always looks the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Placement {
  cx: number;
  cy: number;
  scale: number;
}

/** Wide banners keep the left side free for overlaid text; other formats centre the drawing. */
function placement(width: number, height: number): Placement {
  const ratio = width / height;
  if (ratio >= 2.2) return { cx: width * 0.7, cy: height * 0.5, scale: Math.min((width * 0.4) / 400, (height * 0.68) / 300) };
  if (ratio < 0.9) return { cx: width / 2, cy: height * 0.56, scale: (width * 0.74) / 400 };
  return { cx: width / 2, cy: height / 2, scale: Math.min((width * 0.66) / 400, (height * 0.66) / 300) };
}

function decorations(c: Palette, width: number, height: number, seed: number): string {
  const next = random(seed);
  const unit = Math.min(width, height);
  const dots = Array.from({ length: 7 }, () => {
    const r = unit * (0.015 + next() * 0.05);
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="${c.deco}" opacity="${(0.1 + next() * 0.15).toFixed(2)}"/>`;
  });
  const leaves = Array.from({ length: 4 }, () => {
    const s = (unit / 400) * (0.5 + next() * 0.7);
    const x = next() * width;
    const y = next() * height * 0.6;
    return `<path transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${(next() * 360).toFixed(0)}) scale(${s.toFixed(2)})" d="M0 0 C0 -30 24 -48 56 -48 C56 -16 32 0 0 0 Z" fill="${c.deco}" opacity="0.22"/>`;
  });
  return dots.join("") + leaves.join("");
}

function ground(c: Palette, width: number, top: number, height: number, seed: number): string {
  const next = random(seed + 7);
  const wave = Math.max(6, (height - top) * 0.12);
  let d = `M0 ${top}`;
  for (let x = 0; x < width; x += width / 6) d += ` Q${x + width / 12} ${top - wave * (0.5 + next())} ${x + width / 6} ${top}`;
  return `<path d="${d} V${height} H0 Z" fill="url(#ground)"/>`;
}

/** The complete SVG for one drawing at one size. */
export function illustration(kind: ImageKind, variant: number, width: number, height: number): string {
  const c = PALETTES[variant % VARIANT_COUNT]!;
  const { cx, cy, scale } = placement(width, height);
  const mirror = variant % 2 === 1 ? -1 : 1;
  const groundTop = Math.min(height * 0.96, cy + 140 * scale);
  const seed = variant * 131 + kind.length * 17 + width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.ground[0]}"/><stop offset="1" stop-color="${c.ground[1]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${c.glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${decorations(c, width, height, seed)}
<circle cx="${cx}" cy="${cy}" r="${(250 * scale).toFixed(0)}" fill="url(#glow)"/>
${ground(c, width, groundTop, height, seed)}
<g transform="translate(${cx} ${cy}) scale(${(mirror * scale).toFixed(3)} ${scale.toFixed(3)}) translate(-200 -150)">
<ellipse cx="210" cy="290" rx="175" ry="12" fill="#000" opacity="0.14"/>
${DRAWINGS[kind](c)}
</g>
</svg>`;
}

export interface PaintedImage extends StoredImage {
  name: string;
}

/** Renders each distinct (kind, variant, size) once and hands out its URL. */
export interface Painter {
  paint(art: Art, size: ImageSize): Promise<string>;
  painted(): Promise<PaintedImage[]>;
}

/**
 * Where encoded demo images are kept between runs: `npm run build` fills it
 * (scripts/prepare-demo-images.ts), so the first start copies files instead of spending
 * seconds in the encoder. Each image is an `<name>.json` manifest written after its files.
 */
export const PREPARED_DEMO_IMAGES = resolve(import.meta.dirname, "../../../build/demo-images");

interface PreparedImage {
  stored: StoredImage;
  files: { fileName: string; contentType: string }[];
}

export function createPainter(storage: MediaStorage, prepared: string | undefined = PREPARED_DEMO_IMAGES): Painter {
  const cache = new Map<string, Promise<PaintedImage>>();
  async function encode(name: string, svg: Buffer): Promise<StoredImage> {
    const files: PreparedImage["files"] = [];
    const recording: MediaStorage = {
      async put(fileName, body, contentType) {
        if (prepared) {
          await mkdir(dirname(join(prepared, "files", fileName)), { recursive: true });
          await writeFile(join(prepared, "files", fileName), body);
          files.push({ fileName, contentType });
        }
        return storage.put(fileName, body, contentType);
      },
      remove: (url) => storage.remove(url),
      setHidden: (url, hidden) => storage.setHidden(url, hidden),
    };
    const stored = await storeImage(recording, svg, name);
    if (prepared) {
      // Written last and renamed into place: a manifest always names complete files.
      const manifest = join(prepared, `${name}.json`);
      await writeFile(`${manifest}.${process.pid}.tmp`, JSON.stringify({ stored, files } satisfies PreparedImage));
      await rename(`${manifest}.${process.pid}.tmp`, manifest);
    }
    return stored;
  }
  /** The same encoded files as a previous run, stored again (so the URLs are the storage's own). */
  async function replay(name: string): Promise<StoredImage | undefined> {
    if (!prepared) return undefined;
    let manifest: PreparedImage;
    try {
      manifest = JSON.parse(await readFile(join(prepared, `${name}.json`), "utf8")) as PreparedImage;
    } catch {
      return undefined;
    }
    const urls: string[] = [];
    for (const { fileName, contentType } of manifest.files)
      urls.push(await storage.put(fileName, await readFile(join(prepared, "files", fileName)), contentType));
    if (urls.length !== manifest.stored.variants.length + 1) return undefined;
    return { ...manifest.stored, url: urls[0]!, variants: manifest.stored.variants.map((variant, index) => ({ ...variant, url: urls[index + 1]! })) };
  }
  function render(art: Art, size: ImageSize): Promise<PaintedImage> {
    const name = `${art.kind}-${art.variant}-${size}`;
    let job = cache.get(name);
    if (!job) {
      const [width, height] = IMAGE_SIZES[size];
      job = (async () => {
        const stored = (await replay(name).catch(() => undefined)) ?? (await encode(name, Buffer.from(illustration(art.kind, art.variant, width, height))));
        return { ...stored, name };
      })();
      cache.set(name, job);
    }
    return job;
  }
  return {
    paint: async (art, size) => (await render(art, size)).url,
    painted: () => Promise.all(cache.values()),
  };
}
