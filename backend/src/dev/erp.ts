import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * GET /__dev/erp?code=: where getIrregularEntryUrl sends the customer. The real ERP center is another product;
 * this page only shows that the customer arrived with an entry code.
 */
export function registerErpRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { code?: unknown } }>('/__dev/erp', async (request, reply) => {
    const code = typeof request.query.code === 'string' ? request.query.code : '';
    const detail = code
      ? `<p>It received the one-time entry code:</p>\n<p><code>${escapeHtml(code)}</code></p>`
      : '<p>No entry code was given.</p>';
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>ERP center (simulated)</title></head>
<body>
<h1>ERP center (simulated)</h1>
<p>This is a stand-in for the ERP center, run by the development backend.</p>
${detail}
</body>
</html>
`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'no-store')
      .send(html);
  });
}
