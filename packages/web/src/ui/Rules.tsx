/**
 * The rules summary, in the reader's language: a drawer beside the page, opened from the header
 * or from any official, tile or carriage at its own section.
 */
import { useEffect, useRef } from 'preact/hooks';
import { lang, t, type Lang } from '../i18n/index.ts';
import { RULE_SECTIONS, type RulesCatalog } from '../i18n/rules.ts';
import { rulesEn } from '../i18n/rules-en.ts';
import { rulesDe } from '../i18n/rules-de.ts';
import { rulesIt } from '../i18n/rules-it.ts';
import { rulesSection } from './RuleLink.tsx';

export const RULES: Readonly<Record<Lang, RulesCatalog>> = {
  en: rulesEn,
  de: rulesDe,
  it: rulesIt,
};

/** Sections of the expansions, kept apart under their own heading. */
const EXPANSION_SECTIONS = new Set(['messenger', 'offices', 'pg', 'pg-horses', 'pg-free-cities']);

export function RulesDrawer() {
  const section = rulesSection.value;
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (section === null) return undefined;
    closeButton.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') rulesSection.value = null;
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [section]);
  if (section === null) return null;
  const rules = RULES[lang.value];
  const base = RULE_SECTIONS.filter((id) => !EXPANSION_SECTIONS.has(id));
  const expansions = RULE_SECTIONS.filter((id) => EXPANSION_SECTIONS.has(id));
  const render = (id: (typeof RULE_SECTIONS)[number]) => (
    <section key={id} id={`rule-${id}`} class={`rule${id === section ? ' current' : ''}`}>
      <h3>{rules[id].title}</h3>
      {rules[id].text.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
  return (
    <aside
      class="rules-drawer"
      role="dialog"
      aria-modal="false"
      aria-labelledby="rules-title"
      data-rules="true"
    >
      <header>
        <h2 id="rules-title">{t('rules.title')}</h2>
        <button
          ref={closeButton}
          type="button"
          class="close-x"
          aria-label={t('common.close')}
          onClick={() => {
            rulesSection.value = null;
          }}
        >
          ×
        </button>
      </header>
      <div class="rules-body">
        {base.map(render)}
        <h2 class="rules-part">{t('rules.expansions')}</h2>
        {expansions.map(render)}
      </div>
    </aside>
  );
}
