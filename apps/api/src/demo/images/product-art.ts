import type { FamilyCode } from '../catalogue/families.ts';
import { shadesOf, type Shades } from './colour-math.ts';

/**
 * Flat, softly shaded illustrations of each product family, drawn on a 1200 x 1200 canvas with the
 * object standing on an imaginary floor at y = 880. Each drawer returns SVG elements that reference the
 * gradients declared by `artDefs` (ids are prefixed so several objects can share one picture).
 */

const TYRE = '#3b3a3c';
const METAL = '#c7cbd1';
const WOOD = '#d9b58c';
const WOOD_DARK = '#b98f63';
const WHITE = '#ffffff';

interface ArtContext {
  /** Id prefix of this object's gradients. */
  id: string;
  shades: Shades;
  /** A second colour for details that must contrast with the main one. */
  accent: Shades;
}

const fill = (ctx: ArtContext, name: 'body' | 'side' | 'glow') => `url(#${ctx.id}-${name})`;

/** Gradients of one object: `body` lit from the top left, `side` for faces turned away, `glow` for lights. */
export function artDefs(id: string, colour: string): string {
  const s = shadesOf(colour);
  return `
    <linearGradient id="${id}-body" x1="0.15" y1="0" x2="0.55" y2="1">
      <stop offset="0" stop-color="${s.light}"/><stop offset="0.55" stop-color="${s.base}"/><stop offset="1" stop-color="${s.dark}"/>
    </linearGradient>
    <linearGradient id="${id}-side" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${s.base}"/><stop offset="1" stop-color="${s.darker}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff6d6" stop-opacity="0.95"/><stop offset="1" stop-color="#fff6d6" stop-opacity="0"/>
    </radialGradient>`;
}

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#5a595c"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${METAL}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="#8d9198"/>`;
}

function pram(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <path d="M470 735 L420 830 M730 735 L790 830 M600 735 L600 790" stroke="${METAL}" stroke-width="18" stroke-linecap="round" fill="none"/>
    <path d="M455 760 L745 760 L715 815 L485 815 Z" fill="${shades.darker}" opacity="0.85"/>
    <path d="M812 540 L905 330" stroke="${METAL}" stroke-width="20" stroke-linecap="round"/>
    <rect x="868" y="300" width="92" height="34" rx="17" fill="${TYRE}" transform="rotate(-24 914 317)"/>
    <path d="M352 548 Q600 520 848 548 Q842 700 760 738 Q600 770 440 738 Q358 700 352 548 Z" fill="${fill(ctx, 'body')}"/>
    <path d="M372 585 Q600 565 828 585" stroke="${shades.light}" stroke-width="10" fill="none" opacity="0.7"/>
    <path d="M352 552 A262 262 0 0 1 614 290 L614 552 Z" fill="${fill(ctx, 'side')}"/>
    <path d="M614 290 A262 262 0 0 0 420 376 L614 552 Z" fill="${shades.light}" opacity="0.35"/>
    <path d="M614 552 L400 420 M614 552 L500 330" stroke="${shades.darker}" stroke-width="8" opacity="0.45"/>
    <path d="M352 552 L848 552" stroke="${shades.darker}" stroke-width="10" stroke-linecap="round" opacity="0.5"/>
    ${wheel(420, 830, 58)}${wheel(790, 830, 58)}`;
}

function carSeat(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <rect x="392" y="720" width="416" height="150" rx="60" fill="#4a4a4f"/>
    <rect x="410" y="735" width="380" height="30" rx="15" fill="#66666c"/>
    <rect x="400" y="250" width="400" height="200" rx="90" fill="${fill(ctx, 'side')}"/>
    <rect x="430" y="300" width="340" height="480" rx="110" fill="${fill(ctx, 'body')}"/>
    <rect x="370" y="420" width="90" height="330" rx="45" fill="${fill(ctx, 'side')}"/>
    <rect x="740" y="420" width="90" height="330" rx="45" fill="${fill(ctx, 'side')}"/>
    <rect x="480" y="330" width="240" height="400" rx="90" fill="${shades.light}" opacity="0.45"/>
    <path d="M530 470 L585 700 M670 470 L615 700" stroke="#2f2f33" stroke-width="26" stroke-linecap="round"/>
    <rect x="570" y="680" width="60" height="56" rx="12" fill="${METAL}"/>
    <rect x="583" y="695" width="34" height="12" rx="6" fill="#d9534f"/>`;
}

