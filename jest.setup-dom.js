require('@testing-library/jest-dom');

// findBy…/waitFor wait up to 5 s instead of 1 s: on a busy two-core machine (jest's workers and
// webpack builds side by side) a lazily loaded page can take over a second to appear, and a
// shorter wait makes tests fail for the machine's sake rather than the code's.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
