import { describe, expect, it } from 'vitest';
import { partKind } from './part-art';
import { renderProductSvg } from './svg';

const request = { mode: 'p', id: 'pl1-1', width: 400, height: 300, fit: 'contain' as const, quality: 80 };

describe('partKind', () => {
  it('reads the part from a product picture, the last part word winning over the brand', () => {
    expect(partKind('lloyd-mats-apex-carpet-floor-mats-main.svg')).toBe('floor-mat');
    expect(partKind('northway-lighting-trail-led-tail-lights-detail.svg')).toBe('tail-light');
    expect(partKind('northway-lighting-led-light-bar-main.svg')).toBe('light-bar');
    expect(partKind('northway-lighting-light-bar-mounting-brackets-main.svg')).toBe('light-bar');
    expect(partKind('dash-designs-elite-neoprene-seat-covers-main.svg')).toBe('seat-cover');
    expect(partKind('dash-designs-suede-dash-cover-main.svg')).toBe('dash-cover');
    expect(partKind('redline-air-cold-air-intake-main.svg')).toBe('intake');
    expect(partKind('voltline-tuning-performance-tuner-main.svg')).toBe('tuner');
    expect(partKind('ironline-offroad-front-bumper-installed.svg')).toBe('bumper');
  });

  it('draws the partner and category pictures as what they sell, and anything else as a truck', () => {
    expect(partKind('lloyds-hero.svg')).toBe('floor-mat');
    expect(partKind('avery-hero.svg')).toBe('seat-cover');
    expect(partKind('category-lighting.svg')).toBe('headlight');
    expect(partKind('hero-mobile.svg')).toBe('truck');
  });
});

describe('renderProductSvg', () => {
  it('names the part and prints no file name', () => {
    const svg = renderProductSvg({ ...request, file: 'lloyd-mats-apex-carpet-floor-mats-main.svg' });
    expect(svg).toContain('aria-label="Floor mat"');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('lloyd');
  });

  it('gives a banner strip its message without the device suffix', () => {
    const svg = renderProductSvg({ ...request, width: 768, height: 32, file: 'free-shipping-mobile.svg' });
    expect(svg).toContain('>FREE SHIPPING</text>');
  });
});
