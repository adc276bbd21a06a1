// How the two sets of pages of the site's origin, the public pages (public-pages) and the app
// (the shell), hand a visitor over to each other: full page loads, a toast carried across one,
// the demo flag that both read. Tiny and free of React, so the shell's first script can use it.
export { loadPageWithToast, takeCarriedToast } from './carriedToast';
export { DEMO_FLAG_KEY, isDemoModeOn, setDemoMode } from './demoFlag';
export { loadPage } from './pageLoad';
export { isPublicAddress, publicAddresses, type PublicAddress } from './publicAddresses';
