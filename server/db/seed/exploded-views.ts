/**
 * Exploded-view line drawings of the demo content (decision 084), drawn here from primitives: each
 * assembly is pulled apart along its centre lines, every part has a leader line, and the leader's free end is where its
 * numbered hotspot sits. 800 × 600 user units, black lines on white, no text (the numbers are the page's hotspots).
 */

export interface DrawnPart {
  number: number;
  /** The free end of the part's leader line: the hotspot's position, in drawing units. */
  at: [number, number];
}

export interface Drawing {
  svg: string;
  parts: DrawnPart[];
}

export const VIEW = { width: 800, height: 600 } as const;

type Point = [number, number];

const f = (n: number) => Number(n.toFixed(1));
const pts = (list: Point[]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

const line = (a: Point, b: Point, extra = "") => `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}"${extra}/>`;
const poly = (list: Point[], closed = true, extra = "") => `<${closed ? "polygon" : "polyline"} points="${pts(list)}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, r = 0, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${r ? ` rx="${r}"` : ""}${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, extra = "") => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, extra = "") => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${extra}/>`;
const path = (d: string, extra = "") => `<path d="${d}"${extra}/>`;
const thin = ' stroke-width="0.8"';
const hidden = ' stroke-width="0.8" stroke-dasharray="4 3"';

/** Dash-dot centre line, the axis a part was pulled along. */
const axis = (a: Point, b: Point) => line(a, b, ' stroke="#64748b" stroke-width="0.7" stroke-dasharray="14 3 2 3"');

/** A hexagon-head bolt seen from the side, its axis from `at` in direction `angle` (degrees), `length` long. */
function bolt(at: Point, length: number, angle: number, size = 1): string {
  const w = 7 * size;
  const head = 6 * size;
  const body = [
    rect(-head, -w, head, 2 * w, 0),
    line([-head, -w / 3], [0, -w / 3], thin),
    line([-head, w / 3], [0, w / 3], thin),
    rect(0, -w / 2, length, w, 0),
    ...Array.from({ length: Math.max(2, Math.floor(length / (4 * size)) - 1) }, (_, i) =>
      line([length * 0.35 + i * 4 * size, -w / 2], [length * 0.35 + i * 4 * size + 2 * size, w / 2], thin),
    ).filter((_, i) => length * 0.35 + i * 4 * size + 2 * size < length),
  ];
  return `<g transform="translate(${f(at[0])} ${f(at[1])}) rotate(${angle})">${body.join("")}</g>`;
}

/** A washer seen at an angle. */
const washer = (c: Point, r: number) => ellipse(c[0], c[1], r * 0.45, r) + ellipse(c[0], c[1], r * 0.2, r * 0.45, thin);

/** A wheel seen three-quarters: tyre with tread, rim, hub. */
function wheel(c: Point, r: number, depth: number): string {
  const [x, y] = c;
  const tread = Array.from({ length: 11 }, (_, i) => {
    const a = (-80 + i * 16) * (Math.PI / 180);
    const p: Point = [x + Math.cos(a) * r * 0.42, y + Math.sin(a) * r];
    return line(p, [p[0] + depth, p[1]], thin);
  });
  return [
    path(`M${f(x)},${f(y - r)} L${f(x + depth)},${f(y - r)} A${f(r * 0.42)},${f(r)} 0 0 1 ${f(x + depth)},${f(y + r)} L${f(x)},${f(y + r)}`),
    ellipse(x, y, r * 0.42, r, ' fill="#fff"'),
    ellipse(x, y, r * 0.3, r * 0.72, thin),
    ellipse(x, y, r * 0.1, r * 0.24),
    ...[0, 60, 120].map((deg) => {
      const a = (deg * Math.PI) / 180;
      return line([x + Math.cos(a) * r * 0.04, y + Math.sin(a) * r * 0.1], [x + Math.cos(a) * r * 0.28, y + Math.sin(a) * r * 0.68], thin);
    }),
    ...tread,
  ].join("");
}

/** An isometric box: front face at (x, y) w × h, pushed back by d up and to the right. */
function box(x: number, y: number, w: number, h: number, d: number, extra = ' fill="#fff"'): string {
  const dx = d * 0.8;
  const dy = d * 0.5;
  return [
    poly(
      [
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ],
      true,
      extra,
    ),
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      true,
      extra,
    ),
    rect(x, y, w, h, 0, extra),
  ].join("");
}

