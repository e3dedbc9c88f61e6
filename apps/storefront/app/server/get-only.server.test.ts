import { describe, expect, it } from 'vitest';
import { getOnly } from './get-only.server';

describe('getOnly', () => {
  it('refuses with a plain 405 that names GET', async () => {
    let thrown: unknown;
    try {
      getOnly();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(await response.text()).toBe('Method Not Allowed');
  });
});
