import type { VehicleKind } from './vehicles-data';

/** The six partner brands of SPEC §2 (`/third-party/{slug}/`), plus the shop's other brands. */
export const BRANDS = [
  { slug: 'lloyds', name: 'Lloyd Mats', code: 'LLM' },
  { slug: 'dashdesigns', name: 'Dash Designs', code: 'DSH' },
  { slug: 'rufftuff', name: 'Ruff Tuff', code: 'RFT' },
  { slug: 'avery', name: 'Avery Seat Designs', code: 'AVR' },
  { slug: 'wetokole', name: 'Wet Okole', code: 'WOK' },
  { slug: 'caltrend', name: 'CalTrend', code: 'CTR' },
  { slug: 'ironline-offroad', name: 'Ironline Offroad', code: 'IRN' },
  { slug: 'trailcrest', name: 'TrailCrest', code: 'TRC' },
  { slug: 'northway-lighting', name: 'Northway Lighting', code: 'NWL' },
  { slug: 'summit-bedworks', name: 'Summit Bedworks', code: 'SBW' },
  { slug: 'redline-air', name: 'Redline Air', code: 'RLA' },
  { slug: 'ridgeback-exhaust', name: 'Ridgeback Exhaust', code: 'RBX' },
  { slug: 'voltline-tuning', name: 'Voltline Tuning', code: 'VLT' },
  { slug: 'harbor-covers', name: 'Harbor Covers', code: 'HBC' },
  { slug: 'stonepath', name: 'Stonepath', code: 'STP' },
  { slug: 'fitkit', name: 'FitKit', code: 'FKT' },
] as const;

/** A brand slug of the seed. */
export type BrandSlug = (typeof BRANDS)[number]['slug'];

/**
 * How a leaf's product lines are fitted: to whole vehicles, to one bed length, one body or one engine of them,
 * or to every vehicle (universal).
 */
export const FIT_RULES = ['vehicle', 'bed', 'body', 'engine', 'universal'] as const;

/** A fit rule. */
export type FitRule = (typeof FIT_RULES)[number];

/** A third-level category and how to make products for it. */
export interface LeafSpec {
  name: string;
  /** The product noun used in product line names. */
  noun: string;
  fit: FitRule;
  kinds: readonly VehicleKind[];
  brands: readonly BrandSlug[];
  /** Price range in whole dollars. */
  price: readonly [number, number];
  variants: readonly string[];
  lines: number;
  /** Optional application notes for vehicle-fitted lines. */
  notes?: readonly string[];
  /** Virtual products (no shipping, fixed qty in the mini cart). */
  virtual?: boolean;
  /** Fixed prices per variant in dollars (gift cards). */
  fixedPrices?: readonly number[];
  /** A line per group of models covering their whole model years, so every vehicle has products. */
  coverAllModels?: boolean;
}

const ALL: readonly VehicleKind[] = ['truck', 'suv', 'car', 'van'];
const TRUCK: readonly VehicleKind[] = ['truck'];
const TRUCK_SUV: readonly VehicleKind[] = ['truck', 'suv'];
const MAT_COLOURS = ['Black', 'Charcoal', 'Gray', 'Tan', 'Red'];
const SEAT_COLOURS = ['Black', 'Charcoal / Black', 'Gray', 'Tan', 'Camo'];

