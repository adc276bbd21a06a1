// The script of index.html (`/`). It carries the landing page, so hydrating waits for no
// other download; the sign-in page downloads if the visitor goes there.
import { startPublicPages } from '../startPublicPages';

void startPublicPages(async () => ({
  '/': (await import(/* webpackMode: "eager" */ '../LandingPage')).LandingPage,
}));
