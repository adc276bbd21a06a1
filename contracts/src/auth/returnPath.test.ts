import { returnPathFrom, signInAddressFor } from './returnPath';

describe('returnPathFrom', () => {
  it.each([
    ['/app?tab=privacy', '/app?tab=privacy'],
    ['/will-testament', '/will-testament'],
    ['/app?tab=documents#essentials', '/app?tab=documents#essentials'],
    ['/account', '/account'],
  ])('follows a path of this site: %s', (value, expected) => {
    expect(returnPathFrom(value)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/app'],
    ['a protocol-relative address', '//evil.example/app'],
    ['a backslash browsers read as a slash', '/\\evil.example/app'],
    ['a tab hidden inside the slashes', '/\t/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'app'],
    ['the API', '/api/auth/logout'],
    ['the sign-in page itself', '/login?next=/app'],
    ['the sign-up page', '/signup'],
    ['a way up and out of the app', '/app/../api/auth/logout'],
    ['nothing', null],
    ['something else than text', ['/app']],
    ['a path too long to be a page', `/app?${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, value) => {
    expect(returnPathFrom(value)).toBeNull();
  });
});

describe('signInAddressFor', () => {
  it('asks sign-in to return to the page that was asked for', () => {
    expect(signInAddressFor('/app?tab=privacy')).toBe('/login?next=%2Fapp%3Ftab%3Dprivacy');
  });

  it('keeps the plain sign-in address for the default page or an unsafe one', () => {
    expect(signInAddressFor('/app')).toBe('/login');
    expect(signInAddressFor('//evil.example')).toBe('/login');
  });
});
