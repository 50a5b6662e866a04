#!/usr/bin/env node
// Draws the project's own artwork (SVG) into apps/web/public/art from the demo catalogue, then
// renders the folders of catalogue.rasterArt to WebP beside their SVGs with sharp (ADR 0020):
// `npm run art`. Output is deterministic, so re-running it on an unchanged catalogue changes no
// file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = JSON.parse(
  readFileSync(join(root, 'apps/server/src/modules/config/demo-catalogue.json'), 'utf8'),
);
const out = join(root, 'apps/web/public/art');
const MAX_BYTES = 3072;

// ---------------------------------------------------------------- shared paint

/** Vertical gradients used by emblems, by id: light top, rich middle, deep bottom. */
const PAINTS = {
  au: ['#fff7c7', '#ffd23f', '#e07b00'],
  ru: ['#ff9a9a', '#f2243f', '#8f0b26'],
  ag: ['#ffffff', '#dfe5ef', '#8e9ab3'],
  em: ['#c3ffd8', '#2fd477', '#08804a'],
  sa: ['#c9eeff', '#3ea2ff', '#1a45c9'],
  am: ['#ffd6f7', '#e35ad2', '#7e1ca3'],
  or: ['#ffe0a6', '#ff9a1f', '#c94200'],
  dk: ['#6b7089', '#2c2f40', '#0d0e16'],
  wh: ['#ffffff', '#f4f6fb', '#d5dbe8'],
  wd: ['#e6a063', '#a85a24', '#5e2a0c'],
};
const OUTLINE = '#1c0a30';

