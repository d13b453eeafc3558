import { localizePath } from '@platform/contract';
import { UiKitPage2 } from '../../features/ui-kit-pages';
import type { HostPageProps } from '../routes/route-vocabulary';

export function UiKit2Route({ entry }: HostPageProps) {
  return <UiKitPage2 otherPageHref={localizePath('/Test', entry.locale)} />;
}
