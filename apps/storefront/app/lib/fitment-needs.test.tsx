// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFitmentConfig, useIsVehicleIncomplete, useThemeFitmentConfig } from './fitment-needs';

function Configs() {
  return (
    <>
      <output aria-label="theme">{JSON.stringify(useThemeFitmentConfig())}</output>
      <output aria-label="page">{JSON.stringify(useFitmentConfig())}</output>
      <output aria-label="incomplete">{JSON.stringify(useIsVehicleIncomplete())}</output>
    </>
  );
}

const Stub = createRoutesStub([
  { id: 'root', path: '/', Component: Configs, children: [{ id: 'page', index: true, Component: Empty }] },
]);

function Empty() {
  return null;
}

function renderWith(root: object, pageData: object = {}) {
  const rootData = { fitment: null, ...root };
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData, page: pageData } }} />);
  const read = (name: string) => JSON.parse(screen.getByRole('status', { name }).textContent ?? 'null');
  return { theme: read('theme'), page: read('page'), incomplete: read('incomplete') };
}

afterEach(cleanup);

describe('fitment configs', () => {
  it("follow the theme's setting for body, bed and engine", () => {
    const shell = { theme: { fitmentSelects: { body: 'optional', bed: 'required', engine: 'absent' } } };
    expect(renderWith({ shell }).theme).toEqual({ body: 'optional', bed: 'required', engine: 'absent' });
  });

  it('show only year, make and model without a theme config', () => {
    expect(renderWith({}).theme).toEqual({ body: 'absent', bed: 'absent', engine: 'absent' });
  });

  it("let the listing's needs require a level the theme leaves optional", () => {
    const shell = { theme: { fitmentSelects: { body: 'absent', bed: 'absent', engine: 'optional' } } };
    const catalogue = { requiredFitmentOptions: ['year', 'make', 'model', 'engine'] };
    expect(renderWith({ shell }, { catalogue }).page).toEqual({
      body: 'absent',
      bed: 'absent',
      engine: 'required',
    });
  });

  it('call the vehicle incomplete while it lacks a select the listing or theme requires', () => {
    const ymm = { year: 2021, makeSlug: 'ram', modelSlug: '1500' };
    const bedListing = { catalogue: { requiredFitmentOptions: ['year', 'make', 'model', 'bed'] } };
    expect(renderWith({}).incomplete).toBe(true);
    cleanup();
    expect(renderWith({ fitment: { year: 2021 } }).incomplete).toBe(true);
    cleanup();
    expect(renderWith({ fitment: ymm }).incomplete).toBe(false);
    cleanup();
    expect(renderWith({ fitment: ymm }, bedListing).incomplete).toBe(true);
    cleanup();
    expect(renderWith({ fitment: { ...ymm, bedSlug: 'short' } }, bedListing).incomplete).toBe(false);
    cleanup();
    const shell = { theme: { fitmentSelects: { body: 'absent', bed: 'absent', engine: 'required' } } };
    expect(renderWith({ fitment: ymm, shell }).incomplete).toBe(true);
  });
});
