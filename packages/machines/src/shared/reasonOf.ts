import { isApiError, messageFrom, messages } from '@mijas/api';

/** The server's message of a failed call; its status line when it sent none; no response without one. */
export function reasonOf(error: unknown): string {
  const fallback = isApiError(error) ? error.message : messages.api.noResponse;
  return messageFrom(error, fallback, { noResponse: messages.api.noResponse });
}
