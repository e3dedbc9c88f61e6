import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Qualifiers of an application that narrow it to some configurations of the vehicle. */
export const ACES_QUALIFIERS = ['SubModel', 'BodyType', 'BedLength', 'EngineBase'] as const;

/** One qualifier element name. */
export type AcesQualifier = (typeof ACES_QUALIFIERS)[number];

/** An application as written in the file, before it is matched to the catalogue. */
export interface AcesApp {
  /** 1-based position among the file's `<App>` elements. */
  index: number;
  /** The `id` attribute, when present. */
  id: string | null;
  /** `action` attribute: 'A' adds (the default), 'D' deletes. */
  action: string;
  /** The vehicle, by Years/Make/Model or by a BaseVehicle id. */
  vehicle:
    | { kind: 'ymm'; yearFrom: number; yearTo: number; make: string; model: string }
    | { kind: 'base'; baseVehicleId: string };
  /** Qualifier texts by element name. */
  qualifiers: Partial<Record<AcesQualifier, string>>;
  /** Our SKU code or product line slug. */
  part: string;
  /** The application note: every `<Note>` joined with '; ', or null. */
  note: string | null;
}

/** An `<App>` that could not be read, with what was wrong. */
export interface MalformedApp {
  index: number;
  id: string | null;
  detail: string;
}

/** Every application of a file, read or refused. */
export interface ParsedAces {
  apps: AcesApp[];
  malformed: MalformedApp[];
}

/** The file is not XML, or not an ACES document: nothing in it can be imported. */
export class AcesParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AcesParseError';
  }
}

type XmlNode = string | number | boolean | { [key: string]: XmlNode | XmlNode[] } | XmlNode[] | undefined;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Model names like '1500' must stay strings.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name, path) => path === 'ACES.App' || name === 'Note',
});

function textOf(node: XmlNode): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === 'string') return node.trim() === '' ? null : node.trim();
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  return textOf(node['#text']);
}

function attributeOf(node: XmlNode, name: string): string | null {
  if (node === undefined || typeof node !== 'object' || Array.isArray(node)) return null;
  const value = node[`@_${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function yearOf(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? year : null;
}

function readApp(node: XmlNode, index: number): AcesApp | MalformedApp {
  const id = attributeOf(node, 'id');
  if (node === undefined || typeof node !== 'object' || Array.isArray(node)) {
    return { index, id, detail: 'the App element is empty' };
  }
  const action = (attributeOf(node, 'action') ?? 'A').toUpperCase();
  const part = textOf(node.Part);
  if (!part) return { index, id, detail: 'no <Part>' };

  let vehicle: AcesApp['vehicle'];
  if (node.BaseVehicle !== undefined) {
    const baseVehicleId = attributeOf(node.BaseVehicle, 'id') ?? textOf(node.BaseVehicle);
    if (!baseVehicleId) return { index, id, detail: '<BaseVehicle> without an id' };
    vehicle = { kind: 'base', baseVehicleId };
  } else {
    if (node.Years === undefined) return { index, id, detail: 'neither <BaseVehicle> nor <Years>' };
    const from = yearOf(attributeOf(node.Years, 'from'));
    const to = yearOf(attributeOf(node.Years, 'to'));
    if (from === null || to === null) {
      return { index, id, detail: '<Years> needs from and to attributes with 4-digit years' };
    }
    if (from > to) return { index, id, detail: `<Years from="${from}" to="${to}"> runs backwards` };
    const make = textOf(node.Make);
    const model = textOf(node.Model);
    if (!make || !model) return { index, id, detail: '<Make> and <Model> need a name' };
    vehicle = { kind: 'ymm', yearFrom: from, yearTo: to, make, model };
  }

  const qualifiers: AcesApp['qualifiers'] = {};
  for (const name of ACES_QUALIFIERS) {
    if (node[name] === undefined) continue;
    const value = textOf(node[name]) ?? attributeOf(node[name], 'id');
    if (!value) return { index, id, detail: `<${name}> is empty` };
    qualifiers[name] = value;
  }
  const notes = (Array.isArray(node.Note) ? node.Note : [])
    .map((n) => textOf(n))
    .filter((n): n is string => n !== null);
  return { index, id, action, vehicle, qualifiers, part, note: notes.length > 0 ? notes.join('; ') : null };
}

/**
 * Reads the applications of an ACES XML document (`<ACES><App>…</App></ACES>`). Throws `AcesParseError` when
 * the text is not well-formed XML or has no ACES root; an `<App>` that cannot be read is listed as malformed.
 */
export function parseAces(xml: string): ParsedAces {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new AcesParseError(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const document = parser.parse(xml) as Record<string, XmlNode>;
  const root = document.ACES;
  if (root === undefined) throw new AcesParseError('the root element is not <ACES>');
  const appNodes =
    typeof root === 'object' && !Array.isArray(root) && Array.isArray(root.App) ? root.App : [];
  const apps: AcesApp[] = [];
  const malformed: MalformedApp[] = [];
  appNodes.forEach((node, i) => {
    const read = readApp(node, i + 1);
    if ('detail' in read) malformed.push(read);
    else apps.push(read);
  });
  return { apps, malformed };
}

/** One row of a BaseVehicle mapping file. */
export interface BaseVehicleMapping {
  year: number;
  makeSlug: string;
  modelSlug: string;
}

/**
 * Reads a mapping CSV `baseVehicleId,year,makeSlug,modelSlug` (a header row is optional). Throws with the line
 * number when a row is not of that shape, since a wrong mapping would import wrong fitment.
 */
export function parseBaseVehicleMapping(csv: string): Map<string, BaseVehicleMapping> {
  const mapping = new Map<string, BaseVehicleMapping>();
  const lines = csv.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const cells = line.split(',').map((c) => c.trim());
    if (i === 0 && cells[0]?.toLowerCase() === 'basevehicleid') return;
    const [id, yearText, makeSlug, modelSlug] = cells;
    const year = yearOf(yearText ?? null);
    if (
      cells.length !== 4 ||
      !id ||
      !/^\w+$/.test(id) ||
      year === null ||
      !/^[a-z0-9-]{1,64}$/.test(makeSlug ?? '') ||
      !/^[a-z0-9-]{1,64}$/.test(modelSlug ?? '')
    ) {
      throw new AcesParseError(
        `mapping line ${i + 1} is not "baseVehicleId,year,makeSlug,modelSlug" with slugs: ${line}`,
      );
    }
    if (mapping.has(id)) throw new AcesParseError(`mapping line ${i + 1} repeats base vehicle ${id}`);
    mapping.set(id, { year, makeSlug: makeSlug!, modelSlug: modelSlug! });
  });
  return mapping;
}
