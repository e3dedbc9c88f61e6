import { describe, expect, it } from 'vitest';
import { createFitmentCascade } from './cascade';
import { autoLoader, flush, manualLoader, optionsFor, VEHICLES } from './fake-catalogue.test.helper';
import type { FitmentCascade, FitmentSelectState } from './types';

function selectOf(cascade: FitmentCascade, type: string): FitmentSelectState {
  const select = cascade.getSnapshot().selects.find((candidate) => candidate.type === type);
  if (!select) throw new Error(`no ${type} select`);
  return select;
}

const ALL_OPTIONAL = { body: 'optional', bed: 'optional', engine: 'optional' } as const;

describe('createFitmentCascade', () => {
  it('shows year, make and model only by default, year loading first and nothing requested before start', () => {
    const { loader, calls } = manualLoader();
    const cascade = createFitmentCascade({ loader });
    expect(cascade.levels).toEqual(['year', 'make', 'model']);
    const [year, make, model] = cascade.getSnapshot().selects;
    expect(year).toMatchObject({
      status: 'loading',
      isDisabled: true,
      label: 'Year',
      requirement: 'required',
    });
    expect(make).toMatchObject({ status: 'idle', isDisabled: true, options: [] });
    expect(model).toMatchObject({ status: 'idle', isDisabled: true, options: [] });
    expect(calls).toHaveLength(0);
    expect(cascade.getSnapshot().summary).toBe('none');
    expect(cascade.getSnapshot().canSave).toBe(false);
  });

  it('enables year first, then each choice loads the next select with the vehicle so far', async () => {
    const { loader, calls, last } = manualLoader();
    const cascade = createFitmentCascade({ loader });
    cascade.start();
    expect(calls.map((call) => [call.type, call.fitment])).toEqual([['year', {}]]);
    last('year').resolve();
    await flush();
    expect(selectOf(cascade, 'year')).toMatchObject({ status: 'ready', isDisabled: false, value: null });
    expect(selectOf(cascade, 'year').options.map((option) => option.value)).toEqual(['2021', '2020', '2019']);
    expect(selectOf(cascade, 'make').isDisabled).toBe(true);

    cascade.send({ type: 'select', level: 'year', value: '2021' });
    expect(selectOf(cascade, 'make').status).toBe('loading');
    expect(last('make').fitment).toEqual({ year: 2021 });
    last('make').resolve();
    await flush();
    cascade.send({ type: 'select', level: 'make', value: 'jeep' });
    expect(last('model').fitment).toEqual({ year: 2021, makeSlug: 'jeep' });
    last('model').resolve();
    await flush();
    cascade.send({ type: 'select', level: 'model', value: 'wrangler' });
    const snapshot = cascade.getSnapshot();
    expect(snapshot.fitment).toEqual({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' });
    expect(snapshot.names).toEqual({ make: 'Jeep', model: 'Wrangler' });
    expect(snapshot.summary).toBe('full');
    expect(snapshot.canSave).toBe(true);
    expect(snapshot.fitmentToSave).toEqual({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' });
  });

  it('resets and disables later selects when an earlier one changes', async () => {
    const cascade = createFitmentCascade({ loader: autoLoader() });
    cascade.start();
    await flush();
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    await flush();
    cascade.send({ type: 'select', level: 'make', value: 'jeep' });
    await flush();
    cascade.send({ type: 'select', level: 'model', value: 'wrangler' });
    cascade.send({ type: 'select', level: 'year', value: '2020' });
    expect(selectOf(cascade, 'make')).toMatchObject({ status: 'loading', value: null, options: [] });
    expect(selectOf(cascade, 'model')).toMatchObject({
      status: 'idle',
      value: null,
      options: [],
      isDisabled: true,
    });
    expect(cascade.getSnapshot().fitment).toEqual({ year: 2020 });
    expect(cascade.getSnapshot().summary).toBe('partial');
    await flush();
    expect(selectOf(cascade, 'make').options.map((option) => option.value)).toEqual(['ford']);
  });

  it('clearing a select clears every later one', async () => {
    const cascade = createFitmentCascade({ loader: autoLoader() });
    cascade.start();
    await flush();
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    await flush();
    cascade.send({ type: 'select', level: 'make', value: 'jeep' });
    await flush();
    cascade.send({ type: 'select', level: 'year', value: null });
    expect(cascade.getSnapshot().selects.map((select) => [select.status, select.value])).toEqual([
      ['ready', null],
      ['idle', null],
      ['idle', null],
    ]);
    expect(cascade.getSnapshot().summary).toBe('none');
  });

  it('ignores a late answer from a superseded request and aborts it', async () => {
    const { loader, calls, last } = manualLoader();
    const cascade = createFitmentCascade({ loader });
    cascade.start();
    last('year').resolve();
    await flush();
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    const stale = last('make');
    cascade.send({ type: 'select', level: 'year', value: '2020' });
    expect(stale.signal.aborted).toBe(true);
    const fresh = last('make');
    expect(fresh).not.toBe(stale);
    fresh.resolve();
    await flush();
    stale.resolve();
    await flush();
    expect(selectOf(cascade, 'make').options.map((option) => option.value)).toEqual(['ford']);
    expect(calls.filter((call) => call.type === 'make')).toHaveLength(2);
  });

  it('keeps the snapshot object while nothing changes and notifies only on change', async () => {
    const cascade = createFitmentCascade({ loader: autoLoader() });
    let notified = 0;
    cascade.subscribe(() => notified++);
    await flush();
    const before = cascade.getSnapshot();
    const notifiedBefore = notified;
    cascade.send({ type: 'select', level: 'year', value: '1850' });
    cascade.send({ type: 'select', level: 'make', value: 'jeep' });
    cascade.send({ type: 'select', level: 'year', value: null });
    cascade.send({ type: 'retry', level: 'year' });
    expect(cascade.getSnapshot()).toBe(before);
    expect(notified).toBe(notifiedBefore);
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    expect(cascade.getSnapshot()).not.toBe(before);
    expect(cascade.getSnapshot().selects[0]).not.toBe(before.selects[0]);
    expect(notified).toBeGreaterThan(notifiedBefore);
  });

  it('shows "No {Type}" and chooses n-a itself when n-a is the only option', async () => {
    const cascade = createFitmentCascade({ loader: autoLoader(), config: ALL_OPTIONAL });
    cascade.start();
    for (const [level, value] of [
      ['year', '2021'],
      ['make', 'jeep'],
      ['model', 'gladiator'],
    ] as const) {
      await flush();
      cascade.send({ type: 'select', level, value });
    }
    await flush();
    expect(selectOf(cascade, 'body')).toMatchObject({
      status: 'ready',
      isNotApplicable: true,
      placeholder: 'No Body',
      value: 'n-a',
      selectedText: 'No Body',
      options: [{ value: 'n-a', text: 'No Body' }],
    });
    expect(selectOf(cascade, 'bed').options.map((option) => option.value)).toEqual(['5-ft']);
    expect(cascade.getSnapshot().fitment).toEqual({
      year: 2021,
      makeSlug: 'jeep',
      modelSlug: 'gladiator',
      bodySlug: 'n-a',
    });
  });

  it('hides n-a when other options exist', async () => {
    const cascade = createFitmentCascade({ loader: autoLoader(), config: ALL_OPTIONAL });
    cascade.start();
    for (const [level, value] of [
      ['year', '2020'],
      ['make', 'ford'],
      ['model', 'f-150'],
      ['body', 'crew-cab'],
    ] as const) {
      await flush();
      cascade.send({ type: 'select', level, value });
    }
    await flush();
    expect(
      optionsFor(VEHICLES, 'bed', {
        year: 2020,
        makeSlug: 'ford',
        modelSlug: 'f-150',
        bodySlug: 'crew-cab',
      }).map((o) => o.value),
    ).toEqual(['5-5-ft', 'n-a']);
    expect(selectOf(cascade, 'bed')).toMatchObject({
      isNotApplicable: false,
      value: null,
      placeholder: 'Bed',
    });
    expect(selectOf(cascade, 'bed').options.map((option) => option.value)).toEqual(['5-5-ft']);
  });

  it('flags a select with zero options as an error; a required one blocks saving', async () => {
    const { loader, last } = manualLoader();
    const cascade = createFitmentCascade({ loader });
    cascade.start();
    last('year').resolve([]);
    await flush();
    expect(selectOf(cascade, 'year')).toMatchObject({
      status: 'error',
      error: 'no-options',
      isDisabled: true,
    });
    expect(cascade.getSnapshot().canSave).toBe(false);
  });

  it('blocks saving when an optional select has an error, allows it when it is merely unselected', async () => {
    const { loader, last } = manualLoader();
    const cascade = createFitmentCascade({ loader, config: { body: 'optional' } });
    cascade.start();
    for (const [level, value] of [
      ['year', '2021'],
      ['make', 'jeep'],
      ['model', 'wrangler'],
    ] as const) {
      last(level).resolve();
      await flush();
      cascade.send({ type: 'select', level, value });
    }
    expect(selectOf(cascade, 'body').status).toBe('loading');
    expect(cascade.getSnapshot().canSave).toBe(true);
    last('body').resolve([]);
    await flush();
    expect(selectOf(cascade, 'body').error).toBe('no-options');
    expect(cascade.getSnapshot().canSave).toBe(false);
    expect(cascade.getSnapshot().fitmentToSave).toBeNull();
  });

  it('summarises full-ymm while a required body is missing, full once it is chosen', async () => {
    const cascade = createFitmentCascade({
      loader: autoLoader(),
      config: { body: 'required', engine: 'optional' },
    });
    expect(cascade.levels).toEqual(['year', 'make', 'model', 'body', 'engine']);
    cascade.start();
    for (const [level, value] of [
      ['year', '2021'],
      ['make', 'jeep'],
      ['model', 'wrangler'],
    ] as const) {
      await flush();
      cascade.send({ type: 'select', level, value });
    }
    await flush();
    expect(cascade.getSnapshot().summary).toBe('full-ymm');
    expect(cascade.getSnapshot().canSave).toBe(false);
    cascade.send({ type: 'select', level: 'body', value: '4-door' });
    expect(cascade.getSnapshot().summary).toBe('full');
    expect(cascade.getSnapshot().canSave).toBe(true);
    await flush();
    expect(selectOf(cascade, 'engine').options.map((option) => option.value)).toEqual(['2-0l-i4']);
    expect(cascade.getSnapshot().fitmentToSave).toEqual({
      year: 2021,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      bodySlug: '4-door',
    });
  });

  it('starts from a saved vehicle, loading every level in parallel and keeping valid values', async () => {
    const { loader, calls, last } = manualLoader();
    const saved = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', bodySlug: '4-door' };
    const cascade = createFitmentCascade({ loader, initial: saved, config: { body: 'optional' } });
    cascade.start();
    expect(calls.map((call) => call.type)).toEqual(['year', 'make', 'model', 'body']);
    expect(last('body').fitment).toEqual({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' });
    // Answers out of order: later levels wait, disabled and empty, until the earlier ones settle.
    last('model').resolve();
    last('body').resolve();
    await flush();
    expect(selectOf(cascade, 'model')).toMatchObject({ status: 'loading', value: null, options: [] });
    last('year').resolve();
    last('make').resolve();
    await flush();
    expect(cascade.getSnapshot().fitment).toEqual(saved);
    expect(cascade.getSnapshot().names).toEqual({ make: 'Jeep', model: 'Wrangler', body: '4-Door' });
    expect(cascade.getSnapshot().canSave).toBe(true);
  });

  it('drops a saved value that is no longer offered, and everything after it', async () => {
    const cascade = createFitmentCascade({
      loader: autoLoader(),
      initial: { year: 2021, makeSlug: 'jeep', modelSlug: 'cherokee' },
    });
    cascade.start();
    await flush();
    expect(cascade.getSnapshot().selects.map((select) => select.value)).toEqual(['2021', 'jeep', null]);
    expect(cascade.getSnapshot().selects.map((select) => select.isInvalid)).toEqual([false, false, true]);
    expect(cascade.getSnapshot().summary).toBe('partial');
    cascade.send({ type: 'select', level: 'model', value: 'wrangler' });
    expect(selectOf(cascade, 'model').isInvalid).toBe(false);
  });

  it('reloads a level whose saved-value assumption failed', async () => {
    const { loader, last, calls } = manualLoader();
    const cascade = createFitmentCascade({
      loader,
      initial: { year: 2021, makeSlug: 'nissan', modelSlug: 'titan' },
    });
    cascade.start();
    last('year').resolve();
    await flush();
    last('make').resolve();
    await flush();
    expect(selectOf(cascade, 'make').value).toBeNull();
    expect(selectOf(cascade, 'model').status).toBe('idle');
    expect(calls.find((call) => call.type === 'model')?.signal.aborted).toBe(true);
  });

  it('renders the first snapshot complete from initial options without a request', () => {
    const { loader, calls } = manualLoader();
    const initial = { year: 2020, makeSlug: 'ford', modelSlug: 'f-150' };
    const cascade = createFitmentCascade({
      loader,
      initial,
      initialOptions: {
        year: optionsFor(VEHICLES, 'year', {}),
        make: optionsFor(VEHICLES, 'make', { year: 2020 }),
        model: optionsFor(VEHICLES, 'model', { year: 2020, makeSlug: 'ford' }),
      },
    });
    expect(cascade.getSnapshot().fitment).toEqual(initial);
    expect(cascade.getSnapshot().canSave).toBe(true);
    cascade.start();
    expect(calls).toHaveLength(0);
  });

  it('reuses options it has loaded when the shopper goes back to an earlier choice', async () => {
    const loader = autoLoader();
    const cascade = createFitmentCascade({ loader });
    cascade.start();
    await flush();
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    await flush();
    cascade.send({ type: 'select', level: 'year', value: '2020' });
    await flush();
    const count = loader.count();
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    expect(selectOf(cascade, 'make').status).toBe('ready');
    expect(loader.count()).toBe(count);
  });

  it('marks a failed load and loads again on retry', async () => {
    const { loader, last } = manualLoader();
    const cascade = createFitmentCascade({ loader });
    cascade.start();
    last('year').reject(new Error('offline'));
    await flush();
    expect(selectOf(cascade, 'year')).toMatchObject({ status: 'error', error: 'load-failed' });
    cascade.send({ type: 'retry', level: 'year' });
    expect(selectOf(cascade, 'year').status).toBe('loading');
    last('year').resolve();
    await flush();
    expect(selectOf(cascade, 'year').status).toBe('ready');
  });

  it('treats a loader that throws synchronously as a failed load', async () => {
    const cascade = createFitmentCascade({
      loader: () => {
        throw new Error('boom');
      },
    });
    cascade.start();
    await flush();
    expect(selectOf(cascade, 'year').error).toBe('load-failed');
  });

  it('reset clears every choice; init restarts from another vehicle', async () => {
    const cascade = createFitmentCascade({
      loader: autoLoader(),
      initial: { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' },
    });
    cascade.start();
    await flush();
    expect(cascade.getSnapshot().canSave).toBe(true);
    cascade.send({ type: 'reset' });
    await flush();
    expect(cascade.getSnapshot().summary).toBe('none');
    expect(selectOf(cascade, 'year').status).toBe('ready');
    cascade.send({ type: 'init', fitment: { year: 2019, makeSlug: 'toyota', modelSlug: 'tacoma' } });
    await flush();
    expect(cascade.getSnapshot().fitmentToSave).toEqual({
      year: 2019,
      makeSlug: 'toyota',
      modelSlug: 'tacoma',
    });
  });

  it('stop aborts requests in flight and start issues them again', async () => {
    const { loader, calls, last } = manualLoader();
    const cascade = createFitmentCascade({ loader });
    cascade.start();
    const first = last('year');
    cascade.stop();
    expect(first.signal.aborted).toBe(true);
    first.resolve();
    await flush();
    expect(selectOf(cascade, 'year').status).toBe('loading');
    cascade.start();
    expect(calls).toHaveLength(2);
    last('year').resolve();
    await flush();
    expect(selectOf(cascade, 'year').status).toBe('ready');
  });

  it('subscribing starts the cascade and unsubscribing stops notifications', async () => {
    const loader = autoLoader();
    const cascade = createFitmentCascade({ loader });
    let notified = 0;
    const unsubscribe = cascade.subscribe(() => notified++);
    expect(loader.count()).toBe(1);
    await flush();
    expect(notified).toBe(1);
    unsubscribe();
    cascade.send({ type: 'select', level: 'year', value: '2021' });
    expect(notified).toBe(1);
  });
});
