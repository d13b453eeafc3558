export { createQueryClient } from './create-query-client';
export { JUST_FETCHED_MS, refetchUnlessJustFetched } from './first-request';
