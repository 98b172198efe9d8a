import { image } from '#server/storage/sharp.ts';
import type { ImageSpec } from './content/types';

/**
 * Demo pictures drawn locally from SVG: calm gradients, geometric and architectural shapes.
 * No portraits: a made-up face is worse than none, and the site shows a lawyer without a photo
 * with a monogram of their initials. No text (no font is guaranteed on the machine), no downloads.
 */

interface Palette {
  dark: string;
  mid: string;
  light: string;
  accent: string;
}

/** Muted tones that sit well next to each other on one page. */
const PALETTES: Palette[] = [
  { dark: '#1c2a3a', mid: '#3f5a72', light: '#d5dde4', accent: '#b8955e' }, // navy and brass
  { dark: '#22312d', mid: '#4f6e64', light: '#d9e1da', accent: '#c4a66e' }, // fir green
  { dark: '#2d2430', mid: '#69506a', light: '#e4dadf', accent: '#c89e72' }, // plum
  { dark: '#2a2927', mid: '#6f675c', light: '#e9e3d9', accent: '#a37f4f' }, // stone
  { dark: '#1e2d45', mid: '#4b6788', light: '#e0e7ef', accent: '#d3b27b' }, // slate blue
  { dark: '#3a2623', mid: '#7b5045', light: '#f0e5de', accent: '#bd8e62' }, // terracotta
  { dark: '#202a33', mid: '#56707a', light: '#dde6e8', accent: '#9fb3a6' }, // steel and sage
];

export const SIZES: Record<ImageSpec['kind'], [number, number]> = {
  banner: [1920, 800],
  cover: [1200, 675],
  environment: [1200, 800],
  icon: [256, 256],
  logo: [256, 256],
};

