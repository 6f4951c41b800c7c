import type { DrawingKind } from './types';

/**
 * Product pictures as SVG: a studio shot (light backdrop, floor shadow) of a product drawn with simple
 * shapes, painted in the variant's colour with accent details. 800 x 800, self-contained documents; the
 * gradient ids carry a prefix per picture so several can sit inline in one page.
 */

type Drawing = (colour: string, accent: string) => string;

/** Mixes a #rrggbb colour towards white (t > 0) or black (t < 0); other colour syntaxes pass unchanged. */
export function shade(colour: string, t: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const n = Number.parseInt(hex, 16);
  const channel = (v: number) => Math.round(t < 0 ? v * (1 + t) : v + (255 - v) * t);
  const rgb = [n >> 16, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

interface Palette {
  /** main colour, its light, dark and outline shades */
  c: string;
  l: string;
  d: string;
  o: string;
  /** accent colour and its shades */
  a: string;
  al: string;
  ad: string;
}

const palette = (c: string, a: string): Palette => ({
  c,
  l: shade(c, 0.35),
  d: shade(c, -0.3),
  o: shade(c, -0.45),
  a,
  al: shade(a, 0.35),
  ad: shade(a, -0.3),
});

const stops = (colours: string[]) =>
  colours
    .map((s, i) => `<stop offset="${(i / (colours.length - 1)).toFixed(2)}" stop-color="${s}"/>`)
    .join('');

/** Wraps a product in the studio; `shadow` is the floor shadow's centre x, y and radii. */
function studio(p: Palette, shadow: [number, number, number, number], body: string, key: string): string {
  const [sx, sy, rx, ry] = shadow;
  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${stops(['#fdfdfe', '#f3f4f6', '#e6e8ec'])}</linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="sh"><stop offset="0" stop-color="#1d2330" stop-opacity="0.34"/><stop offset="0.6" stop-color="#1d2330" stop-opacity="0.12"/><stop offset="1" stop-color="#1d2330" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1">${stops([p.l, p.c, p.d])}</linearGradient>`,
    `<linearGradient id="bv" x1="0" y1="0" x2="0" y2="1">${stops([p.l, p.c, p.d])}</linearGradient>`,
    `<linearGradient id="bh" x1="0" y1="0" x2="1" y2="0">${stops([p.d, p.l, p.c, p.c, p.d])}</linearGradient>`,
    `<linearGradient id="a" x1="0" y1="0" x2="1" y2="1">${stops([p.al, p.a, p.ad])}</linearGradient>`,
    `<linearGradient id="ah" x1="0" y1="0" x2="1" y2="0">${stops([p.ad, p.al, p.a, p.ad])}</linearGradient>`,
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="0">${stops(['#868b94', '#f4f5f7', '#c5c9d0', '#7b808a'])}</linearGradient>`,
    `<linearGradient id="mv" x1="0" y1="0" x2="0" y2="1">${stops(['#f2f3f5', '#c2c6cd', '#8a8f98'])}</linearGradient>`,
    '<linearGradient id="gl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    `<radialGradient id="glass" cx="0.35" cy="0.3" r="0.8">${stops(['#5b6577', '#1b2029', '#07090d'])}</radialGradient>`,
  ].join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">' +
    `<defs>${defs}</defs>` +
    '<rect width="800" height="800" fill="url(#bg)"/><rect width="800" height="800" fill="url(#glow)"/>' +
    `<ellipse cx="${sx}" cy="${sy}" rx="${rx}" ry="${ry}" fill="url(#sh)"/>` +
    body +
    '</svg>';
  const prefix = `${key}${p.c}${p.a}`.replace(/[^a-z0-9]/gi, '');
  return svg.replace(/(id="|url\(#)(\w+)/g, `$1${prefix}-$2`);
}

/** A regular polygon's points (first vertex at angle `rot`, 0 = up). */
function polygon(cx: number, cy: number, r: number, n: number, rot: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const t = rot + (i * 2 * Math.PI) / n;
    return [cx + r * Math.sin(t), cy - r * Math.cos(t)] as [number, number];
  });
}
const pts = (points: [number, number][]) =>
  points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

const drawings: Record<string, (p: Palette) => { shadow: [number, number, number, number]; body: string }> = {
  tshirt: (p) => ({
    shadow: [400, 676, 230, 24],
    body: `<path d="M330 168 Q400 230 470 168 L580 198 L666 322 L590 372 L540 332 L542 640 Q400 656 258 640 L260 332 L210 372 L134 322 L220 198 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M338 172 Q400 196 462 172 Q400 222 338 172 Z" fill="${p.d}"/>
<path d="M330 168 Q400 230 470 168" fill="none" stroke="${p.a}" stroke-width="13" stroke-linecap="round"/>
<path d="M134 322 L210 372 L221 355 L147 305 Z M666 322 L590 372 L579 355 L653 305 Z" fill="${p.a}" opacity="0.9"/>
<path d="M262 340 Q282 480 268 630 M538 340 Q520 480 534 630" fill="none" stroke="${p.o}" stroke-opacity="0.18" stroke-width="10" stroke-linecap="round"/>
<path d="M300 260 Q360 420 320 600 L290 600 Q320 420 280 262 Z" fill="#fff" opacity="0.12"/>
<path d="M262 618 Q400 634 540 618" fill="none" stroke="${p.o}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="8 7"/>
<rect x="438" y="262" width="46" height="30" rx="6" fill="${p.a}" opacity="0.85"/>`,
  }),

  hoodie: (p) => ({
    shadow: [400, 676, 260, 26],
    body: `<path d="M300 192 L222 212 Q172 240 162 330 L136 590 L216 606 L252 390 L262 636 L538 636 L548 390 L584 606 L664 590 L638 330 Q628 240 578 212 L500 192 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M300 200 Q300 98 400 94 Q500 98 500 200 Q452 240 400 240 Q348 240 300 200 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<path d="M336 196 Q344 134 400 130 Q456 134 464 196 Q432 218 400 218 Q368 218 336 196 Z" fill="${p.o}" opacity="0.85"/>
<path d="M378 226 L372 330 M422 226 L428 330" stroke="${p.a}" stroke-width="7" stroke-linecap="round"/>
<rect x="365" y="326" width="14" height="24" rx="5" fill="${p.ad}"/><rect x="421" y="326" width="14" height="24" rx="5" fill="${p.ad}"/>
<path d="M300 488 L500 488 L532 596 L268 596 Z" fill="${p.d}" opacity="0.35" stroke="${p.o}" stroke-opacity="0.5" stroke-width="3"/>
<path d="M262 612 L538 612 L538 636 L262 636 Z M136 590 L216 606 L212 628 L133 612 Z M664 590 L584 606 L588 628 L667 612 Z" fill="${p.a}"/>
<path d="M200 300 Q190 450 176 580 M600 300 Q610 450 624 580" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="16" stroke-linecap="round"/>
<path d="M252 390 Q256 300 262 250 M548 390 Q544 300 538 250" fill="none" stroke="${p.o}" stroke-opacity="0.3" stroke-width="4"/>`,
  }),

  dress: (p) => ({
    shadow: [400, 690, 230, 22],
    body: `<path d="M400 92 Q418 92 418 110 Q418 124 400 132 L400 150 M400 150 L300 196 L500 196 Z" fill="none" stroke="#9aa0a8" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M336 178 L350 178 Q400 232 450 178 L464 178 L488 338 Q400 358 312 338 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M338 178 L326 120 M462 178 L474 120" stroke="${p.d}" stroke-width="8" stroke-linecap="round"/>
<path d="M310 336 Q400 358 490 336 L494 370 Q400 392 306 370 Z" fill="url(#a)"/>
<path d="M306 370 Q400 392 494 370 L612 656 Q400 700 188 656 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M350 384 L300 676 M400 392 L400 684 M450 384 L500 676" fill="none" stroke="${p.o}" stroke-opacity="0.22" stroke-width="6"/>
<path d="M330 386 Q300 520 250 666 L282 670 Q320 520 350 388 Z" fill="#fff" opacity="0.14"/>
<path d="M188 656 Q400 700 612 656" fill="none" stroke="${p.a}" stroke-width="8" stroke-linecap="round"/>`,
  }),

  jeans: (p) => ({
    shadow: [400, 672, 200, 22],
    body: `<path d="M282 176 L518 176 L546 648 L428 648 L400 316 L372 648 L254 648 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<rect x="278" y="136" width="244" height="44" rx="6" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<path d="M300 140 v40 M360 140 v40 M440 140 v40 M500 140 v40" stroke="${p.o}" stroke-width="8" stroke-opacity="0.5"/>
<circle cx="400" cy="158" r="10" fill="url(#m)" stroke="#6b7079" stroke-width="2"/>
<path d="M400 182 L400 290 Q396 312 370 300" fill="none" stroke="${p.a}" stroke-width="3" stroke-dasharray="7 6"/>
<path d="M288 196 Q330 226 352 186 M512 196 Q470 226 448 186" fill="none" stroke="${p.a}" stroke-width="3" stroke-dasharray="7 6"/>
<path d="M262 618 L374 618 M426 618 L538 618" stroke="${p.a}" stroke-width="3" stroke-dasharray="7 6"/>
<path d="M320 330 Q330 480 316 630 M480 330 Q470 480 484 630" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="18" stroke-linecap="round"/>
<path d="M290 420 l40 -8 M294 460 l34 -6 M510 420 l-40 -8 M506 460 l-34 -6" stroke="${p.o}" stroke-opacity="0.25" stroke-width="4" stroke-linecap="round"/>`,
  }),

  sneaker: (p) => ({
    shadow: [410, 628, 300, 26],
    body: `<path d="M128 528 L690 528 Q708 566 676 590 Q420 604 172 598 Q122 594 120 556 Z" fill="#f7f7f5" stroke="#b9bcc2" stroke-width="4"/>
<path d="M122 570 Q140 600 172 602 Q420 608 676 594 Q692 588 700 572 L704 590 Q690 612 660 614 L170 616 Q128 612 118 588 Z" fill="${p.a}"/>
<path d="M140 530 Q128 452 172 402 Q204 370 252 360 L298 302 Q330 276 366 292 L432 342 Q474 382 544 400 Q642 424 672 462 Q696 494 690 530 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M300 304 Q334 282 364 296 L352 318 Q330 304 310 318 Z" fill="${p.o}"/>
<path d="M540 402 Q642 426 672 462 Q696 494 690 528 L600 528 Q610 470 540 402 Z" fill="#000" opacity="0.12"/>
<path d="M176 500 Q300 392 470 420 Q560 436 620 492 Q520 452 420 456 Q300 462 176 500 Z" fill="${p.a}" opacity="0.92"/>
<path d="M140 470 Q150 420 190 396 L214 470 Q180 474 140 470 Z" fill="${p.d}" opacity="0.6"/>
<path d="M350 300 Q366 262 398 268 Q420 274 420 300 L404 318 Z" fill="${p.d}" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<path d="M378 322 L398 300 M400 340 L422 318 M424 358 L446 336 M450 376 L472 354" stroke="#fbfbfb" stroke-width="8" stroke-linecap="round"/>
<path d="M378 326 L398 304 M400 344 L422 322 M424 362 L446 340 M450 380 L472 358" stroke="#000" stroke-opacity="0.18" stroke-width="2" stroke-linecap="round"/>
<path d="M220 372 Q300 330 360 330" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>
<path d="M150 512 L680 512" stroke="${p.o}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="8 7"/>`,
  }),

  boot: (p) => ({
    shadow: [440, 612, 260, 24],
    body: `<path d="M262 150 L438 150 L446 430 Q540 444 610 462 Q684 486 688 548 L688 574 L232 574 L232 470 Q240 320 262 150 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M262 150 L438 150 L440 176 L260 176 Z" fill="${p.d}"/>
<path d="M340 120 L372 120 L376 180 L336 180 Z" fill="${p.a}" stroke="${p.o}" stroke-width="3"/>
<path d="M372 196 Q356 300 380 420 L420 428 Q410 300 420 196 Z" fill="${p.a}" opacity="0.85"/>
<path d="M372 196 Q356 300 380 420 M420 196 Q410 300 420 428" fill="none" stroke="${p.o}" stroke-opacity="0.35" stroke-width="3"/>
<path d="M226 574 L694 574 L694 600 Q694 612 680 612 L390 612 L386 640 L238 640 Q226 640 226 628 Z" fill="#3b3430"/>
<path d="M232 574 L694 574" stroke="${p.a}" stroke-width="4"/>
<path d="M450 436 Q540 450 608 470 Q668 490 676 540 L640 540 Q620 488 450 466 Z" fill="#fff" opacity="0.18"/>
<path d="M290 200 Q278 340 282 540" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="20" stroke-linecap="round"/>`,
  }),

  backpack: (p) => ({
    shadow: [400, 662, 220, 24],
    body: `<path d="M360 150 Q360 112 400 112 Q440 112 440 150" fill="none" stroke="${p.o}" stroke-width="14" stroke-linecap="round"/>
<path d="M226 300 Q226 190 400 176 Q574 190 574 300 L574 600 Q574 646 528 646 L272 646 Q226 646 226 600 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M236 286 Q250 212 400 200 Q550 212 564 286" fill="none" stroke="${p.o}" stroke-width="4" stroke-dasharray="3 5"/>
<circle cx="250" cy="280" r="10" fill="${p.a}"/><path d="M250 290 v34" stroke="${p.a}" stroke-width="8" stroke-linecap="round"/>
<path d="M282 420 Q282 392 312 392 L488 392 Q518 392 518 420 L518 596 Q518 620 494 620 L306 620 Q282 620 282 596 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<path d="M282 452 L518 452" stroke="${p.a}" stroke-width="6"/>
<rect x="448" y="440" width="16" height="40" rx="6" fill="${p.a}"/>
<path d="M250 340 Q262 480 254 620" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="18" stroke-linecap="round"/>
<path d="M204 320 Q190 470 214 620 M596 320 Q610 470 586 620" fill="none" stroke="${p.d}" stroke-width="16" stroke-linecap="round"/>
<rect x="372" y="320" width="56" height="36" rx="8" fill="${p.a}" opacity="0.9"/>`,
  }),

  handbag: (p) => ({
    shadow: [400, 664, 250, 24],
    body: `<path d="M300 360 Q300 200 400 200 Q500 200 500 360" fill="none" stroke="${p.o}" stroke-width="22" stroke-linecap="round"/>
<path d="M300 360 Q300 200 400 200 Q500 200 500 360" fill="none" stroke="${p.d}" stroke-width="14" stroke-linecap="round"/>
<path d="M222 346 L578 346 Q596 346 600 364 L630 622 Q632 646 608 646 L192 646 Q168 646 170 622 L200 364 Q204 346 222 346 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M206 350 L594 350 L600 460 Q400 500 200 460 Z" fill="${p.d}" stroke="${p.o}" stroke-width="3"/>
<path d="M212 364 L588 364 M196 620 L604 620" stroke="${p.l}" stroke-opacity="0.7" stroke-width="3" stroke-dasharray="6 6"/>
<rect x="372" y="448" width="56" height="44" rx="8" fill="url(#a)" stroke="${p.ad}" stroke-width="3"/>
<circle cx="400" cy="470" r="9" fill="${p.ad}"/>
<rect x="292" y="340" width="16" height="26" rx="4" fill="url(#m)"/><rect x="492" y="340" width="16" height="26" rx="4" fill="url(#m)"/>
<path d="M224 500 Q214 560 208 620" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="16" stroke-linecap="round"/>`,
  }),

  suitcase: (p) => ({
    shadow: [400, 676, 190, 22],
    body: `<path d="M352 196 L352 92 L448 92 L448 196" fill="none" stroke="url(#m)" stroke-width="14" stroke-linejoin="round"/>
<rect x="340" y="80" width="120" height="26" rx="10" fill="#2c3038"/>
<rect x="270" y="186" width="260" height="464" rx="40" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M318 210 V628 M370 210 V628 M430 210 V628 M482 210 V628" stroke="${p.d}" stroke-width="10" stroke-linecap="round" opacity="0.55"/>
<path d="M322 210 V628 M374 210 V628 M434 210 V628 M486 210 V628" stroke="${p.l}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>
<rect x="270" y="404" width="260" height="12" fill="${p.o}" opacity="0.5"/>
<path d="M270 226 Q270 186 310 186 L330 186 L270 246 Z M530 226 Q530 186 490 186 L470 186 L530 246 Z M270 610 Q270 650 310 650 L330 650 L270 590 Z M530 610 Q530 650 490 650 L470 650 L530 590 Z" fill="${p.a}"/>
<rect x="288" y="644" width="40" height="24" rx="8" fill="#2c3038"/><rect x="472" y="644" width="40" height="24" rx="8" fill="#2c3038"/>
<circle cx="308" cy="672" r="10" fill="#1b1d22"/><circle cx="492" cy="672" r="10" fill="#1b1d22"/>
<rect x="270" y="186" width="260" height="464" rx="40" fill="url(#gl)" opacity="0.55"/>`,
  }),

  watch: (p) => ({
    shadow: [400, 700, 150, 18],
    body: `<path d="M344 110 L456 110 L448 300 L352 300 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<path d="M352 500 L448 500 L456 690 L344 690 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<path d="M352 560 H448 M352 600 H448 M352 640 H448" stroke="${p.o}" stroke-opacity="0.3" stroke-width="3"/>
<circle cx="400" cy="560" r="6" fill="${p.o}" opacity="0.6"/><circle cx="400" cy="620" r="6" fill="${p.o}" opacity="0.6"/>
<rect x="526" y="382" width="26" height="36" rx="6" fill="url(#mv)" stroke="#7d828b" stroke-width="2"/>
<circle cx="400" cy="400" r="136" fill="url(#m)" stroke="#737883" stroke-width="3"/>
<circle cx="400" cy="400" r="118" fill="#f7f5f0" stroke="#9aa0a8" stroke-width="3"/>
${polygon(400, 400, 100, 12, 0)
  .map(([x, y], i) => {
    const [ix, iy] = polygon(400, 400, i % 3 === 0 ? 80 : 88, 12, 0)[i] ?? [x, y];
    return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${ix.toFixed(1)}" y2="${iy.toFixed(1)}" stroke="#2b2f36" stroke-width="${i % 3 === 0 ? 7 : 4}" stroke-linecap="round"/>`;
  })
  .join('')}
