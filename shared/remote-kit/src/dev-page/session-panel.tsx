import { logout } from '@shop/api/calls';
import { signOut, useAction, useHeader, useIsAuthenticated } from '@shop/platform';
import { Button, card, cluster } from '@shop/ui';
import { SignIn } from './sign-in';
import { useDevPageTexts } from './texts';

/** Who the dev page's calls are made as: the customer with sign-out, or the sign-in for a visitor. */
export function SessionPanel() {
  const t = useDevPageTexts();
  const signedIn = useIsAuthenticated();
  return (
    <section css={card} aria-labelledby="dev-page-session">
      <h2 id="dev-page-session">{t('session.title')}</h2>
      {signedIn ? (
        <SignedIn />
      ) : (
        <>
          <p>{t('session.visitor')}</p>
          <SignIn />
        </>
      )}
    </section>
  );
}

function SignedIn() {
  const t = useDevPageTexts();
  const { data } = useHeader();
  const action = useAction();
  const name = data?.user_name;
  return (
    <div css={cluster(3)}>
      <p>{name ? t('session.signedIn', { name }) : t('session.signedInNameless')}</p>
      <Button
        loading={action.pending}
        onClick={async () => {
          // The session ends here whatever the server says: a failed call must not keep anyone signed in.
          await action.run(logout, {});
          signOut();
        }}
      >
        {t('session.signOut')}
      </Button>
    </div>
  );
}