const paintDefs = (markup) =>
  [...new Set([...markup.matchAll(/url\(#(\w\w)\)/g)].map((m) => m[1]))]
    .filter((id) => PAINTS[id])
    .map((id) => {
      const [a, b, c] = PAINTS[id];
      return `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
    })
    .join('');

const svg = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;

const r1 = (n) => Math.round(n * 10) / 10;
/** Points of a regular star (or, with inner = outer, a polygon) around cx, cy. */
const starPoints = (cx, cy, outer, inner, n = 5, turn = -90) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const rad = ((turn + (i * 180) / n) * Math.PI) / 180;
    const r = i % 2 ? inner : outer;
    return `${r1(cx + r * Math.cos(rad))} ${r1(cy + r * Math.sin(rad))}`;
  }).join(' ');
const star = (cx, cy, outer, inner, fill = 'url(#au)', n = 5) =>
  `<path fill="${fill}" d="M${starPoints(cx, cy, outer, inner, n)}z"/>`;
/** A four-pointed sparkle, drawn without an outline. */
const sparkle = (x, y, s, fill = '#fff') =>
  `<path stroke="none" fill="${fill}" d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z"/>`;
const shine = (d) => `<path stroke="none" fill="#fff" opacity=".35" d="${d}"/>`;
/** A stroked line drawn twice: a dark outline under a painted core. */
const tube = (d, paint, width) =>
  `<path fill="none" stroke="${OUTLINE}" stroke-width="${width + 10}" d="${d}"/><path fill="none" stroke="${paint}" stroke-width="${width}" d="${d}"/>`;
/** Sun rays / wheel wedges: n wedges of `frac` of their sector around cx, cy. */
const wedges = (cx, cy, r, n, frac = 0.5, turn = -90) =>
  Array.from({ length: n }, (_, i) => {
    const a0 = ((turn + (i * 360) / n) * Math.PI) / 180;
    const a1 = a0 + ((frac * 360) / n) * (Math.PI / 180);
    const p = (a) => `${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`;
    return `M${cx} ${cy}L${p(a0)}L${p(a1)}z`;
  }).join('');

/** One pie slice from angle a0 to a1 (degrees, 0 = east, clockwise). */
const slice = (cx, cy, r, a0, a1) => {
  const p = (a) =>
    `${Math.round(cx + r * Math.cos((a * Math.PI) / 180))} ${Math.round(cy + r * Math.sin((a * Math.PI) / 180))}`;
  return `M${cx} ${cy}L${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}z`;
};
/** Small dots as one path. */
const dots = (points, r, fill) =>
  `<path fill="none" stroke="${fill}" stroke-width="${2 * r}" stroke-linecap="round" d="${points.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join('')}"/>`;

// ------------------------------------------------------------------- emblems
// Each draws into a 256 × 256 box centred on 128, 128, outlined by the wrapping group.

const SPADE =
  'M128 84c-22 24-46 38-46 60 0 14 11 23 23 23 9 0 16-4 19-9l-7 26h22l-7-26c3 5 10 9 19 9 12 0 23-9 23-23 0-22-24-36-46-60z';
const HEART =
  'M128 178c-28-20-50-38-50-60 0-15 12-26 26-26 11 0 20 6 24 15 4-9 13-15 24-15 14 0 26 11 26 26 0 22-22 40-50 60z';
const DIAMOND = 'M128 82l38 52-38 52-38-52z';
const CLUB =
  'M128 86a22 22 0 0 1 20 32 22 22 0 1 1-8 38l6 26h-36l6-26a22 22 0 1 1-8-38 22 22 0 0 1 20-32z';
const GEM = 'M70 108l30-42h56l30 42-58 92z';
const GEM_FACETS =
  '<path fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3" d="M70 108h116M100 66l-10 42 38 92 38-92-10-42M128 66l-38 42M128 66l38 42"/>';
const coin = (x, y, r) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#au)"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.68)}" fill="none" stroke="#c26a00" stroke-width="${r1(r / 8)}"/>`;
const pip = (x, y, r = 9, fill = OUTLINE) =>
  `<circle stroke="none" cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const card = (rot, cx, suit) =>
  `<g transform="rotate(${rot} ${cx} 200)"><rect x="${cx - 50}" y="58" width="100" height="142" rx="12" fill="url(#wh)"/><g transform="translate(${cx - 128} 0)">${suit}</g></g>`;

const EMBLEMS = {
  seven: (v = 0) =>
    v % 2
      ? `<rect x="30" y="62" width="196" height="132" rx="22" fill="url(#au)"/><rect x="44" y="76" width="168" height="104" rx="12" fill="url(#wh)"/><path stroke="none" fill="#d5dbe8" d="M98 76h4v104h-4zM154 76h4v104h-4z"/>${[
          48, 104, 160,
        ]
          .map(
            (x, i) =>
              `<path fill="url(#${i === 1 ? 'sa' : 'ru'})" transform="translate(${x} 88) scale(.48)" d="M8 0h96v26l-46 96H24l44-88H8z"/>`,
          )
          .join(
            '',
          )}<circle cx="26" cy="128" r="10" fill="url(#ru)"/><circle cx="230" cy="128" r="10" fill="url(#ru)"/>${sparkle(212, 50, 14)}${sparkle(44, 206, 10)}`
      : `<circle cx="128" cy="128" r="84" fill="url(#au)"/><circle cx="128" cy="128" r="68" fill="none" stroke="#c26a00" stroke-width="5"/><path fill="url(#ru)" d="M82 72h96v26l-46 96h-34l44-88H82z"/>${shine('M90 78h82v7H90z')}${sparkle(196, 56, 14)}${sparkle(60, 196, 10)}`,
  cherry: () =>
    `<path fill="none" stroke="#2f6b12" stroke-width="9" stroke-linecap="round" d="M98 160c4-46 30-80 72-96M160 150c-6-34-2-62 10-86"/><path fill="url(#em)" d="M170 64c-32-16-60-4-66 14 28 10 50 6 66-14z"/><circle cx="96" cy="168" r="36" fill="url(#ru)"/><circle cx="164" cy="160" r="36" fill="url(#ru)"/>${shine('M80 156a12 8-40 1 0 14-14 12 8-40 1 0-14 14z')}${shine('M148 148a12 8-40 1 0 14-14 12 8-40 1 0-14 14z')}`,
  gem: () =>
    `<path fill="url(#sa)" d="${GEM}"/>${GEM_FACETS}${shine('M100 66h28l-38 42H70z')}${sparkle(190, 70, 14)}${sparkle(66, 176, 10)}`,
  crown: () =>
    `<path fill="url(#au)" d="M60 94l36 34 32-58 32 58 36-34-12 86H72z"/><rect x="68" y="174" width="120" height="26" rx="8" fill="url(#au)"/><circle cx="60" cy="94" r="10" fill="url(#au)"/><circle cx="128" cy="66" r="11" fill="url(#au)"/><circle cx="196" cy="94" r="10" fill="url(#au)"/><circle cx="128" cy="146" r="13" fill="url(#ru)"/><circle cx="94" cy="150" r="9" fill="url(#sa)"/><circle cx="162" cy="150" r="9" fill="url(#em)"/>${shine('M78 180h100v6H78z')}`,
  bell: () =>
    `<circle cx="128" cy="194" r="16" fill="url(#or)"/><path fill="url(#au)" d="M128 58c-34 0-52 28-52 62v30l-18 28h140l-18-28v-30c0-34-18-62-52-62z"/><circle cx="128" cy="54" r="11" fill="url(#au)"/><path fill="none" stroke="#b35a00" stroke-width="5" d="M72 160h112"/>${shine('M96 88c6-12 16-18 26-19-10 8-14 22-14 44h-14c0-10 0-17 2-25z')}${sparkle(200, 70, 12)}`,
  clover: () =>
    `<path fill="none" stroke="#176b35" stroke-width="10" stroke-linecap="round" d="M132 140c10 26 22 46 40 60"/>${[
      0, 90, 180, 270,
    ]
      .map(
        (a) =>
          `<path transform="rotate(${a + 45} 128 128)" fill="url(#em)" d="M128 128c-10-16-44-22-44-50 0-14 10-24 22-24 10 0 18 6 22 16 4-10 12-16 22-16 12 0 22 10 22 24 0 28-34 34-44 50z"/>`,
      )
      .join('')}<circle cx="128" cy="128" r="10" fill="url(#au)"/>`,
  coin: () =>
    `${coin(84, 170, 34)}${coin(146, 114, 62)}${star(146, 116, 28, 12, '#c26a00')}${shine('M106 92c10-18 28-28 48-28-18 8-30 20-36 40z')}${sparkle(206, 60, 14)}${sparkle(60, 110, 10)}`,
  star: () =>
    `${star(128, 136, 86, 38)}${shine(`M128 60l-14 44-40 2 34 10z`)}${sparkle(204, 60, 14)}${sparkle(54, 196, 10)}${sparkle(200, 196, 8)}`,
  bolt: () =>
    `<circle cx="128" cy="128" r="80" fill="url(#am)" opacity=".9"/><path fill="url(#au)" d="M148 44L76 142h46l-16 72 76-104h-48z"/>${shine('M140 60l-48 70h14z')}${sparkle(200, 60, 12)}${sparkle(56, 200, 10)}`,
  pyramid: () =>
    `<circle cx="184" cy="76" r="30" fill="url(#or)"/><path fill="url(#au)" d="M128 52l86 140H42z"/><path stroke="none" fill="#7a3a00" opacity=".25" d="M128 52l86 140h-86z"/><path fill="none" stroke="#b35a00" stroke-width="4" d="M99 100h58M73 142h110M97 142v50M159 142v50M128 100v42"/><path fill="url(#wh)" d="M108 78c10-10 30-10 40 0-10 10-30 10-40 0z"/><circle stroke="none" cx="128" cy="78" r="6" fill="${OUTLINE}"/>`,
  moon: () =>
    `<path fill="url(#au)" d="M150 50a82 82 0 1 0 62 112 64 64 0 0 1-62-112z"/>${shine('M104 74c-18 14-28 36-28 58h12c0-22 6-42 16-58z')}${star(190, 74, 16, 7, 'url(#wh)')}${star(206, 126, 10, 4, 'url(#wh)')}${sparkle(160, 40, 10)}`,
  lotus: () =>
    `<ellipse cx="128" cy="192" rx="84" ry="14" fill="url(#em)"/>${[-62, 62, -30, 30]
      .map(
        (a) =>
          `<path transform="rotate(${a} 128 186)" fill="url(#am)" d="M128 186c-26-26-28-66 0-100 28 34 26 74 0 100z"/>`,
      )
      .join(
        '',
      )}<path fill="url(#ru)" d="M128 186c-30-28-32-78 0-120 32 42 30 92 0 120z"/>${shine('M128 80c-14 22-16 50-8 72 0-26 2-48 8-72z')}${sparkle(196, 70, 12)}`,
  sun: () =>
    `<path fill="url(#or)" d="${wedges(128, 128, 100, 12, 0.45)}"/><circle cx="128" cy="128" r="60" fill="url(#au)"/><circle cx="128" cy="128" r="44" fill="none" stroke="#c26a00" stroke-width="5"/>${star(128, 128, 24, 10, '#c26a00', 8)}`,
  pot: () =>
    `<g fill="none" stroke-width="12"><path stroke="#ff4d6d" d="M34 150a94 94 0 0 1 188 0"/><path stroke="#ffd23f" d="M46 150a82 82 0 0 1 164 0"/><path stroke="#2fd477" d="M58 150a70 70 0 0 1 140 0"/></g>${coin(96, 110, 18)}${coin(128, 100, 20)}${coin(160, 110, 18)}${coin(114, 120, 14)}${coin(146, 122, 14)}<path fill="url(#dk)" d="M66 138h124c6 42-14 70-62 70s-68-28-62-70z"/><rect x="56" y="124" width="144" height="22" rx="11" fill="url(#dk)"/>${shine('M78 156c2 20 12 34 28 40-18-2-28-18-28-40z')}`,
  horseshoe: () =>
    `<path fill="url(#au)" d="M64 60h38v72a26 26 0 0 0 52 0V60h38v72a64 64 0 0 1-128 0z"/>${[
      [83, 84],
      [83, 116],
      [173, 84],
      [173, 116],
      [96, 168],
      [160, 168],
    ]
      .map(([x, y]) => pip(x, y, 5, '#9a5200'))
      .join('')}${sparkle(128, 60, 16)}${sparkle(206, 190, 10)}`,
  melon: () =>
    `<circle cx="170" cy="86" r="34" fill="url(#or)"/><path fill="url(#em)" d="M40 112a88 88 0 0 0 176 0z"/><path fill="url(#ru)" d="M54 112a74 74 0 0 0 148 0z"/>${[
      [92, 130],
      [118, 150],
      [146, 132],
      [166, 150],
      [128, 124],
    ]
      .map(
        ([x, y]) => `<ellipse stroke="none" cx="${x}" cy="${y}" rx="4" ry="7" fill="${OUTLINE}"/>`,
      )
      .join('')}${shine('M60 118h136v6H60z')}${sparkle(84, 66, 12)}`,
  mask: () =>
    `<path fill="url(#or)" d="M128 46c46 0 64 38 64 80 0 48-32 84-64 84s-64-36-64-84c0-42 18-80 64-80z"/><path fill="url(#em)" d="M72 100c18-10 36-6 44 6-14 10-34 10-44-6zM184 100c-18-10-36-6-44 6 14 10 34 10 44-6z"/><path fill="${OUTLINE}" d="M84 110c10-4 20-2 26 4-8 4-18 4-26-4zM172 110c-10-4-20-2-26 4 8 4 18 4 26-4z"/><path fill="url(#wh)" d="M100 160h56l-8 24h-40z"/><path fill="none" stroke="${OUTLINE}" stroke-width="4" d="M114 160v22M128 160v24M142 160v22"/>${star(128, 74, 14, 6, 'url(#sa)', 4)}<path fill="none" stroke="#c94200" stroke-width="5" d="M86 136l-10 12M170 136l10 12"/>`,
  fish: (v = 0) => {
    const p = v % 2 ? 'url(#sa)' : 'url(#or)';
    return `<path fill="${p}" d="M174 128l42-38v76z"/><path fill="${p}" d="M104 84c10-20 40-22 50-6z"/><path fill="${p}" d="M52 128c30-48 100-54 132 0-32 54-102 48-132 0z"/><path fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" d="M128 94c12 20 12 48 0 68M150 100c8 16 8 40 0 56"/><circle cx="88" cy="120" r="12" fill="url(#wh)"/>${pip(91, 120, 6)}${shine('M70 118c14-18 36-28 60-28-22 6-40 16-54 32z')}<circle cx="196" cy="62" r="8" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/><circle cx="212" cy="40" r="5" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>`;
  },
  shark: () =>
    `<circle cx="128" cy="120" r="88" fill="none" stroke="url(#ru)" stroke-width="8"/><path fill="url(#ru)" stroke="none" d="M124 24h8v24h-8zM124 192h8v24h-8zM32 116h24v8H32zM200 116h24v8h-24z"/><path fill="url(#ag)" d="M66 168c30-20 50-74 50-118 34 28 62 74 70 118z"/>${shine('M110 70c-4 40-20 74-38 94 26-16 40-50 38-94z')}<path fill="url(#sa)" d="M36 168c16-10 32-10 46 0s32 10 46 0 32-10 46 0 32 10 46 0v34c-60 10-124 10-184 0z"/>`,
  anchor: () =>
    `${tube('M128 84v118M92 110h72M62 146c4 40 36 58 66 58s62-18 66-58', 'url(#au)', 14)}${tube('M146 64a18 18 0 1 1-36 0 18 18 0 1 1 36 0', 'url(#au)', 12)}<path fill="url(#au)" d="M44 156l18-30 22 26zM212 156l-18-30-22 26z"/>${sparkle(200, 64, 12)}`,
  octopus: () =>
    `${[
      'M94 148c-12 22-34 30-46 22',
      'M110 154c-4 26-12 42-28 48',
      'M146 154c4 26 12 42 28 48',
      'M162 148c12 22 34 30 46 22',
    ]
      .map((d) => tube(d, 'url(#am)', 16))
      .join(
        '',
      )}<path fill="url(#am)" d="M76 124c0-42 22-68 52-68s52 26 52 68c0 18-10 30-20 34H96c-10-4-20-16-20-34z"/><circle cx="108" cy="118" r="14" fill="url(#wh)"/><circle cx="148" cy="118" r="14" fill="url(#wh)"/>${pip(110, 120, 7)}${pip(150, 120, 7)}${shine('M98 78c10-12 22-16 34-16-14 6-24 16-28 30z')}<circle stroke="none" cx="140" cy="80" r="6" fill="#fff" opacity=".35"/>`,
  whale: () =>
    `<path fill="none" stroke="#bfe9ff" stroke-width="7" stroke-linecap="round" d="M112 74c-4-20-18-30-30-30M112 74c0-22 6-34 18-40M112 74c8-16 22-22 36-20"/><path fill="url(#sa)" d="M40 142c0-38 34-62 80-62 38 0 62 20 74 44l24-24c10 18 6 40-10 50 10 4 18 6 22 8-16 10-38 10-50 0-14 28-46 42-86 42-34 0-54-24-54-58z"/><path fill="url(#wh)" d="M50 160c20 18 70 26 112 4-12 24-40 34-70 34-22 0-36-14-42-38z"/><circle stroke="none" cx="82" cy="130" r="7" fill="${OUTLINE}"/>${shine('M64 108c14-14 34-20 56-20-20 6-36 16-46 30z')}`,
  anglerfish: () =>
    `<circle cx="196" cy="58" r="26" fill="#ffe066" opacity=".35" stroke="none"/><path fill="none" stroke="${OUTLINE}" stroke-width="5" d="M150 86c10-26 28-34 46-28"/><circle cx="196" cy="58" r="12" fill="url(#au)"/><path fill="url(#am)" d="M60 128l-28-30v64z"/><path fill="url(#am)" d="M56 128c10-46 56-60 96-48 34 10 54 34 60 58-18 40-66 60-110 48-22-6-38-26-46-58z"/><path fill="url(#wh)" d="M212 138c-20 12-44 18-70 16l6-10 8 8 6-12 8 10 8-12 8 8z"/><circle cx="164" cy="112" r="13" fill="url(#wh)"/>${pip(167, 112, 6)}${shine('M84 102c16-16 40-24 62-20-24 4-44 14-56 28z')}`,
  cards: (v = 0) => {
    const heart = `<path fill="url(#ru)" d="${HEART}"/>`;
    const spade = `<path fill="url(#dk)" d="${SPADE}"/>`;
    const diamond = `<path fill="url(#ru)" d="${DIAMOND}"/>`;
    const club = `<path fill="url(#dk)" d="${CLUB}"/>`;
    const hands = [
      [card(-14, 118, heart), card(12, 142, spade)],
      [card(-14, 118, club), card(12, 142, diamond)],
      [card(-22, 110, spade), card(0, 128, heart), card(22, 146, club)],
    ];
    return `${hands[v % hands.length].join('')}${sparkle(206, 56, 12)}`;
  },
  spade: (v = 0) => {
    const [suit, paint] = [
      [SPADE, 'url(#ag)'],
      [CLUB, 'url(#em)'],
      [DIAMOND, 'url(#ru)'],
    ][v % 3];
    return `<circle cx="128" cy="128" r="84" fill="url(#au)"/><circle cx="128" cy="128" r="70" fill="url(#dk)"/><g transform="translate(128 128) scale(1.1) translate(-128 -134)"><path fill="${paint}" d="${suit}"/></g>${sparkle(198, 58, 14)}`;
  },
  chip: (v = 0) => {
    const p = ['url(#ru)', 'url(#sa)', 'url(#em)'][v % 3];
    return `<circle cx="128" cy="128" r="82" fill="${p}"/><circle cx="128" cy="128" r="68" fill="none" stroke="#fff" stroke-width="18" stroke-dasharray="26.7 26.7" stroke-dashoffset="13"/><circle cx="128" cy="128" r="50" fill="url(#wh)"/><circle cx="128" cy="128" r="40" fill="none" stroke="${p}" stroke-width="4" stroke-dasharray="8 6"/>${star(128, 128, 26, 11, 'url(#au)', 4)}`;
  },
  roulette: (v = 0) =>
    `<circle cx="128" cy="128" r="88" fill="url(#wd)"/><circle cx="128" cy="128" r="70" fill="url(#au)"/><circle stroke="none" cx="128" cy="128" r="62" fill="#1a1a22"/><circle cx="128" cy="128" r="62" fill="none" stroke="#e0243b" stroke-width="20" stroke-dasharray="10.82 10.82"/><circle cx="128" cy="128" r="50" fill="url(#${v % 2 ? 'sa' : 'em'})"/><path fill="none" stroke="url(#au)" stroke-width="6" stroke-linecap="round" d="M128 92v72M92 128h72"/><circle cx="128" cy="128" r="12" fill="url(#au)"/><circle cx="${v % 2 ? 84 : 172}" cy="78" r="8" fill="url(#wh)"/>`,
  prizewheel: (v = 0) => {
    const colors =
      v % 2
        ? ['#7c3aed', '#22d3ee', '#f472b6', '#facc15', '#34d399', '#fb7185']
        : ['#f2243f', '#ffd23f', '#3ea2ff', '#2fd477', '#e35ad2', '#ff9a1f'];
    const slices = colors
      .map(
        (c, i) =>
          `<path stroke="none" fill="${c}" d="${slice(128, 136, 70, -105 + i * 30, -75 + i * 30)}${slice(128, 136, 70, 75 + i * 30, 105 + i * 30)}"/>`,
      )
      .join('');
    return `<circle cx="128" cy="136" r="84" fill="url(#au)"/>${slices}<circle cx="128" cy="136" r="70" fill="none"/>${dots(
      Array.from({ length: 12 }, (_, i) => [
        128 + 77 * Math.cos((i * Math.PI) / 6),
        136 + 77 * Math.sin((i * Math.PI) / 6),
      ]),
      3.5,
      '#fff',
    )}<circle cx="128" cy="136" r="18" fill="url(#au)"/><path fill="url(#ru)" d="M112 38h32l-16 34z"/>`;
  },
  dice: (v = 0) => {
    const [back, front, ink] = [
      ['ru', 'wh', OUTLINE],
      ['sa', 'au', '#7a3a00'],
      ['em', 'ru', '#fff'],
    ][v % 3];
    return `<g transform="rotate(14 168 104)"><rect x="128" y="62" width="82" height="82" rx="18" fill="url(#${back})"/>${pip(150, 84, 8, '#fff')}${pip(169, 103, 8, '#fff')}${pip(188, 122, 8, '#fff')}</g><g transform="rotate(-12 100 156)"><rect x="52" y="106" width="96" height="96" rx="20" fill="url(#${front})"/>${[
      [76, 130],
      [124, 130],
      [76, 154],
      [124, 154],
      [76, 178],
      [124, 178],
    ]
      .map(([x, y]) => pip(x, y, 9, ink))
      .join('')}</g>${sparkle(60, 70, 14)}`;
  },
  rocket: (v = 0) =>
    `<g transform="rotate(${v % 2 ? 20 : 40} 128 128)"><path fill="url(#or)" d="M106 172c0 30 22 58 22 58s22-28 22-58z"/><path fill="#ffe066" stroke="none" d="M116 176c0 18 12 36 12 36s12-18 12-36z"/><path fill="url(#${v % 2 ? 'sa' : 'ru'})" d="M92 136l-26 34v26l28-14zM164 136l26 34v26l-28-14z"/><path fill="url(#${v % 2 ? 'ag' : 'wh'})" d="M128 34c28 22 40 56 40 94v50H88v-50c0-38 12-72 40-94z"/><path fill="url(#${v % 2 ? 'sa' : 'ru'})" d="M128 34c15 12 25 28 32 46H96c7-18 17-34 32-46z"/><circle cx="128" cy="112" r="16" fill="url(#${v % 2 ? 'au' : 'sa'})"/>${shine('M102 90c2-14 8-26 16-36-6 14-8 28-8 44v66h-8z')}</g>${sparkle(56, 64, 12)}${sparkle(204, 200, 10)}`,
  plane: () =>
    `<path fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16" d="M28 214c40-10 70-40 92-78"/><g transform="rotate(-32 128 128)"><path fill="url(#ru)" d="M132 128l-40-62h22l62 62zM132 136l-40 62h22l62-62zM66 128l-18-30h14l26 30z"/><path fill="url(#wh)" d="M52 124c0-6 6-10 14-10h118c20 0 34 8 34 18s-14 18-34 18H66c-8 0-14-4-14-10z"/><path stroke="none" fill="#3ea2ff" d="M190 122h12c4 2 6 4 6 6h-18z"/><path stroke="none" fill="#f2243f" d="M70 134h110v6H70z"/></g>${sparkle(206, 60, 12)}`,
  chart: () =>
    `${[
      [52, 160, 40],
      [96, 136, 64],
      [140, 112, 88],
      [184, 84, 116],
    ]
      .map(
        ([x, y, h]) =>
          `<rect x="${x - 16}" y="${y}" width="32" height="${h}" rx="6" fill="url(#em)"/>`,
      )
      .join(
        '',
      )}${tube('M40 150l44-34 36 20 72-78', 'url(#au)', 12)}<path fill="url(#au)" d="M212 36l-4 50-44-40z"/>`,
  balloon: () =>
    `<path fill="none" stroke="#fff" stroke-width="3" d="M170 158c-8 20 8 30 0 56M118 180c-8 20 8 30 0 40"/><path fill="url(#sa)" d="M170 52c26 0 44 20 44 46 0 30-26 52-44 56-18-4-44-26-44-56 0-26 18-46 44-46z"/><path fill="url(#ru)" d="M118 54c34 0 56 26 56 58 0 38-32 66-56 70-24-4-56-32-56-70 0-32 22-58 56-58z"/><path fill="url(#ru)" d="M110 188l8-8 8 8z"/>${shine('M86 92c6-16 18-24 32-26-12 8-20 20-22 38z')}${sparkle(56, 190, 12)}`,
  comet: () =>
    `<g fill="none" stroke-linecap="round"><path stroke="#ffd23f" stroke-opacity=".8" stroke-width="16" d="M40 216l96-96"/><path stroke="#fff" stroke-opacity=".5" stroke-width="8" d="M80 224l64-64M32 176l64-64"/></g>${star(158, 98, 62, 28)}${shine('M158 36l-10 40-34 4 30 8z')}${sparkle(60, 56, 12)}`,
  mine: () =>
    `<path fill="none" stroke="${OUTLINE}" stroke-width="8" stroke-linecap="round" d="M130 94c10-20 30-28 48-24"/>${star(184, 68, 20, 8, 'url(#or)', 6)}<circle cx="108" cy="142" r="58" fill="url(#dk)"/><rect x="116" y="80" width="30" height="24" rx="6" transform="rotate(30 131 92)" fill="url(#dk)"/>${shine('M74 126c6-20 22-32 40-34-14 8-26 20-30 38z')}<g transform="translate(158 150) scale(.5)"><path fill="url(#em)" d="${GEM}"/>${GEM_FACETS}</g>`,
  pegs: () =>
    `${dots(
      [0, 1, 2, 3, 4].flatMap((row) =>
        Array.from({ length: row + 2 }, (_, i) => [128 - (row + 1) * 17 + i * 34, 62 + row * 28]),
      ),
      6,
      '#fff',
    )}${['ru', 'or', 'au', 'em', 'au', 'or', 'ru']
      .map(
        (c, i) =>
          `<rect x="${23 + i * 30}" y="200" width="26" height="22" rx="5" fill="url(#${c})"/>`,
      )
      .join(
        '',
      )}<circle cx="145" cy="104" r="15" fill="url(#au)"/>${shine('M136 98a10 10 0 0 1 10-8 12 12 0 0 0-6 10z')}`,
  balls: (v = 0) =>
    `${[
      [90, 150, v % 2 ? 'em' : 'ru'],
      [166, 150, v % 2 ? 'am' : 'sa'],
      [128, 96, v % 2 ? 'or' : 'au'],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="46" fill="url(#${c})"/><circle cx="${x}" cy="${y}" r="22" fill="url(#wh)"/>${shine(`M${x - 32} ${y - 8}a32 32 0 0 1 24-24 36 36 0 0 0-18 26z`)}`,
      )
      .join('')}${sparkle(204, 68, 12)}`,
  ticket: () =>
    `<g transform="rotate(-10 128 128)"><path fill="url(#or)" d="M40 76h176v34a18 18 0 0 0 0 36v34H40v-34a18 18 0 0 0 0-36z"/><rect x="66" y="96" width="124" height="64" rx="10" fill="url(#ag)"/>${star(112, 128, 24, 10)}<path stroke="none" fill="#8e9ab3" d="M138 110h40v8h-40zM138 126h30v8h-30zM138 142h36v8h-36z"/></g>${coin(196, 188, 24)}`,
  target: () =>
    `<circle cx="120" cy="136" r="80" fill="url(#ru)"/><circle cx="120" cy="136" r="60" fill="url(#wh)"/><circle cx="120" cy="136" r="40" fill="url(#ru)"/><circle cx="120" cy="136" r="18" fill="url(#au)"/>${tube('M122 134l78-78', 'url(#wd)', 8)}<path fill="url(#em)" d="M196 60l-6-26 18-4 4 18 18 4-4 18z"/>`,
  gift: () =>
    `<rect x="62" y="116" width="132" height="88" rx="8" fill="url(#ru)"/><rect x="52" y="92" width="152" height="32" rx="8" fill="url(#ru)"/><path fill="url(#au)" d="M114 92h28v112h-28z"/><path fill="url(#au)" d="M128 92c-16-34-54-38-54-16 0 14 30 18 54 16zM128 92c16-34 54-38 54-16 0 14-30 18-54 16z"/>${shine('M62 130h52v6H62z')}${sparkle(206, 72, 12)}${sparkle(50, 190, 10)}`,
  stairs: () =>
    `<path fill="url(#em)" d="M40 208v-40h44v-40h44V88h44V48h44v160z"/><path fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" d="M40 168h44M84 128h44M128 88h44M172 48h44"/>${coin(62, 138, 18)}${coin(106, 98, 18)}${coin(150, 58, 18)}`,
  heart: () =>
    `<g transform="translate(128 132) scale(1.6) translate(-128 -134)"><path fill="url(#ru)" d="${HEART}"/></g>${shine('M74 98c4-16 16-24 30-26-12 6-20 16-22 30z')}${sparkle(204, 64, 14)}${sparkle(52, 186, 10)}`,
  packet: () =>
    `<rect x="62" y="40" width="132" height="176" rx="14" fill="url(#ru)"/><path fill="#b5102d" d="M62 82c30 30 102 30 132 0V54c0-8-6-14-14-14H76c-8 0-14 6-14 14z"/><circle cx="128" cy="108" r="24" fill="url(#au)"/>${star(128, 108, 12, 5, '#c26a00', 4)}${shine('M72 120h6v84h-6z')}`,
  calendar: () =>
    `<rect x="50" y="58" width="156" height="148" rx="16" fill="url(#wh)"/><path fill="url(#ru)" d="M50 74c0-9 7-16 16-16h124c9 0 16 7 16 16v28H50z"/>${tube('M92 46v24M164 46v24', 'url(#ag)', 8)}${[
      0, 1, 2,
    ]
      .flatMap((r) =>
        [0, 1, 2, 3].map(
          (c) =>
            `<rect stroke="none" x="${68 + c * 32}" y="${116 + r * 28}" width="22" height="18" rx="4" fill="${r === 2 && c === 3 ? '#2fd477' : '#d5dbe8'}"/>`,
        ),
      )
      .join('')}${star(176, 170, 30, 13)}`,
  megaphone: () =>
    `<path fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".8" d="M196 96c10 10 10 42 0 52M214 80c20 20 20 64 0 84"/><path fill="url(#ru)" d="M84 150l14 50h26l-10-46z"/><path fill="url(#au)" d="M58 104h38l78-44v124l-78-44H58c-8 0-14-6-14-14v-8c0-8 6-14 14-14z"/><rect x="168" y="54" width="18" height="136" rx="9" fill="url(#or)"/>`,
  people: () =>
    `<circle cx="164" cy="92" r="28" fill="url(#am)"/><path fill="url(#am)" d="M116 190c0-34 22-56 48-56s48 22 48 56z"/><circle cx="100" cy="104" r="32" fill="url(#sa)"/><path fill="url(#sa)" d="M44 208c0-40 26-64 56-64s56 24 56 64z"/>${shine('M80 92c4-10 12-16 22-18-8 4-14 12-16 22z')}`,
  globe: () =>
    `<circle cx="124" cy="132" r="80" fill="url(#sa)"/><g fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5"><ellipse cx="124" cy="132" rx="34" ry="80"/><path d="M124 52v160M48 106h152M48 158h152"/></g>${tube('M170 92l44-44M182 46h34v34', 'url(#au)', 10)}`,
  chest: () =>
    `<circle cx="128" cy="118" r="64" fill="#ffe066" opacity=".35" stroke="none"/><path fill="url(#wd)" d="M50 118h156v82H50z"/><path fill="url(#wd)" d="M50 118c0-34 22-56 52-56h52c30 0 52 22 52 56z"/><path fill="url(#au)" d="M44 112h168v18H44zM70 62h16v138H70zM170 62h16v138h-16z"/><rect x="112" y="120" width="32" height="40" rx="6" fill="url(#au)"/>${pip(128, 138, 5)}${coin(128, 58, 14)}${sparkle(210, 60, 12)}`,
  download: () =>
    `<rect x="72" y="36" width="112" height="184" rx="20" fill="url(#dk)"/><rect stroke="none" x="84" y="56" width="88" height="136" rx="8" fill="#3ea2ff"/><path fill="url(#em)" d="M112 76h32v44h22l-38 42-38-42h22z"/><rect stroke="none" x="100" y="174" width="56" height="8" rx="4" fill="#fff"/><circle stroke="none" cx="128" cy="206" r="6" fill="#6b7089"/>`,
  lantern: () =>
    `<path fill="none" stroke="${OUTLINE}" stroke-width="5" d="M128 24v24"/><path fill="url(#au)" d="M96 46h64l-6 16h-52zM102 194h52l6 16H96z"/><path fill="url(#ru)" d="M128 60c60 0 74 32 74 68s-14 68-74 68-74-32-74-68 14-68 74-68z"/><path fill="none" stroke="#ffd23f" stroke-width="4" d="M128 62v132M100 64c-22 30-22 98 0 128M156 64c22 30 22 98 0 128"/>${tube('M128 212v26', 'url(#au)', 6)}`,
  tree: () =>
    `<rect x="116" y="184" width="24" height="30" fill="url(#wd)"/><path fill="url(#em)" d="M128 60l70 130H58z"/><path fill="url(#em)" d="M128 52l52 96H76z"/><path fill="url(#em)" d="M128 46l36 64H92z"/>${[
      [104, 170, 'ru'],
      [150, 160, 'au'],
      [124, 128, 'sa'],
      [160, 186, 'ru'],
      [90, 190, 'au'],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="8" fill="url(#${c})"/>`)
      .join('')}${star(128, 40, 22, 9)}`,
  firework: () =>
    `${[
      [100, 110, 64, '#ffd23f'],
      [176, 160, 44, '#e35ad2'],
      [70, 186, 30, '#3ea2ff'],
    ]
      .map(
        ([x, y, r, c]) =>
          `<path fill="none" stroke="${c}" stroke-width="${r / 8}" stroke-linecap="round" d="${Array.from(
            { length: 12 },
            (_, i) => {
              const a = (i * Math.PI) / 6;
              return `M${r1(x + r * 0.35 * Math.cos(a))} ${r1(y + r * 0.35 * Math.sin(a))}L${r1(x + r * Math.cos(a))} ${r1(y + r * Math.sin(a))}`;
            },
          ).join('')}"/><circle stroke="none" cx="${x}" cy="${y}" r="${r / 6}" fill="#fff"/>`,
      )
      .join('')}${sparkle(196, 70, 14)}`,
  percent: () =>
    `<path fill="url(#ru)" d="M${starPoints(128, 128, 92, 76, 14)}z"/><circle cx="128" cy="128" r="62" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/><circle cx="100" cy="100" r="17" fill="url(#wh)"/><circle cx="156" cy="156" r="17" fill="url(#wh)"/><path fill="url(#wh)" d="M160 76l20 12-84 92-20-12z"/>`,
  envelope: () =>
    `<rect x="40" y="68" width="176" height="124" rx="14" fill="url(#wh)"/><path fill="none" stroke="#b9c2d6" stroke-width="6" d="M44 186l64-54M212 186l-64-54"/><path fill="url(#ag)" d="M40 82c0-8 6-14 14-14h148c8 0 14 6 14 14l-88 66z"/><g transform="translate(128 142) scale(.5) translate(-128 -134)"><path fill="url(#ru)" d="${HEART}"/></g>${sparkle(212, 50, 12)}`,
  network: () =>
    `<path fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="7" d="M128 70v40M128 110L72 150M128 110l56 40M72 150l-24 44M72 150l24 44M184 150l-24 44M184 150l24 44"/><circle cx="128" cy="64" r="26" fill="url(#au)"/><circle cx="72" cy="150" r="20" fill="url(#sa)"/><circle cx="184" cy="150" r="20" fill="url(#sa)"/>${[
      48, 96, 160, 208,
    ]
      .map((x) => `<circle cx="${x}" cy="198" r="14" fill="url(#em)"/>`)
      .join('')}${star(128, 64, 13, 6, '#c26a00')}`,
  checklist: () =>
    `<rect x="58" y="46" width="140" height="172" rx="14" fill="url(#wd)"/><rect x="72" y="62" width="112" height="144" rx="6" fill="url(#wh)"/><rect x="100" y="36" width="56" height="24" rx="8" fill="url(#ag)"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<path stroke="none" fill="#d5dbe8" d="M116 ${90 + i * 38}h52v10h-52z"/><path fill="none" stroke="${i < 2 ? '#08b45a' : '#c3cad9'}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" d="M84 ${94 + i * 38}l8 8 14-16"/>`,
      )
      .join('')}`,
  flame: () =>
    `<path fill="url(#ru)" d="M128 222c-46 0-72-30-72-68 0-44 38-64 40-108 24 16 34 36 36 56 10-10 14-24 14-36 30 22 54 56 54 90 0 38-26 66-72 66z"/><path fill="url(#or)" d="M128 222c-28 0-44-18-44-42 0-26 22-38 26-64 16 12 22 26 22 40 8-6 12-14 12-22 18 14 28 30 28 48 0 22-16 40-44 40z"/><path stroke="none" fill="#ffe066" d="M128 222c-12 0-20-8-20-20 0-12 10-20 14-32 10 8 26 20 26 34 0 10-8 18-20 18z"/>`,
  bag: () =>
    `<path fill="url(#au)" d="M104 70l-14-24c12-6 26 0 38 0s26-6 38 0l-14 24z"/><path fill="url(#au)" d="M104 78h48c34 26 58 58 58 92 0 30-22 44-82 44s-82-14-82-44c0-34 24-66 58-92z"/><path fill="url(#ru)" d="M98 72h60v14H98z"/>${coin(128, 156, 30)}${star(128, 156, 12, 5, '#c26a00', 4)}${shine('M70 168c2-24 16-46 34-62-10 18-22 38-22 62z')}`,
  compass: () =>
    `<circle cx="128" cy="128" r="86" fill="url(#au)"/><circle cx="128" cy="128" r="70" fill="url(#wh)"/><path stroke="none" fill="#c3cad9" d="${wedges(128, 128, 66, 8, 0.08)}"/><path fill="url(#ru)" d="M128 68l18 60h-36z"/><path fill="url(#sa)" d="M128 188l-18-60h36z"/><circle cx="128" cy="128" r="9" fill="url(#au)"/>`,
  trophy: () =>
    `${tube('M82 76c-40 0-40 56 6 56M174 76c40 0 40 56-6 56', 'url(#au)', 10)}<path fill="url(#au)" d="M76 54h104v38c0 38-22 62-52 62s-52-24-52-62z"/><path fill="url(#au)" d="M116 150h24v26h-24z"/><rect x="84" y="174" width="88" height="34" rx="6" fill="url(#wd)"/><rect stroke="none" x="106" y="184" width="44" height="12" rx="3" fill="#ffd23f"/>${star(128, 96, 24, 10, '#fff')}${shine('M88 62h10v34c0 18 6 32 16 42-18-6-26-22-26-42z')}`,
  link: () =>
    `<g transform="rotate(-45 128 128)">${tube('M78 104h28a24 24 0 0 1 0 48H78a24 24 0 0 1 0-48z', 'url(#ag)', 14)}${tube('M150 104h28a24 24 0 0 1 0 48h-28a24 24 0 0 1 0-48z', 'url(#au)', 14)}<path fill="none" stroke="url(#ag)" stroke-width="14" d="M96 104h14"/></g>${sparkle(200, 60, 12)}`,
};

/** An emblem centred at x, y, `size` pixels across, with a dark outline and a soft drop shadow. */
const emblem = (name, x, y, size, variant = 0) => {
  const draw = EMBLEMS[name];
  if (!draw) throw new Error(`no emblem "${name}"`);
  const s = size / 256;
  const at =
    x === 128 && y === 128 && s === 1
      ? ''
      : ` transform="translate(${r1(x - 128 * s)} ${r1(y - 128 * s)}) scale(${s})"`;
  return `<g${at} stroke="${OUTLINE}" stroke-width="5" stroke-linejoin="round" filter="url(#sh)">${draw(variant)}</g>`;
};
const SHADOW =
  '<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="5" flood-color="#0a0418" flood-opacity=".55"/></filter>';

const linear = (id, a, b, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x2="${x2}" y2="${y2}"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const glow = (id, color, opacity = 0.6) =>
  `<radialGradient id="${id}"><stop stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

// ------------------------------------------------------------------ game tiles

/** Per game type: three background colourways, a glow colour and a backdrop pattern. */
const TYPE_LOOK = {
  slots: {
    ways: [
      ['#2a0a5e', '#b0177a'],
      ['#1d0b54', '#6b2fe0'],
      ['#4a0a3a', '#d93a5c'],
    ],
    glow: '#ffd86b',
    backdrop: () => `<path fill="#fff" opacity=".07" d="${wedges(128, 128, 200, 16, 0.5)}"/>`,
  },
  fishing: {
    ways: [
      ['#031d45', '#0a97bd'],
      ['#022338', '#12a89a'],
      ['#0a1a55', '#2a74d8'],
    ],
    glow: '#8ff3ff',
    backdrop: () =>
      `<path fill="#fff" opacity=".08" d="M0 206c32-14 64-14 96 0s64 14 96 0 48-10 64-6v56H0z"/><g fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"><circle cx="36" cy="60" r="10"/><circle cx="58" cy="30" r="6"/><circle cx="222" cy="196" r="8"/><circle cx="30" cy="150" r="5"/></g>`,
  },
  table: {
    ways: [
      ['#032c22', '#0e8a5c'],
      ['#05262c', '#128c79'],
      ['#15300e', '#3f8d25'],
    ],
    glow: '#b6ffd9',
    backdrop: () =>
      `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M16 2l14 14-14 14L2 16z" fill="#fff" opacity=".06"/></pattern><rect width="256" height="256" fill="url(#p)"/><circle cx="128" cy="128" r="112" fill="none" stroke="#ffd23f" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 10"/>`,
  },
  crash: {
    ways: [
      ['#120c38', '#d9480f'],
      ['#0b1838', '#e08a00'],
      ['#180a2c', '#c92a64'],
    ],
    glow: '#ffc27a',
    backdrop: () =>
      `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0v32" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"/></pattern><rect width="256" height="256" fill="url(#p)"/>${[
        [30, 40],
        [220, 30],
        [40, 220],
        [200, 110],
        [90, 20],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff" opacity=".7"/>`)
        .join('')}`,
  },
  live: {
    ways: [
      ['#2d0510', '#c8173f'],
      ['#220820', '#9b1c4a'],
      ['#2e0e05', '#b93b0a'],
    ],
    glow: '#ffd0a8',
    backdrop: () =>
      `<path fill="#fff" opacity=".09" d="M70 0h36L60 256H0V190zM150 0h36l70 190v66h-60z"/><g fill="#fff" opacity=".12"><circle cx="40" cy="46" r="14"/><circle cx="214" cy="62" r="10"/><circle cx="226" cy="214" r="16"/></g><circle cx="222" cy="30" r="9" fill="#ff2d4a" stroke="#fff" stroke-width="3"/>`,
  },
  arcade: {
    ways: [
      ['#0e1656', '#6a27d6'],
      ['#0a2144', '#0c94d6'],
      ['#280947', '#cf2478'],
    ],
    glow: '#a9f0ff',
    backdrop: () =>
      `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="2.5" fill="#fff" opacity=".12"/></pattern><rect width="256" height="256" fill="url(#p)"/><circle cx="128" cy="128" r="110" fill="none" stroke="#7ff0ff" stroke-opacity=".35" stroke-width="4"/>`,
  },
};

const gameTile = (type, motif, way, variant) => {
  const look = TYPE_LOOK[type];
  const [a, b] = look.ways[way % look.ways.length];
  const art = emblem(motif, 128, 130, 236, variant);
  const body = `<rect width="256" height="256" fill="url(#bg)"/>${look.backdrop()}<circle cx="128" cy="124" r="118" fill="url(#gl)"/>${art}<rect x="1.5" y="1.5" width="253" height="253" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="3"/>`;
  return svg(
    256,
    256,
    linear('bg', a, b, 0.6, 1) + glow('gl', look.glow, 0.55) + SHADOW + paintDefs(body),
    body,
  );
};

// ----------------------------------------------------------- small line icons

const LINE_ICONS = {
  slots:
    '<rect x="6" y="10" width="30" height="28" rx="5"/><path d="M16 10v28M26 10v28M42 14v12l-6 4"/><circle cx="42" cy="11" r="3" fill="#ffd23f" stroke="none"/>',
  fishing:
    '<path d="M6 24c6-9 20-12 28 0-8 12-22 9-28 0z"/><path d="M34 24l8-7v14z"/><circle cx="14" cy="22" r="1.5" fill="#ffd23f" stroke="none"/>',
  table:
    '<rect x="8" y="10" width="20" height="28" rx="3" transform="rotate(-10 18 24)"/><rect x="20" y="10" width="20" height="28" rx="3" transform="rotate(10 30 24)"/><path d="M30 19c-3 4-6 5-6 8 0 2 2 3 3 3s2-1 3-2c1 1 2 2 3 2s3-1 3-3c0-3-3-4-6-8z" fill="#ffd23f" stroke="none"/>',
  crash: '<path d="M6 40h36M6 40V8"/><path d="M10 36c10-2 18-10 26-24"/><path d="M30 10h7v7"/>',
  // The high-limit tables (the lobby's "live" type has no dealer stream): a casino chip.
  live: '<circle cx="24" cy="24" r="17"/><circle cx="24" cy="24" r="10"/><path d="M24 7v6M24 35v6M7 24h6M35 24h6"/><path d="M24 18l1.8 3.7 4 .5-3 2.8.8 4-3.6-2-3.6 2 .8-4-3-2.8 4-.5z" fill="#ffd23f" stroke="none"/>',
  arcade:
    '<path d="M14 14h20c5 0 8 4 9 10l1 8c1 5-5 8-8 4l-4-4H16l-4 4c-3 4-9 1-8-4l1-8c1-6 4-10 9-10z"/><path d="M15 20v8M11 24h8"/><circle cx="32" cy="22" r="2" fill="#ffd23f" stroke="none"/><circle cx="36" cy="27" r="2" fill="#ffd23f" stroke="none"/>',
};
const lineIcon = (name) =>
  svg(
    48,
    48,
    '',
    `<g fill="none" stroke="#ece6ff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${LINE_ICONS[name]}</g>`,
  );