/** A cylinder lying along x, from x0 to x1, radius r (its end seen as an ellipse). */
function cylinder(x0: number, x1: number, cy: number, r: number, extra = ' fill="#fff"'): string {
  return [
    path(`M${f(x0)},${f(cy - r)} L${f(x1)},${f(cy - r)} A${f(r * 0.35)},${f(r)} 0 0 1 ${f(x1)},${f(cy + r)} L${f(x0)},${f(cy + r)}`, extra),
    ellipse(x0, cy, r * 0.35, r, extra),
  ].join("");
}

/** A leader line from the part to its free end, with a small dot on the part. */
const leader = (from: Point, to: Point) => line(from, to, ' stroke-width="0.9"') + circle(from[0], from[1], 2.2, ' fill="#1f2933" stroke="none"');

interface Piece {
  number: number;
  draw: string;
  from: Point;
  at: Point;
}

function compose(title: string, axes: string[], pieces: Piece[]): Drawing {
  const body = [
    `<title>${title}</title>`,
    `<g fill="none" stroke="#1f2933" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round">`,
    ...axes,
    ...pieces.map((piece) => piece.draw),
    ...pieces.map((piece) => leader(piece.from, piece.at)),
    `</g>`,
  ].join("");
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW.width} ${VIEW.height}">${rect(0, 0, VIEW.width, VIEW.height, 0, ' fill="#fff" stroke="none"')}${body}</svg>`,
    parts: pieces.map(({ number, at }) => ({ number, at })),
  };
}

/* ---------- Push and self-propelled mowers ---------- */

