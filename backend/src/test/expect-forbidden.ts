/** Asserts a 403 answer whose whole envelope is the refusal `key` with its English message and nothing more. */
export function expectForbidden(res: { status: number; body: unknown }, key: string, msg: string): void {
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ code: 403, data: { key }, msg });
}