<path d="M400 400 L352 352" stroke="#2b2f36" stroke-width="9" stroke-linecap="round"/>
<path d="M400 400 L462 330" stroke="#2b2f36" stroke-width="6" stroke-linecap="round"/>
<path d="M420 420 L372 474" stroke="${p.a}" stroke-width="3" stroke-linecap="round"/><path d="M400 400 L446 348" stroke="${p.a}" stroke-width="3" stroke-linecap="round"/>
<circle cx="400" cy="400" r="9" fill="${p.a}"/>
<path d="M300 340 A118 118 0 0 1 460 298 L440 330 A90 90 0 0 0 320 360 Z" fill="#fff" opacity="0.35"/>`,
  }),

  necklace: (p) => ({
    shadow: [400, 664, 280, 22],
    body: `<linearGradient id="velvet" x1="0" y1="0" x2="1" y2="0">${stops(['#23262d', '#4a4f59', '#30343c', '#1b1d22'])}</linearGradient>
<path d="M336 96 L464 96 L464 220 Q470 292 600 330 Q652 346 656 400 L656 620 Q400 660 144 620 L144 400 Q148 346 200 330 Q330 292 336 220 Z" fill="url(#velvet)"/>
<ellipse cx="400" cy="96" rx="64" ry="13" fill="#3c4049"/>
<path d="M144 620 Q400 660 656 620 L656 640 Q400 680 144 640 Z" fill="#15171b"/>
<path d="M322 250 Q318 420 390 468 M478 250 Q482 420 410 468" fill="none" stroke="${p.o}" stroke-width="12" stroke-linecap="round"/>
<path d="M322 250 Q318 420 390 468 M478 250 Q482 420 410 468" fill="none" stroke="${p.l}" stroke-width="8" stroke-dasharray="10 5" stroke-linecap="round"/>
<circle cx="400" cy="478" r="15" fill="none" stroke="${p.c}" stroke-width="7"/>
<path d="M400 492 Q456 528 450 570 Q444 606 400 630 Q356 606 350 570 Q344 528 400 492 Z" fill="url(#a)" stroke="${p.c}" stroke-width="8" stroke-linejoin="round"/>
<path d="M400 506 L432 562 L400 620 L368 562 Z" fill="#fff" opacity="0.25"/>
<path d="M370 536 Q384 516 400 512" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="6" stroke-linecap="round"/>
<path d="M332 280 Q332 380 356 430" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>`,
  }),

  ring: (p) => ({
    shadow: [400, 640, 190, 26],
    body: `<path fill-rule="evenodd" d="M400 300 C520 300 592 390 592 476 C592 566 510 622 400 622 C290 622 208 566 208 476 C208 390 280 300 400 300 Z M400 344 C310 344 252 404 252 476 C252 544 318 584 400 584 C482 584 548 544 548 476 C548 404 490 344 400 344 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="4"/>