/** A walk-behind mower: handle, grass box, deck, blade stack, wheels, battery bay. `drive` adds the rear drive gearbox. */
export function mowerDrawing(title: string, drive: boolean): Drawing {
  const deck = [
    path(
      "M250,330 C250,290 300,270 380,268 L520,268 C600,270 640,295 640,335 L640,360 C640,372 630,378 618,378 L272,378 C258,378 250,370 250,358 Z",
      ' fill="#fff"',
    ),
    path("M268,300 C300,284 350,280 400,280 L510,280 C570,282 610,292 628,312", thin),
    ellipse(445, 318, 62, 20, thin),
    rect(420, 246, 52, 24, 4, ' fill="#fff"'),
    line([250, 345], [640, 345], thin),
  ].join("");
  const battery = [box(430, 186, 64, 30, 22), line([436, 196], [488, 196], thin), rect(446, 176, 30, 6, 2)].join("");
  const cover = [path("M404,150 L480,118 L560,118 L500,150 Z", ' fill="#fff"'), line([470, 138], [520, 128], thin), rect(500, 120, 14, 6, 2, thin)].join("");
  const motor = [cylinder(420, 470, 226, 20), ...[0, 1, 2, 3].map((i) => line([428 + i * 10, 208], [428 + i * 10, 244], thin))].join("");
  const blade = [
    path("M300,452 L312,442 L430,448 L460,444 L590,438 L602,448 L590,456 L460,462 L430,458 L312,462 Z", ' fill="#fff"'),
    path("M312,442 L322,430 L338,440", thin),
    path("M590,438 L582,426 L566,436", thin),
    ellipse(445, 452, 10, 4),
  ].join("");
  const adapter = [cylinder(430, 462, 412, 9), ellipse(446, 412, 3, 6, thin)].join("");
  const handleUpper = [
    path("M140,40 L90,110 M240,40 L190,110", ' stroke-width="5"'),
    path("M140,40 C150,28 230,28 240,40", ' stroke-width="5"'),
    path("M140,40 C150,28 230,28 240,40", ' stroke="#fff" stroke-width="2.4"'),
  ].join("");
  const switchBar = [path("M132,52 C150,42 230,42 246,52 L250,66 C232,56 150,56 128,66 Z", ' fill="#fff"'), rect(176, 30, 28, 16, 3, ' fill="#fff"')].join("");
  const handleLower = [
    line([90, 120], [200, 262], ' stroke-width="5"'),
    line([190, 120], [290, 250], ' stroke-width="5"'),
    line([90, 120], [200, 262], ' stroke="#fff" stroke-width="2.4"'),
    line([190, 120], [290, 250], ' stroke="#fff" stroke-width="2.4"'),
  ].join("");
  const knob = [circle(112, 146, 9, ' fill="#fff"'), path("M106,146 L80,160 L84,168 L112,154", ' fill="#fff"')].join("");
  const grassBox = [
    path("M60,250 L210,226 L250,300 L250,370 L104,392 L60,330 Z", ' fill="#fff"'),
    path("M60,250 L104,318 L250,300", thin),
    line([104, 318], [104, 392], thin),
    ...Array.from({ length: 7 }, (_, i) => line([118 + i * 18, 330 - i * 2.5], [118 + i * 18, 380 - i * 2.5], hidden)),
  ].join("");
  const wheelFront = wheel([680, 384], 42, 16);
  const wheelRear = wheel([214, 404], drive ? 52 : 46, 18);
  const heightLever = [path("M590,232 L606,228 L622,290 L612,294 Z", ' fill="#fff"'), rect(598, 214, 14, 18, 4, ' fill="#fff"')].join("");
  const plug = [path("M300,214 L360,204 L372,236 L312,248 Z", ' fill="#fff"'), line([312, 220], [362, 212], thin), rect(326, 196, 20, 10, 3)].join("");
  const gearbox = drive ? [box(160, 470, 64, 36, 20), cylinder(130, 160, 488, 8), cylinder(224, 266, 488, 8)].join("") : "";
  const pieces: Piece[] = [
    { number: 1, draw: handleUpper, from: [240, 46], at: [286, 40] },
    { number: 2, draw: switchBar, from: [190, 38], at: [190, 12] },
    { number: 3, draw: handleLower, from: [240, 185], at: [290, 150] },
    { number: 4, draw: knob, from: [84, 164], at: [40, 172] },
    { number: 5, draw: grassBox, from: [70, 290], at: [30, 268] },
    { number: 6, draw: cover, from: [540, 122], at: [600, 100] },
    { number: 7, draw: blade, from: [596, 446], at: [660, 470] },
    { number: 8, draw: bolt([445, 540], 28, -90), from: [452, 520], at: [500, 546] },
    { number: 9, draw: adapter, from: [462, 414], at: [520, 420] },
    { number: 10, draw: deck, from: [630, 320], at: [700, 300] },
    { number: 11, draw: wheelFront, from: [704, 350], at: [750, 330] },
    { number: 12, draw: wheelRear, from: [196, 440], at: [160, 560] },
    { number: 13, draw: heightLever, from: [618, 272], at: [680, 250] },
    { number: 14, draw: battery, from: [494, 200], at: [560, 190] },
    { number: 15, draw: plug, from: [304, 236], at: [266, 250] },
    { number: 16, draw: motor, from: [470, 240], at: [540, 250] },
  ];
  if (drive) pieces.push({ number: 17, draw: gearbox, from: [224, 500], at: [300, 530] });
  return compose(title, [axis([445, 150], [445, 560]), axis([214, 404], [680, 384]), axis([90, 110], [300, 260])], pieces);
}

/* ---------- Grass trimmer ---------- */

