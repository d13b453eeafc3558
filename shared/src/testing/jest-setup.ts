import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…`/`waitFor` wait for a condition, up to this long: a page's lazy module loading for the
// first time in a test file can pass testing-library's default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