<path d="M252 476 C252 404 310 344 400 344 C490 344 548 404 548 476" fill="none" stroke="${p.d}" stroke-width="10" opacity="0.5"/>
<path d="M340 312 L360 270 L440 270 L460 312 Z" fill="url(#m)" stroke="#7d828b" stroke-width="3"/>
<path d="M330 220 L470 220 L500 250 L400 330 L300 250 Z" fill="url(#a)" stroke="${p.ad}" stroke-width="3" stroke-linejoin="round"/>
<path d="M330 220 L470 220 L500 250 L300 250 Z" fill="${p.al}"/>
<path d="M300 250 L400 330 L360 250 Z M400 330 L440 250 L500 250 Z" fill="${p.ad}" opacity="0.45"/>
<path d="M360 220 L344 250 M400 220 V250 M440 220 L456 250" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
<path d="M350 228 L380 228" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
<path d="M230 470 C232 410 280 340 360 322" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="8" stroke-linecap="round"/>`,
  }),

  sunglasses: (p) => ({
    shadow: [400, 560, 260, 20],
    body: `<path d="M140 330 L92 300 M660 330 L708 300" stroke="${p.o}" stroke-width="14" stroke-linecap="round"/>
<path d="M130 300 Q130 280 160 280 L356 282 Q376 282 376 304 L372 400 Q364 486 264 490 Q170 490 146 420 Q128 360 130 300 Z M670 300 Q670 280 640 280 L444 282 Q424 282 424 304 L428 400 Q436 486 536 490 Q630 490 654 420 Q672 360 670 300 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M376 308 Q400 288 424 308" fill="none" stroke="${p.o}" stroke-width="14"/>
<path d="M150 306 L352 306 L350 398 Q344 466 264 468 Q186 468 166 410 Q150 362 150 306 Z M650 306 L448 306 L450 398 Q456 466 536 468 Q614 468 634 410 Q650 362 650 306 Z" fill="url(#a)"/>
<path d="M150 306 L352 306 L350 398 Q344 466 264 468 Q186 468 166 410 Q150 362 150 306 Z M650 306 L448 306 L450 398 Q456 466 536 468 Q614 468 634 410 Q650 362 650 306 Z" fill="#0b0d12" opacity="0.45"/>
<path d="M176 318 L250 318 L186 420 Q166 380 170 330 Z M476 318 L550 318 L486 420 Q466 380 470 330 Z" fill="#fff" opacity="0.28"/>
<path d="M130 300 Q130 280 160 280 L356 282 M670 300 Q670 280 640 280 L444 282" fill="none" stroke="${p.l}" stroke-width="4"/>
<circle cx="146" cy="300" r="5" fill="url(#m)"/><circle cx="654" cy="300" r="5" fill="url(#m)"/>`,
  }),

  lipstick: (p) => ({
    shadow: [440, 650, 200, 22],
    body: `<rect x="500" y="420" width="110" height="220" rx="12" fill="url(#ah)" stroke="${p.ad}" stroke-width="3"/>
<rect x="500" y="600" width="110" height="12" fill="#000" opacity="0.15"/>
<path d="M354 330 L354 232 Q354 216 370 208 L432 178 Q446 172 446 186 L446 330 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<path d="M368 226 L430 196 L430 320 L368 320 Z" fill="#fff" opacity="0.14"/>
<rect x="344" y="320" width="112" height="90" rx="6" fill="url(#m)" stroke="#7d828b" stroke-width="2"/>
<rect x="330" y="400" width="140" height="240" rx="14" fill="url(#ah)" stroke="${p.ad}" stroke-width="3"/>
<rect x="330" y="400" width="140" height="18" fill="#000" opacity="0.15"/>
<path d="M352 430 V620" stroke="#fff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>
<path d="M520 440 V620" stroke="#fff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"/>`,
  }),

  perfume: (p) => ({
    shadow: [400, 664, 220, 22],
    body: `<rect x="342" y="150" width="116" height="116" rx="14" fill="url(#ah)" stroke="${p.ad}" stroke-width="3"/>
