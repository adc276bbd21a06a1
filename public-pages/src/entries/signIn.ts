// The script of login.html and signup.html (`/login`, `/signup`: one page in two modes). It
// carries the sign-in page, so hydrating waits for no other download.
import { startPublicPages } from '../startPublicPages';

void startPublicPages(async () => {
  const { SignInPage, SignUpPage } = await import(/* webpackMode: "eager" */ '../auth/AuthPage');
  return { '/login': SignInPage, '/signup': SignUpPage };
});