/** The category tree: top level → second level → leaves. */
export const CATEGORY_TREE: readonly {
  name: string;
  children: readonly { name: string; leaves: readonly LeafSpec[] }[];
}[] = [
  {
    name: 'Exterior',
    children: [
      {
        name: 'Bumpers',
        leaves: [
          {
            name: 'Front Bumpers',
            noun: 'Front Bumper',
            fit: 'vehicle',
            kinds: TRUCK_SUV,
            brands: ['ironline-offroad', 'trailcrest'],
            price: [450, 1600],
            variants: ['Textured Black', 'Satin Black', 'Bare Steel'],
            lines: 12,
            notes: ['Winch ready', 'Requires trimming of the lower valance'],
          },
          {
            name: 'Rear Bumpers',
            noun: 'Rear Bumper',
            fit: 'vehicle',
            kinds: TRUCK_SUV,
            brands: ['ironline-offroad', 'trailcrest'],
            price: [380, 1400],
            variants: ['Textured Black', 'Satin Black'],
            lines: 10,
          },
        ],
      },
      {
        name: 'Tonneau Covers',
        leaves: [
          {
            name: 'Soft Roll-Up Tonneau Covers',
            noun: 'Soft Roll-Up Tonneau Cover',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['summit-bedworks', 'trailcrest'],
            price: [220, 480],
            variants: ['Matte Black', 'Leather Grain'],
            lines: 12,
          },
          {
            name: 'Hard Folding Tonneau Covers',
            noun: 'Hard Folding Tonneau Cover',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['summit-bedworks'],
            price: [650, 1350],
            variants: ['Matte Black', 'Textured Black'],
            lines: 10,
          },
          {
            name: 'Retractable Tonneau Covers',
            noun: 'Retractable Tonneau Cover',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['summit-bedworks'],
            price: [1100, 2400],
            variants: ['Matte Black'],
            lines: 8,
          },
        ],
      },
      {
        name: 'Running Boards & Steps',
        leaves: [
          {
            name: 'Running Boards',
            noun: 'Running Boards',
            fit: 'body',
            kinds: TRUCK_SUV,
            brands: ['trailcrest', 'ironline-offroad'],
            price: [280, 900],
            variants: ['Black Powder Coat', 'Polished Stainless', 'Chrome'],
            lines: 12,
          },
          {
            name: 'Nerf Bars',
            noun: 'Nerf Bars',
            fit: 'body',
            kinds: TRUCK_SUV,
            brands: ['trailcrest', 'ironline-offroad'],
            price: [180, 520],
            variants: ['Black Powder Coat', 'Polished Stainless'],
            lines: 10,
          },
        ],
      },
      {
        name: 'Fender Flares',
        leaves: [
          {
            name: 'Pocket Style Fender Flares',
            noun: 'Pocket Style Fender Flares',
            fit: 'vehicle',
            kinds: TRUCK_SUV,
            brands: ['ironline-offroad'],
            price: [320, 780],
            variants: ['Smooth Black', 'Textured Black', 'Paintable'],
            lines: 9,
          },
        ],
      },
      {
        name: 'Mud Flaps',
        leaves: [
          {
            name: 'Molded Mud Flaps',
            noun: 'Molded Mud Flaps',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['trailcrest', 'stonepath'],
            price: [45, 140],
            variants: ['Front Pair', 'Rear Pair', 'Front & Rear Set'],
            lines: 10,
          },
        ],
      },
      {
        name: 'Car Covers',
        leaves: [
          {
            name: 'Custom Fit Car Covers',
            noun: 'Custom Fit Car Cover',
            fit: 'vehicle',
            kinds: ['car', 'suv'],
            brands: ['harbor-covers', 'caltrend'],
            price: [160, 420],
            variants: ['Gray', 'Silver', 'Black'],
            lines: 10,
          },
        ],
      },
    ],
  },
  {
    name: 'Interior',
    children: [
      {
        name: 'Floor Mats',
        leaves: [
          {
            name: 'Carpet Floor Mats',
            noun: 'Carpet Floor Mats',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['lloyds'],
            price: [90, 260],
            variants: MAT_COLOURS,
            lines: 14,
            notes: ['Front and 2nd row', 'Front row only'],
            coverAllModels: true,
          },
          {
            name: 'All-Weather Floor Liners',
            noun: 'All-Weather Floor Liners',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['stonepath', 'lloyds'],
            price: [110, 240],
            variants: ['Black', 'Gray', 'Tan'],
            lines: 12,
            notes: ['Front and 2nd row'],
          },
          {
            name: 'Cargo Liners',
            noun: 'Cargo Liner',
            fit: 'vehicle',
            kinds: ['suv', 'van'],
            brands: ['stonepath', 'lloyds'],
            price: [80, 190],
            variants: ['Black', 'Gray'],
            lines: 10,
            notes: ['Behind 2nd row', 'Behind 3rd row'],
          },
        ],
      },
      {
        name: 'Seat Covers',
        leaves: [
          {
            name: 'Neoprene Seat Covers',
            noun: 'Neoprene Seat Covers',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['wetokole', 'caltrend'],
            price: [260, 680],
            variants: SEAT_COLOURS,
            lines: 14,
            notes: ['Front seats', 'Rear bench'],
          },
          {
            name: 'Canvas Seat Covers',
            noun: 'Canvas Seat Covers',
            fit: 'vehicle',
            kinds: TRUCK_SUV,
            brands: ['rufftuff', 'caltrend'],
            price: [220, 560],
            variants: ['Khaki', 'Charcoal', 'Camo', 'Black'],
            lines: 12,
            notes: ['Front seats', 'Rear bench'],
          },
          {
            name: 'Seat Back Organizers',
            noun: 'Seat Back Organizer',
            fit: 'universal',
            kinds: ALL,
            brands: ['avery', 'rufftuff'],
            price: [35, 120],
            variants: ['Black', 'Khaki', 'Camo'],
            lines: 8,
          },
        ],
      },
      {
        name: 'Dash Covers',
        leaves: [
          {
            name: 'Carpet Dash Covers',
            noun: 'Carpet Dash Cover',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['dashdesigns'],
            price: [55, 110],
            variants: ['Black', 'Beige', 'Gray', 'Taupe'],
            lines: 12,
            notes: ['Without heads-up display', 'With factory navigation'],
          },
          {
            name: 'Suede Dash Covers',
            noun: 'Suede Dash Cover',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['dashdesigns'],
            price: [75, 140],
            variants: ['Black', 'Gray', 'Saddle'],
            lines: 10,
          },
        ],
      },
      {
        name: 'Interior Accessories',
        leaves: [
          {
            name: 'Steering Wheel Covers',
            noun: 'Steering Wheel Cover',
            fit: 'universal',
            kinds: ALL,
            brands: ['wetokole', 'avery', 'caltrend'],
            price: [25, 65],
            variants: ['Black', 'Gray', 'Camo'],
            lines: 8,
          },
          {
            name: 'Headrest Covers',
            noun: 'Headrest Covers',
            fit: 'universal',
            kinds: ALL,
            brands: ['avery', 'caltrend'],
            price: [20, 45],
            variants: ['Black', 'Tan'],
            lines: 6,
          },
        ],
      },
    ],
  },
  {
    name: 'Lighting',
    children: [
      {
        name: 'Headlights',
        leaves: [
          {
            name: 'LED Headlights',
            noun: 'LED Headlights',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['northway-lighting'],
            price: [280, 1200],
            variants: ['Black Housing', 'Chrome Housing'],
            lines: 12,
            notes: ['For models with factory halogen headlights'],
          },
          {
            name: 'Projector Headlights',
            noun: 'Projector Headlights',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['northway-lighting'],
            price: [190, 640],
            variants: ['Black Housing', 'Chrome Housing', 'Smoked Lens'],
            lines: 10,
          },
        ],
      },
      {
        name: 'Off-Road Lights',
        leaves: [
          {
            name: 'LED Light Bars',
            noun: 'LED Light Bar',
            fit: 'universal',
            kinds: ALL,
            brands: ['northway-lighting', 'ironline-offroad'],
            price: [90, 650],
            variants: ['20 in', '30 in', '42 in', '50 in'],
            lines: 10,
          },
          {
            name: 'Light Bar Mounts',
            noun: 'Light Bar Mounting Brackets',
            fit: 'vehicle',
            kinds: TRUCK_SUV,
            brands: ['northway-lighting', 'ironline-offroad'],
            price: [60, 220],
            variants: ['Roof Mount', 'Bumper Mount'],
            lines: 8,
          },
        ],
      },
      {
        name: 'Tail Lights',
        leaves: [
          {
            name: 'LED Tail Lights',
            noun: 'LED Tail Lights',
            fit: 'vehicle',
            kinds: ALL,
            brands: ['northway-lighting'],
            price: [160, 520],
            variants: ['Red Lens', 'Smoked Lens', 'Clear Lens'],
            lines: 10,
          },
        ],
      },
    ],
  },
  {
    name: 'Truck Bed',
    children: [
      {
        name: 'Bed Liners',
        leaves: [
          {
            name: 'Drop-In Bed Liners',
            noun: 'Drop-In Bed Liner',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['summit-bedworks', 'stonepath'],
            price: [240, 480],
            variants: ['Under Rail', 'Over Rail'],
            lines: 10,
          },
          {
            name: 'Bed Mats',
            noun: 'Rubber Bed Mat',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['stonepath', 'summit-bedworks'],
            price: [90, 210],
            variants: ['Black'],
            lines: 10,
          },
        ],
      },
      {
        name: 'Bed Racks',
        leaves: [
          {
            name: 'Overland Bed Racks',
            noun: 'Overland Bed Rack',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['ironline-offroad', 'trailcrest'],
            price: [650, 1800],
            variants: ['Mid Height', 'Full Height'],
            lines: 8,
          },
        ],
      },
      {
        name: 'Truck Bed Storage',
        leaves: [
          {
            name: 'Crossover Toolboxes',
            noun: 'Crossover Toolbox',
            fit: 'bed',
            kinds: TRUCK,
            brands: ['summit-bedworks'],
            price: [320, 780],
            variants: ['Gloss Black', 'Diamond Plate'],
            lines: 8,
          },
        ],
      },
    ],
  },
  {
    name: 'Performance',
    children: [
      {
        name: 'Air Intakes',
        leaves: [
          {
            name: 'Cold Air Intakes',
            noun: 'Cold Air Intake',
            fit: 'engine',
            kinds: ALL,
            brands: ['redline-air'],
            price: [260, 520],
            variants: ['Dry Filter', 'Oiled Filter'],
            lines: 12,
          },
        ],
      },
      {
        name: 'Exhaust',
        leaves: [
          {
            name: 'Cat-Back Exhaust Systems',
            noun: 'Cat-Back Exhaust System',
            fit: 'engine',
            kinds: ['truck', 'suv', 'car'],
            brands: ['ridgeback-exhaust'],
            price: [580, 1500],
            variants: ['Polished Tips', 'Black Tips'],
            lines: 12,
          },
        ],
      },
      {
        name: 'Tuners',
        leaves: [
          {
            name: 'Performance Tuners',
            noun: 'Performance Tuner',
            fit: 'engine',
            kinds: ['truck', 'suv', 'car'],
            brands: ['voltline-tuning'],
            price: [320, 820],
            variants: ['Handheld', 'Bluetooth Module'],
            lines: 8,
          },
        ],
      },
    ],
  },
  {
    name: 'Gifts',
    children: [
      {
        name: 'Gift Cards',
        leaves: [
          {
            name: 'Digital Gift Cards',
            noun: 'Digital Gift Card',
            fit: 'universal',
            kinds: ALL,
            brands: ['fitkit'],
            price: [25, 250],
            variants: ['$25', '$50', '$100', '$250'],
            fixedPrices: [25, 50, 100, 250],
            lines: 1,
            virtual: true,
          },
        ],
      },
    ],
  },
];

/** Words that tell product lines of one brand and leaf apart. */
export const SERIES = [
  'Classic',
  'Elite',
  'Trail',
  'Summit',
  'Pro Series',
  'Sport',
  'Heritage',
  'Rugged',
  'Premium',
  'Ultra',
  'Select',
  'Touring',
  'Defender',
  'Vanguard',
  'Apex',
  'Backcountry',
  'Stealth',
  'Signature',
  'Basecamp',
  'Urban',
] as const;
