// Runs in the head, before the first paint (external: the CSP allows no inline script).
// 1. The saved theme, so a light-theme learner never sees a dark flash. Mirrors frontend/lib/theme.tsx.
// 2. Who is signed in decides every screen: when the session hint cookie says a session may exist
//    (frontend/lib/session-hint.ts), ask while the app's code downloads (lib/auth.tsx takes the
//    answer). A visitor without it asks nothing, so their first visit has no failing request.
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch (e) {}
  var root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  var color = document.querySelector('meta[name="theme-color"]');
  if (color) color.setAttribute("content", theme === "dark" ? "#1a1a1a" : "#ffffff");
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.setAttribute("href", "/manifest-" + theme + ".webmanifest");
  var bar = document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]');
  if (bar) bar.setAttribute("content", theme === "dark" ? "black-translucent" : "default");

  if (/(^|;\s*)has-session=1(;|$)/.test(document.cookie)) {
    var user = document.createElement("link");
    user.rel = "preload";
    user.as = "fetch";
    user.href = "/api/user";
    user.crossOrigin = "use-credentials";
    document.head.appendChild(user);
  }
})();
