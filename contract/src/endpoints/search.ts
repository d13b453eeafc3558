import { SEARCH_ROUTES } from '../api-routes/search';
import { searchRequestSchema, searchResponseSchema } from '../search';
import { defineEndpoint } from './endpoint';

/**
 * The resume search: one route serves the hits, the facets (city, skill, experience counts of the
 * whole match set), the corrections and the ignored parts of the text. Public: a visitor searches
 * the public CVs, a recruiter also the team's imports. A query string (the page's campaign
 * parameters) is accepted and ignored.
 */
export const SEARCH_ENDPOINTS = {
  search: defineEndpoint({ ...SEARCH_ROUTES.search, body: searchRequestSchema, responses: { 200: searchResponseSchema }, apiKey: 'cvs:read', summary: 'Search CVs' }),
};
