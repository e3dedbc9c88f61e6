// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFitmentCascade } from '../cascade';
import { autoLoader, manualLoader } from '../cascade/fake-catalogue.test.helper';
import type { PartialFitment } from '../model';
import { useFitmentCascade, useFitmentSelects } from './use-fitment-cascade';

afterEach(cleanup);

function VehicleForm({
  initial,
  onSave,
}: {
  initial?: PartialFitment | null;
  onSave: (value: unknown) => void;
}) {
  const { selects, select, canSave, fitmentToSave, summary } = useFitmentSelects({
    loader: autoLoader(),
    initial: initial ?? null,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(fitmentToSave);
      }}
    >
      {selects.map((state) => (
        <label key={state.type}>
          {state.label}
          <select
            disabled={state.isDisabled}
            value={state.value ?? ''}
            onChange={(event) => select(state.type, event.target.value || null)}
          >
            <option value="">{state.placeholder}</option>
            {state.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ))}
          </select>
        </label>
      ))}
      <output>{summary}</output>
      <button type="submit" disabled={!canSave}>
        Shop Now
      </button>
    </form>
  );
}

describe('useFitmentSelects', () => {
  it('walks the shopper through year, make and model and enables saving at the end', async () => {
    const saved: unknown[] = [];
    render(
      <StrictMode>
        <VehicleForm onSave={(value) => saved.push(value)} />
      </StrictMode>,
    );
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    await waitFor(() => expect(year.disabled).toBe(false));
    expect(screen.getByLabelText<HTMLSelectElement>('Make').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Shop Now' })).toHaveProperty('disabled', true);

    fireEvent.change(year, { target: { value: '2021' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Make').disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'jeep' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Gladiator' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'gladiator' } });
    expect(screen.getByRole('status').textContent).toBe('full');
    fireEvent.click(screen.getByRole('button', { name: 'Shop Now' }));
    expect(saved).toEqual([{ year: 2021, makeSlug: 'jeep', modelSlug: 'gladiator' }]);
  });

  it('starts from the saved vehicle and restarts when another vehicle is saved elsewhere', async () => {
    const { rerender } = render(
      <VehicleForm initial={{ year: 2020, makeSlug: 'ford', modelSlug: 'mustang' }} onSave={() => {}} />,
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('mustang'));
    rerender(
      <VehicleForm initial={{ year: 2019, makeSlug: 'toyota', modelSlug: 'tacoma' }} onSave={() => {}} />,
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('tacoma'));
    expect(screen.getByLabelText<HTMLSelectElement>('Year').value).toBe('2019');
  });

  it('builds a new cascade when the configuration adds a select', async () => {
    const loader = autoLoader();
    const { result, rerender } = renderHook(
      ({ body }: { body: 'absent' | 'required' }) => useFitmentSelects({ loader, config: { body } }),
      { initialProps: { body: 'absent' } },
    );
    expect(result.current.selects.map((select) => select.type)).toEqual(['year', 'make', 'model']);
    rerender({ body: 'required' });
    expect(result.current.selects.map((select) => select.type)).toEqual(['year', 'make', 'model', 'body']);
    await waitFor(() => expect(result.current.selects[0]?.status).toBe('ready'));
  });

  it('aborts requests in flight when the component unmounts', () => {
    const { loader, calls } = manualLoader();
    const { unmount } = renderHook(() => useFitmentSelects({ loader }));
    expect(calls).toHaveLength(1);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});

describe('useFitmentCascade', () => {
  it('re-renders with each new snapshot of a cascade owned elsewhere', async () => {
    const cascade = createFitmentCascade({ loader: autoLoader() });
    const { result } = renderHook(() => useFitmentCascade(cascade));
    await waitFor(() => expect(result.current.selects[0]?.status).toBe('ready'));
    act(() => cascade.send({ type: 'select', level: 'year', value: '2019' }));
    expect(result.current.fitment).toEqual({ year: 2019 });
    expect(result.current).toBe(cascade.getSnapshot());
  });
});
