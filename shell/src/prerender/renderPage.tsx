// Renders a page of the shell to HTML at build time (shell/webpack.config.mjs puts it into that
// page's .html file), so `/` and `/login` are readable before any script runs; the browser
// then hydrates the same tree (bootstrap.tsx). Runs in Node, never in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ShellProviders, shellRouteTree } from '../App';

export interface RenderedPage {
  /** The markup of the #root element. */
  html: string;
  /** The page's styles as one <style> element for <head>, in the form emotion hydrates. */
  styles: string;
}

export async function renderPage(address: string): Promise<RenderedPage> {
  const handler = createStaticHandler(shellRouteTree);
  const context = await handler.query(new Request(new URL(address, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${address} redirects: nothing to pre-render`);
  if (context.statusCode !== 200) throw new Error(`${address} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // The browser's emotion cache has the key `css`. `compat` keeps every rule in the cache
  // instead of writing a <style> beside each element, so they become one <style> in <head>
  // whose data-emotion attribute lists the rules the browser then does not insert again.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <ShellProviders>
          {/* hydrate={false}: no inline script (the Content Security Policy refuses one). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShellProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = rules.map(([id]) => id).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return { html, styles: `<style data-emotion="css ${ids}">${css}</style>` };
}