// --------------------------------------------------------------- brand marks

const BRAND_MARKS = {
  originals: [
    '#ffd23f',
    '#e07b00',
    `<path fill="#1c0a30" d="M32 14l18 18-18 18-18-18z"/><path fill="#fff" d="M28 25l10 7-10 7z"/>`,
  ],
  starforge: ['#7b5cff', '#2e1a8f', `<path fill="#ffd23f" d="M${starPoints(32, 33, 17, 7)}z"/>`],
  lanternfly: [
    '#ff7a59',
    '#b3261e',
    '<path fill="#ffe9a8" d="M32 16c12 0 16 8 16 16s-4 16-16 16-16-8-16-16 4-16 16-16z"/><path fill="none" stroke="#b3261e" stroke-width="2.5" d="M32 17v30M24 19c-5 8-5 18 0 26M40 19c5 8 5 18 0 26"/>',
  ],
  'cobalt-owl': [
    '#3ea2ff',
    '#1536a8',
    '<circle cx="23" cy="30" r="9" fill="#fff"/><circle cx="41" cy="30" r="9" fill="#fff"/><circle cx="24" cy="31" r="4" fill="#10204f"/><circle cx="40" cy="31" r="4" fill="#10204f"/><path fill="#ffd23f" d="M29 38h6l-3 6z"/><path fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" d="M16 18l6 4M48 18l-6 4"/>',
  ],
  marigold: [
    '#ffb703',
    '#d45500',
    `<path fill="#fff3c4" d="M${starPoints(32, 32, 18, 11, 10)}z"/><circle cx="32" cy="32" r="7" fill="#d45500"/>`,
  ],
  tidepool: [
    '#12c2b5',
    '#0a5f7a',
    '<path fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" d="M14 28c4-4 8-4 12 0s8 4 12 0 8-4 12 0M14 38c4-4 8-4 12 0s8 4 12 0 8-4 12 0"/>',
  ],
  ironleaf: [
    '#5a6b7d',
    '#1d2733',
    '<path fill="#8ff0a4" d="M16 46c0-20 12-30 32-30 0 20-10 32-30 32z"/><path fill="none" stroke="#1d2733" stroke-width="3" stroke-linecap="round" d="M18 46l20-20"/>',
  ],
};
const brandLogo = (code) => {
  const [a, b, mark] = BRAND_MARKS[code] ?? ['#888', '#333', ''];
  return svg(
    64,
    64,
    linear('bg', a, b, 0, 1),
    `<rect width="64" height="64" rx="16" fill="url(#bg)"/><rect x="2" y="2" width="60" height="60" rx="14" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>${mark}`,
  );
};

