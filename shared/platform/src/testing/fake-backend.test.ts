import { getCart } from '@shop/api/calls';
import { fail, installFakeBackend, ok, route, storeBasics } from './fake-backend';

const cart = { items: [], selected_total: 0, cart_total: 0 };

describe('the fake backend', () => {
  it('answers a call by its method and path, and records what was asked', async () => {
    const backend = installFakeBackend({ ...storeBasics, [route(getCart)]: () => ok(getCart, cart) });
    const answer = await fetch(`${getCart.path}?locale=vi`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(await answer.json()).toMatchObject({ code: 0, data: cart });
    const [asked] = backend.asked(getCart);
    expect(asked!.input).toEqual({ locale: 'vi' });
    expect(asked!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('refuses the right path with another method, as the backend’s router does', async () => {
    const backend = installFakeBackend({ [route(getCart)]: () => ok(getCart, cart) });
    const answer = await fetch(getCart.path, { method: 'POST', body: JSON.stringify({ _token: 't' }) });
    expect(answer.status).toBe(404);
    expect(backend.asked(getCart)).toHaveLength(0);
    expect(backend.requests[0]).toMatchObject({ method: 'POST', input: { _token: 't' } });
  });

  it('answers an upload through XMLHttpRequest with its progress, and records its fields and files', async () => {
    const backend = installFakeBackend({ 'POST /shop-api/upload': () => ok(getCart, cart) });
    const form = new FormData();
    form.append('note', 'n');
    form.append('images', new Blob(['abcd'], { type: 'image/png' }), 'a.png');
    form.append('images', new Blob(['efgh'], { type: 'image/png' }), 'b.png');
    const xhr = new XMLHttpRequest();
    const progress: number[] = [];
    xhr.upload.addEventListener('progress', (event) => progress.push(event.loaded / event.total));
    const loaded = new Promise((resolve) => xhr.addEventListener('load', resolve));
    xhr.open('POST', '/shop-api/upload');
    xhr.send(form);
    await loaded;
    expect(progress).toHaveLength(2);
    expect(progress[0]).toBeLessThan(1);
    expect(progress[1]).toBe(1);
    expect(JSON.parse(xhr.responseText)).toMatchObject({ code: 0, data: cart });
    const input = backend.requests[0]!.input;
    expect(input.note).toBe('n');
    expect((input.images as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it('words a refusal as the backend does', () => {
    expect(fail(422, 'validation_failed', { email: ['email_invalid'] })).toEqual({
      status: 422,
      body: {
        code: 422,
        msg: 'validation_failed',
        data: { key: 'validation_failed', errors: { email: ['email_invalid'] } },
      },
    });
  });
});
