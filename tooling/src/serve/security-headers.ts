/** Headers every response of the platform's static servers carries. */
const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The host page's Content-Security-Policy. Scripts, styles, fonts, images and fetches may come from
 * the host and the remote origins only (the federation runtime loads `remoteEntry.js` with a script
 * tag and may fetch `mf-manifest.json`). Styles also allow inline: style-loader injects `<style>`
 * tags and React sets `style` attributes. No inline scripts: index.html must not contain any.
 */
export function hostContentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = [...new Set(remoteOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * HSTS: browsers keep to HTTPS for a year. Sent in production only: on a plain-HTTP development
 * origin it is ignored by browsers anyway, and on a shared `localhost` it would pin other apps.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Security headers of the host origin's responses (`production` adds HSTS). */
export function hostSecurityHeaders(remoteOrigins: readonly string[], options: { production?: boolean } = {}): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'x-frame-options': 'DENY',
    'content-security-policy': hostContentSecurityPolicy(remoteOrigins),
    ...(options.production === true ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