// -------------------------------------------------------- banks and channels

const GLYPHS = {
  building:
    '<path fill="#fff" d="M24 8l16 8H8zM10 18h28v3H10zM12 23h4v12h-4zM22 23h4v12h-4zM32 23h4v12h-4zM8 36h32v4H8z"/>',
  mountain:
    '<path fill="#fff" d="M4 38l14-22 8 12 6-8 12 18z"/><path fill="#cfe8ff" d="M18 16l5 8-5-3-5 3z"/>',
  tree: '<path fill="#fff" d="M24 6l12 16h-6l8 10H10l8-10h-6z"/><path fill="#fff" d="M22 32h4v8h-4z"/>',
  waves:
    '<path fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" d="M8 20c4-4 8-4 12 0s8 4 12 0 6-4 8-2M8 30c4-4 8-4 12 0s8 4 12 0 6-4 8-2"/><circle cx="34" cy="11" r="4" fill="#ffe066"/>',
  sun: `<circle cx="24" cy="22" r="8" fill="#ffe066"/><path fill="none" stroke="#ffe066" stroke-width="3" stroke-linecap="round" d="M24 6v4M12 12l3 3M36 12l-3 3M8 24h3M37 24h3"/><path fill="#fff" d="M6 34h36v6H6z"/>`,
  anchor:
    '<path fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" d="M24 14v24M17 20h14M11 28c1 7 7 10 13 10s12-3 13-10"/><circle cx="24" cy="10" r="4" fill="none" stroke="#fff" stroke-width="3"/>',
  shell: `<path fill="#fff" d="M24 38L8 20c8-12 24-12 32 0z"/><path fill="none" stroke="#e85d75" stroke-width="2" d="M24 38V14M24 38L15 17M24 38l9-21"/>`,
  wallet:
    '<rect x="7" y="13" width="34" height="24" rx="5" fill="#fff"/><path fill="#fff" opacity=".6" d="M11 13l18-6 4 6z"/><rect x="29" y="21" width="12" height="8" rx="3" fill="#ffd23f"/>',
  orbit:
    '<circle cx="24" cy="24" r="9" fill="#fff"/><ellipse cx="24" cy="24" rx="18" ry="6" fill="none" stroke="#ffe066" stroke-width="3" transform="rotate(-25 24 24)"/>',
  kite: '<path fill="#fff" d="M24 6l12 14-12 16-12-16z"/><path fill="none" stroke="#fff" stroke-width="2.5" d="M24 36c-2 4 3 5 0 9"/><path stroke="#ff7a9a" stroke-width="2" d="M24 6v30M12 20h24"/>',
  card: '<rect x="6" y="12" width="36" height="25" rx="4" fill="#fff"/><rect x="6" y="17" width="36" height="5" fill="#1c0a30"/><rect x="11" y="27" width="8" height="5" rx="1" fill="#ffd23f"/>',
  phone:
    '<rect x="14" y="6" width="20" height="36" rx="4" fill="#fff"/><rect x="17" y="11" width="14" height="22" rx="2" fill="#2fd477"/><path fill="#fff" d="M20 20h8v6h-8z"/>',
  transfer:
    '<path fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" d="M8 18h28l-7-7M40 30H12l7 7"/>',
  crypto: `<path fill="#fff" d="M${starPoints(24, 24, 17, 17, 3, -90)}z"/><path fill="#26a17b" d="M16 16h16v4h-6v14h-4V20h-6z"/>`,
};
const badge = (a, b, glyph) =>
  svg(
    48,
    48,
    linear('bg', a, b, 0.3, 1),
    `<rect width="48" height="48" rx="12" fill="url(#bg)"/>${GLYPHS[glyph]}`,
  );

