import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STRICT_TRANSPORT_SECURITY, contentSecurityPolicy } from '../api/src/http/securityHeaders';
import catalog from '../build-config/remote-catalog.json';

// The nginx configurations of the compose deployment (deploy/nginx), read and checked the way
// nginx would apply them: which location answers an address, and which headers it adds.
// Docker and nginx do not run on our machines.
const root = path.resolve(__dirname, '..');

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** A small parser of nginx's configuration syntax (directives, blocks, quotes, comments). */
function parseNginx(text: string): Directive[] {
  const tokens: string[] = [];
  const tokenPattern =
    /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#][^\s{};]*)/g;
  for (const match of text.matchAll(tokenPattern)) {
    if (match[0].startsWith('#')) continue;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  let position = 0;
  const parseBlock = (): Directive[] => {
    const directives: Directive[] = [];
    while (position < tokens.length && tokens[position] !== '}') {
      const words: string[] = [];
      while (tokens[position] !== ';' && tokens[position] !== '{') {
        if (position >= tokens.length) throw new Error('unterminated directive');
        words.push(tokens[position++] as string);
      }
      const [name = '', ...args] = words;
      if (tokens[position++] === '{') {
        directives.push({ name, args, block: parseBlock() });
        if (tokens[position++] !== '}') throw new Error(`unclosed block ${name}`);
      } else {
        directives.push({ name, args });
      }
    }
    return directives;
  };
  return parseBlock();
}

function readConf(file: string): Directive[] {
  return parseNginx(readFileSync(path.join(root, 'deploy', 'nginx', file), 'utf8'));
}

function serverOf(conf: Directive[]): Directive[] {
  const servers = conf.filter((directive) => directive.name === 'server');
  expect(servers).toHaveLength(1);
  return servers[0]?.block ?? [];
}

/** The location nginx picks for a URI: exact, then longest prefix (^~ stops), then regexes. */
function locationFor(server: Directive[], uri: string): Directive {
  const locations = server.filter((directive) => directive.name === 'location');
  const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === uri);
  if (exact) return exact;
  const prefixes = locations
    .filter((l) => (l.args.length === 1 || l.args[0] === '^~') && uri.startsWith(l.args.at(-1)!))
    .sort((a, b) => b.args.at(-1)!.length - a.args.at(-1)!.length);
  const longest = prefixes[0];
  if (longest?.args[0] !== '^~') {
    for (const l of locations) {
      if (l.args[0] === '~' || l.args[0] === '~*') {
        if (new RegExp(l.args[1]!, l.args[0] === '~*' ? 'i' : '').test(uri)) return l;
      }
    }
  }
  if (!longest) throw new Error(`no location for ${uri}`);
  return longest;
}

/**
 * The headers a location adds: its own add_header directives, or, when it has none, the
 * server's (nginx inherits add_header only into a level that has no add_header of its own).
 */
function addedHeaders(server: Directive[], location: Directive): Map<string, string[]> {
  const own = (location.block ?? []).filter((d) => d.name === 'add_header');
  const effective = own.length ? own : server.filter((d) => d.name === 'add_header');
  // A value that is a variable the server sets (`set $name "value";`) reads as that value.
  const variables = new Map(
    server.filter((d) => d.name === 'set').map((d) => [d.args[0], d.args[1] ?? '']),
  );
  const headers = new Map<string, string[]>();
  for (const { args } of effective) {
    const [name = '', value = '', ...flags] = args;
    headers.set(name.toLowerCase(), [variables.get(value) ?? value, ...flags]);
  }
  return headers;
}

/** map $source $variable { value result; ... } at the top of the file (http context). */
function mapOf(conf: Directive[], variable: string): { source: string; cases: Directive[] } {
  const map = conf.find((d) => d.name === 'map' && d.args[1] === variable);
  if (!map) throw new Error(`no map for ${variable}`);
  return { source: map.args[0] as string, cases: map.block ?? [] };
}

function remoteOrigins(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'deploy', 'remotes.compose.json'), 'utf8'),
  ) as Record<string, string>;
  return [...new Set(Object.values(manifest).map((address) => new URL(address).origin))];
}

const configurations = [
  {
    file: 'shell.conf',
    // The shell's page loads each remote's scripts and mf-manifest.json from the remote's own
    // origin (deploy/remotes.compose.json).
    policy: contentSecurityPolicy(remoteOrigins()),
    pages: [
      '/',
      '/app',
      '/login',
      '/signup',
      '/remotes.json',
      '/main.0123abcd.js',
      '/1.89abcdef.js',
      // The public pages' own scripts (public-pages, served beside the shell's files).
      '/pages.landing.0123abcd.js',
    ],
    maps: ['/main.0123abcd.js.map', '/1.89abcdef.js.map', '/anything.map', '/X.JS.MAP'],
  },
  {
    file: 'remote.conf',
    // A remote's harness page loads only its own files.
    policy: contentSecurityPolicy(),
    pages: ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/12.89abcdef.js'],
    maps: ['/remoteEntry.js.map', '/12.89abcdef.js.map', '/main.0123abcd.js.map'],
  },
];

