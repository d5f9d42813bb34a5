/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's origin for a split deployment; empty for the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Where the landing form posts; our server's `/api/v1/Forms` when empty. */
  readonly VITE_FORM_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