const BANK_LOOK = {
  'metro-savings': ['#3b82f6', '#1e3a8a', 'building'],
  'harbor-commercial': ['#0ea5b7', '#0b4f6c', 'anchor'],
  'summit-national': ['#6366f1', '#312e81', 'mountain'],
  'evergreen-cu': ['#22c55e', '#14532d', 'tree'],
  'lakeside-trust': ['#38bdf8', '#075985', 'waves'],
  'prairie-first': ['#f59e0b', '#92400e', 'sun'],
  'coral-coast': ['#fb7185', '#9f1239', 'shell'],
  'mintleaf-pay': ['#34d399', '#047857', 'wallet'],
  'orbit-wallet': ['#a855f7', '#4c1d95', 'orbit'],
  'kite-cash': ['#f43f5e', '#881337', 'kite'],
};
const CHANNEL_LOOK = {
  card: ['#60a5fa', '#1d4ed8', 'card'],
  ewallet: ['#34d399', '#047857', 'phone'],
  transfer: ['#fbbf24', '#b45309', 'transfer'],
  crypto: ['#2dd4bf', '#0f766e', 'crypto'],
};

// ------------------------------------------------------------------- social

const SOCIAL = {
  facebook: [
    '#3b82f6',
    '#1d4ed8',
    '<path fill="#fff" d="M26 40V26h5l1-6h-6v-3c0-2 1-3 3-3h3V9h-4c-6 0-8 3-8 8v3h-4v6h4v14z"/>',
  ],
  telegram: [
    '#38bdf8',
    '#0284c7',
    '<path fill="#fff" d="M9 23l28-11c1-1 3 0 2 2l-5 23c0 2-2 2-3 1l-8-6-4 4c-1 1-2 0-2-1v-6l15-13-18 11-6-2c-2-1-2-2 1-2z"/>',
  ],
  youtube: [
    '#f43f5e',
    '#be123c',
    '<rect x="7" y="13" width="34" height="22" rx="7" fill="#fff"/><path fill="#e11d48" d="M21 18l10 6-10 6z"/>',
  ],
  instagram: [
    '#f59e0b',
    '#c026d3',
    '<rect x="11" y="11" width="26" height="26" rx="8" fill="none" stroke="#fff" stroke-width="3.5"/><circle cx="24" cy="24" r="6" fill="none" stroke="#fff" stroke-width="3.5"/><circle cx="31.5" cy="16.5" r="2" fill="#fff"/>',
  ],
};
const socialIcon = (code) => {
  const [a, b, glyph] = SOCIAL[code];
  return svg(
    48,
    48,
    linear('bg', a, b, 0.4, 1),
    `<circle cx="24" cy="24" r="24" fill="url(#bg)"/>${glyph}`,
  );
};

