import { localizePath } from '@platform/contract';
import { useOptionalMountProps } from '../../parcel/mount-props-context';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { useUiText } from '../use-ui-text';

/** The sign-in page of the page's locale, with this very address (its `/ru` prefix included) to come back to. */
export function signInHref(locale: 'en' | 'ru', here: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const back = `${here.pathname}${here.search}${here.hash}`;
  return `${localizePath('/login', locale)}?redirect=${encodeURIComponent(back).replace(/%2F/gi, '/')}`;
}

/**
 * What a page shows when the API says its visitor is not signed in (a 401: never signed in, or the
 * session ran out): a way to sign in that comes back to this page, in this language, instead of a
 * "could not load" that no retry can mend.
 */
export function SignInPrompt() {
  const text = useUiText();
  const props = useOptionalMountProps();
  const href = signInHref(props?.locale ?? 'en', window.location);
  return (
    <EmptyState
      title={text('signInRequired')}
      text={text('signInRequiredText')}
      action={
        <Button
          href={href}
          onClick={(event) => {
            if (props === null || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            // The host's router: the shell stays, the sign-in page opens in the same locale.
            props.navigate(href.replace(/^\/ru(?=\/|$)/, '') || '/');
          }}
        >
          {text('signIn')}
        </Button>
      }
    />
  );
}
