import { describe, expect, it } from 'vitest';
import { handOverEnv, runsUnderPnpm } from './toolchain.mjs';

describe('npm start / npm test hand over to pnpm', () => {
  it('runs in place only under pnpm on Node 24 or newer', () => {
    expect(
      runsUnderPnpm({ npm_config_user_agent: 'pnpm/10.34.9 npm/? node/v24.21.0 linux x64' }, '24.21.0'),
    ).toBe(true);
    expect(runsUnderPnpm({ npm_config_user_agent: 'npm/10.8.2 node/v20.20.2 linux x64' }, '20.20.2')).toBe(
      false,
    );
    expect(runsUnderPnpm({ npm_config_user_agent: 'npm/11.6.0 node/v24.21.0 linux x64' }, '24.21.0')).toBe(
      false,
    );
    expect(runsUnderPnpm({ npm_config_user_agent: 'pnpm/10.34.9 node/v20.20.2' }, '20.20.2')).toBe(false);
    expect(runsUnderPnpm({}, '24.21.0')).toBe(false);
  });

  it("gives pnpm the toolchain's PATH without the variables npm set for its script", () => {
    const env = handOverEnv(
      {
        HOME: '/root',
        npm_config_user_agent: 'npm/10',
        npm_lifecycle_event: 'start',
        NODE_EXTRA_CA_CERTS: '/ca',
      },
      '/repo/.tools/pnpm/bin:/repo/.tools/node24/bin:/usr/bin',
    );
    expect(env).toEqual({
      HOME: '/root',
      NODE_EXTRA_CA_CERTS: '/ca',
      PATH: '/repo/.tools/pnpm/bin:/repo/.tools/node24/bin:/usr/bin',
      FITKIT_TOOLCHAIN: '1',
    });
  });
});
