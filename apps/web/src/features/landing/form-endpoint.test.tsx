import { ApiError, messageFrom, type ApiClient } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { formApi } from './form-endpoint.ts';

const body = { type: 'Join Us', major: 'Law', name: 'Sara', email: 'sara@example.com' } as const;
const client = { submitForm: vi.fn() } as unknown as Pick<ApiClient, 'submitForm'>;

describe('formApi (VITE_FORM_ENDPOINT)', () => {
  it('uses the app client when no endpoint is set', () => {
    expect(formApi(client, undefined)).toBe(client);
    expect(formApi(client, '  ')).toBe(client);
  });

  it('posts the JSON body to the endpoint, without cookies, and passes the message on', async () => {
    const fetchFn = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Got it.' }), { status: 200 })),
    );
    const api = formApi(client, 'https://forms.example.com/f/abc', fetchFn);
    await expect(api.submitForm(body)).resolves.toEqual({ message: 'Got it.' });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://forms.example.com/f/abc');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(client.submitForm).not.toHaveBeenCalled();
  });

  it('answers without a message leave the thanks to the machine', async () => {
    const api = formApi(client, 'https://forms.example.com/f/abc', () =>
      Promise.resolve(new Response('{"ok":true}', { status: 200 })),
    );
    await expect(api.submitForm(body)).resolves.toEqual({ message: '' });
  });

  it('turns failures into ApiError, so the spec message rules apply', async () => {
    const rejected = formApi(client, 'https://forms.example.com/f/abc', () =>
      Promise.resolve(
        new Response(JSON.stringify([{ code: 'Spam', description: 'Looks like spam.' }]), {
          status: 422,
        }),
      ),
    );
    const error = await rejected.submitForm(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(messageFrom(error, 'fallback')).toBe('Looks like spam.');

    const offline = formApi(client, 'https://forms.example.com/f/abc', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const down = await offline.submitForm(body).catch((caught: unknown) => caught);
    expect(down).toMatchObject({ status: 0 });
    expect(messageFrom(down, 'fallback')).toBe('fallback');
  });
});