/** A small deterministic PRNG so the same seed always draws the same picture. */
function random(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Soft grain-free vignette and a diagonal background gradient. */
function background(
  w: number,
  h: number,
  from: string,
  to: string,
  angle: 'diag' | 'vert' = 'diag',
): { defs: string; body: string } {
  const [x2, y2] = angle === 'diag' ? ['1', '1'] : ['0', '1'];
  return {
    defs:
      `<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  };
}

/** A colonnade under a pediment line, light falling in from one side: the banner motif. */
function banner(seed: number): string {
  const [w, h] = SIZES.banner;
  const rnd = random(seed * 101);
  const p = PALETTES[(seed * 3) % PALETTES.length];
  const bg = background(w, h, p.dark, p.mid);
  const cols: string[] = [];
  const count = 7 + Math.floor(rnd() * 4);
  const left = w * (0.42 + rnd() * 0.08);
  const gap = (w - left) / count;
  const top = h * (0.2 + rnd() * 0.08);
  for (let i = 0; i < count; i++) {
    const x = left + i * gap + gap * 0.2;
    cols.push(
      `<rect x="${r1(x)}" y="${r1(top + 36)}" width="${r1(gap * 0.42)}" height="${r1(h - top - 36)}" fill="url(#col)" opacity="${r1(0.55 + rnd() * 0.35)}"/>`,
    );
  }
  const cx = w * (0.2 + rnd() * 0.2);
  const cy = h * (0.1 + rnd() * 0.3);
  const defs =
    bg.defs +
    `<linearGradient id="col" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#fff" stop-opacity="0.01"/></linearGradient>` +
    `<radialGradient id="glow" cx="${r1(cx / w)}" cy="${r1(cy / h)}" r="0.6"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${p.dark}" stop-opacity="0.2"/><stop offset="1" stop-color="${p.dark}" stop-opacity="0"/></linearGradient>`;
  const body =
    bg.body +
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>` +
    `<polygon points="${r1(left - 40)},${r1(top + 30)} ${r1((left + w) / 2)},${r1(top - 70)} ${w + 40},${r1(top + 30)}" fill="#fff" opacity="0.05"/>` +
    `<rect x="${r1(left - 40)}" y="${r1(top + 18)}" width="${r1(w - left + 80)}" height="18" fill="#fff" opacity="0.09"/>` +
    cols.join('') +
    `<rect x="0" y="${h - 70}" width="${w}" height="70" fill="${p.dark}" opacity="0.45"/>` +
    `<line x1="0" y1="${h - 70}" x2="${w}" y2="${h - 70}" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="2"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy + h * 0.4)}" r="${r1(h * 0.55)}" fill="none" stroke="${p.accent}" stroke-opacity="0.18" stroke-width="2"/>` +
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>`;
  return svg(w, h, defs, body);
}

/** Article covers: five calm motifs (grid and disc, arcs, facade, bands, steps) in varied palettes. */
function cover(seed: number): string {
  const [w, h] = SIZES.cover;
  const rnd = random(seed * 7919);
  const p = PALETTES[seed % PALETTES.length];
  const motif = Math.floor(seed / PALETTES.length + seed) % 5;
  const bg = background(w, h, p.dark, p.mid);
  const parts: string[] = [bg.body];
  if (motif === 0) {
    for (let x = 0; x <= w; x += 75)
      parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#fff" stroke-opacity="0.06"/>`);
    for (let y = 0; y <= h; y += 75)
      parts.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#fff" stroke-opacity="0.06"/>`);
    const r = 170 + rnd() * 90;
    parts.push(
      `<circle cx="${r1(w * (0.55 + rnd() * 0.25))}" cy="${r1(h * (0.35 + rnd() * 0.3))}" r="${r1(r)}" fill="${p.accent}" opacity="0.85"/>`,
    );
    parts.push(
      `<rect x="${r1(w * 0.12)}" y="${r1(h * 0.55)}" width="${r1(w * 0.42)}" height="${r1(h * 0.3)}" fill="${p.light}" opacity="0.14"/>`,
    );
  } else if (motif === 1) {
    const cx = rnd() < 0.5 ? 0 : w;
    for (let i = 0; i < 9; i++) {
      const r = 120 + i * 85;
      parts.push(
        `<circle cx="${cx}" cy="${h}" r="${r}" fill="none" stroke="${i % 3 === 0 ? p.accent : p.light}" stroke-opacity="${r1(0.12 + (i % 3 === 0 ? 0.4 : 0.05))}" stroke-width="${i % 3 === 0 ? 3 : 2}"/>`,
      );
    }
    parts.push(`<circle cx="${cx}" cy="${h}" r="110" fill="${p.accent}" opacity="0.7"/>`);
  } else if (motif === 2) {
    const cols = 8;
    const rows = 5;
    const fw = w * 0.62;
    const fx = w * 0.3;
    const fy = h * 0.12;
    parts.push(
      `<rect x="${r1(fx)}" y="${r1(fy)}" width="${r1(fw)}" height="${r1(h - fy)}" fill="${p.light}" opacity="0.1"/>`,
    );
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++) {
        const lit = rnd() < 0.25;
        parts.push(
          `<rect x="${r1(fx + 24 + c * ((fw - 24) / cols))}" y="${r1(fy + 28 + r * ((h - fy - 28) / rows))}" width="${r1((fw - 24) / cols - 24)}" height="${r1((h - fy - 28) / rows - 34)}" fill="${lit ? p.accent : '#fff'}" opacity="${lit ? 0.55 : 0.07}"/>`,
        );
      }
    }
  } else if (motif === 3) {
    for (let i = -4; i < 12; i++) {
      const x = i * 150;
      parts.push(
        `<polygon points="${x},${h} ${x + 75},${h} ${x + 75 + h * 0.6},0 ${x + h * 0.6},0" fill="${i % 4 === 0 ? p.accent : p.light}" opacity="${i % 4 === 0 ? 0.5 : r1(0.04 + rnd() * 0.07)}"/>`,
      );
    }
  } else {
    const steps = 6;
    for (let i = 0; i < steps; i++) {
      const sw = w * (0.9 - i * 0.12);
      parts.push(
        `<rect x="${r1((w - sw) / 2)}" y="${r1(h * 0.35 + i * 55)}" width="${r1(sw)}" height="55" fill="${i % 2 ? p.light : '#fff'}" opacity="${r1(0.05 + i * 0.03)}"/>`,
      );
    }
    parts.push(
      `<rect x="${r1(w * 0.47)}" y="${r1(h * 0.12)}" width="${r1(w * 0.06)}" height="${r1(h * 0.23)}" fill="${p.accent}" opacity="0.75"/>`,
    );
  }
  parts.push(`<rect width="${w}" height="${h}" fill="url(#vig)"/>`);
  return svg(w, h, bg.defs, parts.join(''));
}