function bottle(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <path d="M548 345 Q548 255 600 205 Q652 255 652 345 Z" fill="#f1dfc4"/>
    <ellipse cx="600" cy="215" rx="20" ry="16" fill="#f7ead6"/>
    <rect x="488" y="335" width="224" height="92" rx="26" fill="${fill(ctx, 'body')}"/>
    <path d="M488 372 L712 372" stroke="${shades.dark}" stroke-width="6" opacity="0.5"/>
    <rect x="500" y="420" width="200" height="440" rx="70" fill="${WHITE}" opacity="0.82"/>
    <rect x="500" y="600" width="200" height="260" rx="70" fill="#fbf6ec"/>
    <rect x="500" y="600" width="200" height="40" fill="#fbf6ec"/>
    <rect x="520" y="440" width="36" height="380" rx="18" fill="${WHITE}" opacity="0.85"/>
    <path d="M650 500 L690 500 M660 560 L690 560 M650 620 L690 620 M660 680 L690 680 M650 740 L690 740" stroke="${shades.darker}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>
    <rect x="500" y="420" width="200" height="440" rx="70" fill="none" stroke="${shades.dark}" stroke-width="6" opacity="0.35"/>`;
}

function highChair(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <path d="M520 600 L430 875 M680 600 L770 875 M560 600 L545 875 M640 600 L655 875" stroke="${WOOD}" stroke-width="24" stroke-linecap="round"/>
    <path d="M470 760 L730 760" stroke="${WOOD_DARK}" stroke-width="18" stroke-linecap="round"/>
    <rect x="470" y="280" width="260" height="330" rx="80" fill="${fill(ctx, 'body')}"/>
    <rect x="500" y="310" width="200" height="250" rx="60" fill="${shades.light}" opacity="0.5"/>
    <rect x="450" y="560" width="300" height="70" rx="35" fill="${fill(ctx, 'side')}"/>
    <rect x="400" y="500" width="400" height="44" rx="22" fill="${WHITE}"/>
    <rect x="400" y="530" width="400" height="14" rx="7" fill="#e3e0da"/>
    <rect x="505" y="690" width="190" height="26" rx="13" fill="${WOOD_DARK}"/>`;
}

function bodysuit(ctx: ArtContext): string {
  const { shades } = ctx;
  const trim = shades.dark;
  return `
    <path d="M500 270 Q600 330 700 270 L830 320 L900 450 L800 495 L770 455 L765 690 Q765 790 680 820 L650 860 L550 860 L520 820 Q435 790 435 690 L430 455 L400 495 L300 450 L370 320 Z" fill="${fill(ctx, 'body')}"/>
    <path d="M500 270 Q600 330 700 270" stroke="${trim}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M305 448 L398 490 M895 448 L802 490" stroke="${trim}" stroke-width="16" stroke-linecap="round"/>
    <path d="M552 852 L648 852" stroke="${trim}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="570" cy="835" r="9" fill="${WHITE}"/><circle cx="600" cy="835" r="9" fill="${WHITE}"/><circle cx="630" cy="835" r="9" fill="${WHITE}"/>
    <path d="M600 300 L600 360" stroke="${trim}" stroke-width="6" opacity="0.5"/>
    <circle cx="600" cy="560" r="46" fill="${shades.light}" opacity="0.7"/>
    <path d="M580 556 Q600 530 620 556" stroke="${shades.darker}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`;
}

