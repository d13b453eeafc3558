import { VisuallyHidden } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';

/**
 * Shown while the first page's code and the session load: the frame `index.html` paints (header
 * bar, content skeleton; see `boot-frame.ts`) stays in view meanwhile, so this only tells
 * assistive technology that the page is loading.
 */
export function StartupProgress() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'shell' });
  return (
    <VisuallyHidden role="status">
      {t('loadingPage')}
    </VisuallyHidden>
  );
}
