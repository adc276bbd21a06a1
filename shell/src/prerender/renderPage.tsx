// Renders a public page (shell/src/publicPages) to HTML at build time: shell/webpack.config.mjs
// puts it into that page's .html file, so `/`, `/login` and `/signup` are readable before any
// script runs; the browser then hydrates the same tree (publicPages/startPublicPages.tsx).
// Runs in Node, never in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { isPublicAddress } from '../publicPages/addresses';
import { loadPublicPage } from '../publicPages/pageTable';
import { PublicPages } from '../publicPages/PublicPages';

export interface RenderedPage {
  /** The markup of the #root element. */
  html: string;
  /** The page's styles as <style> elements for <head>, in the form emotion hydrates. */
  styles: string;
}

export async function renderPage(address: string): Promise<RenderedPage> {
  if (!isPublicAddress(address)) throw new Error(`${address} is not a public page`);
  const page = await loadPublicPage(address);

  // The browser's emotion cache has the key `css`. `compat` keeps every rule in the cache
  // instead of writing a <style> beside each element, so they become <style> elements in
  // <head> in the form emotion hydrates: the global styles (the baseline, the theme's focus
  // ring), each in the element its <Global> takes over (`css-global <name>`), then one element
  // whose data-emotion attribute lists the components' rules, which the browser then does not
  // insert again. (A global style left in the shared element would be inserted again while
  // hydrating, making the browser work out the whole page's styles and layout a second time.)
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const globalNames = new Set<string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '') globalNames.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        {/* A first visit, as the browser hydrates it: signed out, nothing handed over. */}
        <PublicPages page={page} location={{ pathname: address, search: '', state: null }} />
      </CacheProvider>
    </StrictMode>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const globals = rules
    .filter(([name]) => globalNames.has(name))
    .map(([name, rule]) => `<style data-emotion="css-global ${name}">${rule}</style>`);
  const components = rules.filter(([name]) => !globalNames.has(name));
  const ids = components.map(([id]) => id).join(' ');
  const css = components.map(([, rule]) => rule).join('');
  return {
    html,
    styles: `${globals.join('')}<style data-emotion="css ${ids}">${css}</style>`,
  };
}