<path d="M360 160 V256" stroke="#fff" stroke-opacity="0.4" stroke-width="8" stroke-linecap="round"/>
<rect x="370" y="262" width="60" height="44" fill="url(#m)" stroke="#7d828b" stroke-width="2"/>
<path d="M280 300 L520 300 Q548 300 548 330 L548 622 Q548 648 520 648 L280 648 Q252 648 252 622 L252 330 Q252 300 280 300 Z" fill="#eef2f6" fill-opacity="0.55" stroke="#aab1bb" stroke-width="4"/>
<path d="M276 360 L524 360 L524 614 Q524 626 512 626 L288 626 Q276 626 276 614 Z" fill="url(#b)" opacity="0.9"/>
<path d="M276 360 L524 360 L524 376 L276 376 Z" fill="#fff" opacity="0.35"/>
<rect x="330" y="448" width="140" height="80" rx="6" fill="#fbfaf7" opacity="0.92"/>
<path d="M354 476 H446 M370 500 H430" stroke="${p.d}" stroke-width="5" stroke-linecap="round"/>
<path d="M272 330 V620" stroke="#fff" stroke-opacity="0.7" stroke-width="10" stroke-linecap="round"/>
<path d="M520 340 V600" stroke="#fff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`,
  }),

  phoneCase: (p) => ({
    shadow: [400, 690, 170, 20],
    body: `<rect x="284" y="120" width="232" height="552" rx="46" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<rect x="278" y="250" width="8" height="56" rx="3" fill="${p.d}"/><rect x="514" y="220" width="8" height="90" rx="3" fill="${p.d}"/>
<rect x="306" y="142" width="116" height="124" rx="28" fill="${p.d}" stroke="${p.o}" stroke-width="3"/>
<circle cx="338" cy="176" r="22" fill="url(#glass)" stroke="${p.a}" stroke-width="5"/>
<circle cx="338" cy="232" r="22" fill="url(#glass)" stroke="${p.a}" stroke-width="5"/>
<circle cx="390" cy="204" r="22" fill="url(#glass)" stroke="${p.a}" stroke-width="5"/>
<circle cx="396" cy="168" r="6" fill="#fff3c4"/>
<circle cx="332" cy="170" r="6" fill="#fff" opacity="0.5"/><circle cx="332" cy="226" r="6" fill="#fff" opacity="0.5"/><circle cx="384" cy="198" r="6" fill="#fff" opacity="0.5"/>
<circle cx="400" cy="430" r="30" fill="none" stroke="${p.a}" stroke-width="6" opacity="0.8"/>
<path d="M300 300 Q300 500 320 640" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="18" stroke-linecap="round"/>`,
  }),

  earbuds: (p) => ({
    shadow: [420, 640, 300, 26],
    body: `<path d="M292 300 Q292 250 342 250 L458 250 Q508 250 508 300 L508 440 Q508 520 428 520 L372 520 Q292 520 292 440 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M292 326 L508 326" stroke="${p.o}" stroke-opacity="0.5" stroke-width="3"/>
<circle cx="400" cy="380" r="6" fill="${p.a}"/>
<path d="M318 350 Q318 470 352 500" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="12" stroke-linecap="round"/>
<g transform="translate(250 500) rotate(28 0 0)"><rect x="-18" y="0" width="36" height="150" rx="18" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<ellipse cx="0" cy="-16" rx="58" ry="50" fill="url(#b)" stroke="${p.o}" stroke-width="3"/>
<ellipse cx="-40" cy="-16" rx="22" ry="30" fill="url(#a)" stroke="${p.ad}" stroke-width="2"/><circle cx="18" cy="-34" r="8" fill="#1b1d22" opacity="0.55"/>
<circle cx="0" cy="140" r="8" fill="url(#m)"/></g>
<g transform="translate(520 590) rotate(-98 0 0)"><rect x="-18" y="0" width="36" height="150" rx="18" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<ellipse cx="0" cy="-16" rx="58" ry="50" fill="url(#b)" stroke="${p.o}" stroke-width="3"/>
<ellipse cx="40" cy="-16" rx="22" ry="30" fill="url(#a)" stroke="${p.ad}" stroke-width="2"/><circle cx="-18" cy="-34" r="8" fill="#1b1d22" opacity="0.55"/>
<circle cx="0" cy="140" r="8" fill="url(#m)"/></g>`,
  }),

  headphones: (p) => ({
    shadow: [400, 650, 240, 22],
    body: `<path d="M232 430 Q220 150 400 140 Q580 150 568 430" fill="none" stroke="${p.o}" stroke-width="40" stroke-linecap="round"/>
<path d="M232 430 Q220 150 400 140 Q580 150 568 430" fill="none" stroke="${p.c}" stroke-width="32" stroke-linecap="round"/>
<path d="M262 300 Q270 190 400 180 Q530 190 538 300" fill="none" stroke="${p.a}" stroke-width="16" stroke-linecap="round"/>
<path d="M258 260 Q280 176 400 166" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"/>
<rect x="218" y="370" width="30" height="80" rx="10" fill="url(#m)"/><rect x="552" y="370" width="30" height="80" rx="10" fill="url(#m)"/>
<rect x="150" y="410" width="130" height="210" rx="60" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<rect x="520" y="410" width="130" height="210" rx="60" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<rect x="248" y="424" width="46" height="182" rx="22" fill="${p.ad}"/><rect x="506" y="424" width="46" height="182" rx="22" fill="${p.ad}"/>
<ellipse cx="200" cy="500" rx="24" ry="56" fill="#fff" opacity="0.18"/><ellipse cx="600" cy="500" rx="24" ry="56" fill="#000" opacity="0.1"/>
<circle cx="215" cy="580" r="7" fill="${p.a}"/>`,
  }),

  smartwatch: (p) => ({
    shadow: [400, 696, 150, 18],
    body: `<path d="M336 110 L464 110 L458 270 L342 270 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<path d="M342 530 L458 530 L464 690 L336 690 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<circle cx="400" cy="600" r="7" fill="${p.o}" opacity="0.6"/><circle cx="400" cy="640" r="7" fill="${p.o}" opacity="0.6"/>
<rect x="500" y="330" width="22" height="52" rx="8" fill="url(#mv)"/><rect x="502" y="404" width="16" height="40" rx="6" fill="url(#mv)"/>
<rect x="290" y="244" width="220" height="312" rx="62" fill="url(#mv)" stroke="#6f747d" stroke-width="3"/>
<rect x="304" y="258" width="192" height="284" rx="52" fill="#0b0d12"/>
<circle cx="400" cy="400" r="74" fill="none" stroke="${p.a}" stroke-width="14" stroke-dasharray="330 500" stroke-linecap="round" transform="rotate(-90 400 400)"/>
<circle cx="400" cy="400" r="52" fill="none" stroke="${p.al}" stroke-width="14" stroke-dasharray="220 400" stroke-linecap="round" transform="rotate(-90 400 400)"/>
<circle cx="400" cy="400" r="30" fill="none" stroke="#5ad1c8" stroke-width="14" stroke-dasharray="120 300" stroke-linecap="round" transform="rotate(-90 400 400)"/>
<rect x="360" y="494" width="80" height="12" rx="6" fill="#3a3f4a"/>
<path d="M316 290 Q330 264 370 262 L330 340 Z" fill="#fff" opacity="0.12"/>`,
  }),

  powerBank: (p) => ({
    shadow: [400, 648, 210, 24],
    body: `<path d="M272 210 L528 210 L556 180 L300 180 Z" fill="${p.l}" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<path d="M528 210 L556 180 L556 600 L528 630 Z" fill="${p.d}" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<rect x="244" y="210" width="284" height="420" rx="30" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M350 201 L392 201 L400 191 L358 191 Z M414 201 L468 201 L476 191 L422 191 Z" fill="#1b1d22" stroke="#1b1d22" stroke-width="3" stroke-linejoin="round"/>
<path d="M398 330 L352 420 L392 420 L374 500 L438 392 L398 392 L420 330 Z" fill="url(#a)" stroke="${p.ad}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="340" cy="572" r="8" fill="${p.a}"/><circle cx="370" cy="572" r="8" fill="${p.a}"/><circle cx="400" cy="572" r="8" fill="${p.a}"/><circle cx="430" cy="572" r="8" fill="${p.o}" opacity="0.35"/>
<path d="M270 250 Q264 420 272 600" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="14" stroke-linecap="round"/>`,
  }),

  laptop: (p) => ({
    shadow: [400, 624, 300, 22],
    body: `<rect x="200" y="150" width="400" height="290" rx="18" fill="#1c1f26" stroke="${p.o}" stroke-width="4"/>
<rect x="216" y="166" width="368" height="254" rx="6" fill="url(#a)"/>
<path d="M216 340 Q300 280 400 330 Q500 380 584 300 L584 420 L216 420 Z" fill="${p.ad}" opacity="0.6"/>
<path d="M216 380 Q330 330 420 380 Q510 420 584 370 L584 420 L216 420 Z" fill="${p.ad}" opacity="0.7"/>
<path d="M216 166 L420 166 L300 420 L216 420 Z" fill="#fff" opacity="0.08"/>
<path d="M196 440 L604 440 L690 580 Q692 596 676 596 L124 596 Q108 596 110 580 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M226 456 L574 456 L620 530 L180 530 Z" fill="${p.o}" opacity="0.45"/>
<path d="M214 474 L586 474 M204 492 L596 492 M194 511 L606 511" stroke="${p.l}" stroke-opacity="0.5" stroke-width="3"/>
<path d="M340 546 L460 546 L466 580 L334 580 Z" fill="${p.d}" opacity="0.4"/>
<path d="M110 590 L690 590 L690 604 Q690 612 680 612 L120 612 Q110 612 110 604 Z" fill="${p.d}"/>`,
  }),

  keyboard: (p) => {
    const keys: string[] = [];
    const rows = [14, 14, 13, 12];
    rows.forEach((n, r) => {
      const w = 420 / n;
      for (let i = 0; i < n; i++) {
        const accentKey = (r === 0 && i === 0) || (r === 2 && i === n - 1);
        keys.push(
          `<rect x="${(170 + r * 8 + i * w + 3).toFixed(1)}" y="${318 + r * 46}" width="${(w - 6).toFixed(1)}" height="38" rx="7" fill="${accentKey ? p.a : p.l}" stroke="${p.o}" stroke-opacity="0.35" stroke-width="2"/>`,
        );
      }
    });
    keys.push(
      `<rect x="310" y="502" width="180" height="38" rx="7" fill="${p.l}" stroke="${p.o}" stroke-opacity="0.35" stroke-width="2"/>`,
    );
    return {
      shadow: [400, 600, 320, 26],
      body: `<g transform="rotate(-6 400 430)"><rect x="140" y="290" width="520" height="276" rx="28" fill="${p.o}"/>
<rect x="140" y="282" width="520" height="270" rx="28" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
${keys.join('')}
<rect x="600" y="308" width="40" height="30" rx="6" fill="${p.d}"/><circle cx="620" cy="323" r="5" fill="${p.a}"/></g>`,
    };
  },

  mouse: (p) => ({
    shadow: [400, 660, 180, 24],
    body: `<path d="M400 160 C530 160 548 300 548 420 C548 566 484 642 400 642 C316 642 252 566 252 420 C252 300 270 160 400 160 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M400 162 V350 M256 350 Q400 372 544 350" fill="none" stroke="${p.o}" stroke-width="3" stroke-opacity="0.6"/>
<rect x="386" y="214" width="28" height="74" rx="14" fill="#1b1d22"/><rect x="392" y="224" width="16" height="54" rx="8" fill="url(#ah)"/>
<path d="M284 260 Q300 190 380 174 L380 200 Q320 210 300 290 Z" fill="#fff" opacity="0.35"/>
<path d="M252 440 Q258 560 330 620" fill="none" stroke="${p.a}" stroke-width="8" stroke-linecap="round"/>
<circle cx="400" cy="310" r="5" fill="${p.a}"/>`,
  }),

  deskLamp: (p) => ({
    shadow: [380, 650, 230, 22],
    body: `<radialGradient id="light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe08a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe08a" stop-opacity="0"/></radialGradient>
<path d="M470 330 L610 322 L690 630 L430 640 Z" fill="#ffe9a8" opacity="0.18"/>
<ellipse cx="560" cy="632" rx="150" ry="30" fill="url(#light)"/>
<path d="M180 630 L180 614 Q180 592 290 592 Q400 592 400 614 L400 630 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="3"/>
<ellipse cx="290" cy="610" rx="110" ry="24" fill="url(#b)" stroke="${p.o}" stroke-width="3"/>
<path d="M290 600 L230 380 L420 220" fill="none" stroke="${p.o}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M290 600 L230 380 L420 220" fill="none" stroke="${p.c}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="230" cy="380" r="18" fill="url(#a)" stroke="${p.ad}" stroke-width="3"/><circle cx="290" cy="600" r="16" fill="url(#a)"/>
<g transform="rotate(-34 440 215)"><path d="M400 200 L480 200 L550 330 Q480 356 330 330 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<ellipse cx="440" cy="336" rx="110" ry="18" fill="#fff6d6" stroke="${p.o}" stroke-width="3"/><circle cx="440" cy="200" r="22" fill="url(#a)" stroke="${p.ad}" stroke-width="3"/>
<path d="M412 214 L372 320" stroke="#fff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/></g>`,
  }),

  mug: (p) => ({
    shadow: [400, 642, 220, 22],
    body: `<path d="M520 330 Q640 330 640 440 Q640 540 512 552" fill="none" stroke="${p.o}" stroke-width="40" stroke-linecap="round"/>
<path d="M520 330 Q640 330 640 440 Q640 540 512 552" fill="none" stroke="${p.c}" stroke-width="30" stroke-linecap="round"/>
<path d="M250 300 L550 300 L540 580 Q536 630 480 630 L320 630 Q264 630 260 580 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="300" rx="150" ry="32" fill="${p.d}" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="306" rx="132" ry="22" fill="#4a2c1d"/><ellipse cx="380" cy="302" rx="60" ry="8" fill="#7a4e33" opacity="0.6"/>
<path d="M254 400 L546 400 L544 440 L256 440 Z" fill="url(#ah)"/>
<path d="M360 250 Q340 220 362 190 Q384 160 360 130 M430 250 Q410 215 432 185 Q452 160 432 130" fill="none" stroke="#c9ced6" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>`,
  }),

  waterBottle: (p) => ({
    shadow: [400, 690, 130, 18],
    body: `<path d="M370 112 Q370 70 400 70 Q430 70 430 112" fill="none" stroke="${p.ad}" stroke-width="14" stroke-linecap="round"/>
<rect x="340" y="104" width="120" height="86" rx="18" fill="url(#ah)" stroke="${p.ad}" stroke-width="3"/>
<path d="M350 190 L450 190 Q500 220 500 280 L500 640 Q500 676 464 676 L336 676 Q300 676 300 640 L300 280 Q300 220 350 190 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="4"/>
<rect x="346" y="184" width="108" height="14" rx="4" fill="url(#m)"/>
<path d="M300 600 L500 600" stroke="${p.a}" stroke-width="6"/>
<rect x="360" y="380" width="80" height="80" rx="40" fill="none" stroke="${p.l}" stroke-width="6" opacity="0.8"/>
<path d="M336 240 V620" stroke="#fff" stroke-opacity="0.4" stroke-width="14" stroke-linecap="round"/>`,
  }),

  fryingPan: (p) => ({
    shadow: [400, 580, 320, 34],
    body: `<path d="M520 380 L740 300 Q760 294 766 312 Q770 328 752 336 L540 422 Z" fill="url(#a)" stroke="${p.ad}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="742" cy="316" r="6" fill="#e7e9ec"/>
<rect x="506" y="376" width="40" height="42" rx="6" fill="url(#m)" transform="rotate(-20 526 397)"/>
<path d="M90 410 Q90 560 330 566 Q570 560 570 410 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="330" cy="404" rx="240" ry="124" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="330" cy="414" rx="212" ry="102" fill="#2b2e35"/>
<ellipse cx="330" cy="420" rx="196" ry="90" fill="#353942"/>
<g fill="#fff" opacity="0.16"><circle cx="250" cy="420" r="3"/><circle cx="300" cy="390" r="2"/><circle cx="360" cy="440" r="3"/><circle cx="420" cy="400" r="2"/><circle cx="280" cy="460" r="2"/><circle cx="390" cy="370" r="3"/><circle cx="460" cy="440" r="2"/><circle cx="220" cy="390" r="2"/></g>
<path d="M180 380 Q230 340 330 336" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="10" stroke-linecap="round"/>`,
  }),

  knifeSet: (p) => ({
    shadow: [400, 664, 240, 24],
    body: `<g transform="rotate(-22 330 320)"><rect x="262" y="150" width="40" height="200" rx="14" fill="url(#ah)"/><rect x="312" y="120" width="40" height="230" rx="14" fill="url(#ah)"/><rect x="362" y="160" width="40" height="190" rx="14" fill="url(#ah)"/><rect x="412" y="140" width="40" height="210" rx="14" fill="url(#ah)"/>
<circle cx="282" cy="200" r="5" fill="url(#m)"/><circle cx="332" cy="170" r="5" fill="url(#m)"/><circle cx="382" cy="210" r="5" fill="url(#m)"/><circle cx="432" cy="190" r="5" fill="url(#m)"/></g>
<path d="M260 320 L470 250 L620 630 L320 640 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M260 320 L470 250 L490 300 L284 376 Z" fill="${p.l}" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<path d="M300 356 L480 294 M330 420 L510 360" stroke="${p.d}" stroke-opacity="0.4" stroke-width="4"/>
<path d="M310 420 Q400 520 380 630 M420 400 Q500 500 520 630" fill="none" stroke="${p.d}" stroke-opacity="0.25" stroke-width="5"/>
<path d="M120 600 L420 560 Q456 556 440 580 Q400 620 120 624 Z" fill="url(#mv)" stroke="#7d828b" stroke-width="3"/>
<path d="M420 560 L560 542 Q584 540 584 560 Q584 580 560 580 L440 580 Z" fill="url(#ah)"/>
<path d="M140 606 L400 572" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`,
  }),

  plantPot: (p) => ({
    shadow: [400, 662, 170, 22],
    body: `<path d="M400 430 Q330 300 318 140 Q360 260 404 420 Z" fill="#3f8a4f"/>
<path d="M400 430 Q420 280 470 110 Q458 280 420 432 Z" fill="#57a865"/>
<path d="M400 430 Q470 330 560 240 Q500 360 424 438 Z" fill="#3f8a4f"/>
<path d="M398 432 Q300 360 238 270 Q330 330 410 420 Z" fill="#6abf76"/>
<path d="M406 430 Q370 300 392 170 Q410 300 420 430 Z" fill="#2f6f3e"/>
<path d="M400 430 Q330 300 318 140 M470 110 Q458 280 420 432 M560 240 Q500 360 424 438" fill="none" stroke="#e6f3d3" stroke-opacity="0.5" stroke-width="3"/>
<path d="M284 430 L516 430 L492 640 Q490 652 476 652 L324 652 Q310 652 308 640 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<rect x="270" y="412" width="260" height="44" rx="10" fill="url(#bh)" stroke="${p.o}" stroke-width="4"/>
<path d="M298 520 L502 520" stroke="${p.a}" stroke-width="10"/>
<ellipse cx="400" cy="658" rx="110" ry="12" fill="${p.d}" opacity="0.6"/>`,
  }),

  cushion: (p) => ({
    shadow: [400, 640, 240, 24],
    body: `<path d="M196 206 Q400 176 604 206 Q640 400 604 594 Q400 624 196 594 Q160 400 196 206 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M196 206 Q400 176 604 206 Q640 400 604 594 Q400 624 196 594 Q160 400 196 206 Z" fill="none" stroke="${p.a}" stroke-width="8" stroke-linejoin="round" transform="translate(400 400) scale(0.93) translate(-400 -400)" stroke-dasharray="1 0"/>
<path d="M196 206 L150 180 M604 206 L650 180 M196 594 L150 620 M604 594 L650 620" stroke="${p.o}" stroke-width="8" stroke-linecap="round"/>
<path d="M196 206 L160 186 M604 206 L640 186 M196 594 L160 614 M604 594 L640 614" stroke="${p.c}" stroke-width="4" stroke-linecap="round"/>
<path d="M196 206 Q300 300 400 400 M604 206 Q500 300 400 400 M196 594 Q300 500 400 400 M604 594 Q500 500 400 400" fill="none" stroke="${p.o}" stroke-opacity="0.14" stroke-width="14"/>
<g fill="${p.a}" opacity="0.9">${polygon(400, 400, 70, 8, 0)
      .map(([x, y]) => `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="16" ry="16"/>`)
      .join('')}</g>
<circle cx="400" cy="400" r="20" fill="${p.d}" stroke="${p.o}" stroke-width="3"/>
<path d="M230 250 Q300 236 360 250" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>`,
  }),

  yogaMat: (p) => ({
    shadow: [400, 640, 310, 24],
    body: `<path d="M160 560 L520 560 L700 640 L700 652 L340 652 L160 572 Z" fill="${p.d}" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<path d="M160 560 L520 560 L700 640 L340 640 Z" fill="url(#b)" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<path d="M250 572 L560 572 M330 608 L640 608" stroke="${p.a}" stroke-width="4" stroke-opacity="0.8"/>
<path d="M200 380 L540 380 L540 560 L200 560 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="200" cy="470" rx="50" ry="90" fill="${p.d}" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="540" cy="470" rx="50" ry="90" fill="${p.c}" stroke="${p.o}" stroke-width="4"/>
<path d="M540 470 m-8 0 a8 14 0 1 1 16 0 a16 28 0 1 1 -32 0 a24 42 0 1 1 48 0 a32 56 0 1 1 -64 0 a40 72 0 1 1 80 0" fill="none" stroke="${p.o}" stroke-width="3" stroke-opacity="0.7"/>
<path d="M300 376 Q290 470 300 564 M430 376 Q420 470 430 564" fill="none" stroke="${p.a}" stroke-width="22"/>
<path d="M220 404 L520 404" stroke="#fff" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>
<path d="M300 590 L600 590 M370 624 L660 624" stroke="#fff" stroke-opacity="0.12" stroke-width="3"/>`,
  }),

  dumbbell: (p) => ({
    shadow: [400, 600, 290, 26],
    body: `<rect x="290" y="424" width="220" height="36" rx="8" fill="url(#mv)" stroke="#6f747d" stroke-width="3"/>
<path d="M320 426 V458 M340 426 V458 M360 426 V458 M440 426 V458 M460 426 V458 M480 426 V458" stroke="#7d828b" stroke-width="3"/>
${[170, 500]
  .map(
    (
      x,
    ) => `<path d="M${x} 322 L${x + 40} 300 L${x + 90} 300 L${x + 130} 322 L${x + 130} 562 L${x + 90} 584 L${x + 40} 584 L${x} 562 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M${x + 40} 300 L${x + 40} 584 M${x + 90} 300 L${x + 90} 584" stroke="${p.o}" stroke-opacity="0.35" stroke-width="3"/>
<path d="M${x + 40} 300 L${x + 90} 300 L${x + 90} 584 L${x + 40} 584 Z" fill="#fff" opacity="0.14"/>
<rect x="${x + 6}" y="420" width="118" height="44" fill="${p.a}" opacity="0.9"/>`,
  )
  .join('')}
<rect x="278" y="404" width="16" height="76" rx="5" fill="url(#m)"/><rect x="506" y="404" width="16" height="76" rx="5" fill="url(#m)"/>`,
  }),

  football: (p) => {
    const cx = 400;
    const cy = 400;
    const centre = polygon(cx, cy, 62, 5, 0);
    const outer = polygon(cx, cy, 175, 5, 0).map(([x, y], i) =>
      polygon(x, y, 56, 5, Math.PI + (i * 2 * Math.PI) / 5),
    );
    const seams: string[] = [];
    outer.forEach((pent, i) => {
      const inner = centre[i];
      const tip = pent[0];
      if (inner && tip)
        seams.push(
          `M${inner[0].toFixed(1)} ${inner[1].toFixed(1)} L${tip[0].toFixed(1)} ${tip[1].toFixed(1)}`,
        );
      const next = outer[(i + 1) % 5];
      const from = pent[1];
      const to = next?.[4];
      if (from && to)
        seams.push(`M${from[0].toFixed(1)} ${from[1].toFixed(1)} L${to[0].toFixed(1)} ${to[1].toFixed(1)}`);
      for (const k of [2, 3]) {
        const v = pent[k];
        if (v) {
          const dx = v[0] - cx;
          const dy = v[1] - cy;
          seams.push(
            `M${v[0].toFixed(1)} ${v[1].toFixed(1)} L${(cx + dx * 1.6).toFixed(1)} ${(cy + dy * 1.6).toFixed(1)}`,
          );
        }
      }
    });
    return {
      shadow: [400, 640, 190, 26],
      body: `<defs><clipPath id="ball"><circle cx="${cx}" cy="${cy}" r="210"/></clipPath><radialGradient id="sph" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>
<circle cx="${cx}" cy="${cy}" r="210" fill="${p.c}"/>
<g clip-path="url(#ball)"><polygon points="${pts(centre)}" fill="${p.a}"/>${outer.map((pent) => `<polygon points="${pts(pent)}" fill="${p.a}"/>`).join('')}
<path d="${seams.join(' ')}" stroke="${p.o}" stroke-opacity="0.55" stroke-width="4" fill="none"/></g>
<circle cx="${cx}" cy="${cy}" r="210" fill="url(#sph)" stroke="${p.o}" stroke-width="4"/>`,
    };
  },

  tent: (p) => ({
    shadow: [400, 616, 330, 30],
    body: `<path d="M150 606 L112 616 M650 606 L688 616" stroke="#7d828b" stroke-width="4" stroke-linecap="round"/>
<path d="M180 604 C180 400 280 250 400 250 C520 250 620 400 620 604 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M180 604 C200 420 300 300 400 262 M620 604 C600 420 500 300 400 262" fill="none" stroke="${p.a}" stroke-width="8" stroke-linecap="round"/>
<path d="M250 360 C230 300 150 420 112 616 M550 360 C570 300 650 420 688 616" fill="none" stroke="${p.o}" stroke-opacity="0.45" stroke-width="2.5"/>
<path d="M292 330 C330 270 470 270 508 330 C460 300 340 300 292 330 Z" fill="${p.a}"/>
<path d="M400 320 C332 360 300 470 300 604 L500 604 C500 470 468 360 400 320 Z" fill="${p.d}" stroke="${p.o}" stroke-width="3"/>
<path d="M400 340 C360 380 344 480 344 604 L456 604 C456 480 440 380 400 340 Z" fill="#1c1f26" opacity="0.55"/>
<path d="M400 320 C332 360 300 470 300 604" fill="none" stroke="${p.a}" stroke-width="5" stroke-dasharray="4 6"/>
<path d="M170 608 L630 608" stroke="${p.ad}" stroke-width="12" stroke-linecap="round"/>
<path d="M226 500 C240 400 290 320 350 282" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="16" stroke-linecap="round"/>`,
  }),

  toyCar: (p) => ({
    shadow: [400, 604, 290, 24],
    body: `<path d="M140 520 L140 440 Q140 410 170 404 L270 390 L330 310 Q344 292 370 292 L520 292 Q548 292 566 314 L630 392 Q676 400 680 440 L680 520 Q680 540 660 540 L160 540 Q140 540 140 520 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M290 390 L342 322 Q350 312 364 312 L430 312 L430 390 Z" fill="#bfe3f4" stroke="${p.o}" stroke-width="3"/>
<path d="M450 312 L516 312 Q530 312 540 324 L596 390 L450 390 Z" fill="#bfe3f4" stroke="${p.o}" stroke-width="3"/>
<path d="M300 380 L348 318 L370 318 L322 380 Z M460 380 L470 318 L484 318 L474 380 Z" fill="#fff" opacity="0.6"/>
<path d="M150 456 L670 456" stroke="${p.a}" stroke-width="16"/>
<path d="M438 400 L442 520 M290 400 L292 520" stroke="${p.o}" stroke-opacity="0.4" stroke-width="3"/>
<rect x="650" y="420" width="26" height="18" rx="6" fill="#fff5c2" stroke="${p.o}" stroke-width="2"/><rect x="140" y="420" width="18" height="18" rx="5" fill="#ff6b5a"/>
${[250, 560]
  .map(
    (x) =>
      `<circle cx="${x}" cy="540" r="62" fill="#1d1f24"/><circle cx="${x}" cy="540" r="34" fill="url(#ah)" stroke="#0e0f12" stroke-width="3"/><circle cx="${x}" cy="540" r="10" fill="#d7dadf"/>`,
  )
  .join('')}
<path d="M180 420 Q300 404 420 404" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`,
  }),

  plushBear: (p) => ({
    shadow: [400, 660, 230, 24],
    body: `<circle cx="290" cy="170" r="56" fill="url(#b)" stroke="${p.o}" stroke-width="4"/><circle cx="510" cy="170" r="56" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<circle cx="290" cy="170" r="30" fill="${p.l}"/><circle cx="510" cy="170" r="30" fill="${p.l}"/>
<ellipse cx="400" cy="500" rx="160" ry="150" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="520" rx="90" ry="92" fill="${p.l}" opacity="0.8"/>
<ellipse cx="250" cy="470" rx="50" ry="80" fill="url(#b)" stroke="${p.o}" stroke-width="4" transform="rotate(28 250 470)"/>
<ellipse cx="550" cy="470" rx="50" ry="80" fill="url(#b)" stroke="${p.o}" stroke-width="4" transform="rotate(-28 550 470)"/>
<ellipse cx="290" cy="610" rx="78" ry="56" fill="url(#b)" stroke="${p.o}" stroke-width="4"/><ellipse cx="510" cy="610" rx="78" ry="56" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="278" cy="616" rx="42" ry="34" fill="${p.a}" opacity="0.85"/><ellipse cx="522" cy="616" rx="42" ry="34" fill="${p.a}" opacity="0.85"/>
<circle cx="400" cy="260" r="130" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="306" rx="62" ry="48" fill="${p.l}"/>
<ellipse cx="400" cy="286" rx="22" ry="15" fill="#2a1f1b"/><path d="M400 300 V322 M400 322 Q384 336 370 326 M400 322 Q416 336 430 326" fill="none" stroke="#2a1f1b" stroke-width="5" stroke-linecap="round"/>
<circle cx="350" cy="236" r="14" fill="#1b1512"/><circle cx="450" cy="236" r="14" fill="#1b1512"/><circle cx="355" cy="231" r="4" fill="#fff"/><circle cx="455" cy="231" r="4" fill="#fff"/>
<path d="M400 392 L336 362 L336 422 Z M400 392 L464 362 L464 422 Z" fill="url(#a)" stroke="${p.ad}" stroke-width="3" stroke-linejoin="round"/><circle cx="400" cy="392" r="14" fill="${p.a}" stroke="${p.ad}" stroke-width="3"/>
<path d="M320 180 Q360 150 400 150" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="12" stroke-linecap="round"/>`,
  }),

  buildingBlocks: (p) => {
    const brick = (
      x: number,
      y: number,
      w: number,
      h: number,
      studs: number,
      col: string,
      light: string,
      dark: string,
    ) => {
      const dx = 44;
      const dy = -30;
      const sw = w / studs;
      const studsSvg = Array.from({ length: studs }, (_, i) => {
        const sx = x + sw * (i + 0.5) + dx * 0.5;
        const sy = y + dy * 0.5;
        return `<path d="M${sx - 20} ${sy} v-16 a20 9 0 0 0 40 0 v16 a20 9 0 0 1 -40 0 Z" fill="${dark}"/><ellipse cx="${sx}" cy="${sy - 16}" rx="20" ry="9" fill="${light}" stroke="${dark}" stroke-width="2"/>`;
      }).join('');
      return `<path d="M${x} ${y} L${x + dx} ${y + dy} L${x + w + dx} ${y + dy} L${x + w} ${y} Z" fill="${light}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M${x + w} ${y} L${x + w + dx} ${y + dy} L${x + w + dx} ${y + h + dy} L${x + w} ${y + h} Z" fill="${dark}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${col}" stroke="${dark}" stroke-width="3"/>
<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="10" fill="#fff" opacity="0.25"/>${studsSvg}`;
    };
    const third = shade(p.a, 0.5);
    return {
      shadow: [420, 640, 280, 26],
      body:
        brick(180, 500, 360, 120, 4, p.c, p.l, p.o) +
        brick(260, 380, 180, 120, 2, p.a, p.al, p.ad) +
        brick(460, 380, 90, 120, 1, third, shade(third, 0.4), shade(third, -0.4)) +
        brick(300, 260, 180, 120, 2, p.l, shade(p.l, 0.4), p.d),
    };
  },

  babyBottle: (p) => ({
    shadow: [400, 680, 140, 18],
    body: `<path d="M372 188 Q372 120 400 112 Q428 120 428 188 Z" fill="#f1d9b8" stroke="#c9a77e" stroke-width="3"/>
<path d="M344 214 Q344 182 400 180 Q456 182 456 214 Z" fill="#f1d9b8" stroke="#c9a77e" stroke-width="3"/>
<rect x="318" y="206" width="164" height="64" rx="16" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<path d="M318 236 H482" stroke="${p.o}" stroke-opacity="0.3" stroke-width="3"/>
<path d="M330 270 L470 270 Q486 300 484 340 L484 626 Q484 666 444 666 L356 666 Q316 666 316 626 L316 340 Q314 300 330 270 Z" fill="#eef4f8" fill-opacity="0.65" stroke="#a9b4c0" stroke-width="4"/>
<path d="M322 420 L478 420 L478 624 Q478 658 444 658 L356 658 Q322 658 322 624 Z" fill="#fffdf6"/>
<path d="M322 420 Q400 432 478 420" fill="none" stroke="#e8e2cf" stroke-width="4"/>
<path d="M440 330 H468 M448 380 H468 M440 430 H468 M448 480 H468 M440 530 H468 M448 580 H468" stroke="${p.d}" stroke-width="4" stroke-linecap="round"/>
<path d="M380 500 l9 18 20 3 -14 14 3 20 -18 -9 -18 9 3 -20 -14 -14 20 -3 Z" fill="${p.a}"/>
<path d="M336 300 V630" stroke="#fff" stroke-opacity="0.8" stroke-width="10" stroke-linecap="round"/>`,
  }),

  petBed: (p) => ({
    shadow: [400, 610, 320, 40],
    body: `<ellipse cx="400" cy="470" rx="300" ry="140" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="420" rx="290" ry="120" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="440" rx="200" ry="70" fill="${p.d}"/>
<ellipse cx="400" cy="452" rx="190" ry="62" fill="${shade(p.c, 0.55)}"/>
<ellipse cx="400" cy="456" rx="172" ry="52" fill="none" stroke="${p.a}" stroke-width="5" stroke-dasharray="10 8"/>
<path d="M260 440 Q300 412 360 420 M420 470 Q480 454 540 466" fill="none" stroke="${p.o}" stroke-opacity="0.2" stroke-width="6" stroke-linecap="round"/>
<path d="M160 380 Q250 316 400 306" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="16" stroke-linecap="round"/>
<path d="M128 440 Q150 500 230 540 M672 440 Q650 500 570 540" fill="none" stroke="${p.o}" stroke-opacity="0.3" stroke-width="6"/>`,
  }),

  petBowl: (p) => ({
    shadow: [400, 600, 260, 30],
    body: `<path d="M170 420 L630 420 L580 560 Q574 590 540 592 L260 592 Q226 590 220 560 Z" fill="url(#bh)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<ellipse cx="400" cy="420" rx="230" ry="62" fill="${p.l}" stroke="${p.o}" stroke-width="4"/>
<ellipse cx="400" cy="426" rx="196" ry="46" fill="url(#mv)"/>
<g fill="#a8693a" stroke="#7a4a25" stroke-width="2">${[
      [330, 420],
      [370, 410],
      [410, 424],
      [450, 412],
      [480, 428],
      [350, 436],
      [392, 440],
      [436, 438],
      [300, 430],
      [500, 418],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="17" ry="11"/>`)
      .join('')}</g>
