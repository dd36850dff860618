import { signIn, signOut } from '@shop/platform';
import { nextRemotes } from './warm-next-remotes';

describe('the remotes warmed once the first page has settled', () => {
  afterEach(() => signOut());

  it("a visitor: only the header's links that do not lead to login", () => {
    expect(nextRemotes()).toEqual(['mf_catalog']);
  });

  it("a customer: every remote the header's links lead to", () => {
    signIn({ token: 'abc', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(nextRemotes().sort()).toEqual(['mf_account', 'mf_catalog', 'mf_checkout', 'mf_publish']);
  });
});
