import { describe, expect, it } from 'vitest';
import { SEED_NUMBER } from '../seed';
import { generateSeed } from '../seed/generate';
import { generateLargeSet } from './generate';

const base = generateSeed(SEED_NUMBER);
const small = { seed: 7, vehicles: 20_000, applications: 60_000, productLines: 200 };

describe('generateLargeSet', () => {
  it('is deterministic for a seed and differs for another', () => {
    const a = generateLargeSet(base, small);
    expect(generateLargeSet(base, small)).toEqual(a);
    expect(generateLargeSet(base, { ...small, seed: 8 }).models).not.toEqual(a.models);
  });

  it('reaches the asked sizes with the cascade shape of the seed', () => {
    const set = generateLargeSet(base, small);
    expect(set.expected.vehicles).toBeGreaterThanOrEqual(small.vehicles);
    expect(set.expected.vehicles).toBeLessThan(small.vehicles * 1.05);
    expect(set.expected.applications).toBeGreaterThanOrEqual(small.applications);
    expect(set.productLines.length).toBeGreaterThan(150);
    // New ids continue after the seed's, and slugs stay unique.
    const maxModel = Math.max(...base.models.map((m) => m.id));
    expect(Math.min(...set.models.map((m) => m.id))).toBe(maxModel + 1);
    const slugs = [...base.productLines, ...set.productLines].map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const modelKeys = [...base.models, ...set.models].map((m) => `${m.makeId}/${m.slug}`);
    expect(new Set(modelKeys).size).toBe(modelKeys.length);
    for (const spec of set.vehicleSpecs) {
      expect(spec.yearFrom).toBeGreaterThanOrEqual(1990);
      expect(spec.yearTo).toBeLessThanOrEqual(2026);
      expect(spec.yearFrom).toBeLessThanOrEqual(spec.yearTo);
    }
    // Every target names a model of its make.
    const makeOf = new Map([...base.models, ...set.models].map((m) => [m.id, m.makeId]));
    for (const t of set.targets) expect(makeOf.get(t.modelId)).toBe(t.makeId);
  });
});
