import { API_ENDPOINTS, PLATFORM_ENDPOINTS } from '@platform/contract';
import { route } from '../../http/route';
import type { ApiModule } from '../types';
import { buildOpenApiDocument } from './openapi';
import { renderReferencePage } from './reference-page';

/**
 * The API's own description: `GET /api/openapi.json` (OpenAPI 3.1, generated from the contract's
 * endpoints at start-up) and `GET /api/docs` (a static HTML reference read from it). Public.
 */
export const referenceModule: ApiModule = async (app) => {
  const document = buildOpenApiDocument(API_ENDPOINTS);
  const page = renderReferencePage(document);
  route(app, PLATFORM_ENDPOINTS.openApi, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return document;
  });
  route(app, PLATFORM_ENDPOINTS.docs, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
