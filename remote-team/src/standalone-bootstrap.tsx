import { mountStandalone } from '@platform/shared/standalone';
import * as app from './app/mount';

// Boots this remote alone, outside the host, for its own team (`npm run dev -w <app>`).
void mountStandalone(app);
