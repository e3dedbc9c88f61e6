import { describe, expect, it } from 'vitest';
import { INTEGRATIONS } from '../lib/integrations';
import { integrationReport } from './integration-report.server';

describe('integrationReport', () => {
  it('lists every integration with its variable, its configured script and the CSP the configured ones need', () => {
    const report = integrationReport({ CHAT_SCRIPT_URL: 'https://chat.example.test/w.js' });
    expect(report.rows.map((row) => row.name)).toEqual([...INTEGRATIONS]);
    expect(report.rows.find((row) => row.name === 'chat')).toMatchObject({
      scriptEnv: 'CHAT_SCRIPT_URL',
      script: 'https://chat.example.test/w.js',
    });
    expect(report.rows.find((row) => row.name === 'analytics')?.script).toBeNull();
    expect(report.csp['script-src']).toEqual(['https://chat.example.test']);
    expect(integrationReport({}).csp).toEqual({});
  });
});
