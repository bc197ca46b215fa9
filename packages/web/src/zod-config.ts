/**
 * Imported first of all by the page (main.tsx): the protocol's parser (zod) would try `new
 * Function` to speed up its object schemas as they are built, when the protocol module loads. The
 * page's Content-Security-Policy forbids it, and the attempt alone is reported as a violation, so
 * zod is told before any schema is built to do without.
 */
import { config } from 'zod';

config({ jitless: true });