function tshirt(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <path d="M510 250 Q600 300 690 250 L860 310 L950 480 L830 530 L790 450 L790 860 L410 860 L410 450 L370 530 L250 480 L340 310 Z" fill="${fill(ctx, 'body')}"/>
    <path d="M510 250 Q600 300 690 250" stroke="${shades.darker}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M415 600 L785 600 M415 660 L785 660" stroke="${WHITE}" stroke-width="30" opacity="0.75"/>
    <path d="M410 845 L790 845" stroke="${shades.dark}" stroke-width="14"/>
    <path d="M255 478 L372 526 M945 478 L828 526" stroke="${shades.dark}" stroke-width="14" stroke-linecap="round"/>`;
}

function hat(ctx: ArtContext): string {
  const { shades } = ctx;
  const ribs = Array.from({ length: 15 }, (_, i) => 425 + i * 25)
    .map((x) => `<path d="M${x} 640 L${x} 790" stroke="${shades.darker}" stroke-width="5" opacity="0.35"/>`)
    .join('');
  return `
    <path d="M412 660 Q395 330 600 318 Q805 330 788 660 Z" fill="${fill(ctx, 'body')}"/>
    <path d="M470 620 Q470 420 560 360" stroke="${shades.light}" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.6"/>
    <rect x="395" y="630" width="410" height="170" rx="40" fill="${fill(ctx, 'side')}"/>
    ${ribs}
    <circle cx="600" cy="300" r="82" fill="${shades.lighter}"/>
    <circle cx="565" cy="270" r="30" fill="${WHITE}" opacity="0.5"/>
    <circle cx="630" cy="320" r="26" fill="${shades.light}" opacity="0.6"/>`;
}

function cube(x: number, y: number, size: number, face: Shades, symbol: string): string {
  const depth = size * 0.18;
  return `
    <path d="M${x} ${y} L${x + depth} ${y - depth} L${x + size + depth} ${y - depth} L${x + size} ${y} Z" fill="${face.light}"/>
    <path d="M${x + size} ${y} L${x + size + depth} ${y - depth} L${x + size + depth} ${y + size - depth} L${x + size} ${y + size} Z" fill="${face.dark}"/>
    <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="14" fill="${face.base}"/>
    <g transform="translate(${x + size / 2} ${y + size / 2})" fill="${WHITE}" opacity="0.85">${symbol}</g>`;
}

function blocks(ctx: ArtContext): string {
  const star = '<path d="M0 -60 L17 -20 L60 -18 L27 10 L38 55 L0 30 L-38 55 L-27 10 L-60 -18 L-17 -20 Z"/>';
  const circle = '<circle r="52"/>';
  const triangle = '<path d="M0 -55 L55 45 L-55 45 Z"/>';
  return `
    ${cube(360, 640, 230, ctx.shades, circle)}
    ${cube(610, 640, 230, ctx.accent, triangle)}
    ${cube(485, 390, 230, ctx.shades, star)}`;
}

function teddy(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <ellipse cx="600" cy="700" rx="180" ry="185" fill="${fill(ctx, 'body')}"/>
    <ellipse cx="600" cy="720" rx="105" ry="115" fill="${shades.lighter}" opacity="0.8"/>
    <ellipse cx="440" cy="640" rx="60" ry="100" transform="rotate(30 440 640)" fill="${fill(ctx, 'side')}"/>
    <ellipse cx="760" cy="640" rx="60" ry="100" transform="rotate(-30 760 640)" fill="${fill(ctx, 'side')}"/>
    <ellipse cx="490" cy="840" rx="85" ry="55" fill="${fill(ctx, 'side')}"/>
    <ellipse cx="710" cy="840" rx="85" ry="55" fill="${fill(ctx, 'side')}"/>
    <ellipse cx="490" cy="845" rx="45" ry="30" fill="${shades.lighter}"/>
    <ellipse cx="710" cy="845" rx="45" ry="30" fill="${shades.lighter}"/>
    <circle cx="475" cy="305" r="62" fill="${fill(ctx, 'side')}"/><circle cx="725" cy="305" r="62" fill="${fill(ctx, 'side')}"/>
    <circle cx="475" cy="305" r="32" fill="${shades.lighter}"/><circle cx="725" cy="305" r="32" fill="${shades.lighter}"/>
    <circle cx="600" cy="420" r="160" fill="${fill(ctx, 'body')}"/>
    <ellipse cx="600" cy="480" rx="78" ry="60" fill="${shades.lighter}"/>
    <ellipse cx="600" cy="456" rx="28" ry="20" fill="#3a2f2b"/>
    <path d="M600 476 L600 500 M575 505 Q600 522 625 505" stroke="#3a2f2b" stroke-width="7" fill="none" stroke-linecap="round"/>
    <circle cx="545" cy="395" r="16" fill="#3a2f2b"/><circle cx="655" cy="395" r="16" fill="#3a2f2b"/>
    <circle cx="550" cy="389" r="5" fill="${WHITE}"/><circle cx="660" cy="389" r="5" fill="${WHITE}"/>
    <ellipse cx="510" cy="455" rx="26" ry="16" fill="#f2a7a7" opacity="0.55"/><ellipse cx="690" cy="455" rx="26" ry="16" fill="#f2a7a7" opacity="0.55"/>`;
}