<g fill="${p.a}" transform="translate(400 510)"><ellipse cx="0" cy="10" rx="26" ry="22"/><circle cx="-28" cy="-16" r="11"/><circle cx="-10" cy="-30" r="11"/><circle cx="12" cy="-30" r="11"/><circle cx="30" cy="-16" r="11"/></g>
<path d="M210 460 Q230 540 260 570" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>`,
  }),

  carPhoneHolder: (p) => ({
    shadow: [400, 684, 230, 18],
    body: `<rect x="196" y="540" width="408" height="124" rx="30" fill="url(#mv)" stroke="#8a8f98" stroke-width="3"/>
<rect x="214" y="556" width="372" height="92" rx="20" fill="#2c3037"/>
<path d="M232 580 H568 M232 604 H568 M232 628 H568" stroke="#15171b" stroke-width="12" stroke-linecap="round"/>
<path d="M232 575 H568 M232 599 H568 M232 623 H568" stroke="#6b717c" stroke-width="3" stroke-linecap="round"/>
<rect x="380" y="460" width="40" height="110" rx="12" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/>
<circle cx="400" cy="450" r="30" fill="url(#b)" stroke="${p.o}" stroke-width="3"/>
<rect x="250" y="150" width="300" height="300" rx="30" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<rect x="286" y="110" width="228" height="380" rx="34" fill="#14161b" transform="rotate(90 400 300)"/>
<rect x="298" y="122" width="204" height="356" rx="26" fill="url(#a)" transform="rotate(90 400 300)"/>
<path d="M240 240 Q340 200 400 280 Q460 360 560 320" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="10" stroke-linecap="round"/>
<circle cx="560" cy="320" r="14" fill="#ff5a4f" stroke="#fff" stroke-width="4"/>
<path d="M190 280 L190 206 Q190 186 210 186 L236 186 M610 280 L610 206 Q610 186 590 186 L564 186" fill="none" stroke="${p.o}" stroke-width="26" stroke-linecap="round"/>
<path d="M190 280 L190 206 Q190 186 210 186 L236 186 M610 280 L610 206 Q610 186 590 186 L564 186" fill="none" stroke="${p.c}" stroke-width="18" stroke-linecap="round"/>
<path d="M210 400 Q300 430 400 430 Q500 430 590 400" fill="none" stroke="${p.o}" stroke-width="26" stroke-linecap="round"/>
<path d="M210 400 Q300 430 400 430 Q500 430 590 400" fill="none" stroke="${p.c}" stroke-width="18" stroke-linecap="round"/>`,
  }),

  drone: (p) => ({
    shadow: [400, 640, 300, 28],
    body: `<path d="M400 400 L200 300 M400 400 L600 300 M400 400 L200 520 M400 400 L600 520" stroke="${p.o}" stroke-width="30" stroke-linecap="round"/>
