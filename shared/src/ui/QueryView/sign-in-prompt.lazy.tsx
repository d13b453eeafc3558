import { localizePath } from '@platform/contract';
import { useOptionalMountProps } from '../../parcel/mount-props-context';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

/**
 * Its words live here, not among the UI kit's: the prompt is a chunk of its own, loaded only when
 * a page meets a 401, so the shared module every page loads stays as small as it was.
 */
const TEXT = {
  en: {
    title: 'Sign in to see this page',
    text: 'It shows what belongs to your account. After signing in you come back here.',
    signIn: 'Sign in',
  },
  ru: {
    title: 'Войдите, чтобы открыть эту страницу',
    text: 'На ней то, что относится к вашему аккаунту. После входа вы вернётесь сюда.',
    signIn: 'Войти',
  },
} as const;

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
export default function SignInPrompt() {
  const props = useOptionalMountProps();
  const locale = props?.locale ?? 'en';
  const text = TEXT[locale];
  const href = signInHref(locale, window.location);
  return (
    <EmptyState
      title={text.title}
      text={text.text}
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
          {text.signIn}
        </Button>
      }
    />
  );
}
