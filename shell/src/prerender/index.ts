// What shell/webpack.config.mjs renders at build time (built for Node, never deployed).
export { renderDemoFirstScreen } from './renderDemoFirstScreen';