<path d="M400 400 L200 300 M400 400 L600 300 M400 400 L200 520 M400 400 L600 520" stroke="${p.c}" stroke-width="22" stroke-linecap="round"/>
${[
  [200, 300],
  [600, 300],
  [200, 520],
  [600, 520],
]
  .map(
    ([x, y]) =>
      `<rect x="${(x ?? 0) - 20}" y="${(y ?? 0) - 40}" width="40" height="44" rx="10" fill="url(#bh)" stroke="${p.o}" stroke-width="3"/><ellipse cx="${x}" cy="${(y ?? 0) - 42}" rx="118" ry="26" fill="#9aa3ad" opacity="0.28"/><path d="M${(x ?? 0) - 110} ${(y ?? 0) - 48} L${(x ?? 0) + 110} ${(y ?? 0) - 36}" stroke="#4a505a" stroke-width="8" stroke-linecap="round" opacity="0.7"/><circle cx="${x}" cy="${(y ?? 0) - 42}" r="9" fill="${p.a}"/>`,
  )
  .join('')}
<path d="M320 380 Q320 336 400 332 Q480 336 480 380 L470 456 Q466 480 400 482 Q334 480 330 456 Z" fill="url(#b)" stroke="${p.o}" stroke-width="4"/>
<path d="M346 364 Q400 340 454 364" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="8" stroke-linecap="round"/>
<rect x="384" y="474" width="32" height="24" rx="6" fill="#2a2e36"/>
<circle cx="400" cy="514" r="30" fill="#23262d" stroke="#111" stroke-width="3"/><circle cx="400" cy="514" r="16" fill="url(#glass)" stroke="${p.a}" stroke-width="4"/><circle cx="394" cy="508" r="4" fill="#fff" opacity="0.7"/>
<circle cx="360" cy="420" r="6" fill="${p.a}"/><circle cx="440" cy="420" r="6" fill="${p.a}"/>`,
  }),

  camera: (p) => ({
    shadow: [400, 620, 280, 26],
    body: `<path d="M330 250 L350 200 L450 200 L470 250 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="3" stroke-linejoin="round"/>