describe.each(configurations)('nginx $file', ({ file, policy, pages, maps }) => {
  const conf = readConf(file);
  const server = serverOf(conf);

  it.each(pages)('sends the security headers with %s', (uri) => {
    const headers = addedHeaders(server, locationFor(server, uri));
    // `always`: error pages (a missing file's 404) carry them too.
    expect(headers.get('content-security-policy')).toEqual([policy, 'always']);
    expect(headers.get('x-content-type-options')).toEqual(['nosniff', 'always']);
    expect(headers.get('x-frame-options')).toEqual(['DENY', 'always']);
    expect(headers.get('referrer-policy')).toEqual(['same-origin', 'always']);
    // HSTS from a variable that is empty (no header) unless the request came over HTTPS.
    const [hsts] = headers.get('strict-transport-security') ?? [];
    const hstsMap = mapOf(conf, hsts as string);
    expect(hstsMap.source).toBe('$scheme');
    expect(hstsMap.cases).toEqual(
      expect.arrayContaining([
        { name: 'https', args: [STRICT_TRANSPORT_SECURITY] },
        { name: 'default', args: [''] },
      ]),
    );
    expect(hstsMap.cases).toHaveLength(2);
  });

  it('caches hashed chunks as immutable and revalidates the rest', () => {
    for (const uri of pages) {
      const [cacheControl] = addedHeaders(server, locationFor(server, uri)).get('cache-control')!;
      expect([uri, cacheControl]).toEqual([
        uri,
        /\.[0-9a-f]{8}\.js$/.test(uri) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ]);
    }
  });

  it("sends the build's gzip copies and compresses nothing per request", () => {
    expect(server).toContainEqual({ name: 'gzip_static', args: ['on'] });
    expect(server).toContainEqual({ name: 'gzip_vary', args: ['on'] });
    const everyLevel = [...server, ...server.flatMap((directive) => directive.block ?? [])];
    const overrides = everyLevel.filter(
      ({ name, args }) =>
        (name === 'gzip' && args[0] !== 'off') || (name === 'gzip_static' && args[0] !== 'on'),
    );
    expect(overrides).toEqual([]);
  });

  it.each(maps)('refuses to serve the source map %s', (uri) => {
    const location = locationFor(server, uri);
    expect(location.block).toContainEqual({ name: 'return', args: ['404'] });
  });
});

describe('nginx shell.conf and the API', () => {
  const server = serverOf(readConf('shell.conf'));

  it.each([
    '/api/documents',
    '/api/files/report.map',
    '/api/x.0123abcd.js',
    '/API/Auth/User',
    '/api',
  ])('proxies %s to the API, which sends its own headers (no-store, CSP, HSTS)', (uri) => {
    const location = locationFor(server, uri);
    expect(location.block).toContainEqual({ name: 'proxy_pass', args: ['http://legacy_api'] });
    expect(addedHeaders(server, location).size).toBe(0);
  });

  it('answers a page address with its pre-rendered page, or else app.html', () => {
    for (const uri of ['/', '/login', '/signup', '/app', '/no/such/page', '/apix', '/app/api']) {
      const tryFiles = locationFor(server, uri).block?.find((d) => d.name === 'try_files');
      expect([uri, tryFiles?.args]).toEqual([uri, ['$uri', '$uri/', '$uri.html', '/app.html']]);
    }
  });

  it('does not wait long for a slow client, as the API does not', () => {
    for (const name of ['client_header_timeout', 'client_body_timeout']) {
      const [value = ''] = server.find((directive) => directive.name === name)?.args ?? [];
      const seconds = Number(/^(\d+)s$/.exec(value)?.[1]);
      expect([name, seconds > 0 && seconds <= 30]).toEqual([name, true]);
    }
  });

  it('names the origin of every remote of deploy/remotes.compose.json in its policy', () => {
    const [policy] = addedHeaders(server, locationFor(server, '/app')).get(
      'content-security-policy',
    )!;
    expect(remoteOrigins()).toHaveLength(catalog.remotes.length);
    for (const origin of remoteOrigins()) {
      expect(policy).toMatch(new RegExp(`script-src [^;]*${origin}`));
      expect(policy).toMatch(new RegExp(`connect-src [^;]*${origin}`));
    }
  });
});

describe('the nginx test parser', () => {
  it('follows nginx location rules and add_header inheritance', () => {
    const conf = parseNginx(`
      server {
        add_header X-Server $server_value always; # comment
        set $server_value "server level";
        location / { }
        location ^~ /static/ { add_header X-Static yes; }
        location ~* \\.js$ { add_header X-Js 'yes'; }
        location = /exact { return 204; }
      }
    `);
    const server = serverOf(conf);
    expect(locationFor(server, '/exact').args).toEqual(['=', '/exact']);
    expect(locationFor(server, '/static/a.js').args).toEqual(['^~', '/static/']);
    expect(locationFor(server, '/a/B.JS').args).toEqual(['~*', '\\.js$']);
    expect(locationFor(server, '/page').args).toEqual(['/']);
    expect(addedHeaders(server, locationFor(server, '/page'))).toEqual(
      new Map([['x-server', ['server level', 'always']]]),
    );
    expect(addedHeaders(server, locationFor(server, '/a.js'))).toEqual(
      new Map([['x-js', ['yes']]]),
    );
  });
});
