/**
 * A full page load, not a router navigation: after verifying, the whole app (the cached user, the
 * service worker's view of the session) starts again from the server's truth. Its own module so
 * tests can replace it; jsdom cannot navigate.
 */
export function hardRedirect(path: string): void {
  window.location.assign(path);
}
