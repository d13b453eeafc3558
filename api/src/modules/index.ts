import { alertsModule } from './alerts';
import { authModule } from './auth';
import { cvModule } from './cv';
import { educationModule } from './education';
import { mailModule } from './mail';
import { platformModule } from './platform';
import { platformReleasesModule } from './platform-releases';
import { privacyModule } from './privacy';
import { promoModule } from './promo';
import { publicPagesModule } from './public-pages';
import { referenceModule } from './reference';
import { releaseHealthModule } from './release-health';
import { searchModule } from './search';
import { teamModule } from './team';
import type { ApiModule } from './types';
import { userModule } from './user';

/**
 * Every area of the API, registered in this order under `/api`. To add an area, write
 * `modules/<area>/index.ts` exporting an {@link ApiModule} and append it here.
 */
export const API_MODULES: ApiModule[] = [platformModule, authModule, promoModule, alertsModule, mailModule, teamModule, userModule, educationModule, searchModule, cvModule, privacyModule, publicPagesModule, referenceModule, releaseHealthModule, platformReleasesModule];
