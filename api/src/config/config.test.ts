import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has defaults that run the product on one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      mongodbUri: undefined,
      bodyLimit: '1mb',
      serveFrontend: true,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(path.basename(config.dataDir)).toBe('data');
  });

  it('reads environment variables', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/lp-data',
      MONGODB_URI: 'mongodb://db:27017/lp',
      SERVE_FRONTEND: 'false',
      SESSION_MAX_AGE_HOURS: '2',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/lp-data',
      mongodbUri: 'mongodb://db:27017/lp',
      serveFrontend: false,
      sessionMaxAgeMs: 7_200_000,
    });
  });

  it('refuses bad values with a message naming each variable', () => {
    const load = () =>
      loadConfig({ PORT: '99999', MONGODB_URI: 'postgres://x', SESSION_SECRET: 'short' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be less than or equal to 65535/);
    expect(load).toThrow(/MONGODB_URI must start with mongodb:\/\//);
    expect(load).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it('accepts local addresses and refuses anything but an http(s) URL for PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:18080/' }).publicUrl).toBe(
      'http://localhost:18080',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://files' })).toThrow(
      /PUBLIC_URL must be an absolute http\(s\) URL/,
    );
  });

  it('configures a provider only when both its client id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).oauth.google).toBeNull();
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).oauth.google,
    ).toMatchObject({ clientId: 'id', clientSecret: 'secret' });
  });

  it('reads the admin emails as a lower-cased list', () => {
    expect([
      ...loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).adminEmails,
    ]).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it('lets 20 accounts an hour be made from one address by default, SIGNUPS_PER_ADDRESS_PER_HOUR otherwise', () => {
    expect(loadConfig({}).signupsPerAddressPerHour).toBe(20);
    expect(loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: '200' }).signupsPerAddressPerHour).toBe(200);
    expect(() => loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(
      /SIGNUPS_PER_ADDRESS_PER_HOUR must be at least 1/,
    );
  });

  it('lets one address make 10 access requests in 15 minutes by default, ACCESS_REQUESTS_PER_ADDRESS otherwise', () => {
    expect(loadConfig({}).accessRequestsPerAddress).toBe(10);
    expect(loadConfig({ ACCESS_REQUESTS_PER_ADDRESS: '500' }).accessRequestsPerAddress).toBe(500);
    expect(() => loadConfig({ ACCESS_REQUESTS_PER_ADDRESS: '0' })).toThrow(
      /ACCESS_REQUESTS_PER_ADDRESS must be at least 1/,
    );
  });

  it('gives a client 120 s to send a request by default, REQUEST_TIMEOUT_SECS otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECS: '5' }).requestTimeoutMs).toBe(5_000);
    for (const bad of ['0', '-1', 'soon', '1.5']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECS: bad })).toThrow(
        /REQUEST_TIMEOUT_SECS must be a whole number of seconds/,
      );
    }
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