function lamp(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <ellipse cx="600" cy="590" rx="300" ry="190" fill="${fill(ctx, 'glow')}"/>
    <rect x="586" y="500" width="28" height="300" rx="14" fill="${WOOD_DARK}"/>
    <ellipse cx="600" cy="820" rx="150" ry="36" fill="${WOOD_DARK}"/>
    <ellipse cx="600" cy="808" rx="150" ry="36" fill="${WOOD}"/>
    <ellipse cx="600" cy="522" rx="200" ry="34" fill="#fff3c8"/>
    <path d="M465 300 L735 300 L805 520 Q600 560 395 520 Z" fill="${fill(ctx, 'body')}"/>
    <ellipse cx="600" cy="300" rx="135" ry="22" fill="${shades.dark}"/>
    <path d="M490 330 L430 500" stroke="${shades.lighter}" stroke-width="22" stroke-linecap="round" opacity="0.5"/>`;
}

function crib(ctx: ArtContext): string {
  const { shades } = ctx;
  const bars = Array.from({ length: 9 }, (_, i) => 440 + i * 40)
    .map((x) => `<rect x="${x}" y="420" width="16" height="300" rx="8" fill="${shades.base}"/>`)
    .join('');
  return `
    <rect x="400" y="600" width="400" height="100" rx="20" fill="#f2efe9"/>
    <rect x="400" y="600" width="400" height="24" rx="12" fill="#bfd7ea"/>
    <path d="M640 580 Q700 540 760 590 L760 640 L640 640 Z" fill="#f4c9c9"/>
    ${bars}
    <rect x="360" y="340" width="44" height="540" rx="18" fill="${fill(ctx, 'side')}"/>
    <rect x="796" y="340" width="44" height="540" rx="18" fill="${fill(ctx, 'side')}"/>
    <rect x="370" y="392" width="460" height="36" rx="18" fill="${fill(ctx, 'body')}"/>
    <rect x="370" y="712" width="460" height="40" rx="18" fill="${fill(ctx, 'body')}"/>
    <circle cx="382" cy="336" r="28" fill="${shades.base}"/><circle cx="818" cy="336" r="28" fill="${shades.base}"/>`;
}

function pillow(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <path d="M350 470 Q600 420 850 470 Q900 640 850 820 Q600 870 350 820 Q300 640 350 470 Z" fill="${fill(ctx, 'body')}"/>
    <path d="M350 470 Q600 420 850 470 Q900 640 850 820 Q600 870 350 820 Q300 640 350 470 Z" fill="none" stroke="${shades.dark}" stroke-width="12"/>
    <path d="M395 505 Q600 470 805 505" stroke="${shades.lighter}" stroke-width="16" fill="none" stroke-linecap="round" opacity="0.6"/>
    <path d="M540 690 Q540 610 610 610 Q640 560 700 590 Q760 595 755 650 Q790 690 740 715 L560 715 Q520 715 540 690 Z" fill="${WHITE}" opacity="0.85"/>
    <circle cx="470" cy="580" r="10" fill="${WHITE}" opacity="0.8"/><circle cx="760" cy="540" r="8" fill="${WHITE}" opacity="0.8"/><circle cx="450" cy="740" r="7" fill="${WHITE}" opacity="0.8"/>`;
}