export function trimmerDrawing(title: string): Drawing {
  const shaft = [line([120, 120], [560, 400], ' stroke-width="9"'), line([120, 120], [560, 400], ' stroke="#fff" stroke-width="6"')].join("");
  const motorHousing = [box(92, 70, 70, 60, 28), ...[0, 1, 2, 3, 4].map((i) => line([100 + i * 12, 80], [100 + i * 12, 120], thin))].join("");
  const batteryPack = [box(40, 180, 80, 40, 26), rect(54, 170, 40, 8, 3), line([46, 196], [114, 196], thin)].join("");
  const assistHandle = [
    path("M280,150 C300,120 350,120 370,150 L360,158 C344,134 306,134 290,158 Z", ' fill="#fff"'),
    rect(312, 188, 28, 26, 4, ' fill="#fff"'),
    line([326, 158], [326, 188], ' stroke-width="5"'),
  ].join("");
  const guard = [path("M520,470 C540,420 640,410 690,440 L680,456 C640,430 560,436 536,476 Z", ' fill="#fff"'), line([600, 424], [606, 444], thin)].join("");
  const knife = [rect(670, 450, 20, 8, 2, ' fill="#fff"'), line([674, 454], [688, 454], thin)].join("");
  const head = [
    cylinder(560, 610, 486, 24),
    ellipse(610, 486, 8, 24, thin),
    ...[0, 1, 2].map((i) => line([570 + i * 12, 462], [570 + i * 12, 510], thin)),
  ].join("");
  const spool = [cylinder(640, 676, 536, 18), ellipse(658, 536, 4, 14, thin), path("M676,530 L720,520 M676,542 L720,552", thin)].join("");
  const spoolCap = [ellipse(740, 560, 12, 28, ' fill="#fff"'), ellipse(740, 560, 5, 12, thin), path("M728,540 L752,540 M728,580 L752,580", thin)].join("");
  const line2 = [path("M600,320 C640,300 700,300 720,330 C740,360 690,380 660,360 C640,346 660,330 690,336", thin)].join("");
  const spring = [path("M620,556 l6,-8 l6,16 l6,-16 l6,16 l6,-16 l6,8", thin)].join("");
  const gear = [ellipse(470, 420, 16, 30, ' fill="#fff"'), ellipse(470, 420, 6, 12, thin), cylinder(486, 520, 420, 6)].join("");
  const pieces: Piece[] = [
    { number: 1, draw: motorHousing, from: [162, 82], at: [220, 40] },
    { number: 2, draw: batteryPack, from: [40, 200], at: [20, 260] },
    { number: 3, draw: shaft, from: [400, 298], at: [440, 250] },
    { number: 4, draw: assistHandle, from: [370, 150], at: [420, 120] },
    { number: 5, draw: gear, from: [470, 392], at: [420, 360] },
    { number: 6, draw: guard, from: [536, 470], at: [480, 520] },
    { number: 7, draw: knife, from: [690, 454], at: [740, 430] },
    { number: 8, draw: head, from: [598, 466], at: [620, 420] },
    { number: 9, draw: spool, from: [660, 520], at: [680, 490] },
    { number: 10, draw: spring, from: [636, 556], at: [600, 586] },
    { number: 11, draw: spoolCap, from: [752, 560], at: [780, 520] },
    { number: 12, draw: line2, from: [720, 330], at: [760, 300] },
    { number: 13, draw: bolt([250, 230], 30, -60, 0.8), from: [250, 230], at: [196, 262] },
  ];
  return compose(title, [axis([120, 120], [600, 430]), axis([560, 486], [780, 566])], pieces);
}

/* ---------- Chainsaw ---------- */

