/**
 * "Lost your sign-in link?": the address given in the account settings gets a new
 * link by mail; the page never says whether the address is known.
 */
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { askRecovery } from '../game/ratings-api.ts';

export function LostLink() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <details class="lost-link">
      <summary>{t('recover.title')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void askRecovery(email.trim()).then(() => {
            setSent(true);
          });
        }}
      >
        <label>
          {t('recover.email')}{' '}
          <input
            type="email"
            required
            value={email}
            onInput={(e) => {
              setEmail(e.currentTarget.value);
            }}
          />
        </label>
        <button type="submit" class="action">
          {t('recover.send')}
        </button>
        {sent && (
          <p class="hint" role="status">
            {t('recover.sent')}
          </p>
        )}
      </form>
    </details>
  );
}
