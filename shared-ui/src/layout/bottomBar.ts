/**
 * While a bar is fixed to the bottom of the screen (the shell's tab navigation), the page sets
 * this CSS custom property on the root element to the bar's height, so that what else floats
 * at the bottom (the toasts) rises above it instead of covering it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--lp-bottom-bar-height';