export function chainsawDrawing(title: string): Drawing {
  const body = [
    path("M110,250 L300,250 C330,250 340,270 340,300 L340,360 C340,380 326,390 306,390 L130,390 C116,390 104,380 104,366 Z", ' fill="#fff"'),
    path("M130,250 C120,200 150,170 200,170 L250,170 C280,170 300,200 300,250", ' fill="none" stroke-width="5"'),
    line([120, 300], [330, 300], thin),
    ...[0, 1, 2, 3, 4, 5].map((i) => line([140 + i * 14, 320], [140 + i * 14, 370], thin)),
  ].join("");
  const battery = [box(150, 420, 100, 44, 26), rect(170, 410, 50, 8, 3), line([156, 440], [244, 440], thin)].join("");
  const sprocketCover = [
    path("M380,270 L470,262 C490,262 500,276 500,296 L500,352 C500,370 488,380 470,380 L380,384 Z", ' fill="#fff"'),
    circle(440, 322, 12),
    circle(440, 322, 5, thin),
  ].join("");
  const bar = [
    path("M520,300 L740,292 C760,292 770,306 770,320 C770,334 760,346 740,346 L520,340 Z", ' fill="#fff"'),
    line([540, 320], [740, 318], hidden),
    circle(740, 319, 9, thin),
    rect(540, 312, 40, 14, 6, thin),
  ].join("");
  const chain = [
    path("M520,284 L742,276 C776,276 788,300 788,320 C788,342 776,364 742,364 L520,356", ' stroke-dasharray="6 3"'),
    ...Array.from({ length: 10 }, (_, i) => path(`M${540 + i * 20},${283 - i * 0.7} l6,-8 l6,8`, thin)),
  ].join("");
  const sprocket = [
    circle(420, 480, 22, ' fill="#fff"'),
    ...Array.from({ length: 7 }, (_, i) => {
      const a = ((i * 360) / 7) * (Math.PI / 180);
      return line([420 + Math.cos(a) * 14, 480 + Math.sin(a) * 14], [420 + Math.cos(a) * 26, 480 + Math.sin(a) * 26], ' stroke-width="3"');
    }),
    circle(420, 480, 6, thin),
  ].join("");
  const brake = [path("M300,120 C320,100 380,100 400,130 L410,170 L396,174 L386,136 C372,116 330,116 314,132 Z", ' fill="#fff"')].join("");
  const tensioner = [circle(620, 440, 16, ' fill="#fff"'), circle(620, 440, 6, thin), rect(612, 456, 16, 30, 3, ' fill="#fff"')].join("");
  const oilCap = [
    ellipse(230, 120, 26, 10, ' fill="#fff"'),
    path("M204,120 L204,134 C204,142 256,142 256,134 L256,120", ' fill="#fff"'),
    rect(220, 100, 20, 12, 3),
  ].join("");
  const oilPump = [box(490, 420, 46, 30, 16), cylinder(536, 566, 440, 5)].join("");
  const trigger = [path("M150,200 C150,220 160,232 176,236 L180,226 C168,222 162,212 164,200 Z", ' fill="#fff"')].join("");
  const catcher = [path("M340,420 L364,420 L364,450 L346,456 Z", ' fill="#fff"')].join("");
  const pieces: Piece[] = [
    { number: 1, draw: body, from: [320, 260], at: [360, 230] },
    { number: 2, draw: brake, from: [400, 130], at: [450, 110] },
    { number: 3, draw: oilCap, from: [256, 124], at: [290, 80] },
    { number: 4, draw: trigger, from: [156, 214], at: [100, 180] },
    { number: 5, draw: battery, from: [150, 446], at: [100, 500] },
    { number: 6, draw: sprocketCover, from: [490, 290], at: [520, 240] },
    { number: 7, draw: bar, from: [700, 342], at: [720, 400] },
    { number: 8, draw: chain, from: [760, 290], at: [780, 240] },
    { number: 9, draw: sprocket, from: [440, 494], at: [480, 540] },
    { number: 10, draw: tensioner, from: [628, 480], at: [660, 520] },
    { number: 11, draw: oilPump, from: [510, 450], at: [560, 570] },
    { number: 12, draw: catcher, from: [362, 446], at: [330, 520] },
    { number: 13, draw: bolt([470, 200], 30, 90, 0.8) + bolt([500, 200], 30, 90, 0.8), from: [500, 222], at: [560, 190] },
  ];
  return compose(title, [axis([300, 320], [790, 320]), axis([420, 320], [420, 520]), axis([200, 390], [200, 440])], pieces);
}

/* ---------- Hedge trimmer ---------- */

