// The frame of a page of the product, the same on the public pages and in the app: the brand,
// the main landmark and its skip link, the document title.
export { BrandLogo } from './BrandLogo';
export { MainContent, SkipLink } from './MainContent';
export { pageTitle, PRODUCT_NAME, useDocumentTitle } from './useDocumentTitle';
