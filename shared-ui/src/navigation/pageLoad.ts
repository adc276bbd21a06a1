// The site is two builds, each with its own pages: the public pages (`/`, `/login`, `/signup`:
// public-pages, light and pre-rendered) and the app (every other address: app.html, the
// federated shell). Going from one to the other is a full page load, done here, in one
// place that tests can stand in for (jsdom does not load pages).
export function loadPage(address: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}
