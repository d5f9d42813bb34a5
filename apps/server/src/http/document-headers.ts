/**
 * Helmet's headers that only a page's document reads (its policy, framing, context group, the old browsers' XSS
 * filter and download prompt, Flash's and Adobe's cross-domain files): some 550 bytes of every answer. Left off
 * the answers that are no page: the build's hashed assets, icons and manifest (`web-app.ts`) and the API's
 * (`plugin.ts`).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
] as const;

/**
 * The policy of an API answer (OWASP's REST Security Cheat Sheet): data, never a page, so nothing loads from it
 * and nothing frames it, should a browser be sent to its address.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
