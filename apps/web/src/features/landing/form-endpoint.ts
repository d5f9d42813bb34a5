import { ApiError, isAbortError, type ApiClient, type MessageResponse } from '@mijas/api';

export type FormApi = Pick<ApiClient, 'submitForm'>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Where the landing form posts (SPEC §7 "an external form-collection service"): our server's `/api/v1/Forms`
 * through the app's client, or `VITE_FORM_ENDPOINT` when the build sets it. An external service gets the same
 * JSON body (type, major, name, email, mobile) and its failures become the client's `ApiError`, so the machine
 * shows its message (the first item's description, else its message, else the spec's fallback).
 */
export function formApi(api: FormApi, endpoint: string | undefined, fetchFn = fetch): FormApi {
  const url = endpoint?.trim();
  if (!url) return api;
  return {
    submitForm: async (body, options) => {
      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          credentials: 'omit',
          ...(options?.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiError({ status: 0, cause: error });
      }
      const answer = await readBody(response);
      if (!response.ok) throw new ApiError({ status: response.status, body: answer });
      const message =
        typeof answer === 'object' && answer !== null && 'message' in answer
          ? answer.message
          : undefined;
      // The machine shows the spec's own thanks when the service says nothing.
      return { message: typeof message === 'string' ? message : '' } satisfies MessageResponse;
    },
  };
}
