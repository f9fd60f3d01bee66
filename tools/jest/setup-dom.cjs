// DOM test setup shared by React projects: jest-dom matchers and jest-axe's toHaveNoViolations.
require('@testing-library/jest-dom');
const { toHaveNoViolations } = require('jest-axe');
expect.extend(toHaveNoViolations);