// --------------------------------------------------------------- activities

/** Icon name (kebab-case of the ActivityType key) → emblem and tile colours. */
const ACTIVITY_ART = {
  'first-deposit': ['bag', '#7c2d12', '#f59e0b'],
  'lucky-jackpot': ['pot', '#4c1d95', '#db2777'],
  'sign-up-bonus': ['gift', '#581c87', '#c026d3'],
  'free-sign': ['calendar', '#1e3a8a', '#3b82f6'],
  tasks: ['checklist', '#064e3b', '#10b981'],
  vip: ['crown', '#3b0764', '#a855f7'],
  'agent-5': ['network', '#0c4a6e', '#0ea5e9'],
  'invite-friend-1': ['envelope', '#831843', '#ec4899'],
  'invite-user-spin': ['prizewheel', '#312e81', '#6366f1'],
  'vip-rebate': ['percent', '#422006', '#ca8a04'],
  rank: ['trophy', '#1e1b4b', '#7c3aed'],
  points: ['star', '#0f766e', '#14b8a6'],
  'slots-hack': ['seven', '#3f0a2e', '#be185d'],
  'follow-rewards': ['heart', '#4a044e', '#d946ef'],
  'red-packet': ['packet', '#7f1d1d', '#f97316'],
  'continuous-recharge': ['flame', '#431407', '#ea580c'],
  'accumulated-recharge': ['coin', '#14532d', '#16a34a'],
  'ladder-recharge': ['stairs', '#1e3a8a', '#0891b2'],
  'first-charge': ['bolt', '#3b0764', '#6d28d9'],
  fund: ['chest', '#451a03', '#b45309'],
  'free-login-bonus': ['sun', '#7c2d12', '#ea580c'],
  supply: ['gem', '#083344', '#0e7490'],
  bind: ['link', '#1e293b', '#475569'],
  'weekend-lottery': ['ticket', '#4c0519', '#e11d48'],
  agent: ['people', '#172554', '#2563eb'],
  'agent-count': ['chart', '#052e16', '#15803d'],
  'tasks-1': ['target', '#3f1d38', '#9d174d'],
  festival: ['lantern', '#450a0a', '#b91c1c'],
  christmas: ['tree', '#052e16', '#b91c1c'],
  'new-year': ['firework', '#0b1030', '#4338ca'],
  notice: ['megaphone', '#1e1b4b', '#be123c'],
  'home-guide': ['compass', '#0c4a6e', '#0d9488'],
  download: ['download', '#064e3b', '#2563eb'],
  'out-link': ['globe', '#1e3a8a', '#0891b2'],
};
const activityIcon = ([motif, a, b]) => {
  const body = `<rect width="96" height="96" rx="24" fill="url(#bg)"/><circle cx="48" cy="44" r="40" fill="url(#gl)"/>${emblem(motif, 48, 50, 84)}<rect x="1" y="1" width="94" height="94" rx="23" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>`;
  return svg(
    96,
    96,
    linear('bg', a, b, 0.5, 1) + glow('gl', '#fff', 0.35) + SHADOW + paintDefs(body),
    body,
  );
};

