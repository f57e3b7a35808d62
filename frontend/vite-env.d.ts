/// <reference types="vite/client" />

/** A build id for the service worker's cache-busting query (vite.config.ts `define`). */
declare const __BUILD_ID__: string;
