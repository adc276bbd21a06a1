// The addresses of the public pages: the ones a visitor sees first, built apart from the app
// (./startPublicPages.tsx). The servers answer each with its own pre-rendered page (`/` is index.html,
// `/login` login.html, `/signup` signup.html); the app (app.html) hands these addresses over to
// them with a full page load.
export const publicAddresses = ['/', '/login', '/signup'] as const;

export type PublicAddress = (typeof publicAddresses)[number];

export function isPublicAddress(pathname: string): pathname is PublicAddress {
  return (publicAddresses as readonly string[]).includes(pathname);
}
