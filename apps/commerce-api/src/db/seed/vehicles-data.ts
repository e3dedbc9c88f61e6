// Compact vehicle tables the seed expands into configurations. Strings keep them short:
//   years:   '1990-2006' or several ranges '1990-2011,2019-2026'
//   bodies:  'Regular Cab:6.5,8;Crew Cab:5.5,6.5@2001-2026' — ';'-separated; body name, bed lengths in feet
//            (trucks only), optional years
//   engines: '5.0L V8@1990-1996;5.7L V8' — ';'-separated; engine name, optional years

/** What a model is; decides beds and which products are offered for it. */
export const VEHICLE_KINDS = ['truck', 'suv', 'car', 'van'] as const;

/** A vehicle kind. */
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** One model row: name, model years, kind, bodies and engines. */
export type ModelRow = readonly [
  name: string,
  years: string,
  kind: VehicleKind,
  bodies: string,
  engines: string,
];

/** Makes with their models. */
export const MAKES: readonly { name: string; models: readonly ModelRow[] }[] = [
  {
    name: 'Jeep',
    models: [
      [
        'Wrangler',
        '1990-2026',
        'suv',
        '2-Door;4-Door@2007-2026',
        '2.5L I4@1990-2002;4.0L I6@1991-2006;3.8L V6@2007-2011;3.6L V6@2012-2026;2.0L I4 Turbo@2018-2026',
      ],
      ['Gladiator', '2020-2026', 'truck', 'Crew Cab:5', '3.6L V6;3.0L V6 Diesel@2021-2023'],
      [
        'Grand Cherokee',
        '1993-2026',
        'suv',
        'Sport Utility',
        '4.0L I6@1993-2004;4.7L V8@1999-2009;3.6L V6@2011-2026;5.7L V8@2005-2026',
      ],
      [
        'Cherokee',
        '1990-2001,2014-2023',
        'suv',
        'Sport Utility',
        '4.0L I6@1990-2001;2.4L I4@2014-2023;3.2L V6@2014-2023',
      ],
      ['Liberty', '2002-2012', 'suv', 'Sport Utility', '3.7L V6;2.4L I4@2002-2005'],
      ['Compass', '2007-2026', 'suv', 'Sport Utility', '2.4L I4@2007-2021;2.0L I4 Turbo@2022-2026'],
    ],
  },
  {
    name: 'Ford',
    models: [
      [
        'F-150',
        '1990-2026',
        'truck',
        'Regular Cab:6.5,8;SuperCab:6.5,8;SuperCrew:5.5,6.5@2001-2026',
        '4.9L I6@1990-1996;5.0L V8@1990-1996;4.6L V8@1997-2010;5.4L V8@1997-2010;5.0L V8@2011-2026;3.5L V6 EcoBoost@2011-2026;2.7L V6 EcoBoost@2015-2026',
      ],
      [
        'F-250 Super Duty',
        '1999-2026',
        'truck',
        'Regular Cab:8;SuperCab:6.75,8;Crew Cab:6.75,8',
        '6.2L V8@2011-2026;6.7L V8 Diesel@2011-2026;5.4L V8@1999-2010;6.0L V8 Diesel@2003-2007',
      ],
      [
        'Ranger',
        '1990-2011,2019-2026',
        'truck',
        'Regular Cab:6,7@1990-2011;SuperCab:6@1990-2011;SuperCab:6@2019-2026;SuperCrew:5@2019-2026',
        '2.3L I4@1990-2011;4.0L V6@1990-2011;2.3L I4 EcoBoost@2019-2026',
      ],
      ['Bronco', '2021-2026', 'suv', '2-Door;4-Door', '2.3L I4 EcoBoost;2.7L V6 EcoBoost'],
      ['Maverick', '2022-2026', 'truck', 'SuperCrew:4.5', '2.5L I4 Hybrid;2.0L I4 EcoBoost'],
      [
        'Explorer',
        '1991-2026',
        'suv',
        'Sport Utility',
        '4.0L V6@1991-2010;3.5L V6@2011-2019;2.3L I4 EcoBoost@2011-2026',
      ],
      ['Expedition', '1997-2026', 'suv', 'Sport Utility', '5.4L V8@1997-2014;3.5L V6 EcoBoost@2015-2026'],
      [
        'Mustang',
        '1990-2026',
        'car',
        'Coupe;Convertible',
        '5.0L V8@1990-1995;4.6L V8@1996-2010;5.0L V8@2011-2026;2.3L I4 EcoBoost@2015-2026',
      ],
    ],
  },
  {
    name: 'Chevrolet',
    models: [
      [
        'Silverado 1500',
        '1999-2026',
        'truck',
        'Regular Cab:6.5,8;Double Cab:6.5;Crew Cab:5.8',
        '4.8L V8@1999-2013;5.3L V8;6.2L V8@2014-2026;2.7L I4 Turbo@2019-2026',
      ],
      [
        'Silverado 2500HD',
        '2001-2026',
        'truck',
        'Regular Cab:8;Crew Cab:6.5,8',
        '6.0L V8@2001-2019;6.6L V8@2020-2026;6.6L V8 Diesel',
      ],
      [
        'Colorado',
        '2004-2012,2015-2026',
        'truck',
        'Extended Cab:6;Crew Cab:5,6',
        '2.8L I4@2004-2006;3.7L I5@2007-2012;3.6L V6@2015-2022;2.7L I4 Turbo@2023-2026',
      ],
      ['Tahoe', '1995-2026', 'suv', 'Sport Utility', '5.7L V8@1995-1999;5.3L V8@2000-2026;6.2L V8@2015-2026'],
      ['Suburban', '1992-2026', 'suv', 'Sport Utility', '5.7L V8@1992-1999;5.3L V8@2000-2026'],
      [
        'Camaro',
        '1993-2002,2010-2024',
        'car',
        'Coupe;Convertible',
        '5.7L V8@1993-2002;3.6L V6@2010-2024;6.2L V8@2010-2024',
      ],
      [
        'Equinox',
        '2005-2026',
        'suv',
        'Sport Utility',
        '3.4L V6@2005-2009;2.4L I4@2010-2017;1.5L I4 Turbo@2018-2026',
      ],
    ],
  },
  {
    name: 'GMC',
    models: [
      [
        'Sierra 1500',
        '1999-2026',
        'truck',
        'Regular Cab:6.5,8;Double Cab:6.5;Crew Cab:5.8',
        '4.8L V8@1999-2013;5.3L V8;6.2L V8@2014-2026',
      ],
      [
        'Sierra 2500HD',
        '2001-2026',
        'truck',
        'Regular Cab:8;Crew Cab:6.5,8',
        '6.0L V8@2001-2019;6.6L V8 Diesel',
      ],
      [
        'Canyon',
        '2004-2012,2015-2026',
        'truck',
        'Extended Cab:6;Crew Cab:5,6',
        '2.8L I4@2004-2006;3.7L I5@2007-2012;3.6L V6@2015-2022;2.7L I4 Turbo@2023-2026',
      ],
      ['Yukon', '1992-2026', 'suv', 'Sport Utility', '5.7L V8@1992-1999;5.3L V8@2000-2026;6.2L V8@2015-2026'],
    ],
  },
  {
    name: 'Ram',
    models: [
      [
        '1500',
        '2011-2026',
        'truck',
        'Regular Cab:6.4,8;Quad Cab:6.4;Crew Cab:5.7,6.4',
        '3.6L V6;5.7L V8;3.0L V6 Diesel@2014-2023',
      ],
      [
        '2500',
        '2011-2026',
        'truck',
        'Regular Cab:8;Crew Cab:6.4,8;Mega Cab:6.4',
        '6.4L V8@2014-2026;5.7L V8@2011-2013;6.7L I6 Diesel',
      ],
      ['ProMaster', '2014-2026', 'van', 'Cargo Van', '3.6L V6'],
    ],
  },
  {
    name: 'Dodge',
    models: [
      [
        'Ram 1500',
        '1994-2010',
        'truck',
        'Regular Cab:6.4,8;Quad Cab:6.4@1998-2010;Crew Cab:5.7@2009-2010',
        '3.9L V6@1994-2003;5.2L V8@1994-2001;4.7L V8@2000-2010;5.7L V8@2003-2010',
      ],
      [
        'Dakota',
        '1990-2011',
        'truck',
        'Regular Cab:6.5;Club Cab:6.5;Quad Cab:5.3@2000-2011',
        '3.9L V6@1990-2003;4.7L V8@2000-2011;3.7L V6@2004-2011',
      ],
      [
        'Durango',
        '1998-2026',
        'suv',
        'Sport Utility',
        '5.2L V8@1998-2003;4.7L V8@1998-2009;3.6L V6@2011-2026;5.7L V8@2004-2026',
      ],
      ['Challenger', '2008-2023', 'car', 'Coupe', '3.6L V6@2011-2023;5.7L V8;6.4L V8@2011-2023'],
      ['Charger', '2006-2023', 'car', 'Sedan', '3.5L V6@2006-2010;3.6L V6@2011-2023;5.7L V8'],
    ],
  },
  {
    name: 'Toyota',
    models: [
      [
        'Tacoma',
        '1995-2026',
        'truck',
        'Regular Cab:6.1@1995-2015;Access Cab:6.1;Double Cab:5,6.1@2001-2026',
        '2.4L I4@1995-2004;3.4L V6@1995-2004;2.7L I4@2005-2022;4.0L V6@2005-2015;3.5L V6@2016-2023;2.4L I4 Turbo@2024-2026',
      ],
      [
        'Tundra',
        '2000-2026',
        'truck',
        'Regular Cab:6.5,8@2000-2021;Double Cab:6.5;CrewMax:5.5,6.5@2007-2026',
        '4.7L V8@2000-2009;5.7L V8@2007-2021;3.4L V6 Twin Turbo@2022-2026',
      ],
      [
        '4Runner',
        '1990-2026',
        'suv',
        'Sport Utility',
        '3.0L V6@1990-1995;3.4L V6@1996-2002;4.0L V6@2003-2024;2.4L I4 Turbo@2025-2026',
      ],
      ['RAV4', '1996-2026', 'suv', 'Sport Utility', '2.0L I4@1996-2000;2.4L I4@2001-2008;2.5L I4@2009-2026'],
      [
        'Land Cruiser',
        '1991-2021,2024-2026',
        'suv',
        'Sport Utility',
        '4.5L I6@1991-1997;4.7L V8@1998-2007;5.7L V8@2008-2021;2.4L I4 Hybrid@2024-2026',
      ],
      [
        'Camry',
        '1992-2026',
        'car',
        'Sedan',
        '2.2L I4@1992-2001;2.4L I4@2002-2009;2.5L I4@2010-2026;3.5L V6@2007-2024',
      ],
      ['Corolla', '1993-2026', 'car', 'Sedan;Hatchback@2019-2026', '1.8L I4;2.0L I4@2019-2026'],
    ],
  },
  {
    name: 'Nissan',
    models: [
      [
        'Frontier',
        '1998-2026',
        'truck',
        'King Cab:6.1;Crew Cab:5,6.1@2000-2026',
        '2.4L I4@1998-2004;3.3L V6@1999-2004;4.0L V6@2005-2019;3.8L V6@2020-2026',
      ],
      ['Titan', '2004-2024', 'truck', 'King Cab:6.5;Crew Cab:5.5', '5.6L V8'],
      ['Xterra', '2000-2015', 'suv', 'Sport Utility', '3.3L V6@2000-2004;4.0L V6@2005-2015'],
      [
        'Pathfinder',
        '1990-2026',
        'suv',
        'Sport Utility',
        '3.0L V6@1990-1995;3.3L V6@1996-2000;3.5L V6@2001-2026;4.0L V6@2005-2012',
      ],
      ['Altima', '1993-2026', 'car', 'Sedan', '2.4L I4@1993-2001;2.5L I4@2002-2026;3.5L V6@2002-2018'],
    ],
  },
  {
    name: 'Honda',
    models: [
      ['Ridgeline', '2006-2014,2017-2026', 'truck', 'Crew Cab:5', '3.5L V6'],
      [
        'CR-V',
        '1997-2026',
        'suv',
        'Sport Utility',
        '2.0L I4@1997-2001;2.4L I4@2002-2016;1.5L I4 Turbo@2017-2026',
      ],
      ['Pilot', '2003-2026', 'suv', 'Sport Utility', '3.5L V6'],
      [
        'Civic',
        '1990-2026',
        'car',
        'Sedan;Coupe@1993-2020;Hatchback',
        '1.6L I4@1990-2000;1.7L I4@2001-2005;1.8L I4@2006-2015;2.0L I4@2016-2026;1.5L I4 Turbo@2016-2026',
      ],
      [
        'Accord',
        '1990-2026',
        'car',
        'Sedan;Coupe@1990-2017',
        '2.2L I4@1990-1997;2.3L I4@1998-2002;2.4L I4@2003-2017;3.5L V6@2008-2017;1.5L I4 Turbo@2018-2026',
      ],
      ['Odyssey', '1995-2026', 'van', 'Minivan', '2.2L I4@1995-1998;3.5L V6@1999-2026'],
    ],
  },
  {
    name: 'Subaru',
    models: [
      ['Outback', '1995-2026', 'suv', 'Wagon', '2.5L H4;3.6L H6@2010-2019;2.4L H4 Turbo@2020-2026'],
      ['Forester', '1998-2026', 'suv', 'Sport Utility', '2.5L H4;2.0L H4 Turbo@2014-2018'],
      ['Crosstrek', '2013-2026', 'suv', 'Sport Utility', '2.0L H4;2.5L H4@2021-2026'],
      [
        'WRX',
        '2002-2026',
        'car',
        'Sedan;Wagon@2002-2014',
        '2.0L H4 Turbo@2002-2005;2.5L H4 Turbo@2006-2014;2.0L H4 Turbo@2015-2021;2.4L H4 Turbo@2022-2026',
      ],
      ['Ascent', '2019-2026', 'suv', 'Sport Utility', '2.4L H4 Turbo'],
    ],
  },
  {
    name: 'Mazda',
    models: [
      ['B-Series', '1994-2009', 'truck', 'Regular Cab:6,7;Cab Plus:6', '2.3L I4;3.0L V6;4.0L V6'],
      ['CX-5', '2013-2026', 'suv', 'Sport Utility', '2.0L I4@2013-2016;2.5L I4;2.5L I4 Turbo@2019-2026'],
      [
        'MX-5 Miata',
        '1990-2026',
        'car',
        'Convertible',
        '1.6L I4@1990-1997;1.8L I4@1994-2005;2.0L I4@2006-2026',
      ],
      ['Mazda3', '2004-2026', 'car', 'Sedan;Hatchback', '2.0L I4;2.5L I4@2010-2026'],
    ],
  },
  {
    name: 'Hyundai',
    models: [
      ['Santa Cruz', '2022-2026', 'truck', 'Crew Cab:4.3', '2.5L I4;2.5L I4 Turbo'],
      [
        'Santa Fe',
        '2001-2026',
        'suv',
        'Sport Utility',
        '2.7L V6@2001-2012;2.4L I4@2010-2018;2.5L I4 Turbo@2019-2026',
      ],
      [
        'Tucson',
        '2005-2026',
        'suv',
        'Sport Utility',
        '2.0L I4@2005-2015;2.4L I4@2016-2021;2.5L I4@2022-2026',
      ],
      ['Elantra', '1992-2026', 'car', 'Sedan', '1.8L I4@1992-2000;2.0L I4@2001-2026'],
    ],
  },
  {
    name: 'Kia',
    models: [
      ['Telluride', '2020-2026', 'suv', 'Sport Utility', '3.8L V6'],
      [
        'Sorento',
        '2003-2026',
        'suv',
        'Sport Utility',
        '3.5L V6@2003-2009;2.4L I4@2010-2020;2.5L I4 Turbo@2021-2026',
      ],
      [
        'Sportage',
        '1995-2026',
        'suv',
        'Sport Utility',
        '2.0L I4@1995-2010;2.4L I4@2011-2022;2.5L I4@2023-2026',
      ],
    ],
  },
];
