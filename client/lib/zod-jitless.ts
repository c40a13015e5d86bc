import { config } from 'zod/v4/core';

/*
 * What `zod` means in the browser build (vite.config.ts aliases it here): zod itself, told before any
 * schema exists not to compile validators with `new Function`. The site's CSP forbids eval, and zod's
 * probe for it would otherwise be reported as a violation, so a CSP report now always means an attack.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
