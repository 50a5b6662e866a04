// The studio's own symbol drawings: small SVGs (64 × 64) the project makes, one per symbol id,
// so a game never leans on a device's emoji font (a device without one shows boxes). A theme
// names its symbols by id (catalogue/theme.ts); the page shows each as an image whose text
// alternative is the symbol's label (page/strings.en-US.ts, `symbols`).

const INK = '#1c0a30';

// ——— shared shapes (each draws into the 64 × 64 box) ———

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const shine = (d: string) => `<path d="${d}" fill="#fff" stroke="none" opacity=".45"/>`;
const glyph = (text: string, fill: string, size = 30, y = 43) =>
  `<text x="32" y="${y}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="${fill}" stroke="${INK}" stroke-width="1.2">${text}</text>`;
const starPath = (cx: number, cy: number, outer: number, inner: number, n = 5) =>
  'M' +
  Array.from({ length: n * 2 }, (_, i) => {
    const a = ((-90 + (i * 180) / n) * Math.PI) / 180;
    const r = i % 2 ? inner : outer;
    return `${Math.round((cx + r * Math.cos(a)) * 10) / 10} ${Math.round((cy + r * Math.sin(a)) * 10) / 10}`;
  }).join(' ') +
  'z';

const leaf = (x: number, y: number) => path(`M${x} ${y}c4-8 12-10 16-8-4 6-10 9-16 8z`, '#3aa655');
const roundFruit = (fill: string, r = 20) =>
  `${circle(32, 36, r, fill)}${line('M32 16v-6', '#6b3b12')}${leaf(33, 14)}${shine('M20 30a12 12 0 0 1 9-9 14 14 0 0 0-6 10z')}`;
const gem = (fill: string) =>
  `${path('M14 24l10-12h16l10 12-18 28z', fill)}${line('M14 24h36M24 12l-2 12 10 28 10-28-2-12', '#fff', 1.5)}${shine('M24 12h8l-10 12h-8z')}`;
const medallion = (fill: string, inner: string) =>
  `${circle(32, 32, 27, fill)}${circle(32, 32, 21, 'none')}${inner}`;
const fishBody = (fill: string, fin: string) =>
  `${path('M46 32l14-12v24z', fin)}${path('M6 32c10-16 32-18 42 0-10 18-32 16-42 0z', fill)}${circle(17, 29, 3.5, '#fff')}${circle(17.5, 29, 1.6, INK)}${line('M30 22c4 6 4 14 0 20', '#fff', 1.5)}`;
const badge = (text: string, fill: string, size = 24) =>
  `<rect x="6" y="14" width="52" height="36" rx="8" fill="${fill}"/>${glyph(text, '#fff', size, 32 + size / 3)}`;
const face = (fill: string, ears: string, snout: string) =>
  `${ears}${circle(32, 34, 20, fill)}${circle(25, 30, 3, '#fff')}${circle(39, 30, 3, '#fff')}${circle(25, 30, 1.4, INK)}${circle(39, 30, 1.4, INK)}${snout}`;

// ——— the drawings ———

