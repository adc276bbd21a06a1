import { Writable } from 'node:stream';
import pino, { type Level } from 'pino';
import request from 'supertest';
import { createTestApp } from '../testing/testApp';

/** The real app with a logger at `level` that keeps its lines. */
function appLoggingAt(level: Level) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { testApp: createTestApp({}, {}, pino({ level }, sink)), lines };
}

describe('the request log', () => {
  it('writes a line per request at info: method, path without its query, status, time', async () => {
    const { testApp, lines } = appLoggingAt('info');
    try {
      await request(testApp.app.callback()).get('/api/auth/user?secret=kept-out').expect(401);
      const line = lines.find((entry) => entry.msg === 'request');
      expect(line).toMatchObject({ method: 'GET', path: '/api/auth/user', status: 401 });
      expect(typeof line?.ms).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('kept-out');
    } finally {
      await testApp.close();
    }
  });

  it('is not written above info', async () => {
    const { testApp, lines } = appLoggingAt('warn');
    try {
      await request(testApp.app.callback()).get('/api/health').expect(200);
      expect(lines.filter((entry) => entry.msg === 'request')).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