/** An office interior in perspective: tall windows, floor, a long table. */
function environment(seed: number): string {
  const [w, h] = SIZES.environment;
  const rnd = random(seed * 4241);
  const p = PALETTES[(seed * 2 + 1) % PALETTES.length];
  const horizon = h * (0.62 + rnd() * 0.06);
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}" stop-opacity="0.7"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="1" stop-color="${p.light}" stop-opacity="0.75"/></linearGradient>` +
    `<linearGradient id="ray" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.8"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>`;
  const parts = [
    `<rect width="${w}" height="${horizon}" fill="url(#wall)"/>`,
    `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#floor)"/>`,
  ];
  const windows = 3 + Math.floor(rnd() * 2);
  const ww = (w * 0.8) / windows;
  for (let i = 0; i < windows; i++) {
    const x = w * 0.1 + i * ww + ww * 0.12;
    parts.push(
      `<rect x="${r1(x)}" y="${r1(h * 0.1)}" width="${r1(ww * 0.76)}" height="${r1(horizon - h * 0.1 - 20)}" fill="url(#win)"/>`,
    );
    parts.push(
      `<line x1="${r1(x + ww * 0.38)}" y1="${r1(h * 0.1)}" x2="${r1(x + ww * 0.38)}" y2="${r1(horizon - 20)}" stroke="${p.mid}" stroke-width="6"/>`,
    );
    parts.push(
      `<polygon points="${r1(x)},${r1(horizon)} ${r1(x + ww * 0.76)},${r1(horizon)} ${r1(x + ww * 0.76 + 220)},${h} ${r1(x + 120)},${h}" fill="url(#ray)"/>`,
    );
  }
  for (let i = 0; i <= 10; i++) {
    const x = (w / 10) * i;
    parts.push(
      `<line x1="${r1(w / 2 + (x - w / 2) * 0.35)}" y1="${r1(horizon)}" x2="${r1(x * 1.6 - w * 0.3)}" y2="${h}" stroke="#000" stroke-opacity="0.08"/>`,
    );
  }
  const ty = horizon + (h - horizon) * 0.35;
  parts.push(
    `<polygon points="${r1(w * 0.28)},${r1(ty)} ${r1(w * 0.72)},${r1(ty)} ${r1(w * 0.8)},${r1(ty + 60)} ${r1(w * 0.2)},${r1(ty + 60)}" fill="${p.dark}" opacity="0.85"/>`,
  );
  parts.push(
    `<rect x="${r1(w * 0.2)}" y="${r1(ty + 60)}" width="${r1(w * 0.6)}" height="14" fill="${p.accent}" opacity="0.8"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const x = w * 0.27 + i * w * 0.13;
    parts.push(`<rect x="${r1(x)}" y="${r1(ty - 70)}" width="46" height="70" rx="10" fill="${p.dark}" opacity="0.6"/>`);
  }
  parts.push(`<rect width="${w}" height="${h}" fill="url(#vig)"/>`);
  return svg(w, h, defs, parts.join(''));
}

/** Practice-area glyphs: simple geometric pictograms in brass on navy. */
function icon(seed: number): string {
  const [w, h] = SIZES.icon;
  const bgc = '#1f2e44';
  const fg = '#d3b27b';
  const s = `fill="none" stroke="${fg}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`;
  const glyphs = [
    // corporate: three stacked blocks
    `<rect x="70" y="120" width="56" height="70" ${s}/><rect x="130" y="80" width="56" height="110" ${s}/><line x1="60" y1="190" x2="196" y2="190" ${s}/>`,
    // employment: two people
    `<circle cx="100" cy="98" r="22" ${s}/><circle cx="160" cy="98" r="22" ${s}/><path d="M62,182 C62,146 138,146 138,182" ${s}/><path d="M122,182 C122,146 198,146 198,182" ${s}/>`,
    // IP: light bulb
    `<path d="M128,60 C94,60 76,86 76,110 C76,134 96,146 104,166 L152,166 C160,146 180,134 180,110 C180,86 162,60 128,60 Z" ${s}/><line x1="106" y1="186" x2="150" y2="186" ${s}/><line x1="114" y1="204" x2="142" y2="204" ${s}/>`,
    // real estate: house
    `<path d="M64,126 L128,68 L192,126" ${s}/><path d="M84,112 L84,192 L172,192 L172,112" ${s}/><rect x="114" y="144" width="28" height="48" ${s}/>`,
    // tax: percent in a ring
    `<circle cx="128" cy="128" r="68" ${s}/><line x1="96" y1="162" x2="160" y2="94" ${s}/><circle cx="102" cy="102" r="10" fill="${fg}"/><circle cx="154" cy="154" r="10" fill="${fg}"/>`,
    // disputes: scales
    `<line x1="128" y1="62" x2="128" y2="194" ${s}/><line x1="72" y1="86" x2="184" y2="86" ${s}/><path d="M72,86 L50,140 L94,140 Z" ${s}/><path d="M184,86 L162,140 L206,140 Z" ${s}/><line x1="96" y1="194" x2="160" y2="194" ${s}/>`,
    // data: shield with a lock
    `<path d="M128,56 L186,78 L186,128 C186,164 160,186 128,200 C96,186 70,164 70,128 L70,78 Z" ${s}/><rect x="106" y="122" width="44" height="36" rx="4" ${s}/><path d="M114,122 L114,110 C114,94 142,94 142,110 L142,122" ${s}/>`,
    // China desk: globe
    `<circle cx="128" cy="128" r="70" ${s}/><ellipse cx="128" cy="128" rx="30" ry="70" ${s}/><line x1="58" y1="128" x2="198" y2="128" ${s}/><path d="M70,94 L186,94 M70,162 L186,162" ${s}/>`,
  ];
  return svg(w, h, '', `<rect width="${w}" height="${h}" rx="48" fill="${bgc}"/>${glyphs[seed % glyphs.length]}`);
}