// ------------------------------------------------------------------ banners

const BANNERS = {
  welcome: { ways: ['#1a0b4a', '#7b1fa2'], glow: '#ff8ad8', main: 'gift', side: ['coin', 'star'] },
  'first-deposit': {
    ways: ['#0b2a1a', '#0f9d58'],
    glow: '#9dffb0',
    main: 'bag',
    side: ['coin', 'gem'],
  },
  jackpot: { ways: ['#2b0a3d', '#c2185b'], glow: '#ffd86b', main: 'pot', side: ['seven', 'coin'] },
  vip: { ways: ['#120a2e', '#4c2a85'], glow: '#ffd86b', main: 'crown', side: ['gem', 'star'] },
  invite: {
    ways: ['#0a1f4a', '#1e88e5'],
    glow: '#8fe3ff',
    main: 'people',
    side: ['envelope', 'coin'],
  },
  'sign-in': {
    ways: ['#1b0f40', '#d9480f'],
    glow: '#ffc27a',
    main: 'calendar',
    side: ['gift', 'star'],
  },
};
const banner = ({ ways: [a, b], glow: g, main, side }) => {
  const confetti = [
    [40, 40, '#ffd23f'],
    [300, 30, '#ff6b9a'],
    [380, 260, '#7ff0ff'],
    [60, 250, '#ffd23f'],
    [250, 200, '#ffffff'],
    [420, 60, '#ffd23f'],
  ]
    .map(
      ([x, y, c], i) =>
        `<rect x="${x}" y="${y}" width="10" height="16" rx="3" fill="${c}" opacity=".7" transform="rotate(${i * 37} ${x + 5} ${y + 8})"/>`,
    )
    .join('');
  const body = `<rect width="720" height="300" fill="url(#bg)"/><path fill="#fff" opacity=".06" d="${wedges(560, 150, 480, 18, 0.5)}"/><circle cx="560" cy="150" r="190" fill="url(#gl)"/><path fill="#000" opacity=".18" d="M0 240c120-30 260-30 380 0s220 30 340 0v60H0z"/><rect width="720" height="300" fill="url(#sd)"/><ellipse cx="560" cy="268" rx="140" ry="16" fill="#fff" opacity=".14"/>${confetti}${emblem(side[0], 420, 218, 112)}${emblem(side[1], 676, 64, 92)}${emblem(main, 560, 146, 284)}${sparkle(460, 56, 14)}${sparkle(686, 246, 12)}`;
  // The left of a banner holds the app's title, so it is shaded for contrast.
  const shade =
    '<linearGradient id="sd" x2="1" y2="0"><stop stop-color="#07031a" stop-opacity=".45"/><stop offset=".55" stop-color="#07031a" stop-opacity="0"/></linearGradient>';
  return svg(
    720,
    300,
    linear('bg', a, b, 1, 0.6) + glow('gl', g, 0.6) + shade + SHADOW + paintDefs(body),
    body,
  );
};

