import { describe, expect, it } from 'vitest';
import * as store from './index';

// Pins the public API: a change here is a change for every consumer and needs a changeset.
describe('@fitkit/store exports', () => {
  it('root entry', () => {
    expect(Object.keys(store).sort()).toEqual(['createMachine', 'createStore']);
  });
});
