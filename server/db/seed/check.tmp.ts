import sharp from "sharp";
import { illustration, VARIANT_COUNT } from "./images.ts";
const kinds = ["mower","robot","chainsaw","pole","trimmer","hedge","blower","battery","charger","washer","drill","tiller","snow","light","vacuum","leaf","scene"] as const;
const tiles = [];
let i = 0;
for (const k of kinds) {
  const v = i % VARIANT_COUNT;
  const png = await sharp(Buffer.from(illustration(k, v, 400, 400))).png().toBuffer();
  tiles.push({ input: png, left: (i % 6) * 400, top: Math.floor(i / 6) * 400 });
  i++;
}
await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#fff" } }).composite(tiles).png().toFile("/tmp/sheet.png");
const wide = await sharp(Buffer.from(illustration("mower", 1, 1600, 500))).png().toFile("/tmp/wide.png");
await sharp(Buffer.from(illustration("hedge", 4, 750, 1000))).png().toFile("/tmp/tall.png");