export function hedgeTrimmerDrawing(title: string): Drawing {
  const housing = [
    path(
      "M80,250 C80,210 120,190 170,190 L330,190 C370,190 390,214 390,250 L390,300 C390,330 370,344 340,344 L120,344 C96,344 80,326 80,300 Z",
      ' fill="#fff"',
    ),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => line([140 + i * 16, 220], [140 + i * 16, 250], thin)),
    line([90, 270], [380, 270], thin),
  ].join("");
  const frontHandle = [path("M200,180 C200,120 260,96 300,120 L320,180 L306,184 L290,134 C266,116 218,132 214,182 Z", ' fill="#fff"')].join("");
  const rearHandle = [
    path("M40,240 C20,240 10,260 10,290 C10,330 30,344 60,344 L70,330 C44,330 28,320 28,290 C28,266 36,256 50,256 Z", ' fill="#fff"'),
    rect(36, 268, 18, 30, 4),
  ].join("");
  const guard = [path("M410,170 L440,170 L440,360 L410,360 Z", ' fill="#fff"'), line([425, 180], [425, 350], thin)].join("");
  const gearbox = [box(460, 240, 70, 50, 24), circle(495, 265, 12, thin)].join("");
  const crank = [ellipse(560, 360, 26, 12, ' fill="#fff"'), ellipse(566, 356, 8, 4, thin), cylinder(520, 560, 360, 4)].join("");
  const blade = (y: number, lower: boolean) =>
    path(
      `M470,${y} L770,${y} ${Array.from({ length: 14 }, (_, i) => `L${f(770 - i * 21.4)},${y + (lower ? 12 : -12)} L${f(770 - i * 21.4 - 10.7)},${y}`).join(" ")} L470,${y + (lower ? 8 : -8)} Z`,
      ' fill="#fff"',
    );
  const upper = blade(420, false);
  const lower = blade(470, true);
  const bar = [rect(480, 520, 290, 10, 2, ' fill="#fff"'), ...[0, 1, 2, 3, 4].map((i) => circle(510 + i * 60, 525, 3, thin))].join("");
  const sheath = [path("M470,120 L780,120 L780,160 L470,160 Z", ' fill="#fff"'), line([470, 140], [780, 140], hidden)].join("");
  const battery = [box(150, 410, 100, 44, 26), rect(170, 400, 50, 8, 3)].join("");
  const washers = [washer([620, 570], 10), washer([680, 570], 10), washer([740, 570], 10)].join("");
  const pieces: Piece[] = [
    { number: 1, draw: housing, from: [380, 230], at: [400, 120] },
    { number: 2, draw: frontHandle, from: [300, 120], at: [340, 70] },
    { number: 3, draw: rearHandle, from: [20, 310], at: [20, 380] },
    { number: 4, draw: guard, from: [440, 200], at: [470, 200] },
    { number: 5, draw: gearbox, from: [530, 250], at: [580, 220] },
    { number: 6, draw: crank, from: [586, 360], at: [620, 330] },
    { number: 7, draw: upper, from: [700, 408], at: [720, 380] },
    { number: 8, draw: lower, from: [760, 482], at: [748, 502] },
    { number: 9, draw: bar, from: [770, 525], at: [776, 546] },
    { number: 10, draw: bolt([500, 570], 26, 0, 0.7) + bolt([560, 570], 26, 0, 0.7), from: [520, 576], at: [464, 574] },
    { number: 11, draw: washers, from: [740, 580], at: [776, 574] },
    { number: 12, draw: sheath, from: [780, 130], at: [770, 96] },
    { number: 13, draw: battery, from: [150, 436], at: [110, 480] },
  ];
  return compose(title, [axis([400, 265], [790, 265]), axis([560, 300], [560, 580]), axis([200, 344], [200, 420])], pieces);
}

/* ---------- Leaf blower ---------- */

