import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const required = { WALLET_URL: 'http://127.0.0.1:8080', WALLET_SECRET: 'a-secret-of-16-chars' };

describe('the studio environment', () => {
  it('has defaults for all but the wallet', () => {
    expect(parseEnv(required)).toEqual({
      PORT: 8090,
      HOST: '127.0.0.1',
      PROVIDER_NAME: 'demo-provider',
      WALLET_URL: 'http://127.0.0.1:8080',
      WALLET_SECRET: 'a-secret-of-16-chars',
      WALLET_TIMEOUT_MS: 3000,
      FRAME_ANCESTORS: '*',
      CHAOS_DROP: 0,
      CHAOS_DELAY: 0,
      CHAOS_SEED: undefined,
    });
  });

  it('names every bad variable, never a value', () => {
    let error: unknown;
    try {
      parseEnv({ WALLET_SECRET: 'short', CHAOS_DROP: '2', PORT: 'x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variables.sort()).toEqual([
      'CHAOS_DROP',
      'PORT',
      'WALLET_SECRET',
      'WALLET_URL',
    ]);
    expect((error as EnvError).message).toMatch(/WALLET_URL is required/);
    expect((error as EnvError).message).not.toMatch(/short/);
  });

  it('refuses a frame-ancestors value that would end the policy', () => {
    expect(() => parseEnv({ ...required, FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(
      /FRAME_ANCESTORS/,
    );
    expect(
      parseEnv({ ...required, FRAME_ANCESTORS: 'https://lobby.example' }).FRAME_ANCESTORS,
    ).toBe('https://lobby.example');
  });
});
