export { duplicateRoutes } from './routes';
export { defineMergeExpiry, CV_MERGES_EXPIRE_JOB } from './expire-job';
export { findDuplicates, probeOfResume } from './find-duplicates';
export { probeOfDraft } from './probe';