<rect x="200" y="232" width="60" height="22" rx="6" fill="url(#a)"/><rect x="520" y="226" width="50" height="28" rx="8" fill="#2b2f36"/>
<rect x="170" y="250" width="460" height="330" rx="34" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<path d="M170 290 Q170 250 210 250 L262 250 L262 580 L210 580 Q170 580 170 540 Z" fill="#23262d"/>
<path d="M184 300 V540 M200 300 V540 M216 300 V540 M232 300 V540 M248 300 V540" stroke="#3a3f49" stroke-width="4" opacity="0.7"/>
<rect x="170" y="250" width="460" height="40" rx="20" fill="#fff" opacity="0.12"/>
<circle cx="430" cy="420" r="138" fill="url(#m)" stroke="#6f747d" stroke-width="3"/>
<circle cx="430" cy="420" r="118" fill="#1e2128"/>
<circle cx="430" cy="420" r="110" fill="none" stroke="${p.a}" stroke-width="6"/>
<circle cx="430" cy="420" r="84" fill="url(#glass)" stroke="#000" stroke-width="4"/>
<circle cx="430" cy="420" r="40" fill="#27405c" opacity="0.6"/>
<ellipse cx="398" cy="386" rx="26" ry="16" fill="#fff" opacity="0.35" transform="rotate(-30 398 386)"/><circle cx="462" cy="452" r="8" fill="#9fd4ff" opacity="0.45"/>
<circle cx="584" cy="300" r="12" fill="#ff6b4a" opacity="0.9"/>`,
  }),

  drill: (p) => ({
    shadow: [420, 650, 240, 24],
    body: `<rect x="120" y="280" width="70" height="36" fill="url(#mv)"/><path d="M80 290 L124 290 L124 306 L80 306 Z" fill="#9aa0a8"/>