// --------------------------------------------------------------- VIP badges

const VIP_METALS = [
  ['#c4cbd8', '#5c6680'], // 0 steel
  ['#f0b27a', '#8a4b1c'], // 1 bronze
  ['#f5c08e', '#9c5220'], // 2
  ['#f2f5fa', '#8994ab'], // 3 silver
  ['#ffffff', '#9aa6c0'], // 4
  ['#ffe680', '#d08a00'], // 5 gold
  ['#fff0a0', '#e07b00'], // 6
  ['#c8f6ff', '#2aa3c9'], // 7 platinum
  ['#d9fbff', '#2b8fd6'], // 8
  ['#ff9db0', '#b3133b'], // 9 ruby
  ['#f3c6ff', '#7b22d6'], // 10 diamond
];
const vipBadge = (level) => {
  const [a, b] = VIP_METALS[level];
  const shield = 'M64 8l46 16v36c0 30-20 52-46 62-26-10-46-32-46-62V24z';
  const wings =
    level >= 7
      ? '<path fill="url(#m)" stroke="#1c0a30" stroke-width="3" d="M20 40C8 44 2 56 4 70c6-6 12-8 18-8-4 6-6 12-4 20 4-6 10-10 16-10zM108 40c12 4 18 16 16 30-6-6-12-8-18-8 4 6 6 12 4 20-4-6-10-10-16-10z"/>'
      : '';
  const count = Math.min(3, Math.ceil(level / 3));
  const stars = Array.from({ length: count }, (_, i) =>
    star(64 + (i - (count - 1) / 2) * 16, 32, 7, 3, '#fff'),
  ).join('');
  const body = `${wings}<path fill="url(#m)" stroke="#1c0a30" stroke-width="4" stroke-linejoin="round" d="${shield}"/><path fill="url(#in)" d="M64 18l36 12v30c0 24-16 42-36 50-20-8-36-26-36-50V30z"/>${stars}<text x="64" y="${level >= 10 ? 86 : 88}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${level >= 10 ? 38 : 46}" fill="#fff" stroke="#1c0a30" stroke-width="3" paint-order="stroke">${level}</text>`;
  return svg(128, 128, linear('m', a, b, 0.2, 1) + linear('in', b, '#1c0a30', 0, 1), body);
};

// -------------------------------------------------------------------- write

const files = new Map();
const add = (path, content) => {
  if (files.has(path)) return;
  files.set(path, content);
};

// A type's games cycle through its colourways; a motif drawn again gets its next variant.
const seen = new Map();
const next = (key) => {
  const n = seen.get(key) ?? 0;
  seen.set(key, n + 1);
  return n;
};
for (const [code, , type, , motif] of catalogue.games) {
  add(`games/${code}.svg`, gameTile(type, motif, next(`type:${type}`), next(`motif:${motif}`)));
}
for (const t of catalogue.gameTypes) add(`types/${t.code}.svg`, lineIcon(t.code));
for (const b of catalogue.brands) add(`brands/${b.code}.svg`, brandLogo(b.code));
for (const b of catalogue.banks) {
  const [a, c, g] = BANK_LOOK[b.code] ?? ['#64748b', '#1e293b', 'building'];
  add(`banks/${b.code}.svg`, badge(a, c, g));
}
for (const c of catalogue.channels) {
  const [a, b, g] = CHANNEL_LOOK[c.code] ?? ['#64748b', '#1e293b', 'card'];
  add(`channels/${c.code}.svg`, badge(a, b, g));
}
for (const s of catalogue.social) add(`social/${s.code}.svg`, socialIcon(s.code));
for (const [name, look] of Object.entries(ACTIVITY_ART))
  add(`activities/${name}.svg`, activityIcon(look));
for (const name of catalogue.banners) add(`banners/${name}.svg`, banner(BANNERS[name]));
for (let level = 0; level <= 10; level += 1) add(`vip/${level}.svg`, vipBadge(level));

// Only the folders drawn here are replaced, so hand-made files elsewhere under art/ survive.
for (const folder of new Set([...files.keys()].map((path) => path.split('/')[0]))) {
  rmSync(join(out, folder), { recursive: true, force: true });
}
let total = 0;
const oversized = [];
for (const [path, content] of files) {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  total += content.length;
  const limit = path.startsWith('banners/') ? 8192 : MAX_BYTES;
  if (Buffer.byteLength(content) > limit)
    oversized.push(`${path} (${Buffer.byteLength(content)} B)`);
}
console.log(`make-art: wrote ${files.size} SVGs (${Math.round(total / 1024)} KB) to ${out}`);

// WebP at the folder's scale of the SVG's own size: lossy for pictures, lossless for the line
// icons of game types, whose flat strokes lossy coding would smudge.
const RASTER_LIMIT = { banners: 16384 };
let rasterBytes = 0;
let rasterCount = 0;
for (const [path, content] of files) {
  const folder = path.split('/')[0];
  const scale = catalogue.rasterArt.scales[folder];
  if (scale === undefined) continue;
  const webp = await sharp(Buffer.from(content), { density: 72 * scale })
    .webp(folder === 'types' ? { lossless: true } : { quality: 80, effort: 6 })
    .toBuffer();
  const webpPath = path.replace(/\.svg$/, '.webp');
  writeFileSync(join(out, webpPath), webp);
  rasterBytes += webp.length;
  rasterCount += 1;
  if (webp.length > (RASTER_LIMIT[folder] ?? 10240))
    oversized.push(`${webpPath} (${webp.length} B)`);
}
console.log(`make-art: rendered ${rasterCount} WebPs (${Math.round(rasterBytes / 1024)} KB)`);
if (oversized.length) {
  console.error(`make-art: over the size budget:\n  ${oversized.join('\n  ')}`);
  process.exitCode = 1;
}