export function blowerDrawing(title: string): Drawing {
  const housingLeft = [
    path(
      "M120,200 C120,150 170,120 230,120 L360,120 C420,120 450,160 450,210 L450,300 C450,340 420,360 380,360 L180,360 C146,360 120,334 120,300 Z",
      ' fill="#fff"',
    ),
    line([140, 240], [440, 240], thin),
  ].join("");
  const housingRight = [
    path(
      "M150,420 C150,390 180,380 210,380 L420,380 C450,380 470,400 470,430 L470,500 C470,530 450,548 420,548 L200,548 C170,548 150,530 150,500 Z",
      ' fill="#fff"',
    ),
    ...[0, 1, 2, 3].map((i) => line([200 + i * 20, 420], [200 + i * 20, 470], thin)),
  ].join("");
  const handle = [
    path("M180,110 C180,60 230,40 300,40 C370,40 410,60 410,110 L392,110 C392,74 360,58 300,58 C240,58 198,74 198,110 Z", ' fill="#fff"'),
    rect(286, 62, 28, 14, 3),
  ].join("");
  const fan = [
    circle(560, 250, 46, ' fill="#fff"'),
    ...Array.from({ length: 9 }, (_, i) => {
      const a = (i * 40 * Math.PI) / 180;
      return path(
        `M${f(560 + Math.cos(a) * 12)},${f(250 + Math.sin(a) * 12)} Q${f(560 + Math.cos(a + 0.5) * 30)},${f(250 + Math.sin(a + 0.5) * 30)} ${f(560 + Math.cos(a + 0.2) * 44)},${f(250 + Math.sin(a + 0.2) * 44)}`,
        thin,
      );
    }),
    circle(560, 250, 12),
  ].join("");
  const motor = [cylinder(620, 680, 250, 28), ...[0, 1, 2].map((i) => line([632 + i * 14, 224], [632 + i * 14, 276], thin))].join("");
  const tubeA = [path("M520,120 L760,96 L764,124 L524,150 Z", ' fill="#fff"'), ellipse(760, 110, 5, 14, thin)].join("");
  const tubeB = [path("M540,440 L740,420 L746,456 L546,476 Z", ' fill="#fff"'), ellipse(743, 438, 6, 18, thin)].join("");
  const nozzle = [path("M560,530 L720,520 L740,516 L740,556 L720,552 L560,560 Z", ' fill="#fff"'), line([720, 520], [720, 552], thin)].join("");
  const grille = [ellipse(40 + 40, 460, 26, 52, ' fill="#fff"'), ...[-30, -15, 0, 15, 30].map((dy) => line([62, 460 + dy], [98, 460 + dy], thin))].join("");
  const battery = [box(24, 50, 100, 44, 26), rect(44, 40, 50, 8, 3), line([30, 70], [118, 70], thin)].join("");
  const speed = [rect(330, 70, 16, 34, 4, ' fill="#fff"'), circle(338, 80, 4, thin)].join("");
  const latch = [path("M470,300 L500,296 L504,320 L474,324 Z", ' fill="#fff"')].join("");
  const pieces: Piece[] = [
    { number: 1, draw: housingLeft, from: [430, 170], at: [470, 140] },
    { number: 2, draw: housingRight, from: [460, 410], at: [500, 380] },
    { number: 3, draw: handle, from: [300, 44], at: [250, 20] },
    { number: 4, draw: speed, from: [346, 86], at: [390, 30] },
    { number: 5, draw: battery, from: [40, 94], at: [40, 150] },
    { number: 6, draw: fan, from: [590, 216], at: [610, 170] },
    { number: 7, draw: motor, from: [680, 240], at: [730, 220] },
    { number: 8, draw: tubeA, from: [764, 124], at: [790, 150] },
    { number: 9, draw: tubeB, from: [746, 456], at: [780, 480] },
    { number: 10, draw: nozzle, from: [740, 540], at: [780, 580] },
    { number: 11, draw: grille, from: [80, 512], at: [40, 560] },
    { number: 12, draw: latch, from: [504, 312], at: [540, 340] },
    { number: 13, draw: bolt([120, 400], 26, 0, 0.7) + bolt([120, 430], 26, 0, 0.7), from: [120, 400], at: [110, 370] },
  ];
  return compose(title, [axis([100, 250], [700, 250]), axis([74, 94], [74, 200]), axis([540, 460], [760, 440])], pieces);
}
