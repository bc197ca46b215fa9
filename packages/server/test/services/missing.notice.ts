/**
 * What a test tier runs when a program it needs is not installed (see vitest.config.ts): one test
 * that says which, skipped on a developer's machine and failed in CI (CI=true), where a tier that
 * ran nothing must not pass as if it had.
 */
import { inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why the tier's files cannot run here, in a sentence. */
    missingService: string;
  }
}

const reason = inject('missingService');

if (process.env.CI === 'true') {
  it(reason, () => {
    throw new Error(`${reason} In CI every tier runs: install them as .ci/run does.`);
  });
} else {
  it.skip(reason, () => undefined);
}
