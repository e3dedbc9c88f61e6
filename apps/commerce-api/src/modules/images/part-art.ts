/**
 * Line drawings of the kinds of part the demo shop sells, so a placeholder picture shows a shopper what the
 * product is (a mat, a seat cover, a light…). Each is drawn in a 400×300 frame with a dark `ink` and a
 * lighter `tone`; which one a picture gets is read from its file name.
 */

/** A kind of part with a drawing. */
export type PartKind =
  | 'floor-mat'
  | 'seat-cover'
  | 'steering-wheel'
  | 'dash-cover'
  | 'headlight'
  | 'light-bar'
  | 'tail-light'
  | 'bumper'
  | 'mud-flap'
  | 'toolbox'
  | 'intake'
  | 'exhaust'
  | 'tuner'
  | 'gift-card'
  | 'truck';

// Words of a file name that tell the part; brand names of the demo partners stand for what they make.
const KIND_WORDS: readonly (readonly [PartKind, RegExp])[] = [
  ['gift-card', /gift/g],
  ['steering-wheel', /steering/g],
  ['dash-cover', /dash/g],
  ['seat-cover', /seat|headrest|organizer|avery|wetokole|caltrend/g],
  ['light-bar', /light-bar/g],
  ['tail-light', /tail-light/g],
  ['headlight', /light/g],
  ['floor-mat', /mat|liner|interior|lloyds|rufftuff/g],
  ['bumper', /bumper|exterior/g],
  ['mud-flap', /mud-flap/g],
  ['toolbox', /toolbox/g],
  ['intake', /intake|performance/g],
  ['exhaust', /exhaust/g],
  ['tuner', /tuner/g],
];

/**
 * The part a picture shows, from its file name (e.g. `lloyd-mats-carpet-floor-mats-main.svg`). Product names
 * end with the part (brand, series, part), so the word that ends last decides: "Northway Lighting LED Tail
 * Lights" is a tail light, "Dash Designs Seat Covers" a seat cover. Without a known word, a pickup truck.
 */
export function partKind(file: string): PartKind {
  const name = file.toLowerCase();
  let best: { kind: PartKind; end: number } = { kind: 'truck', end: -1 };
  for (const [kind, words] of KIND_WORDS) {
    for (const match of name.matchAll(words)) {
      const end = match.index + match[0].length;
      if (end > best.end) best = { kind, end };
    }
  }
  return best.kind;
}

/** What each drawing shows, in words, for the picture's accessible name. */
export const PART_NAMES: Record<PartKind, string> = {
  'floor-mat': 'Floor mat',
  'seat-cover': 'Seat cover',
  'steering-wheel': 'Steering wheel cover',
  'dash-cover': 'Dash cover',
  headlight: 'Headlight',
  'light-bar': 'Light bar',
  'tail-light': 'Tail light',
  bumper: 'Bumper',
  'mud-flap': 'Mud flap',
  toolbox: 'Toolbox',
  intake: 'Air intake',
  exhaust: 'Exhaust',
  tuner: 'Tuner',
  'gift-card': 'Gift card',
  truck: 'Pickup truck',
};