function blanket(ctx: ArtContext): string {
  const { shades } = ctx;
  const layer = (y: number, height: number, colour: string) => `
    <rect x="360" y="${y}" width="480" height="${height}" rx="${height / 2.6}" fill="${colour}"/>
    <path d="M385 ${y + height / 2} L815 ${y + height / 2}" stroke="${WHITE}" stroke-width="5" stroke-dasharray="16 14" opacity="0.6"/>`;
  return `
    ${layer(730, 140, shades.darker)}
    ${layer(600, 140, shades.dark)}
    ${layer(470, 140, shades.base)}
    <path d="M360 520 Q600 480 840 520 L840 560 Q600 525 360 560 Z" fill="${shades.lighter}" opacity="0.45"/>
    <path d="M820 480 Q870 540 840 610" stroke="${shades.light}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
}

function book(ctx: ArtContext): string {
  const { shades, accent } = ctx;
  return `
    <rect x="380" y="820" width="440" height="60" rx="12" fill="${accent.base}"/>
    <rect x="400" y="826" width="410" height="36" rx="6" fill="#fbf7ef"/>
    <rect x="470" y="290" width="300" height="530" rx="18" fill="#f6f1e6"/>
    <rect x="440" y="270" width="310" height="540" rx="22" fill="${fill(ctx, 'body')}"/>
    <rect x="440" y="270" width="48" height="540" rx="20" fill="${shades.darker}"/>
    <circle cx="640" cy="420" r="62" fill="#f7d774"/>
    <path d="M505 700 Q575 560 650 640 Q700 590 745 650 L745 790 L505 790 Z" fill="${shades.lighter}" opacity="0.9"/>
    <path d="M505 740 Q600 670 745 720 L745 790 L505 790 Z" fill="${WHITE}" opacity="0.55"/>`;
}

function bag(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <path d="M500 420 Q500 280 600 280 Q700 280 700 420" stroke="${shades.darker}" stroke-width="34" fill="none" stroke-linecap="round"/>
    <rect x="410" y="400" width="380" height="470" rx="80" fill="${fill(ctx, 'body')}"/>
    <path d="M410 480 Q410 400 490 400 L710 400 Q790 400 790 480 L790 560 Q600 610 410 560 Z" fill="${fill(ctx, 'side')}"/>
    <rect x="470" y="640" width="260" height="170" rx="40" fill="${shades.light}" opacity="0.7"/>
    <path d="M500 650 L700 650" stroke="${shades.darker}" stroke-width="8" stroke-linecap="round" opacity="0.5"/>
    <rect x="520" y="560" width="34" height="70" rx="10" fill="${METAL}"/><rect x="646" y="560" width="34" height="70" rx="10" fill="${METAL}"/>`;
}

function cup(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <ellipse cx="600" cy="855" rx="270" ry="42" fill="#fbf8f2"/>
    <ellipse cx="600" cy="848" rx="200" ry="24" fill="#ece6dc"/>
    <path d="M740 520 Q880 520 870 640 Q860 760 730 760" stroke="${shades.dark}" stroke-width="40" fill="none" stroke-linecap="round"/>
    <path d="M460 450 L740 450 L722 790 Q720 840 660 840 L540 840 Q480 840 478 790 Z" fill="${fill(ctx, 'body')}"/>
    <ellipse cx="600" cy="452" rx="140" ry="30" fill="${shades.darker}"/>
    <ellipse cx="600" cy="458" rx="124" ry="20" fill="#c9a27a"/>
    <path d="M505 500 L520 780" stroke="${shades.lighter}" stroke-width="20" stroke-linecap="round" opacity="0.55"/>
    <path d="M560 400 Q540 360 565 330 Q590 300 570 260 M640 400 Q620 360 645 330 Q670 300 650 260" stroke="${WHITE}" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.7"/>`;
}

function duck(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="0" rx="80" ry="55" fill="#f6cf45"/>
    <circle cx="45" cy="-60" r="45" fill="#f6cf45"/>
    <path d="M82 -62 L122 -52 L82 -40 Z" fill="#ee8a3c"/>
    <circle cx="55" cy="-70" r="7" fill="#2f2a28"/>
    <path d="M-40 -10 Q0 -35 30 0" stroke="#e9b930" stroke-width="10" fill="none" stroke-linecap="round"/>
  </g>`;
}

function bath(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <circle cx="470" cy="400" r="34" fill="${WHITE}" opacity="0.8"/><circle cx="530" cy="350" r="22" fill="${WHITE}" opacity="0.7"/>
    <circle cx="720" cy="380" r="28" fill="${WHITE}" opacity="0.75"/><circle cx="780" cy="430" r="18" fill="${WHITE}" opacity="0.7"/>
    ${duck(640, 520, 0.9)}
    <path d="M330 560 L870 560 Q860 800 740 850 L460 850 Q340 800 330 560 Z" fill="${fill(ctx, 'body')}"/>
    <rect x="305" y="535" width="590" height="56" rx="28" fill="${fill(ctx, 'side')}"/>
    <path d="M360 620 Q380 760 470 805" stroke="${shades.lighter}" stroke-width="22" fill="none" stroke-linecap="round" opacity="0.55"/>
    <circle cx="780" cy="700" r="20" fill="${shades.darker}" opacity="0.6"/>`;
}

