// What shell/webpack.config.mjs renders at build time (built for Node, never deployed).
export { renderPage, type RenderedPage } from './renderPage';
export { renderDemoFirstScreen } from './renderDemoFirstScreen';