const DRAWINGS: Record<PartKind, (ink: string, tone: string) => string[]> = {
  'floor-mat': (ink, tone) => [
    `<path d="M110 40 H290 Q310 40 312 60 L330 250 Q332 268 312 268 H88 Q68 268 70 250 L88 60 Q90 40 110 40 Z" fill="${ink}"/>`,
    `<path d="M118 58 H282 L298 240 H102 Z" fill="none" stroke="${tone}" stroke-width="6"/>`,
    ...[95, 125, 155, 185].map(
      (y) =>
        `<line x1="${120}" y1="${y}" x2="${280}" y2="${y}" stroke="${tone}" stroke-width="8" stroke-linecap="round"/>`,
    ),
    `<rect x="215" y="200" width="60" height="30" rx="6" fill="${tone}"/>`,
  ],
  'seat-cover': (ink, tone) => [
    `<rect x="170" y="22" width="80" height="46" rx="16" fill="${ink}"/>`,
    `<rect x="196" y="66" width="10" height="18" fill="${ink}"/><rect x="216" y="66" width="10" height="18" fill="${ink}"/>`,
    `<path d="M150 84 H270 Q290 84 288 104 L276 206 H144 L132 104 Q130 84 150 84 Z" fill="${ink}"/>`,
    `<path d="M120 206 H300 Q318 206 318 224 V246 Q318 262 300 262 H120 Q102 262 102 246 V224 Q102 206 120 206 Z" fill="${ink}"/>`,
    ...[120, 150, 180].map(
      (y) => `<line x1="160" y1="${y}" x2="260" y2="${y}" stroke="${tone}" stroke-width="5"/>`,
    ),
    `<line x1="210" y1="96" x2="210" y2="200" stroke="${tone}" stroke-width="5"/>`,
  ],
  'steering-wheel': (ink, tone) => [
    `<circle cx="200" cy="150" r="110" fill="none" stroke="${ink}" stroke-width="30"/>`,
    `<circle cx="200" cy="150" r="110" fill="none" stroke="${tone}" stroke-width="4" stroke-dasharray="6 10"/>`,
    `<circle cx="200" cy="160" r="34" fill="${ink}"/>`,
    `<path d="M96 140 L170 150 M304 140 L230 150 M200 194 L200 256" stroke="${ink}" stroke-width="24"/>`,
  ],
  'dash-cover': (ink, tone) => [
    `<path d="M20 150 Q200 40 380 150 L380 250 H20 Z" fill="${ink}"/>`,
    `<path d="M40 158 Q200 70 360 158" fill="none" stroke="${tone}" stroke-width="6"/>`,
    `<circle cx="130" cy="190" r="26" fill="none" stroke="${tone}" stroke-width="6"/>`,
    `<circle cx="200" cy="180" r="26" fill="none" stroke="${tone}" stroke-width="6"/>`,
    `<rect x="250" y="170" width="80" height="40" rx="6" fill="${tone}"/>`,
  ],
  headlight: (ink, tone) => [
    `<path d="M60 90 Q60 60 100 60 H240 Q300 60 330 110 Q350 150 320 200 Q300 240 240 240 H100 Q60 240 60 200 Z" fill="${ink}"/>`,
    `<circle cx="150" cy="150" r="56" fill="${tone}"/><circle cx="150" cy="150" r="30" fill="#fff"/>`,
    `<circle cx="260" cy="150" r="34" fill="${tone}"/>`,
    `<rect x="90" y="216" width="200" height="8" rx="4" fill="#fff"/>`,
  ],
  'light-bar': (ink, tone) => [
    `<rect x="30" y="110" width="340" height="80" rx="20" fill="${ink}"/>`,
    ...[75, 135, 200, 265, 325].map(
      (x) => `<circle cx="${x}" cy="150" r="24" fill="#fff" stroke="${tone}" stroke-width="8"/>`,
    ),
    `<path d="M110 190 L96 240 M290 190 L304 240" stroke="${ink}" stroke-width="14"/>`,
    ...[60, 140, 200, 260, 340].map(
      (x) =>
        `<line x1="${x}" y1="96" x2="${x + (x - 200) / 8}" y2="48" stroke="${tone}" stroke-width="8" stroke-linecap="round"/>`,
    ),
  ],
  'tail-light': (ink) => [
    `<path d="M130 30 H270 Q290 30 290 50 V250 Q290 270 270 270 H150 Q110 270 110 230 V50 Q110 30 130 30 Z" fill="${ink}"/>`,
    `<rect x="130" y="50" width="140" height="110" rx="10" fill="#c81e1e"/>`,
    `<rect x="130" y="170" width="140" height="40" rx="8" fill="#fff"/>`,
    `<rect x="130" y="218" width="140" height="32" rx="8" fill="#f59e0b"/>`,
  ],
  bumper: (ink, tone) => [
    `<path d="M20 120 L60 90 H340 L380 120 V190 L350 214 H50 L20 190 Z" fill="${ink}"/>`,
    `<rect x="150" y="120" width="100" height="60" rx="6" fill="${tone}"/>`,
    `<circle cx="80" cy="150" r="18" fill="#fff"/><circle cx="320" cy="150" r="18" fill="#fff"/>`,
    `<path d="M110 90 V70 M290 90 V70" stroke="${ink}" stroke-width="14"/>`,
  ],
  'mud-flap': (ink, tone) => [
    `<rect x="110" y="30" width="180" height="24" rx="6" fill="${tone}"/>`,
    `<path d="M120 54 H280 V240 Q280 270 250 270 H150 Q120 270 120 240 Z" fill="${ink}"/>`,
    ...[100, 150, 200].map(
      (y) => `<line x1="145" y1="${y}" x2="255" y2="${y}" stroke="${tone}" stroke-width="8"/>`,
    ),
  ],
  toolbox: (ink, tone) => [
    `<path d="M150 90 V60 H250 V90" fill="none" stroke="${ink}" stroke-width="14"/>`,
    `<rect x="60" y="90" width="280" height="160" rx="12" fill="${ink}"/>`,
    `<rect x="60" y="140" width="280" height="10" fill="${tone}"/>`,
    `<rect x="180" y="130" width="40" height="30" rx="4" fill="${tone}"/>`,
  ],
  intake: (ink) => [
    `<path d="M30 130 H210 V170 H30 Z" fill="${ink}"/>`,
    `<path d="M210 120 L250 110 V190 L210 180 Z" fill="${ink}"/>`,
    `<path d="M250 90 L360 70 V230 L250 210 Z" fill="#c81e1e"/>`,
    ...[270, 295, 320, 345].map(
      (x) =>
        `<line x1="${x}" y1="${90 - (x - 250) / 5}" x2="${x}" y2="${210 + (x - 250) / 5}" stroke="${ink}" stroke-width="6"/>`,
    ),
  ],
  exhaust: (ink, tone) => [
    `<path d="M20 170 H110" stroke="${ink}" stroke-width="24"/>`,
    `<rect x="110" y="120" width="150" height="100" rx="40" fill="${ink}"/>`,
    `<path d="M260 170 H320" stroke="${ink}" stroke-width="24"/>`,
    `<path d="M320 145 L380 135 V205 L320 195 Z" fill="${tone}" stroke="${ink}" stroke-width="6"/>`,
  ],
  tuner: (ink, tone) => [
    `<rect x="120" y="30" width="160" height="240" rx="24" fill="${ink}"/>`,
    `<rect x="140" y="56" width="120" height="90" rx="6" fill="${tone}"/>`,
    `<path d="M152 126 L180 96 L206 116 L246 72" fill="none" stroke="#fff" stroke-width="6"/>`,
    `<circle cx="200" cy="200" r="30" fill="${tone}"/><circle cx="200" cy="200" r="12" fill="${ink}"/>`,
  ],
  'gift-card': (ink, tone) => [
    `<rect x="50" y="60" width="300" height="180" rx="18" fill="${ink}"/>`,
    `<rect x="140" y="60" width="24" height="180" fill="${tone}"/>`,
    `<rect x="50" y="138" width="300" height="24" fill="${tone}"/>`,
    `<path d="M152 138 Q110 90 140 86 Q160 84 152 138 Q170 84 190 90 Q210 100 152 138 Z" fill="#fff"/>`,
  ],
  truck: (ink, tone) => [
    `<path d="M30 190 V150 Q30 140 40 140 H120 L150 90 H230 V140 H370 V190 Z" fill="${ink}"/>`,
    `<path d="M160 100 H220 V138 H136 Z" fill="${tone}"/>`,
    `<circle cx="100" cy="200" r="34" fill="${ink}"/><circle cx="100" cy="200" r="14" fill="${tone}"/>`,
    `<circle cx="300" cy="200" r="34" fill="${ink}"/><circle cx="300" cy="200" r="14" fill="${tone}"/>`,
  ],
};

/** The SVG elements of a part's drawing in the 400×300 frame. */
export function partArt(kind: PartKind, ink: string, tone: string): string {
  return DRAWINGS[kind](ink, tone).join('');
}
