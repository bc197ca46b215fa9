/**
 * Account settings: a new name (the old one stays in the profile's history), an
 * e-mail address for a new sign-in link if the old one is lost, the personal link itself, and
 * deleting the account (after a confirmation): the games stay under an anonymous name.
 */
import { useEffect, useState } from 'preact/hooks';
import { t, tKey } from '../i18n/index.ts';
import { saveIdentity, signOut, type Identity } from '../game/api.ts';
import type { GameError } from '../game/connection.ts';
import { account, deleteAccount, rename, setEmail } from '../game/ratings-api.ts';
import { navigate } from './app-state.ts';
import { NameField, SignInLink, StatusNote } from '../ui/fields.tsx';
import { identity } from './online-state.ts';

const explain = (e: GameError): string =>
  tKey(`error.${e.code}`, 'error.unknown', { message: e.message });

function NameForm({ me }: { me: Identity }) {
  const [name, setName] = useState(me.name);
  const [note, setNote] = useState<string | null>(null);
  return (
    <form
      class="account-form"
      data-rename="true"
      onSubmit={(e) => {
        e.preventDefault();
        void rename(me, name).then((done) => {
          if (!done.ok) {
            setNote(explain(done.error));
            return;
          }
          const next = { ...me, name: done.value.player.name };
          saveIdentity(next);
          identity.value = next;
          setNote(t('account.renamed'));
        });
      }}
    >
      <NameField label={t('account.name')} value={name} onInput={setName} />
      <button type="submit" class="action">
        {t('account.rename')}
      </button>
      <StatusNote text={note} />
    </form>
  );
}

function EmailForm({ me }: { me: Identity }) {
  const [email, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    void account(me).then((a) => {
      if (a.ok) setValue(a.value.email ?? '');
    });
  }, [me.id]);
  const save = (value: string | null) => {
    void setEmail(me, value).then((done) => {
      if (!done.ok) {
        setNote(explain(done.error));
        return;
      }
      setValue(done.value.email ?? '');
      // A new address is used only once confirmed by the link the server mails to it.
      const unconfirmed = done.value.email !== null && !done.value.verified;
      setNote(t(unconfirmed ? 'account.email.confirm' : 'account.email.saved'));
    });
  };
  return (
    <form
      class="account-form"
      data-email-form="true"
      onSubmit={(e) => {
        e.preventDefault();
        save(email.trim() === '' ? null : email.trim());
      }}
    >
      <label>
        {t('account.email')}{' '}
        <input
          type="email"
          value={email}
          autocomplete="email"
          onInput={(e) => {
            setValue(e.currentTarget.value);
          }}
        />
      </label>
      <p class="hint">{t('account.email.hint')}</p>
      <button type="submit" class="action">
        {t('account.email.save')}
      </button>{' '}
      <button
        type="button"
        class="action quiet"
        onClick={() => {
          save(null);
        }}
      >
        {t('account.email.remove')}
      </button>
      <StatusNote text={note} />
    </form>
  );
}

function DeleteAccount({ me }: { me: Identity }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <section class="panel danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('account.delete')}</h2>
      <p class="hint">{t('account.delete.hint')}</p>
      {!asking ? (
        <button
          type="button"
          class="action"
          data-delete-account="true"
          onClick={() => {
            setAsking(true);
          }}
        >
          {t('account.delete')}
        </button>
      ) : (
        <button
          type="button"
          class="action primary"
          data-delete-confirm="true"
          onClick={() => {
            void deleteAccount(me).then((deleted) => {
              if (!deleted) {
                setFailed(true);
                return;
              }
              signOut();
              identity.value = null;
              navigate('#/');
            });
          }}
        >
          {t('account.delete.confirm')}
        </button>
      )}
      {failed && <p class="error-note">{t('ratings.unavailable')}</p>}
    </section>
  );
}

export function AccountPage() {
  const me = identity.value;
  if (me === null) return <p class="hint">{t('account.signed-out')}</p>;
  return (
    <div class="ratings-page account" data-account="true">
      <h1>{t('online.account')}</h1>
      <section class="panel">
        <NameForm me={me} />
        <EmailForm me={me} />
        <SignInLink secret={me.secret} />
      </section>
      <DeleteAccount me={me} />
    </div>
  );
}
