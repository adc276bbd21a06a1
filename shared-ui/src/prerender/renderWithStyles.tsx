import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

export interface RenderedMarkup {
  /** The markup of the tree. */
  html: string;
  /** The tree's styles as <style> elements, in the form emotion takes over in the browser. */
  styles: string;
}

/** Renders a tree to HTML at build time, with the styles its components insert (Node only). */
export function renderWithStyles(tree: ReactElement): RenderedMarkup {
  // The browser's emotion cache has the key `css`. `compat` keeps every rule in the cache
  // instead of writing a <style> beside each element, so they become <style> elements in the
  // form emotion takes over: the global styles (the baseline, the theme's focus ring), each in
  // the element its <Global> takes over (`css-global <name>`), then one element whose
  // data-emotion attribute lists the components' rules, which the browser then does not insert
  // again. (A global style left in the shared element would be inserted again in the browser,
  // making it work out the whole page's styles and layout a second time.)
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const globalNames = new Set<string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '') globalNames.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
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
