import { ConfigError, baseConfigSchema, parseConfig } from './config';

const valid = {
  PORT: '4001',
  DATABASE_URL: 'postgres://localhost/x',
  REDIS_URL: 'redis://localhost:6379',
  IDENTITY_SECRET: 'x'.repeat(32),
};

describe('parseConfig', () => {
  it('applies defaults and coerces numbers', () => {
    expect(parseConfig(baseConfigSchema, valid)).toMatchObject({
      PORT: 4001,
      QUEUE_PREFIX: 'wellness',
      LOG_LEVEL: 'info',
      APP_URL: 'http://localhost:8080',
    });
  });

  it('names a missing variable in one line', () => {
    const { DATABASE_URL: _omit, ...missing } = valid;
    expect(() => parseConfig(baseConfigSchema, missing)).toThrow(
      new ConfigError('Invalid environment: DATABASE_URL: required but not set'),
    );
  });

  it('explains a bad value', () => {
    expect(() => parseConfig(baseConfigSchema, { ...valid, IDENTITY_SECRET: 'short' })).toThrow(
      'IDENTITY_SECRET: must be at least 32 characters',
    );
  });
});
