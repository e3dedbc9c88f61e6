import { describe, expect, it } from 'vitest';
import { BUILD_STATUSES } from '../../db/tables/builds';
import { nextBuildStatus } from './transitions';

describe('build moderation transitions', () => {
  it('goes submitted → confirmed → published, and a confirmed build may be rejected', () => {
    expect(nextBuildStatus('submitted', 'confirm')).toBe('confirmed');
    expect(nextBuildStatus('confirmed', 'publish')).toBe('published');
    expect(nextBuildStatus('confirmed', 'reject')).toBe('rejected');
  });

  it('never publishes or rejects a build its owner has not confirmed, and confirms only once', () => {
    expect(nextBuildStatus('submitted', 'publish')).toBeNull();
    expect(nextBuildStatus('submitted', 'reject')).toBeNull();
    for (const status of BUILD_STATUSES.filter((s) => s !== 'submitted')) {
      expect(nextBuildStatus(status, 'confirm')).toBeNull();
    }
  });

  it('sends an edited published or rejected build back to moderation, never straight to the public', () => {
    expect(nextBuildStatus('published', 'edit')).toBe('confirmed');
    expect(nextBuildStatus('rejected', 'edit')).toBe('confirmed');
    expect(nextBuildStatus('submitted', 'edit')).toBe('submitted');
    for (const status of BUILD_STATUSES) expect(nextBuildStatus(status, 'edit')).not.toBe('published');
  });
});
