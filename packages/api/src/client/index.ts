export * from './errors.ts';
export {
  anonymousAuth,
  createHttp,
  type AuthHandle,
  type CallOptions,
  type Http,
  type HttpOptions,
} from './http.ts';
export { createQueryCache, type QueryCache } from './cache.ts';
export { nextTask } from './next-task.ts';
export { createApiClient, type ApiClient, type ApiClientOptions } from './api.ts';
