/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The provider's public website, where the footer's company and support links point. */
  readonly VITE_PROVIDER_SITE_URL?: string;
  /** The address customers write to before returning an item (refund policy). */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
