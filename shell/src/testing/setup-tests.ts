import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy and waitFor wait 4 s, not 1: pages answer from a fake backend, but a busy two-core machine can take longer
// than a second to render them, and a test must fail on a wrong page, not on a slow one.
configure({ asyncUtilTimeout: 4_000 });
