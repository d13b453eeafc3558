import { localizePath } from '@platform/contract';
import { useToast } from '../../features/toasts';
import { UiKitPage } from '../../features/ui-kit-pages';
import type { HostPageProps } from '../routes/route-vocabulary';

export function UiKitRoute({ entry }: HostPageProps) {
  const toast = useToast();
  return <UiKitPage toast={toast} otherPageHref={localizePath('/Test2', entry.locale)} />;
}
