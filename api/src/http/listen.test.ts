import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTestApp } from '../testing/testApp';
import { listen, serverTimeouts } from './listen';

// The real listening server on an ephemeral port, with a short request timeout.
describe('the listening server', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let server: Server;
  beforeEach(async () => {
    testApp = createTestApp();
    server = await listen(testApp.app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 1_000 });
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  });
  const port = () => (server.address() as AddressInfo).port;

  /** Sends the request head, then the body a byte every 200 ms; resolves when the socket closes. */
  function trickle(head: string, bodyLength: number) {
    return new Promise<{ response: string; bytesSent: number }>((resolve, reject) => {
      const socket: Socket = connect(port(), '127.0.0.1');
      let response = '';
      let bytesSent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (response += chunk));
      socket.on('error', () => undefined); // a reset still ends in 'close'
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (bytesSent < bodyLength && socket.writable) {
            socket.write('x');
            bytesSent += 1;
          }
          // The whole body at this pace takes bodyLength / 5 seconds: far past the timeout.
          if (bytesSent >= bodyLength) reject(new Error('the server took the whole slow body'));
        }, 200);
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ response, bytesSent });
      });
    });
  }

  it('cuts off a request body that trickles in, with 408', async () => {
    const bodyLength = 150; // 30 s at one byte per 200 ms
    const { response, bytesSent } = await trickle(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${bodyLength}`,
        '',
        '',
      ].join('\r\n'),
      bodyLength,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(bodyLength);
  }, 20_000);

  it('cuts off request headers that trickle in, with 408', async () => {
    const { response, bytesSent } = await trickle('GET /api/health HTTP/1.1\r\nX-Slow: ', 150);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(150);
  }, 20_000);

  it("keeps an idle connection open past the 6 s after which Node's default closes it", async () => {
    const answers = await new Promise<string>((resolve, reject) => {
      const socket: Socket = connect(port(), '127.0.0.1');
      let response = '';
      const ask = () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (response += chunk));
      socket.on('error', reject);
      socket.on('connect', () => {
        ask();
        setTimeout(ask, 7_000);
        setTimeout(() => {
          socket.destroy();
          resolve(response);
        }, 8_000);
      });
    });
    expect(answers.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  }, 15_000);

  it('still answers ordinary requests', async () => {
    const response = await fetch(`http://127.0.0.1:${port()}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('server timeouts', () => {
  it('wait 120 s for a whole request by default (an upload), 15 s for its headers, and check promptly', () => {
    const timeouts = serverTimeouts({ requestTimeoutMs: 120_000 });
    expect(timeouts.requestTimeout).toBe(120_000);
    expect(timeouts.headersTimeout).toBe(15_000);
    // Node checks for expired requests only every 30 s unless told otherwise.
    expect(timeouts.connectionsCheckingInterval).toBeLessThanOrEqual(3_000);
  });

  it('keep the headers timeout within a short request timeout', () => {
    const timeouts = serverTimeouts({ requestTimeoutMs: 1_000 });
    expect(timeouts.headersTimeout).toBeLessThanOrEqual(1_000);
    expect(timeouts.connectionsCheckingInterval).toBeLessThanOrEqual(250);
  });
});
