// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrillError, DrillSelectionRequest } from '../drills';
import {
  answer,
  DEFAULT_PRODUCT,
  type FakeSku,
  initialControls,
  SKUS,
} from '../drills/fake-controls.test.helper';
import { useDrillSelection } from './use-drill-selection';

afterEach(cleanup);

function Controls({
  resolve,
  fitment = null,
}: {
  resolve: (request: DrillSelectionRequest) => Promise<unknown>;
  fitment?: { year: number; makeSlug: string; modelSlug: string } | null;
}) {
  const { drills, product, select, isResolving } = useDrillSelection<FakeSku>({
    productLineSlug: 'street-wheels',
    controls: initialControls(),
    product: DEFAULT_PRODUCT,
    resolve,
    fitment,
  });
  return (
    <form aria-busy={isResolving}>
      {drills.map((drill) => (
        <label key={drill.type}>
          {drill.type}
          <select
            disabled={drill.isDisabled}
            value={drill.currentValue === -1 ? '' : drill.currentValue}
            onChange={(event) => select(drill.type, event.target.value || null)}
          >
            <option value="">Choose</option>
            {drill.options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.isDisabled}>
                {option.text}
              </option>
            ))}
          </select>
        </label>
      ))}
      <output>{product.name}</output>
    </form>
  );
}

describe('useDrillSelection', () => {
  it('walks the drills to a product in a real form', async () => {
    const resolve = vi.fn(async (request: DrillSelectionRequest) => answer(request));
    render(
      <StrictMode>
        <Controls resolve={resolve} />
      </StrictMode>,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('make').disabled).toBe(true);
    const steps: [string, string][] = [
      ['year', '2021'],
      ['make', 'jeep'],
      ['model', 'gladiator'],
      ['finish', 'black'],
      ['size', '18'],
    ];
    for (const [type, value] of steps) {
      await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>(type).disabled).toBe(false));
      await waitFor(() => expect(screen.getByRole('option', { name: value.toUpperCase() })).toBeTruthy());
      fireEvent.change(screen.getByLabelText(type), { target: { value } });
    }
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SKUS[3]!.name));
    expect(resolve).toHaveBeenCalledTimes(5);
  });

  it('answers fitment drills from the saved vehicle once mounted', async () => {
    const resolve = vi.fn(async (request: DrillSelectionRequest) => answer(request));
    const controls = initialControls();
    const narrowed = {
      ...controls,
      drills: controls.drills.map((drill, index) =>
        index === 0
          ? { ...drill, options: drill.options.filter((option) => option.value === '2020') }
          : drill,
      ),
    };
    const { result } = renderHook(() =>
      useDrillSelection<FakeSku>({
        productLineSlug: 'street-wheels',
        controls: narrowed,
        product: DEFAULT_PRODUCT,
        resolve,
        fitment: { year: 2020, makeSlug: 'ram', modelSlug: '1500' },
      }),
    );
    await waitFor(() => expect(result.current.isShortCutFitment).toBe(true));
    expect(result.current.hasInteraction).toBe(false);
    expect(resolve.mock.calls.map(([request]) => request.isAutoSelect)).toEqual([true, true, true]);
  });

  it('starts over on new loader data, builds a new machine for another line and uses the latest callbacks', async () => {
    const first = vi.fn(async (request: DrillSelectionRequest) => answer(request));
    const second = vi.fn(async () => 'garbage');
    const errors: DrillError[] = [];
    const { result, rerender } = renderHook(
      (props: { slug: string; product: FakeSku; resolve: typeof first | typeof second }) =>
        useDrillSelection<FakeSku>({
          productLineSlug: props.slug,
          controls: initialControls(),
          product: props.product,
          resolve: props.resolve,
          onError: (error) => errors.push(error),
        }),
      { initialProps: { slug: 'street-wheels', product: DEFAULT_PRODUCT, resolve: first } },
    );
    act(() => result.current.select('year', '2021'));
    await waitFor(() => expect(result.current.drills[1]?.options).toHaveLength(2));
    const machine = result.current.selection;

    rerender({ slug: 'street-wheels', product: SKUS[5]!, resolve: first });
    await waitFor(() => expect(result.current.drills[0]?.currentValue).toBe(-1));
    expect(result.current.selection).toBe(machine);
    expect(result.current.defaultProduct).toEqual(SKUS[5]);

    rerender({ slug: 'off-road-wheels/black', product: SKUS[5]!, resolve: second });
    expect(result.current.selection).not.toBe(machine);
    act(() => result.current.select('year', '2020'));
    await waitFor(() => expect(result.current.hasOrderControlError).toBe(true));
    expect(second).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'off-road-wheels', ignoreSplitters: true }),
      expect.any(AbortSignal),
    );
    expect(errors.map((error) => error.code)).toEqual(['UNEXPECTED_RESULT']);
  });

  it('holds a mismatched product aside and lets the shopper take it or leave it', async () => {
    const controls = initialControls();
    const drills = controls.drills.map((drill, index) =>
      index < 3
        ? {
            ...drill,
            isDisabled: false,
            options: [
              { value: ['2020', 'ram', '1500'][index]!, text: '', isDisabled: false, isHidden: false },
            ],
          }
        : drill,
    );
    const resolve = async (request: DrillSelectionRequest) =>
      request.drillType === 'model' ? { type: 'product', product: SKUS[6] } : answer(request);
    const { result } = renderHook(() =>
      useDrillSelection<FakeSku>({
        productLineSlug: 'street-wheels',
        controls: { ...controls, drills },
        product: SKUS[5]!,
        resolve,
        fitment: { year: 2020, makeSlug: 'ram', modelSlug: '1500' },
        landingSkuSlug: SKUS[5]!.skuSlug,
      }),
    );
    await waitFor(() => expect(result.current.mismatchedProduct).toEqual(SKUS[6]));
    act(() => result.current.dismissMismatch());
    expect(result.current.mismatchedProduct).toBeNull();
    expect(result.current.product).toEqual(SKUS[5]);
    act(() => result.current.acceptMismatch());
    expect(result.current.product).toEqual(SKUS[5]);
  });

  it('renders on the server without calling the controls', () => {
    const resolve = vi.fn(async () => null);
    const html = renderToString(
      <Controls resolve={resolve} fitment={{ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' }} />,
    );
    expect(html).toContain(DEFAULT_PRODUCT.name);
    expect(resolve).not.toHaveBeenCalled();
  });
});
