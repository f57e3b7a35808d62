// Runs in the head, before the first paint (external: the CSP allows no inline script).
// 1. The saved theme, so a light-theme learner never sees a dark flash. Mirrors frontend/lib/theme.tsx.
// 2. Who is signed in decides every screen: when the session hint cookie says a session may exist
//    (frontend/lib/session-hint.ts), ask while the app's code downloads (lib/auth.tsx takes the
//    answer). A visitor without it asks nothing, so their first visit has no failing request.
// 3. On a page drawn as HTML, the app's code is asked for once its first contentful paint is on screen.
// 4. Until the app has taken over, taps on buttons and form submits are held and replayed once it has
//    (decision 062, an early event contract as Google's JSAction and Angular's event replay keep one):
//    a drawn button does nothing without the app, and a drawn form would be sent by the browser
//    itself, its fields (a password too) in the address. frontend/lib/app-started.ts names the signal.
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {}
  var root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  var color = document.querySelector('meta[name="theme-color"]');
  if (color) color.setAttribute("content", theme === "dark" ? "#1a1a1a" : "#ffffff");
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.setAttribute("href", "/manifest-" + theme + ".webmanifest");
  var bar = document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]');
  if (bar) bar.setAttribute("content", theme === "dark" ? "black-translucent" : "default");

  var held = [];
  function hold(event) {
    if (root.hasAttribute("data-app-started")) return;
    var target = event.type === "submit" ? event.target : event.target.closest && event.target.closest("button, [role=button]");
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target: target, submitter: event.submitter });
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  document.addEventListener("parlo:app-started", function () {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    held.splice(0).forEach(function (event) {
      if (!event.target.isConnected) return;
      if (event.target.tagName !== "FORM") event.target.click();
      else if (event.submitter) event.target.requestSubmit(event.submitter);
      else event.target.requestSubmit();
    });
  });

  if (/(^|;\s*)has-session=1(;|$)/.test(document.cookie)) {
    var user = document.createElement("link");
    user.rel = "preload";
    user.as = "fetch";
    user.href = "/api/user";
    user.crossOrigin = "use-credentials";
    document.head.appendChild(user);
  }

  // There the app only takes over what is already on screen, so its modules (named by the build,
  // the entry first) are asked for once the first contentful paint is on screen: the style sheet and
  // the font have a slow link to themselves until then (decision 023). On screen, not a frame begun
  // (decision 047): on a busy phone a frame's pixels can follow its start by a second, and the app's
  // code, fetched and run in that second, kept the text off the screen longer still.
  document.addEventListener("DOMContentLoaded", function () {
    var named = document.querySelector('meta[name="app-modules"]');
    if (!named) return;
    var started = false;
    function start() {
      if (started) return;
      started = true;
      var modules = named.getAttribute("content").split(" ");
      var entry = document.createElement("script");
      entry.type = "module";
      entry.crossOrigin = "";
      entry.src = modules[0];
      document.head.appendChild(entry);
      // Each of the entry's imports asked for in a task of its own: putting a fetching element in the
      // page costs a phone several milliseconds, and four in one task froze it for 150 ms (decision 064).
      modules.slice(1).forEach(function (href, i) {
        setTimeout(function () {
          var preload = document.createElement("link");
          preload.rel = "modulepreload";
          preload.crossOrigin = "";
          preload.href = href;
          document.head.appendChild(preload);
        }, i);
      });
    }
    var painted = false;
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
        new PerformanceObserver(function (list, observer) {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          setTimeout(start, 0);
        }).observe({ type: "paint", buffered: true });
        painted = true;
      }
    } catch {}
    // Without paint timing: after the first frame, as before.
    if (!painted) requestAnimationFrame(function () { setTimeout(start, 0); });
    // And whatever the paint: a page that never reports one (nothing contentful, a hidden tab) still
    // gets its app once it has loaded and a few seconds have passed.
    window.addEventListener("load", function () { setTimeout(start, 3000); });
  });
})();
