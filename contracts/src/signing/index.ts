// Signing rules of the US states and DC for the will, the health directive and the power of
// attorney, and the words of a PDF's signing page.
export * from './signingTypes';
export * from './signingRules';
export * from './signingPage';
