/**
 * A link to a section of the rules summary: opens the rules beside the game at that section.
 * A real link (to `#rule-<section>`), so it also works from the keyboard and when opened anew.
 */
import { signal } from '@preact/signals';
import { t } from '../i18n/index.ts';
import type { RuleId } from '../i18n/rules.ts';

/** The rules section shown, or null when the rules are closed. */
export const rulesSection = signal<RuleId | null>(null);

export function openRules(section: RuleId): void {
  rulesSection.value = section;
  // After the drawer renders, bring the section into view.
  requestAnimationFrame(() => {
    document.getElementById(`rule-${section}`)?.scrollIntoView({ block: 'start' });
  });
}

export function RuleLink({ section, label }: { section: RuleId; label?: string }) {
  return (
    <a
      class="rule-link"
      href={`#rule-${section}`}
      aria-label={label ?? t('rules.link')}
      title={t('rules.link')}
      onClick={(e) => {
        e.preventDefault();
        openRules(section);
      }}
    >
      §
    </a>
  );
}
