// What public-pages/webpack.config.mjs renders at build time (built for Node, never deployed).
export { renderPage, type RenderedPage } from './renderPage';