/** The firm's emblem: two interlocking columns under a lintel. */
function logo(): string {
  const [w, h] = SIZES.logo;
  return svg(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" rx="36" fill="#1c2a3a"/>` +
      `<rect x="56" y="62" width="144" height="16" fill="#b8955e"/>` +
      `<rect x="72" y="92" width="30" height="104" fill="#e6dccb"/><rect x="113" y="92" width="30" height="104" fill="#b8955e"/><rect x="154" y="92" width="30" height="104" fill="#e6dccb"/>` +
      `<rect x="56" y="196" width="144" height="12" fill="#b8955e"/>`,
  );
}

const DRAW: Record<ImageSpec['kind'], (seed: number) => string> = { banner, cover, environment, icon, logo };

/** Renders one picture: photos as JPEG, icons and the logo as PNG. */
export async function renderImage(spec: ImageSpec): Promise<{ bytes: Buffer; name: string }> {
  const markup = DRAW[spec.kind](spec.seed);
  const img = await image(Buffer.from(markup));
  const png = spec.kind === 'icon' || spec.kind === 'logo';
  const bytes = png ? await img.png({ compressionLevel: 9 }).toBuffer() : await img.jpeg({ quality: 84 }).toBuffer();
  return { bytes, name: `${spec.kind}-${spec.seed}.${png ? 'png' : 'jpg'}` };
}
