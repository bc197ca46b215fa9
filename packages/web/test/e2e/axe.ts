/**
 * The accessibility scan of the end-to-end tests: axe-core (through `@axe-core/playwright`) over
 * the whole page as it is shown, its violations of serious or critical impact listed one a line
 * (rule, impact, the elements, axe's help), so a failing test says what to fix and where.
 *
 * @example
 * expect(await seriousViolations(page)).toEqual([]);
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact !== undefined && v.impact !== null && BLOCKING.has(v.impact))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(', ');
      const more = v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : '';
      return `${v.id} (${v.impact}): ${targets}${more}: ${v.help}`;
    });
}
