/**
 * A link to a section of the rules summary: opens the rules beside the game at that section.
 * A real link (to `#rule-<section>`), so it also works from the keyboard and when opened anew.
 */
import { signal } from '@preact/signals';
import { lang, t } from '../i18n/index.ts';
import type { RuleId, RulesCatalog } from '../i18n/rules.ts';
import { rulesDe } from '../i18n/rules-de.ts';
import { rulesEn } from '../i18n/rules-en.ts';
import { rulesIt } from '../i18n/rules-it.ts';

const TITLES: Readonly<Record<string, RulesCatalog>> = { en: rulesEn, de: rulesDe, it: rulesIt };

/** What a link opens, in words: "Rule: The officials" (a bare "§" says nothing to most people). */
export const ruleLinkLabel = (section: RuleId): string =>
  t('rules.link.to', { section: (TITLES[lang.value] ?? rulesEn)[section].title });

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
      aria-label={label ?? ruleLinkLabel(section)}
      title={label ?? ruleLinkLabel(section)}
      onClick={(e) => {
        e.preventDefault();
        openRules(section);
      }}
    >
      §
    </a>
  );
}