<path d="M70 298 L90 298" stroke="#707680" stroke-width="4"/>
<rect x="180" y="250" width="80" height="96" rx="12" fill="#2b2f36"/><path d="M196 250 V346 M212 250 V346 M228 250 V346 M244 250 V346" stroke="#3d434d" stroke-width="5"/>
<path d="M260 236 L560 236 Q610 236 610 290 Q610 350 560 356 L470 360 L430 560 L330 560 L350 360 L260 356 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M350 360 L330 560 L430 560 L460 420 Q410 440 350 420 Z" fill="#2b2f36" opacity="0.85"/>
<path d="M352 372 Q370 384 360 420 L340 410 Z" fill="url(#a)"/>
<path d="M290 260 L560 260" stroke="#fff" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>
<path d="M290 320 L520 320" stroke="${p.a}" stroke-width="10" stroke-linecap="round"/>
<rect x="280" y="556" width="220" height="84" rx="14" fill="#2b2f36" stroke="#15171b" stroke-width="3"/>
<rect x="280" y="556" width="220" height="20" rx="6" fill="url(#a)"/><circle cx="460" cy="610" r="6" fill="#8be28b"/><circle cx="440" cy="610" r="6" fill="#8be28b"/>`,
  }),

  toolbox: (p) => ({
    shadow: [400, 650, 280, 26],
    body: `<path d="M310 270 L310 210 Q310 190 330 190 L470 190 Q490 190 490 210 L490 270" fill="none" stroke="#2b2f36" stroke-width="22" stroke-linecap="round"/>
<path d="M170 300 L630 300 L616 360 L184 360 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<rect x="150" y="256" width="500" height="56" rx="14" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<rect x="170" y="350" width="460" height="276" rx="18" fill="url(#bv)" stroke="${p.o}" stroke-width="4"/>
<rect x="170" y="430" width="460" height="22" fill="${p.a}"/>
<rect x="232" y="330" width="60" height="60" rx="8" fill="url(#mv)" stroke="#6f747d" stroke-width="3"/><rect x="508" y="330" width="60" height="60" rx="8" fill="url(#mv)" stroke="#6f747d" stroke-width="3"/>
<rect x="350" y="500" width="100" height="56" rx="8" fill="${p.l}" opacity="0.7"/>
<path d="M190 380 Q186 500 196 610" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="14" stroke-linecap="round"/>`,
  }),

  box: (p) => ({
    shadow: [400, 640, 260, 26],
    body: `<path d="M400 200 L640 290 L400 380 L160 290 Z" fill="${p.l}" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M160 290 L400 380 L400 640 L160 550 Z" fill="url(#bv)" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M640 290 L400 380 L400 640 L640 550 Z" fill="${p.d}" stroke="${p.o}" stroke-width="4" stroke-linejoin="round"/>
<path d="M280 245 L520 335 L520 395 L480 410 L480 350 L240 260 Z" fill="url(#a)" opacity="0.95"/>
<path d="M520 335 L520 395" stroke="${p.ad}" stroke-width="3"/>
<path d="M212 380 L300 413 L300 470 L212 437 Z" fill="#fff" opacity="0.75"/>
<path d="M226 405 L286 428 M226 422 L270 438" stroke="${p.o}" stroke-width="4" opacity="0.5"/>`,
  }),
};

const kinds = (Object.keys(drawings) as DrawingKind[]).filter((k) => k !== 'box');

/** Every drawing by kind (the generic `box` is the fallback and not listed). */
export const PRODUCT_DRAWINGS: Record<DrawingKind, Drawing> = Object.fromEntries(
  kinds.map((kind) => [kind, (colour: string, accent: string) => renderDrawing(kind, colour, accent)]),
);

/** The picture of a product of `kind`; an unknown kind gets a generic parcel. */
export function renderDrawing(kind: DrawingKind, colour: string, accent: string): string {
  const make = drawings[kind] ?? drawings.box;
  const p = palette(colour, accent);
  if (!make) throw new Error('the box drawing is missing');
  const { shadow, body } = make(p);
  return studio(p, shadow, body, drawings[kind] ? kind : 'box');
}