function bike(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    ${wheel(390, 770, 110)}${wheel(820, 770, 110)}
    <path d="M390 770 L520 560 L720 560 L820 770 M720 560 L760 420" stroke="${fill(ctx, 'body')}" stroke-width="38" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M390 770 L520 560 L720 560 L820 770 M720 560 L760 420" stroke="${shades.dark}" stroke-width="38" stroke-linecap="round" stroke-linejoin="round" fill="none" opacity="0.15"/>
    <path d="M520 560 L500 480" stroke="${METAL}" stroke-width="26" stroke-linecap="round"/>
    <path d="M420 470 Q500 440 580 470 Q560 500 500 500 Q440 500 420 470 Z" fill="#2f2f33"/>
    <path d="M700 420 L830 420" stroke="${METAL}" stroke-width="20" stroke-linecap="round"/>
    <rect x="800" y="404" width="70" height="32" rx="16" fill="#2f2f33"/>`;
}

function monitor(ctx: ArtContext): string {
  const { shades } = ctx;
  return `
    <rect x="350" y="400" width="290" height="430" rx="48" fill="${fill(ctx, 'body')}"/>
    <rect x="380" y="440" width="230" height="250" rx="20" fill="#2f3a48"/>
    <path d="M400 640 Q495 560 590 640 L590 670 L400 670 Z" fill="#4a6a8a"/>
    <circle cx="495" cy="560" r="38" fill="#9cc1e0"/>
    <path d="M560 480 A26 26 0 1 0 585 515 A20 20 0 1 1 560 480 Z" fill="#f5d778"/>
    <circle cx="455" cy="755" r="24" fill="${shades.dark}"/><circle cx="535" cy="755" r="24" fill="${shades.dark}"/>
    <ellipse cx="800" cy="850" rx="120" ry="30" fill="${shades.darker}"/>
    <rect x="780" y="640" width="40" height="210" rx="20" fill="${fill(ctx, 'side')}"/>
    <circle cx="800" cy="560" r="120" fill="${fill(ctx, 'body')}"/>
    <circle cx="800" cy="560" r="62" fill="#26272b"/>
    <circle cx="800" cy="560" r="34" fill="#3e4a5c"/>
    <circle cx="788" cy="546" r="12" fill="${WHITE}" opacity="0.7"/>`;
}

function giftbox(ctx: ArtContext): string {
  const { shades } = ctx;
  const ribbon = WHITE;
  return `
    <rect x="420" y="520" width="360" height="340" rx="20" fill="${fill(ctx, 'body')}"/>
    <rect x="420" y="520" width="360" height="340" rx="20" fill="none" stroke="${shades.dark}" stroke-width="8" opacity="0.4"/>
    <rect x="395" y="440" width="410" height="110" rx="20" fill="${fill(ctx, 'side')}"/>
    <rect x="572" y="440" width="56" height="420" fill="${ribbon}" opacity="0.92"/>
    <path d="M600 440 Q500 300 470 380 Q450 450 600 440 Z" fill="${ribbon}"/>
    <path d="M600 440 Q700 300 730 380 Q750 450 600 440 Z" fill="${ribbon}"/>
    <circle cx="600" cy="438" r="30" fill="${shades.lighter}"/>
    <path d="M600 440 Q560 480 540 560 M600 440 Q640 480 660 560" stroke="${ribbon}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
}

const DRAWERS: Record<FamilyCode, (ctx: ArtContext) => string> = {
  pram,
  car_seat: carSeat,
  bottle,
  high_chair: highChair,
  bodysuit,
  tshirt,
  hat,
  blocks,
  teddy,
  lamp,
  crib,
  pillow,
  blanket,
  book,
  bag,
  cup,
  bath,
  bike,
  monitor,
  giftbox,
};

/** Where a close-up shot of each family zooms in (canvas coordinates). */
export const DETAIL_FOCUS: Record<FamilyCode, [number, number]> = {
  pram: [560, 500],
  car_seat: [600, 560],
  bottle: [600, 380],
  high_chair: [600, 470],
  bodysuit: [600, 520],
  tshirt: [600, 520],
  hat: [600, 560],
  blocks: [600, 560],
  teddy: [600, 450],
  lamp: [600, 460],
  crib: [600, 560],
  pillow: [600, 650],
  blanket: [600, 560],
  book: [600, 520],
  bag: [600, 560],
  cup: [620, 560],
  bath: [600, 560],
  bike: [640, 560],
  monitor: [560, 560],
  giftbox: [600, 500],
};

/** The object of a family in one colour, ready to place in a scene (with its own gradient defs). */
export function drawProduct(
  family: FamilyCode,
  colour: string,
  accentColour: string,
  id: string,
): { defs: string; body: string } {
  const ctx: ArtContext = { id, shades: shadesOf(colour), accent: shadesOf(accentColour) };
  return { defs: artDefs(id, colour), body: DRAWERS[family](ctx) };
}
