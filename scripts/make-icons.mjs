#!/usr/bin/env node
// Draws the app icons from scratch (no image libraries): a gold coin with a crown on navy.
// Writes apps/web/public/icons/{icon-192,icon-512,icon-maskable-512}.png and favicon.svg.
// PNG encoding is done by hand: RGBA scanlines, deflated with node:zlib, CRC-32 per chunk.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public', 'icons');

const NAVY = [11, 16, 48];
const NAVY_LIGHT = [35, 42, 107];
const GOLD = [245, 192, 74];
const GOLD_DARK = [232, 162, 26];
const CREAM = [255, 244, 204];

// The emblem in a 64-unit box, the same drawing as the SVG cover and favicon.
const CROWN = [
  [18, 40],
  [20, 24],
  [27, 31],
  [32, 21],
  [37, 31],
  [44, 24],
  [46, 40],
];

const inPolygon = (x, y, poly) => {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

/** Colour at a point: u, v in [0, 1] over the icon; `scale` is the emblem's share of the icon. */
function shade(u, v, scale) {
  // Background: a soft radial glow on navy.
  const glow = Math.max(0, 1 - Math.hypot(u - 0.5, v - 0.42) / 0.75);
  let color = mix(NAVY, NAVY_LIGHT, glow * glow);
  // Emblem coordinates in its 64-unit box, centred.
  const ex = ((u - 0.5) / scale + 0.5) * 64;
  const ey = ((v - 0.5) / scale + 0.5) * 64;
  const r = Math.hypot(ex - 32, ey - 32);
  if (r <= 30) color = r > 24 ? GOLD : mix(GOLD_DARK, GOLD, Math.max(0, (ey - 8) / 48) * 0.35);
  if (r <= 30 && r > 28.8) color = mix(GOLD, CREAM, 0.35); // a thin bright rim
  if (inPolygon(ex, ey, CROWN)) color = CREAM;
  return color;
}

function render(size, scale) {
  const SS = 4; // 4×4 supersampling for smooth edges
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    row[0] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      let acc = [0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = shade((x + (sx + 0.5) / SS) / size, (y + (sy + 0.5) / SS) / size, scale);
          acc = acc.map((v, i) => v + c[i]);
        }
      }
      const o = 1 + x * 4;
      row[o] = Math.round(acc[0] / (SS * SS));
      row[o + 1] = Math.round(acc[1] / (SS * SS));
      row[o + 2] = Math.round(acc[2] / (SS * SS));
      row[o + 3] = 255;
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function encodePng(width, height, scanlines) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0b1030"/>
  <circle cx="32" cy="32" r="27" fill="#f5c04a"/>
  <circle cx="32" cy="32" r="21.6" fill="#e8a21a"/>
  <path d="M19.2 39.6 21 25.2l6.3 6.3 4.7-9 4.5 9 6.3-6.3 1.8 14.4z" fill="#fff4cc"/>
</svg>
`;

mkdirSync(OUT, { recursive: true });
// "any" icons: the emblem fills 78% of the square. Maskable: it stays inside the 80% safe circle.
writeFileSync(join(OUT, 'icon-192.png'), render(192, 0.78));
writeFileSync(join(OUT, 'icon-512.png'), render(512, 0.78));
writeFileSync(join(OUT, 'icon-maskable-512.png'), render(512, 0.6));
writeFileSync(join(OUT, 'favicon.svg'), FAVICON);
console.log(`icons written to ${OUT}`);
