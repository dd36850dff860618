import { shellOrigins } from './shell-origins';

describe('shell origins allowed by a remote', () => {
  it('defaults to the local shell, under both loopback names', () => {
    expect(shellOrigins({})).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it('takes a comma-separated SHELL_ORIGIN and adds loopback twins only', () => {
    expect(shellOrigins({ SHELL_ORIGIN: 'https://shop.example.com/, http://localhost:8080' })).toEqual([
      'https://shop.example.com',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });
});
