// Setup file of every jsdom vitest project (`@csan/shared-ui/testing/dom-setup`).
// `pnpm test` runs all projects at once on two cores, where the first transform of a lazy
// chunk (a shell auth page, a remote page) can take seconds. Testing Library's default 1 s
// auto-wait then turns a correct `findBy…` into a race; a longer ceiling costs nothing when
// the element appears at once, and a missing element still fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