const drawings = {
  // fruit
  cherry: `${line('M22 40c2-14 10-24 22-30M42 38c-2-10 0-20 2-28', '#2f6b12')}${circle(22, 44, 11, '#e0243b')}${circle(42, 42, 11, '#e0243b')}${leaf(40, 12)}${shine('M15 41a6 5 0 0 1 5-5 6 6 0 0 0-3 6z')}`,
  lemon: `${path('M8 34c4-14 16-20 24-20s20 6 24 20c-4 12-16 18-24 18S12 46 8 34z', '#ffd23f')}${shine('M16 30c4-6 10-9 16-9-6 3-10 6-12 11z')}`,
  orange: roundFruit('#ff9a1f'),
  pear: `${path('M32 12c6 0 8 8 8 14 8 4 12 12 12 18 0 8-8 14-20 14S12 52 12 44c0-6 4-14 12-18 0-6 2-14 8-14z', '#b5d334')}${leaf(32, 10)}${shine('M20 40c0-6 4-10 8-12-3 4-4 8-4 13z')}`,
  peach: `${roundFruit('#ffab91')}${line('M32 18c-6 8-6 26 0 36', '#e5735a', 2)}`,
  apple: `${path('M32 20c-6-6-22-4-22 14 0 14 10 24 16 24 3 0 4-2 6-2s3 2 6 2c6 0 16-10 16-24 0-18-16-20-22-14z', '#e53935')}${line('M32 20c0-4 2-8 4-10', '#6b3b12')}${leaf(34, 12)}${shine('M16 32c2-6 6-9 10-9-4 3-6 6-7 11z')}`,
  grapes: `${[
    [24, 24],
    [36, 24],
    [48, 24],
    [30, 34],
    [42, 34],
    [36, 44],
    [30, 54],
  ]
    .map(([x, y]) => circle(x! - 4, y!, 7, '#8e44ad'))
    .join('')}${leaf(30, 10)}${line('M32 18v-8', '#6b3b12')}`,
  watermelon: `${path('M6 26a26 26 0 0 0 52 0z', '#2e9e4f')}${path('M10 26a22 22 0 0 0 44 0z', '#f2243f')}${[
    20, 28, 36, 44,
  ]
    .map((x, i) => `<ellipse cx="${x}" cy="${i % 2 ? 36 : 32}" rx="1.6" ry="3" fill="${INK}"/>`)
    .join('')}`,
  banana: `${path('M10 20c2 20 16 34 40 32 4 0 6-4 2-6-18 0-30-10-34-28-2-4-8-2-8 2z', '#ffd23f')}${line('M10 18l-2-6', '#6b3b12')}`,
  pineapple: `${path('M32 24l-8-14 8 6 8-6-8 14zM26 22l-10-8 14 4zM38 22l10-8-14 4z', '#3aa655')}<ellipse cx="32" cy="42" rx="16" ry="20" fill="#f5b82e"/>${line('M20 32l24 20M20 44l18 14M24 26l22 18M44 32l-24 20M44 44l-18 14M40 26l-22 18', '#b5651d', 1.5)}`,
  mango: `${path('M14 38c0-16 12-26 24-26 10 0 16 8 14 18-2 16-16 26-28 26-6 0-10-8-10-18z', '#ffb300')}${path('M38 12c6-4 12-4 16 0-6 4-12 4-16 0z', '#3aa655')}${shine('M20 36c2-8 8-14 14-16-6 5-9 10-10 17z')}`,
  strawberry: `${path('M32 58C18 50 10 36 12 26c2-8 12-10 20-6 8-4 18-2 20 6 2 10-6 24-20 32z', '#e0243b')}${path('M20 20l12-8 12 8-12 4z', '#3aa655')}${[
    [22, 32],
    [32, 30],
    [42, 32],
    [26, 42],
    [38, 42],
    [32, 50],
  ]
    .map(([x, y]) => circle(x!, y!, 1.3, '#ffe066'))
    .join('')}`,
  coconut: `${circle(32, 34, 22, '#7a4a24')}${circle(32, 34, 15, '#fffaf0')}${circle(32, 34, 9, '#efe4cf')}`,
  tree: `<rect x="28" y="40" width="8" height="18" fill="#7a4a24"/>${circle(32, 26, 20, '#2e9e4f')}${circle(24, 22, 4, '#e0243b')}${circle(40, 30, 4, '#e0243b')}${circle(34, 16, 4, '#e0243b')}`,
  // luck and riches
  seven: `${path('M12 12h40v10L34 56H22l18-34H12z', '#e0243b')}${shine('M14 14h36v3H14z')}`,
  bar: badge('BAR', '#2c2f40', 18),
  bell: `${circle(32, 52, 5, '#ff9a1f')}${path('M32 8c-12 0-18 10-18 22v10l-6 10h48l-6-10V30c0-12-6-22-18-22z', '#ffd23f')}${line('M14 42h36', '#b35a00', 2)}${shine('M22 20c2-5 6-8 10-8-4 3-5 9-5 17h-5c0-4 0-6 0-9z')}`,
  clover: `${[0, 90, 180, 270]
    .map(
      (a) =>
        `<path transform="rotate(${a + 45} 32 30)" d="M32 30c-4-6-16-8-16-18 0-5 4-8 8-8 4 0 6 2 8 5 2-3 4-5 8-5 4 0 8 3 8 8 0 10-12 12-16 18z" fill="#2fa84f"/>`,
    )
    .join('')}${line('M33 34c3 10 8 16 14 22', '#176b35')}${circle(32, 30, 3, '#ffd23f')}`,
  coin: `${circle(32, 32, 24, '#ffd23f')}${circle(32, 32, 17, '#f5b82e')}${path(starPath(32, 32, 11, 5), '#c26a00')}${shine('M16 26a17 17 0 0 1 12-12 20 20 0 0 0-8 14z')}`,
  'money-bag': `${path('M24 16h16l-4 8c10 4 16 14 16 22 0 8-6 12-20 12S12 54 12 46c0-8 6-18 16-22z', '#c9a15a')}${line('M26 24h12', '#7a4a24')}${glyph('$', '#2e7d32', 20, 50)}`,
  crown: `${path('M10 24l12 10 10-18 10 18 12-10-4 26H14z', '#ffd23f')}<rect x="14" y="48" width="36" height="8" rx="2" fill="#ffd23f"/>${circle(32, 40, 4, '#e0243b')}${circle(22, 42, 3, '#3ea2ff')}${circle(42, 42, 3, '#2fd477')}`,
  diamond: gem('#7fd8ff'),
  'gem-red': gem('#f2243f'),
  'gem-blue': gem('#3e6cff'),
  'gem-green': gem('#2fd477'),
  'gem-purple': gem('#a64dff'),
  'gem-orange': gem('#ff9a1f'),
  'gem-teal': gem('#22c7c7'),
  ring: `${circle(32, 40, 16, 'none')}<circle cx="32" cy="40" r="16" fill="none" stroke="#ffd23f" stroke-width="6"/>${path('M24 22l4-8h8l4 8-8 8z', '#7fd8ff')}`,
  star: `${path(starPath(32, 34, 26, 11), '#ffd23f')}${shine('M32 10l-4 14-12 1 10 3z')}`,
  'star-blue': path(starPath(32, 34, 26, 11), '#9ad0ff'),
  sparkle: `${path('M32 4Q32 32 60 32Q32 32 32 60Q32 32 4 32Q32 32 32 4z', '#fff4a8')}${path('M50 8Q50 16 58 16Q50 16 50 24Q50 16 42 16Q50 16 50 8z', '#fff')}`,
  rainbow: `<g fill="none" stroke-width="6"><path stroke="#f2243f" d="M6 50a26 26 0 0 1 52 0"/><path stroke="#ffd23f" d="M12 50a20 20 0 0 1 40 0"/><path stroke="#2fd477" d="M18 50a14 14 0 0 1 28 0"/><path stroke="#3e6cff" d="M24 50a8 8 0 0 1 16 0"/></g>`,
  'top-hat': `<rect x="18" y="12" width="28" height="34" rx="3" fill="#2c6b3a"/><rect x="8" y="44" width="48" height="8" rx="4" fill="#2c6b3a"/><rect x="18" y="36" width="28" height="6" fill="#ffd23f"/>`,
  mug: `<rect x="14" y="18" width="28" height="38" rx="4" fill="#f5b82e"/>${path('M42 26h6a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6h-6v-5h5v-10h-5z', '#f5b82e')}${path('M12 18c0-6 6-8 10-6 2-4 10-4 12 0 4-2 10 0 10 6z', '#fffaf0')}`,
  'honey-pot': `${path('M14 28h36c4 20-4 30-18 30s-22-10-18-30z', '#c26a00')}<rect x="12" y="22" width="40" height="8" rx="4" fill="#8a4b00"/>${path('M26 30c0 6 4 6 4 12 0 3 4 3 4 0 0-6 4-6 4-12z', '#ffd23f')}`,
  pot: `${circle(24, 20, 6, '#ffd23f')}${circle(34, 16, 7, '#ffd23f')}${circle(42, 22, 6, '#ffd23f')}${path('M12 28h40c4 18-6 30-20 30S8 46 12 28z', '#2c2f40')}<rect x="8" y="24" width="48" height="8" rx="4" fill="#2c2f40"/>`,
  horseshoe: `${path('M14 12h10v22a8 8 0 0 0 16 0V12h10v22a18 18 0 0 1-36 0z', '#c0c7d6')}${[
    [19, 20],
    [19, 30],
    [45, 20],
    [45, 30],
  ]
    .map(([x, y]) => circle(x!, y!, 1.6, INK))
    .join('')}`,
  dice: `<rect x="10" y="10" width="44" height="44" rx="10" fill="#fffaf0"/>${[
    [22, 22],
    [42, 22],
    [32, 32],
    [22, 42],
    [42, 42],
  ]
    .map(([x, y]) => circle(x!, y!, 4, '#e0243b'))
    .join('')}`,
  joker: `<rect x="14" y="6" width="36" height="52" rx="5" fill="#fffaf0"/>${path('M20 30l6-14 6 10 6-10 6 14z', '#a64dff')}${circle(32, 38, 8, '#ffd6a8')}${circle(32, 40, 2, '#e0243b')}`,
  // cards
  'card-back': `<rect x="12" y="6" width="40" height="52" rx="5" fill="#1a45c9"/><rect x="17" y="11" width="30" height="42" rx="3" fill="none" stroke="#fff" stroke-width="2"/>${path('M32 20l8 12-8 12-8-12z', '#fff')}`,
  'suit-spade': path(
    'M32 8c-8 10-20 18-20 28 0 6 5 10 10 10 4 0 7-2 8-4l-3 14h10l-3-14c1 2 4 4 8 4 5 0 10-4 10-10 0-10-12-18-20-28z',
    '#2c2f40',
  ),
  'suit-heart': path(
    'M32 54C20 45 8 36 8 24c0-7 6-12 12-12 5 0 9 3 12 8 3-5 7-8 12-8 6 0 12 5 12 12 0 12-12 21-24 30z',
    '#e0243b',
  ),
  'suit-diamond': path('M32 6l18 26-18 26-18-26z', '#e0243b'),
  'suit-club': path(
    'M32 8a10 10 0 0 1 9 15 10 10 0 1 1-4 17l3 14H24l3-14a10 10 0 1 1-4-17 10 10 0 0 1 9-15z',
    '#2c2f40',
  ),
  'rank-j': medallion('#3e6cff', glyph('J', '#fff')),
  'rank-q': medallion('#a64dff', glyph('Q', '#fff')),
  'rank-k': medallion('#e0243b', glyph('K', '#fff')),
  'rank-a': medallion('#ffb300', glyph('A', '#fff')),
  'chip-red': `${circle(32, 32, 24, '#e0243b')}<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="7 7"/>${circle(32, 32, 12, '#fffaf0')}`,
  'chip-black': `${circle(32, 32, 24, '#2c2f40')}<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="7 7"/>${circle(32, 32, 12, '#fffaf0')}`,
  'chip-green': `${circle(32, 32, 24, '#2e9e4f')}<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="7 7"/>${circle(32, 32, 12, '#fffaf0')}`,
  wheel: `${circle(32, 32, 26, '#ffd23f')}${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<path transform="rotate(${i * 60} 32 32)" d="M32 32L32 10A22 22 0 0 1 51 21z" fill="${['#e0243b', '#3e6cff', '#2fd477', '#a64dff', '#ff9a1f', '#22c7c7'][i]}"/>`,
    )
    .join('')}${circle(32, 32, 5, '#ffd23f')}`,
  // wheel multipliers
  'x-miss': medallion('#5a5f78', line('M22 22l20 20M42 22L22 42', '#fff', 6)),
  'x-1': medallion('#3e6cff', glyph('1×', '#fff', 22, 40)),
  'x-2': medallion('#2e9e4f', glyph('2×', '#fff', 22, 40)),
  'x-3': medallion('#a64dff', glyph('3×', '#fff', 22, 40)),
  'x-5': medallion('#ff9a1f', glyph('5×', '#fff', 22, 40)),
  'x-10': medallion('#e0243b', glyph('10×', '#fff', 18, 39)),
  'x-20': medallion('#ffb300', glyph('20×', '#fff', 18, 39)),
  // ancient and myth
  amphora: `${path('M24 8h16v6c8 4 12 14 10 26-2 10-8 18-18 18s-16-8-18-18c-2-12 2-22 10-26z', '#c26a3a')}${line('M16 30h32M18 40h28', '#ffd23f', 2)}${line('M24 16c-6 0-8 8-4 12M40 16c6 0 8 8 4 12', '#c26a3a')}`,
  snake: `${line('M10 52c10 0 10-12 20-12s10 12 20 12', '#2fa84f', 7)}${line('M30 40c0-10 10-12 10-22', '#2fa84f', 7)}${circle(40, 14, 7, '#2fa84f')}${circle(42, 12, 1.6, INK)}${line('M46 16l6 2', '#e0243b', 1.5)}`,
  scarab: `<ellipse cx="32" cy="36" rx="16" ry="20" fill="#1a8a8a"/>${circle(32, 14, 7, '#1a8a8a')}${line('M32 18v38M16 28l-8-6M16 40l-8 4M48 28l8-6M48 40l8 4', '#0d4d4d', 3)}${shine('M22 30c2-6 6-10 10-10-4 3-6 6-6 12z')}`,
  cat: face(
    '#f5b82e',
    path('M14 26l2-18 12 10zM50 26l-2-18-12 10z', '#f5b82e'),
    path('M29 38h6l-3 4z', '#e0243b'),
  ),
  'cat-black': face(
    '#2c2f40',
    path('M14 26l2-18 12 10zM50 26l-2-18-12 10z', '#2c2f40'),
    path('M29 38h6l-3 4z', '#ffd23f'),
  ),
  eye: `${path('M4 32c10-14 46-14 56 0-10 14-46 14-56 0z', '#fffaf0')}${circle(32, 32, 10, '#3e6cff')}${circle(32, 32, 4, INK)}${line('M22 42l-4 14M34 42c4 6 12 8 16 6', '#3e6cff', 3)}`,
  pyramid: `${circle(48, 16, 8, '#ff9a1f')}${path('M32 12l26 44H6z', '#ffd23f')}${path('M32 12l26 44H32z', '#c9a15a')}`,
  key: `${circle(20, 32, 12, 'none')}<circle cx="20" cy="32" r="10" fill="none" stroke="#ffd23f" stroke-width="6"/>${path('M30 29h28v6h-4v8h-6v-8h-4v6h-6v-6h-8z', '#ffd23f')}`,
  cloud: `${path('M16 46a10 10 0 0 1 0-20 14 14 0 0 1 26-6 12 12 0 0 1 8 26z', '#dfe5ef')}`,
  rain: `${path('M16 36a10 10 0 0 1 0-20 14 14 0 0 1 26-6 12 12 0 0 1 8 26z', '#8e9ab3')}${line('M20 44l-4 10M32 44l-4 10M44 44l-4 10', '#3ea2ff', 3)}`,
  tornado: line('M8 12h48M14 22h36M20 32h26M24 42h16M28 52h8', '#8e9ab3', 6),
  shield: `${path('M32 6l22 8v16c0 14-10 24-22 28C20 54 10 44 10 30V14z', '#3e6cff')}${path('M32 12v40c-8-4-16-12-16-22V18z', '#ffd23f')}`,
  hammer: `<rect x="28" y="24" width="8" height="34" rx="3" fill="#a85a24"/><rect x="12" y="8" width="40" height="18" rx="4" fill="#8e9ab3"/>`,
  eagle: `${path('M32 30c-8-10-20-14-28-10 8 2 12 8 14 14 4 0 10-2 14-4zM32 30c8-10 20-14 28-10-8 2-12 8-14 14-4 0-10-2-14-4z', '#7a4a24')}${circle(32, 24, 7, '#fffaf0')}${path('M32 26l6 3-6 2z', '#ffb300')}${path('M26 32h12l-6 22z', '#7a4a24')}`,
  temple: `${path('M6 22L32 8l26 14z', '#dfe5ef')}<rect x="8" y="22" width="48" height="5" fill="#dfe5ef"/>${[
    12, 22, 32, 42,
  ]
    .map((x) => `<rect x="${x + 1}" y="27" width="6" height="22" fill="#dfe5ef"/>`)
    .join('')}<rect x="6" y="49" width="52" height="7" fill="#dfe5ef"/>`,
  bolt: `${path('M38 4L14 36h16l-6 24 26-34H34z', '#ffd23f')}${shine('M36 8L18 34h6z')}`,
  bat: path(
    'M32 24c-4-4-4 0-4 2-6-8-16-10-24-6 6 2 8 8 6 14 4-4 10-4 12 2 2-4 6-6 10-4 4-2 8 0 10 4 2-6 8-6 12-2-2-6 0-12 6-14-8-4-18-2-24 6 0-2 0-6-4-2z',
    '#5a2d82',
  ),
  candle: `<rect x="24" y="26" width="16" height="32" rx="2" fill="#fffaf0"/>${path('M32 6c6 8 6 14 0 18-6-4-6-10 0-18z', '#ff9a1f')}${line('M32 24v3', INK, 2)}`,
  owl: `${path('M14 14l10 8h16l10-8v30c0 10-8 16-18 16s-18-6-18-16z', '#a0703c')}${circle(24, 30, 7, '#fffaf0')}${circle(40, 30, 7, '#fffaf0')}${circle(24, 30, 3, INK)}${circle(40, 30, 3, INK)}${path('M29 38h6l-3 5z', '#ffb300')}`,
  wolf: face(
    '#8e9ab3',
    path('M14 24l4-18 10 12zM50 24l-4-18-10 12z', '#8e9ab3'),
    path('M26 40h12l-6 8z', INK),
  ),
  'crystal-ball': `${circle(32, 28, 20, '#a64dff')}${shine('M20 22a14 14 0 0 1 10-10 16 16 0 0 0-6 12z')}${path(starPath(38, 30, 6, 2.5, 4), '#fff')}<rect x="18" y="46" width="28" height="10" rx="3" fill="#7a4a24"/>`,
  'full-moon': `${circle(32, 32, 24, '#fff4c2')}${circle(24, 26, 5, '#e8dca0')}${circle(38, 38, 7, '#e8dca0')}${circle(40, 20, 3, '#e8dca0')}`,
  frog: `${circle(22, 22, 8, '#2fa84f')}${circle(42, 22, 8, '#2fa84f')}<ellipse cx="32" cy="38" rx="22" ry="16" fill="#2fa84f"/>${circle(22, 21, 3, INK)}${circle(42, 21, 3, INK)}${line('M20 42c8 6 16 6 24 0', INK, 2)}`,
  'wind-chime': `${line('M32 4v10', INK, 2)}${path('M14 22c0-6 8-10 18-10s18 4 18 10z', '#22c7c7')}${line('M22 22v20M32 22v28M42 22v16', '#ffd23f', 4)}`,
  blossom: `${[0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse transform="rotate(${a} 32 32)" cx="32" cy="18" rx="8" ry="12" fill="#ffb3d1"/>`,
    )
    .join('')}${circle(32, 32, 5, '#ffd23f')}`,
  lantern: `${line('M32 4v8', INK, 2)}<rect x="24" y="10" width="16" height="5" fill="#ffd23f"/><ellipse cx="32" cy="34" rx="20" ry="20" fill="#e0243b"/>${line('M32 14v40M22 16c-6 10-6 26 0 36M42 16c6 10 6 26 0 36', '#ffd23f', 1.5)}<rect x="24" y="52" width="16" height="5" fill="#ffd23f"/>`,
  lotus: `${[-50, 50, -22, 22]
    .map(
      (a) =>
        `<path transform="rotate(${a} 32 50)" d="M32 50c-8-8-8-24 0-34 8 10 8 26 0 34z" fill="#e35ad2"/>`,
    )
    .join(
      '',
    )}${path('M32 52c-10-8-10-28 0-40 10 12 10 32 0 40z', '#ff8fc7')}<ellipse cx="32" cy="54" rx="22" ry="4" fill="#2e9e4f"/>`,
  // space
  planet: `${circle(32, 32, 16, '#ff9a1f')}<ellipse cx="32" cy="32" rx="28" ry="8" fill="none" stroke="#ffd23f" stroke-width="4" transform="rotate(-20 32 32)"/>`,
  comet: `${line('M6 58L30 34M14 58l16-16M6 48l16-16', '#ffd23f', 4)}${path(starPath(40, 24, 18, 8), '#fff4a8')}`,
  'shooting-star': `${line('M4 60l26-26', '#9ad0ff', 5)}${path(starPath(40, 24, 18, 8), '#ffd23f')}`,
  'moon-crescent': `${path('M38 6a26 26 0 1 0 20 36A20 20 0 0 1 38 6z', '#fff4a8')}`,
  ufo: `<ellipse cx="32" cy="36" rx="28" ry="10" fill="#8e9ab3"/>${path('M18 32c0-10 6-18 14-18s14 8 14 18z', '#9ad0ff')}${[14, 26, 38, 50].map((x) => circle(x, 38, 2.5, '#ffd23f')).join('')}`,
  astronaut: `${circle(32, 24, 16, '#fffaf0')}<rect x="22" y="16" width="20" height="14" rx="7" fill="#1a45c9"/><rect x="18" y="38" width="28" height="20" rx="6" fill="#fffaf0"/>${circle(32, 46, 3, '#e0243b')}`,
  // earth and fire
  cactus: `<rect x="26" y="10" width="12" height="48" rx="6" fill="#2fa84f"/>${path('M26 36h-8a6 6 0 0 1-6-6V20h6v10h8zM38 30h8V16h6v14a6 6 0 0 1-6 6h-8z', '#2fa84f')}`,
  jaguar: face(
    '#f5b82e',
    `${circle(16, 18, 7, '#f5b82e')}${circle(48, 18, 7, '#f5b82e')}`,
    `${path('M29 38h6l-3 4z', INK)}${[
      [20, 38],
      [44, 38],
      [32, 22],
    ]
      .map(([x, y]) => circle(x!, y!, 2, '#7a4a24'))
      .join('')}`,
  ),
  idol: `<rect x="16" y="8" width="32" height="50" rx="6" fill="#8e9ab3"/><rect x="20" y="22" width="10" height="6" fill="${INK}"/><rect x="34" y="22" width="10" height="6" fill="${INK}"/><rect x="28" y="30" width="8" height="12" fill="#6b7089"/><rect x="24" y="46" width="16" height="4" fill="${INK}"/>`,
  'sun-face': `${path(starPath(32, 32, 30, 20, 12), '#ff9a1f')}${circle(32, 32, 18, '#ffd23f')}${circle(26, 28, 2.5, INK)}${circle(38, 28, 2.5, INK)}${line('M24 38c4 4 12 4 16 0', INK, 2)}`,
  sun: `${path(starPath(32, 32, 30, 18, 12), '#ff9a1f')}${circle(32, 32, 16, '#ffd23f')}`,
  rock: path('M8 48l8-22 14-10 18 6 8 26z', '#8e9ab3'),
  fire: `${path('M32 4c4 12 18 18 18 34 0 12-8 20-18 20s-18-8-18-20c0-8 4-12 8-16 0 6 2 10 6 10-2-12 4-20 4-28z', '#ff5a1f')}${path('M32 30c2 6 8 8 8 16 0 6-4 10-8 10s-8-4-8-10c0-6 6-10 8-16z', '#ffd23f')}`,
  pickaxe: `${path('M8 22C20 8 44 8 56 22c-12-6-36-6-48 0z', '#8e9ab3')}<rect x="29" y="14" width="6" height="46" rx="3" fill="#a85a24"/>`,
  dragon: face(
    '#2e9e4f',
    path('M14 22l-2-16 12 10zM50 22l2-16-12 10z', '#ffd23f'),
    `${path('M22 42h20l-4 10h-12z', '#1c6b35')}${circle(27, 45, 1.5, INK)}${circle(37, 45, 1.5, INK)}`,
  ),
  volcano: `${path('M4 58l18-34h20l18 34z', '#7a4a24')}${path('M22 24h20l-4 8-6-4-6 4z', '#ff5a1f')}${circle(26, 12, 5, '#ff9a1f')}${circle(36, 8, 4, '#ffd23f')}`,
  // jungle
  parrot: `${path('M26 10c12 0 18 10 18 20l10 24H34c-8 0-14-8-14-18 0-10 0-26 6-26z', '#e0243b')}${path('M34 30l16 24H36z', '#3e6cff')}${path('M18 16c0-4 4-6 8-6v12c-4 0-8-2-8-6z', '#ffd23f')}${circle(30, 18, 2.5, INK)}`,
  monkey: face(
    '#a0703c',
    `${circle(12, 30, 7, '#d9a066')}${circle(52, 30, 7, '#d9a066')}`,
    `<ellipse cx="32" cy="42" rx="10" ry="7" fill="#d9a066"/>${line('M28 44c2 2 6 2 8 0', INK, 1.5)}`,
  ),
  tiger: face(
    '#ff9a1f',
    `${circle(16, 18, 6, '#ff9a1f')}${circle(48, 18, 6, '#ff9a1f')}`,
    `${path('M29 38h6l-3 4z', INK)}${line('M14 32h6M44 32h6M32 14v6M16 40h5M43 40h5', INK, 2)}`,
  ),
  gorilla: face(
    '#4a4a5a',
    `${circle(14, 30, 5, '#4a4a5a')}${circle(50, 30, 5, '#4a4a5a')}`,
    `<ellipse cx="32" cy="42" rx="11" ry="8" fill="#8e8ea0"/>${circle(28, 41, 1.6, INK)}${circle(36, 41, 1.6, INK)}`,
  ),
  mask: `${path('M32 6c16 0 22 14 22 28 0 16-10 26-22 26S10 50 10 34C10 20 16 6 32 6z', '#ff9a1f')}${path('M16 28c6-4 12-2 14 2-4 4-10 4-14-2zM48 28c-6-4-12-2-14 2 4 4 10 4 14-2z', INK)}${path('M24 44h16l-3 8h-10z', '#fffaf0')}${path(starPath(32, 16, 5, 2, 4), '#3e6cff')}`,
  // the sea
  'fish-blue': fishBody('#3ea2ff', '#1a45c9'),
  'fish-orange': fishBody('#ff9a1f', '#e0243b'),
  'fish-yellow': fishBody('#ffd23f', '#ff9a1f'),
  'fish-green': fishBody('#2fd477', '#1c6b35'),
  'fish-purple': fishBody('#a64dff', '#5a2d82'),
  'fish-red': fishBody('#f2243f', '#8f0b26'),
  pufferfish: `${circle(30, 32, 18, '#ffd23f')}${[0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => `<path transform="rotate(${a} 30 32)" d="M30 12l2-6 2 6z" fill="#c26a00"/>`)
    .join('')}${path('M46 32l12-8v16z', '#ffd23f')}${circle(24, 28, 3, INK)}`,
  squid: `${path('M32 4c10 8 14 18 14 28H18c0-10 4-20 14-28z', '#e35ad2')}${line('M22 32v20M28 32v24M36 32v24M42 32v20', '#e35ad2', 4)}${circle(27, 24, 2.5, INK)}${circle(37, 24, 2.5, INK)}`,
  octopus: `${line('M18 36c-4 10-10 14-14 12M24 40c-2 10-6 16-12 18M40 40c2 10 6 16 12 18M46 36c4 10 10 14 14 12', '#a64dff', 5)}${path('M14 30c0-14 8-22 18-22s18 8 18 22c0 6-4 10-8 12H22c-4-2-8-6-8-12z', '#a64dff')}${circle(26, 28, 3, '#fff')}${circle(38, 28, 3, '#fff')}`,
  turtle: `<ellipse cx="30" cy="36" rx="20" ry="14" fill="#2e9e4f"/>${circle(54, 34, 6, '#7ac06a')}${circle(16, 48, 4, '#7ac06a')}${circle(42, 48, 4, '#7ac06a')}${path('M22 30l8-6 8 6-8 8z', '#1c6b35')}`,
  shark: `${path('M4 36c14-12 36-14 52-4l6-10v28l-6-8c-16 8-38 6-52-6z', '#8e9ab3')}${path('M28 26l8-16 6 18z', '#8e9ab3')}${path('M8 38c10 4 24 6 40 2-16 6-30 4-40-2z', '#fffaf0')}${circle(16, 32, 2, INK)}`,
  'shark-twin': `<g transform="translate(0 -8) scale(.7)">${path('M4 36c14-12 36-14 52-4l6-10v28l-6-8c-16 8-38 6-52-6z', '#8e9ab3')}</g><g transform="translate(18 22) scale(.7)">${path('M4 36c14-12 36-14 52-4l6-10v28l-6-8c-16 8-38 6-52-6z', '#6b7089')}</g>`,
  whale: `${path('M4 36c0-12 12-20 26-20 12 0 20 6 24 14l6-8c4 6 2 14-4 16 2 2 4 2 6 2-6 4-12 4-16 0-4 10-14 14-26 14C10 54 4 46 4 36z', '#3e6cff')}${path('M8 42c8 6 24 8 36 2-4 8-12 10-20 10-8 0-14-4-16-12z', '#dfe5ef')}${circle(16, 34, 2, INK)}${line('M26 14c-2-6-6-8-10-8M26 14c0-6 2-10 6-12', '#9ad0ff', 2)}`,
  dolphin: `${path('M4 40c8-16 26-24 44-18l10-8-2 12c4 4 6 8 6 12-6-2-12-4-16-2-12 6-28 8-42 4z', '#5aa9e6')}${path('M26 24l8-10 4 10z', '#5aa9e6')}${circle(48, 30, 2, INK)}`,
  seal: `<ellipse cx="30" cy="40" rx="22" ry="14" fill="#8e9ab3"/>${circle(46, 26, 10, '#8e9ab3')}${circle(49, 24, 2, INK)}${path('M4 46l10-4-2 10z', '#6b7089')}`,
  shrimp: `${path('M44 14c-22 0-34 16-30 32 2 8 10 12 18 10-6-4-8-10-6-18 4-12 14-16 22-16z', '#ff8a65')}${line('M44 14l14-6M44 16l14 0', '#ff8a65', 2)}${circle(42, 18, 2, INK)}`,
  lobster: `${path('M26 20h12v34l-6 6-6-6z', '#e0243b')}${path('M26 22c-8-2-14-10-12-18 6 2 8 6 8 10 2-2 4-2 6 0zM38 22c8-2 14-10 12-18-6 2-8 6-8 10-2-2-4-2-6 0z', '#e0243b')}${line('M26 30h12M26 38h12M26 46h12', '#8f0b26', 2)}`,
  crab: `<ellipse cx="32" cy="38" rx="18" ry="12" fill="#f2243f"/>${path('M12 28c-6-4-6-14 2-16-2 4 0 8 4 8zM52 28c6-4 6-14-2-16 2 4 0 8-4 8z', '#f2243f')}${line('M16 44l-8 8M48 44l8 8M20 48l-4 8M44 48l4 8', '#f2243f', 3)}${circle(26, 32, 2, INK)}${circle(38, 32, 2, INK)}`,
  shell: `${path('M32 8L6 42c8 10 44 10 52 0z', '#ffb3a7')}${line('M32 8L16 46M32 8v40M32 8l16 38', '#e5735a', 2)}`,
  jellyfish: `${path('M10 32c0-14 10-22 22-22s22 8 22 22z', '#e35ad2')}${line('M18 32c-2 8 2 14 0 22M28 32c-2 8 2 14 0 24M38 32c-2 8 2 14 0 24M48 32c-2 8 2 14 0 22', '#ff8fc7', 3)}`,
  coral: line('M32 60V30M32 40l-14-14v-12M32 34l12-12V8M18 26l-8-4M44 22l10 0', '#ff6f61', 6),
  anchor: `${line('M32 16v42M20 26h24M10 40c2 12 12 18 22 18s20-6 22-18', '#c0c7d6', 5)}<circle cx="32" cy="10" r="6" fill="none" stroke="#c0c7d6" stroke-width="4"/>`,
  'pirate-flag': `<rect x="10" y="4" width="4" height="56" fill="#a85a24"/>${path('M14 8h40v28H14z', '#2c2f40')}${circle(34, 20, 7, '#fffaf0')}${line('M24 30l20-4M24 26l20 4', '#fffaf0', 2)}`,
  'king-crown': `${circle(32, 32, 28, '#1a45c9')}<g transform="translate(6 4) scale(.8)">${path('M10 24l12 10 10-18 10 18 12-10-4 26H14z', '#ffd23f')}</g>`,
  // crash and arcade
  plane: `${path('M6 36l50-14c4 0 6 4 2 6L10 42z', '#fffaf0')}${path('M26 30l-6-18h8l14 14zM30 38l-6 14h8l10-16z', '#e0243b')}`,
  rocket: `${path('M32 4c10 8 14 20 14 32v12H18V36c0-12 4-24 14-32z', '#fffaf0')}${path('M32 4c6 4 9 10 11 16H21c2-6 5-12 11-16z', '#e0243b')}${circle(32, 28, 6, '#3ea2ff')}${path('M18 38l-8 12v6l8-4zM46 38l8 12v6l-8-4z', '#e0243b')}${path('M24 48h16c0 8-8 14-8 14s-8-6-8-14z', '#ff9a1f')}`,
  chart: `${line('M6 54l16-16 10 8 24-30', '#2fd477', 6)}${path('M58 10l-2 16-12-10z', '#2fd477')}`,
  balloon: `${path('M32 6c12 0 20 10 20 20 0 14-12 24-20 26-8-2-20-12-20-26C12 16 20 6 32 6z', '#e0243b')}${path('M29 54h6l-3-3z', '#e0243b')}${line('M32 54c-4 4 4 6 0 10', '#fffaf0', 1.5)}${shine('M20 22c2-6 6-10 12-10-6 3-8 8-9 14z')}`,
  target: `${circle(32, 32, 26, '#e0243b')}${circle(32, 32, 18, '#fffaf0')}${circle(32, 32, 10, '#e0243b')}${circle(32, 32, 4, '#ffd23f')}`,
  ticket: `${path('M6 18h52v10a4 4 0 0 0 0 8v10H6V36a4 4 0 0 0 0-8z', '#ffb300')}<rect x="14" y="24" width="36" height="16" rx="3" fill="#c0c7d6"/>${path(starPath(32, 32, 7, 3), '#ffd23f')}`,
  'keno-ball': `${circle(32, 32, 24, '#3e6cff')}${circle(32, 32, 13, '#fffaf0')}${glyph('80', INK, 14, 37)}`,
  'bingo-ball': `${circle(32, 32, 24, '#ff9a1f')}${circle(32, 32, 13, '#fffaf0')}${glyph('B', INK, 16, 38)}`,
  peg: `${circle(32, 32, 20, '#22c7c7')}${shine('M20 28a12 12 0 0 1 8-8 14 14 0 0 0-5 9z')}`,
} satisfies Record<string, string>;

export type SymbolId = keyof typeof drawings;

export const symbolIds = Object.keys(drawings) as SymbolId[];

export function isSymbolId(id: string): id is SymbolId {
  return Object.hasOwn(drawings, id);
}

/** A symbol's SVG document (64 × 64, outlined in ink). */
export function symbolSvg(id: SymbolId): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><g stroke="${INK}" stroke-width="1.5" stroke-linejoin="round">${drawings[id]}</g></svg>`;
}

const uris = new Map<SymbolId, string>();

/** The symbol as a data: URI (the page's CSP allows data: images). */
export function symbolUri(id: SymbolId): string {
  let uri = uris.get(id);
  if (!uri) {
    uri = `data:image/svg+xml,${encodeURIComponent(symbolSvg(id))}`;
    uris.set(id, uri);
  }
  return uri;
}
